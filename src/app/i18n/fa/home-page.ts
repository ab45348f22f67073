import type { homeMessages } from '../../../home/home-messages.ts';
import type { Translation } from '../../../ton/i18n/messages.ts';

export const areas = {
  home: {
    lead: 'کاوشگر بلوک و حساب برای بلاکچین TON. یک بلوک مسترچین را باز کنید تا همهٔ تراکنش‌هایی را که ثبت می‌کند، تا سطح فازها و پیام‌هایشان، ببینید؛ یا تا 1024 آدرس را بچسبانید تا موجودی و وضعیتشان را یک‌جا ببینید.',
    searchHint: '{label}: شمارهٔ بلوک، تاریخ و زمان، آدرس‌ها یا یک پیوند. یا از آخرین بلوک‌ها شروع کنید.',
    searchLabel: 'با کادر بالای صفحه جست‌وجو کنید',
    emulatedTitle: 'شبیه‌سازی‌شده با ماشین مجازی TON',
    recordedTitle: 'داده‌های ضبط‌شدهٔ {network}',
    sampleBlocks: 'بلوک‌های نمونه',
    sampleBlocksNote:
      'این API نمونهٔ داخلی است (نمایهٔ {profile}، {network}). بلوک‌های ضبط‌شده تراکنش‌های واقعیِ ضبط‌شده از toncenter را دارند؛ بلوک‌های شبیه‌سازی‌شده با اجرای قراردادهای واقعی در شبیه‌ساز TON ساخته شده‌اند و این را اعلام می‌کنند.',
    block: 'بلوک {seqno}',
    transactions: { one: '{count} تراکنش', other: '{count} تراکنش' },
    sampleAccounts: 'حساب‌های نمونه',
    lookUpAll: { one: 'مشاهدهٔ {count} حساب نمونه', other: 'مشاهدهٔ هر {count} حساب نمونه' },
    latestBlocks: 'آخرین بلوک‌ها',
    latestSubject: 'آخرین بلوک',
    heldLabel: 'جدیدترین بلوک دنبال نمی‌شود',
    paused: 'تا وقتی زبانه پنهان است متوقف است.',
    checkFailed: '{reason}. آخرین بررسی: {time}.',
    checkedEvery: 'جدیدترین‌ها اول؛ هر {seconds} ثانیه بلوک تازه بررسی می‌شود.',
    transactionsNotGiven: 'تعداد تراکنش‌ها داده نشده',
    atLeastTitle: 'پاسخ فقط آخرین بلوک هر شارد را فهرست می‌کند: بلوک‌های پیشین شمرده نشده‌اند',
    atLeast: { one: 'دست‌کم {count} تراکنش', other: 'دست‌کم {count} تراکنش' },
    notHeld: 'در این ایندکس نیست',
    couldNotLoad: 'بارگذاری نشد',
    loading: 'در حال بارگذاری',
  } satisfies Translation<typeof homeMessages>,
};
