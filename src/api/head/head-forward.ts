/**
 * The head a page shows only moves forward, by what the chain can make: one rule for every page that
 * follows the head (the home page's latest blocks, the block page's "Follow new blocks", through
 * useHeadPolling). Pure, for a table test.
 *
 * - **Backwards**: an answer below the head shown is not followed (an index behind a load balancer, a
 *   replica that lags, a server restarted from a snapshot). The page keeps its newest block and says the
 *   server went back, until the server passes it again.
 * - **A jump**: the chain makes a masterchain block every 2.5–5 s. An answer further ahead of the head
 *   shown than HEAD_JUMP_SLACK blocks plus one per FASTEST_BLOCK_MS since that head was first seen is not
 *   followed at once (a server walking 10^9 blocks a check would walk the page off the chain); it is
 *   followed once the next answer agrees with it, moving on from it by no more than the chain can make
 *   meanwhile (an index that was behind and caught up). A server that alternates between a sane head and
 *   a wild one never agrees with itself.
 *
 * Block numbers out of range never get here: the schema refuses them (block-schemas.ts).
 */
import { t } from '../../ton/i18n/door.ts';
import { apiNoticeMessages as n } from '../api-messages.ts';

/**
 * The fastest pace the chain is taken to make masterchain blocks at: one a second, well above TON's one
 * every 2.5–5 s (and the sample API's replay in the e2e specs, one every 1.5 s).
 */
export const FASTEST_BLOCK_MS = 1000;

/** Blocks a head may move on by whatever the time between two answers: a few checks' worth. */
export const HEAD_JUMP_SLACK = 10;

/** One answer's newest block, and when it arrived (ms, the query's dataUpdatedAt). */
export interface HeadAnswer {
  seqno: number;
  at: number;
}

/** Why the latest answer is not the head shown. */
export type HeldHead =
  | { kind: 'backwards'; seqno: number }
  | {
      kind: 'jump';
      seqno: number;
      /** The head shown. */
      from: number;
      /** Since the head shown was first seen. */
      ms: number;
    };

export interface ForwardHead {
  /** The head the page shows (as first seen): undefined before the first answer. */
  shown: HeadAnswer | undefined;
  /** The latest answer, followed or not: a jump is followed once the next answer agrees with it. */
  latest: HeadAnswer | undefined;
  held: HeldHead | undefined;
}

export const NO_HEAD: ForwardHead = { shown: undefined, latest: undefined, held: undefined };

/** The most blocks the chain can have made in `ms` (a clock that went back counts as none). */
export function maxForwardBlocks(ms: number): number {
  return HEAD_JUMP_SLACK + Math.floor(Math.max(0, ms) / FASTEST_BLOCK_MS);
}

/** Whether `to` is `from` or moves on from it by no more than the chain can make in between. */
function plausiblyAfter(from: HeadAnswer, to: HeadAnswer): boolean {
  const blocks = to.seqno - from.seqno;
  return blocks >= 0 && blocks <= maxForwardBlocks(to.at - from.at);
}

/** The state after one more answer; the state given is not changed. */
export function nextHead(state: ForwardHead, answer: HeadAnswer): ForwardHead {
  const { shown, latest } = state;
  // The same head again keeps when it was first seen: the chain has had all the time since.
  if (shown === undefined) return { shown: answer, latest: answer, held: undefined };
  if (answer.seqno === shown.seqno) return { shown, latest: answer, held: undefined };
  if (answer.seqno < shown.seqno)
    return { shown, latest: answer, held: { kind: 'backwards', seqno: answer.seqno } };
  const agrees = latest !== undefined && latest.seqno > shown.seqno && plausiblyAfter(latest, answer);
  if (plausiblyAfter(shown, answer) || agrees) return { shown: answer, latest: answer, held: undefined };
  return {
    shown,
    latest: answer,
    held: { kind: 'jump', seqno: answer.seqno, from: shown.seqno, ms: answer.at - shown.at },
  };
}

/** The note a page following the head shows while the latest answer is held; `shown` is its head. */
export function heldHeadText(held: HeldHead, shown: number): string {
  if (held.kind === 'backwards')
    return t(n.headWentBack, { seqno: String(held.seqno), shown: String(shown) });
  const seconds = Math.max(0, Math.round(held.ms / 1000));
  // Seqnos and the gap between them are written as before: plain digits, no group separators.
  return t(n.headJumped, {
    seqno: String(held.seqno),
    blocks: String(held.seqno - held.from),
    from: String(held.from),
    seconds,
  });
}
