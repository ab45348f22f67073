import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useApiClient } from '../api-client-context.ts';
import { masterchainInfoQueryOptions } from './masterchain-info.ts';
import {
  blockIntervalMsBetween,
  followIntervalMs,
  learnedBlockIntervalMs,
  withBlockInterval,
  type HeadSeen,
} from './head-polling.ts';

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
 * pause this hook's own rule), and at once when the tab is shown again: the reader coming back wants
 * what happened meanwhile now, not an interval later. Not enabled, it only reads the head already in
 * memory and asks nothing.
 */
export function useHeadPolling(enabled: boolean) {
  const client = useApiClient();
  const hidden = useTabHidden();
  const [spacingMs, setSpacingMs] = useState(0);
  const [blockIntervals, setBlockIntervals] = useState<readonly number[]>([]);
  const intervalMs = followIntervalMs(learnedBlockIntervalMs(blockIntervals), spacingMs);
  const query = useQuery({
    ...masterchainInfoQueryOptions(client),
    enabled,
    refetchInterval: enabled && !hidden ? intervalMs : false,
  });
  const last = query.data?.last;
  const seqno = last?.seqno;
  const genUtime = last?.gen_utime;

  // Shown again after being hidden: ask now (the interval starts again from here as well).
  const { refetch } = query;
  const wasHidden = useRef(hidden);
  useEffect(() => {
    const before = wasHidden.current;
    wasHidden.current = hidden;
    if (enabled && before && !hidden) void refetch({ cancelRefetch: false });
  }, [enabled, hidden, refetch]);

  // The block intervals seen: the chain's time between each two heads this page saw in a row.
  const previous = useRef<HeadSeen | undefined>(undefined);
  useEffect(() => {
    if (seqno === undefined) return;
    const seen = { seqno, genUtime };
    const before = previous.current;
    previous.current = seen;
    const ms = before ? blockIntervalMsBetween(before, seen) : undefined;
    if (ms !== undefined) setBlockIntervals((samples) => withBlockInterval(samples, ms));
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
