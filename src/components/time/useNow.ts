import { useSyncExternalStore } from 'react';

/** One page-wide clock for relative times ("3 minutes ago"), ticking every 30 s while anyone listens. */
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, 30_000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

function getNow() {
  return now;
}

/** Milliseconds since the epoch, refreshed every 30 s. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, getNow, getNow);
}
