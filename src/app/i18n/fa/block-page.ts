import type { blockPageMessages } from '../../../block/block-messages.ts';
import type { Translation } from '../../../ton/i18n/messages.ts';

export const areas = {
  'block.page': {
    accountsInBlock: 'حساب‌های این بلوک',
    transactions: 'تراکنش‌ها',
    noTransactions: 'این بلوک هیچ تراکنشی ندارد.',
    loadingSoFar: 'در حال بارگیری تراکنش‌ها: تا این لحظه {received} دریافت شده…',
    loadingOf: 'در حال بارگیری تراکنش‌ها: {received} از {expected} دریافت شده…',
    noSuchTransaction: 'این بلوک تراکنشی با هش {hash} ندارد.',
    closeIt: 'بستن',
    hiddenSelection: 'تراکنش بازشده {hash} با فیلترها پنهان شده است.',
    showAll: 'نمایش همهٔ تراکنش‌ها',
    nothingFiltered: 'هیچ تراکنشی با این فیلترها جور نیست.',
    nothingView: 'هیچ تراکنشی با این نما جور نیست.',
    notABlockNumber: 'شمارهٔ بلوک نیست',
    noSuchBlock: 'چنین بلوکی وجود ندارد',
    couldNotLoad: 'بلوک {seqno} بارگیری نشد',
    transactionTitle: 'تراکنش {hash}',
    blockTitle: 'بلوک {seqno}',
    blockSubject: 'بلوک {seqno}',
    latestCouldNotLoad: 'آخرین بلوک بارگیری نشد',
    latestBlock: 'آخرین بلوک',
    latestSubject: 'آخرین بلوک',
    masterchainBlock: 'بلوک مسترچین {seqno}',
    loadingBlockSeqno: 'در حال بارگیری بلوک {seqno}',
    loadingBlock: 'در حال بارگیری بلوک…',
    shardBlocks: 'بلوک‌های شارد',
    charactersCut: '{count} نویسه؛ {shown} نویسهٔ اول نمایش داده شده و کپی همه را دارد.',
    characters: { one: '{count} نویسه', other: '{count} نویسه' },
  } satisfies Translation<typeof blockPageMessages>,
};
