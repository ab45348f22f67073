import { defineMessages } from '../../ton/i18n/messages.ts';

export const detailsMessages = defineMessages('accounts.details', {
  requestFailed: 'Its request failed: {reason}',
  retryRequest: 'Retry this request',
  notFound:
    'Not found: the index has no state for this account. It has never received a transaction, or the address is for another network.',
  noAnswerYet: '{status}: no answer for this account yet.',
  detailsOf: 'Details of {address}',
  thisAccount: 'this account',
  account: 'Account',
});
