import type { keyboardHelpMessages } from '../../keyboard-help-messages.ts';
import type { Translation } from '../../../ton/i18n/messages.ts';

export const areas = {
  'app.keyboard-help': {
    title: 'Горячие клавиши',
    either: '{first} или {second}',
    search: 'Перейти к поиску',
    blocks: 'Предыдущий / следующий блок (на странице блока)',
    transactions: 'Следующая / предыдущая транзакция (на странице блока)',
    latest: 'Последний блок',
    thisList: 'Этот список',
    close: 'Закрыть диалог',
    searchHelp:
      'Поиск понимает номер блока, «latest», адреса и ссылки, а также дату и время, например {minute} или {second} (в UTC, если в настройках отображения не выбрано местное время), и открывает блок, действовавший в тот момент; одна дата без времени открывает первый блок этого дня.',
  } satisfies Translation<typeof keyboardHelpMessages>,
};
