// @vitest-environment node
/**
 * A block's actions asked of /api/v3/actions the way the page asks: hashes in chunks within the URL
 * budget, pages of 1000, through the client's request budget, over HTTP from the sample API (whose
 * actions are its own reading of the emulated chain, marked `sample_note`) or from loopback servers in
 * front of it that answer as indexes without the classifier do.
 */
import { sentenceLeaves } from '../../src/ton/actions/action-model.ts';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { hashKey } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/client.ts';
import { createQueryClient } from '../../src/app/query-client.ts';
import { blockTransactionsSchema } from '../../src/api/schemas.ts';
import {
  ACTIONS_URL_BUDGET,
  actionParams,
  planActionRequests,
} from '../../src/api/actions/action-requests.ts';
import { blockActionsChunkQueryOptions } from '../../src/api/actions/block-actions-query.ts';
import { plannedQueries } from '../../src/api/actions/useBlockActions.ts';
import {
  forgetLearnedEndpoints,
  isNotOfferedBy,
  isNotOfferedError,
  learnShorterUrlsFor,
} from '../../src/api/learned-endpoints.ts';
import { ApiError } from '../../src/api/api-error.ts';
import { startSampleApiServer, type SampleApiServer } from '../../sample-api/server.ts';
import { sendJson, startLoopbackProxy, type LoopbackProxy } from '../fixtures/loopback-proxy.ts';
import { JETTON_TRANSFER } from '../fixtures/sample-traces.ts';
import { HOSTILE_MASTERS, HOSTILE_SYMBOL, hostileActionsAnswer } from '../fixtures/hostile-actions.ts';

let api: SampleApiServer;
let apiWithout: SampleApiServer;
beforeAll(async () => {
  [api, apiWithout] = await Promise.all([
    startSampleApiServer({ profile: 'spec' }),
    startSampleApiServer({ profile: 'spec', traces: false }),
  ]);
});
afterAll(() => Promise.all([api.close(), apiWithout.close()]));

const proxies: LoopbackProxy[] = [];
afterEach(async () => {
  forgetLearnedEndpoints();
  await Promise.all(proxies.splice(0).map((proxy) => proxy.close()));
});

/** A loopback server in front of `upstream` that logs every request and may answer some itself. */
async function proxy(
  upstream: string,
  answer?: (req: IncomingMessage, res: ServerResponse) => boolean,
): Promise<{ origin: string; requests: string[] }> {
  const requests: string[] = [];
  const started = await startLoopbackProxy(upstream, (req, res, forward) => {
    requests.push(req.url ?? '');
    if (!answer?.(req, res)) forward(req, res);
  });
  proxies.push(started);
  return { origin: started.origin, requests };
}

async function blockHashes(seqno: number): Promise<string[]> {
  const response = await fetch(`${api.origin}/api/v3/masterchainBlockShardState?seqno=${seqno}`);
  return blockTransactionsSchema.parse(await response.json()).transactions.map((tx) => tx.hash);
}

function ask(origin: string, seqno: number, hashes: readonly string[]) {
  const client = createApiClient({ baseUrl: origin });
  const queryClient = createQueryClient({ retry: false });
  return { client, answer: queryClient.fetchQuery(blockActionsChunkQueryOptions(client, seqno, hashes)) };
}

/** Test hashes: 32 random bytes in the API's base64, only measured, never sent. */
const testHashes = (count: number) => Array.from({ length: count }, () => randomBytes(32).toString('base64'));

describe('planActionRequests', () => {
  it('asks a 5,000-transaction block in 25 requests, each URL within the budget', () => {
    const hashes = testHashes(5000);
    for (const baseUrl of [
      'http://127.0.0.1:4173',
      'https://toncenter.com',
      'https://index.example.org/a/long/prefix',
    ]) {
      const client = createApiClient({ baseUrl });
      const chunks = planActionRequests(client, hashes);
      expect(chunks.flat()).toEqual(hashes);
      for (const chunk of chunks) {
        // Measured at the longest offset: the first page's URL is shorter still.
        expect(client.urlOf('actions', actionParams(chunk, 20_000)).length).toBeLessThanOrEqual(
          ACTIONS_URL_BUDGET,
        );
      }
      // ~57 characters a hash (`&tx_hash=`, 44 characters, `+`, `/`, `=` percent-encoded): ~207 a request.
      expect(chunks.length).toBeGreaterThanOrEqual(24);
      expect(chunks.length).toBeLessThanOrEqual(26);
    }
    // Without the URL bound it would be 5 (1000 a request); without batching, 5,000.
    expect(planActionRequests(createApiClient({ baseUrl: '' }), hashes, Infinity)).toHaveLength(5);
  });

  it('fills each request to the budget, base64 hashes counted and any other text measured', () => {
    const client = createApiClient({ baseUrl: 'https://toncenter.com' });
    // URL-safe base64, and hashes that are not base64 at all (spaces, `~`, Cyrillic, an emoji).
    const odd = [
      'a b c',
      'тон~',
      '🙂'.repeat(10),
      "x!*()'",
      ...testHashes(10).map((hash) => hash.replace(/\+/g, '-')),
    ];
    const hashes = [
      ...testHashes(300),
      ...Array.from({ length: 300 }, (_, index) => `${odd[index % odd.length]}${index}`),
    ];
    const budget = 3000;
    const chunks = planActionRequests(client, hashes, budget);
    expect(chunks.flat()).toEqual(hashes);
    const urlLength = (chunk: string[]) => client.urlOf('actions', actionParams(chunk, 20_000)).length;
    chunks.forEach((chunk, index) => {
      expect(urlLength(chunk)).toBeLessThanOrEqual(budget);
      const next = chunks[index + 1];
      // Full: the next request's first hash would not have fitted.
      if (next) expect(urlLength([...chunk, next[0]!])).toBeGreaterThan(budget);
    });
  });

  it('asks each hash once, and nothing for no hashes', () => {
    const client = createApiClient({ baseUrl: 'https://toncenter.com' });
    const [hash] = testHashes(1);
    expect(planActionRequests(client, [hash!, hash!, ''])).toEqual([[hash]]);
    expect(planActionRequests(client, [])).toEqual([]);
  });
});

describe('plannedQueries', () => {
  it('plans a list once per server, block and URL budget, each key hashed as React Query hashes it', () => {
    const client = createApiClient({ baseUrl: 'https://toncenter.com' });
    const hashes = testHashes(1000);
    const queries = plannedQueries(client, 7, hashes);
    expect(queries.flatMap((query) => query.queryKey[3].hashes)).toEqual(hashes);
    for (const query of queries) expect(query.queryHash).toBe(hashKey(query.queryKey));
    // The same list again (the block page opened again): the same queries, not planned anew.
    expect(plannedQueries(client, 7, hashes)).toBe(queries);
    expect(plannedQueries(createApiClient({ baseUrl: 'https://toncenter.com' }), 7, hashes)).not.toBe(
      queries,
    );
    const eight = plannedQueries(client, 8, hashes);
    expect(eight).not.toBe(queries);
    expect(plannedQueries(client, 8, hashes)).toBe(eight);
    // The server refused a URL as too long since: planned anew, within the shorter budget.
    const shorter = learnShorterUrlsFor(client, 'actions', 4000, ACTIONS_URL_BUDGET);
    const replanned = plannedQueries(client, 8, hashes);
    expect(replanned).not.toBe(eight);
    expect(replanned.length).toBeGreaterThan(eight.length);
    for (const query of replanned) {
      expect(
        client.urlOf('actions', actionParams(query.queryKey[3].hashes, 20_000)).length,
      ).toBeLessThanOrEqual(shorter);
    }
  });
});

describe('blockActionsChunkQueryOptions', () => {
  it("reads the sample's actions of a block: the server's word, each once, every hash covered", async () => {
    const seqno = 50503960;
    const hashes = await blockHashes(seqno);
    expect(hashes).toContain(JETTON_TRANSFER.senderWalletTx);
    const logged = await proxy(api.origin);
    const data = await ask(logged.origin, seqno, hashes).answer;
    if (data.notOffered) throw new Error('not offered');
    expect(logged.requests).toHaveLength(1);
    expect(logged.requests[0]).toMatch(/^\/api\/v3\/actions\?tx_hash=.*&limit=1000&offset=0&sort=asc$/);
    expect(data.covered).toEqual(hashes);
    const transfer = data.actions.find((action) =>
      action.transactions.includes(JETTON_TRANSFER.senderWalletTx),
    );
    expect(transfer).toMatchObject({
      type: 'jetton_transfer',
      source: 'server',
      traceId: JETTON_TRANSFER.traceId,
    });
    expect(new Set(data.actions.map((action) => action.id)).size).toBe(data.actions.length);
  });

  it('pages while a page of 1000 comes back', async () => {
    const hashes = await blockHashes(50503960);
    const logged = await proxy(api.origin, (req, res) => {
      const url = new URL(req.url ?? '', 'http://x');
      if (url.searchParams.get('offset') !== '0') return false;
      // A first page full of copies of one real answer's action, as a server with 1,500 would send.
      void fetch(`${api.origin}${req.url}`)
        .then((answer) => answer.json() as Promise<{ actions: Record<string, unknown>[] }>)
        .then((body) => {
          const one = body.actions[0]!;
          const actions = Array.from({ length: 1000 }, (_, i) => ({
            ...one,
            action_id: `${String(one['action_id'])}#${i}`,
          }));
          sendJson(res, 200, JSON.stringify({ ...body, actions }));
        });
      return true;
    });
    const data = await ask(logged.origin, 50503960, hashes).answer;
    expect(logged.requests.map((path) => new URL(path, 'http://x').searchParams.get('offset'))).toEqual([
      '0',
      '1000',
    ]);
    if (data.notOffered) throw new Error('not offered');
    expect(data.requests).toBe(2);
    // The sample's own actions are fewer than 1000: its page at offset 1000 is empty.
    expect(data.actions).toHaveLength(1000);
  });

  it('learns a server without /actions once (404), and never asks it again', async () => {
    const hashes = await blockHashes(50503960);
    const logged = await proxy(apiWithout.origin);
    const first = ask(logged.origin, 50503960, hashes);
    expect(await first.answer).toMatchObject({ notOffered: true, requests: 1 });
    expect(isNotOfferedBy(first.client, 'actions')).toBe(true);
    expect(await ask(logged.origin, 50503961, hashes.slice(1)).answer).toMatchObject({
      notOffered: true,
      requests: 0,
    });
    expect(logged.requests).toHaveLength(1);
  });

  it('sends one request, not one per chunk, to a server whose /actions is not known yet', async () => {
    const hashes = testHashes(500);
    const logged = await proxy(apiWithout.origin);
    const client = createApiClient({ baseUrl: logged.origin });
    const queryClient = createQueryClient({ retry: false });
    const chunks = planActionRequests(client, hashes);
    expect(chunks).toHaveLength(3);
    const answers = await Promise.all(
      chunks.map((chunk) => queryClient.fetchQuery(blockActionsChunkQueryOptions(client, 1, chunk))),
    );
    expect(answers.every((answer) => answer.notOffered)).toBe(true);
    expect(logged.requests).toHaveLength(1);

    // Once it answered, the chunks go together.
    forgetLearnedEndpoints();
    const offered = await proxy(api.origin);
    const offeredClient = createApiClient({ baseUrl: offered.origin });
    await Promise.all(
      planActionRequests(offeredClient, hashes).map((chunk) =>
        createQueryClient({ retry: false }).fetchQuery(
          blockActionsChunkQueryOptions(offeredClient, 1, chunk),
        ),
      ),
    );
    expect(offered.requests).toHaveLength(3);
  });

  it.each([
    [
      '500 naming the missing table',
      500,
      { error: 'ERROR: relation "actions" does not exist (SQLSTATE 42P01)' },
      true,
    ],
    ['405', 405, { error: 'Method Not Allowed' }, true],
    ['501', 501, { error: 'not implemented' }, true],
    ['422 without the index words', 422, { detail: [{ msg: 'field required' }] }, true],
    ['500 of another kind', 500, { error: 'internal server error: context deadline exceeded' }, false],
    [
      '422 in the index words',
      422,
      { error: 'failed to decode: schema: error converting value for index 0 of "tx_hash"' },
      false,
    ],
  ])('a %s is %s', async (_name, status, body, notOffered) => {
    const logged = await proxy(api.origin, (_req, res) => {
      sendJson(res, status, JSON.stringify(body));
      return true;
    });
    const { client, answer } = ask(logged.origin, 1, testHashes(3));
    if (notOffered) await expect(answer).resolves.toMatchObject({ notOffered: true });
    else {
      const error: unknown = await answer.then(
        () => null,
        (reason: unknown) => reason,
      );
      expect(error).toBeInstanceOf(ApiError);
      expect(isNotOfferedError(error)).toBe(false);
    }
    expect(isNotOfferedBy(client, 'actions')).toBe(notOffered);
  });

  it('splits a chunk whose URL the server refuses as too long (414), learning the shorter budget', async () => {
    const hashes = await blockHashes(50503960);
    const many = [...hashes, ...testHashes(150)];
    const logged = await proxy(api.origin, (req, res) => {
      if ((req.url ?? '').length <= 4000) return false;
      sendJson(res, 414, JSON.stringify({ error: 'URI Too Long' }));
      return true;
    });
    const { client, answer } = ask(logged.origin, 50503960, many);
    const data = await answer;
    if (data.notOffered) throw new Error('not offered');
    expect(data.covered).toEqual(many);
    // Halved at each refusal (~10,000 → ~5,000 → ~2,500 characters): a few refusals, then none.
    const refused = logged.requests.filter((path) => path.length > 4000).length;
    expect(refused).toBeGreaterThanOrEqual(1);
    expect(refused).toBeLessThanOrEqual(3);
    // A block planned afterwards uses the learned budget at once.
    for (const chunk of planActionRequests(client, many)) {
      expect(client.urlOf('actions', actionParams(chunk, 0)).length).toBeLessThanOrEqual(4000);
    }
    expect(data.actions.some((action) => action.transactions.includes(JETTON_TRANSFER.senderWalletTx))).toBe(
      true,
    );
  });

  it('keeps hostile action details as data: a U+202E symbol, decimals 255, -1 and x, a 10 MB comment', async () => {
    const text = JSON.stringify(hostileActionsAnswer());
    const logged = await proxy(api.origin, (_req, res) => {
      sendJson(res, 200, text);
      return true;
    });
    const data = await ask(logged.origin, 50503960, testHashes(2)).answer;
    if (data.notOffered) throw new Error('not offered');
    expect(data.actions).toHaveLength(5);
    expect(data.jettons.get(HOSTILE_MASTERS.rtlSymbol)).toMatchObject({
      symbol: HOSTILE_SYMBOL,
      decimals: { known: true, value: 9 },
    });
    for (const master of [
      HOSTILE_MASTERS.decimals255,
      HOSTILE_MASTERS.decimalsNegative,
      HOSTILE_MASTERS.decimalsNotANumber,
    ]) {
      expect(data.jettons.get(master)?.decimals.known).toBe(false);
    }
    const transfer = data.actions.find((action) => action.type === 'ton_transfer');
    // The comment stays a stranger's text in the sentence (however much of it the model's reader keeps).
    // The sentence is one message whose placeholders hold the parts: look through them.
    const parts = sentenceLeaves(transfer?.sentence ?? []);
    expect(parts.some((part) => part.kind === 'stranger' && part.text.startsWith('AAAA'))).toBe(true);
  });
});
