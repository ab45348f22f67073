import { useEffect, useState } from 'react';
import styles from './RateLimitPause.module.css';
import { t } from '../../ton/i18n/door.ts';
import { ratePauseMessages as m } from './rate-pause-messages.ts';

/** How long the API's refusal (429) still holds requests back (RateLimitPause shows it); gone at its end. */
export function RateLimitCountdown({ until }: { until: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
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
  const seconds = Math.ceil((until - now) / 1000);
  return seconds > 0 ? (
    <div className={styles.wrap}>
      <p className={styles.pause}>{t(m.ratePause, { seconds })}</p>
    </div>
  ) : null;
}
