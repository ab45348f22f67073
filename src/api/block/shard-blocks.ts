/**
 * The shard blocks a masterchain block page lists, from the two things a server may tell about them:
 *  - the transactions, each pointing at the shard block that holds it (`block_ref`): both shapes;
 *  - the live server's `{blocks}` answer: the masterchain block, then the latest block of each shard it
 *    references, headers and all. A shard that produced no new block since the last masterchain block is
 *    still listed there (its latest block, committed earlier, which none of these transactions point at),
 *    and so is a new block that holds no transaction (tx_count 0).
 * One list comes out: every block either source names, in block order, each with the transactions of
 * this masterchain block that point at it and, when the answer gave it, its header.
 */
import type { Block } from './block-schemas.ts';
import type { Transaction } from '../schemas.ts';

export interface ShardBlockSummary {
  workchain: number;
  /** Unsigned uppercase hex, e.g. `8000000000000000`. */
  shard: string;
  seqno: number;
  /** How many of this masterchain block's transactions point at it (0 for a block known from its header only). */
  transactionCount: number;
  /** Its header from the live server's `{blocks}` answer; absent when the answer has none for it. */
  header?: Block;
}

type BlockId = Pick<ShardBlockSummary, 'workchain' | 'shard' | 'seqno'>;

function keyOf(id: BlockId): string {
  return `${id.workchain}:${id.shard}:${id.seqno}`;
}

/** Block order: masterchain first, then by workchain, shard (fixed-width hex: text order is numeric), seqno. */
export function compareBlockIds(a: BlockId, b: BlockId): number {
  if (a.workchain !== b.workchain) return a.workchain - b.workchain;
  if (a.shard !== b.shard) return a.shard < b.shard ? -1 : 1;
  return a.seqno - b.seqno;
}

/** The shard blocks the transactions point at, with how many point at each; in the transactions' order. */
export function summariseShardBlocks(sortedTransactions: readonly Transaction[]): ShardBlockSummary[] {
  const summaries = new Map<string, ShardBlockSummary>();
  for (const transaction of sortedTransactions) {
    const ref = transaction.block_ref;
    if (!ref) continue;
    const key = keyOf(ref);
    const summary = summaries.get(key);
    if (summary) summary.transactionCount += 1;
    else
      summaries.set(key, {
        workchain: ref.workchain,
        shard: ref.shard,
        seqno: ref.seqno,
        transactionCount: 1,
      });
  }
  return [...summaries.values()];
}

/** The header of masterchain block `seqno` among the live answer's blocks, if it is there. */
export function masterchainHeaderOf(seqno: number, blocks: readonly Block[] | undefined): Block | undefined {
  return blocks?.find((candidate) => candidate.workchain === -1 && candidate.seqno === seqno);
}

/**
 * The transactions' shard blocks merged with the blocks of the live answer (`undefined` for the spec
 * shape, which has none: the list is then the transactions' alone, as it always was). Every block of the
 * answer is listed — also one no transaction points at — except the masterchain block itself when it
 * holds no transaction: the page shows its header on its own. A block named twice is listed once, with
 * the first header given for it.
 */
export function mergeShardBlocks(
  masterchainSeqno: number,
  blocks: readonly Block[] | undefined,
  fromTransactions: readonly ShardBlockSummary[],
): ShardBlockSummary[] {
  if (!blocks) return [...fromTransactions];
  const merged = new Map<string, ShardBlockSummary>();
  for (const summary of fromTransactions) merged.set(keyOf(summary), { ...summary });
  for (const header of blocks) {
    const key = keyOf(header);
    const known = merged.get(key);
    if (known) {
      known.header ??= header;
      continue;
    }
    if (header.workchain === -1 && header.seqno === masterchainSeqno) continue;
    const { workchain, shard, seqno } = header;
    merged.set(key, { workchain, shard, seqno, transactionCount: 0, header });
  }
  // Sorted as the transactions are (stable: the transactions' own order is kept among equals).
  return [...merged.values()].sort(compareBlockIds);
}
