import type { actionsMessages } from '../../../block/actions/actions-messages.ts';
import type { Translation } from '../../../ton/i18n/messages.ts';

export const areas = {
  'block.actions': {
    serverWords: 'طبقه‌بندی‌شده توسط سرور',
    tonlensWords: 'خوانده‌شده از پیام‌ها توسط tonlens',
    notOffered: 'این سرور اقدام‌ها را ارائه نمی‌دهد؛ tonlens آن‌ها را از پیام‌ها خواند.',
    actionCount: {
      one: '{count} اقدام',
      other: '{count} اقدام',
    },
    loadingMixed:
      '{server} طبقه‌بندی‌شده توسط سرور، {tonlens} خوانده‌شده از پیام‌ها توسط tonlens؛ بقیهٔ طبقه‌بندی سرور در راه است…',
    loadingOwn: 'فعلاً خوانده‌شده از پیام‌ها توسط tonlens؛ طبقه‌بندی سرور در راه است…',
    failedMixed:
      'طبقه‌بندی سرور ناموفق بود؛ {server} طبقه‌بندی‌شده توسط سرور، {tonlens} خوانده‌شده از پیام‌ها توسط tonlens.',
    failedMixedWhy:
      'طبقه‌بندی سرور ناموفق بود ({failure})؛ {server} طبقه‌بندی‌شده توسط سرور، {tonlens} خوانده‌شده از پیام‌ها توسط tonlens.',
    failedOwn: 'طبقه‌بندی سرور ناموفق بود؛ اقدام‌ها را tonlens از پیام‌ها خوانده است.',
    failedOwnWhy: 'طبقه‌بندی سرور ناموفق بود ({failure})؛ اقدام‌ها را tonlens از پیام‌ها خوانده است.',
    readyNone: 'سرور در اینجا هیچ اقدامی را طبقه‌بندی نکرد.',
    readyServer: 'طبقه‌بندی‌شده توسط سرور.',
    readyTonlens: 'خوانده‌شده از پیام‌ها توسط tonlens.',
    readyMixed: '{server} طبقه‌بندی‌شده توسط سرور، {tonlens} خوانده‌شده از پیام‌ها توسط tonlens.',
    waiting: 'اقدام‌ها پس از رسیدن کامل بلوک خوانده می‌شوند.',
    reading: {
      one: 'tonlens در حال خواندن پیام‌های {count} تراکنش است…',
      other: 'tonlens در حال خواندن پیام‌های {count} تراکنش است…',
    },
    heading: 'چه اتفاقی افتاد',
    noActions: 'اقدامی نیست: تراکنش‌های این بلوک کاری نکردند که tonlens یا سرور نامی برایش داشته باشد.',
    actions: 'اقدام‌ها',
    actionsByType: 'اقدام‌ها به تفکیک نوع',
    showEvery: 'نمایش دوبارهٔ همهٔ تراکنش‌ها',
    showOnly: {
      one: 'نمایش فقط {count} تراکنشِ این اقدام‌ها',
      other: 'نمایش فقط {count} تراکنشِ این اقدام‌ها',
    },
    moved: 'جابه‌جاشده با این اقدام‌ها',
    movedNone: 'هیچ: هیچ اقدامی GRAM یا جتونی جابه‌جا نکرد.',
    movedPerAsset: 'ارزش جابه‌جاشده به تفکیک دارایی',
    showAllAssets: {
      one: 'نمایش همهٔ {count} دارایی',
      other: 'نمایش همهٔ {count} دارایی',
    },
  } satisfies Translation<typeof actionsMessages>,
};
