import { useEffect, useState, useSyncExternalStore } from 'react';
import { refusalPauseEnd, subscribeToRefusalPause } from '../../api/http/refusals.ts';
import styles from './RateLimitPause.module.css';
import { t } from '../../ton/i18n/door.ts';
import { ratePauseMessages as m } from './rate-pause-messages.ts';

/**
 * While the API's refusal (429) holds requests back, says so and how long is left: a page that only shows
 * its loading state for half a minute would look stuck. Gone when the pause ends.
 */
export function RateLimitPause() {
  const until = useSyncExternalStore(subscribeToRefusalPause, refusalPauseEnd, () => undefined);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === undefined) return;
    // Ticks each second until the pause ends, then stops: a request given up meanwhile (the page was
    // left) does not leave a clock running.
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      if (at < until) timer = setTimeout(tick, Math.min(1000, until - at));
    };
    timer = setTimeout(tick, 0);
    return () => clearTimeout(timer);
  }, [until]);
  const seconds = until === undefined ? 0 : Math.ceil((until - now) / 1000);
  // The status region stays in the page, empty, so that the first pause is announced when it comes.
  return (
    <div role="status" className={seconds > 0 ? styles.wrap : undefined}>
      {seconds > 0 ? <p className={styles.pause}>{t(m.ratePause, { seconds })}</p> : null}
    </div>
  );
}
