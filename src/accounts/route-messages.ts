import { defineMessages } from '../ton/i18n/messages.ts';

export const routeMessages = defineMessages('accounts.route', {
  title: 'Accounts',
  titleCount: { one: '{count} account', other: '{count} accounts' },
  linkUnreadable: "This link's list could not be read",
  tooManyTitle: 'Too many accounts',
  tooMany: 'This link names {count} different accounts: the limit is {max} per lookup. Nothing was sent.',
  toolbarName: 'Accounts toolbar',
});
