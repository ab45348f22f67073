/**
 * Spaces requests evenly so a client never exceeds an endpoint's requests-per-second limit
 * (toncenter: 1/s without a key, 10/s with one). Callers wait their turn in order.
 */
export interface RateLimiter {
  /** Resolves when the caller may send; rejects with the signal's reason if aborted while waiting. */
  wait(signal?: AbortSignal): Promise<void>;
}

export function createRateLimiter(
  requestsPerSecond: number,
  clock: { now: () => number } = { now: () => Date.now() },
): RateLimiter {
  // 5% slack: timers fire a few ms early or late and the server counts by its own clock, so an exact
  // 1000 ms spacing is sometimes seen as 999 ms and refused.
  const intervalMs = (1000 / requestsPerSecond) * 1.05;
  let nextSlot = 0;

  return {
    wait(signal) {
      const now = clock.now();
      const slot = Math.max(now, nextSlot);
      nextSlot = slot + intervalMs;
      const delay = slot - now;
      if (delay <= 0) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        }, delay);
        function onAbort() {
          clearTimeout(timer);
          // Give the slot back if nobody queued behind it, so a lookup started right after a cancel
          // does not wait for requests that were never sent.
          if (nextSlot === slot + intervalMs) nextSlot = slot;
          reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
        }
        if (signal?.aborted) onAbort();
        else signal?.addEventListener('abort', onAbort, { once: true });
      });
    },
  };
}
