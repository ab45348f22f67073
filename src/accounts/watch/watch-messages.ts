import { defineMessages } from '../../ton/i18n/messages.ts';

export const watchMessages = defineMessages('accounts.watch', {
  // What can change, named in a list ("balance, status changed").
  fieldFound: 'found or not',
  fieldBalance: 'balance',
  fieldStatus: 'status',
  fieldLastTransaction: 'last transaction',
  fieldCodeHash: 'code hash',
  fieldDataHash: 'data hash',
  fieldJettons: 'jetton balances',
  accountsChanged: {
    one: '{count} account changed since {time}',
    other: '{count} accounts changed since {time}',
  },
  accountsChangedJettons: {
    one: '{count} account changed since {time}, {jettons} among them',
    other: '{count} accounts changed since {time}, {jettons} among them',
  },
  jettonBalances: { one: '{count} jetton balance', other: '{count} jetton balances' },
  balancesChanged: {
    one: '{count} balance changed since the previous fetch',
    other: '{count} balances changed since the previous fetch',
  },
  notificationTitle: 'tonlens: accounts changed',
  // The bar above the table.
  firstLookup: 'First lookup of this saved list: what changes is marked from the next lookup on.',
  nothingChanged: 'Nothing changed since {time}.',
  markedInTable: '{changes} (marked in the table).',
  changedOnly: 'Changed only ({count})',
  // The watch control.
  watch: 'Watch',
  pausedHidden: 'Paused: the tab is hidden',
  pausedOffline: 'Paused: the browser is offline',
  refreshingNow: 'Watching: refreshing now',
  nextRefresh: 'Watching: next refresh in {seconds} s',
  interval: "(a refresh every {seconds} s, well within the endpoint's rate limit)",
  notifyMe: 'Notify me',
  notificationsOn: 'Notifications on',
  notificationsBlocked: 'Notifications are blocked for this site in the browser.',
});
