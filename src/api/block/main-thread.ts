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
