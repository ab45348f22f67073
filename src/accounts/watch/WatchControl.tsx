import { useState } from 'react';
import type { WatchState } from './useWatch.ts';
import styles from './watch.module.css';
import { t } from '../../ton/i18n/door.ts';
import { watchMessages as m } from './watch-messages.ts';

/** What the watch is doing, in words. */
function watchStatusText(watch: WatchState): string {
  if (watch.pause === 'hidden') return t(m.pausedHidden);
  if (watch.pause === 'offline') return t(m.pausedOffline);
  if (watch.running) return t(m.refreshingNow);
  return t(m.nextRefresh, { seconds: watch.secondsLeft });
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
        {t(m.watch)}
      </button>
      {watch.watching ? (
        <>
          <span>{watchStatusText(watch)}</span>
          <span className="muted">{t(m.interval, { seconds: Math.round(watch.intervalMs / 1000) })}</span>
          {notificationsOffered() && !notify ? (
            <button type="button" className="button" onClick={() => void askToNotify()}>
              {t(m.notifyMe)}
            </button>
          ) : null}
          {notify ? <span className="muted">{t(m.notificationsOn)}</span> : null}
          {permission === 'denied' && notificationsOffered() ? (
            <span className="muted">{t(m.notificationsBlocked)}</span>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
