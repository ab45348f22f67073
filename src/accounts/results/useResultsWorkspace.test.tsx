import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiClientContext } from '../../api/api-client-context.ts';
import { createApiClient } from '../../api/client.ts';
import type { TokenLookup } from '../../api/tokens/owner-tokens.ts';
import type { AccountLookupControls } from '../lookup/useAccountLookup.ts';
import { useResultsWorkspace } from './useResultsWorkspace.ts';

const TOKEN_KEY = ['ownerTokens', 'https://example.invalid'] as const;

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const client = createApiClient({ baseUrl: 'https://example.invalid' });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>
    </QueryClientProvider>
  );
  let accountRefreshes = 0;
  let balancesIn: () => void = () => {};
  const fetches = { count: 0 };
  const fetchTokens = () => ++fetches.count;
  // A token query of the page, observed (active) as the page's useOwnerTokens observes its own.
  const tokenQuery = queryOptions({
    queryKey: [...TOKEN_KEY, 'jetton/wallets', 0],
    queryFn: fetchTokens,
    staleTime: Infinity,
  });
  const lookup: AccountLookupControls = {
    id: 'list',
    snapshot: undefined,
    cancel: () => {},
    resume: () => {},
    refresh: () => {
      accountRefreshes++;
      return new Promise<void>((resolve) => (balancesIn = resolve));
    },
    retry: () => {},
  };
  const tokens: Pick<TokenLookup, 'byOwner' | 'requests'> = {
    byOwner: new Map(),
    requests: { planned: 3, sent: 3, failed: 0 },
  };
  const hook = renderHook(
    () => {
      const query = useQuery(tokenQuery);
      return {
        query,
        workspace: useResultsWorkspace(lookup, undefined, { lookup: tokens, queryKey: TOKEN_KEY }),
      };
    },
    { wrapper },
  );
  return {
    hook,
    counts: () => ({ accountRefreshes, tokenFetches: fetches.count }),
    /** The account-states refresh settles. */
    answerBalances: () => balancesIn(),
  };
}

describe('useResultsWorkspace with a token lookup', () => {
  it('a refresh (the watch or the Refresh button) sends the token queries again, not only the accounts', async () => {
    const { hook, counts, answerBalances } = setup();
    await waitFor(() => expect(hook.result.current.query.data).toBe(1));
    act(() => hook.result.current.workspace.refresh());
    expect(counts().accountRefreshes).toBe(1);
    // The balances first: the tokens are not asked again while the account states are being fetched.
    await act(() => Promise.resolve());
    expect(counts().tokenFetches).toBe(1);
    act(() => answerBalances());
    await waitFor(() => expect(hook.result.current.query.data).toBe(2));
    expect(counts().tokenFetches).toBe(2);
  });
});
