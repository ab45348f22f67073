import type { appMessages } from '../../app-messages.ts';
import type {
  endpointMessages,
  linkEndpointMessages,
  settingsMessages,
} from '../../settings/settings-messages.ts';
import type { Translation } from '../../../ton/i18n/messages.ts';

export const areas = {
  'app.shell': {
    skipToContent: 'رفتن به محتوا',
    homeLink: 'صفحهٔ اصلی tonlens',
    mainNav: 'ناوبری اصلی',
    latestBlock: 'آخرین بلوک',
    accounts: 'حساب‌ها',
    settings: 'تنظیمات',
    fromLink: '(از پیوند)',
    endpointInUse: 'نقطهٔ اتصال (endpoint) API در حال استفاده',
    endpointInUseWithKey: 'نقطهٔ اتصال (endpoint) API در حال استفاده، با کلید API',
    endpointInUseKeyNotUsed: 'نقطهٔ اتصال (endpoint) API در حال استفاده، کلید API در این زبانه به کار نمی‌رود',
    keyboardShortcuts: 'میان‌برهای صفحه‌کلید',
    keyboardShortcutsTitle: 'میان‌برهای صفحه‌کلید (?)',
    loading: 'در حال بارگذاری…',
    appFailedTitle: 'tonlens از کار افتاد',
    appFailedBody:
      'بخشی از این صفحه پیش از نمایش با خطا روبه‌رو شد. تنظیمات و کلیدهای ذخیره‌شدهٔ شما دست نخورده‌اند. معمولاً بارگذاری دوباره کمک می‌کند؛ اگر این نشانی از یک پیوند آمده، باز کردن صفحهٔ اصلی بدون پارامترهایش هم کمک می‌کند.',
    reload: 'بارگذاری دوباره',
    openHome: 'باز کردن صفحهٔ اصلی',
    goHome: 'رفتن به صفحهٔ اصلی',
    framedTitle: 'tonlens درون صفحهٔ دیگری نمایش داده می‌شود.',
    framedBody:
      '{title} برای محافظت از تنظیمات و کلیدهای شما، اینجا هیچ چیزی را نمی‌توان تأیید یا تغییر داد. {link}.',
    framedOpenTab: 'باز کردن tonlens در زبانهٔ جداگانه',
    notFoundTitle: 'پیدا نشد',
    notFoundHeading: 'صفحه پیدا نشد',
    notFoundBody: 'tonlens صفحه‌های بلوک ({blockPath}) و یک صفحهٔ حساب‌ها ({accountsPath}) دارد.',
    pageFailedTitle: 'این صفحه با خطا روبه‌رو شد',
    pageFailedUnknown: 'هنگام نمایش این صفحه خطای پیش‌بینی‌نشده‌ای رخ داد.',
  } satisfies Translation<typeof appMessages>,
  'app.settings.dialog': {
    title: 'تنظیمات',
    lead: 'هر انتخاب بی‌درنگ اعمال می‌شود و در همین مرورگر نگه داشته می‌شود.',
    theme: 'پوسته',
    themeSystem: 'پیروی از سیستم',
    themeLight: 'روشن',
    themeDark: 'تیره',
    highContrast: 'کنتراست بالا',
    times: 'زمان‌ها',
    localTime: 'زمان محلی',
    amounts: 'مقدارها',
    ticker: 'نماد سکه',
    oldTicker: '{ticker} (نماد قدیمی)',
    tokenImages: 'تصویرهای توکن',
    showTokenImages: 'نمایش تصویرهای توکن',
    tokenImagesNote:
      'این تصویرها از سرورهایی بارگذاری می‌شوند که سازندهٔ توکن انتخاب کرده و او نشانی IP شما را می‌بیند. تا وقتی اجازه ندهید، سیاست امنیتی صفحه تصویرهای سرورهای دیگر را مسدود می‌کند.',
    tokenImagesReload: 'اجازه داده شد: پس از بارگذاری دوبارهٔ صفحه نمایش داده می‌شوند.',
    reloadNow: 'بارگذاری دوباره همین حالا',
  } satisfies Translation<typeof settingsMessages>,
  'app.settings.endpoint': {
    group: 'نقطهٔ اتصال (endpoint)',
    inUse: 'در حال استفاده: {label}',
    fromLink: '(از پیوند)',
    customPending: '— نقطهٔ اتصال سفارشی پس از وارد کردن URL آن (Enter) به کار می‌رود.',
    legend: 'نقطهٔ اتصال (endpoint) API',
    buildDefault: '(پیش‌فرض این نسخه)',
    baseUrl: 'URL پایه (بخش پیش از {path})',
    cspBlocked:
      'سیاست امنیتی این نسخه اجازهٔ درخواست به آن مبدأ را نمی‌دهد. با {setting} دوباره بسازید (README را ببینید)، یا tonlens را از همان مبدأ ایندکس اجرا کنید.',
    keyLabel: 'کلید API برای {label} (اختیاری)',
    keyNeedsUrl: 'اول URL پایه را وارد کنید: هر کلید به یک مبدأ تعلق دارد.',
    keySentOnlyTo:
      'فقط به {origin} و در سرآیند X-API-Key فرستاده می‌شود — هرگز به مبدأ دیگر، در پیوند، در فرمان کپی‌شده یا در لاگ. toncenter بدون کلید 1 درخواست در ثانیه و با کلید 10 درخواست در ثانیه اجازه می‌دهد.',
    keyNotUsedTitle: 'در این زبانه به کار نمی‌رود.',
    keyNotUsedBody:
      '{title} API این کلید را رد کرد و درخواست‌های این زبانه بدون آن فرستاده می‌شوند تا وقتی که آن را تغییر دهید، «استفادهٔ دوباره از کلید» را بزنید یا صفحه را دوباره بارگذاری کنید. کلید همچنان اینجا ذخیره می‌ماند.',
    useKeyAgain: 'استفادهٔ دوباره از کلید',
  } satisfies Translation<typeof endpointMessages>,
  'app.settings.link-endpoint': {
    title: 'از نقطهٔ اتصال API دیگری استفاده شود؟',
    asks: 'این پیوند از tonlens می‌خواهد به‌جای {active} از این سرور بخواند:',
    internationalHost:
      'نام این میزبان با نویسه‌های بین‌المللی نوشته شده و اینجا همان‌طور که مرورگر می‌خواند نشان داده می‌شود ({punycode}). چنین نامی می‌تواند حرف‌به‌حرف از نامی آشنا تقلید کند: این toncenter.com یا هیچ سرور مشابه دیگری نیست.',
    sentThere: 'بلوک‌ها و آدرس‌هایی که می‌بینید به آن سرور فرستاده می‌شوند.',
    keyWillBeSent: 'کلید API که برای {origin} ذخیره کرده‌اید به آن فرستاده می‌شود.',
    noKeySent:
      'هیچ کلید API به این سرور فرستاده نمی‌شود: هر کلید فقط به همان مبدئی فرستاده می‌شود که برایش وارد شده است.',
    framed:
      'tonlens درون قاب صفحهٔ دیگری نمایش داده می‌شود که می‌تواند شما را به کلیک فریب دهد: برای استفاده از نقطهٔ اتصال دیگر، آن را در زبانهٔ جداگانه باز کنید.',
    trustSender: 'فقط اگر به فرستندهٔ پیوند اعتماد دارید ادامه دهید.',
    use: 'استفاده از {origin}',
    stayWith: 'ماندن با {active}',
    refusedTitle: 'نقطهٔ اتصال API این پیوند پذیرفته نشد',
    refusedBody: 'این پیوند نقطهٔ اتصال API «{endpoint}» را نام می‌برد که tonlens از آن استفاده نمی‌کند.',
    staysWith: 'tonlens با {active} می‌ماند.',
  } satisfies Translation<typeof linkEndpointMessages>,
};
