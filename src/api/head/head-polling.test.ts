import { describe, expect, it } from 'vitest';
import {
  BLOCK_INTERVAL_SAMPLES,
  blockIntervalMsBetween,
  FOLLOW_MAX_BLOCK_INTERVAL_MS,
  FOLLOW_MIN_INTERVAL_MS,
  followIntervalMs,
  learnedBlockIntervalMs,
  withBlockInterval,
} from './head-polling.ts';

describe('head polling interval', () => {
  it('is the block interval read from the chain’s own times between two heads', () => {
    expect(blockIntervalMsBetween({ seqno: 10, genUtime: 1000n }, { seqno: 12, genUtime: 1010n })).toBe(5000);
    expect(
      blockIntervalMsBetween({ seqno: 10, genUtime: 1000n }, { seqno: 13, genUtime: 1008n }),
    ).toBeCloseTo(2666.67, 1);
    // No time, out of order, or the same head: nothing learned.
    expect(blockIntervalMsBetween({ seqno: 10, genUtime: undefined }, { seqno: 12, genUtime: 1010n })).toBe(
      undefined,
    );
    expect(blockIntervalMsBetween({ seqno: 12, genUtime: 1010n }, { seqno: 10, genUtime: 1000n })).toBe(
      undefined,
    );
    expect(blockIntervalMsBetween({ seqno: 12, genUtime: 1010n }, { seqno: 12, genUtime: 1010n })).toBe(
      undefined,
    );
  });

  it('is at least 3 s, the block interval seen, and twice the endpoint’s spacing', () => {
    expect(followIntervalMs(undefined, 0)).toBe(FOLLOW_MIN_INTERVAL_MS);
    expect(FOLLOW_MIN_INTERVAL_MS).toBe(3000);
    expect(followIntervalMs(2500, 0)).toBe(3000);
    expect(followIntervalMs(5000, 0)).toBe(5000);
    // toncenter without a key: 1 request/s, so at least 2 s — below the floor.
    expect(followIntervalMs(undefined, 1000)).toBe(3000);
    // A learned budget of one request every 4 s: 8 s.
    expect(followIntervalMs(5000, 4000)).toBe(8000);
    expect(followIntervalMs(2666.4, 0)).toBe(3000);
    expect(followIntervalMs(4000.2, 0)).toBe(4001);
  });

  it('never waits more than 15 s for the block interval, however long the chain halted', () => {
    expect(FOLLOW_MAX_BLOCK_INTERVAL_MS).toBe(15_000);
    // One block after a 10-minute halt.
    const halt = blockIntervalMsBetween({ seqno: 10, genUtime: 1000n }, { seqno: 11, genUtime: 1600n });
    expect(halt).toBe(600_000);
    expect(followIntervalMs(halt, 0)).toBe(15_000);
    // The endpoint's own limit still wins: asking faster than it allows would only be refused.
    expect(followIntervalMs(halt, 10_000)).toBe(20_000);
  });

  it('learns the median of the latest intervals, so one halt does not set the pace', () => {
    expect(learnedBlockIntervalMs([])).toBe(undefined);
    expect(learnedBlockIntervalMs([5000])).toBe(5000);
    expect(learnedBlockIntervalMs([4000, 5000])).toBe(4500);
    expect(learnedBlockIntervalMs([5000, 600_000, 4000])).toBe(5000);
    // A halt alone: capped.
    expect(learnedBlockIntervalMs([600_000])).toBe(FOLLOW_MAX_BLOCK_INTERVAL_MS);
    expect(learnedBlockIntervalMs([5000, 600_000])).toBe(FOLLOW_MAX_BLOCK_INTERVAL_MS);

    let samples: number[] = [];
    for (const interval of [600_000, 600_000, 3000, 3000, 3000])
      samples = withBlockInterval(samples, interval);
    expect(learnedBlockIntervalMs(samples)).toBe(3000);
    // Only the latest few count: the halts fall out.
    samples = withBlockInterval(samples, 3000);
    expect(samples).toHaveLength(BLOCK_INTERVAL_SAMPLES);
    expect(samples).toEqual([600_000, 3000, 3000, 3000, 3000]);
    // The samples given are not changed.
    const given = [1000, 2000];
    withBlockInterval(given, 3000);
    expect(given).toEqual([1000, 2000]);
  });
});
