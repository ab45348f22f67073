import type { followMessages } from '../../../block/follow/follow-messages.ts';
import type { navMessages } from '../../../block/nav/nav-messages.ts';
import type { Translation } from '../../../ton/i18n/messages.ts';

export const areas = {
  'block.nav': {
    neighbouring: 'بلوک‌های مجاور',
    block: 'بلوک {seqno}',
    keys: '{left} {right} بلوک‌ها · {j} {k} تراکنش‌ها',
    opensWhenAppears: 'بلوک {seqno} به محض پیدا شدن باز می‌شود',
    waitFor: 'منتظر بلوک {seqno} بمان',
    indexMayNotHold: 'شاید نمایه آن را نداشته باشد.',
    aheadNear: {
      one: 'شاید هنوز وجود نداشته باشد: جدیدترین بلوک سرور {last} است، {count} بلوک قبل‌تر.',
      other: 'شاید هنوز وجود نداشته باشد: جدیدترین بلوک سرور {last} است، {count} بلوک قبل‌تر.',
    },
    aheadFar: {
      one: 'این بلوک {count} بلوک بعد از جدیدترین بلوک سرور، {last}، است: زنجیره هنوز به آن نرسیده.',
      other: 'این بلوک {count} بلوک بعد از جدیدترین بلوک سرور، {last}، است: زنجیره هنوز به آن نرسیده.',
    },
    beforeFirst: 'سرور بلوک‌های پیش از نخستین بلوک خود، {first}، را نگه نمی‌دارد.',
    withinNoFirst: 'جدیدترین بلوک سرور {last} است؛ نمایهٔ آن این بلوک را ندارد.',
    within: 'بلوک‌های سرور از {first} تا {last} است؛ نمایهٔ آن این بلوک را ندارد.',
    noSuchBlock: 'چنین بلوکی وجود ندارد',
    noMasterchainBlock: 'API بلوک مسترچین {seqno} را ندارد.',
    blocksServerHas: 'بلوک‌هایی که سرور دارد',
    blockTheLatest: 'بلوک {seqno}، آخرین بلوک',
    latestBlock: 'آخرین بلوک ({seqno})',
  } satisfies Translation<typeof navMessages>,
  'block.follow': {
    paused: 'تا وقتی زبانه پنهان است متوقف شده',
    holding: 'این بلوک تا وقتی آن را می‌خوانید نگه داشته می‌شود',
    checking: 'بررسی بلوک جدید هر {seconds} ثانیه',
    group: 'دنبال کردن زنجیره',
    followNew: 'دنبال کردن بلوک‌های جدید',
    holdingShort: 'این بلوک نگه داشته شده ·',
    newBlocks: { one: '{count} بلوک جدید — نمایش آخرین', other: '{count} بلوک جدید — نمایش آخرین' },
    notFollowed: 'جدیدترین بلوک دنبال نشده',
  } satisfies Translation<typeof followMessages>,
};
