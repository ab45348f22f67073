import { defineMessages } from '../../ton/i18n/messages.ts';

/** describeTransaction's sentence: whole sentences, with the clauses that vary as placeholders. */
export const describeMessages = defineMessages('block.model.describe', {
  meaningContract: ' (defined by the contract)',
  meaningNotStandard: ' (not a standard code)',
  meaningTitle: ' ({title})',
  bounceNoFunds:
    '; the message was bounceable, but what was left could not pay for the bounce, so nothing went back',
  bounceNoFundsNeeded:
    '; the message was bounceable, but what was left could not pay for the bounce ({amount} needed), so nothing went back',
  bounceNegFunds: '; the message was bounceable, but nothing was left to send back',
  bouncedBack: '; the bounceable incoming message was bounced back',
  bouncedBackWith: '; the bounceable incoming message was bounced back with {amount}',
  notBounceable: '; the message was not bounceable, so its value stays with the account',
  deployed: 'The account was deployed.',
  frozen: 'The account was frozen.',
  deleted: 'The account was deleted.',
  noPhases: 'The API did not describe this transaction’s phases.',
  noStateKept:
    'No code ran: the account has no code and the message brought none (compute phase skipped: no_state); the {amount} it carried stays with the account.',
  skipWhy: '{reason}: {title}',
  noReason: 'no reason given',
  skipped: 'Compute phase skipped ({why}){bounce}.',
  computeFailed: 'Failed: compute phase exited with code {code}{means}{bounce}.',
  computeFailedUnknown: 'Failed: compute phase exited with an unknown code{bounce}.',
  actionFailed: 'Failed: action phase ended with result code {code}{means}{nothingSent}{bounce}.',
  actionFailedUnknown: 'Failed: action phase ended with an unknown result code{nothingSent}{bounce}.',
  nothingSent: ', so no messages were sent',
  aborted: 'Aborted: the transaction’s changes were not committed{bounce}.',
  afterReceiving: ' after receiving {amount}',
  onExternal: ' on an external message',
  succeededNothingSent: 'Succeeded{after}; it sent no messages.',
  succeededSent: {
    one: 'Succeeded and sent {count} message{after}.',
    other: 'Succeeded and sent {count} messages{after}.',
  },
  succeededSentCarrying: {
    one: 'Succeeded and sent {count} message carrying {amount}{after}.',
    other: 'Succeeded and sent {count} messages carrying {amount}{after}.',
  },
  storage: 'Storage transaction: validators collected {amount} storage fees; no code ran.',
  storageNoAmount: 'Storage transaction: validators collected the storage fees; no code ran.',
  system: '{title}{which} transaction of a system account: {outcome}',
});

/** What a message is, in one line (messagePreview). */
export const previewMessages = defineMessages('block.model.preview', {
  noIncoming: 'no incoming message',
  comment: '“{comment}”',
  unreadableOpcode: 'unreadable opcode',
  noOpcode: 'no opcode',
  emptyBody: 'empty body',
  external: 'external message',
});

/** The accounts view's order in words, and the totals cells' own labels on narrow screens. */
export const accountsSortMessages = defineMessages('block.model.accounts', {
  sortedBy: 'Sorted by {subject}: {order}',
  subjectNet: 'the size of the net change, gains and losses alike',
  subjectFees: 'fees',
  subjectIn: 'value in',
  subjectOut: 'value out',
  subjectTx: 'the number of transactions',
  subjectAddress: 'raw address',
  aToZ: 'A to Z',
  zToA: 'Z to A',
  smallestFirst: 'smallest first',
  largestFirst: 'largest first',
  cellTransactions: 'Transactions',
  cellBalance: 'Balance before → after',
  cellNet: 'Net change',
  cellState: 'State',
  cellFees: 'Fees',
  cellValueIn: 'Value in',
  cellValueOut: 'Value out',
});

/** What following the head announces. */
export const followAnnounceMessages = defineMessages('block.model.follow', {
  newBlocks: {
    one: '{count} new block: “show latest” opens the newest',
    other: '{count} new blocks: “show latest” opens the newest',
  },
});

/** The block index's words. */
export const indexMessages = defineMessages('block.model.index', {
  unknownShardBlock: 'unknown shard block',
});
