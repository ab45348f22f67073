import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useApiClient } from '../api/api-client-context.ts';
import { accountLookupQueryOptions, type AccountLookupSnapshot } from './account-lookup.ts';
import { createLookupRunner, type LookupRunner } from './account-lookup-runner.ts';

export interface AccountLookupControls {
  /** Undefined until the lookup has been planned (the first effect after mounting). */
  snapshot: AccountLookupSnapshot | undefined;
  cancel: () => void;
  resume: () => void;
  refresh: () => void;
  retry: (chunkIndices?: readonly number[]) => void;
}

/**
 * Runs the lookup of a list while the page shows it: starts or resumes it on mount, stops it when the
 * page leaves or the list changes (so an old lookup never writes over a newer one), and reads its
 * snapshot from React Query's cache.
 */
export function useAccountLookup(
  rawAddresses: readonly string[],
  includeBoc: boolean,
  /** False when there is nothing to send (an empty list, or one over the limit). */
  enabled: boolean,
): AccountLookupControls {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const listKey = rawAddresses.join(' ');
  const options = useMemo(
    () => accountLookupQueryOptions(client.baseUrl, includeBoc, listKey === '' ? [] : listKey.split(' ')),
    [client.baseUrl, includeBoc, listKey],
  );
  const { data } = useQuery(options);
  const runnerRef = useRef<LookupRunner | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const { queryKey } = options;
    const runner = createLookupRunner({
      client,
      store: {
        get: () => queryClient.getQueryData<AccountLookupSnapshot>(queryKey),
        set: (snapshot) => queryClient.setQueryData<AccountLookupSnapshot>(queryKey, snapshot),
      },
      rawAddresses: listKey === '' ? [] : listKey.split(' '),
      includeBoc,
    });
    runnerRef.current = runner;
    runner.open();
    return () => {
      runner.close();
      if (runnerRef.current === runner) runnerRef.current = null;
    };
  }, [client, queryClient, options, listKey, includeBoc, enabled]);

  // Stable actions, so rows that did not change are not drawn again when an answer arrives.
  const actions = useMemo(
    () => ({
      cancel: () => runnerRef.current?.cancel(),
      resume: () => runnerRef.current?.resume(),
      refresh: () => runnerRef.current?.refresh(),
      retry: (chunkIndices?: readonly number[]) => runnerRef.current?.retry(chunkIndices),
    }),
    [],
  );
  return useMemo(() => ({ snapshot: enabled ? data : undefined, ...actions }), [data, enabled, actions]);
}
