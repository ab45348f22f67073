import { defineMessages } from '../ton/i18n/messages.ts';

/** The part of 'accounts.route' the first download needs, for the skeleton (route-messages.ts: the rest). */
export const routeFrameMessages = defineMessages('accounts.route', {
  title: 'Accounts',
  loading: 'Loading the accounts page…',
});
