import type { domainMessages, listLabelMessages } from '../../../ton/address-list/domain-messages.ts';
import type { Translation } from '../../../ton/i18n/messages.ts';
import type { jettonDecimalsMessages } from '../../../ton/jetton/jetton-messages.ts';
import type {
  boundedJsonMessages,
  scriptNameMessages,
  searchQueryMessages,
  timeQueryMessages,
} from '../../../ton/text/text-messages.ts';

export const areas = {
  'ton.text.time-query': {
    notZone: '«{zone}» منطقهٔ زمانی نیست: Z، UTC یا اختلافی مانند +03:00 بنویسید.',
    offsetMinutes: '{zone} اختلاف UTC نیست: دقیقه‌هایش از 00 تا 59 است.',
    offsetRange: '{zone} اختلاف UTC نیست: اختلاف‌ها از −14:00 تا +14:00 هستند.',
    noMonth: 'ماه {month} وجود ندارد: ماه‌ها از 01 تا 12 هستند.',
    noDay: {
      one: '{month} {year} {count} روز دارد؛ تاریخ {date} وجود ندارد.',
      other: '{month} {year} {count} روز دارد؛ تاریخ {date} وجود ندارد.',
    },
    noHour: 'ساعت {hour} وجود ندارد: ساعت‌ها از 00 تا 23 هستند.',
    noMinute: 'دقیقهٔ {minute} وجود ندارد: دقیقه‌ها از 00 تا 59 هستند.',
    noSecond: 'ثانیهٔ {second} وجود ندارد: ثانیه‌ها از 00 تا 59 هستند.',
    notDate: 'تاریخ یا زمان نیست. آن را به این شکل بنویسید: {examples} یا {last}.',
    skipped:
      '{time} در منطقهٔ زمانی این مرورگر وجود ندارد: ساعت‌ها از روی آن پریدند (تغییر به ساعت تابستانی).',
    january: 'ژانویهٔ',
    february: 'فوریهٔ',
    march: 'مارس',
    april: 'آوریل',
    may: 'مهٔ',
    june: 'ژوئن',
    july: 'ژوئیهٔ',
    august: 'اوت',
    september: 'سپتامبر',
    october: 'اکتبر',
    november: 'نوامبر',
    december: 'دسامبر',
  } satisfies Translation<typeof timeQueryMessages>,

  'ton.text.search': {
    help: 'جست‌وجو این‌ها را می‌پذیرد: شمارهٔ بلوک (seqno)، «latest»، تاریخ و زمان (2025-08-02 18:11، به UTC مگر اینکه در تنظیمات نمایش زمان محلی انتخاب شده باشد؛ تاریخ تنها نخستین بلوک آن روز را باز می‌کند)، یک یا چند آدرس به هر شکلی، یا پیوندی از tonlens، یک اکسپلورر دیگر یا ton://.',
    notAddress: '«{input}»: {problem}',
    nothingToOpen: 'برای «{input}» چیزی برای باز کردن نیست. {help}',
  } satisfies Translation<typeof searchQueryMessages>,

  'ton.text.bounded-json': {
    deeperThan: '… تودرتو با عمقی بیش از {limit} سطح',
  } satisfies Translation<typeof boundedJsonMessages>,

  'ton.address-list.domains': {
    isNotAddress: 'دامنهٔ TON DNS است، نه آدرس',
    why: 'عملیات‌های API نمایه که این اکسپلورر به کار می‌برد (accountStates و masterchainBlockShardState) فقط آدرس می‌پذیرند و هیچ دامنه‌ای را تبدیل نمی‌کنند. به‌جای دامنه، آدرس آن را بچسبانید (کیف پول یا یک resolver TON DNS آن را نشان می‌دهد).',
    notResolved:
      '«{domain}» دامنهٔ TON DNS است، نه آدرس: عملیات‌های API نمایه که این اکسپلورر به کار می‌برد (accountStates و masterchainBlockShardState) فقط آدرس می‌پذیرند و هیچ دامنه‌ای را تبدیل نمی‌کنند.',
  } satisfies Translation<typeof domainMessages>,

  'ton.address-list.labels': {
    secondLabel: 'برچسب دوم و متفاوتی برای همان حساب است: برچسب خط {line} نگه داشته می‌شود',
  } satisfies Translation<typeof listLabelMessages>,

  'ton.jetton.decimals': {
    notGiven:
      'تعداد اعشار نامعلوم — واحدهای خام: فراداده چیزی نمی‌گوید (پیش‌فرض TEP-64 برابر {default} است؛ فرض نمی‌شود)',
    notDescribed: 'تعداد اعشار نامعلوم — واحدهای خام: پاسخ هیچ فراداده‌ای برای این جتون ندارد',
    notAnInteger: 'تعداد اعشار نامعلوم — واحدهای خام: decimals در فراداده عدد صحیح دهدهی نیست',
    tooMany:
      'تعداد اعشار نامعلوم — واحدهای خام: فراداده بیش از {max} رقم اعشار می‌گوید، بیش از ارقامی که هر موجودی دارد',
    empty: 'تعداد اعشار نامعلوم — واحدهای خام: decimals در فراداده خالی است',
  } satisfies Translation<typeof jettonDecimalsMessages>,

  'ton.text.scripts': {
    latin: 'لاتین',
    cyrillic: 'سیریلیک',
    greek: 'یونانی',
    armenian: 'ارمنی',
    cherokee: 'چروکی',
  } satisfies Translation<typeof scriptNameMessages>,
};
