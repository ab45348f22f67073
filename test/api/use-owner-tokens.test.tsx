import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiClientContext } from '../../src/api/api-client-context.ts';
import { createApiClient } from '../../src/api/client.ts';
import { useOwnerTokens } from '../../src/api/tokens/useOwnerTokens.ts';
import { createQueryClient } from '../../src/app/query-client.ts';
import { syntheticAccounts } from '../synthetic-accounts.ts';
import {
  LENS_MASTER,
  recordedJettonWallets,
  recordedMetadataOf,
  USDT_MASTER,
} from '../fixtures/token-answers.ts';
import { startTokenServer, type TokenServer } from '../fixtures/token-server.ts';
import { sendJson, startLoopbackProxy } from '../fixtures/loopback-proxy.ts';

const servers: TokenServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const recorded = recordedJettonWallets();
const metadata = recordedMetadataOf([...recorded.map((row) => row.address), USDT_MASTER, LENS_MASTER]);

function renderWith(origin: string, owners: readonly string[]) {
  const client = createApiClient({ baseUrl: origin });
  const queryClient = createQueryClient({ retry: false });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>
    </QueryClientProvider>
  );
  return renderHook(() => useOwnerTokens(owners, { enabled: true }), { wrapper });
}

async function renderLookup(owners: readonly string[], missing?: Record<string, '404' | '500' | '422'>) {
  const server = await startTokenServer({ jettonWallets: recorded, metadata, wallets: [] }, { missing });
  servers.push(server);
  const hook = renderWith(server.origin, owners);
  return { server, hook };
}

describe('useOwnerTokens', () => {
  it('merges every endpoint per owner and counts the requests it planned and sent', async () => {
    const owners = [...new Set(recorded.map((row) => row.owner))];
    const { hook } = await renderLookup(owners);
    expect(hook.result.current.requests).toEqual({ planned: 3, sent: 0, failed: 0 });
    expect(hook.result.current.byOwner.get(owners[0]!)?.jettons).toEqual({ state: 'loading' });
    await waitFor(() => expect(hook.result.current.requests).toEqual({ planned: 3, sent: 3, failed: 0 }));
    for (const row of recorded) {
      const tokens = hook.result.current.byOwner.get(row.owner);
      if (tokens?.jettons.state !== 'answered') throw new Error('not answered');
      expect(tokens.jettons.value.some((holding) => holding.balance === BigInt(row.balance))).toBe(true);
      expect(tokens.nfts).toEqual({ state: 'answered', value: [] });
      expect(tokens.wallet).toEqual({ state: 'answered', value: null });
    }
    expect(hook.result.current.notOffered).toEqual([]);
    // A render with nothing new keeps the lookup (the page's rows are not drawn again).
    const lookup = hook.result.current;
    hook.rerender();
    expect(hook.result.current).toBe(lookup);
  });

  it('says an endpoint the server lacks once, and the rest still loads', async () => {
    const owners = syntheticAccounts(3, 51);
    const { hook, server } = await renderLookup(owners, { 'nft/items': '404' });
    const host = new URL(server.origin).host;
    await waitFor(() => expect(hook.result.current.requests.sent).toBe(3));
    expect(hook.result.current.notOffered).toEqual([{ endpoint: 'nft/items', host }]);
    for (const owner of owners) {
      expect(hook.result.current.byOwner.get(owner)?.nfts).toEqual({ state: 'not-offered', host });
      expect(hook.result.current.byOwner.get(owner)?.jettons).toEqual({ state: 'answered', value: [] });
    }
  });

  it("shows a chunk that failed as failed for its owners, with the server's words", async () => {
    const owners = syntheticAccounts(2, 52);
    const server = await startTokenServer({ wallets: [] });
    servers.push(server);
    const proxy = await startLoopbackProxy(server.origin, (req, res, forward) => {
      if (req.url?.includes('walletStates'))
        return sendJson(res, 500, JSON.stringify({ error: 'database is down' }));
      forward(req, res);
    });
    try {
      const hook = renderWith(proxy.origin, owners);
      await waitFor(() => expect(hook.result.current.requests.sent).toBe(3));
      for (const owner of owners) {
        const wallet = hook.result.current.byOwner.get(owner)?.wallet;
        expect(wallet).toMatchObject({ state: 'failed', error: { kind: 'http', status: 500 } });
        expect(wallet?.state === 'failed' && wallet.error.message).toMatch(/database is down/);
      }
      expect(hook.result.current.notOffered).toEqual([]);
      expect(hook.result.current.requests).toEqual({ planned: 3, sent: 3, failed: 1 });
    } finally {
      await proxy.close();
    }
  });

  it('asks nothing when not enabled', async () => {
    const server = await startTokenServer({});
    servers.push(server);
    const client = createApiClient({ baseUrl: server.origin });
    const queryClient = createQueryClient({ retry: false });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>
      </QueryClientProvider>
    );
    const hook = renderHook(() => useOwnerTokens(syntheticAccounts(2), { enabled: false }), { wrapper });
    expect(hook.result.current).toMatchObject({ requests: { planned: 0, sent: 0 }, notOffered: [] });
    expect(hook.result.current.byOwner.size).toBe(0);
    expect(server.requests).toEqual([]);
  });
});
