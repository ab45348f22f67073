// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/client.ts';
import { createQueryClient } from '../../src/app/query-client.ts';
import { MAX_ACCOUNTS_PER_LOOKUP } from '../../src/api/lookup-limit.ts';
import {
  ownerTokensChunkQueryOptions,
  type OwnerTokensChunkAnswer,
} from '../../src/api/tokens/owner-tokens-query.ts';
import {
  MAX_OWNERS_PER_REQUEST,
  planOwnerRequests,
  shortenedUrlBudgets,
  TOKEN_URL_BUDGET,
  isNotOfferedBy,
} from '../../src/api/tokens/token-requests.ts';
import type { TokenEndpoint } from '../../src/api/tokens/owner-tokens.ts';
import { jettonAmountText } from '../../src/ton/jetton/jetton-info.ts';
import { dnsNamesQueryOptions, dnsNamesSourceQueryOptions } from '../../src/api/tokens/dns-names.ts';
import { syntheticAccounts } from '../synthetic-accounts.ts';
import {
  LENS_MASTER,
  recordedJettonWallets,
  recordedMetadataOf,
  USDT_MASTER,
} from '../fixtures/token-answers.ts';
import { sendJson, startLoopbackProxy } from '../fixtures/loopback-proxy.ts';
import {
  startTokenServer,
  type TokenServer,
  type TokenServerOptions,
  type TokenServerRows,
} from '../fixtures/token-server.ts';

const servers: TokenServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function serve(rows: TokenServerRows, options?: TokenServerOptions) {
  const server = await startTokenServer(rows, options);
  servers.push(server);
  const client = createApiClient({ baseUrl: server.origin });
  const queryClient = createQueryClient({ retry: false });
  async function ask<E extends TokenEndpoint>(endpoint: E, owners: readonly string[]) {
    return (await queryClient.fetchQuery(
      ownerTokensChunkQueryOptions(client, endpoint, owners),
    )) as OwnerTokensChunkAnswer<E>;
  }
  return { server, client, ask };
}

const recorded = recordedJettonWallets();
const recordedOwners = [...new Set(recorded.map((row) => row.owner))];
const recordedMetadata = recordedMetadataOf([
  ...recorded.map((row) => row.address),
  USDT_MASTER,
  LENS_MASTER,
]);

describe('planOwnerRequests', () => {
  const endpoints: TokenEndpoint[] = ['jetton/wallets', 'nft/items', 'walletStates'];

  it(`plans 1024 owners within ${TOKEN_URL_BUDGET} characters a URL and ${MAX_OWNERS_PER_REQUEST} owners a request`, () => {
    const owners = syntheticAccounts(MAX_ACCOUNTS_PER_LOOKUP);
    const figures: Record<string, number[]> = {};
    for (const baseUrl of [
      'http://127.0.0.1:4173',
      'https://toncenter.com',
      'https://index.example.org/a/long/prefix',
    ]) {
      const client = createApiClient({ baseUrl });
      for (const endpoint of endpoints) {
        const chunks = planOwnerRequests(client, endpoint, owners);
        for (const chunk of chunks) {
          expect(chunk.owners.length).toBeLessThanOrEqual(MAX_OWNERS_PER_REQUEST);
          // Measured at the first page; later pages add at most 5 digits of offset, counted in the plan.
          expect(chunk.url.length + 5).toBeLessThanOrEqual(TOKEN_URL_BUDGET);
        }
        expect(chunks.flatMap((chunk) => chunk.owners)).toEqual(owners);
        (figures[endpoint] ??= []).push(chunks.length);
      }
    }
    // The figures of docs/decisions/2026-11-26-token-requests.md (toncenter's base URL).
    expect(figures['jetton/wallets']?.[1]).toBe(6);
    expect(figures['nft/items']?.[1]).toBe(6);
    expect(figures['walletStates']?.[1]).toBe(5);
  });

  it('never puts more than 1000 owners in one request, whatever the URL budget', () => {
    const client = createApiClient({ baseUrl: 'https://toncenter.com' });
    const chunks = planOwnerRequests(client, 'jetton/wallets', syntheticAccounts(1024), Infinity);
    expect(chunks.map((chunk) => chunk.owners.length)).toEqual([1000, 24]);
  });

  it('counts forms of one owner once and refuses what is no address', () => {
    const client = createApiClient({ baseUrl: 'https://toncenter.com' });
    const [owner] = syntheticAccounts(1);
    expect(planOwnerRequests(client, 'walletStates', [owner!, owner!.toLowerCase()])).toHaveLength(1);
    expect(() => planOwnerRequests(client, 'walletStates', ['hello'])).toThrow(/Not an address/);
  });
});

describe('ownerTokensChunkQueryOptions: jetton wallets', () => {
  it("reads the recorded holders: exact balances, the minter's symbol and decimals, USD₮ first", async () => {
    const { ask, server } = await serve({ jettonWallets: recorded, metadata: recordedMetadata });
    const answer = await ask('jetton/wallets', recordedOwners);
    if (answer.notOffered) throw new Error('offered');
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]).toMatch(/limit=1000&offset=0$/);
    expect(answer.requests).toBe(1);
    for (const row of recorded) {
      const owner = answer.byOwner.get(row.owner);
      if (owner?.state !== 'answered') throw new Error(`no answer for ${row.owner}`);
      const holding = owner.value.find((candidate) => candidate.wallet === row.address);
      expect(holding?.balance).toBe(BigInt(row.balance));
      expect(holding?.jetton.master).toBe(row.jetton);
    }
    const usdtRow = recorded.find((row) => row.jetton === USDT_MASTER)!;
    const usdtOwner = answer.byOwner.get(usdtRow.owner);
    if (usdtOwner?.state !== 'answered') throw new Error('no USD₮ owner');
    const [first] = usdtOwner.value;
    expect(first?.jetton).toMatchObject({
      isUsdt: true,
      symbol: 'USD₮',
      decimals: { known: true, value: 6 },
    });
    expect(jettonAmountText(first!.balance, first!.jetton.decimals)).toBe(
      usdtRow.balance === '4100100' ? '4.1001' : '9.024902',
    );
    const lensRow = recorded.find((row) => row.jetton === LENS_MASTER)!;
    const lensOwner = answer.byOwner.get(lensRow.owner);
    if (lensOwner?.state !== 'answered') throw new Error('no LENS owner');
    expect(lensOwner.value[0]?.jetton).toMatchObject({ symbol: 'LENS', decimals: { known: true, value: 9 } });
  });

  it('answers an owner with no jetton wallet as holding none', async () => {
    const { ask } = await serve({ jettonWallets: recorded, metadata: recordedMetadata });
    const [stranger] = syntheticAccounts(1, 77);
    const answer = await ask('jetton/wallets', [stranger!]);
    if (answer.notOffered) throw new Error('offered');
    expect(answer.byOwner.get(stranger!)).toEqual({ state: 'answered', value: [] });
  });

  it('turns the sample API note into no-sample-data for the owners it names', async () => {
    const [known, unknown] = [recordedOwners[0]!, syntheticAccounts(1, 5)[0]!];
    const { ask } = await serve({
      jettonWallets: recorded,
      metadata: recordedMetadata,
      sampleNote: { text: 'No data in the sample.', owners_without_data: [unknown.toLowerCase()] },
    });
    const answer = await ask('jetton/wallets', [known, unknown]);
    if (answer.notOffered) throw new Error('offered');
    expect(answer.byOwner.get(unknown)).toEqual({ state: 'no-sample-data', note: 'No data in the sample.' });
    expect(answer.byOwner.get(known)?.state).toBe('answered');
  });

  it('pages with limit=1000 and offset while a full page comes back', async () => {
    // Test rows, not chain data: one owner with 2,500 empty jetton wallets of made-up masters.
    const [owner] = syntheticAccounts(1, 9);
    const masters = syntheticAccounts(2500, 11);
    const wallets = syntheticAccounts(2500, 12);
    const rows = masters.map((jetton, index) => ({
      address: wallets[index]!,
      owner: owner!,
      jetton,
      balance: '0',
    }));
    const { ask, server } = await serve({ jettonWallets: rows });
    const answer = await ask('jetton/wallets', [owner!]);
    if (answer.notOffered) throw new Error('offered');
    expect(server.requests.map((url) => new URL(url, 'http://x').searchParams.get('offset'))).toEqual([
      '0',
      '1000',
      '2000',
    ]);
    expect(answer.requests).toBe(3);
    const held = answer.byOwner.get(owner!);
    expect(held?.state === 'answered' && held.value.length).toBe(2500);
  });
});

describe('URLs a server refuses as too long', () => {
  it('learns a smaller budget on a 414, splits the chunk and goes on', async () => {
    const owners = syntheticAccounts(300, 21);
    const { ask, server, client } = await serve({ wallets: [] }, { maxUrlLength: 8_000 });
    const answer = await ask('walletStates', owners);
    if (answer.notOffered) throw new Error('offered');
    expect(answer.byOwner.size).toBe(300);
    const statuses = server.requests.map((url) => url.length > 8_000);
    // The first, too long, was refused once; every later one fits.
    expect(statuses[0]).toBe(true);
    expect(statuses.slice(1).every((tooLong) => !tooLong)).toBe(true);
    const [learned] = shortenedUrlBudgets(client);
    expect(learned?.endpoint).toBe('walletStates');
    expect(learned!.maxUrlLength).toBeLessThanOrEqual(8_000);
    // Planned again for this server, the list fits at once.
    for (const chunk of planOwnerRequests(client, 'walletStates', owners))
      expect(new URL(chunk.url).pathname.length + new URL(chunk.url).search.length).toBeLessThanOrEqual(
        8_000,
      );
  });
});

describe('endpoints a server does not offer', () => {
  it.each([
    ['404', 'nft/items'],
    ['500', 'walletStates'],
    ['422', 'jetton/wallets'],
  ] as const)('learns a %s from %s once and stops asking', async (missing, endpoint) => {
    const { ask, server, client } = await serve({}, { missing: { [endpoint]: missing } });
    const [first, second] = [syntheticAccounts(2, 31).slice(0, 1), syntheticAccounts(2, 32).slice(0, 1)];
    const answer = await ask(endpoint, first);
    expect(answer).toMatchObject({ notOffered: true, host: new URL(server.origin).host, requests: 1 });
    expect(isNotOfferedBy(client, endpoint)).toBe(true);
    const again = await ask(endpoint, second);
    expect(again).toMatchObject({ notOffered: true, requests: 0 });
    expect(server.requests).toHaveLength(1);
    // The other endpoints are still asked.
    const other: TokenEndpoint = endpoint === 'walletStates' ? 'nft/items' : 'walletStates';
    expect((await ask(other, first)).notOffered).toBe(false);
  });

  it("keeps a 422 in the index's own words (a timeout) a failure of that chunk, learning nothing", async () => {
    const server = await startTokenServer({});
    servers.push(server);
    // The index's words for a query it gave up on, as toncenter answers accountStates' timeouts (422).
    const proxy = await startLoopbackProxy(server.origin, (req, res, forward) => {
      if (req.url?.includes('jetton/wallets'))
        return sendJson(res, 422, JSON.stringify({ error: 'canceling statement due to statement timeout' }));
      forward(req, res);
    });
    try {
      const client = createApiClient({ baseUrl: proxy.origin });
      const queryClient = createQueryClient({ retry: false });
      const [owner] = syntheticAccounts(1, 71);
      await expect(
        queryClient.fetchQuery(ownerTokensChunkQueryOptions(client, 'jetton/wallets', [owner!])),
      ).rejects.toMatchObject({ kind: 'http', status: 422 });
      expect(isNotOfferedBy(client, 'jetton/wallets')).toBe(false);
    } finally {
      await proxy.close();
    }
  });

  it('keeps a 422 about a value sent as a failure, not as "not offered"', async () => {
    const { server, client } = await serve({});
    const queryClient = createQueryClient({ retry: false });
    // An address the server cannot read: sent as is through the client, as a server of another format
    // would see it. (The plan itself never sends one.)
    const failing = queryClient.fetchQuery({
      queryKey: ['probe'],
      queryFn: async ({ signal }) => {
        const { jettonWalletsResponseSchema } = await import('../../src/api/tokens/token-schemas.ts');
        return client.get(
          'jetton/wallets',
          [['owner_address', 'not-an-address']],
          jettonWalletsResponseSchema,
          signal,
        );
      },
    });
    await expect(failing).rejects.toMatchObject({ kind: 'http', status: 422 });
    const { isNotOfferedError } = await import('../../src/api/tokens/token-requests.ts');
    await failing.catch((error: unknown) => expect(isNotOfferedError(error)).toBe(false));
    expect(server.requests).toHaveLength(1);
  });
});

describe('dnsNamesQueryOptions', () => {
  const [owner, other] = syntheticAccounts(2, 41);

  it('lists every name whose wallet record points to the address, sorted', async () => {
    // The recorded domain (foundation.ton), and a second name as a test value.
    const { client, server } = await serve({
      dnsRecords: [
        { domain: 'foundation.ton', dns_wallet: owner! },
        { domain: 'another-name.ton', dns_wallet: owner! },
        { domain: 'elsewhere.ton', dns_wallet: other! },
      ],
    });
    const queryClient = createQueryClient({ retry: false });
    const names = await queryClient.fetchQuery(dnsNamesSourceQueryOptions(client, owner!));
    expect(names).toEqual({ state: 'answered', value: ['another-name.ton', 'foundation.ton'] });
    expect(server.requests[0]).toMatch(/^\/api\/v3\/dns\/records\?wallet=[\w-]{48}&limit=1000&offset=0$/);
  });

  it('says not offered once, and the names-only query fails with those words', async () => {
    const { client, server } = await serve({}, { missing: { 'dns/records': '500' } });
    const queryClient = createQueryClient({ retry: false });
    const source = await queryClient.fetchQuery(dnsNamesSourceQueryOptions(client, owner!));
    expect(source).toEqual({ state: 'not-offered', host: new URL(server.origin).host });
    await queryClient.fetchQuery(dnsNamesSourceQueryOptions(client, other!));
    expect(server.requests).toHaveLength(1);
    const select = dnsNamesQueryOptions(client, owner!).select;
    expect(() => select?.(source)).toThrow(/not offered by 127\.0\.0\.1/);
  });

  it('keeps the sample API note apart from owning none', async () => {
    const { client } = await serve({
      sampleNote: { text: 'No data in the sample.', owners_without_data: [owner!] },
    });
    const queryClient = createQueryClient({ retry: false });
    expect(await queryClient.fetchQuery(dnsNamesSourceQueryOptions(client, owner!))).toEqual({
      state: 'no-sample-data',
      note: 'No data in the sample.',
    });
  });
});

describe('hostile metadata through the answer', () => {
  it('keeps every hostile value of the issue safe, refused with a reason, or marked', async () => {
    // Test values: a made-up master whose metadata is hostile in every way the issue lists, and one
    // wallet of it per hostile case for a made-up owner.
    const [owner, ...masters] = syntheticAccounts(6, 61);
    const wallets = syntheticAccounts(5, 62);
    const hostile = [
      { decimals: '255', symbol: 'USD\u202eTDSU', image: 'javascript:alert(1)' },
      { decimals: '-1', symbol: 'A'.repeat(10_000) },
      { decimals: '1e3', symbol: 'GRAM', name: 'GRAM' },
      { decimals: '', symbol: 'USDT' },
      { decimals: '9', symbol: 'BIG' },
    ];
    const metadata: Record<string, unknown> = {};
    hostile.forEach(({ decimals, ...fields }, index) => {
      metadata[masters[index]!] = {
        is_indexed: true,
        token_info: [{ valid: true, type: 'jetton_masters', ...fields, extra: { decimals } }],
      };
    });
    const rows = hostile.map((_, index) => ({
      address: wallets[index]!,
      owner: owner!,
      jetton: masters[index]!,
      balance: index === 4 ? (10n ** 80n).toString() : '1000',
    }));
    const { ask } = await serve({ jettonWallets: rows, metadata });
    const answer = await ask('jetton/wallets', [owner!]);
    if (answer.notOffered) throw new Error('offered');
    const held = answer.byOwner.get(owner!);
    if (held?.state !== 'answered') throw new Error('not answered');
    const byMaster = new Map(held.value.map((holding) => [holding.jetton.master, holding]));
    for (const index of [0, 1, 2, 3]) {
      const { jetton, balance } = byMaster.get(masters[index]!)!;
      expect(jetton.decimals).toMatchObject({ known: false, reason: expect.stringMatching(/raw units/) });
      expect(jettonAmountText(balance, jetton.decimals)).toBe('1,000');
    }
    expect(byMaster.get(masters[0]!)?.jetton.image).toBeNull();
    expect(byMaster.get(masters[0]!)?.jetton.warnings).toContain('looks-like-usdt');
    expect(byMaster.get(masters[2]!)?.jetton.warnings).toEqual(['looks-like-native-coin']);
    expect(byMaster.get(masters[3]!)?.jetton).toMatchObject({ isUsdt: false, warnings: ['looks-like-usdt'] });
    const big = byMaster.get(masters[4]!)!;
    expect(big.balance).toBe(10n ** 80n);
    expect(jettonAmountText(big.balance, big.jetton.decimals).replace(/,/g, '')).toBe(`1${'0'.repeat(71)}`);
    // The largest balance first (no USD₮ here).
    expect(held.value[0]?.jetton.master).toBe(masters[4]);
  });
});

describe('compareJettonHoldings', () => {
  it('puts USD₮ first, then the larger balance, then the master', async () => {
    const { compareJettonHoldings } = await import('../../src/api/tokens/owner-tokens.ts');
    const { jettonInfoOf } = await import('../../src/ton/jetton/jetton-info.ts');
    const usdt = jettonInfoOf(USDT_MASTER, undefined);
    const lens = jettonInfoOf(LENS_MASTER, undefined);
    const holding = (jetton: typeof usdt, balance: bigint, wallet: string) => ({
      wallet,
      jetton,
      balance,
      lastTransactionLt: null,
    });
    const sorted = [
      holding(lens, 4_900_000_000_000n, 'B'),
      holding(usdt, 4_100_100n, 'A'),
      holding(lens, 100_000_000_000n, 'C'),
    ].sort(compareJettonHoldings);
    expect(sorted.map((entry) => entry.wallet)).toEqual(['A', 'B', 'C']);
  });
});
