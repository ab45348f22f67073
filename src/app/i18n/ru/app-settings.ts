import type { languageMessages } from '../../settings/language-messages.ts';
import type { Translation } from '../../../ton/i18n/messages.ts';

export const areas = {
  'app.settings.language': {
    legend: 'Язык',
    followBrowser: 'Как предпочитает браузер ({language})',
    note: 'Данные блокчейна (адреса, хеши, суммы, опкоды) выглядят одинаково на любом языке.',
  } satisfies Translation<typeof languageMessages>,
};
