/**
 * How often the chain's head is asked for while a page follows it (the block page's "Follow new blocks",
 * the home page's latest blocks): pure rules, for useHeadPolling.
 */

/** The shortest interval between two masterchainInfo requests: a masterchain block takes 2.5-5 s. */
export const FOLLOW_MIN_INTERVAL_MS = 3000;

/**
 * The longest block interval polling learns from the chain: a halt (one block after ten quiet minutes)
 * must not slow polling to one question every ten minutes once blocks come again.
 */
export const FOLLOW_MAX_BLOCK_INTERVAL_MS = 15_000;

/** How many of the latest block intervals seen the learned interval is the median of. */
export const BLOCK_INTERVAL_SAMPLES = 5;

export interface HeadSeen {
  seqno: number;
  /** The block's gen_utime (unix seconds), when the answer gives it. */
  genUtime: bigint | undefined;
}

/**
 * Milliseconds per block between two heads, from the chain's own times: undefined when either time is
 * missing or the heads are not in order.
 */
export function blockIntervalMsBetween(older: HeadSeen, newer: HeadSeen): number | undefined {
  if (older.genUtime === undefined || newer.genUtime === undefined) return undefined;
  const blocks = newer.seqno - older.seqno;
  const seconds = Number(newer.genUtime - older.genUtime);
  if (blocks <= 0 || seconds <= 0) return undefined;
  return (seconds * 1000) / blocks;
}

/**
 * The block interval to poll by, from the latest intervals seen (oldest first): their median, so that one
 * odd gap (a halt, a tab woken from sleep) does not set the pace, and never above
 * FOLLOW_MAX_BLOCK_INTERVAL_MS. Undefined when nothing has been seen.
 */
export function learnedBlockIntervalMs(samples: readonly number[]): number | undefined {
  const recent = samples.slice(-BLOCK_INTERVAL_SAMPLES).sort((a, b) => a - b);
  if (recent.length === 0) return undefined;
  const middle = Math.floor(recent.length / 2);
  const median =
    recent.length % 2 === 1 ? (recent[middle] ?? 0) : ((recent[middle - 1] ?? 0) + (recent[middle] ?? 0)) / 2;
  return Math.min(median, FOLLOW_MAX_BLOCK_INTERVAL_MS);
}

/** `samples` with `interval` added, keeping the latest BLOCK_INTERVAL_SAMPLES. */
export function withBlockInterval(samples: readonly number[], interval: number): number[] {
  return [...samples, interval].slice(-BLOCK_INTERVAL_SAMPLES);
}

/**
 * The polling interval: at least FOLLOW_MIN_INTERVAL_MS, at least the block interval seen (asking more
 * often than blocks appear finds nothing new) but never slower than FOLLOW_MAX_BLOCK_INTERVAL_MS for it,
 * and at least twice the endpoint's request spacing (request-budget.ts), so following never takes more
 * than half of what the endpoint allows and the new block's own requests fit beside it.
 */
export function followIntervalMs(blockIntervalMs: number | undefined, spacingMs: number): number {
  const blocks = Math.min(blockIntervalMs ?? 0, FOLLOW_MAX_BLOCK_INTERVAL_MS);
  return Math.ceil(Math.max(FOLLOW_MIN_INTERVAL_MS, blocks, 2 * spacingMs));
}
