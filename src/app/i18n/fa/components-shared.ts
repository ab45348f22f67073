import type { apiMessages } from '../../../components/api/api-messages.ts';
import type { labelsMessages } from '../../../components/labels/labels-messages.ts';
import type { searchMessages } from '../../../components/search-messages.ts';
import type { uiMessages } from '../../../components/ui/ui-messages.ts';
import type { Translation } from '../../../ton/i18n/messages.ts';

export const areas = {
  'components.ui': {
    appTitle: 'tonlens — کاوشگر بلوک و حساب TON',
    close: 'بستن',
    unreadable: 'ناخوانا',
    unreadableReason: 'ناخوانا: {reason}',
    copy: 'کپی {label}',
    copied: 'کپی شد',
    copiedWhat: '{what} کپی شد',
    copyFailedSelect: 'کپی نشد: متن را خودتان انتخاب کنید',
    copyFailedRefused: 'کپی نشد: مرورگر دسترسی به کلیپ‌بورد را نداد',
    exportCsv: 'خروجی CSV',
    exportJson: 'خروجی JSON',
    copyTsv: 'کپی به‌صورت TSV',
  } satisfies Translation<typeof uiMessages>,
  'components.api': {
    tryAgain: 'تلاش دوباره',
    couldNotLoad: 'بارگذاری {subject} ممکن نشد',
    unexpected: 'خطای پیش‌بینی‌نشده‌ای رخ داد: {message}',
    nothingSent: 'چیزی فرستاده نشد',
    unreachableTitle: 'دسترسی به API ممکن نیست',
    unreachableBody:
      'بارگذاری {subject} پیش از رسیدن پاسخ شکست خورد. اتصال یا نقطهٔ اتصال (endpoint) را بررسی کنید و دوباره تلاش کنید.',
    timeoutTitle: 'پاسخ API بیش از حد طول می‌کشد',
    timeoutBody: '{message} شاید سرور شلوغ باشد؛ تلاش دوباره اغلب جواب می‌دهد.',
    rateLimitTitle: 'به سقف تعداد درخواست رسیدید',
    rateLimitBody: '{reason}. با کلید API این سقف بالاتر می‌رود.',
    keptRefusing:
      'API به مدت {seconds} ثانیه درخواست‌ها را رد کرد، با اینکه هر درخواست منتظر نوبتش ماند و دوباره فرستاده شد',
    keptRefusingCounted: {
      one: 'API به مدت {seconds} ثانیه درخواست‌ها را رد کرد ({count} درخواست پشت سر هم رد شد)، با اینکه هر درخواست منتظر نوبتش ماند و دوباره فرستاده شد',
      other:
        'API به مدت {seconds} ثانیه درخواست‌ها را رد کرد ({count} درخواست پشت سر هم رد شد)، با اینکه هر درخواست منتظر نوبتش ماند و دوباره فرستاده شد',
    },
    refusedMore: 'API فعلاً درخواست بیشتری نمی‌پذیرد',
    refusedMoreWait: 'API فعلاً درخواست بیشتری نمی‌پذیرد و می‌خواهد {seconds} ثانیه صبر کنید',
    tooLargeTitle: 'پاسخ بیش از حد بزرگ است',
    tooLargeBody: 'پاسخ API برای {subject} بزرگ‌تر از آن است که اینجا خوانده شود: {message}',
    tooLargeNote: 'پاسخ واقعی بسیار کوچک‌تر است؛ شاید این یکی از سرور یا پراکسی معیوبی آمده باشد.',
    unexpectedTitle: 'پاسخ غیرمنتظره',
    unexpectedField: 'API پاسخ داد، اما {field} خوانده نشد، پس {subject} را نمی‌توان نشان داد.',
    unexpectedAnswer: 'API پاسخ داد، اما پاسخ خوانده نشد، پس {subject} را نمی‌توان نشان داد.',
    apiFailed: 'API با خطا روبه‌رو شد',
    apiRefused: 'API درخواست را رد کرد',
    httpStatus: 'HTTP {status}',
    driftLabel: 'فیلدهای {subject} که در قالب مورد انتظار نیستند',
    driftOne:
      'یک فیلد از {subject} در قالب مورد انتظار نبود، پس با «ناخوانا» علامت خورده است؛ JSON خام نشان می‌دهد چه فرستاده شد:',
    driftMany: {
      one: '{count} فیلد از {subject} در قالب مورد انتظار نبود، پس با «ناخوانا» علامت خورده است؛ JSON خام نشان می‌دهد چه فرستاده شد:',
      other:
        '{count} فیلد از {subject} در قالب مورد انتظار نبودند، پس با «ناخوانا» علامت خورده‌اند؛ JSON خام نشان می‌دهد چه فرستاده شد:',
    },
    keyRequired:
      '{endpoint} به درخواستی که بدون کلید API فرستاده شد پاسخ HTTP {status} داد: بدون کلید درخواستی نمی‌پذیرد. کلید آن را در تنظیمات اضافه کنید (toncenter کلید را از طریق @tonapibot می‌دهد).',
    keyRequiredNotUsed:
      'کلیدی که برای آن ذخیره شده در این زبانه به کار نمی‌رود، چون API پیش‌تر آن را رد کرده است. در تنظیمات می‌توانید دوباره از آن استفاده کنید یا جایگزینش کنید.',
    keyUnknown:
      '{endpoint} به کلید API ذخیره‌شده در این مرورگر پاسخ HTTP 401 داد: سرور این کلید را نمی‌شناسد. toncenter برای کلیدی که هرگز صادر نکرده یا باطل کرده 401 می‌دهد؛ بررسی کنید که کلید کامل کپی شده باشد.',
    keyNotAllowed:
      '{endpoint} به کلید API ذخیره‌شده در این مرورگر پاسخ HTTP 403 داد: این کلید اینجا مجاز نیست. toncenter برای کلید شبکهٔ دیگر 403 می‌دهد: کلیدهای mainnet (toncenter.com) و testnet (testnet.toncenter.com) جدا هستند.',
    tryWithoutNote:
      '«تلاش بدون کلید» درخواست را فقط از همین زبانه و بدون کلید دوباره می‌فرستد: کلید در تنظیمات شما می‌ماند (با علامت «به کار نمی‌رود») تا وقتی آنجا تغییرش دهید.',
    serverSaid: 'پیام سرور: {message}',
    openSettings: 'باز کردن تنظیمات',
    tryWithoutKey: 'تلاش بدون کلید',
    sendingWithoutKey: 'درخواست دوباره بدون کلید API فرستاده می‌شود',
    keyRequiredTitle: 'API به کلید API نیاز دارد',
    keyUnknownTitle: 'API این کلید را نمی‌شناسد',
    keyNotAllowedTitle: 'این کلید API اینجا مجاز نیست',
    ratePause:
      'API خواست درخواست‌ها کمتر شوند: درخواست بعدی {seconds} ثانیهٔ دیگر فرستاده می‌شود و در این فاصله چیزی از دست نمی‌رود.',
    mixedContent:
      'این صفحه با https بارگذاری شده و مرورگر درخواست‌هایش به نشانی http:// یعنی {api} را مسدود می‌کند (محتوای ترکیبی). API را روی https ارائه کنید و نشانی https:// آن را در تنظیمات بگذارید.',
    connectSrc:
      'مرورگر درخواست را مسدود کرد: سیاست امنیتی این نسخه ({directive}) شامل {api} نیست. با {setting} دوباره بسازید (README را ببینید)، یا tonlens را از مبدأ API ارائه کنید.',
    corsOrDown:
      'یا {api} از کار افتاده یا از اینجا در دسترس نیست، یا درخواست‌های این صفحه را نمی‌پذیرد (CORS)؛ کنسول مرورگر می‌گوید کدام.',
    corsFix:
      'برای CORS، سرور باید با {allowOrigin} (یا {star}) پاسخ دهد و به درخواست پیش‌پرواز {options} با {allowHeaders} پاسخ دهد.',
  } satisfies Translation<typeof apiMessages>,
  'components.labels': {
    noteMark: '✎ یادداشت',
    yourLabel: 'برچسب شما: {label}',
    editLabelOf: 'ویرایش برچسب {name}',
    addLabelTo: 'افزودن برچسب به {name}',
    editLabel: 'ویرایش برچسب',
    addLabel: 'افزودن برچسب',
    tabOnly: 'برچسب فقط برای این زبانه نگه داشته شد: فضای ذخیره‌سازی مرورگر با خطا روبه‌رو شد.',
    labelOf: 'برچسب {name}',
    label: 'برچسب',
    note: 'یادداشت',
    storageUnavailable:
      'فضای ذخیره‌سازی مرورگر در دسترس نیست: برچسب‌ها فقط برای این زبانه نگه داشته می‌شوند.',
    storageFull: 'فضای ذخیره‌سازی مرورگر پر است: برچسب‌ها فقط برای این زبانه نگه داشته می‌شوند.',
    storageFailing: 'فضای ذخیره‌سازی مرورگر خطا می‌دهد: برچسب‌ها فقط برای این زبانه نگه داشته می‌شوند.',
    save: 'ذخیره',
    cancel: 'انصراف',
    removeLabel: 'حذف برچسب',
  } satisfies Translation<typeof labelsMessages>,
  'components.search': {
    loadFailed: 'جست‌وجو بارگذاری نشد. اتصال را بررسی کنید یا صفحه را دوباره بارگذاری کنید.',
    label: 'جست‌وجوی بلوک‌ها و حساب‌ها',
    placeholder: 'seqno بلوک، تاریخ و زمان، آدرس، پیوند یا «latest»',
    search: 'جست‌وجو',
    recent: 'جست‌وجوهای اخیر',
    removeRecent: 'حذف جست‌وجوی اخیر {item}',
  } satisfies Translation<typeof searchMessages>,
};
