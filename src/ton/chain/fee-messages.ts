import { defineMessages } from '../i18n/messages.ts';

/** What each itemised fee is (transaction-fees.ts); the API field beside it stays as the API names it. */
export const feeMessages = defineMessages('ton.chain.fees', {
  storage: 'Storage fees collected',
  credit: 'Due fees collected',
  gas: 'Gas fees',
  action: 'Action fees',
  bounce: 'Bounce message fees',
});
