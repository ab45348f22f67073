/**
 * Imported by the entry between React and the app: the app's modules then evaluate in a task after
 * React's, not in one task with them.
 *
 * The entry's modules evaluate in one task, and at 1× CPU on a 2-core machine that task took 48–56 ms
 * (React setting itself up, zod building the settings' schemas, the stored settings and the tab's
 * storage read): the longest task of every cold load. A top-level `await` is where a bundled chunk may
 * stop: what follows it in the chunk runs once the promise settles. A message on a channel settles it in
 * the next task without a timer's clamping (a background tab's timers wait up to a second).
 */
await new Promise<void>((resolve) => {
  if (typeof MessageChannel === 'undefined') {
    resolve();
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    resolve();
  };
  channel.port2.postMessage(null);
});

export {};
