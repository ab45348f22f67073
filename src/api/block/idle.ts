/**
 * Handing the main thread back until the browser is idle: a module of its own, apart from main-thread.ts,
 * because only the block page's background work uses it and main-thread.ts is in the first paint.
 */
import { yieldToMainThread } from './main-thread.ts';

/** Where the browser never finds the page idle (a long scroll), background work goes on after this long. */
const IDLE_TIMEOUT_MS = 500;

/**
 * Like yieldToMainThread, for work nobody waits on (reading a big block's actions behind the rows the
 * reader sees): comes back when the browser is idle — after the frame it is drawing, not in the middle
 * of it — so that scrolling meanwhile does not find each frame longer by a slice of that work. Where
 * requestIdleCallback is missing (Safari), yieldToMainThread.
 */
export function yieldUntilIdle(signal?: AbortSignal): Promise<void> {
  if (typeof requestIdleCallback !== 'function') return yieldToMainThread(signal);
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      cancelIdleCallback(handle);
      reject(signal?.reason);
    };
    const handle = requestIdleCallback(
      () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      },
      { timeout: IDLE_TIMEOUT_MS },
    );
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
