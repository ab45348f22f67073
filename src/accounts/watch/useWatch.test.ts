import { describe, expect, it } from 'vitest';
import { watchIntervalMs, WATCH_MIN_INTERVAL_MS } from './useWatch.ts';

describe('watchIntervalMs', () => {
  it.each([
    // requests, spacing (ms), interval (ms)
    [1, 0, WATCH_MIN_INTERVAL_MS],
    [16, 1050, 60_000], // 1,024 accounts at toncenter's 1 request/s: 33.6 s of requests, twice within a minute
    [16, 2000, 64_000], // a server that refused at 1/s: half its budget
    [16, 10_000, 320_000],
  ])('%i requests at %i ms apart: every %i ms', (requests, spacing, interval) => {
    expect(watchIntervalMs(requests, spacing)).toBe(interval);
  });
});
