// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  accountStatesChunkQueryOptions,
  MAX_REQUEST_URL_LENGTH,
  planAccountStatesRequests,
} from '../../src/api/account-states.ts';
import { ApiError } from '../../src/api/api-error.ts';
import { MAX_ACCOUNTS_PER_LOOKUP } from '../../src/api/lookup-limit.ts';
import { createApiClient } from '../../src/api/client.ts';
import { createQueryClient } from '../../src/app/query-client.ts';
import { syntheticAccounts } from '../synthetic-accounts.ts';
import { startSampleApiServer, type SampleApiServer } from '../../sample-api/server.ts';
import mainnet from '../../sample-api/dataset/mainnet.json' with { type: 'json' };
import { clearSampleFaults, injectSampleFault } from '../fixtures/sample-faults.ts';

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

  it('refuses more than 1024 different accounts before anything is sent', () => {
    const client = createApiClient({ baseUrl: '' });
    const addresses = syntheticAccounts(MAX_ACCOUNTS_PER_LOOKUP + 1);
    expect(() => planAccountStatesRequests(client, addresses, true)).toThrow(
      expect.objectContaining({
        kind: 'invalid-input',
        message: expect.stringContaining('1025 different accounts: the limit is 1024'),
      }),
    );
  });

  it('refuses a string that is not an address', () => {
    const client = createApiClient({ baseUrl: '' });
    expect(() => planAccountStatesRequests(client, ['hello'], true)).toThrow(ApiError);
  });
});

/** A client that counts its requests to the sample API. */
function countingClient() {
  const urls: string[] = [];
  const client = createApiClient({
    baseUrl: server.origin,
    fetch: async (input, init) => {
      urls.push(String(input));
      return fetch(input, init);
    },
  });
  return { client, urls };
}

const injectFault = (fault: Record<string, unknown>, times = 1) =>
  injectSampleFault(server.origin, 'accountStates', fault, times);

afterEach(() => clearSampleFaults(server.origin));

describe('accountStatesChunkQueryOptions against the sample API', () => {
  it('keys each request by the endpoint, include_boc and its addresses', () => {
    const client = createApiClient({ baseUrl: 'https://toncenter.com' });
    const [chunk] = planAccountStatesRequests(client, sampleAccounts, false);
    expect(accountStatesChunkQueryOptions(client, chunk!).queryKey).toEqual([
      'accountStates',
      'https://toncenter.com',
      { includeBoc: false, addresses: sampleAccounts },
    ]);
  });

  it('answers every request; the accounts the index never saw are not found', async () => {
    const unknown = syntheticAccounts(MAX_ACCOUNTS_PER_LOOKUP - sampleAccounts.length, 7);
    const addresses = [...unknown.slice(0, 500), ...sampleAccounts, ...unknown.slice(500)];
    const { client, urls } = countingClient();
    const queryClient = createQueryClient({ retry: false });
    const chunks = planAccountStatesRequests(client, addresses, false);
    const answers = await Promise.all(
      chunks.map((chunk) => queryClient.fetchQuery(accountStatesChunkQueryOptions(client, chunk))),
    );
    expect(urls).toHaveLength(chunks.length);
    expect(chunks.length).toBeGreaterThan(1);
    expect(Math.max(...urls.map((url) => url.length))).toBeLessThan(MAX_REQUEST_URL_LENGTH);
    const found = answers.flatMap((answer) => [...answer.accounts.keys()]);
    expect(found.sort()).toEqual([...sampleAccounts].sort());
    for (const answer of answers) {
      expect(answer.previousBalances).toBeUndefined();
      for (const account of answer.accounts.values()) {
        expect(typeof account.balance).toBe('bigint');
        expect(account.code_boc).toBeUndefined();
      }
    }
    const addressBook = Object.assign({}, ...answers.map((answer) => answer.addressBook));
    for (const raw of sampleAccounts) expect(addressBook[raw]?.user_friendly).toBeTruthy();
  });

  it("retries a 503 with the app's policy, and then succeeds", async () => {
    await injectFault({ status: 503 });
    const { client, urls } = countingClient();
    const [chunk] = planAccountStatesRequests(client, sampleAccounts, true);
    const answer = await createQueryClient().fetchQuery(accountStatesChunkQueryOptions(client, chunk!));
    expect(urls).toHaveLength(2);
    expect(answer.accounts.size).toBe(sampleAccounts.length);
  });

  it('never retries a 4xx or an answer it cannot read', async () => {
    for (const fault of [{ status: 422, body: '{"error":"boom"}' }, { truncate: true }]) {
      await injectFault(fault);
      const { client, urls } = countingClient();
      const [chunk] = planAccountStatesRequests(client, sampleAccounts, true);
      await expect(
        createQueryClient().fetchQuery(accountStatesChunkQueryOptions(client, chunk!)),
      ).rejects.toBeInstanceOf(ApiError);
      expect(urls).toHaveLength(1);
    }
  });

  it('a second answer carries the balances it replaced; a superseded fetch never writes its late answer', async () => {
    const { client, urls } = countingClient();
    const queryClient = createQueryClient({ retry: false });
    const [chunk] = planAccountStatesRequests(client, sampleAccounts, true);
    const options = accountStatesChunkQueryOptions(client, chunk!);
    const first = await queryClient.fetchQuery(options);
    const [someone] = sampleAccounts;
    const recorded = first.accounts.get(someone!)?.balance;

    // The next answer says someone got 1 GRAM richer, but arrives late: a newer fetch replaces it first.
    const real = await (await fetch(urls[0]!)).json();
    const account = real.accounts.find((candidate: { address: string }) => candidate.address === someone);
    account.balance = String(BigInt(account.balance) + 1_000_000_000n);
    await injectFault({ delayMs: 400, status: 200, body: JSON.stringify(real) });
    const superseded = queryClient.refetchQueries({ queryKey: options.queryKey, exact: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await queryClient.refetchQueries({ queryKey: options.queryKey, exact: true });
    await superseded;
    await new Promise((resolve) => setTimeout(resolve, 500));

    const latest = queryClient.getQueryData(options.queryKey)!;
    expect(urls).toHaveLength(3);
    expect(latest.accounts.get(someone!)?.balance).toBe(recorded);
    expect(latest.previousBalances?.get(someone!)).toBe(recorded);
    expect(latest.previousBalances?.size).toBe(sampleAccounts.length);
  });
});
