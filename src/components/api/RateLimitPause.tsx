import { lazy, Suspense, useSyncExternalStore } from 'react';
import { refusalPauseEnd, subscribeToRefusalPause } from '../../api/http/refusals.ts';

// Only a refusal (429) needs the countdown: not part of the first download.
const RateLimitCountdown = lazy(() =>
  import('./RateLimitCountdown.tsx').then((module) => ({ default: module.RateLimitCountdown })),
);

/**
 * While the API's refusal (429) holds requests back, says so and how long is left: a page that only shows
 * its loading state for half a minute would look stuck. Gone when the pause ends.
 */
export function RateLimitPause() {
  const until = useSyncExternalStore(subscribeToRefusalPause, refusalPauseEnd, () => undefined);
  // The status region stays in the page, empty, so that the first pause is announced when it comes.
  return (
    <div role="status">
      {until === undefined ? null : (
        <Suspense fallback={null}>
          <RateLimitCountdown until={until} />
        </Suspense>
      )}
    </div>
  );
}
