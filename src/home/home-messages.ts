import { defineMessages } from '../ton/i18n/messages.ts';
import { homeIntroMessages } from './home-intro-messages.ts';

/** The home page: what tonlens is, the latest blocks, the sample API's blocks and accounts. */
export const homeMessages = {
  // The lead (HomeIntro's): kept here too, so the other languages' catalogues, typed against this
  // object, must translate it.
  ...homeIntroMessages,
  ...defineMessages('home', {
    searchHint:
      '{label}: a block number, a date and time, addresses or a link. Or start from the latest blocks.',
    searchLabel: 'Search with the box at the top',
    emulatedTitle: 'Emulated with the TON virtual machine',
    recordedTitle: 'Recorded {network} data',
    sampleBlocks: 'Sample blocks',
    sampleBlocksNote:
      'This is the built-in sample API ({profile} profile, {network}). Recorded blocks hold real transactions recorded from toncenter; emulated blocks were produced by running real contracts in the TON emulator, and say so.',
    block: 'Block {seqno}',
    transactions: { one: '{count} transaction', other: '{count} transactions' },
    sampleAccounts: 'Sample accounts',
    lookUpAll: { one: 'Look up all {count} sample account', other: 'Look up all {count} sample accounts' },
    latestBlocks: 'Latest blocks',
    latestSubject: 'the latest block',
    heldLabel: 'Newest block not followed',
    paused: 'Paused while the tab is hidden.',
    checkFailed: '{reason}. Last checked {time}.',
    checkedEvery: 'Newest first, checked for a new block every {seconds} s.',
    transactionsNotGiven: 'transactions not given',
    atLeastTitle: "The answer lists only each shard's latest block: earlier ones are not counted",
    atLeast: { one: 'at least {count} transaction', other: 'at least {count} transactions' },
    notHeld: 'not held by this index',
    couldNotLoad: 'could not be loaded',
    loading: 'loading',
  }),
};
