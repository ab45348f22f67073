import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApiClient } from '../../api/api-client-context.ts';
import { ownerTokensQueriesKey } from '../../api/tokens/owner-tokens-query.ts';
import type { AccountLookupControls } from './useAccountLookup.ts';

/**
 * "Look again" (the same list looked up again): the balances, then, once they are in, the tokens
 * (useBalancesFirst says why), as the Refresh button does.
 */
export function useLookAgain(lookup: Pick<AccountLookupControls, 'refresh'>): () => void {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { refresh } = lookup;
  return useCallback(() => {
    void refresh().then(() => queryClient.invalidateQueries({ queryKey: ownerTokensQueriesKey(client) }));
  }, [refresh, queryClient, client]);
}
