import { defineMessages } from '../../ton/i18n/messages.ts';

export const lookupMessages = defineMessages('accounts.lookup', {
  // The heading's counts, joined with ", ".
  found: '{count} found',
  notFound: '{count} not found',
  failed: '{count} failed',
  notFetched: '{count} not fetched',
  waiting: '{count} waiting',
  progressName: 'Accounts fetched',
  progress: '{settled} of {total} accounts fetched',
  cancel: 'Cancel',
  cancelled: 'Cancelled: {settled} of {total} fetched.',
  fetchOthers: 'Fetch the other {count}',
  askedWithFailures: '{total} asked: {fetched} fetched, {failed} failed',
  allFetched: { one: 'All {count} account fetched', other: 'All {count} accounts fetched' },
  refresh: 'Refresh',
  lastAnswer: 'Last answer {time}',
  changedBalances: {
    one: '{count} balance changed since the previous fetch (marked “changed” in the table).',
    other: '{count} balances changed since the previous fetch (marked “changed” in the table).',
  },
  retry: { one: 'Retry {count} failed account', other: 'Retry {count} failed accounts' },
  failedKey: {
    one: '{count} account could not be fetched: {title}. The other results are kept.',
    other: '{count} accounts could not be fetched: {title}. The other results are kept.',
  },
  failedReason: {
    one: '{count} account could not be fetched: {reason}. The other results are kept.',
    other: '{count} accounts could not be fetched: {reason}. The other results are kept.',
  },
  // The token lookup's status line.
  notOfferedName: 'Not offered by the server',
  notOffered: '{what}: not offered by {host} {endpoint}',
  givesJettonBalances: 'Jetton balances',
  givesNfts: 'NFTs',
  givesWalletStates: 'Wallet types and seqnos',
  givesNames: 'Names owned',
  givesMetadata: 'Jetton names and decimals',
  tokensWaiting: 'Tokens: asked once the balances are in',
  tokensDoneFailed: {
    one: 'Tokens: {count} request, {failed} failed',
    other: 'Tokens: {count} requests, {failed} failed',
  },
  tokensDone: { one: 'Tokens: all {count} request answered', other: 'Tokens: all {count} requests answered' },
  tokensRunning: 'Tokens: {answered} of {planned} requests answered',
  tokensRunningFailed: 'Tokens: {answered} of {planned} requests answered, {failed} failed',
});
