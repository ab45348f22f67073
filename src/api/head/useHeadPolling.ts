import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useApiClient } from '../api-client-context.ts';
import { endpointKey } from '../query-keys.ts';
import { nextHead, NO_HEAD, type ForwardHead } from './head-forward.ts';
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
 * The head this page shows, by the rule every page following the head shares (head-forward.ts): only
 * forward, by what the chain can make. Each answer is judged once (by its arrival time); a new endpoint
 * starts afresh. Derived while rendering (state from the previous render, set again only when a new
 * answer came), so no render shows an answer the rule has not judged.
 */
function useForwardHead(endpoint: string, seqno: number | undefined, at: number): ForwardHead {
  const [judged, setJudged] = useState({ endpoint, state: NO_HEAD });
  let state = judged.endpoint === endpoint ? judged.state : NO_HEAD;
  if (seqno !== undefined && (state.latest?.seqno !== seqno || state.latest.at !== at))
    state = nextHead(state, { seqno, at });
  if (state !== judged.state) setJudged({ endpoint, state });
  return state;
}

/**
 * The chain's head, asked for again every `followIntervalMs` while `enabled` and the tab is visible
 * (React Query's refetchInterval also waits while the tab is hidden; stopping it here as well makes the
 * pause this hook's own rule), and at once when the tab is shown again: the reader coming back wants
 * what happened meanwhile now, not an interval later. Not enabled, it only reads the head already in
 * memory and asks nothing. `head` moves only forward (head-forward.ts); `held` says why the latest
 * answer is not it.
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
  const forward = useForwardHead(endpointKey(client), last?.seqno, query.dataUpdatedAt);
  const seqno = forward.shown?.seqno;
  // The chain's time of the head shown: that of the latest answer, when it is the one followed.
  const genUtime = forward.held === undefined ? last?.gen_utime : undefined;

  // Shown again after being hidden: ask now (the interval starts again from here as well).
  const { refetch } = query;
  const wasHidden = useRef(hidden);
  useEffect(() => {
    const before = wasHidden.current;
    wasHidden.current = hidden;
    if (enabled && before && !hidden) void refetch({ cancelRefetch: false });
  }, [enabled, hidden, refetch]);

  // The block intervals seen: the chain's time between each two heads this page followed in a row.
  const previous = useRef<HeadSeen | undefined>(undefined);
  useEffect(() => {
    if (seqno === undefined || genUtime === undefined) return;
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

  return { query, head: seqno, held: forward.held, intervalMs, paused: enabled && hidden };
}
