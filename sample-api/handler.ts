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
import { gzipSync } from 'node:zlib';
import { buildSyntheticBlock, SYNTHETIC_BLOCK_NOTE } from './big-block.ts';
import { applyDrift, parseDrift, type SampleDrift } from './drift.ts';
import {
  loadSampleDataset,
  type DatasetBlock,
  transactionAddresses,
  type SampleDataset,
  type SampleNetwork,
} from './dataset.ts';
import { createMovingChain, MOVING_CHAIN_NOTE, type MovingChain } from './moving-chain.ts';
import { createReplay, parseReplayRestart, type Replay } from './replay.ts';
import { asString, isJsonObject, type JsonObject, type JsonValue } from './json.ts';
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
  /** The dataset to serve instead of the committed one of `network` (a test's own, already parsed). */
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
/** The body toncenter's gateway sends with a 429. */
export const RATE_LIMIT_BODY = '{"ok":false,"result":"Ratelimit exceed","code":429}';

interface Reply {
  status: number;
  body: string;
  headers: Record<string, string>;
}

const JSON_TYPE = 'application/json';

function jsonReply(status: number, value: JsonValue): Reply {
  return { status, body: JSON.stringify(value), headers: { 'content-type': JSON_TYPE } };
}

function errorReply(status: number, message: string): Reply {
  return jsonReply(status, { error: message });
}

function methodNotAllowed(allow: string): Reply {
  const reply = errorReply(405, 'method not allowed');
  return { ...reply, headers: { ...reply.headers, allow } };
}

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

// ---- fault injection (sample API only) ----

export interface SampleFault {
  /** Reply with this status instead of the real answer. */
  status?: number;
  /** Seconds for a Retry-After header; alone it implies status 429. */
  retryAfter?: number;
  /** Body to send instead of the real one (with `status`, or 200 alone). */
  body?: string;
  contentType?: string;
  /** Wait this long before answering (or before dropping). */
  delayMs?: number;
  /** Destroy the socket without an answer. */
  drop?: boolean;
  /** Send only the first half of the body, with a Content-Length that matches the half: broken JSON. */
  truncate?: boolean;
  /**
   * Send the body slowly: 64 bytes, then a pause of this many milliseconds, and so on (a server or proxy
   * that drips its answer). The headers go at once.
   */
  dripMs?: number;
  /**
   * Make the real answer this many bytes long, with spaces after its JSON (still valid JSON): a huge
   * answer. Gzipped for a client that accepts it, as real answers are, so it is also a "gzip bomb": a
   * small Content-Length that decodes to `padBytes`. At most 1 GiB.
   */
  padBytes?: number;
  /**
   * Rewrite the real answer (a 200) as another server version would write it: a field missing, null,
   * of another type, an extra field, the older compute-phase or comment form (see drift.ts).
   */
  drift?: SampleDrift;
}

export interface QueuedFault {
  /** Matched against the end of the request's pathname, e.g. `accountStates`. */
  path: string;
  /** Matching requests left before the fault is used up. */
  times: number;
  fault: SampleFault;
}

function parseFaultRequest(value: unknown): QueuedFault | string {
  if (!isJsonObject(value)) return 'body must be a JSON object';
  const { path, times = 1, fault } = value;
  if (typeof path !== 'string' || path === '') return '"path" must be a non-empty string';
  if (typeof times !== 'number' || !Number.isInteger(times) || times < 1) {
    return '"times" must be a positive integer';
  }
  if (!isJsonObject(fault)) return '"fault" must be an object';
  const parsed: SampleFault = {};
  for (const [key, member] of Object.entries(fault)) {
    switch (key) {
      case 'status':
        if (typeof member !== 'number' || !Number.isInteger(member) || member < 100 || member > 599) {
          return '"fault.status" must be an HTTP status code';
        }
        parsed.status = member;
        break;
      case 'retryAfter':
      case 'delayMs':
      case 'dripMs':
      case 'padBytes':
        if (typeof member !== 'number' || !Number.isInteger(member) || member < 0) {
          return `"fault.${key}" must be a non-negative integer`;
        }
        parsed[key] = member;
        break;
      case 'body':
      case 'contentType':
        if (typeof member !== 'string') return `"fault.${key}" must be a string`;
        parsed[key] = member;
        break;
      case 'drop':
      case 'truncate':
        if (typeof member !== 'boolean') return `"fault.${key}" must be a boolean`;
        parsed[key] = member;
        break;
      case 'drift': {
        const drift = parseDrift(member);
        if (typeof drift === 'string') return drift;
        parsed.drift = drift;
        break;
      }
      default:
        return `unknown fault option "${key}"`;
    }
  }
  if (parsed.padBytes !== undefined && parsed.padBytes > 1 << 30) return '"fault.padBytes" is at most 1 GiB';
  if (
    parsed.drift &&
    (parsed.status !== undefined ||
      parsed.retryAfter !== undefined ||
      parsed.body !== undefined ||
      parsed.drop)
  ) {
    return '"fault.drift" rewrites the real answer: it cannot go with status, retryAfter, body or drop';
  }
  return { path, times, fault: parsed };
}

function faultReply(fault: SampleFault): Reply | null {
  if (fault.status === undefined && fault.retryAfter === undefined && fault.body === undefined) return null;
  const status = fault.status ?? (fault.retryAfter !== undefined ? 429 : 200);
  const body =
    fault.body ?? (status === 429 ? RATE_LIMIT_BODY : JSON.stringify({ error: `sample fault: ${status}` }));
  const headers: Record<string, string> = { 'content-type': fault.contentType ?? JSON_TYPE };
  if (fault.retryAfter !== undefined) headers['retry-after'] = String(fault.retryAfter);
  return { status, body, headers };
}

/** The real answer rewritten by `drift`; a 500 naming the drift when it matched nothing. */
function driftedReply(reply: Reply, drift: SampleDrift): Reply {
  const result = applyDrift(JSON.parse(reply.body) as JsonValue, drift);
  if ('error' in result) return errorReply(500, result.error);
  return { ...reply, body: JSON.stringify(result.body) };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

// ---- CORS, as toncenter's gateway: any origin, and the X-API-Key header in preflight ----

const CORS_HEADERS: Record<string, string> = { 'access-control-allow-origin': '*' };
const PREFLIGHT_HEADERS: Record<string, string> = {
  ...CORS_HEADERS,
  'access-control-allow-methods': 'GET, OPTIONS',
  'access-control-allow-headers': 'X-API-Key, Content-Type',
  'access-control-max-age': '86400',
};

/** Bodies smaller than this are sent as they are: compressing them saves nothing worth the time. */
const COMPRESS_FROM_BYTES = 1024;
// The synthetic block's answer is one string, kept: its ~20 MB are compressed once, not per request.
let lastCompressed: { body: string; gzipped: Buffer } | undefined;

function acceptsGzip(req: IncomingMessage): boolean {
  return /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
}

/**
 * `compress` gzips the body, as toncenter's gateway does for clients that accept it (without it a
 * 5,000-transaction block is 20 MB on the wire instead of ~3 MB). Injected faults are sent as written.
 */
function send(
  res: ServerResponse,
  reply: Reply,
  truncate = false,
  compress = false,
  shape: Pick<SampleFault, 'dripMs' | 'padBytes'> = {},
): void {
  let body: Buffer = Buffer.from(reply.body, 'utf8');
  const headers: Record<string, string> = { ...CORS_HEADERS, ...reply.headers };
  if (shape.padBytes !== undefined && shape.padBytes > body.length) {
    const padded = Buffer.alloc(shape.padBytes, 0x20);
    body.copy(padded);
    // Level 1: a gigabyte of spaces compresses to a few MB in about a second.
    body = compress ? gzipSync(padded, { level: 1 }) : padded;
    if (compress) {
      headers['content-encoding'] = 'gzip';
      headers.vary = 'accept-encoding';
    }
  } else if (truncate) body = body.subarray(0, Math.floor(body.length / 2));
  else if (compress && body.length >= COMPRESS_FROM_BYTES) {
    if (lastCompressed?.body !== reply.body) lastCompressed = { body: reply.body, gzipped: gzipSync(body) };
    body = lastCompressed.gzipped;
    headers['content-encoding'] = 'gzip';
    headers.vary = 'accept-encoding';
  }
  res.statusCode = reply.status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('content-length', String(body.length));
  if (shape.dripMs === undefined) {
    res.end(body);
    return;
  }
  const dripMs = shape.dripMs;
  let offset = 0;
  const drip = () => {
    if (res.destroyed) return;
    const piece = body.subarray(offset, offset + DRIP_BYTES);
    offset += piece.length;
    if (offset >= body.length) res.end(piece);
    else {
      res.write(piece);
      setTimeout(drip, dripMs);
    }
  };
  res.flushHeaders();
  drip();
}

/** A dripped answer is sent this many bytes at a time. */
const DRIP_BYTES = 64;

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
  const faults: QueuedFault[] = [];
  const catalog = buildCatalog(dataset, profile, movingChain);
  // The replay's catalog lists only the blocks up to the head, so it is written at each request.
  const catalogNow = (): JsonValue =>
    replay ? buildCatalog(dataset, profile, movingChain, replay) : catalog;
  const lastRequestAt = new Map<string, number>();

  const takeFault = (pathname: string): SampleFault | null => {
    const index = faults.findIndex((queued) => pathname.endsWith(queued.path));
    const queued = faults[index];
    if (!queued) return null;
    queued.times -= 1;
    if (queued.times === 0) faults.splice(index, 1);
    return queued.fault;
  };

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
      faults.push(parsed);
      send(res, jsonReply(201, { faults: faultList() }));
    } else if (req.method === 'DELETE') {
      faults.length = 0;
      send(res, jsonReply(200, { faults: [] }));
    } else if (req.method === 'GET') {
      send(res, jsonReply(200, { faults: faultList() }));
    } else {
      send(res, methodNotAllowed('GET, POST, DELETE'));
    }
  };

  const faultList = (): JsonValue[] =>
    faults.map(({ path, times, fault: { drift, ...rest } }) => ({
      path,
      times,
      fault: drift ? { ...rest, drift: { ...drift } } : { ...rest },
    }));

  const handleApi = async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, PREFLIGHT_HEADERS).end();
      return;
    }
    const fault = takeFault(url.pathname);
    if (fault?.delayMs) await sleep(fault.delayMs);
    if (fault?.drop) {
      req.socket.destroy();
      return;
    }
    const injected = fault ? faultReply(fault) : null;
    if (injected) {
      send(res, injected, fault?.truncate);
      return;
    }
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
    // A copy: some replies are cached and shared between requests.
    let reply = { ...api(url) };
    if (fault?.drift && reply.status === 200) reply = driftedReply(reply, fault.drift);
    // `contentType` alone: the real body under a wrong media type, as a misconfigured proxy sends it.
    if (fault?.contentType) reply.headers = { ...reply.headers, 'content-type': fault.contentType };
    const shape = { dripMs: fault?.dripMs, padBytes: fault?.padBytes };
    // A padded answer is compressed as a real one is; other faults are sent as written.
    const compress = (!fault || fault.padBytes !== undefined) && acceptsGzip(req);
    send(res, reply, fault?.truncate, compress, shape);
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
