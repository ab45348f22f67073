// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fetchAccountStates,
  MAX_ACCOUNTS_PER_LOOKUP,
  MAX_REQUEST_URL_LENGTH,
  planAccountStatesRequests,
} from '../../src/api/account-states.ts';
import { ApiError } from '../../src/api/api-error.ts';
import { createApiClient } from '../../src/api/client.ts';
import { syntheticAccounts } from '../synthetic-accounts.ts';
import { startSampleApiServer, type SampleApiServer } from '../../sample-api/server.ts';
import mainnet from '../../sample-api/dataset/mainnet.json' with { type: 'json' };

const sampleAccounts = Object.keys(mainnet.accounts);

let server: SampleApiServer;
beforeAll(async () => {
  server = await startSampleApiServer({ profile: 'spec' });
});
afterAll(() => server.close());

describe('planAccountStatesRequests', () => {
  it('keeps every URL under 4 KB for 1024 addresses, with a long base URL too', () => {
    for (const baseUrl of ['', 'https://toncenter.com', 'https://index.example.org/some/long/prefix']) {
      const client = createApiClient({ baseUrl });
      const addresses = syntheticAccounts(MAX_ACCOUNTS_PER_LOOKUP);
      const chunks = planAccountStatesRequests(client, addresses, true);
      for (const chunk of chunks) expect(chunk.url.length).toBeLessThan(MAX_REQUEST_URL_LENGTH);
      expect(chunks.flatMap((chunk) => chunk.rawAddresses)).toEqual(addresses);
      expect(chunks.length).toBeLessThanOrEqual(Math.ceil(MAX_ACCOUNTS_PER_LOOKUP / 50));
      expect(chunks.every((chunk) => chunk.url.includes('include_boc=true'))).toBe(true);
    }
  });

  it('folds forms of one account before counting', () => {
    const client = createApiClient({ baseUrl: '' });
    const [raw] = syntheticAccounts(1);
    const chunks = planAccountStatesRequests(client, [raw!, raw!.toLowerCase()], false);
    expect(chunks).toHaveLength(1);
    expect(chunks[0]?.rawAddresses).toEqual([raw]);
  });

  it('refuses more than 1024 different accounts without sending anything', async () => {
    let requests = 0;
    const client = createApiClient({
      baseUrl: server.origin,
      fetch: async (input, init) => {
        requests += 1;
        return fetch(input, init);
      },
    });
    const addresses = syntheticAccounts(MAX_ACCOUNTS_PER_LOOKUP + 1);
    await expect(fetchAccountStates(client, addresses, { includeBoc: true })).rejects.toMatchObject({
      kind: 'invalid-input',
      message: expect.stringContaining('1025 different accounts: the limit is 1024'),
    });
    expect(requests).toBe(0);
  });

  it('refuses a string that is not an address', () => {
    const client = createApiClient({ baseUrl: '' });
    expect(() => planAccountStatesRequests(client, ['hello'], true)).toThrow(ApiError);
  });
});

describe('fetchAccountStates against the sample API', () => {
  it('merges the answers of every request and reports the unknown accounts as not found', async () => {
    const unknown = syntheticAccounts(MAX_ACCOUNTS_PER_LOOKUP - sampleAccounts.length, 7);
    const addresses = [...unknown.slice(0, 500), ...sampleAccounts, ...unknown.slice(500)];
    const urls: string[] = [];
    const client = createApiClient({
      baseUrl: server.origin,
      fetch: async (input, init) => {
        urls.push(String(input));
        return fetch(input, init);
      },
    });
    const progress: number[] = [];
    const result = await fetchAccountStates(client, addresses, {
      includeBoc: false,
      onProgress: ({ done }) => progress.push(done),
    });
    expect(urls.length).toBeGreaterThan(1);
    expect(Math.max(...urls.map((url) => url.length))).toBeLessThan(MAX_REQUEST_URL_LENGTH);
    expect([...result.accounts.keys()].sort()).toEqual([...sampleAccounts].sort());
    expect(result.notFound.sort()).toEqual([...unknown].sort());
    expect(result.failed).toEqual([]);
    expect(progress.at(-1)).toBe(addresses.length);
    for (const account of result.accounts.values()) {
      expect(typeof account.balance).toBe('bigint');
      expect(account.code_boc).toBeUndefined();
    }
    for (const raw of sampleAccounts) expect(result.addressBook[raw]?.user_friendly).toBeTruthy();
  });

  it('keeps the other results when one request fails for good', async () => {
    await fetch(`${server.origin}/__sample/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        path: 'accountStates',
        times: 1,
        fault: { status: 422, body: '{"error":"boom"}' },
      }),
    });
    const addresses = [...sampleAccounts, ...syntheticAccounts(300, 3)];
    const client = createApiClient({ baseUrl: server.origin });
    const result = await fetchAccountStates(client, addresses, { includeBoc: true, concurrency: 1 });
    expect(result.failed).toHaveLength(1);
    const failedCount = result.failed[0]?.rawAddresses.length ?? 0;
    expect(failedCount).toBeGreaterThan(0);
    expect(result.accounts.size + result.notFound.length + failedCount).toBe(addresses.length);
    expect(result.failed[0]?.error).toMatchObject({ kind: 'http', status: 422, serverMessage: 'boom' });
  });

  it('retries a 503 and then succeeds', async () => {
    await fetch(`${server.origin}/__sample/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: 'accountStates', times: 1, fault: { status: 503 } }),
    });
    const client = createApiClient({ baseUrl: server.origin });
    const result = await fetchAccountStates(client, sampleAccounts, {
      includeBoc: true,
      retryPolicy: { attempts: 3, baseDelayMs: 10, maxDelayMs: 50 },
    });
    expect(result.failed).toEqual([]);
    expect(result.accounts.size).toBe(sampleAccounts.length);
  });
});
