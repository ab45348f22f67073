import type { apiMessages } from '../../../api/api-messages.ts';
import type { Translation } from '../../../ton/i18n/messages.ts';

export const areas = {
  'api.errors': {
    tooLargeRead:
      'پاسخ از {limit} گذشت، یعنی بیشترین مقداری که tonlens از یک پاسخ می‌خواند؛ پس خواندن همان‌جا متوقف شد.',
    tooLargeAnnounced:
      'سرور پاسخی به حجم {size} اعلام کرد؛ tonlens از یک پاسخ حداکثر {limit} می‌خواند، پس دانلود نشد.',
    noAnswerWithin: 'در {seconds} ثانیه پاسخی نیامد.',
    unreachable: 'دسترسی به API ممکن نشد (خطای شبکه، قطع اتصال یا مسدودشدن توسط مرورگر).',
    rateLimited: 'درخواست‌ها بیش از حد است: به سقف نرخ API رسیدید.',
    rateLimitedWait: 'درخواست‌ها بیش از حد است: API می‌خواهد {seconds} ثانیه صبر کنید.',
    notJson: 'پاسخ سرور به {operation} JSON نیست.',
    busyAtDeadline: 'زمانی برای درخواست نماند: نقطهٔ اتصال تا مهلت هنوز سرگرم درخواست‌های دیگر بود.',
    waitTooLong:
      'درخواست‌ها بیش از حد است: API خواست {seconds} ثانیه صبر کنید، بیشتر از زمانی که این بارگذاری هنوز می‌تواند طول بکشد.',
    turnAfterDeadline:
      'زمانی برای درخواست نماند: نوبت بعدی نقطهٔ اتصال (فاصلهٔ میان درخواست‌ها) بعد از مهلت است.',
    keptRefusing: {
      one: 'درخواست‌ها بیش از حد است: API به مدت {seconds} ثانیه پیوسته رد کرد ({count} درخواست پشت‌سرهم رد شد).',
      other:
        'درخواست‌ها بیش از حد است: API به مدت {seconds} ثانیه پیوسته رد کرد ({count} درخواست پشت‌سرهم رد شد).',
    },
    latestBlockLate: {
      one: 'آخرین بلوک در {seconds} ثانیه نرسید ({count} تلاش).',
      other: 'آخرین بلوک در {seconds} ثانیه نرسید ({count} تلاش).',
    },
    blockLate: {
      one: 'بلوک {seqno} در {seconds} ثانیه نرسید ({count} تلاش).',
      other: 'بلوک {seqno} در {seconds} ثانیه نرسید ({count} تلاش).',
    },
    noTimeLeft: 'زمانی برای درخواست نماند.',
    unusableField: 'پاسخ سرور به {operation} فیلد نامعتبر {field} دارد: {issue}.',
    unreadableAnswer: 'پاسخ سرور به {operation} خوانده نشد: {error}.',
    workerFailed: 'کارگر داده اجرا نشد (اسکریپتش بارگذاری نشد).',
    traceUnreadable: 'رد تراکنش‌ها (trace) خوانده نشد.',
    actionsUnreadable: 'اقدام‌ها خوانده نشدند.',
    tooManyPages: 'پاسخ سرور به {endpoint} از {pages} صفحهٔ {limit}تایی فراتر رفت: بقیه درخواست نشد.',
    notAnAddress: 'این آدرس نیست: {text}. چیزی فرستاده نشد.',
    requestIncomplete: 'درخواست کامل نشد.',
  } satisfies Translation<typeof apiMessages>,
};
