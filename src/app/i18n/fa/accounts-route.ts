import type { routeMessages } from '../../../accounts/route-messages.ts';
import type { Translation } from '../../../ton/i18n/messages.ts';

export const areas = {
  'accounts.route': {
    title: 'حساب‌ها',
    loading: 'در حال بارگذاری صفحهٔ حساب‌ها…',
    titleCount: { one: '{count} حساب', other: '{count} حساب' },
    linkUnreadable: 'فهرست این پیوند خوانده نشد',
    tooManyTitle: 'حساب‌ها بیش از حد مجاز است',
    tooMany: 'این پیوند {count} حساب متفاوت را نام می‌برد: سقف هر جست‌وجو {max} حساب است. چیزی فرستاده نشد.',
    toolbarName: 'نوار ابزار حساب‌ها',
  } satisfies Translation<typeof routeMessages>,
};
