import { describe, expect, it } from 'vitest';
import { watchIntervalMs, watchRequests, WATCH_MIN_INTERVAL_MS } from './useWatch.ts';

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

describe('watchRequests: the token lookup counts in the budget', () => {
  it.each([
    // account chunks, token requests, interval at 1 request/s (1,050 ms apart)
    [1, 0, WATCH_MIN_INTERVAL_MS],
    // 1,024 owners: 16 account chunks + 2 jetton + 2 NFT + 2 wallet requests: 22 at 1.05 s, twice
    [16, 6, 60_000],
    // …and jetton pages: 16 + 14 = 30 requests, 63 s of requests at half the budget
    [16, 14, 63_000],
  ])('%i chunks and %i token requests: every %i ms', (chunks, tokenRequests, interval) => {
    expect(watchIntervalMs(watchRequests(chunks, tokenRequests), 1050)).toBe(interval);
  });
});
