import { defineMessages } from './i18n/messages.ts';

/** The coin's words for the settings (coin-labels.ts). */
export const coinLabelMessages = defineMessages('ton.coin-labels', {
  nameNote:
    'GRAM is the native coin of TON, formerly called Toncoin (ticker TON); the chain, its networks and the API keep the name TON.',
  unitChoice: '{ticker} ({example})',
  nanoUnitChoice: 'Nano{ticker} ({example})',
});
