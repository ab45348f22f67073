/**
 * How often the chain's head is asked for while a page follows it (the block page's "Follow new blocks",
 * the home page's latest blocks): pure rules, for useHeadPolling.
 */

/** The shortest interval between two masterchainInfo requests: a masterchain block takes 2.5-5 s. */
export const FOLLOW_MIN_INTERVAL_MS = 3000;

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
 * The polling interval: at least FOLLOW_MIN_INTERVAL_MS, at least the block interval seen (asking more
 * often than blocks appear finds nothing new), and at least twice the endpoint's request spacing
 * (request-budget.ts), so following never takes more than half of what the endpoint allows and the new
 * block's own requests fit beside it.
 */
export function followIntervalMs(blockIntervalMs: number | undefined, spacingMs: number): number {
  return Math.ceil(Math.max(FOLLOW_MIN_INTERVAL_MS, blockIntervalMs ?? 0, 2 * spacingMs));
}
