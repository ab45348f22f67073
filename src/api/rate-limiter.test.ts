import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRateLimiter } from './rate-limiter.ts';

describe('createRateLimiter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('lets the first request go at once and spaces the next ones by a little over 1/rate', async () => {
    const limiter = createRateLimiter(1, { now: () => Date.now() });
    const released: number[] = [];
    const start = Date.now();
    for (let index = 0; index < 3; index++) void limiter.wait().then(() => released.push(Date.now() - start));
    await vi.advanceTimersByTimeAsync(5000);
    expect(released[0]).toBe(0);
    expect(released[1]).toBeGreaterThanOrEqual(1000);
    expect(released[2]! - released[1]!).toBeGreaterThanOrEqual(1000);
    expect(released[2]).toBeLessThan(2200);
  });

  it('rejects a waiting caller whose signal aborts', async () => {
    const limiter = createRateLimiter(1);
    await limiter.wait();
    const controller = new AbortController();
    const waiting = limiter.wait(controller.signal);
    controller.abort();
    await expect(waiting).rejects.toBeDefined();
  });

  it('gives back the slot of a caller that gave up, when nobody queued behind it', async () => {
    const limiter = createRateLimiter(1);
    await limiter.wait();
    const controller = new AbortController();
    const waiting = limiter.wait(controller.signal);
    controller.abort();
    await expect(waiting).rejects.toBeDefined();
    const start = Date.now();
    let releasedAfter = -1;
    void limiter.wait().then(() => (releasedAfter = Date.now() - start));
    await vi.advanceTimersByTimeAsync(3000);
    expect(releasedAfter).toBeLessThanOrEqual(1050);
  });
});
