/**
 * The token lookup for a list of owners while the page shows it: one React Query query per chunk and
 * endpoint (ownerTokensChunkQueryOptions), all observed at once and merged per owner (buildTokenLookup),
 * as accounts/lookup/useAccountLookup does for account states. React Query retries transient faults,
 * cancels what is in flight when the page is left and shows cached answers on return.
 */
import { useQueries } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { useApiClient } from '../api-client-context.ts';
import { ownerTokensChunkQueryOptions } from './owner-tokens-query.ts';
import type { TokenEndpoint, TokenLookup } from './owner-tokens.ts';
import { buildTokenLookup, type TokenChunkState } from './token-lookup.ts';
import {
  hostOf,
  learnedTokenEndpoints,
  planOwnerRequests,
  shortenedUrlBudgets,
  TOKEN_ENDPOINTS,
  type OwnerChunk,
} from './token-requests.ts';

/** What the merge reads of each query: a stable function, as React Query advises for `combine`. */
function chunkResults(
  states: ReadonlyArray<{ status: TokenChunkState['status']; data: unknown; error: unknown }>,
) {
  return states.map(({ status, data, error }) => ({
    status,
    data: data as TokenChunkState['data'],
    error,
  }));
}

/** The chunks of every endpoint; none for a list that cannot be sent (the account lookup says why). */
function planAll(client: Parameters<typeof planOwnerRequests>[0], owners: readonly string[]): OwnerChunk[] {
  try {
    return TOKEN_ENDPOINTS.flatMap((endpoint) => planOwnerRequests(client, endpoint, owners));
  } catch {
    return [];
  }
}

/**
 * `rawOwners`: canonical raw addresses (the lookup's); `enabled`: false asks nothing. The plan is made
 * with the URL budget known when the list is given: a budget learned meanwhile splits the chunks it
 * affects inside their queries, so answers already in are kept.
 */
export function useOwnerTokens(
  rawOwners: readonly string[],
  /**
   * `waiting`: not enabled yet, but it will be (it waits for the balances): each owner's sources are
   * loading meanwhile, so the rows keep the room their holdings will take instead of growing later.
   */
  options: { enabled: boolean; waiting?: boolean },
): TokenLookup {
  const client = useApiClient();
  const listKey = rawOwners.join(' ');
  const owners = useMemo(() => (listKey === '' ? [] : listKey.split(' ')), [listKey]);
  const chunks = useMemo(
    () => (options.enabled && owners.length > 0 ? planAll(client, owners) : []),
    [client, owners, options.enabled],
  );
  const queries = useMemo(
    () => chunks.map((chunk) => ownerTokensChunkQueryOptions(client, chunk.endpoint, chunk.owners)),
    [client, chunks],
  );
  const results = useQueries({ queries, combine: chunkResults });
  const learnedVersion = useSyncExternalStore(
    learnedTokenEndpoints.subscribe,
    learnedTokenEndpoints.version,
    learnedTokenEndpoints.version,
  );
  return useMemo(() => {
    void learnedVersion;
    const states: TokenChunkState[] = chunks.map((chunk, index) => {
      const result = results[index];
      return {
        endpoint: chunk.endpoint as TokenEndpoint,
        owners: chunk.owners,
        status: result?.status ?? 'pending',
        data: result?.data,
        error: result?.error,
      };
    });
    const host = hostOf(client);
    const shortened = shortenedUrlBudgets(client).map((entry) => ({ ...entry, host }));
    return buildTokenLookup(options.enabled || options.waiting ? owners : [], states, shortened);
  }, [chunks, results, client, owners, options.enabled, options.waiting, learnedVersion]);
}
