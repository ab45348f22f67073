import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useApiClient } from './api-client-context.ts';
import { masterchainInfoQueryOptions } from './masterchain-info.ts';
import { blockIntervalMsBetween, followIntervalMs, type HeadSeen } from './head-polling.ts';

function subscribeVisibility(listener: () => void) {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}

const tabHidden = () => document.visibilityState === 'hidden';

/** Whether the tab is hidden now (another tab in front, the window minimised). */
export function useTabHidden(): boolean {
  return useSyncExternalStore(subscribeVisibility, tabHidden, () => false);
}

/**
 * The chain's head, asked for again every `followIntervalMs` while `enabled` and the tab is visible
 * (React Query's refetchInterval also waits while the tab is hidden; stopping it here as well makes the
 * pause this hook's own rule). Not enabled, it only reads the head already in memory and asks nothing.
 */
export function useHeadPolling(enabled: boolean) {
  const client = useApiClient();
  const hidden = useTabHidden();
  const [spacingMs, setSpacingMs] = useState(0);
  const [blockIntervalMs, setBlockIntervalMs] = useState<number | undefined>();
  const intervalMs = followIntervalMs(blockIntervalMs, spacingMs);
  const query = useQuery({
    ...masterchainInfoQueryOptions(client),
    enabled,
    refetchInterval: enabled && !hidden ? intervalMs : false,
  });
  const last = query.data?.last;
  const seqno = last?.seqno;
  const genUtime = last?.gen_utime;

  // The block interval seen: the chain's time between the two latest heads this page saw.
  const previous = useRef<HeadSeen | undefined>(undefined);
  useEffect(() => {
    if (seqno === undefined) return;
    const seen = { seqno, genUtime };
    const before = previous.current;
    previous.current = seen;
    const ms = before ? blockIntervalMsBetween(before, seen) : undefined;
    if (ms !== undefined) setBlockIntervalMs(ms);
  }, [seqno, genUtime]);

  // The endpoint's spacing, read again after each answer (the budget learns as it goes).
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void (client.spacingMs?.() ?? Promise.resolve(0)).then((spacing) => {
      if (live) setSpacingMs(spacing);
    });
    return () => {
      live = false;
    };
  }, [enabled, client, query.dataUpdatedAt]);

  return { query, head: seqno, intervalMs, paused: enabled && hidden };
}
