import { defineMessages } from '../../ton/i18n/messages.ts';

export const filtersMessages = defineMessages('block.filters', {
  success: 'Success',
  computeFailed: 'Compute failed',
  actionFailed: 'Action failed',
  skipped: 'Compute skipped',
  aborted: 'Aborted',
  bounced: 'Bounced',
  noOpcode: 'No opcode',
  unreadableOpcode: 'Unreadable opcode',
  notAnAddress: '“{text}” is not an address; showing all accounts.',
  notAnOpcode: '“{text}” is not an opcode (32 bits, like 0x0f8a7ea5); showing all opcodes.',
  notAShardBlock:
    '“{text}” is not a shard block (workchain:shard:seqno, like 0:8000000000000000:55671169); showing all shard blocks.',
  notAnOutcome: '“{text}” is not an outcome ({outcomes}); showing every outcome.',
  notAnActionType: '“{text}” is not an action type (a name like jetton_transfer); showing every action.',
});
