// The embedded sample API: toncenter API v3's read operations over the recorded dataset, as a
// connect-style middleware that Vite (dev and preview) and a plain node:http server can both mount.
//
// Behaviour follows the live index (toncenter/ton-indexer, ton-index-go: main.go handlers, crud queries,
// models converters) where the product spec is silent, and the spec where the two disagree in the
// `spec` profile:
// - profile `spec`: masterchainBlockShardState answers `{transactions, address_book}` (spec §2.1); the
//   accountStates address book covers every requested address (spec §4.2: "the list is used to get the
//   address book"); more than 1024 unique addresses is an error (spec §8).
// - profile `live`: masterchainBlockShardState answers `{blocks}`; accountStates looks at no more than
//   1000 addresses and its address book and metadata cover only the accounts found (the index builds
//   them from the rows it returns); 1 request per second per client, else 429 as toncenter's gateway.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { buildSyntheticBlock, SYNTHETIC_BLOCK_NOTE } from './big-block.ts';
import {
  loadSampleDataset,
  type DatasetBlock,
  transactionAddresses,
  type SampleDataset,
  type SampleNetwork,
} from './dataset.ts';
import { createFaultQueue, finishedByFault, parseFaultRequest, sendRealAnswer } from './faults.ts';
import { createMovingChain, MOVING_CHAIN_NOTE, type MovingChain } from './moving-chain.ts';
import { createReplay, parseReplayRestart, type Replay } from './replay.ts';
import { asString, type JsonObject, type JsonValue } from './json.ts';
import {
  errorReply,
  JSON_TYPE,
  jsonReply,
  methodNotAllowed,
  PREFLIGHT_HEADERS,
  RATE_LIMIT_BODY,
  type Reply,
  send,
} from './send.ts';
import { formatRawAddress, formatUserFriendlyAddress, parseAccountAddress } from './ton-address.ts';

export type SampleApiProfile = 'spec' | 'live';

export interface SampleApiOptions {
  profile?: SampleApiProfile;
  network?: SampleNetwork;
  /** Clock in milliseconds for the live profile's rate limit; tests pass a fake one. */
  now?: () => number;
  /**
   * Also serve the synthetic 5,000-transaction block (big-block.ts) at its reserved seqno, for the
   * benchmark. Off by default: the catalog never lists it and, off, its seqno is a 404 like any other.
   */
  syntheticBlock?: boolean;
  /**
   * Simulate a moving chain (moving-chain.ts): chosen sample accounts advance with every accountStates
   * answer, which says so (`sample_simulated`). Off by default; for tests and demos of "what changed".
   */
  moving?: boolean;
  /**
   * Replay the chain (replay.ts): the head starts at the first block of the dataset's last run of
   * consecutive blocks and the next one appears every `intervalMs` (default 4 s); later blocks are 404
   * until then. Off by default; for tests and demos of "follow the head".
   */
  replay?: boolean | { intervalMs?: number };
  /**
   * The dataset to serve instead of the committed one of `network`: for DOM test files, whose transform
   * does not place the dataset beside this module (they import the JSON and parse it).
   */
  dataset?: SampleDataset;
}

export type SampleApiHandler = (req: IncomingMessage, res: ServerResponse, next?: () => void) => void;

export const API_PREFIX = '/api/v3';
export const FAULTS_PATH = '/__sample/faults';
/** What this sample holds, for the home page's links; toncenter has no such thing (the app treats 404 as none). */
export const CATALOG_PATH = '/__sample/catalog';
/** The replay mode's control: GET its state, POST `{head, intervalMs}` to start again from `head`. */
export const REPLAY_PATH = '/__sample/replay';

/** Spec §8: maximum number of addresses in one accountStates request. */
export const SPEC_MAX_ADDRESSES = 1024;
/** The index reads at most 1000 account states per request (`limit 1000` in its query). */
export const LIVE_MAX_ACCOUNTS = 1000;
/** transactionsByMasterchainBlock `limit`: default 10, at most 1000 (OpenAPI and the index's settings). */
const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 1000;
/** toncenter without an API key: 1 request per second. */
const RATE_LIMIT_INTERVAL_MS = 1000;

// Query parsing mirrors the index's decoder (gorilla/schema via fiber): a value that does not convert
// fails the request with 422 and this message.
function conversionError(name: string): Reply {
  return errorReply(422, `failed to decode: schema: error converting value for "${name}"`);
}

/** A decimal 32-bit signed integer as Go's strconv.ParseInt accepts it, else null. */
function parseInt32(text: string): number | null {
  if (!/^[+-]?\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= -(2 ** 31) && value < 2 ** 31 ? value : null;
}

/** Go's strconv.ParseBool. */
function parseGoBool(text: string): boolean | null {
  if (['1', 't', 'T', 'TRUE', 'true', 'True'].includes(text)) return true;
  if (['0', 'f', 'F', 'FALSE', 'false', 'False'].includes(text)) return false;
  return null;
}

/** A non-empty query value, or null when the parameter is absent or empty (both mean "not given"). */
function queryValue(query: URLSearchParams, name: string): string | null {
  const value = query.get(name);
  return value === null || value === '' ? null : value;
}

/**
 * The index declares `seqno` as a plain int32, so a missing or non-numeric seqno silently becomes 0,
 * which is never an indexed block: the caller answers 404.
 */
function masterchainSeqno(query: URLSearchParams): number {
  return parseInt32(query.get('seqno') ?? '') ?? 0;
}

function compareForSort(a: JsonObject, b: JsonObject): number {
  // The index orders a masterchain block's transactions by lt, then account.
  const ltA = BigInt(asString(a.lt, 'lt'));
  const ltB = BigInt(asString(b.lt, 'lt'));
  if (ltA !== ltB) return ltA < ltB ? -1 : 1;
  const accountA = asString(a.account, 'account');
  const accountB = asString(b.account, 'account');
  return accountA < accountB ? -1 : accountA > accountB ? 1 : 0;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

// ---- the API ----

export function createSampleApiHandler(options: SampleApiOptions = {}): SampleApiHandler {
  const profile = options.profile ?? 'spec';
  const network = options.network ?? 'mainnet';
  const now = options.now ?? Date.now;
  const dataset = options.dataset ?? loadSampleDataset(network);
  const movingChain = options.moving ? createMovingChain(dataset) : undefined;
  const replay = options.replay
    ? createReplay(dataset, { now, ...(options.replay === true ? {} : options.replay) })
    : undefined;
  const api = createApi(
    dataset,
    profile,
    options.syntheticBlock ? buildSyntheticBlock(dataset) : undefined,
    movingChain,
    replay,
  );
  const faults = createFaultQueue();
  const catalog = buildCatalog(dataset, profile, movingChain);
  // The replay's catalog lists only the blocks up to the head, so it is written at each request.
  const catalogNow = (): JsonValue =>
    replay ? buildCatalog(dataset, profile, movingChain, replay) : catalog;
  const lastRequestAt = new Map<string, number>();

  const handleFaults = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method === 'POST') {
      let value: unknown;
      try {
        value = JSON.parse(await readBody(req));
      } catch {
        send(res, errorReply(400, 'body must be JSON'));
        return;
      }
      const parsed = parseFaultRequest(value);
      if (typeof parsed === 'string') {
        send(res, errorReply(400, parsed));
        return;
      }
      faults.add(parsed);
      send(res, jsonReply(201, { faults: faults.list() }));
    } else if (req.method === 'DELETE') {
      faults.clear();
      send(res, jsonReply(200, { faults: [] }));
    } else if (req.method === 'GET') {
      send(res, jsonReply(200, { faults: faults.list() }));
    } else {
      send(res, methodNotAllowed('GET, POST, DELETE'));
    }
  };

  const handleApi = async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, PREFLIGHT_HEADERS).end();
      return;
    }
    const fault = faults.take(url.pathname);
    if (await finishedByFault(fault, req, res)) return;
    if (profile === 'live') {
      // Per client address, as toncenter limits callers without an API key.
      const client = req.socket.remoteAddress ?? 'unknown';
      const last = lastRequestAt.get(client);
      const at = now();
      if (last !== undefined && at - last < RATE_LIMIT_INTERVAL_MS) {
        send(res, {
          status: 429,
          body: RATE_LIMIT_BODY,
          headers: { 'content-type': JSON_TYPE, 'retry-after': '1' },
        });
        return;
      }
      lastRequestAt.set(client, at);
    }
    if (req.method !== 'GET') {
      send(res, methodNotAllowed('GET'));
      return;
    }
    sendRealAnswer(req, res, api(url), fault);
  };

  return (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://sample-api.invalid');
    const isApi = url.pathname === API_PREFIX || url.pathname.startsWith(`${API_PREFIX}/`);
    if (url.pathname === CATALOG_PATH) {
      send(res, jsonReply(200, catalogNow()));
      return;
    }
    if (url.pathname === REPLAY_PATH) {
      handleReplay(req, replay).then(
        (reply) => send(res, reply),
        (error: unknown) =>
          send(res, errorReply(500, error instanceof Error ? error.message : String(error))),
      );
      return;
    }
    if (url.pathname !== FAULTS_PATH && !isApi) {
      // Not ours: let the next middleware (Vite serving the app) answer.
      if (next) next();
      else send(res, errorReply(404, 'not found'));
      return;
    }
    const work = isApi ? handleApi(req, res, url) : handleFaults(req, res);
    work.catch((error: unknown) => {
      if (res.headersSent) res.destroy();
      else send(res, errorReply(500, error instanceof Error ? error.message : String(error)));
    });
  };
}

/** `GET /__sample/replay`: the replay's state; `POST` `{head, intervalMs}`: start again from `head`. */
async function handleReplay(req: IncomingMessage, replay: Replay | undefined): Promise<Reply> {
  if (!replay) return errorReply(404, 'the replay mode is off (SAMPLE_API_REPLAY=1 turns it on)');
  if (req.method === 'GET') return jsonReply(200, { sample_replayed: replay.note() });
  if (req.method !== 'POST') return methodNotAllowed('GET, POST');
  let value: unknown;
  try {
    value = JSON.parse(await readBody(req));
  } catch {
    return errorReply(400, 'body must be JSON');
  }
  const restart = parseReplayRestart(value, replay.run, replay.intervalMs);
  if (typeof restart === 'string') return errorReply(400, restart);
  replay.restart(restart);
  return jsonReply(200, { sample_replayed: replay.note() });
}

function buildCatalog(
  dataset: SampleDataset,
  profile: SampleApiProfile,
  moving?: MovingChain,
  replay?: Replay,
): JsonValue {
  const blocks = replay ? dataset.blocks.filter((block) => replay.visible(block.seqno)) : dataset.blocks;
  return {
    network: dataset.network,
    profile,
    ...(moving ? { sample_simulated: MOVING_CHAIN_NOTE, moving_accounts: moving.moving } : {}),
    ...(replay ? { sample_replayed: replay.note() } : {}),
    // `kind` tells recorded blocks from emulated ones; `source` says it in words for the page.
    blocks: blocks.map((block) => ({
      seqno: block.seqno,
      transactions: block.transactions.length,
      kind: block.emulated ? 'emulated' : 'recorded',
      source: block.emulated
        ? `TON emulator (${block.emulated.emulator}): ${block.emulated.scenarios.join(', ')}`
        : `recorded ${dataset.network} data (${block.sources.join(', ')})`,
    })),
    accounts: Object.keys(dataset.accounts).map((address) => {
      const entry = dataset.address_book[address];
      const friendly = entry?.user_friendly;
      return { address, user_friendly: typeof friendly === 'string' ? friendly : null };
    }),
  };
}

function createApi(
  dataset: SampleDataset,
  profile: SampleApiProfile,
  synthetic: DatasetBlock | undefined,
  movingChain?: MovingChain,
  replay?: Replay,
): (url: URL) => Reply {
  const allBlocks = new Map(dataset.blocks.map((block) => [block.seqno, block]));
  if (synthetic) allBlocks.set(synthetic.seqno, synthetic);
  // A replay hides the blocks beyond its head: they answer 404 exactly as a block the sample lacks.
  const blocksBySeqno = {
    get: (seqno: number): DatasetBlock | undefined =>
      replay && !replay.visible(seqno) && seqno !== synthetic?.seqno ? undefined : allBlocks.get(seqno),
  };
  // Every answer about the synthetic block says so, in a member no real server sends.
  const marked = (block: DatasetBlock, body: JsonObject): JsonObject =>
    block === synthetic ? { sample_synthetic: SYNTHETIC_BLOCK_NOTE, ...body } : body;
  // Its full answer is ~21 MB: serialised once, not on every request.
  let syntheticReply: Reply | undefined;
  const testnetOnly = dataset.network === 'testnet';

  /**
   * The recorded entry, else the index's answer for an address it has no state for: no code, so the
   * user-friendly form is non-bounceable (testnet-only on testnet), no domain, no interfaces.
   */
  const addressBookEntry = (raw: string): JsonObject => {
    const recorded = dataset.address_book[raw];
    if (recorded) return recorded;
    const parsed = parseAccountAddress(raw);
    const friendly = parsed ? formatUserFriendlyAddress(parsed, { bounceable: false, testnetOnly }) : null;
    return { user_friendly: friendly, domain: null, interfaces: [] };
  };

  const addressBookOf = (addresses: Iterable<string>): JsonObject => {
    const book: JsonObject = {};
    for (const address of addresses) book[address] = addressBookEntry(address);
    return book;
  };

  const masterchainBlockShardState = (query: URLSearchParams): Reply => {
    const block = blocksBySeqno.get(masterchainSeqno(query));
    if (!block) return errorReply(404, 'blocks not found');
    if (profile === 'live') return jsonReply(200, marked(block, { blocks: block.blocks }));
    const reply = (): Reply =>
      jsonReply(200, marked(block, { transactions: block.transactions, address_book: block.address_book }));
    if (block !== synthetic) return reply();
    syntheticReply ??= reply();
    return syntheticReply;
  };

  const transactionsByMasterchainBlock = (query: URLSearchParams): Reply => {
    const seqno = masterchainSeqno(query);
    const limitText = queryValue(query, 'limit');
    const offsetText = queryValue(query, 'offset');
    const limitValue = limitText === null ? DEFAULT_LIMIT : parseInt32(limitText);
    if (limitValue === null) return conversionError('limit');
    const offsetValue = offsetText === null ? 0 : parseInt32(offsetText);
    if (offsetValue === null) return conversionError('offset');
    // The index accepts desc/d/asc/a in any case; desc is the default.
    const sortText = (queryValue(query, 'sort') ?? 'desc').toLowerCase();
    if (!['desc', 'd', 'asc', 'a'].includes(sortText)) {
      return errorReply(422, 'wrong value for sort parameter');
    }
    const limit = Math.max(1, limitValue);
    if (limit > MAX_LIMIT) return errorReply(422, `limit is not allowed: ${limit} > ${MAX_LIMIT}`);
    const offset = Math.max(0, offsetValue);
    const block = blocksBySeqno.get(seqno);
    if (!block) return errorReply(404, `masterchain block ${seqno} not found`);
    const direction = sortText.startsWith('a') ? 1 : -1;
    const page = [...block.transactions]
      .sort((a, b) => direction * compareForSort(a, b))
      .slice(offset, offset + limit);
    const addresses = new Set(
      page.flatMap((tx, index) => transactionAddresses(tx, `transactions[${index}]`)),
    );
    return jsonReply(200, marked(block, { transactions: page, address_book: addressBookOf(addresses) }));
  };

  const accountStates = (query: URLSearchParams): Reply => {
    // Repeated `address` is canonical; comma-joined values are split as the live server does.
    const inputs = query
      .getAll('address')
      .flatMap((value) => value.split(','))
      .filter((value) => value !== '');
    if (inputs.length === 0) return errorReply(422, 'address of account is required');
    const requested: string[] = [];
    for (const [index, input] of inputs.entries()) {
      const parsed = parseAccountAddress(input);
      if (!parsed) {
        return errorReply(
          422,
          `failed to decode: schema: error converting value for index ${index} of "address"`,
        );
      }
      requested.push(formatRawAddress(parsed));
    }
    const includeBocText = queryValue(query, 'include_boc');
    const includeBoc = includeBocText === null ? true : parseGoBool(includeBocText);
    if (includeBoc === null) return conversionError('include_boc');

    let unique = [...new Set(requested)];
    if (profile === 'spec' && unique.length > SPEC_MAX_ADDRESSES) {
      return errorReply(
        422,
        `too many addresses: ${unique.length} given, at most ${SPEC_MAX_ADDRESSES} allowed`,
      );
    }
    // The dataset holds far fewer than 1000 accounts, so capping the result rows (what the index does)
    // would never show; capping the addresses looked at makes the silent limit visible to clients.
    if (profile === 'live') unique = unique.slice(0, LIVE_MAX_ACCOUNTS);

    const accounts: JsonObject[] = [];
    for (const address of unique) {
      const account = dataset.accounts[address];
      if (!account) continue;
      if (includeBoc) accounts.push(account);
      else {
        const { code_boc: _code, data_boc: _data, ...withoutBoc } = account;
        accounts.push(withoutBoc);
      }
    }
    const described =
      profile === 'spec' ? unique : accounts.map((account) => asString(account.address, 'address'));
    const metadata: JsonObject = {};
    for (const address of described) {
      const entry = dataset.metadata[address];
      if (entry) metadata[address] = entry;
    }
    const body = { accounts, address_book: addressBookOf(described), metadata };
    if (!movingChain) return jsonReply(200, body);
    // Every answer of the mode says so, first, as the synthetic block's do.
    return jsonReply(200, {
      sample_simulated: MOVING_CHAIN_NOTE,
      ...body,
      accounts: movingChain.answer(accounts),
    });
  };

  const masterchainInfo = (): Reply =>
    jsonReply(200, replay ? replay.masterchainInfo() : dataset.masterchain_info);

  // The index routes case-insensitively and ignores a trailing slash (fiber's defaults).
  const routes = new Map<string, (query: URLSearchParams) => Reply>([
    ['masterchainblockshardstate', masterchainBlockShardState],
    ['transactionsbymasterchainblock', transactionsByMasterchainBlock],
    ['accountstates', accountStates],
    ['masterchaininfo', masterchainInfo],
  ]);

  return (url) => {
    const name = url.pathname
      .slice(API_PREFIX.length + 1)
      .replace(/\/$/, '')
      .toLowerCase();
    const route = routes.get(name);
    return route ? route(url.searchParams) : errorReply(404, 'not found');
  };
}
