import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useApiClient } from '../api/api-client-context.ts';
import type { TimeQuery } from '../ton/time-query.ts';
import type { ProbeReport, TimeSearchResult } from './time-search.ts';
import { runTimeSearch } from './time-search-run.ts';

export interface BlockAtTimeState {
  /** Each block asked so far, in order, with what it told. */
  reports: ProbeReport[];
  /** Whether the endpoint's catalog narrowed the candidates; undefined until known. */
  catalogUsed: boolean | undefined;
  result: TimeSearchResult | undefined;
  error: Error | undefined;
}

const START: BlockAtTimeState = { reports: [], catalogUsed: undefined, result: undefined, error: undefined };

/** Runs the time search for one moment, reporting each probe as it goes; `retry` starts it again. */
export function useBlockAtTime(time: TimeQuery) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [state, setState] = useState<BlockAtTimeState>(START);
  const [attempt, setAttempt] = useState(0);
  const { unixSeconds, dayEndSeconds } = time;

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const update = (change: (current: BlockAtTimeState) => BlockAtTimeState) => {
      if (!signal.aborted) setState(change);
    };
    runTimeSearch(queryClient, client, {
      moment: unixSeconds,
      dayEnd: dayEndSeconds,
      signal,
      onCatalog: (catalogUsed) => update((current) => ({ ...current, catalogUsed })),
      onProbe: (report) => update((current) => ({ ...current, reports: [...current.reports, report] })),
    }).then(
      (result) => update((current) => ({ ...current, result })),
      (error: unknown) =>
        update((current) => ({
          ...current,
          error: error instanceof Error ? error : new Error(String(error)),
        })),
    );
    return () => controller.abort();
  }, [client, queryClient, unixSeconds, dayEndSeconds, attempt]);

  // The page is keyed by the time, so a new time starts afresh; a retry starts afresh here.
  const retry = useCallback(() => {
    setState(START);
    setAttempt((count) => count + 1);
  }, []);
  return { ...state, retry };
}
