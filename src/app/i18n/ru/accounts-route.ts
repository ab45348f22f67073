import type { routeMessages } from '../../../accounts/route-messages.ts';
import type { Translation } from '../../../ton/i18n/messages.ts';

export const areas = {
  'accounts.route': {
    title: 'Аккаунты',
    loading: 'Загрузка страницы аккаунтов…',
    titleCount: {
      one: '{count} аккаунт',
      few: '{count} аккаунта',
      many: '{count} аккаунтов',
      other: '{count} аккаунта',
    },
    linkUnreadable: 'Не удалось прочитать список из этой ссылки',
    tooManyTitle: 'Слишком много аккаунтов',
    tooMany:
      'В этой ссылке разных аккаунтов: {count}, а за один поиск можно не больше {max}. Ничего не отправлено.',
    toolbarName: 'Панель аккаунтов',
  } satisfies Translation<typeof routeMessages>,
};
