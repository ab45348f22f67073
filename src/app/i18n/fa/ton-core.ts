import type { addressMessages } from '../../../ton/address-messages.ts';
import type { Translation } from '../../../ton/i18n/messages.ts';
import type {
  accountFormMessages,
  accountListLinkMessages,
  coinLabelMessages,
  seqnoMessages,
} from '../../../ton/ton-messages.ts';

export const areas = {
  'ton.address': {
    unknownWorkchain:
      'ورک‌چین {workchain} در TON وجود ندارد: حساب‌ها در ورک‌چین 0 (basechain) یا -1 (مسترچین) هستند',
    empty: 'یک آدرس وارد کنید، مثلاً EQ… یا 0:…',
    badWorkchain: 'بخش پیش از «:» باید شمارهٔ ورک‌چین باشد، 0 یا -1؛ اما «{found}» آمده است',
    workchainOutOfRange: 'ورک‌چین {workchain} خارج از بازه است: باید 0 یا -1 باشد',
    notHexDigit: 'نویسهٔ {char} در جایگاه {position} رقم هگز نیست: پس از «:» فقط 0-9 و A-F مجازند',
    hashTooShort: 'بخش پس از «:» باید 64 رقم هگز باشد اما {length} رقم دارد (نویسه‌ای جا افتاده؟)',
    hashTooLong: 'بخش پس از «:» باید 64 رقم هگز باشد اما {length} رقم دارد (نویسهٔ اضافه؟)',
    badCharacter:
      'نویسهٔ {char} در جایگاه {position} نمی‌تواند بخشی از آدرس باشد (فقط A-Z، a-z، 0-9، - _ یا + / مجازند)',
    bareHex: 'این شبیه یک شناسهٔ حساب 64 رقمی هگز بدون ورک‌چین است: ورک‌چین را جلویش بگذارید، مثلاً 0:{start}…',
    tooShort: 'آدرس 48 نویسه دارد اما این {length} نویسه دارد (نویسه‌ای جا افتاده؟)',
    tooLong: 'آدرس 48 نویسه دارد اما این {length} نویسه دارد (نویسهٔ اضافه؟)',
    mixedBase64:
      '«-» یا «_» (base64 امن برای URL) را با «+» یا «/» (base64 استاندارد) آمیخته است: هر آدرس فقط از یکی استفاده می‌کند',
    badChecksum: 'checksum نادرست: 2 بایت آخر با بقیه نمی‌خواند (غلط تایپی؟)',
    badFlags: 'بایت پرچم ناشناخته {flags}: این آدرس حساب TON نیست',
  } satisfies Translation<typeof addressMessages>,

  'ton.seqno': {
    empty: 'شمارهٔ بلوک (seqno) را وارد کنید.',
    negative: '«{input}» منفی است: شمارهٔ بلوک‌ها از 0 شروع می‌شود.',
    notDigits: '«{input}» شمارهٔ بلوک نیست: فقط رقم بنویسید، مثلاً 50503953.',
    tooLarge: '«{input}» بیش از حد بزرگ است: شمارهٔ بلوک‌ها تا {max} است.',
  } satisfies Translation<typeof seqnoMessages>,

  'ton.account-form': {
    inconsistent: 'شکل این آدرس در API متعلق به حساب دیگری است',
  } satisfies Translation<typeof accountFormMessages>,

  'ton.coin-labels': {
    nameNote:
      'GRAM کوین اصلی TON است که پیش‌تر Toncoin (نماد TON) نام داشت؛ بلاکچین، شبکه‌هایش و API همچنان نام TON را نگه داشته‌اند.',
    unitChoice: '{ticker} ({example})',
    nanoUnitChoice: 'Nano{ticker} ({example})',
  } satisfies Translation<typeof coinLabelMessages>,

  'ton.account-list-link': {
    damaged: 'فهرست این پیوند آسیب دیده است (نویسه‌ای تغییر کرده یا از دست رفته)، پس خوانده نشد.',
    unknownFormat: 'فهرست این پیوند در قالب {format} است که این نسخهٔ tonlens نمی‌تواند بخواند.',
    cutAtEnd: {
      one: 'این پیوند درست در انتهایش کوتاه شده است: هر {count} حساب رسید، اما checksum آن نرسید، پس فهرست تأیید نشده است (نویسهٔ تغییرکرده دیده نمی‌شد). برای اطمینان پیوند کامل را بخواهید.',
      other:
        'این پیوند درست در انتهایش کوتاه شده است: هر {count} حساب رسید، اما checksum آن نرسید، پس فهرست تأیید نشده است (نویسهٔ تغییرکرده دیده نمی‌شد). برای اطمینان پیوند کامل را بخواهید.',
    },
    cutShort: {
      one: 'این پیوند کوتاه شده است: {count} حساب را نام می‌برد؛ {arrived} حساب نخست کامل رسیدند و {missing} حساب نرسیدند (آنچه رسیده تأیید نشده است: checksum در انتهاست). برای دیدن بقیه پیوند کامل را بخواهید.',
      other:
        'این پیوند کوتاه شده است: {count} حساب را نام می‌برد؛ {arrived} حساب نخست کامل رسیدند و {missing} حساب نرسیدند (آنچه رسیده تأیید نشده است: checksum در انتهاست). برای دیدن بقیه پیوند کامل را بخواهید.',
    },
    unreadableTitle: 'فهرست این پیوند خوانده نشد',
    cutShortTitle: 'این پیوند کوتاه شده است',
  } satisfies Translation<typeof accountListLinkMessages>,
};
