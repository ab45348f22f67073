import type { blockPageMessages } from '../../../block/block-messages.ts';
import type { Translation } from '../../../ton/i18n/messages.ts';

export const areas = {
  'block.page': {
    accountsInBlock: 'Аккаунты в этом блоке',
    transactions: 'Транзакции',
    noTransactions: 'В этом блоке нет транзакций.',
    loadingSoFar: 'Загрузка транзакций: пока получено {received}…',
    loadingOf: 'Загрузка транзакций: получено {received} из {expected}…',
    noSuchTransaction: 'В этом блоке нет транзакции с хешем {hash}.',
    closeIt: 'Закрыть',
    hiddenSelection: 'Открытая транзакция {hash} скрыта фильтрами.',
    showAll: 'Показать все транзакции',
    nothingFiltered: 'Ни одна транзакция не подходит под эти фильтры.',
    nothingView: 'Ни одна транзакция не подходит под этот вид.',
    notABlockNumber: 'Это не номер блока',
    noSuchBlock: 'Такого блока нет',
    couldNotLoad: 'Не удалось загрузить блок {seqno}',
    transactionTitle: 'Транзакция {hash}',
    blockTitle: 'Блок {seqno}',
    blockSubject: 'блок {seqno}',
    latestCouldNotLoad: 'Не удалось загрузить последний блок',
    latestBlock: 'Последний блок',
    latestSubject: 'последний блок',
    masterchainBlock: 'Блок мастерчейна {seqno}',
    loadingBlockSeqno: 'Загрузка блока {seqno}',
    loadingBlock: 'Загрузка блока…',
    shardBlocks: 'Шард-блоки',
    charactersCut: 'Символов: {count}; показаны первые {shown}, копия содержит всё.',
    characters: {
      one: '{count} символ',
      few: '{count} символа',
      many: '{count} символов',
      other: '{count} символа',
    },
  } satisfies Translation<typeof blockPageMessages>,
};
