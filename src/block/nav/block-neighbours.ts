/**
 * Where a block page leads: its previous and next block, by what the server says of its chain
 * (masterchainInfo's first and last block) — a page never offers a block the server cannot have. Pure
 * rules for the pager, the ← → keys and the "No such block" page, which all read them.
 */
import { MAX_SEQNO } from '../../ton/seqno.ts';

/**
 * What the server says it holds: its newest block and, when it says so, its first (the live server may
 * leave it out or send one that does not read: then it is unknown, never guessed).
 */
export interface ServerRange {
  first: number | undefined;
  last: number;
}

/** The next step from a block: open a block the server has, or wait for one it has not made yet. */
export type NextStep = { kind: 'open'; seqno: number } | { kind: 'wait'; seqno: number };

export interface Neighbours {
  previous: number | undefined;
  next: NextStep | undefined;
}

/**
 * A seqno at most this far past the server's newest block "may not exist yet": at 2.5–5 s a block, about
 * the next five minutes. Further ahead the page says how far, not that it may come soon.
 */
export const NEAR_AHEAD_BLOCKS = 100;

/**
 * The neighbours of a block the server has. Before its newest block is known, the next seqno is offered
 * as ever (the server may well have it); once known, the block after the newest is waited for, not
 * opened; a block before the server's first is not offered.
 */
export function neighboursOfBlock(seqno: number, range: ServerRange | undefined): Neighbours {
  const first = range?.first ?? 0;
  const previous = seqno > 0 && seqno - 1 >= first ? seqno - 1 : undefined;
  if (seqno >= MAX_SEQNO) return { previous, next: undefined };
  const next: NextStep =
    range !== undefined && seqno >= range.last
      ? { kind: 'wait', seqno: seqno + 1 }
      : { kind: 'open', seqno: seqno + 1 };
  return { previous, next };
}

/**
 * The nearest blocks on each side of a seqno the server does not have: within its first and last block,
 * and among `listed` when the server lists the blocks it holds (the sample API's catalog: its chain is
 * sparse). Nothing after the newest block is offered (it does not exist yet); unknown ends bound nothing.
 */
export function neighboursOfMissing(
  seqno: number,
  range: ServerRange | undefined,
  listed?: readonly number[],
): Neighbours {
  const low = range?.first ?? 0;
  const high = range?.last ?? MAX_SEQNO;
  const below = Math.min(seqno - 1, high);
  const above = Math.max(seqno + 1, low);
  let previous: number | undefined;
  let next: number | undefined;
  if (listed) {
    // The server's own ends are blocks it has, whether or not its list is older than its newest block.
    const ends = range ? [range.last, ...(range.first === undefined ? [] : [range.first])] : [];
    for (const candidate of [...listed, ...ends]) {
      if (candidate >= low && candidate <= below && (previous === undefined || candidate > previous))
        previous = candidate;
      if (candidate <= high && candidate >= above && (next === undefined || candidate < next))
        next = candidate;
    }
  } else {
    previous = below >= low && below >= 0 ? below : undefined;
    next = above <= high && above <= MAX_SEQNO ? above : undefined;
  }
  return { previous, next: next === undefined ? undefined : { kind: 'open', seqno: next } };
}

/** Why the server has no block `seqno`, by its first and last block. */
export type MissingReason =
  | { kind: 'ahead'; near: boolean; blocks: number; last: number }
  | { kind: 'before-first'; first: number }
  | { kind: 'within'; first: number | undefined; last: number };

export function missingReason(seqno: number, range: ServerRange): MissingReason {
  if (seqno > range.last) {
    const blocks = seqno - range.last;
    return { kind: 'ahead', near: blocks <= NEAR_AHEAD_BLOCKS, blocks, last: range.last };
  }
  if (range.first !== undefined && seqno < range.first) return { kind: 'before-first', first: range.first };
  return { kind: 'within', first: range.first, last: range.last };
}
