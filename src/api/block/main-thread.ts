/**
 * Gives the browser the main thread (input, paint) and comes back as soon as it is free, so that long
 * work on a big answer is many short tasks instead of one long one. A message to ourselves rather than
 * setTimeout(0), which browsers stretch to 4 ms once timers nest. Not scheduler.yield() either: its
 * continuations jump ahead of other tasks, such as React Query telling the page about the first rows.
 */
export function yieldToMainThread(signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      if (signal?.aborted) reject(signal.reason);
      else resolve();
    };
    channel.port2.postMessage(null);
  });
}

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
