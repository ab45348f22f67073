import { defineMessages } from '../../ton/i18n/messages.ts';

export const languageMessages = defineMessages('app.settings.language', {
  legend: 'Language',
  followBrowser: 'As the browser prefers ({language})',
  note: 'Chain data (addresses, hashes, amounts, opcodes) reads the same in every language.',
});
