// @vitest-environment node
/**
 * The API client against the real sample API over real HTTP on loopback: every ApiError kind comes from
 * an actual exchange (status codes, bodies, dropped connections, delays), not from a mocked fetch.
 */
import { createServer } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/api-error.ts';
import { createApiClient } from '../../src/api/client.ts';
import { QueryClient } from '@tanstack/react-query';
import {
  blockQueryOptions,
  fetchMasterchainBlock,
  prefetchBlock,
} from '../../src/api/block/masterchain-block.ts';
import { fetchMasterchainInfo } from '../../src/api/head/masterchain-info.ts';
import * as z from 'zod/mini';
import { blockTransactionsSchema } from '../../src/api/schemas.ts';
import { injectSampleFault } from '../fixtures/sample-faults.ts';
import { startSampleApiServer, type SampleApiServer } from '../../sample-api/server.ts';

let spec: SampleApiServer;
let live: SampleApiServer;

beforeAll(async () => {
  spec = await startSampleApiServer({ profile: 'spec' });
  live = await startSampleApiServer({ profile: 'live' });
});

afterAll(async () => {
  await spec.close();
  await live.close();
});

afterEach(async () => {
  await fetch(`${spec.origin}/__sample/faults`, { method: 'DELETE' });
});

async function injectFault(
  origin: string,
  fault: Record<string, unknown>,
  path = 'masterchainBlockShardState',
) {
  const response = await fetch(`${origin}/__sample/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path, fault }),
  });
  expect(response.ok).toBe(true);
}

async function captureError(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the request to fail');
}

/** The network boundary, watched: the status of every answer the client got, in order. */
function recordStatuses() {
  const statuses: number[] = [];
  const statusRecordingFetch: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    statuses.push(response.status);
    return response;
  };
  return { statuses, statusRecordingFetch };
}

describe('ApiError kinds from real HTTP exchanges with the sample API', () => {
  it('404 with the server message for an unknown block', async () => {
    const client = createApiClient({ baseUrl: spec.origin });
    const error = await captureError(fetchMasterchainBlock(client, 1));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(404);
    expect(error.serverMessage).toBe('blocks not found');
    expect(error.isTransient).toBe(false);
  });

  it('422 with the server message for a bad address', async () => {
    const client = createApiClient({ baseUrl: spec.origin });
    const error = await captureError(
      client.get('accountStates', [['address', 'not-an-address']], blockTransactionsSchema),
    );
    expect(error.kind).toBe('http');
    expect(error.status).toBe(422);
    expect(error.serverMessage).toMatch(/failed to decode/);
  });

  it('429 with the Retry-After delay from the live profile', async () => {
    // No patience: the first refusal is the caller's error, as it is after 60 s of them.
    const client = createApiClient({ baseUrl: live.origin, rateLimitPatienceMs: 0 });
    await fetchMasterchainInfo(client);
    const error = await captureError(fetchMasterchainInfo(client));
    expect(error.kind).toBe('rate-limit');
    expect(error.status).toBe(429);
    expect(error.retryAfterMs).toBe(1000);
    expect(error.serverMessage).toBe('Ratelimit exceed');
    expect(error.isTransient).toBe(true);
  });

  it('429 without Retry-After leaves the delay unknown', async () => {
    await injectFault(spec.origin, { status: 429, body: '{"error":"slow down"}' });
    const client = createApiClient({ baseUrl: spec.origin, rateLimitPatienceMs: 0 });
    const error = await captureError(fetchMasterchainBlock(client, 50503953));
    expect(error.kind).toBe('rate-limit');
    expect(error.retryAfterMs).toBeUndefined();
  });

  it('a server of unknown limit: refused requests wait their turn and are sent again, none lost', async () => {
    // A live-profile server of its own (1 request/s, not a toncenter host), so the budget starts unknown.
    const ownLive = await startSampleApiServer({ profile: 'live' });
    const { statuses, statusRecordingFetch: countingFetch } = recordStatuses();
    try {
      const client = createApiClient({ baseUrl: ownLive.origin, fetch: countingFetch });
      const answers = await Promise.all(Array.from({ length: 4 }, () => fetchMasterchainInfo(client)));
      expect(answers).toHaveLength(4);
      expect(statuses.filter((status) => status === 200)).toHaveLength(4);
      // The one refusal that teaches the client the server's pace.
      expect(statuses.filter((status) => status === 429).length).toBeLessThanOrEqual(1);
    } finally {
      await ownLive.close();
    }
  });

  it('a refusal that outlasts the patience is reported with how long it lasted', async () => {
    const own = await startSampleApiServer({ profile: 'spec' });
    const { statuses, statusRecordingFetch: countingFetch } = recordStatuses();
    try {
      await injectSampleFault(own.origin, 'masterchainInfo', { status: 429 }, 10);
      const client = createApiClient({
        baseUrl: own.origin,
        fetch: countingFetch,
        rateLimitPatienceMs: 2500,
      });
      // Refused at once and after the 1 s back-off; the next back-off (2 s) would end past the 2.5 s.
      const error = await captureError(fetchMasterchainInfo(client));
      expect(statuses).toEqual([429, 429]);
      expect(error.kind).toBe('rate-limit');
      expect(error.refusedForMs).toBeGreaterThanOrEqual(900);
      expect(error.message).toMatch(/kept refusing for 1 s/);
    } finally {
      await own.close();
    }
  });

  it('a storm of 429s with Retry-After: 0 that runs into the deadline is named a rate limit, with its count (issue 24, item 9)', async () => {
    const own = await startSampleApiServer({ profile: 'spec' });
    const { statuses, statusRecordingFetch } = recordStatuses();
    try {
      await injectSampleFault(own.origin, 'masterchainBlockShardState', { retryAfter: 0 }, 1000);
      const client = createApiClient({ baseUrl: own.origin, fetch: statusRecordingFetch });
      const error = await captureError(
        fetchMasterchainBlock(client, 50503953, { retry: true, deadlineMs: 3_000 }),
      );
      const refusals = statuses.filter((status) => status === 429).length;
      expect(refusals).toBeGreaterThan(1);
      expect(statuses.every((status) => status === 429)).toBe(true);
      expect(error.kind).toBe('rate-limit');
      expect(error.refusals).toBe(refusals);
      expect(error.message).toMatch(new RegExp(`${refusals} requests refused in a row`));
    } finally {
      await own.close();
    }
  });

  it('5xx is an http error worth retrying', async () => {
    await injectFault(spec.origin, { status: 503, body: '{"error":"maintenance"}' });
    const client = createApiClient({ baseUrl: spec.origin });
    const error = await captureError(fetchMasterchainBlock(client, 50503953));
    expect(error).toMatchObject({ kind: 'http', status: 503, serverMessage: 'maintenance' });
    expect(error.isTransient).toBe(true);
  });

  it('malformed JSON is an unexpected response', async () => {
    await injectFault(spec.origin, {
      status: 200,
      body: '{"transactions": [',
      contentType: 'application/json',
    });
    const client = createApiClient({ baseUrl: spec.origin });
    const error = await captureError(fetchMasterchainBlock(client, 50503953));
    expect(error.kind).toBe('unexpected-response');
    expect(error.message).toMatch(/not JSON/);
  });

  it('a truncated body is an unexpected response', async () => {
    await injectFault(spec.origin, { truncate: true });
    const client = createApiClient({ baseUrl: spec.origin });
    const error = await captureError(fetchMasterchainBlock(client, 50503953));
    expect(['unexpected-response', 'network']).toContain(error.kind);
  });

  it('a missing essential field is named', async () => {
    const original = await (
      await fetch(`${spec.origin}/api/v3/masterchainBlockShardState?seqno=50503953`)
    ).json();
    delete original.transactions[2].hash;
    await injectFault(spec.origin, { status: 200, body: JSON.stringify(original) });
    const client = createApiClient({ baseUrl: spec.origin });
    const error = await captureError(fetchMasterchainBlock(client, 50503953));
    expect(error.kind).toBe('unexpected-response');
    expect(error.field).toBe('transactions[2].hash');
  });

  it('a slow answer times out', async () => {
    await injectFault(spec.origin, { delayMs: 2000 });
    const client = createApiClient({ baseUrl: spec.origin, timeoutMs: 200 });
    const error = await captureError(fetchMasterchainBlock(client, 50503953));
    expect(error.kind).toBe('timeout');
    expect(error.isTransient).toBe(true);
  });

  it('a dropped connection is a network error', async () => {
    await injectFault(spec.origin, { drop: true });
    const client = createApiClient({ baseUrl: spec.origin });
    const error = await captureError(fetchMasterchainBlock(client, 50503953));
    expect(error.kind).toBe('network');
  });

  it('an unreachable server is a network error', async () => {
    const client = createApiClient({ baseUrl: 'http://127.0.0.1:9' });
    const error = await captureError(fetchMasterchainInfo(client));
    expect(error.kind).toBe('network');
  });

  it('a cancelled request is not reported as an ApiError', async () => {
    await injectFault(spec.origin, { delayMs: 2000 });
    const client = createApiClient({ baseUrl: spec.origin });
    const controller = new AbortController();
    const pending = fetchMasterchainBlock(client, 50503953, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('the API key', () => {
  it('travels only in the X-API-Key header, never in the URL', async () => {
    const seen: Array<{ url: string; key: string | null }> = [];
    const client = createApiClient({
      baseUrl: spec.origin,
      apiKey: 'secret-key-123',
      fetch: async (input, init) => {
        seen.push({ url: String(input), key: new Headers(init?.headers).get('X-API-Key') });
        return fetch(input, init);
      },
    });
    const block = await fetchMasterchainBlock(client, 50503953);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.key).toBe('secret-key-123');
    expect(seen[0]?.url).not.toContain('secret');
    expect(block.requests.join(' ')).not.toContain('secret');
  });

  it('a refusal records whether its request carried a key, also across the block loader', async () => {
    for (const apiKey of ['secret-key-123', undefined]) {
      const client = createApiClient({ baseUrl: spec.origin, apiKey });
      // The block is read by the loader, whose error crosses to the page as plain details (the worker's
      // way); masterchainInfo by the client itself.
      await injectFault(spec.origin, { status: 401, body: '{"error":"unknown key"}' });
      const blockError = await captureError(fetchMasterchainBlock(client, 50503953));
      await injectFault(spec.origin, { status: 403, body: '{"error":"not allowed"}' }, 'masterchainInfo');
      const infoError = await captureError(fetchMasterchainInfo(client));
      expect(blockError).toMatchObject({ kind: 'http', status: 401, keySent: apiKey !== undefined });
      expect(infoError).toMatchObject({ kind: 'http', status: 403, keySent: apiKey !== undefined });
    }
  });
});

describe('both shapes of masterchainBlockShardState', () => {
  it.each([45268909, 47270678, 50502665, 50503953])(
    'block %i: the spec shape and the live shape give the same normalised result',
    async (seqno) => {
      const fromSpec = await fetchMasterchainBlock(createApiClient({ baseUrl: spec.origin }), seqno);
      // A server of its own, so no other test has spent its 1 request/s; the client's limiter spaces
      // the two requests the live shape needs.
      const ownLive = await startSampleApiServer({ profile: 'live' });
      const fromLive = await fetchMasterchainBlock(
        createApiClient({ baseUrl: ownLive.origin, maxRequestsPerSecond: 1 }),
        seqno,
      ).finally(() => ownLive.close());
      expect(fromSpec.shape).toBe('spec');
      expect(fromLive.shape).toBe('live');
      expect(fromLive.requests).toHaveLength(2);
      expect(fromLive.requests[1]).toContain('/api/v3/transactionsByMasterchainBlock?seqno=');
      expect(fromLive.transactions).toEqual(fromSpec.transactions);
      expect(fromLive.addressBook).toEqual(fromSpec.addressBook);
      // The same shard blocks and counts; the live shape adds each one's header from its `{blocks}`.
      expect(fromLive.shardBlocks.map(({ header: _, ...summary }) => summary)).toEqual(fromSpec.shardBlocks);
      expect(fromLive.shardBlocks.every((summary) => summary.header?.seqno === summary.seqno)).toBe(true);
      expect(fromSpec.transactions.length).toBeGreaterThan(0);
      expect(fromLive.blocks?.[0]).toMatchObject({ workchain: -1, seqno });
    },
    10_000,
  );

  it('turns amounts into bigint and opcodes into numbers', async () => {
    const block = await fetchMasterchainBlock(createApiClient({ baseUrl: spec.origin }), 50503953);
    const transfer = block.transactions.find((transaction) => transaction.in_msg?.opcode === 0x0f8a7ea5);
    expect(transfer).toBeDefined();
    expect(typeof transfer?.lt).toBe('bigint');
    expect(typeof transfer?.total_fees).toBe('bigint');
    expect(typeof transfer?.in_msg?.value).toBe('bigint');
    expect(block.shardBlocks.reduce((sum, shard) => sum + shard.transactionCount, 0)).toBe(
      block.transactions.length,
    );
  });
});

describe('reading a body as it streams in', () => {
  it('decodes a body split inside multi-byte characters, and a multi-megabyte one, exactly', async () => {
    // A token name and an emoji, whose UTF-8 bytes the server splits across writes, then 3 MB more.
    const body = JSON.stringify({ name: 'USD₮ 💎 jetton', padding: 'x'.repeat(3_000_000), end: 'ё' });
    const bytes = Buffer.from(body, 'utf8');
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const head = bytes.subarray(0, 40);
      let offset = 0;
      const writeHead = () => {
        if (offset >= head.length) {
          res.end(bytes.subarray(head.length));
          return;
        }
        res.write(head.subarray(offset, offset + 3));
        offset += 3;
        setTimeout(writeHead, 1);
      };
      writeHead();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const address = server.address();
      if (address === null || typeof address === 'string') throw new Error('no port');
      const client = createApiClient({ baseUrl: `http://127.0.0.1:${address.port}` });
      const answer = await client.get('streamed', [], z.unknown());
      expect(answer.text).toBe(body);
      expect(answer.raw).toEqual(JSON.parse(body));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('oversized and slow answers (issue 14, item 12)', () => {
  /** Counts the requests a client makes, and asks for the body uncompressed when told to. */
  function countingFetch(options: { identity?: boolean } = {}) {
    const calls: string[] = [];
    const fetchImpl: typeof fetch = (input, init) => {
      calls.push(String(input));
      const headers = new Headers(init?.headers);
      if (options.identity) headers.set('accept-encoding', 'identity');
      return fetch(input, { ...init, headers });
    };
    return { calls, fetchImpl };
  }
  const MB = 1024 * 1024;

  it('an answer announced bigger than the cap by its Content-Length is not downloaded, nor retried', async () => {
    await injectFault(spec.origin, { padBytes: 70 * MB });
    const { calls, fetchImpl } = countingFetch({ identity: true });
    const client = createApiClient({ baseUrl: spec.origin, fetch: fetchImpl });
    const started = Date.now();
    const error = await captureError(fetchMasterchainBlock(client, 50503953, { retry: true }));
    expect(error).toMatchObject({ kind: 'too-large', maxBytes: 64 * MB, isTransient: false });
    expect(error.message).toBe(
      'The server announced an answer of 70 MB; tonlens reads at most 64 MB of one answer, so it was not downloaded.',
    );
    expect(calls).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('a gzip bomb (a small Content-Length, 256 MB decoded) stops at the cap while it streams, once', async () => {
    await injectFault(spec.origin, { padBytes: 256 * MB }, 'masterchainBlockShardState');
    const { calls, fetchImpl } = countingFetch();
    const client = createApiClient({ baseUrl: spec.origin, fetch: fetchImpl });
    const error = await captureError(fetchMasterchainBlock(client, 50503953, { retry: true }));
    expect(error.kind).toBe('too-large');
    expect(error.message).toBe(
      'The answer passed 64 MB, the most tonlens reads of one answer, so reading it stopped there.',
    );
    expect(calls).toHaveLength(1);
  });

  it('the page-side reader (client.get) is capped too', async () => {
    await injectFault(spec.origin, { padBytes: 100 * MB }, 'masterchainInfo');
    const client = createApiClient({ baseUrl: spec.origin });
    const error = await captureError(fetchMasterchainInfo(client));
    expect(error.kind).toBe('too-large');
  });

  it('a padded answer under the cap is read as usual', async () => {
    await injectFault(spec.origin, { padBytes: 2 * MB });
    const client = createApiClient({ baseUrl: spec.origin });
    const block = await fetchMasterchainBlock(client, 50503953);
    expect(block.transactions.length).toBeGreaterThan(0);
    expect(block.answerBytes).toBe(2 * MB);
  });

  it('a prefetch-sized cap refuses what a full load reads', async () => {
    await injectFault(spec.origin, { padBytes: 5 * MB });
    const client = createApiClient({ baseUrl: spec.origin });
    const error = await captureError(fetchMasterchainBlock(client, 50503953, { maxBytes: 4 * MB }));
    expect(error.kind).toBe('too-large');
  });

  it('a prefetch reads at most 4 MB; a bigger block is left out of the cache, to load in full when opened', async () => {
    await injectFault(spec.origin, { padBytes: 5 * MB });
    const client = createApiClient({ baseUrl: spec.origin });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await prefetchBlock(queryClient, client, 50503953);
    expect(queryClient.getQueryState(blockQueryOptions(client, 50503953).queryKey)).toBeUndefined();
    await injectFault(spec.origin, { padBytes: 5 * MB });
    const block = await queryClient.fetchQuery(blockQueryOptions(client, 50503953));
    expect(block.answerBytes).toBe(5 * MB);
    // A small one is kept, as before.
    await prefetchBlock(queryClient, client, 50503954);
    expect(queryClient.getQueryData(blockQueryOptions(client, 50503954).queryKey)?.seqno).toBe(50503954);
  });

  it('a dripping answer ends at the deadline of the whole load, retries included', async () => {
    await fetch(`${spec.origin}/__sample/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: 'masterchainBlockShardState', times: 10, fault: { dripMs: 50 } }),
    });
    const { calls, fetchImpl } = countingFetch();
    const client = createApiClient({ baseUrl: spec.origin, timeoutMs: 400, fetch: fetchImpl });
    const started = Date.now();
    const error = await captureError(
      fetchMasterchainBlock(client, 50503953, { retry: true, deadlineMs: 2_000 }),
    );
    const took = Date.now() - started;
    expect(error.kind).toBe('timeout');
    // The budget's wait for a turn counts too: the deadline is for the whole load.
    const tries = calls.length;
    expect(error.message).toBe(
      `Block 50503953 did not arrive within 2 s (${tries} ${tries === 1 ? 'try' : 'tries'}).`,
    );
    expect(took).toBeLessThan(2_500);
  });

  it('the latest block (masterchainInfo) has the same deadline', async () => {
    await fetch(`${spec.origin}/__sample/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        path: 'masterchainInfo',
        times: 10,
        fault: { dripMs: 200 },
      }),
    });
    const client = createApiClient({ baseUrl: spec.origin, timeoutMs: 400 });
    const started = Date.now();
    const error = await captureError(
      fetchMasterchainInfo(client, undefined, { retry: true, deadlineMs: 2_000 }),
    );
    expect(error.kind).toBe('timeout');
    expect(error.message).toMatch(/^The latest block did not arrive within 2 s \(\d+ tr(y|ies)\)\.$/);
    expect(Date.now() - started).toBeLessThan(2_500);
  });
});
