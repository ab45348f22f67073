import type { pasteMessages } from '../../../accounts/paste/paste-messages.ts';
import type { Translation } from '../../../ton/i18n/messages.ts';

export const areas = {
  'accounts.paste': {
    formName: 'حساب‌ها برای جست‌وجو',
    addresses: 'آدرس‌ها',
    hint: 'تا {max} حساب را به هر شکلی بچسبانید — هر کدام در یک خط یا جداشده با ویرگول، فاصله، نقطه‌ویرگول یا تب؛ ستون‌های صفحه‌گسترده؛ آدرس خام {raw}؛ {eq}، {uq}؛ {link} و پیوندهای کاوشگرها. هر ورودی همین‌جا بررسی می‌شود و فقط ورودی‌های معتبر فرستاده می‌شوند. برای برچسب‌گذاری، برچسب را بعد از آدرس و جداشده با تب، ویرگول یا نقطه‌ویرگول بنویسید ({example})، یا جدولی با ستون {column} بچسبانید.',
    editList: 'ویرایش فهرست',
    tooMany: '{count} حساب متفاوت: سقف هر جست‌وجو {max} حساب است. چیزی فرستاده نمی‌شود؛ فهرست را تقسیم کنید.',
    includeBoc: 'همراه با کد و داده',
    lookUpAccounts: 'جست‌وجوی حساب‌ها',
    lookUpCount: { one: 'جست‌وجوی {count} حساب', other: 'جست‌وجوی {count} حساب' },
    summaryAccounts: { one: '{count} حساب', other: '{count} حساب' },
    summaryMerged: {
      one: '{count} شکل از {accounts} ادغام شد',
      other: '{count} شکل از {accounts} ادغام شدند',
    },
    summaryMergedAccounts: { one: '{count} حساب', other: '{count} حساب' },
    summaryInvalid: '{count} نامعتبر (فرستاده نمی‌شود)',
    summaryDomains: {
      one: '{count} دامنه (قابل جست‌وجو نیست، فرستاده نمی‌شود)',
      other: '{count} دامنه (قابل جست‌وجو نیستند، فرستاده نمی‌شوند)',
    },
    summaryLabels: { one: '{count} برچسب ذخیره می‌شود', other: '{count} برچسب ذخیره می‌شوند' },
    summaryBadLabels: {
      one: '{count} برچسب نامعتبر (ذخیره نمی‌شود)',
      other: '{count} برچسب نامعتبر (ذخیره نمی‌شوند)',
    },
    summarySkipped: { one: '{count} خط رد شد (بدون آدرس)', other: '{count} خط رد شدند (بدون آدرس)' },
    line: 'خط {line}',
    invalidTitle: {
      one: '{count} ورودی نامعتبر است و فرستاده نمی‌شود',
      other: '{count} ورودی نامعتبرند و فرستاده نمی‌شوند',
    },
    domainsTitle: {
      one: '{count} دامنه قابل جست‌وجو نیست و فرستاده نمی‌شود',
      other: '{count} دامنه قابل جست‌وجو نیستند و فرستاده نمی‌شوند',
    },
    badLabelsTitle: { one: '{count} برچسب ذخیره نمی‌شود', other: '{count} برچسب ذخیره نمی‌شوند' },
    skippedTitle: {
      one: '{count} خط رد شد: در آن هیچ آدرسی نیست',
      other: '{count} خط رد شدند: در آن‌ها هیچ آدرسی نیست',
    },
    skippedWhy:
      'واژه‌ها، عددها و هش‌ها آدرس نیستند (آدرس 48 نویسه است، EQ… یا UQ…، یا 0:… به شکل خام)؛ از این خط‌ها چیزی فرستاده نمی‌شود.',
    moreLinesSkipped: { one: '…و {count} خط دیگر رد شد', other: '…و {count} خط دیگر رد شدند' },
    testnetForms: {
      one: '{count} حساب به شکلی مخصوص testnet آمده است (kQ…، 0Q… یا پیوند کاوشگر testnet)، اما این نقطهٔ اتصال (endpoint) به mainnet وصل است. با این حال در mainnet جست‌وجو می‌شود (خط {lines}).',
      other:
        '{count} حساب به شکلی مخصوص testnet آمده‌اند (kQ…، 0Q… یا پیوند کاوشگر testnet)، اما این نقطهٔ اتصال (endpoint) به mainnet وصل است. با این حال در mainnet جست‌وجو می‌شوند (خط‌های {lines}).',
    },
    switchToTestnet: 'رفتن به TON testnet',
    labels: 'برچسب‌ها',
    labelsWithCount: 'برچسب‌ها ({count})',
    labelsInBrowser: { one: '{count} برچسب در این مرورگر', other: '{count} برچسب در این مرورگر' },
    readingLabels: 'در حال خواندن برچسب‌های ذخیره‌شده در این مرورگر…',
    exportJson: 'خروجی برچسب‌ها (JSON)',
    exportCsv: 'خروجی برچسب‌ها (CSV)',
    importLabels: 'ورود برچسب‌ها',
    keptForTabBecause: ' — فقط برای همین زبانه نگه داشته شد: {problem}',
    keptForTabRefused: ' — فقط برای همین زبانه نگه داشته شد: این مرورگر از ذخیرهٔ آن‌ها خودداری کرد.',
    rowsSkippedTitle: { one: '{count} ردیف رد شد', other: '{count} ردیف رد شدند' },
    moreRowsSkipped: { one: '…و {count} ردیف دیگر رد شد', other: '…و {count} ردیف دیگر رد شدند' },
    pastedSaved: { one: '{count} برچسب ذخیره شد', other: '{count} برچسب ذخیره شدند' },
    pastedKeptBecause: {
      one: '{count} برچسب فقط برای همین زبانه نگه داشته شد: {problem}',
      other: '{count} برچسب فقط برای همین زبانه نگه داشته شدند: {problem}',
    },
    pastedKeptRefused: {
      one: '{count} برچسب فقط برای همین زبانه نگه داشته شد: این مرورگر از ذخیرهٔ آن خودداری کرد.',
      other: '{count} برچسب فقط برای همین زبانه نگه داشته شدند: این مرورگر از ذخیرهٔ آن‌ها خودداری کرد.',
    },
    importFileNotRead: 'هیچ برچسبی وارد نشد: فایل خوانده نشد.',
    importTooBig:
      'هیچ برچسبی وارد نشد: حجم {name} برابر {size} مگابایت است و فایل برچسب‌ها حداکثر {max} مگابایت است.',
    importReading: 'در حال خواندن {name}…',
    importFailed: 'هیچ برچسبی وارد نشد: فایل خوانده نشد ({error}).',
    imported: { one: '{count} برچسب وارد شد ({details})', other: '{count} برچسب وارد شدند ({details})' },
    importedDetails: '{added} جدید، {changed} تغییرکرده',
    importedDetailsSame: '{added} جدید، {changed} تغییرکرده، {same} بدون تغییر',
    importedRowsSkipped: { one: '، {count} ردیف رد شد', other: '، {count} ردیف رد شدند' },
    importedOverLimit: {
      one: '؛ {count} ردیف وارد نشد: این مرورگر حداکثر {max} برچسب نگه می‌دارد',
      other: '؛ {count} ردیف وارد نشدند: این مرورگر حداکثر {max} برچسب نگه می‌دارد',
    },
  } satisfies Translation<typeof pasteMessages>,
};
