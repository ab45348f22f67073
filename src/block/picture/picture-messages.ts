import { defineMessages } from '../../ton/i18n/messages.ts';

export const pictureMessages = defineMessages('block.picture', {
  showEveryShardBlock: '— show every shard block',
  showEveryOutcome: '— show every outcome',
  showEveryOpcode: '— show every opcode',
  showOnlyThese: '— show only these',
  showingOf: {
    one: 'Showing {shown} of {count} transaction',
    other: 'Showing {shown} of {count} transactions',
  },
  showAll: 'Show all',
  goToList: 'Go to the list',
  feesNotGiven: {
    one: 'fees of {count} transaction not given',
    other: 'fees of {count} transactions not given',
  },
  feesNotGivenNotCounted: {
    one: 'fees of {count} transaction not given, not counted',
    other: 'fees of {count} transactions not given, not counted',
  },
  shardValue: {
    one: '{count} transaction · {value} in · {fees} fees',
    other: '{count} transactions · {value} in · {fees} fees',
  },
  shardValueMissing: {
    one: '{count} transaction · {value} in · {fees} fees ({missing})',
    other: '{count} transactions · {value} in · {fees} fees ({missing})',
  },
  otherOpcodes: { one: 'Other ({count} opcode)', other: 'Other ({count} opcodes)' },
  unnamed: 'Unnamed',
  pictureOfBlock: 'Picture of the block',
  byOutcome: 'Transactions by outcome',
  unknownOutcome: {
    one: '{count} transaction of unknown outcome',
    other: '{count} transactions of unknown outcome',
  },
  incomingOpcodes: 'Incoming opcodes',
  byShardBlock: 'Value and fees by shard block',
  shardNote: 'Value in and fees each to its own scale: compare a bar only with bars of its colour.',
  valueIn: 'Value in',
  fees: 'Fees',
});
