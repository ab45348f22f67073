// @vitest-environment node
// The sample API answers only paths written the one way its routes are written: a backslash, a dot
// segment, an encoded dot, slash or backslash, a doubled slash or an absolute request target is refused
// before any URL parsing, so no API path can be resolved into a control endpoint. The controls themselves
// can be left out altogether (the deployed server does).
import { createServer } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { disguisedPaths, HOSTILE_FAULT, rawRequest } from '../test/fixtures/raw-request.ts';
import { loadSampleDataset } from './dataset.ts';
import { createSampleApiHandler } from './handler.ts';
import { startSampleApiServer, type SampleApiServer } from './server.ts';

const mainnet = loadSampleDataset('mainnet');
const [firstAccount] = Object.keys(mainnet.accounts);
if (!firstAccount) throw new Error('dataset has no account');
const lastSeqno = mainnet.blocks.at(-1)?.seqno;

async function queuedFaults(origin: string): Promise<unknown> {
  const answer = await rawRequest(origin, '/__sample/faults');
  expect(answer.status).toBe(200);
  return JSON.parse(answer.body);
}

describe('paths outside the contract', () => {
  let api: SampleApiServer;
  beforeAll(async () => {
    api = await startSampleApiServer({ replay: { intervalMs: 4000 } });
  });
  afterAll(() => api.close());
  afterEach(async () => {
    await rawRequest(api.origin, '/__sample/faults', { method: 'DELETE' });
  });

  it.each(disguisedPaths('__sample/faults'))('refuses POST %s: no fault is queued', async (path) => {
    const answer = await rawRequest(api.origin, path, { method: 'POST', body: HOSTILE_FAULT });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ error: expect.stringMatching(/path/) });
    expect(await queuedFaults(api.origin)).toEqual({ faults: [] });
    const info = await rawRequest(api.origin, '/api/v3/masterchainInfo');
    expect(info.status).toBe(200);
  });

  it('refuses a disguised DELETE: the queued faults stay', async () => {
    const queued = await rawRequest(api.origin, '/__sample/faults', {
      method: 'POST',
      body: JSON.stringify({ path: 'accountStates', times: 1, fault: { status: 500 } }),
    });
    expect(queued.status).toBe(201);
    for (const path of disguisedPaths('__sample/faults')) {
      expect((await rawRequest(api.origin, path, { method: 'DELETE' })).status, path).toBe(400);
    }
    expect(await queuedFaults(api.origin)).toMatchObject({ faults: [{ path: 'accountStates' }] });
  });

  it.each(['__sample/catalog', '__sample/replay'])('refuses every disguised form of /%s', async (control) => {
    for (const path of disguisedPaths(control)) {
      expect((await rawRequest(api.origin, path)).status, path).toBe(400);
      const restart = JSON.stringify({ head: lastSeqno });
      expect((await rawRequest(api.origin, path, { method: 'POST', body: restart })).status, path).toBe(400);
    }
  });

  it.each([
    '/api/v3/x/../masterchainInfo',
    '/api/v3/./masterchainInfo',
    '/api/v3\\masterchainInfo',
    '/api/v3%2fmasterchainInfo',
    '/api/v3/masterchainInfo/.',
    '//api/v3/masterchainInfo',
    '/api//v3/masterchainInfo',
  ])('answers no API path written another way: %s', async (path) => {
    const answer = await rawRequest(api.origin, path);
    // 400, or 404 for `//api/…`, which a URL parser reads as the host "api": not the sample's either way.
    expect([400, 404]).toContain(answer.status);
    expect(answer.body).toMatch(/^\{"error":/);
  });

  it('answers the paths as the app writes them, encoded characters in the query included', async () => {
    expect((await rawRequest(api.origin, '/api/v3/masterchainInfo')).status).toBe(200);
    const accounts = await rawRequest(
      api.origin,
      `/api/v3/accountStates?address=${encodeURIComponent(firstAccount)}&note=a%2Fb%5C..%2e/../\\`,
    );
    expect(accounts.status).toBe(200);
    expect((await rawRequest(api.origin, '/__sample/catalog')).status).toBe(200);
    expect((await rawRequest(api.origin, '/__sample/replay')).status).toBe(200);
    expect((await rawRequest(api.origin, '/__sample/faults?any=query')).status).toBe(200);
    // A file name with dots is no dot segment (Vite's /node_modules/.vite/deps/… pass to the app).
    expect((await rawRequest(api.origin, '/no/.such.../..file')).status).toBe(404);
  });
});

describe('as middleware in front of the app', () => {
  it('refuses a disguised path of its own, hands any other odd path to the app', async () => {
    const handler = createSampleApiHandler();
    const server = createServer((req, res) => handler(req, res, () => res.end('the app')));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    const origin = `http://127.0.0.1:${address.port}`;
    try {
      for (const path of disguisedPaths('__sample/faults')) {
        const answer = await rawRequest(origin, path, { method: 'POST', body: HOSTILE_FAULT });
        expect(answer.status, path).toBe(400);
      }
      // A time with a "/" in a /block/at/ link, a dot segment outside the API: the app's business.
      for (const path of ['/block/at/2025%2F08%2F02', '/block/./1', '/x/..%2fblock', '/x\\y']) {
        const answer = await rawRequest(origin, path);
        expect(answer.body, path).toBe('the app');
      }
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('without the controls (the deployed server)', () => {
  let api: SampleApiServer;
  beforeAll(async () => {
    api = await startSampleApiServer({ controls: false, replay: { intervalMs: 4000 } });
  });
  afterAll(() => api.close());

  it('has no fault queue and no replay control, only the API and the catalog', async () => {
    const queued = await rawRequest(api.origin, '/__sample/faults', { method: 'POST', body: HOSTILE_FAULT });
    expect(queued.status).toBe(404);
    expect((await rawRequest(api.origin, '/__sample/faults')).status).toBe(404);
    expect((await rawRequest(api.origin, '/__sample/faults', { method: 'DELETE' })).status).toBe(404);
    const restart = JSON.stringify({ head: lastSeqno });
    expect((await rawRequest(api.origin, '/__sample/replay', { method: 'POST', body: restart })).status).toBe(
      404,
    );
    expect((await rawRequest(api.origin, '/api/v3/masterchainInfo')).status).toBe(200);
    expect((await rawRequest(api.origin, '/__sample/catalog')).status).toBe(200);
  });
});
