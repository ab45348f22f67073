/**
 * The numbers behind the picture of a block: value and fees per shard block, transactions by outcome, and
 * incoming opcodes by count. One pass over the block's index (which already holds each transaction's
 * outcome, shard block and the opcode counts), kept per block like the index, so the charts cost nothing
 * on a revisit and nothing to the list's filtering.
 *
 * Amounts stay bigint; `barRatio` turns one into a bar's share of the longest bar with bigint arithmetic,
 * so only that final ratio is ever a Number.
 */
import type { MasterchainBlock } from '../../api/block/masterchain-block.ts';
import { indexBlock, type BlockIndex } from '../model/block-index.ts';
import { OUTCOME_FILTERS, parseShardBlock, type OutcomeFilter } from '../model/block-filters.ts';
import { incomingValue } from '../model/block-summary.ts';
import { oncePerBlock } from '../model/per-block.ts';

export interface ShardBar {
  /** `workchain:shard:seqno`, the index's key of the shard block. */
  label: string;
  /** The key `shard=` filters by, when the server's shard text reads as one (else the bar cannot filter). */
  filter: string | undefined;
  transactions: number;
  /** Σ values of the incoming internal messages of its transactions, nanotons. */
  value: bigint;
  /** Σ total_fees of its transactions that give one, nanotons. */
  fees: bigint;
  /** Its transactions whose total_fees is missing or unreadable: not in `fees`, and said so, never 0. */
  feesMissing: number;
}

export interface OutcomeBar {
  outcome: OutcomeFilter;
  count: number;
}

export type OpcodeBar =
  | { kind: 'opcode'; opcode: number; name: string | undefined; count: number }
  | { kind: 'none'; count: number }
  /** Incoming opcodes the server sent in a form that is no opcode: never counted as none. */
  | { kind: 'unreadable'; count: number }
  /** What is left after the top opcodes: `opcodes` different ones. Not a filter. */
  | { kind: 'other'; opcodes: number; count: number };

export interface BlockPicture {
  transactions: number;
  /** In block order; only shard blocks that hold transactions of this block. */
  shards: ShardBar[];
  /** In OUTCOME_FILTERS order; outcomes no transaction has are left out. */
  outcomes: OutcomeBar[];
  /** Transactions without a description: their outcome is unknown, so no bar holds them. */
  unknownOutcomes: number;
  /** Transactions whose fee is missing or unreadable (Σ of the shards'), as the accounts view counts them. */
  feesMissing: number;
  /** The most frequent opcodes, "no opcode" and "unreadable opcode", most frequent first, then "other". */
  opcodes: OpcodeBar[];
}

/** How many opcodes get a bar of their own; the rest share "other". */
export const TOP_OPCODES = 8;

export function pictureOfIndex(index: BlockIndex): BlockPicture {
  const shards = new Map<string, ShardBar>();
  const outcomes = new Map<OutcomeFilter | 'unknown', number>();
  for (const item of index.transactions) {
    const { transaction } = item;
    let shard = shards.get(item.shardBlock);
    if (!shard) {
      const filter = transaction.block_ref ? parseShardBlock(item.shardBlock) : undefined;
      shard = {
        label: item.shardBlock,
        filter: filter === item.shardBlock ? filter : undefined,
        transactions: 0,
        value: 0n,
        fees: 0n,
        feesMissing: 0,
      };
      shards.set(item.shardBlock, shard);
    }
    shard.transactions += 1;
    shard.value += incomingValue(transaction);
    // Absent and unreadable alike are undefined here; the accounts view counts the same transactions.
    if (transaction.total_fees === undefined) shard.feesMissing += 1;
    else shard.fees += transaction.total_fees;
    outcomes.set(item.outcome.kind, (outcomes.get(item.outcome.kind) ?? 0) + 1);
  }
  return {
    transactions: index.transactions.length,
    shards: [...shards.values()],
    outcomes: OUTCOME_FILTERS.flatMap((outcome) => {
      const count = outcomes.get(outcome) ?? 0;
      return count > 0 ? [{ outcome, count }] : [];
    }),
    unknownOutcomes: outcomes.get('unknown') ?? 0,
    feesMissing: [...shards.values()].reduce((sum, shard) => sum + shard.feesMissing, 0),
    opcodes: opcodeBars(index),
  };
}

function opcodeBars(index: BlockIndex): OpcodeBar[] {
  // A ninth opcode gets its own bar rather than an "other" of one.
  const top = index.opcodes.length <= TOP_OPCODES + 1 ? index.opcodes : index.opcodes.slice(0, TOP_OPCODES);
  const bars: OpcodeBar[] = top.map((choice) => ({
    kind: 'opcode',
    opcode: choice.opcode,
    name: choice.name,
    count: choice.count,
  }));
  // "No opcode" and "unreadable opcode" always have their bars, in their places by count (before the
  // opcodes they outnumber).
  const { absent, unreadable } = index.opcodeCounts;
  for (const bar of [
    { kind: 'none', count: absent },
    { kind: 'unreadable', count: unreadable },
  ] as const) {
    if (bar.count === 0) continue;
    const at = bars.findIndex((other) => other.count < bar.count);
    bars.splice(at === -1 ? bars.length : at, 0, bar);
  }
  const rest = index.opcodes.slice(top.length);
  if (rest.length > 0) {
    bars.push({
      kind: 'other',
      opcodes: rest.length,
      count: rest.reduce((sum, choice) => sum + choice.count, 0),
    });
  }
  return bars;
}

/** The block's picture, built on the first call for this block object and kept as long as the block is. */
export const blockPictureOf: (block: MasterchainBlock) => BlockPicture = oncePerBlock((block) =>
  pictureOfIndex(indexBlock(block)),
);

const RATIO_STEPS = 10_000n;

/**
 * `part / whole` as a number from 0 to 1 for a bar's length, computed in bigint (amounts may exceed 2^53)
 * and only then made a Number: 10,000 steps are finer than any screen's pixels. Nothing (or less) is 0.
 */
export function barRatio(part: bigint | number, whole: bigint | number): number {
  const p = BigInt(part);
  const w = BigInt(whole);
  if (w <= 0n || p <= 0n) return 0;
  if (p >= w) return 1;
  // A part too small for a step still gets one: something is never drawn as nothing.
  const steps = (p * RATIO_STEPS) / w;
  return Number(steps > 0n ? steps : 1n) / Number(RATIO_STEPS);
}

/** The largest of `values` (0n for none): the length every bar of a chart is measured against. */
export function largest(values: Iterable<bigint>): bigint {
  let max = 0n;
  for (const value of values) if (value > max) max = value;
  return max;
}
