import type {
  accountsSortMessages,
  describeMessages,
  followAnnounceMessages,
  indexMessages,
  previewMessages,
} from '../../../block/model/model-messages.ts';
import type { Translation } from '../../../ton/i18n/messages.ts';

const sent = 'موفق{after}؛ {count} پیام ارسال کرد.';
const sentCarrying = 'موفق{after}؛ {count} پیام با مجموع {amount} ارسال کرد.';

export const areas = {
  'block.model.describe': {
    meaningContract: ' (تعریف‌شده توسط قرارداد)',
    meaningNotStandard: ' (کد غیراستاندارد)',
    meaningTitle: ' ({title})',
    bounceNoFunds:
      '؛ پیام قابل بازگشت (bounce) بود، اما باقی‌مانده برای پرداخت هزینهٔ بازگشت کافی نبود و چیزی برنگشت',
    bounceNoFundsNeeded:
      '؛ پیام قابل بازگشت (bounce) بود، اما باقی‌مانده برای پرداخت هزینهٔ بازگشت کافی نبود ({amount} لازم بود) و چیزی برنگشت',
    bounceNegFunds: '؛ پیام قابل بازگشت بود، اما چیزی برای بازگرداندن باقی نماند',
    bouncedBack: '؛ پیام ورودی قابل بازگشت به فرستنده بازگشت داده شد',
    bouncedBackWith: '؛ پیام ورودی قابل بازگشت همراه با {amount} به فرستنده بازگشت داده شد',
    notBounceable: '؛ پیام قابل بازگشت نبود، پس مقدار آن نزد حساب می‌ماند',
    deployed: 'حساب مستقر شد.',
    frozen: 'حساب مسدود شد.',
    deleted: 'حساب حذف شد.',
    noPhases: 'API فازهای این تراکنش را شرح نداد.',
    noStateKept:
      'هیچ کدی اجرا نشد: حساب کدی ندارد و پیام هم کدی نیاورد (فاز محاسبه رد شد: no_state)؛ {amount} همراه پیام نزد حساب می‌ماند.',
    skipWhy: '{reason}: {title}',
    noReason: 'دلیلی ذکر نشده',
    skipped: 'فاز محاسبه رد شد ({why}){bounce}.',
    computeFailed: 'ناموفق: فاز محاسبه با کد {code}{means} پایان یافت{bounce}.',
    computeFailedUnknown: 'ناموفق: فاز محاسبه با کدی نامعلوم پایان یافت{bounce}.',
    actionFailed: 'ناموفق: فاز اقدام با کد نتیجهٔ {code}{means} پایان یافت{nothingSent}{bounce}.',
    actionFailedUnknown: 'ناموفق: فاز اقدام با کد نتیجه‌ای نامعلوم پایان یافت{nothingSent}{bounce}.',
    nothingSent: '، پس هیچ پیامی ارسال نشد',
    aborted: 'لغو شد: تغییرات تراکنش ثبت نشد{bounce}.',
    afterReceiving: ' پس از دریافت {amount}',
    onExternal: ' با یک پیام خارجی',
    succeededNothingSent: 'موفق{after}؛ هیچ پیامی ارسال نکرد.',
    succeededSent: { one: sent, other: sent },
    succeededSentCarrying: { one: sentCarrying, other: sentCarrying },
    storage: 'تراکنش ذخیره‌سازی: اعتبارسنج‌ها کارمزد ذخیره‌سازی {amount} را برداشتند؛ هیچ کدی اجرا نشد.',
    storageNoAmount: 'تراکنش ذخیره‌سازی: اعتبارسنج‌ها کارمزد ذخیره‌سازی را برداشتند؛ هیچ کدی اجرا نشد.',
    system: 'تراکنش حساب سیستمی از نوع {title}{which}: {outcome}',
  } satisfies Translation<typeof describeMessages>,
  'block.model.preview': {
    noIncoming: 'بدون پیام ورودی',
    comment: '«{comment}»',
    unreadableOpcode: 'آپکد ناخوانا',
    noOpcode: 'بدون آپکد',
    emptyBody: 'بدنهٔ خالی',
    external: 'پیام خارجی',
  } satisfies Translation<typeof previewMessages>,
  'block.model.accounts': {
    sortedBy: 'مرتب‌شده بر اساس {subject}: {order}',
    subjectNet: 'اندازهٔ تغییر خالص، سود و زیان یکسان',
    subjectFees: 'کارمزد',
    subjectIn: 'مقدار ورودی',
    subjectOut: 'مقدار خروجی',
    subjectTx: 'تعداد تراکنش‌ها',
    subjectAddress: 'آدرس خام (raw)',
    aToZ: 'صعودی',
    zToA: 'نزولی',
    smallestFirst: 'اول کوچک‌ترها',
    largestFirst: 'اول بزرگ‌ترها',
    cellTransactions: 'تراکنش‌ها',
    cellBalance: 'موجودی پیش ← پس',
    cellNet: 'تغییر خالص',
    cellState: 'وضعیت',
    cellFees: 'کارمزد',
    cellValueIn: 'مقدار ورودی',
    cellValueOut: 'مقدار خروجی',
  } satisfies Translation<typeof accountsSortMessages>,
  'block.model.follow': {
    newBlocks: {
      one: '{count} بلوک جدید: «نمایش آخرین» جدیدترین را باز می‌کند',
      other: '{count} بلوک جدید: «نمایش آخرین» جدیدترین را باز می‌کند',
    },
  } satisfies Translation<typeof followAnnounceMessages>,
  'block.model.index': {
    unknownShardBlock: 'بلوک شارد نامعلوم',
  } satisfies Translation<typeof indexMessages>,
};
