import type { listsMessages } from '../../../accounts/lists/lists-messages.ts';
import type { Translation } from '../../../ton/i18n/messages.ts';

export const areas = {
  'accounts.lists': {
    savedList: 'Сохранённый список: {name}',
    saveThisList: 'Сохранить этот список',
    linkToList: 'ссылку на этот список',
    copyLink: 'Копировать ссылку',
    differs: 'Показанные аккаунты отличаются от сохранённого списка {name}.',
    updateSavedList: 'Обновить сохранённый список',
    deleted: 'Сохранённый список {name} удалён.',
    undo: 'Отменить',
    storageFull:
      'Метки и сохранённые списки нельзя хранить в этом браузере (хранилище заполнено: {message}). Сохранённое проживёт до закрытия вкладки; поиск работает как прежде.',
    storageRefused:
      'Метки и сохранённые списки нельзя хранить в этом браузере (браузер отказал в записи: {message}). Сохранённое проживёт до закрытия вкладки; поиск работает как прежде.',
    storageUnavailable:
      'Метки и сохранённые списки нельзя хранить в этом браузере (хранилище недоступно: {message}). Сохранённое проживёт до закрытия вкладки; поиск работает как прежде.',
    lists: 'Списки',
    listsCount: 'Списки ({count})',
    savedLists: 'Сохранённые списки',
    saveAs: 'Сохранить текущий список как…',
    namePlaceholder: 'Название',
    save: 'Сохранить',
    reading: 'Читаем сохранённые списки…',
    none: 'Сохранённых списков пока нет.',
    newName: 'Новое название для {name}',
    saveName: 'Сохранить название',
    cancel: 'Отмена',
    accounts: {
      one: '({count} аккаунт)',
      few: '({count} аккаунта)',
      many: '({count} аккаунтов)',
      other: '({count} аккаунта)',
    },
    rename: 'Переименовать',
    renameName: 'Переименовать {name}',
    delete: 'Удалить',
    deleteName: 'Удалить {name}',
    announceSaved: 'Список сохранён как {name}',
    announceUpdated: 'Сохранённый список {name} обновлён',
    announceDeleted: 'Сохранённый список {name} удалён',
    announceRestored: 'Сохранённый список {name} восстановлен',
  } satisfies Translation<typeof listsMessages>,
};
