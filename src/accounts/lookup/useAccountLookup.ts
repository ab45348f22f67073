import { useQueries, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { accountStatesChunkQueryOptions, planAccountStatesRequests } from '../../api/account-states.ts';
import { useApiClient } from '../../api/api-client-context.ts';
import {
  buildLookupSnapshot,
  chunkQueryStates,
  chunkStatusOf,
  type AccountLookupSnapshot,
  type ChunkStatus,
} from './account-lookup.ts';

export interface AccountLookupControls {
  /** Names the lookup (endpoint, include_boc, list): a view of one lookup starts afresh for another. */
  id: string;
  /** Undefined when there is nothing to look up. */
  snapshot: AccountLookupSnapshot | undefined;
  cancel: () => void;
  /** Sends what was cancelled. */
  resume: () => void;
  /** Settles once every chunk's new answer (or failure) is in. */
  refresh: () => Promise<void>;
  /** Sends the given failed chunks again (all failed ones when omitted); the rest stays. */
  retry: (chunkIndices?: readonly number[]) => void;
}

type ChunkQueryOptions = ReturnType<typeof accountStatesChunkQueryOptions>;

/**
 * The lookup of a list while the page shows it: one React Query query per request (chunk), all observed
 * at once, so each answer shows as it arrives. React Query owns the rest: it retries transient faults,
 * cancels what is in flight when the page is left (and sends it again on return), shows cached answers
 * at once on return and fetches them again once stale, and drops an answer whose fetch was superseded.
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
  const planned = useMemo(
    () =>
      enabled && listKey !== '' ? planAccountStatesRequests(client, listKey.split(' '), includeBoc) : [],
    [client, listKey, includeBoc, enabled],
  );
  const queries = useMemo(
    () => planned.map((chunk) => accountStatesChunkQueryOptions(client, chunk)),
    [client, planned],
  );
  const states = useQueries({ queries, combine: chunkQueryStates });
  const snapshot = useMemo(
    () => (planned.length > 0 ? buildLookupSnapshot(planned, states) : undefined),
    [planned, states],
  );
  // Stable while the list is the same, so rows that did not change are not drawn again when an answer
  // arrives. They read the queries' state when called, not the state of the render that made them.
  const actions = useMemo(() => lookupActions(queryClient, queries), [queryClient, queries]);
  const id = `${client.baseUrl} ${includeBoc} ${listKey}`;
  return useMemo(() => ({ id, snapshot, ...actions }), [id, snapshot, actions]);
}

function lookupActions(queryClient: QueryClient, queries: readonly ChunkQueryOptions[]) {
  /** The chunks whose query is now in one of `statuses`, among `indices` (all when omitted). */
  function chunksIn(statuses: readonly ChunkStatus[], indices?: readonly number[]) {
    const chosen = indices ? indices.flatMap((index) => queries[index] ?? []) : queries;
    return chosen.filter((options) => {
      const state = queryClient.getQueryState(options.queryKey);
      return statuses.includes(state ? chunkStatusOf(state) : 'waiting');
    });
  }
  function send(chosen: readonly ChunkQueryOptions[]) {
    for (const { queryKey } of chosen) void queryClient.refetchQueries({ queryKey, exact: true });
  }
  return {
    cancel() {
      // Not reverted: the chunk keeps React Query's CancelledError, which is how it stays "not fetched"
      // (see accountStatesChunkQueryOptions) while what arrived stays shown.
      for (const { queryKey } of chunksIn(['loading', 'waiting']))
        void queryClient.cancelQueries({ queryKey, exact: true }, { revert: false });
    },
    resume() {
      send(chunksIn(['cancelled', 'waiting']));
    },
    async refresh() {
      // Invalidated rather than only refetched: a refresh interrupted by leaving the page is stale, so it
      // is sent again on return. A fetch still running is cancelled and sent again (when it has an earlier
      // answer to show meanwhile), its answer dropped. Settles once every chunk has (failures included),
      // so what is asked after the balances can wait for them.
      await Promise.allSettled(
        queries.map(({ queryKey }) => queryClient.invalidateQueries({ queryKey, exact: true })),
      );
    },
    retry(chunkIndices?: readonly number[]) {
      send(chunksIn(['failed'], chunkIndices));
    },
  };
}
