import { describe, expect, it } from 'vitest';
import {
  FASTEST_BLOCK_MS,
  HEAD_JUMP_SLACK,
  heldHeadText,
  maxForwardBlocks,
  nextHead,
  NO_HEAD,
  type ForwardHead,
  type HeadAnswer,
} from './head-forward.ts';

/** The state after `answers` in turn, from none. */
function after(answers: HeadAnswer[]): ForwardHead {
  return answers.reduce(nextHead, NO_HEAD);
}

/** Answers `seqnos` one every 3 s (a check's interval), from t = 0. */
const everyCheck = (seqnos: number[]) => seqnos.map((seqno, index) => ({ seqno, at: index * 3000 }));

describe('the head moves only forward', () => {
  it('follows a head that moves on by what the chain can make', () => {
    const state = after(everyCheck([999, 1000, 1001, 1001, 1003]));
    expect(state.shown?.seqno).toBe(1003);
    expect(state.held).toBeUndefined();
  });

  it('keeps the newest block when the server goes back, and says so, until it passes it again', () => {
    let state = after(everyCheck([999, 998, 997, 996, 995, 994]));
    expect(state.shown?.seqno).toBe(999);
    expect(state.held).toEqual({ kind: 'backwards', seqno: 994 });
    expect(heldHeadText(state.held!, 999)).toBe(
      "The server's newest block went back to 994: still showing 999, the newest it gave before.",
    );
    state = nextHead(state, { seqno: 999, at: 20_000 });
    expect(state.shown?.seqno).toBe(999);
    expect(state.held).toBeUndefined();
    state = nextHead(state, { seqno: 1000, at: 23_000 });
    expect(state.shown?.seqno).toBe(1000);
  });

  it('allows HEAD_JUMP_SLACK blocks at once and one more per FASTEST_BLOCK_MS since the head was seen', () => {
    expect(HEAD_JUMP_SLACK).toBe(10);
    expect(FASTEST_BLOCK_MS).toBe(1000);
    expect(maxForwardBlocks(0)).toBe(10);
    expect(maxForwardBlocks(3000)).toBe(13);
    expect(maxForwardBlocks(3999)).toBe(13);
    // An hour away (a hidden tab, a sleeping laptop): an hour of blocks.
    expect(maxForwardBlocks(3_600_000)).toBe(3610);
    // A clock that went back counts as no time.
    expect(maxForwardBlocks(-5000)).toBe(10);
    expect(after(everyCheck([1000, 1013])).shown?.seqno).toBe(1013);
    expect(after(everyCheck([1000, 1014])).shown?.seqno).toBe(1000);
  });

  it('does not follow a jump of 10^9 a check, and says why', () => {
    const state = after(everyCheck([50_503_953, 1_050_503_953, 2_050_503_953, 3_050_503_953]));
    expect(state.shown?.seqno).toBe(50_503_953);
    expect(state.held).toEqual({ kind: 'jump', seqno: 3_050_503_953, from: 50_503_953, ms: 9000 });
    expect(heldHeadText(state.held!, 50_503_953)).toBe(
      "The server's newest block jumped to 3050503953, 3000000000 blocks past 50503953 in 9 s: more than the chain makes, so it is not followed unless the server's next answer agrees.",
    );
  });

  it('follows a jump once the next answer agrees with it (an index that caught up)', () => {
    let state = after(everyCheck([1000, 5000]));
    expect(state.shown?.seqno).toBe(1000);
    state = nextHead(state, { seqno: 5001, at: 6000 });
    expect(state.shown).toEqual({ seqno: 5001, at: 6000 });
    expect(state.held).toBeUndefined();
    // The same answer twice agrees with itself.
    expect(after(everyCheck([1000, 5000, 5000])).shown?.seqno).toBe(5000);
  });

  it('never follows a server that alternates between a sane head and a wild one', () => {
    const state = after(everyCheck([1000, 4_000_000_000, 1001, 4_000_000_001, 1002, 4_000_000_002]));
    expect(state.shown?.seqno).toBe(1002);
    expect(state.held?.kind).toBe('jump');
  });

  it('judges time from when the shown head was first seen, not from its later repeats', () => {
    // 1000 seen at 0 and again at 30 s: 40 blocks at 33 s is what the chain can make since 0.
    const state = after([
      { seqno: 1000, at: 0 },
      { seqno: 1000, at: 30_000 },
      { seqno: 1040, at: 33_000 },
    ]);
    expect(state.shown?.seqno).toBe(1040);
  });

  it('does not change the state given', () => {
    const state = after(everyCheck([1000]));
    const copy = structuredClone(state);
    nextHead(state, { seqno: 900, at: 3000 });
    expect(state).toEqual(copy);
  });
});
