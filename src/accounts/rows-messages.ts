import { defineMessages } from '../ton/i18n/messages.ts';

/** The words of account-rows.ts: each status, each sort, a balance no account can hold. */
export const rowsMessages = defineMessages('accounts.rows', {
  statusActive: 'Active',
  statusUninit: 'Uninitialized',
  statusFrozen: 'Frozen',
  statusNonexist: 'Nonexistent',
  statusUnknown: 'Unknown status',
  statusNotFound: 'Not found',
  statusFailed: 'Failed',
  statusWaiting: 'Waiting',
  statusNotFetched: 'Not fetched',
  sortInput: 'Order given',
  sortBalanceDesc: 'Balance, highest first',
  sortBalanceAsc: 'Balance, lowest first',
  sortStatus: 'Status',
  sortAddress: 'Address',
  negativeBalance: 'negative: not a valid TON balance',
});
