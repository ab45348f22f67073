import { defineMessages } from '../../ton/i18n/messages.ts';

export const serverMessages = defineMessages('app.settings.server', {
  legend: 'This server',
  learnedFrom: 'What this page has learned of {host} during this visit; a reload starts afresh.',
  freshnessAsking: 'Asking for the newest block…',
  freshnessUnknown: 'How far the index lags the chain is not known: the newest block could not be asked for.',
  recorded: 'Recorded data: its newest block was made {date}. A recording does not move, so it has no lag.',
  recordedNoDate: 'Recorded data: a recording does not move, so it has no lag.',
  upToDate: 'The index is up to date with the chain.',
  behindMinutes: {
    one: 'The index is behind the chain by {count} minute.',
    other: 'The index is behind the chain by {count} minutes.',
  },
  behindHours: {
    one: 'The index is behind the chain by {count} hour.',
    other: 'The index is behind the chain by {count} hours.',
  },
  behindDays: {
    one: 'The index is behind the chain by {count} day.',
    other: 'The index is behind the chain by {count} days.',
  },
  clockBehind: {
    one: 'The newest block is {count} minute ahead of this device’s clock: the clock here is probably off.',
    other:
      'The newest block is {count} minutes ahead of this device’s clock: the clock here is probably off.',
  },
  clockNote:
    'Measured from the newest block’s time against this device’s clock; up to two minutes either way counts as up to date.',
  caption: 'Optional endpoints',
  endpoint: 'Endpoint',
  state: 'On this server',
  answered: 'Answers',
  notOffered: 'Not offered',
  notAsked: 'Not asked yet',
  checking: 'Asking…',
  failed: 'Could not tell (the request failed)',
  purposeActions: 'what transactions did',
  purposeTraces: 'traces',
  purposeMetadata: 'token names',
  purposeJettonWallets: 'jetton balances',
  purposeNftItems: 'NFTs',
  purposeWalletStates: 'wallet details',
  purposeDnsRecords: '.ton names',
  checkNow: 'Check now',
  checkNote:
    'Asks each endpoint not asked yet once, with the smallest request, within this server’s request limit.',
});
