import { defineMessages } from '../../ton/i18n/messages.ts';

export const navMessages = defineMessages('block.nav', {
  neighbouring: 'Neighbouring blocks',
  block: 'Block {seqno}',
  keys: '{left} {right} blocks · {j} {k} transactions',
  opensWhenAppears: 'Block {seqno} opens when it appears',
  waitFor: 'Wait for block {seqno}',
  indexMayNotHold: 'The index may not hold it.',
  aheadNear: {
    one: "It may not exist yet: the server's newest block is {last}, {count} block earlier.",
    other: "It may not exist yet: the server's newest block is {last}, {count} blocks earlier.",
  },
  aheadFar: {
    one: "It is {count} block past the server's newest block, {last}: the chain has not made it.",
    other: "It is {count} blocks past the server's newest block, {last}: the chain has not made it.",
  },
  beforeFirst: 'The server does not keep blocks before its first block, {first}.',
  withinNoFirst: "The server's newest block is {last}; its index does not hold this one.",
  within: "The server's blocks go from {first} to {last}; its index does not hold this one.",
  noSuchBlock: 'No such block',
  noMasterchainBlock: 'The API has no masterchain block {seqno}.',
  blocksServerHas: 'Blocks the server has',
  blockTheLatest: 'Block {seqno}, the latest',
  latestBlock: 'Latest block ({seqno})',
});
