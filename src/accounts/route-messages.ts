import { defineMessages } from '../ton/i18n/messages.ts';
import { routeFrameMessages } from './route-frame-messages.ts';

export const routeMessages = {
  ...routeFrameMessages,
  ...defineMessages('accounts.route', {
    titleCount: { one: '{count} account', other: '{count} accounts' },
    linkUnreadable: "This link's list could not be read",
    tooManyTitle: 'Too many accounts',
    tooMany: 'This link names {count} different accounts: the limit is {max} per lookup. Nothing was sent.',
    toolbarName: 'Accounts toolbar',
  }),
};
