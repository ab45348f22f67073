/**
 * The hooks the block page and the Trace section read (useBlockActions, useTrace, useJettonDirectory),
 * rendered against the shared sample API over HTTP, or against a loopback server in front of it that
 * answers as an index without /actions, /traces or /metadata does.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { ApiClientContext } from '../../src/api/api-client-context.ts';
import { createApiClient, type ApiClient } from '../../src/api/client.ts';
import { createQueryClient } from '../../src/app/query-client.ts';
import { blockTransactionsSchema } from '../../src/api/schemas.ts';
import { useBlockActions } from '../../src/api/actions/useBlockActions.ts';
import { useJettonDirectory } from '../../src/api/actions/useJettonDirectory.ts';
import { isNotOffered } from '../../src/api/actions/not-offered.ts';
import { useTrace } from '../../src/api/traces/useTrace.ts';
import { forgetLearnedEndpoints } from '../../src/api/learned-endpoints.ts';
import { sendJson, startLoopbackProxy, type LoopbackProxy } from '../fixtures/loopback-proxy.ts';
import { JETTON_TRANSFER, RECORDED_JETTON_TRACE } from '../fixtures/sample-traces.ts';
import { LENS_MASTER, USDT_MASTER } from '../fixtures/token-answers.ts';

const origin = inject('sampleApiOrigin');

const proxies: LoopbackProxy[] = [];
afterEach(async () => {
  forgetLearnedEndpoints();
  await Promise.all(proxies.splice(0).map((proxy) => proxy.close()));
});

/** A loopback server in front of the sample API: logs each request; `missing` paths answer as given. */
async function server(missing: Record<string, [number, unknown]> = {}) {
  const requests: string[] = [];
  const started = await startLoopbackProxy(origin, (req: IncomingMessage, res: ServerResponse, forward) => {
    requests.push(req.url ?? '');
    const path = new URL(req.url ?? '', 'http://x').pathname;
    const answer = missing[path];
    if (answer) sendJson(res, answer[0], JSON.stringify(answer[1]));
    else forward(req, res);
  });
  proxies.push(started);
  return { client: createApiClient({ baseUrl: started.origin }), requests };
}

function wrapperFor(client: ApiClient) {
  const queryClient = createQueryClient({ retry: false });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>
    </QueryClientProvider>
  );
}

async function blockHashes(seqno: number): Promise<string[]> {
  const response = await fetch(`${origin}/api/v3/masterchainBlockShardState?seqno=${seqno}`);
  return blockTransactionsSchema.parse(await response.json()).transactions.map((tx) => tx.hash);
}

const NOT_FOUND_ROUTE: [number, unknown] = [404, { error: 'route not found' }];

describe('useBlockActions', () => {
  it("merges the server's actions of a block, with the jettons its metadata names", async () => {
    const hashes = await blockHashes(50503960);
    const { client, requests } = await server();
    const hook = renderHook(() => useBlockActions(50503960, hashes, { enabled: true }), {
      wrapper: wrapperFor(client),
    });
    expect(hook.result.current).toMatchObject({ status: 'loading', requests: { planned: 1, sent: 0 } });
    await waitFor(() => expect(hook.result.current.status).toBe('ready'));
    const state = hook.result.current;
    expect(state.requests).toEqual({ planned: 1, sent: 1, failed: 0 });
    expect([...state.coveredTransactions].sort()).toEqual([...hashes].sort());
    expect(state.actions.some((action) => action.type === 'jetton_transfer')).toBe(true);
    expect(state.jettons.get(LENS_MASTER)).toMatchObject({
      symbol: 'LENS',
      decimals: { known: true, value: 9 },
    });
    expect(state.error).toBeNull();
    expect(requests).toHaveLength(1);
  });

  it('gives a page opened again the merge it had: same answers, same object, no request', async () => {
    const hashes = await blockHashes(50503960);
    const { client, requests } = await server();
    const wrapper = wrapperFor(client);
    const first = renderHook(() => useBlockActions(50503960, hashes), { wrapper });
    await waitFor(() => expect(first.result.current.status).toBe('ready'));
    const merged = first.result.current;
    first.unmount();
    // Back to the block: the answers come from the same query cache, the merge is the one made before.
    const again = renderHook(() => useBlockActions(50503960, [...hashes]), { wrapper });
    expect(again.result.current).toBe(merged);
    expect(requests).toHaveLength(1);
    // Another cache (another page load): answered again, merged anew.
    const other = renderHook(() => useBlockActions(50503960, hashes), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(other.result.current.status).toBe('ready'));
    expect(other.result.current).not.toBe(merged);
    expect(other.result.current.actions).toEqual(merged.actions);
  });

  it('asks nothing when not enabled or given no transactions', async () => {
    const { client, requests } = await server();
    const wrapper = wrapperFor(client);
    expect(
      renderHook(() => useBlockActions(1, ['a'], { enabled: false }), { wrapper }).result.current.status,
    ).toBe('idle');
    expect(renderHook(() => useBlockActions(1, []), { wrapper }).result.current.status).toBe('idle');
    expect(requests).toEqual([]);
  });

  it('learns a server without /actions once: a second block asks nothing', async () => {
    const hashes = await blockHashes(50503960);
    const { client, requests } = await server({ '/api/v3/actions': NOT_FOUND_ROUTE });
    const first = renderHook(() => useBlockActions(50503960, hashes), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(first.result.current.status).toBe('not-offered'));
    expect(isNotOffered(client, 'actions')).toBe(true);
    expect(requests).toHaveLength(1);
    const second = renderHook(() => useBlockActions(50503961, [...hashes]), {
      wrapper: wrapperFor(client),
    });
    expect(second.result.current).toMatchObject({ status: 'not-offered', requests: { planned: 0, sent: 0 } });
    expect(requests).toHaveLength(1);
  });

  it('says failed with the error when a request fails for another reason, and learns nothing', async () => {
    const hashes = await blockHashes(50503960);
    const { client } = await server({
      '/api/v3/actions': [500, { error: 'internal server error: timeout' }],
    });
    const hook = renderHook(() => useBlockActions(50503960, hashes), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(hook.result.current.status).toBe('failed'));
    expect(hook.result.current.error).toMatchObject({ kind: 'http', status: 500 });
    expect(hook.result.current.requests).toEqual({ planned: 1, sent: 1, failed: 1 });
    expect(isNotOffered(client, 'actions')).toBe(false);
  });
});

describe('useTrace', () => {
  it('reads a trace spanning several masterchain blocks', async () => {
    const { client } = await server();
    const hook = renderHook(() => useTrace(JETTON_TRANSFER.senderWalletTx), { wrapper: wrapperFor(client) });
    expect(hook.result.current.status).toBe('loading');
    await waitFor(() => expect(hook.result.current.status).toBe('ready'));
    const trace = hook.result.current.trace!;
    expect(trace).toMatchObject({
      traceId: JETTON_TRANSFER.traceId,
      state: 'complete',
      mcSeqnoStart: JETTON_TRANSFER.startSeqno,
      mcSeqnoEnd: JETTON_TRANSFER.endSeqno,
      cut: null,
    });
    expect(trace.nodes[0]!.parent).toBeNull();
    expect(trace.nodes.some((node) => node.txHash === JETTON_TRANSFER.senderWalletTx)).toBe(true);
    const blocks = new Set(trace.nodes.map((node) => node.transaction?.mc_block_seqno));
    expect(blocks.size).toBeGreaterThan(1);
  });

  it('reads a recorded real trace', async () => {
    const { client } = await server();
    const hook = renderHook(() => useTrace(RECORDED_JETTON_TRACE.traceId), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(hook.result.current.status).toBe('ready'));
    expect(hook.result.current.trace).toMatchObject({
      state: 'complete',
      mcSeqnoStart: RECORDED_JETTON_TRACE.seqno,
      cut: null,
    });
    expect(hook.result.current.trace!.nodes).toHaveLength(5);
  });

  it('says not-found for a transaction the server has no trace of', async () => {
    const { client } = await server();
    const hook = renderHook(() => useTrace('A'.repeat(43) + '='), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(hook.result.current.status).toBe('not-found'));
  });

  it.each([
    // No route: one request.
    ['404', NOT_FOUND_ROUTE, 1],
    // A 500 naming a missing table, asked with actions: asked once more without them to tell which.
    [
      '500 naming the missing table',
      [500, { error: 'ERROR: relation "traces" does not exist (SQLSTATE 42P01)' }],
      2,
    ],
  ] as const)(
    'learns a server without /traces once (%s): the next trace asks nothing',
    async (_name, answer, sent) => {
      const { client, requests } = await server({ '/api/v3/traces': answer as [number, unknown] });
      const first = renderHook(() => useTrace(JETTON_TRANSFER.senderWalletTx), {
        wrapper: wrapperFor(client),
      });
      await waitFor(() => expect(first.result.current.status).toBe('not-offered'));
      expect(isNotOffered(client, 'traces')).toBe(true);
      expect(isNotOffered(client, 'actions')).toBe(false);
      const second = renderHook(() => useTrace(RECORDED_JETTON_TRACE.traceId), {
        wrapper: wrapperFor(client),
      });
      expect(second.result.current.status).toBe('not-offered');
      expect(requests).toHaveLength(sent);
    },
  );

  it("brings the trace's actions, and asks without them where the classifier is missing", async () => {
    const withActions = await server();
    const hook = renderHook(() => useTrace(JETTON_TRANSFER.senderWalletTx), {
      wrapper: wrapperFor(withActions.client),
    });
    await waitFor(() => expect(hook.result.current.status).toBe('ready'));
    expect(withActions.requests[0]).toMatch(/include_actions=true/);
    expect(hook.result.current.trace!.actions.some((action) => action.type === 'jetton_transfer')).toBe(true);

    // An index without the classifier fails any request that needs it (a 500 naming the table).
    const requests: string[] = [];
    const proxy = await startLoopbackProxy(origin, (req, res, forward) => {
      requests.push(req.url ?? '');
      if ((req.url ?? '').includes('include_actions=true')) {
        sendJson(
          res,
          500,
          JSON.stringify({ error: 'ERROR: relation "actions" does not exist (SQLSTATE 42P01)' }),
        );
      } else forward(req, res);
    });
    proxies.push(proxy);
    const client = createApiClient({ baseUrl: proxy.origin });
    const without = renderHook(() => useTrace(JETTON_TRANSFER.senderWalletTx), {
      wrapper: wrapperFor(client),
    });
    await waitFor(() => expect(without.result.current.status).toBe('ready'));
    expect(without.result.current.trace!.actions).toEqual([]);
    expect(isNotOffered(client, 'actions')).toBe(true);
    expect(isNotOffered(client, 'traces')).toBe(false);
    expect(requests).toHaveLength(2);
  });

  it('is idle without a hash or when not enabled', async () => {
    const { client, requests } = await server();
    const wrapper = wrapperFor(client);
    expect(renderHook(() => useTrace(null), { wrapper }).result.current.status).toBe('idle');
    expect(renderHook(() => useTrace('x', { enabled: false }), { wrapper }).result.current.status).toBe(
      'idle',
    );
    expect(requests).toEqual([]);
  });
});

describe('useJettonDirectory', () => {
  it('asks /metadata for the masters not known, once, and keeps the known ones', async () => {
    const { client, requests } = await server();
    const known = new Map();
    const hook = renderHook(() => useJettonDirectory([LENS_MASTER, USDT_MASTER, LENS_MASTER], known), {
      wrapper: wrapperFor(client),
    });
    expect(hook.result.current).toBe(known);
    await waitFor(() => expect(hook.result.current.size).toBe(2));
    expect(hook.result.current.get(LENS_MASTER)).toMatchObject({
      symbol: 'LENS',
      decimals: { known: true, value: 9 },
    });
    expect(hook.result.current.get(USDT_MASTER)).toMatchObject({ isUsdt: true });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatch(/^\/api\/v3\/metadata\?address=/);
  });

  it('learns a server without /metadata once and keeps what is known', async () => {
    const { client, requests } = await server({ '/api/v3/metadata': NOT_FOUND_ROUTE });
    const known = new Map();
    const hook = renderHook(() => useJettonDirectory([LENS_MASTER], known), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(isNotOffered(client, 'metadata')).toBe(true));
    expect(hook.result.current).toBe(known);
    renderHook(() => useJettonDirectory([USDT_MASTER], known), { wrapper: wrapperFor(client) });
    expect(requests).toHaveLength(1);
  });
});
