import type { lookupMessages } from '../../../accounts/lookup/lookup-messages.ts';
import type { Translation } from '../../../ton/i18n/messages.ts';

export const areas = {
  'accounts.lookup': {
    found: '{count} یافت شد',
    notFound: '{count} یافت نشد',
    failed: '{count} ناموفق',
    notFetched: '{count} دریافت‌نشده',
    waiting: '{count} در انتظار',
    progressName: 'حساب‌های دریافت‌شده',
    progress: '{settled} از {total} حساب دریافت شد',
    cancel: 'لغو',
    cancelled: 'لغو شد: {settled} از {total} دریافت شد.',
    fetchOthers: 'دریافت {count} حساب دیگر',
    askedWithFailures: '{total} درخواست شد: {fetched} دریافت شد، {failed} ناموفق',
    allFetched: { one: 'هر {count} حساب دریافت شد', other: 'هر {count} حساب دریافت شدند' },
    refresh: 'تازه‌سازی',
    lastAnswer: 'آخرین پاسخ {time}',
    changedBalances: {
      one: 'موجودی {count} حساب از دریافت قبلی تغییر کرده است (در جدول با «تغییرکرده» نشان داده شده).',
      other: 'موجودی {count} حساب از دریافت قبلی تغییر کرده است (در جدول با «تغییرکرده» نشان داده شده).',
    },
    retry: { one: 'تلاش دوباره برای {count} حساب ناموفق', other: 'تلاش دوباره برای {count} حساب ناموفق' },
    failedKey: {
      one: '{count} حساب دریافت نشد: {title}. نتیجه‌های دیگر حفظ شده‌اند.',
      other: '{count} حساب دریافت نشدند: {title}. نتیجه‌های دیگر حفظ شده‌اند.',
    },
    failedReason: {
      one: '{count} حساب دریافت نشد: {reason}. نتیجه‌های دیگر حفظ شده‌اند.',
      other: '{count} حساب دریافت نشدند: {reason}. نتیجه‌های دیگر حفظ شده‌اند.',
    },
    notOfferedName: 'ارائه‌نشده از سوی سرور',
    notOffered: '{what}: {host} آن را ارائه نمی‌کند {endpoint}',
    givesJettonBalances: 'موجودی جتون‌ها',
    givesNfts: 'NFTها',
    givesWalletStates: 'نوع کیف پول‌ها و seqno',
    givesNames: 'نام‌های متعلق',
    givesMetadata: 'نام و تعداد اعشار جتون‌ها',
    tokensWaiting: 'توکن‌ها: پس از رسیدن موجودی‌ها درخواست می‌شوند',
    tokensDoneFailed: {
      one: 'توکن‌ها: {count} درخواست، {failed} ناموفق',
      other: 'توکن‌ها: {count} درخواست، {failed} ناموفق',
    },
    tokensDone: {
      one: 'توکن‌ها: به هر {count} درخواست پاسخ داده شد',
      other: 'توکن‌ها: به هر {count} درخواست پاسخ داده شد',
    },
    tokensRunning: 'توکن‌ها: به {answered} از {planned} درخواست پاسخ داده شد',
    tokensRunningFailed: 'توکن‌ها: به {answered} از {planned} درخواست پاسخ داده شد، {failed} ناموفق',
  } satisfies Translation<typeof lookupMessages>,
};
