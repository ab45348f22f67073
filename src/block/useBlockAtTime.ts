import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
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

interface Progress {
  reports: ProbeReport[];
  catalogUsed: boolean | undefined;
}

const NO_PROGRESS: Progress = { reports: [], catalogUsed: undefined };

/**
 * Runs the time search for one moment as a query (React Query owns its answer, its cancellation when the
 * page leaves, and `retry`), reporting each probe as it goes. The search's own requests are cached one by
 * one (masterchainInfo, the catalog, each block's overview); its answer depends on the head, which moves,
 * so it is not kept once the page has left.
 */
export function useBlockAtTime(time: TimeQuery): BlockAtTimeState & { retry: () => void } {
  const client = useApiClient();
  const [progress, setProgress] = useState<Progress>(NO_PROGRESS);
  const { unixSeconds, dayEndSeconds } = time;
  // The client is identified by its base URL: a key changes who may ask, not what the answer is.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  const search = useQuery({
    queryKey: ['blockAtTime', client.baseUrl, unixSeconds, dayEndSeconds],
    queryFn: ({ signal, client: queryClient }) => {
      const report = (change: (current: Progress) => Progress) => {
        if (!signal.aborted) setProgress(change);
      };
      report(() => NO_PROGRESS);
      return runTimeSearch(queryClient, client, {
        moment: unixSeconds,
        dayEnd: dayEndSeconds,
        signal,
        onCatalog: (catalogUsed) => report((current) => ({ ...current, catalogUsed })),
        onProbe: (probe) => report((current) => ({ ...current, reports: [...current.reports, probe] })),
      });
    },
    gcTime: 0,
    // Each request of the search is retried on its own; the search as a whole is not run again.
    retry: false,
  });
  const { refetch } = search;
  const retry = useCallback(() => void refetch(), [refetch]);
  return {
    ...progress,
    result: search.data,
    // While a retry runs, the failure it answers is no longer shown.
    error: search.isFetching ? undefined : (search.error ?? undefined),
    retry,
  };
}
