import { defineMessages } from '../../ton/i18n/messages.ts';

/** The words of the trace view: its state, its tree and who gained or lost what. */
export const traceMessages = defineMessages('block.trace', {
  loading: 'Loading the trace…',
  notOfferedFlow:
    'This server does not offer traces; below is what this block shows: the part of the trace inside this block.',
  notOfferedAlone:
    'This server does not offer traces; below is what this block shows: this transaction, with no other transaction of this block linked to it.',
  notFound: 'The server holds no trace for this transaction.',
  failed: 'The trace could not be loaded.',
  failedWhy: 'The trace could not be loaded: {error}.',
  tryAgain: 'Try again',
  inBlock: {
    one: '{count} transaction in masterchain block {seqno}.',
    other: '{count} transactions in masterchain block {seqno}.',
  },
  inBlocks: {
    one: '{count} transaction in masterchain blocks {start} to {end}.',
    other: '{count} transactions in masterchain blocks {start} to {end}.',
  },
  transactions: { one: '{count} transaction.', other: '{count} transactions.' },
  about: 'About this trace',
  cut: 'Not all of it is shown: {cut}',
  gainedLost: 'Who gained or lost what',
  gainedLostNote:
    'Over the whole trace, each account’s change per asset; the coin’s includes the fees it paid.',
  stateComplete: 'Complete: every transaction of it has run.',
  statePending: 'Pending — still running: more transactions may follow.',
  stateBroken: 'Broken: the index could not link every message of it to the transaction it caused.',
  stateUnknown: 'The server did not say whether it is complete.',
  incomplete: 'Incomplete — the index does not hold every transaction of it.',
  shownOf: '{shown} of {total} shown',
  foldDeeper: 'Fold the deeper levels',
  unfoldAll: 'Unfold every level',
  rowsLabel: 'Transactions of the trace',
  foldCaused: {
    one: 'Fold the {shown} transaction it caused, level {level}',
    other: 'Fold the {shown} transactions it caused, level {level}',
  },
  unfoldCaused: {
    one: 'Unfold the {shown} transaction it caused, level {level}',
    other: 'Unfold the {shown} transactions it caused, level {level}',
  },
  notInAnswer: '(not in the answer)',
  actionLabel: '{action} · ',
  thisTransaction: 'this transaction',
  blockUnknown: 'block unknown',
  inThisBlock: 'in this block',
  block: 'block {seqno}',
  noBalanceChange: 'No account’s balance changed over the trace.',
  balancesLabel: 'Balance changes over the trace',
  account: 'Account',
  change: 'Change',
  shownOfDot: '{shown} of {total} shown.',
  showMore: 'Show {count} more',
});
