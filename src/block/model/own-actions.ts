/**
 * tonlens's own reading of a block's transactions (issue 27), once per block object: every transaction
 * read from its messages (ton/actions/read-messages.ts), jetton wallets' masters taken from the block's
 * metadata. A block never changes, so going back to one reuses its reading.
 */
import type { MasterchainBlock } from '../../api/block/masterchain-block.ts';
import type { Action } from '../../ton/actions/action-model.ts';
import { readActionsFromTransactions, readContextFromMetadata } from '../../ton/actions/read-messages.ts';
import { oncePerBlock } from './per-block.ts';

export const ownActionsOf: (block: MasterchainBlock) => readonly Action[] = oncePerBlock((block) =>
  readActionsFromTransactions(block.transactions, readContextFromMetadata(block.metadata)),
);

/** The block's transaction hashes in block order, once per block (what the server is asked about). */
export const transactionHashesOf: (block: MasterchainBlock) => readonly string[] = oncePerBlock((block) =>
  block.transactions.map((transaction) => transaction.hash),
);
