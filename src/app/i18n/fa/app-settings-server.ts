import type { serverMessages } from '../../settings/server-messages.ts';
import type { Translation } from '../../../ton/i18n/messages.ts';

export const areas = {
  'app.settings.server': {
    legend: 'این سرور',
    learnedFrom:
      'آنچه این صفحه در این بازدید دربارهٔ {host} آموخته است؛ با بارگذاری دوباره از نو شروع می‌شود.',
    freshnessAsking: 'در حال پرسیدن آخرین بلوک…',
    freshnessUnknown: 'معلوم نیست نمایه (index) چقدر از زنجیره عقب است: آخرین بلوک را نشد پرسید.',
    recorded: 'دادهٔ ضبط‌شده: آخرین بلوک آن در {date} ساخته شده است. ضبط جلو نمی‌رود، پس عقب‌ماندگی ندارد.',
    recordedNoDate: 'دادهٔ ضبط‌شده: ضبط جلو نمی‌رود، پس عقب‌ماندگی ندارد.',
    upToDate: 'نمایه (index) با زنجیره به‌روز است.',
    behindMinutes: {
      one: 'نمایه (index) {count} دقیقه از زنجیره عقب است.',
      other: 'نمایه (index) {count} دقیقه از زنجیره عقب است.',
    },
    behindHours: {
      one: 'نمایه (index) {count} ساعت از زنجیره عقب است.',
      other: 'نمایه (index) {count} ساعت از زنجیره عقب است.',
    },
    behindDays: {
      one: 'نمایه (index) {count} روز از زنجیره عقب است.',
      other: 'نمایه (index) {count} روز از زنجیره عقب است.',
    },
    clockBehind: {
      one: 'آخرین بلوک {count} دقیقه از ساعت این دستگاه جلوتر است: احتمالاً ساعت اینجا درست نیست.',
      other: 'آخرین بلوک {count} دقیقه از ساعت این دستگاه جلوتر است: احتمالاً ساعت اینجا درست نیست.',
    },
    clockNote:
      'از زمان آخرین بلوک در برابر ساعت این دستگاه سنجیده می‌شود؛ اختلاف تا دو دقیقه در هر سو به‌روز به شمار می‌آید.',
    caption: 'نقطه‌های اتصال (endpoint) اختیاری',
    endpoint: 'نقطهٔ اتصال (endpoint)',
    state: 'روی این سرور',
    answered: 'پاسخ می‌دهد',
    notOffered: 'ارائه نمی‌شود',
    notAsked: 'هنوز پرسیده نشده',
    checking: 'در حال پرسیدن…',
    failed: 'معلوم نشد (درخواست ناموفق بود)',
    purposeActions: 'کاری که تراکنش‌ها کردند',
    purposeTraces: 'رد تراکنش‌ها (trace)',
    purposeMetadata: 'نام توکن‌ها',
    purposeJettonWallets: 'موجودی جتون‌ها',
    purposeNftItems: 'NFTها',
    purposeWalletStates: 'جزئیات کیف پول‌ها',
    purposeDnsRecords: 'نام‌های ‎.ton',
    checkNow: 'اکنون بررسی کن',
    checkNote:
      'هر نقطهٔ اتصالی را که هنوز پرسیده نشده یک بار، با کوچک‌ترین درخواست و در محدودهٔ سقف درخواست‌های این سرور، می‌پرسد.',
  } satisfies Translation<typeof serverMessages>,
};
