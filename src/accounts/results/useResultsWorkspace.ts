import { useCallback } from 'react';
import { useIsFetching, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { TokenLookup } from '../../api/tokens/owner-tokens.ts';
import { lookupProgress } from '../lookup/account-lookup.ts';
import type { AccountLookupControls } from '../lookup/useAccountLookup.ts';
import { useListChanges } from '../watch/useListChanges.ts';
import { useResultsWatch, watchRequests } from '../watch/useWatch.ts';

/** The token lookup of the results (useOwnerTokens), and the key every one of its queries starts with. */
export interface WorkspaceTokens {
  lookup: Pick<TokenLookup, 'byOwner' | 'requests'>;
  /** A prefix of the token queries' keys (tok-api's factory): a refresh invalidates them all. */
  queryKey: QueryKey;
}

/** A key no query has: useIsFetching is asked about it when there is no token lookup. */
const NO_TOKEN_QUERIES: QueryKey = ['accountsWorkspace', 'no token queries'];

/**
 * The workspace around a lookup's results: its progress, the watch of the list on screen, and (for a
 * saved list) what changed since it was last looked at, which the rows are marked and filtered by.
 *
 * With `tokens`, a refresh (the watch's, or `refresh` for the Refresh button) sends the token queries
 * again too, the watch's interval counts their requests (so it stays within the learned budget), and the
 * changes compare jetton balances once the token queries have settled.
 */
export function useResultsWorkspace(
  lookup: AccountLookupControls,
  savedListId: string | undefined,
  tokens?: WorkspaceTokens,
) {
  const { snapshot } = lookup;
  const progress = snapshot ? lookupProgress(snapshot) : undefined;
  const queryClient = useQueryClient();
  const tokenKey = tokens?.queryKey;
  const tokensFetching = useIsFetching({ queryKey: tokenKey ?? NO_TOKEN_QUERIES }) > 0;
  const { refresh: refreshAccounts } = lookup;
  // The tokens are asked again once the balances are in, as on a first lookup (useBalancesFirst): both
  // share the server's request budget, and the balances are what a refresh is for.
  const refresh = useCallback(() => {
    const balances = refreshAccounts();
    if (tokenKey) void balances.then(() => queryClient.invalidateQueries({ queryKey: tokenKey }));
  }, [refreshAccounts, queryClient, tokenKey]);
  const watching = useResultsWatch({
    lookupId: lookup.id,
    requests: watchRequests(snapshot?.chunks.length ?? 0, tokens?.lookup.requests.planned ?? 0),
    running: (progress?.running ?? false) || (tokenKey !== undefined && tokensFetching),
    lastAnswerAt: progress?.lastAnswerAt,
    refresh,
  });
  const listChanges = useListChanges(
    savedListId,
    snapshot,
    watching.onListChanges,
    tokens ? { byOwner: tokens.lookup.byOwner, fetching: tokensFetching } : undefined,
  );
  const changes = savedListId === undefined ? undefined : listChanges.changes;
  return { progress, watching, listChanges, changes, refresh };
}
