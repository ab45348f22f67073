import { driftIn } from '../../api/drift.ts';
import type { MasterchainBlock } from '../../api/block/masterchain-block.ts';
import type { Transaction } from '../../api/schemas.ts';
import { masterchainHeaderOf } from '../../api/block/shard-blocks.ts';
import { classifyTransactionOutcome, isFailedOutcome } from '../../ton/chain/transaction-outcome.ts';
import { oncePerBlockInSlices, type SlicedOncePerBlock, type Tally } from './per-block.ts';

export interface BlockSummary {
  /**
   * Unix seconds: the masterchain block's own time when the server sent block headers (live shape), else
   * the latest transaction time (the spec's answer has no block header).
   */
  time: number | undefined;
  /** Where `time` comes from, so the page can say so. */
  timeSource: 'block' | 'transactions' | undefined;
  transactions: number;
  accounts: number;
  messages: number;
  /** Transactions that did not succeed (failed, skipped, aborted or bounced). */
  failed: number;
  /** Transactions whose incoming message went back to its sender. */
  bounced: number;
  /** Sum of total_fees, nanotons, of the transactions whose fee could be read. */
  totalFees: bigint;
  /** Transactions whose total_fees was sent but could not be read: not in `totalFees`, and said so. */
  unreadableFees: number;
  /** Sum of the values of incoming internal messages, nanotons: what moved between accounts. */
  valueMoved: bigint;
}

/**
 * What a transaction's incoming message brought: the value of an internal message (one with a sender); an
 * external message brings none. The header's "value moved", each account's "value in" and each shard
 * block's bar all sum this, so they agree by construction.
 */
export function incomingValue(transaction: Pick<Transaction, 'in_msg'>): bigint {
  const inMsg = transaction.in_msg;
  return inMsg?.source ? (inMsg.value ?? 0n) : 0n;
}

export function summariseBlock(
  block: Pick<MasterchainBlock, 'transactions' | 'blocks' | 'seqno'>,
): BlockSummary {
  const tally = blockSummaryTally(block);
  tally.add(block.transactions, 0, block.transactions.length);
  return tally.finish();
}

/** summariseBlock as a tally of the block's transactions, which can be taken a slice at a time. */
function blockSummaryTally(
  block: Pick<MasterchainBlock, 'transactions' | 'blocks' | 'seqno'>,
): Tally<Transaction, BlockSummary> {
  const accounts = new Set<string>();
  const messages = new Set<string>();
  let latest: number | undefined;
  let failed = 0;
  let bounced = 0;
  let totalFees = 0n;
  let unreadableFees = 0;
  let valueMoved = 0n;
  return {
    add(transactions, from, to) {
      for (let position = from; position < to; position++) {
        const transaction = transactions[position];
        if (!transaction) continue;
        accounts.add(transaction.account);
        if (transaction.now !== undefined && transaction.now !== null)
          latest = Math.max(latest ?? 0, transaction.now);
        const inMsg = transaction.in_msg;
        if (inMsg) {
          messages.add(inMsg.hash ?? `in:${transaction.hash}`);
        }
        valueMoved += incomingValue(transaction);
        transaction.out_msgs.forEach((message, index) =>
          messages.add(message.hash ?? `out:${transaction.hash}:${index}`),
        );
        totalFees += transaction.total_fees ?? 0n;
        if (driftIn(transaction, 'total_fees') !== undefined) unreadableFees += 1;
        const outcome = classifyTransactionOutcome(transaction);
        if (isFailedOutcome(outcome)) failed += 1;
        if (outcome.bounced) bounced += 1;
      }
    },
    finish() {
      const header = masterchainHeaderOf(block.seqno, block.blocks);
      // gen_utime is a unix time in seconds: it fits a double exactly.
      const blockTime = header?.gen_utime !== undefined ? Number(header.gen_utime) : undefined;
      return {
        time: blockTime ?? latest,
        timeSource: blockTime !== undefined ? 'block' : latest !== undefined ? 'transactions' : undefined,
        transactions: block.transactions.length,
        accounts: accounts.size,
        messages: messages.size,
        failed,
        bounced,
        totalFees,
        unreadableFees,
        valueMoved,
      };
    },
  };
}

/** summariseBlock, once per block object: a revisit reuses it. */
export const blockSummaryOf: SlicedOncePerBlock<MasterchainBlock, BlockSummary> = oncePerBlockInSlices(
  (block: MasterchainBlock) => block.transactions,
  blockSummaryTally,
);
