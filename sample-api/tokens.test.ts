// @vitest-environment node
// The token endpoints over real HTTP: every expected value is recomputed here from the dataset (the
// accounts' data cells, read with @ton/core, and the recorded metadata and transactions), never typed in.
import { Cell, type Slice } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSampleDataset } from './dataset.ts';
import type { JsonObject } from './json.ts';
import { startSampleApiServer, type SampleApiServer } from './server.ts';
import { formatUserFriendlyAddress, parseAccountAddress } from './ton-address.ts';

const mainnet = loadSampleDataset('mainnet');
const USDT_MASTER = '0:B113A994B5024A16719F69139328EB759596C38A25F59028B146FECDC3621DFE';
const UNKNOWN = `0:${'AB'.repeat(32)}`;

function raw(slice: Slice): string | null {
  const address = slice.loadMaybeAddress();
  return address ? `${address.workChain}:${address.hash.toString('hex').toUpperCase()}` : null;
}

function interfaces(address: string): unknown[] {
  const value = mainnet.address_book[address]?.interfaces;
  return Array.isArray(value) ? value : [];
}

function dataOf(address: string): Cell {
  const boc = mainnet.accounts[address]?.data_boc;
  if (typeof boc !== 'string') throw new Error(`${address} has no data cell`);
  return Cell.fromBase64(boc);
}

function tokenInfo(address: string): JsonObject {
  const info = mainnet.metadata[address]?.token_info;
  const first: unknown = Array.isArray(info) ? info[0] : undefined;
  if (typeof first !== 'object' || first === null || Array.isArray(first)) {
    throw new Error(`${address} has no token_info`);
  }
  return first as JsonObject;
}

function extra(address: string): Record<string, unknown> {
  const value = tokenInfo(address).extra;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('no extra');
  return value;
}

/** Emulated transactions' accounts: the accounts whose whole state the sample knows. */
const emulatedAccounts = new Set(
  mainnet.blocks
    .filter((block) => block.emulated)
    .flatMap((block) => block.transactions.map((tx) => String(tx.account))),
);

interface Wallet {
  address: string;
  balance: bigint;
  owner: string;
  jetton: string;
}

// TEP-74 wallet data, read here: balance:Coins owner:MsgAddress jetton_master:MsgAddress.
const cellWallets: Wallet[] = Object.keys(mainnet.accounts)
  .filter((address) => interfaces(address).includes('jetton_wallet'))
  .map((address) => {
    const slice = dataOf(address).beginParse();
    const balance = slice.loadCoins();
    return { address, balance, owner: raw(slice) ?? '', jetton: raw(slice) ?? '' };
  });
// The recorded jetton wallets: described by the recorded metadata only (no data cell in the recording).
const recordedWallets: Wallet[] = Object.keys(mainnet.metadata)
  .filter((address) => tokenInfo(address).type === 'jetton_wallets' && !mainnet.accounts[address]?.data_boc)
  .map((address) => {
    const fields = extra(address);
    return {
      address,
      balance: BigInt(String(fields.balance)),
      owner: String(fields.owner),
      jetton: String(fields.jetton),
    };
  });
const allWallets = [...cellWallets, ...recordedWallets];
const byBalance = (a: Wallet, b: Wallet): number =>
  a.balance !== b.balance ? (a.balance > b.balance ? -1 : 1) : a.address < b.address ? -1 : 1;

// A recorded owner the recording says nothing about (a wallet with no jetton wallet in the metadata) and
// an emulated wallet without a jetton wallet (it truly holds none).
const walletAccounts = Object.keys(mainnet.accounts).filter((address) =>
  interfaces(address).some((name) => typeof name === 'string' && name.startsWith('wallet_')),
);
const owners = new Set(allWallets.map((wallet) => wallet.owner));
const recordedWithoutData = walletAccounts.find((a) => !emulatedAccounts.has(a) && !owners.has(a));
const emulatedWithoutJettons = walletAccounts.find((a) => emulatedAccounts.has(a) && !owners.has(a));
if (!recordedWithoutData || !emulatedWithoutJettons) throw new Error('dataset lacks the owners under test');

let server: SampleApiServer;
beforeAll(async () => {
  server = await startSampleApiServer({});
});
afterAll(async () => {
  await server.close();
});

async function get(path: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${server.origin}${path}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function query(name: string, values: readonly string[]): string {
  return values.map((value) => `${name}=${encodeURIComponent(value)}`).join('&');
}

function rowsOf(body: Record<string, unknown>, key: string): Record<string, unknown>[] {
  const rows = body[key];
  if (!Array.isArray(rows)) throw new Error(`no ${key}`);
  return rows as Record<string, unknown>[];
}

describe('the emulated jetton in the dataset', () => {
  it('has wallets whose data cells say what the dataset metadata says', () => {
    expect(cellWallets.length).toBeGreaterThan(0);
    for (const wallet of cellWallets) {
      expect(extra(wallet.address)).toEqual({
        balance: wallet.balance.toString(),
        jetton: wallet.jetton,
        owner: wallet.owner,
      });
    }
  });

  it('has every unit of its supply in a wallet the sample holds', () => {
    // Minter data: total_supply:Coins admin:MsgAddress content:^Cell wallet_code:^Cell.
    const masters = new Set(cellWallets.map((wallet) => wallet.jetton));
    for (const master of masters) {
      const supply = dataOf(master).beginParse().loadCoins();
      const held = cellWallets
        .filter((wallet) => wallet.jetton === master)
        .reduce((sum, wallet) => sum + wallet.balance, 0n);
      expect(held).toBe(supply);
    }
  });
});

describe('GET /api/v3/jetton/wallets', () => {
  const asked = [...owners, recordedWithoutData, emulatedWithoutJettons, UNKNOWN];

  it("answers every owner's wallets by balance, with metadata, and names the owners it cannot know", async () => {
    const { status, body } = await get(`/api/v3/jetton/wallets?${query('owner_address', asked)}&limit=1000`);
    expect(status).toBe(200);
    const expected = [...allWallets].sort(byBalance);
    expect(
      rowsOf(body, 'jetton_wallets').map((row) => [row.address, row.balance, row.owner, row.jetton]),
    ).toEqual(
      expected.map((wallet) => [wallet.address, wallet.balance.toString(), wallet.owner, wallet.jetton]),
    );
    for (const row of rowsOf(body, 'jetton_wallets')) {
      const account = mainnet.accounts[String(row.address)];
      expect(row.last_transaction_lt).toBe(account?.last_transaction_lt);
      expect(row.code_hash).toBe(account?.code_hash);
      expect(row.data_hash).toBe(account?.data_hash);
    }
    const metadata = body.metadata as Record<string, JsonObject>;
    for (const master of new Set(allWallets.map((wallet) => wallet.jetton))) {
      expect(metadata[master]).toEqual(mainnet.metadata[master]);
    }
    expect(metadata[USDT_MASTER]).toBeDefined();
    // The book covers the rows' addresses the dataset has an entry for, as recorded (never a made-up
    // entry for a master the recording does not describe).
    const book = body.address_book as Record<string, unknown>;
    const rowAddresses = new Set(
      allWallets.flatMap((wallet) => [wallet.address, wallet.owner, wallet.jetton]),
    );
    expect(Object.keys(book).sort()).toEqual([...rowAddresses].filter((a) => mainnet.address_book[a]).sort());
    for (const [address, entry] of Object.entries(book)) expect(entry).toEqual(mainnet.address_book[address]);
    expect(body.sample_note).toEqual({
      text: expect.stringContaining('no data'),
      owners_without_data: [recordedWithoutData, UNKNOWN],
    });
  });

  it('answers the two recorded USD₮ wallets for their owners, as recorded', async () => {
    const usdt = recordedWallets.filter((wallet) => wallet.jetton === USDT_MASTER);
    expect(usdt).toHaveLength(2);
    for (const wallet of usdt) {
      const friendly = formatUserFriendlyAddress(
        parseAccountAddress(wallet.owner) ?? { workchain: 0, hash: '' },
        {
          bounceable: false,
          testnetOnly: false,
        },
      );
      const { body } = await get(`/api/v3/jetton/wallets?owner_address=${friendly}`);
      expect(rowsOf(body, 'jetton_wallets').map((row) => [row.address, row.balance])).toEqual([
        [wallet.address, wallet.balance.toString()],
      ]);
      expect(body.sample_note).toBeUndefined();
    }
  });

  it('reads comma-joined owners as repeated ones, and pages by limit and offset', async () => {
    const repeated = await get(`/api/v3/jetton/wallets?${query('owner_address', asked)}&limit=1000`);
    const joined = await get(`/api/v3/jetton/wallets?owner_address=${asked.join(',')}&limit=1000`);
    expect(joined.body).toEqual(repeated.body);
    const pages: unknown[] = [];
    for (let offset = 0; offset < allWallets.length; offset += 3) {
      const { body } = await get(
        `/api/v3/jetton/wallets?${query('owner_address', asked)}&limit=3&offset=${offset}`,
      );
      pages.push(...rowsOf(body, 'jetton_wallets').map((row) => row.address));
    }
    expect(pages).toEqual(rowsOf(repeated.body, 'jetton_wallets').map((row) => row.address));
  });

  it('filters by jetton and by wallet address', async () => {
    const master = cellWallets[0]?.jetton ?? '';
    const { body } = await get(`/api/v3/jetton/wallets?jetton_address=${master}&limit=1000`);
    expect(rowsOf(body, 'jetton_wallets').map((row) => row.address)).toEqual(
      allWallets
        .filter((w) => w.jetton === master)
        .sort(byBalance)
        .map((w) => w.address),
    );
    const one = allWallets[0];
    const byAddress = await get(`/api/v3/jetton/wallets?address=${one?.address ?? ''}`);
    expect(rowsOf(byAddress.body, 'jetton_wallets').map((row) => row.balance)).toEqual([
      one?.balance.toString(),
    ]);
  });

  it('refuses more than 1000 owners and several jettons without exactly one owner, as the index does', async () => {
    const many = Array.from(
      { length: 1001 },
      (_, i) => `0:${(i + 1).toString(16).padStart(64, '0').toUpperCase()}`,
    );
    const tooMany = await get(`/api/v3/jetton/wallets?${query('owner_address', many)}`);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.error).toEqual(expect.stringContaining('1000'));
    const thousand = await get(`/api/v3/jetton/wallets?${query('owner_address', many.slice(0, 1000))}`);
    expect(thousand.status).toBe(200);
    expect(
      (thousand.body.sample_note as { owners_without_data: unknown[] }).owners_without_data,
    ).toHaveLength(1000);
    const masters = await get(
      `/api/v3/jetton/wallets?jetton_address=${USDT_MASTER}&jetton_address=${UNKNOWN}`,
    );
    expect(masters.status).toBe(422);
    const badLimit = await get('/api/v3/jetton/wallets?limit=1001');
    expect(badLimit.status).toBe(422);
    const badOwner = await get('/api/v3/jetton/wallets?owner_address=nope');
    expect(badOwner.status).toBe(422);
  });
});

describe('GET /api/v3/nft/items', () => {
  // TEP-62 item data as the sample's item keeps it: index:uint64 collection owner ^content.
  const cellItems = Object.keys(mainnet.accounts)
    .filter((address) => interfaces(address).includes('nft_item') && mainnet.accounts[address]?.data_boc)
    .map((address) => {
      const slice = dataOf(address).beginParse();
      const index = slice.loadUintBig(64);
      const collection = raw(slice);
      const owner = raw(slice);
      return {
        address,
        index: index.toString(),
        collection,
        owner,
        content: slice.loadRef().beginParse().loadStringTail(),
      };
    });
  // A recorded item whose last recorded transaction is a successful transfer names its owner.
  const recordedItems = Object.keys(mainnet.metadata)
    .filter((address) => tokenInfo(address).type === 'nft_items')
    .map((address) => {
      const lt = mainnet.accounts[address]?.last_transaction_lt;
      const tx = mainnet.blocks
        .flatMap((b) => b.transactions)
        .find((t) => t.account === address && t.lt === lt);
      const description = tx?.description as Record<string, Record<string, unknown>> | undefined;
      const content = (
        tx?.in_msg as Record<string, Record<string, Record<string, Record<string, string>>>> | undefined
      )?.message_content?.decoded;
      const ok =
        description?.compute_ph?.success === true &&
        description.action?.success === true &&
        content?.['@type'] === ('nft_transfer' as unknown);
      const newOwner = content?.new_owner;
      return {
        address,
        index: String(tokenInfo(address).nft_index),
        owner: ok && newOwner ? `${newOwner.workchain_id}:${newOwner.address}` : null,
      };
    });

  it('answers emulated items from their data cells and recorded ones only where a transfer names the owner', async () => {
    expect(cellItems.length).toBeGreaterThan(0);
    expect(recordedItems.some((item) => item.owner === null)).toBe(true); // e.g. foundation.ton: not answered
    const answered = [...cellItems, ...recordedItems.filter((item) => item.owner !== null)];
    const itemOwners = [...new Set(answered.map((item) => item.owner ?? ''))];
    const { status, body } = await get(
      `/api/v3/nft/items?${query('owner_address', [...itemOwners, emulatedWithoutJettons])}&limit=1000`,
    );
    expect(status).toBe(200);
    const rows = rowsOf(body, 'nft_items');
    expect(rows.map((row) => row.address).sort()).toEqual(answered.map((item) => item.address).sort());
    for (const item of cellItems) {
      const row = rows.find((r) => r.address === item.address);
      expect(row).toMatchObject({
        index: item.index,
        collection_address: item.collection,
        owner_address: item.owner,
        init: true,
        content: { sample_item_content: item.content },
        last_transaction_lt: mainnet.accounts[item.address]?.last_transaction_lt,
      });
    }
    for (const item of recordedItems.filter((i) => i.owner !== null)) {
      const row = rows.find((r) => r.address === item.address);
      expect(row).toMatchObject({ index: item.index, owner_address: item.owner });
      expect((body.metadata as Record<string, unknown>)[item.address]).toEqual(
        mainnet.metadata[item.address],
      );
    }
    // The dataset does not hold every emulated item (those the window never touched): no "holds none".
    expect(body.sample_note).toEqual({
      text: expect.stringContaining('no data'),
      owners_without_data: [emulatedWithoutJettons],
    });
  });

  it('filters by item address and collection, and validates like the index', async () => {
    const item = cellItems[0];
    const { body } = await get(`/api/v3/nft/items?collection_address=${item?.collection ?? ''}`);
    expect(rowsOf(body, 'nft_items').map((row) => row.address)).toEqual(
      cellItems.filter((i) => i.collection === item?.collection).map((i) => i.address),
    );
    expect((await get(`/api/v3/nft/items?address=${UNKNOWN}`)).body.nft_items).toEqual([]);
    expect(
      (await get(`/api/v3/nft/items?collection_address=${UNKNOWN}&collection_address=${USDT_MASTER}`)).status,
    ).toBe(422);
    expect((await get('/api/v3/nft/items?index=-1')).status).toBe(422);
  });
});

describe('GET /api/v3/walletStates', () => {
  it('reads type from the code, seqno and wallet id from the data cell; non-wallets and unknowns said as such', async () => {
    const v4 = walletAccounts.find(
      (a) => interfaces(a).includes('wallet_v4r2') && mainnet.accounts[a]?.data_boc,
    );
    const v5 = walletAccounts.find(
      (a) => interfaces(a).includes('wallet_v5r1') && mainnet.accounts[a]?.data_boc,
    );
    const nonWallet = cellWallets[0]?.address;
    if (!v4 || !v5 || !nonWallet) throw new Error('dataset lacks the accounts under test');
    const { status, body } = await get(
      `/api/v3/walletStates?${query('address', [v4, v5, recordedWithoutData, nonWallet, UNKNOWN])}`,
    );
    expect(status).toBe(200);
    const rows = rowsOf(body, 'wallets');
    const v4Data = dataOf(v4).beginParse();
    expect(rows[0]).toMatchObject({
      address: v4,
      is_wallet: true,
      wallet_type: 'wallet v4 r2',
      seqno: v4Data.loadUint(32),
      wallet_id: v4Data.loadUint(32),
      balance: mainnet.accounts[v4]?.balance,
      status: 'active',
      last_transaction_lt: mainnet.accounts[v4]?.last_transaction_lt,
      code_hash: mainnet.accounts[v4]?.code_hash,
    });
    const v5Data = dataOf(v5).beginParse();
    expect(rows[1]).toMatchObject({
      address: v5,
      is_wallet: true,
      wallet_type: 'wallet v5 r1',
      is_signature_allowed: v5Data.loadBit(),
      seqno: v5Data.loadUint(32),
      wallet_id: v5Data.loadUint(32),
    });
    // A recorded wallet: its type from the recorded interfaces, no seqno (its data is not recorded).
    expect(rows[2]).toMatchObject({ address: recordedWithoutData, is_wallet: true });
    expect(rows[2]).not.toHaveProperty('seqno');
    expect(rows[3]).toMatchObject({ address: nonWallet, is_wallet: false });
    expect(rows).toHaveLength(4);
    expect(body.sample_note).toEqual({ text: expect.any(String), owners_without_data: [UNKNOWN] });
    expect((await get('/api/v3/walletStates')).status).toBe(422);
  });
});

describe('GET /api/v3/metadata', () => {
  it("answers the dataset's metadata as a map, up to 1024 addresses", async () => {
    const known = Object.keys(mainnet.metadata);
    const { status, body } = await get(`/api/v3/metadata?${query('address', [...known, UNKNOWN])}`);
    expect(status).toBe(200);
    expect(body).toEqual(mainnet.metadata);
    const many = Array.from(
      { length: 1025 },
      (_, i) => `0:${(i + 1).toString(16).padStart(64, '0').toUpperCase()}`,
    );
    expect((await get(`/api/v3/metadata?${query('address', many.slice(0, 1024))}`)).status).toBe(200);
    expect((await get(`/api/v3/metadata?${query('address', many)}`)).status).toBe(422);
  });
});

describe('GET /api/v3/dns/records', () => {
  const named = Object.entries(mainnet.address_book).filter(([, entry]) => typeof entry.domain === 'string');

  it("answers a recorded name from the address book's reverse lookup, by wallet and by domain", async () => {
    expect(named.length).toBeGreaterThan(0);
    for (const [address, entry] of named) {
      const byWallet = await get(`/api/v3/dns/records?wallet=${address}`);
      expect(byWallet.body.records).toEqual([{ domain: entry.domain, dns_wallet: address }]);
      const byDomain = await get(`/api/v3/dns/records?domain=${String(entry.domain)}`);
      expect(byDomain.body.records).toEqual(byWallet.body.records);
    }
  });

  it('is honestly empty for the emulated chain and says so for a recorded wallet without a name', async () => {
    const emulated = await get(`/api/v3/dns/records?wallet=${emulatedWithoutJettons}`);
    expect(emulated.body).toEqual({ records: [], address_book: {} });
    const nameless = walletAccounts.find((a) => !emulatedAccounts.has(a) && !mainnet.address_book[a]?.domain);
    if (!nameless) throw new Error('dataset lacks a recorded wallet without a name');
    const recorded = await get(`/api/v3/dns/records?wallet=${nameless}`);
    expect(recorded.body.records).toEqual([]);
    expect(recorded.body.sample_note).toEqual({
      text: expect.any(String),
      owners_without_data: [nameless],
    });
    expect((await get('/api/v3/dns/records')).status).toBe(422);
    expect((await get(`/api/v3/dns/records?wallet=${UNKNOWN}&domain=a.ton`)).status).toBe(422);
  });
});

describe('a server without the token endpoints', () => {
  it('is made with persistent faults: every request answers 404 or 500 "not specified", the rest still works', async () => {
    const control = async (body: unknown): Promise<number> =>
      (
        await fetch(`${server.origin}/__sample/faults`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status;
    expect(
      await control({
        path: 'jetton/wallets',
        times: 1_000_000,
        fault: { status: 404, body: '{"error":"not found"}' },
      }),
    ).toBe(201);
    expect(
      await control({
        path: 'nft/items',
        times: 1_000_000,
        fault: { status: 500, body: '{"error":"not specified"}' },
      }),
    ).toBe(201);
    try {
      for (let i = 0; i < 3; i++) {
        expect(await get(`/api/v3/jetton/wallets?owner_address=${UNKNOWN}`)).toEqual({
          status: 404,
          body: { error: 'not found' },
        });
        expect(await get(`/api/v3/nft/items?owner_address=${UNKNOWN}`)).toEqual({
          status: 500,
          body: { error: 'not specified' },
        });
      }
      expect((await get(`/api/v3/walletStates?address=${UNKNOWN}`)).status).toBe(200);
      expect((await get(`/api/v3/accountStates?address=${UNKNOWN}`)).status).toBe(200);
    } finally {
      await fetch(`${server.origin}/__sample/faults`, { method: 'DELETE' });
    }
    expect((await get(`/api/v3/jetton/wallets?owner_address=${UNKNOWN}`)).status).toBe(200);
  });

  it('routes the token paths as the index does: any case, a trailing slash, never an encoded slash', async () => {
    expect((await get(`/api/v3/Jetton/Wallets/?owner_address=${UNKNOWN}`)).status).toBe(200);
    expect((await get(`/api/v3/jetton%2Fwallets?owner_address=${UNKNOWN}`)).status).toBe(400);
    expect((await get(`/api/v3/jetton/masters`)).status).toBe(404);
  });
});

describe('the token endpoints on the other servers', () => {
  it('live profile: the same answers, the same 1000-owner refusal, inside the 1 request/s budget', async () => {
    let now = 0;
    const live = await startSampleApiServer({ profile: 'live', now: () => now });
    try {
      const owner = cellWallets[0]?.owner ?? '';
      const first = await fetch(`${live.origin}/api/v3/jetton/wallets?owner_address=${owner}`);
      expect(first.status).toBe(200);
      expect((await fetch(`${live.origin}/api/v3/nft/items?owner_address=${owner}`)).status).toBe(429);
      now += 1000;
      const many = Array.from(
        { length: 1001 },
        (_, i) => `0:${(i + 1).toString(16).padStart(64, '0').toUpperCase()}`,
      );
      expect(
        (await fetch(`${live.origin}/api/v3/jetton/wallets?${query('owner_address', many)}`)).status,
      ).toBe(422);
    } finally {
      await live.close();
    }
  });

  it('testnet: recordings only, no jetton wallet described there, so every owner is named in the note', async () => {
    const testnet = loadSampleDataset('testnet');
    const described = Object.values(testnet.metadata).flatMap((entry) =>
      Array.isArray(entry.token_info) ? entry.token_info : [],
    );
    expect(described.some((info) => JSON.stringify(info).includes('"jetton_wallets"'))).toBe(false);
    const testnetServer = await startSampleApiServer({ network: 'testnet' });
    try {
      const accounts = Object.keys(testnet.accounts).slice(0, 5);
      const response = await fetch(
        `${testnetServer.origin}/api/v3/jetton/wallets?${query('owner_address', accounts)}`,
      );
      const body = (await response.json()) as Record<string, unknown>;
      expect(response.status).toBe(200);
      expect(body.jetton_wallets).toEqual([]);
      expect(body.sample_note).toEqual({ text: expect.any(String), owners_without_data: accounts });
    } finally {
      await testnetServer.close();
    }
  });
});
