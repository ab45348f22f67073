import { useState } from 'react';
import { formatCount } from '../../ton/count.ts';
import type { WatchState } from './useWatch.ts';
import styles from './watch.module.css';

/** What the watch is doing, in words. */
function watchStatusText(watch: WatchState): string {
  if (watch.pause === 'hidden') return 'Paused: the tab is hidden';
  if (watch.pause === 'offline') return 'Paused: the browser is offline';
  if (watch.running) return 'Watching: refreshing now';
  return `Watching: next refresh in ${formatCount(watch.secondsLeft)} s`;
}

function notificationsOffered(): boolean {
  return typeof Notification !== 'undefined';
}

/**
 * The Watch toggle, the watch's state, and "Notify me": browser notifications only when asked for (the
 * permission prompt is the browser's, after a click).
 */
export function WatchControl({
  watch,
  notify,
  onNotifyChange,
}: {
  watch: WatchState;
  notify: boolean;
  onNotifyChange: (notify: boolean) => void;
}) {
  const [permission, setPermission] = useState(() =>
    notificationsOffered() ? Notification.permission : 'denied',
  );
  async function askToNotify() {
    if (!notificationsOffered()) return;
    const answer = permission === 'granted' ? 'granted' : await Notification.requestPermission();
    setPermission(answer);
    onNotifyChange(answer === 'granted');
  }
  return (
    <div className={styles.watch}>
      <button
        type="button"
        className={`button ${styles.toggle}`}
        aria-pressed={watch.watching}
        onClick={watch.toggle}
      >
        Watch
      </button>
      {watch.watching ? (
        <>
          <span>{watchStatusText(watch)}</span>
          <span className="muted">
            (a refresh every {formatCount(Math.round(watch.intervalMs / 1000))} s, well within the
            endpoint&apos;s rate limit)
          </span>
          {notificationsOffered() && !notify ? (
            <button type="button" className="button" onClick={() => void askToNotify()}>
              Notify me
            </button>
          ) : null}
          {notify ? <span className="muted">Notifications on</span> : null}
          {permission === 'denied' && notificationsOffered() ? (
            <span className="muted">Notifications are blocked for this site in the browser.</span>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
