import type { listsMessages } from '../../../accounts/lists/lists-messages.ts';
import type { Translation } from '../../../ton/i18n/messages.ts';

export const areas = {
  'accounts.lists': {
    savedList: 'فهرست ذخیره‌شده: {name}',
    saveThisList: 'ذخیرهٔ این فهرست',
    linkToList: 'پیوند این فهرست',
    copyLink: 'کپی پیوند',
    differs: 'حساب‌های نمایش‌داده‌شده با فهرست ذخیره‌شدهٔ {name} فرق دارند.',
    updateSavedList: 'به‌روزرسانی فهرست ذخیره‌شده',
    deleted: 'فهرست ذخیره‌شدهٔ {name} حذف شد.',
    undo: 'واگرد',
    storageFull:
      'برچسب‌ها و فهرست‌های ذخیره‌شده در این مرورگر نگه داشته نمی‌شوند (فضای ذخیره‌سازی پر است: {message}). آنچه ذخیره می‌کنید تا بسته شدن این زبانه می‌ماند؛ جست‌وجو مثل قبل کار می‌کند.',
    storageRefused:
      'برچسب‌ها و فهرست‌های ذخیره‌شده در این مرورگر نگه داشته نمی‌شوند (مرورگر از نوشتن خودداری کرد: {message}). آنچه ذخیره می‌کنید تا بسته شدن این زبانه می‌ماند؛ جست‌وجو مثل قبل کار می‌کند.',
    storageUnavailable:
      'برچسب‌ها و فهرست‌های ذخیره‌شده در این مرورگر نگه داشته نمی‌شوند (فضای ذخیره‌سازی در دسترس نیست: {message}). آنچه ذخیره می‌کنید تا بسته شدن این زبانه می‌ماند؛ جست‌وجو مثل قبل کار می‌کند.',
    lists: 'فهرست‌ها',
    listsCount: 'فهرست‌ها ({count})',
    savedLists: 'فهرست‌های ذخیره‌شده',
    saveAs: 'ذخیرهٔ فهرست کنونی با نام…',
    namePlaceholder: 'نام',
    save: 'ذخیره',
    reading: 'در حال خواندن فهرست‌های ذخیره‌شده…',
    none: 'هنوز فهرست ذخیره‌شده‌ای نیست.',
    newName: 'نام تازهٔ {name}',
    saveName: 'ذخیرهٔ نام',
    cancel: 'لغو',
    accounts: { one: '({count} حساب)', other: '({count} حساب)' },
    rename: 'تغییر نام',
    renameName: 'تغییر نام {name}',
    delete: 'حذف',
    deleteName: 'حذف {name}',
    announceSaved: 'فهرست با نام {name} ذخیره شد',
    announceUpdated: 'فهرست ذخیره‌شدهٔ {name} به‌روز شد',
    announceDeleted: 'فهرست ذخیره‌شدهٔ {name} حذف شد',
    announceRestored: 'فهرست ذخیره‌شدهٔ {name} بازگردانده شد',
  } satisfies Translation<typeof listsMessages>,
};
