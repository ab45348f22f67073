// @vitest-environment node
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildRecordedDatasets, readRecordings, serializeSampleDataset } from './build-dataset.ts';
import { datasetFileUrl, loadSampleDataset } from './dataset.ts';
import { createSampleApiHandler } from './handler.ts';
import { RATE_LIMIT_BODY } from './send.ts';
import { startSampleApiServer, type SampleApiServer } from './server.ts';
import { formatUserFriendlyAddress, parseAccountAddress } from './ton-address.ts';

const mainnet = loadSampleDataset('mainnet');

// Values read from the dataset, so the tests follow the recordings rather than restate them.
const BLOCK = 50502665; // five transactions in one shard block (ft-received recording)
const block = mainnet.blocks.find((item) => item.seqno === BLOCK);
if (!block) throw new Error(`dataset has no block ${BLOCK}`);
const blockTransactionCount = block.transactions.length;
const [firstAccount, secondAccount] = Object.keys(mainnet.accounts);
if (!firstAccount || !secondAccount) throw new Error('dataset has fewer than two accounts');
// An address with a recorded address-book entry and metadata but no recorded transaction.
const metadataOnly = Object.keys(mainnet.metadata).find((address) => !mainnet.accounts[address]);
if (!metadataOnly) throw new Error('dataset has no metadata-only address');
const UNKNOWN = `0:${'AB'.repeat(32)}`;

function userFriendly(raw: string, bounceable: boolean, testnetOnly = false): string {
  const parsed = parseAccountAddress(raw);
  if (!parsed) throw new Error(`not an address: ${raw}`);
  return formatUserFriendlyAddress(parsed, { bounceable, testnetOnly });
}

/** `count` distinct addresses nobody has: workchain 0, account ids 1, 2, 3, … */
function unknownAddresses(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `0:${(i + 1).toString(16).padStart(64, '0').toUpperCase()}`);
}

interface JsonResponse {
  status: number;
  headers: Headers;
  body: unknown;
}

async function getJson(origin: string, path: string, init?: RequestInit): Promise<JsonResponse> {
  const response = await fetch(`${origin}${path}`, init);
  return { status: response.status, headers: response.headers, body: await response.json() };
}

function record(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error('expected an object');
  }
  return Object.fromEntries(Object.entries(value));
}

function list(value: unknown): Record<string, unknown>[] {
  if (!Array.isArray(value)) throw new Error('expected an array');
  return value.map(record);
}

function accountStatesPath(addresses: string[], extra = ''): string {
  return `/api/v3/accountStates?${addresses.map((a) => `address=${encodeURIComponent(a)}`).join('&')}${extra}`;
}

describe('spec profile (default), mainnet', () => {
  let api: SampleApiServer;
  beforeAll(async () => {
    api = await startSampleApiServer();
  });
  afterAll(() => api.close());

  it('answers masterchainInfo with the first and last dataset blocks', async () => {
    const { status, headers, body } = await getJson(api.origin, '/api/v3/masterchainInfo');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('access-control-allow-origin')).toBe('*');
    const info = record(body);
    expect(record(info.first).seqno).toBe(mainnet.blocks[0]?.seqno);
    expect(record(info.last)).toMatchObject({
      workchain: -1,
      shard: '8000000000000000',
      seqno: mainnet.blocks.at(-1)?.seqno,
    });
  });

  it('answers masterchainBlockShardState with the spec shape: transactions and address book only', async () => {
    const { status, body } = await getJson(api.origin, `/api/v3/masterchainBlockShardState?seqno=${BLOCK}`);
    expect(status).toBe(200);
    const answer = record(body);
    expect(Object.keys(answer)).toEqual(['transactions', 'address_book']);
    const transactions = list(answer.transactions);
    expect(transactions).toHaveLength(blockTransactionCount);
    expect(transactions.every((tx) => tx.mc_block_seqno === BLOCK)).toBe(true);
    const lts = transactions.map((tx) => BigInt(String(tx.lt)));
    expect(lts).toEqual([...lts].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    // Every address a transaction or one of its messages names has an entry, and nothing else does.
    const named = new Set<string>();
    for (const tx of transactions) {
      named.add(String(tx.account));
      for (const message of [tx.in_msg, ...list(tx.out_msgs)]) {
        const { source, destination } = record(message);
        if (typeof source === 'string') named.add(source);
        if (typeof destination === 'string') named.add(destination);
      }
    }
    expect(Object.keys(record(answer.address_book)).sort()).toEqual([...named].sort());
  });

  it.each([['seqno=123'], ['seqno=abc'], [''], ['seqno=99999999999']])(
    'answers masterchainBlockShardState?%s with 404 blocks not found',
    async (query) => {
      const { status, body } = await getJson(api.origin, `/api/v3/masterchainBlockShardState?${query}`);
      expect(status).toBe(404);
      expect(body).toEqual({ error: 'blocks not found' });
    },
  );

  it('pages transactionsByMasterchainBlock with limit and offset', async () => {
    const pages = [];
    for (let offset = 0; ; offset += 2) {
      const { status, body } = await getJson(
        api.origin,
        `/api/v3/transactionsByMasterchainBlock?seqno=${BLOCK}&limit=2&offset=${offset}&sort=asc`,
      );
      expect(status).toBe(200);
      const page = list(record(body).transactions);
      pages.push(page);
      if (page.length < 2) break;
    }
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
    expect(pages.flat().map((tx) => tx.hash)).toEqual(block.transactions.map((tx) => tx.hash));
  });

  it('sorts transactionsByMasterchainBlock newest first by default, 10 to a page', async () => {
    const { body } = await getJson(api.origin, `/api/v3/transactionsByMasterchainBlock?seqno=${BLOCK}`);
    const answer = record(body);
    const hashes = list(answer.transactions).map((tx) => tx.hash);
    expect(hashes).toEqual(block.transactions.map((tx) => tx.hash).reverse());
    expect(Object.keys(answer)).toEqual(['transactions', 'address_book']);
  });

  it('limits the address book of a transactions page to the addresses on that page', async () => {
    const { body } = await getJson(
      api.origin,
      `/api/v3/transactionsByMasterchainBlock?seqno=${BLOCK}&limit=1&sort=asc`,
    );
    const answer = record(body);
    const [tx] = list(answer.transactions);
    const book = Object.keys(record(answer.address_book));
    expect(book).toContain(tx?.account);
    expect(book.length).toBeLessThan(Object.keys(block.address_book).length);
  });

  it.each([
    ['seqno=123', 404, 'masterchain block 123 not found'],
    ['', 404, 'masterchain block 0 not found'],
    [`seqno=${BLOCK}&limit=1001`, 422, 'limit is not allowed: 1001 > 1000'],
    [`seqno=${BLOCK}&limit=ten`, 422, 'failed to decode: schema: error converting value for "limit"'],
    [`seqno=${BLOCK}&offset=-x`, 422, 'failed to decode: schema: error converting value for "offset"'],
    [`seqno=${BLOCK}&sort=sideways`, 422, 'wrong value for sort parameter'],
  ])('answers transactionsByMasterchainBlock?%s with %i', async (query, status, error) => {
    const answer = await getJson(api.origin, `/api/v3/transactionsByMasterchainBlock?${query}`);
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ error });
  });

  it('reads addresses in every form and answers each account once', async () => {
    const forms = [
      firstAccount.toLowerCase(),
      userFriendly(firstAccount, true),
      userFriendly(firstAccount, false),
      userFriendly(firstAccount, true).replaceAll('-', '+').replaceAll('_', '/'),
      userFriendly(firstAccount, false, true),
    ];
    const { status, body } = await getJson(api.origin, accountStatesPath(forms));
    expect(status).toBe(200);
    const answer = record(body);
    expect(Object.keys(answer)).toEqual(['accounts', 'address_book', 'metadata']);
    expect(list(answer.accounts)).toEqual([mainnet.accounts[firstAccount]]);
    expect(Object.keys(record(answer.address_book))).toEqual([firstAccount]);
  });

  it('leaves unknown accounts out of accounts but describes every requested address', async () => {
    const { body } = await getJson(api.origin, accountStatesPath([UNKNOWN, secondAccount, metadataOnly]));
    const answer = record(body);
    expect(list(answer.accounts).map((account) => account.address)).toEqual([secondAccount]);
    const book = record(answer.address_book);
    expect(Object.keys(book)).toEqual([UNKNOWN, secondAccount, metadataOnly]);
    // The index's rule for an address it holds no code for: non-bounceable.
    expect(book[UNKNOWN]).toEqual({
      user_friendly: userFriendly(UNKNOWN, false),
      domain: null,
      interfaces: [],
    });
    expect(book[secondAccount]).toEqual(mainnet.address_book[secondAccount]);
    expect(record(answer.metadata)[metadataOnly]).toEqual(mainnet.metadata[metadataOnly]);
  });

  it('splits comma-joined addresses as the live server does', async () => {
    const { body } = await getJson(
      api.origin,
      `/api/v3/accountStates?address=${firstAccount},${secondAccount}`,
    );
    expect(list(record(body).accounts)).toHaveLength(2);
  });

  it('omits code_boc and data_boc with include_boc=false', async () => {
    const { status, body } = await getJson(
      api.origin,
      accountStatesPath([firstAccount], '&include_boc=false'),
    );
    expect(status).toBe(200);
    const [account] = list(record(body).accounts);
    expect(account).toBeDefined();
    expect(account).not.toHaveProperty('code_boc');
    expect(account).not.toHaveProperty('data_boc');
    expect(account).toHaveProperty('code_hash');
  });

  it.each([
    [[firstAccount, 'not-an-address'], 1],
    [['EQAOevdCKKtPvNCvVd1M8rqLcYERrMSY39jou5U_gQdXwCnf'], 0], // recorded address, last character changed: bad CRC
    [[`${firstAccount}0`], 0],
  ])('rejects %j with 422 naming the bad index', async (addresses, index) => {
    const { status, body } = await getJson(api.origin, accountStatesPath(addresses));
    expect(status).toBe(422);
    expect(body).toEqual({
      error: `failed to decode: schema: error converting value for index ${index} of "address"`,
    });
  });

  it('rejects a request without addresses and a bad include_boc with 422', async () => {
    expect(await getJson(api.origin, '/api/v3/accountStates')).toMatchObject({
      status: 422,
      body: { error: 'address of account is required' },
    });
    expect(await getJson(api.origin, accountStatesPath([firstAccount], '&include_boc=maybe'))).toMatchObject({
      status: 422,
      body: { error: 'failed to decode: schema: error converting value for "include_boc"' },
    });
  });

  it('accepts 1024 unique addresses and rejects 1025 with a clear 422', async () => {
    const accepted = await getJson(
      api.origin,
      accountStatesPath([...unknownAddresses(1023), firstAccount, firstAccount]),
    );
    expect(accepted.status).toBe(200);
    expect(list(record(accepted.body).accounts)).toHaveLength(1);
    const rejected = await getJson(api.origin, accountStatesPath(unknownAddresses(1025)));
    expect(rejected.status).toBe(422);
    expect(rejected.body).toEqual({ error: 'too many addresses: 1025 given, at most 1024 allowed' });
  });

  it('answers unknown API paths and methods with JSON errors', async () => {
    expect(await getJson(api.origin, '/api/v3/blocks')).toMatchObject({
      status: 404,
      body: { error: 'not found' },
    });
    expect(await getJson(api.origin, '/api/v3/masterchainInfo', { method: 'POST' })).toMatchObject({
      status: 405,
      body: { error: 'method not allowed' },
    });
  });

  it('answers a CORS preflight that asks for X-API-Key', async () => {
    const response = await fetch(`${api.origin}/api/v3/accountStates`, {
      method: 'OPTIONS',
      headers: { origin: 'https://example.org', 'access-control-request-headers': 'x-api-key' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toMatch(/X-API-Key/i);
  });

  it('answers other paths with 404 when there is no next middleware', async () => {
    const response = await fetch(`${api.origin}/block/1`);
    expect(response.status).toBe(404);
  });
});

describe('as middleware', () => {
  it('hands paths outside /api/v3 to next()', async () => {
    const handler = createSampleApiHandler();
    const server = createServer((req, res) => handler(req, res, () => res.end('the app')));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    try {
      const app = await fetch(`http://127.0.0.1:${address.port}/block/${BLOCK}`);
      expect(await app.text()).toBe('the app');
      const api = await fetch(`http://127.0.0.1:${address.port}/api/v3/masterchainInfo`);
      expect(api.status).toBe(200);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('live profile, mainnet', () => {
  let api: SampleApiServer;
  let clock = 0;
  // Each request is a second apart unless a test says otherwise, so the rate limit stays out of the way.
  const tick = (): number => (clock += 1000);
  beforeAll(async () => {
    api = await startSampleApiServer({ profile: 'live', now: () => clock });
  });
  afterAll(() => api.close());

  it('answers masterchainBlockShardState with blocks: the masterchain block, then its shard blocks', async () => {
    tick();
    const { status, body } = await getJson(api.origin, `/api/v3/masterchainBlockShardState?seqno=${BLOCK}`);
    expect(status).toBe(200);
    const answer = record(body);
    expect(Object.keys(answer)).toEqual(['blocks']);
    const [masterchain, ...shards] = list(answer.blocks);
    expect(masterchain).toMatchObject({ workchain: -1, shard: '8000000000000000', seqno: BLOCK });
    expect(shards.length).toBeGreaterThan(0);
    for (const shardBlock of shards) {
      expect(shardBlock.masterchain_block_ref).toEqual({
        workchain: -1,
        shard: '8000000000000000',
        seqno: BLOCK,
      });
      expect(typeof shardBlock.gen_utime).toBe('string');
      expect(shardBlock).not.toHaveProperty('root_hash');
    }
    const counted = [masterchain, ...shards].reduce((sum, item) => sum + Number(item?.tx_count), 0);
    expect(counted).toBe(blockTransactionCount);
  });

  it('limits each client to one request per second with a 429 and Retry-After', async () => {
    tick();
    expect((await fetch(`${api.origin}/api/v3/masterchainInfo`)).status).toBe(200);
    clock += 999;
    const limited = await fetch(`${api.origin}/api/v3/masterchainInfo`);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('1');
    expect(limited.headers.get('content-type')).toBe('application/json');
    expect(await limited.text()).toBe(RATE_LIMIT_BODY);
    clock += 1;
    expect((await fetch(`${api.origin}/api/v3/masterchainInfo`)).status).toBe(200);
  });

  it('describes only the accounts it found', async () => {
    tick();
    const { body } = await getJson(api.origin, accountStatesPath([UNKNOWN, firstAccount]));
    const answer = record(body);
    expect(list(answer.accounts).map((account) => account.address)).toEqual([firstAccount]);
    expect(Object.keys(record(answer.address_book))).toEqual([firstAccount]);
  });

  it('silently looks at only the first 1000 addresses', async () => {
    tick();
    const within = await getJson(
      api.origin,
      accountStatesPath([...unknownAddresses(999), firstAccount, secondAccount]),
    );
    expect(within.status).toBe(200);
    expect(list(record(within.body).accounts).map((account) => account.address)).toEqual([firstAccount]);
    tick();
    const many = await getJson(api.origin, accountStatesPath(unknownAddresses(2000)));
    expect(many.status).toBe(200);
  });
});

describe('testnet', () => {
  it('serves the testnet recordings and writes testnet-only user-friendly addresses', async () => {
    const testnet = loadSampleDataset('testnet');
    const api = await startSampleApiServer({ network: 'testnet' });
    try {
      const info = record((await getJson(api.origin, '/api/v3/masterchainInfo')).body);
      expect(record(info.last).seqno).toBe(testnet.blocks.at(-1)?.seqno);
      const { body } = await getJson(api.origin, accountStatesPath([UNKNOWN]));
      const entry = record(record(record(body).address_book)[UNKNOWN]);
      expect(entry.user_friendly).toBe(userFriendly(UNKNOWN, false, true));
      expect(String(entry.user_friendly).startsWith('0Q')).toBe(true);
    } finally {
      await api.close();
    }
  });
});

describe('fault injection', () => {
  let api: SampleApiServer;
  beforeAll(async () => {
    api = await startSampleApiServer();
  });
  afterAll(() => api.close());
  afterEach(async () => {
    await fetch(`${api.origin}/__sample/faults`, { method: 'DELETE' });
  });

  const inject = (fault: unknown): Promise<Response> =>
    fetch(`${api.origin}/__sample/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(fault),
    });

  it('replaces the answer with a status, for the given number of matching requests', async () => {
    expect((await inject({ path: 'accountStates', times: 2, fault: { status: 500 } })).status).toBe(201);
    const listed = await getJson(api.origin, '/__sample/faults');
    expect(listed.body).toEqual({ faults: [{ path: 'accountStates', times: 2, fault: { status: 500 } }] });
    // Other paths are untouched.
    expect((await fetch(`${api.origin}/api/v3/masterchainInfo`)).status).toBe(200);
    for (let i = 0; i < 2; i += 1) {
      expect(await getJson(api.origin, accountStatesPath([firstAccount]))).toMatchObject({
        status: 500,
        body: { error: 'sample fault: 500' },
      });
    }
    expect((await fetch(`${api.origin}${accountStatesPath([firstAccount])}`)).status).toBe(200);
  });

  it('sends a 429 with Retry-After and the gateway body', async () => {
    await inject({ path: 'masterchainInfo', fault: { status: 429, retryAfter: 3 } });
    const response = await fetch(`${api.origin}/api/v3/masterchainInfo`);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('3');
    expect(await response.text()).toBe(RATE_LIMIT_BODY);
  });

  it('delays the real answer', async () => {
    await inject({ path: 'masterchainInfo', fault: { delayMs: 300 } });
    const started = performance.now();
    const response = await fetch(`${api.origin}/api/v3/masterchainInfo`);
    expect(response.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('sends a malformed body', async () => {
    await inject({
      path: 'masterchainInfo',
      fault: { status: 200, body: '<html>gateway</html>', contentType: 'text/html' },
    });
    const response = await fetch(`${api.origin}/api/v3/masterchainInfo`);
    expect(response.headers.get('content-type')).toBe('text/html');
    await expect(response.json()).rejects.toThrow(SyntaxError);
  });

  it('truncates the real body', async () => {
    const whole = await (await fetch(`${api.origin}/api/v3/masterchainInfo`)).text();
    await inject({ path: 'masterchainInfo', fault: { truncate: true } });
    const cut = await (await fetch(`${api.origin}/api/v3/masterchainInfo`)).text();
    expect(cut).toBe(whole.slice(0, Math.floor(whole.length / 2)));
  });

  it('drops the connection', async () => {
    await inject({ path: 'masterchainBlockShardState', fault: { drop: true } });
    await expect(fetch(`${api.origin}/api/v3/masterchainBlockShardState?seqno=${BLOCK}`)).rejects.toThrow(
      TypeError,
    );
    expect((await fetch(`${api.origin}/api/v3/masterchainBlockShardState?seqno=${BLOCK}`)).status).toBe(200);
  });

  it('drift: rewrites the real answer (here: every account balance of another type), then answers as before', async () => {
    const path = accountStatesPath([firstAccount, secondAccount]);
    const real = record((await getJson(api.origin, path)).body);
    const drift = { kind: 'retype', field: 'accounts.*.balance' };
    expect((await inject({ path: 'accountStates', fault: { drift } })).status).toBe(201);
    expect((await getJson(api.origin, '/__sample/faults')).body).toEqual({
      faults: [{ path: 'accountStates', times: 1, fault: { drift } }],
    });
    const response = await getJson(api.origin, path);
    expect(response.status).toBe(200);
    const body = record(response.body);
    const accounts = list(body.accounts);
    expect(accounts.map((account) => account.balance)).toEqual(
      list(real.accounts).map((account) => [account.balance]),
    );
    // Everything else is as recorded.
    expect(accounts.map(({ balance: _b, ...rest }) => rest)).toEqual(
      list(real.accounts).map(({ balance: _b, ...rest }) => rest),
    );
    expect(body.address_book).toEqual(real.address_book);
    expect((await getJson(api.origin, path)).body).toEqual(real);
  });

  it('drift: the older compute-phase form, and a 500 naming a drift that matched nothing', async () => {
    await inject({ path: 'masterchainBlockShardState', fault: { drift: { kind: 'legacy-compute' } } });
    const body = record(
      (await getJson(api.origin, `/api/v3/masterchainBlockShardState?seqno=${BLOCK}`)).body,
    );
    const phases = list(body.transactions).map((tx) => record(record(tx.description).compute_ph));
    expect(phases.map((phase) => phase.type).sort()).toEqual(
      block.transactions
        .map((tx) => (record(record(tx.description).compute_ph).skipped ? 'skipped' : 'vm'))
        .sort(),
    );
    await inject({ path: 'masterchainInfo', fault: { drift: { kind: 'null', field: 'nope' } } });
    expect(await getJson(api.origin, '/api/v3/masterchainInfo')).toMatchObject({
      status: 500,
      body: { error: 'sample fault: drift null of nope matched nothing in the answer' },
    });
  });

  it('drift: refused when malformed or combined with a replaced answer', async () => {
    const refused = async (fault: unknown) => {
      const response = await inject({ path: 'accountStates', fault });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    expect(await refused({ drift: { kind: 'rename', field: 'x' } })).toMatchObject({ status: 400 });
    expect(await refused({ drift: { kind: 'missing' } })).toEqual({
      status: 400,
      body: { error: '"fault.drift.field" is required for missing' },
    });
    expect(await refused({ status: 200, body: '{}', drift: { kind: 'legacy-comment' } })).toEqual({
      status: 400,
      body: {
        error: '"fault.drift" rewrites the real answer: it cannot go with status, retryAfter, body or drop',
      },
    });
    expect((await getJson(api.origin, '/__sample/faults')).body).toEqual({ faults: [] });
  });

  it('rejects a malformed fault and clears the queue on DELETE', async () => {
    expect((await inject({ path: 'x', fault: { status: 'bad' } })).status).toBe(400);
    expect((await inject({ fault: {} })).status).toBe(400);
    await inject({ path: 'x', fault: { status: 503 } });
    expect((await fetch(`${api.origin}/__sample/faults`, { method: 'DELETE' })).status).toBe(200);
    expect((await getJson(api.origin, '/__sample/faults')).body).toEqual({ faults: [] });
  });
});

describe('dataset', () => {
  // The whole files, emulated blocks included, are checked byte for byte by `npm run sample:check` (part
  // of `npm test`), which runs the emulator; here only what the recordings alone determine.
  const { datasets } = buildRecordedDatasets(readRecordings());

  it('testnet is exactly what the builder makes from the recordings', () => {
    expect(serializeSampleDataset(datasets.testnet)).toBe(readFileSync(datasetFileUrl('testnet'), 'utf8'));
  });

  it('mainnet starts with exactly the recorded blocks, accounts and address book', () => {
    const recorded = datasets.mainnet;
    expect(mainnet.blocks.slice(0, recorded.blocks.length)).toEqual(recorded.blocks);
    expect(mainnet.blocks.slice(0, recorded.blocks.length).every((item) => !item.emulated)).toBe(true);
    expect(mainnet.masterchain_info.first).toEqual(recorded.masterchain_info.first);
    for (const [address, account] of Object.entries(recorded.accounts)) {
      expect(mainnet.accounts[address]).toEqual(account);
    }
    for (const [address, entry] of Object.entries(recorded.address_book)) {
      expect(mainnet.address_book[address]).toEqual(entry);
    }
  });

  it('then the emulated blocks, from the next seqno on', () => {
    const recordedCount = datasets.mainnet.blocks.length;
    const emulated = mainnet.blocks.slice(recordedCount);
    expect(emulated.length).toBeGreaterThanOrEqual(20);
    expect(emulated.every((item) => item.emulated && item.sources.length === 0)).toBe(true);
    expect(emulated[0]?.seqno).toBe((datasets.mainnet.blocks.at(-1)?.seqno ?? 0) + 1);
    expect(mainnet.masterchain_info.last.seqno).toBe(emulated.at(-1)?.seqno);
  });
});

describe('catalog', () => {
  it('says which blocks are recorded and which come from the emulator', async () => {
    const api = await startSampleApiServer();
    try {
      const { body } = await getJson(api.origin, '/__sample/catalog');
      const blocks = list(record(body).blocks);
      const recorded = blocks.filter((item) => item.kind === 'recorded');
      const emulated = blocks.filter((item) => item.kind === 'emulated');
      expect(recorded.map((item) => item.seqno)).toContain(BLOCK);
      expect(recorded.every((item) => String(item.source).startsWith('recorded mainnet data ('))).toBe(true);
      expect(emulated.length).toBeGreaterThanOrEqual(20);
      for (const item of emulated) {
        expect(String(item.source)).toMatch(/^TON emulator \(@ton\/sandbox@[\d.]+\): .*heartbeat/);
      }
    } finally {
      await api.close();
    }
  });
});
