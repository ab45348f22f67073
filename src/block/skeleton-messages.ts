import { defineMessages } from '../ton/i18n/messages.ts';

/** The part of 'block.page' the first download needs (its other messages: block-messages.ts). */
export const skeletonMessages = defineMessages('block.page', {
  transactions: 'Transactions',
  latestBlock: 'Latest block',
  masterchainBlock: 'Masterchain block {seqno}',
  loadingBlockSeqno: 'Loading block {seqno}',
  loadingBlock: 'Loading block…',
  shardBlocks: 'Shard blocks',
});
