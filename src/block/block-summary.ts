import type { MasterchainBlock } from '../api/masterchain-block.ts';
import { classifyTransaction } from '../ton/transaction-result.ts';

export interface BlockSummary {
  /** Latest transaction time in the block, unix seconds (the block's own time is not in the spec's answer). */
  time: number | undefined;
  transactions: number;
  accounts: number;
  messages: number;
  failed: number;
  bounced: number;
  /** Sum of total_fees, nanotons. */
  totalFees: bigint;
  /** Sum of the values of incoming internal messages, nanotons: what moved between accounts. */
  valueMoved: bigint;
}

export function summariseBlock(block: Pick<MasterchainBlock, 'transactions'>): BlockSummary {
  const accounts = new Set<string>();
  const messages = new Set<string>();
  let time: number | undefined;
  let failed = 0;
  let bounced = 0;
  let totalFees = 0n;
  let valueMoved = 0n;
  for (const transaction of block.transactions) {
    accounts.add(transaction.account);
    if (transaction.now !== undefined && transaction.now !== null)
      time = Math.max(time ?? 0, transaction.now);
    const inMsg = transaction.in_msg;
    if (inMsg) {
      messages.add(inMsg.hash ?? `in:${transaction.hash}`);
      if (inMsg.source) valueMoved += inMsg.value ?? 0n;
    }
    transaction.out_msgs.forEach((message, index) =>
      messages.add(message.hash ?? `out:${transaction.hash}:${index}`),
    );
    totalFees += transaction.total_fees ?? 0n;
    const result = classifyTransaction(transaction);
    if (result.kind !== 'success' && result.kind !== 'unknown') failed += 1;
    if (result.bounced) bounced += 1;
  }
  return {
    time,
    transactions: block.transactions.length,
    accounts: accounts.size,
    messages: messages.size,
    failed,
    bounced,
    totalFees,
    valueMoved,
  };
}
