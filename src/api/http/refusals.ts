/**
 * What the page shares about refusals (HTTP 429) without loading the request budget itself
 * (request-budget.ts, a chunk of its own fetched with the first request): how long a refused request is
 * sent again, and the pause the page is waiting out now, for the header to say so (RateLimitPause.tsx).
 */

/** How long a refused request keeps being sent again, from its first refusal, before it counts as failed. */
export const PATIENCE_MS = 60_000;

/**
 * The pause this page is waiting out because a server refused (429), for the page to say so: the time it
 * ends, or undefined. One value for the page: only the active endpoint's requests wait in it.
 */
function createPauseStore() {
  let until: number | undefined;
  const listeners = new Set<() => void>();
  const set = (next: number | undefined) => {
    if (next === until) return;
    until = next;
    for (const listener of listeners) listener();
  };
  return {
    waiting(end: number) {
      if (until === undefined || end > until) set(end);
    },
    over(at: number) {
      if (until !== undefined && until <= at) set(undefined);
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current: () => until,
  };
}

/** Written by the request budget (request-budget.ts), read by the page. */
export const refusalPause = createPauseStore();

/** For useSyncExternalStore: when the pause a refusal imposed ends (epoch ms), while requests wait in it. */
export const subscribeToRefusalPause = refusalPause.subscribe;
export const refusalPauseEnd = refusalPause.current;
