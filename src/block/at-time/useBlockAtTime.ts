import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useApiClient } from '../../api/api-client-context.ts';
import type { TimeQuery } from '../../ton/text/time-query.ts';
import type { ProbeReport, TimeSearchResult } from './time-search.ts';
import { blockAtTimeQueryOptions } from './time-search-run.ts';

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
 * Runs the time search for one moment (blockAtTimeQueryOptions), reporting each probe as it goes; `retry`
 * runs it again.
 */
export function useBlockAtTime(time: TimeQuery): BlockAtTimeState & { retry: () => void } {
  const client = useApiClient();
  const [progress, setProgress] = useState<Progress>(NO_PROGRESS);
  const search = useQuery(
    blockAtTimeQueryOptions(client, time.unixSeconds, time.dayEndSeconds, {
      onStart: () => setProgress(NO_PROGRESS),
      onCatalog: (catalogUsed) => setProgress((current) => ({ ...current, catalogUsed })),
      onProbe: (probe) => setProgress((current) => ({ ...current, reports: [...current.reports, probe] })),
    }),
  );
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
