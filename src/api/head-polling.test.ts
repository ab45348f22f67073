import { describe, expect, it } from 'vitest';
import { blockIntervalMsBetween, FOLLOW_MIN_INTERVAL_MS, followIntervalMs } from './head-polling.ts';

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
});
