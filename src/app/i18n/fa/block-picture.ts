import type { pictureMessages } from '../../../block/picture/picture-messages.ts';
import type { Translation } from '../../../ton/i18n/messages.ts';

export const areas = {
  'block.picture': {
    showEveryShardBlock: '— نمایش همهٔ بلوک‌های شارد',
    showEveryOutcome: '— نمایش همهٔ نتیجه‌ها',
    showEveryOpcode: '— نمایش همهٔ آپکدها',
    showOnlyThese: '— فقط همین‌ها',
    showingOf: { one: 'نمایش {shown} از {count} تراکنش', other: 'نمایش {shown} از {count} تراکنش' },
    showAll: 'نمایش همه',
    goToList: 'رفتن به فهرست',
    feesNotGiven: { one: 'کارمزد {count} تراکنش داده نشده', other: 'کارمزد {count} تراکنش داده نشده' },
    feesNotGivenNotCounted: {
      one: 'کارمزد {count} تراکنش داده نشده و حساب نشده',
      other: 'کارمزد {count} تراکنش داده نشده و حساب نشده',
    },
    shardValue: {
      one: '{count} تراکنش · ورودی {value} · کارمزد {fees}',
      other: '{count} تراکنش · ورودی {value} · کارمزد {fees}',
    },
    shardValueMissing: {
      one: '{count} تراکنش · ورودی {value} · کارمزد {fees} ({missing})',
      other: '{count} تراکنش · ورودی {value} · کارمزد {fees} ({missing})',
    },
    otherOpcodes: { one: 'سایر ({count} آپکد)', other: 'سایر ({count} آپکد)' },
    unnamed: 'بی‌نام',
    pictureOfBlock: 'نمای تصویری بلوک',
    byOutcome: 'تراکنش‌ها بر پایهٔ نتیجه',
    unknownOutcome: { one: '{count} تراکنش با نتیجهٔ نامعلوم', other: '{count} تراکنش با نتیجهٔ نامعلوم' },
    incomingOpcodes: 'آپکدهای ورودی',
    byShardBlock: 'مقدار و کارمزد بر پایهٔ بلوک شارد',
    shardNote:
      'مقدار ورودی و کارمزد هر کدام مقیاس خود را دارند: هر نوار را فقط با نوارهای هم‌رنگ آن مقایسه کنید.',
    valueIn: 'مقدار ورودی',
    fees: 'کارمزد',
  } satisfies Translation<typeof pictureMessages>,
};
