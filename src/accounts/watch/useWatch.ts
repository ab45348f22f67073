import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useApiClient } from '../../api/api-client-context.ts';
import { announce } from '../../components/ui/announcer.ts';
import { t } from '../../ton/i18n/door.ts';
import { watchMessages as m } from './watch-messages.ts';

/** The shortest interval of a watch, whatever the endpoint allows: a watch is a glance, not a stream. */
export const WATCH_MIN_INTERVAL_MS = 60_000;

/**
 * The watch's interval: at least a minute, and at least twice the time the lookup's requests take at the
 * endpoint's spacing (request-budget.ts: the learned or known limit), so a watch never uses more than
 * half of what the endpoint allows. A 1,024-account lookup is 16 requests: at 1 request/s, ≥ 32 s.
 */
export function watchIntervalMs(requests: number, spacingMs: number): number {
  return Math.max(WATCH_MIN_INTERVAL_MS, Math.ceil(2 * requests * spacingMs));
}

/**
 * The requests one refresh of a watched list sends: its account chunks and the token lookup's planned
 * requests (jetton, NFT and wallet pages: TokenLookup['requests'].planned), all at the endpoint's spacing.
 */
export function watchRequests(accountChunks: number, tokenRequests: number): number {
  return accountChunks + Math.max(0, tokenRequests);
}

export type WatchPause = 'hidden' | 'offline';

function pauseNow(): WatchPause | undefined {
  if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return 'hidden';
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'offline';
  return undefined;
}

function subscribePause(listener: () => void) {
  document.addEventListener('visibilitychange', listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    document.removeEventListener('visibilitychange', listener);
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Why a watch would wait now: the tab is hidden, or the browser is offline. */
export function useWatchPause(): WatchPause | undefined {
  return useSyncExternalStore(subscribePause, pauseNow, () => undefined);
}

interface WatchOptions {
  /** Names the lookup: a watch belongs to the list it was started on. */
  lookupId: string;
  /** The lookup's requests (chunks). */
  requests: number;
  running: boolean;
  /** Epoch ms of the lookup's latest answer. */
  lastAnswerAt: number | undefined;
  refresh: () => void;
}

/**
 * An opt-in watch of the list on screen: refreshes the lookup every `watchIntervalMs` after its last
 * answer (or the watch's last refresh), paused while the tab is hidden or the browser offline (a refresh
 * due meanwhile is sent on return). Its timers live with the component: a list not on screen is never
 * watched.
 */
export function useWatch({ lookupId, requests, running, lastAnswerAt, refresh }: WatchOptions) {
  const client = useApiClient();
  const [watchedId, setWatchedId] = useState<string | undefined>();
  const [startedAt, setStartedAt] = useState(0);
  const [refreshedAt, setRefreshedAt] = useState(0);
  const [spacingMs, setSpacingMs] = useState<number | undefined>();
  const [now, setNow] = useState(() => Date.now());
  const pause = useWatchPause();
  // Another list on screen ends the watch: coming back to the watched one does not start it again unasked.
  const [shownLookupId, setShownLookupId] = useState(lookupId);
  if (shownLookupId !== lookupId) {
    setShownLookupId(lookupId);
    setWatchedId(undefined);
  }
  const watching = watchedId === lookupId;
  const refreshRef = useRef(refresh);
  useEffect(() => {
    refreshRef.current = refresh;
  }, [refresh]);

  // The endpoint's spacing, read again after each answer (the budget learns as it goes).
  useEffect(() => {
    if (!watching) return;
    let live = true;
    void (client.spacingMs?.() ?? Promise.resolve(0)).then((spacing) => {
      if (live) setSpacingMs(spacing);
    });
    return () => {
      live = false;
    };
  }, [watching, client, lastAnswerAt]);

  const intervalMs = watchIntervalMs(requests, spacingMs ?? 0);
  const dueAt = Math.max(lastAnswerAt ?? 0, refreshedAt, startedAt) + intervalMs;
  const active = watching && pause === undefined && spacingMs !== undefined;

  useEffect(() => {
    if (!active || running) return;
    const timer = setTimeout(
      () => {
        setRefreshedAt(Date.now());
        refreshRef.current();
      },
      Math.max(0, dueAt - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [active, running, dueAt]);

  // The countdown's clock.
  useEffect(() => {
    if (!watching) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [watching]);

  const toggle = useCallback(() => {
    if (watching) {
      setWatchedId(undefined);
      return;
    }
    const at = Date.now();
    setStartedAt(at);
    setNow(at);
    setWatchedId(lookupId);
  }, [watching, lookupId]);

  return {
    watching,
    pause,
    running,
    /** Seconds to the next refresh (0 while one runs). */
    secondsLeft: Math.max(0, Math.ceil((dueAt - now) / 1000)),
    intervalMs,
    toggle,
  };
}

export type WatchState = ReturnType<typeof useWatch>;

/** One browser notification for a batch of changes: text only, and only when the user asked for it. */
export function notifyChanges(text: string): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  try {
    new Notification(t(m.notificationTitle), { body: text });
  } catch {
    // Some browsers allow notifications only from a service worker: the live region has said it already.
  }
}

/**
 * The watch of the results on screen, and whether the user asked for notifications. A saved list's
 * changes come from useListChanges (`onListChanges`, announced there); an unsaved list's are the
 * balances a refresh changed (useWatchedBalances). Each batch makes one notification when asked for.
 */
export function useResultsWatch(options: WatchOptions) {
  const watch = useWatch(options);
  const [notify, setNotify] = useState(false);
  const notifying = useRef(false);
  useEffect(() => {
    notifying.current = watch.watching && notify;
  }, [notify, watch.watching]);

  const onListChanges = useCallback((_count: number, sentence: string) => {
    if (notifying.current) notifyChanges(sentence);
  }, []);

  return { watch, notify, setNotify, onListChanges, notifying };
}

/**
 * An unsaved list under watch: the balances each refresh changed (as Refresh marks them), announced once
 * per answer, and notified when asked for.
 */
export function useWatchedBalances(
  { watch, notifying }: Pick<ReturnType<typeof useResultsWatch>, 'watch' | 'notifying'>,
  savedList: boolean,
  lastAnswerAt: number | undefined,
  changedBalances: number,
) {
  const told = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (savedList || !watch.watching || watch.running || lastAnswerAt === undefined) return;
    if (told.current === lastAnswerAt) return;
    told.current = lastAnswerAt;
    if (changedBalances === 0) return;
    const sentence = t(m.balancesChanged, { count: changedBalances });
    announce(sentence, 5000);
    if (notifying.current) notifyChanges(sentence);
  }, [savedList, watch.watching, watch.running, lastAnswerAt, changedBalances, notifying]);
}
