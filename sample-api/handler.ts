// The embedded sample API: toncenter API v3's read operations over the recorded dataset, as a
// connect-style middleware that Vite (dev and preview) and a plain node:http server can both mount.
//
// Behaviour follows the live index where the product spec is silent, and the spec where the two disagree
// in the `spec` profile (profile.ts says what each profile changes). This module composes the parts: the
// API's endpoints (routes/api-routes.ts, one module each), the sample's own control endpoints, fault
// injection (faults.ts), the live profile's rate limit, and writing answers (send.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { buildSyntheticBlock } from './big-block.ts';
import { loadSampleDataset, type SampleDataset, type SampleNetwork } from './dataset.ts';
import { createFaultQueue, finishedByFault, parseFaultRequest, sendRealAnswer } from './faults.ts';
import { createMovingChain, MOVING_CHAIN_NOTE, type MovingChain } from './moving-chain.ts';
import type { SampleApiProfile } from './profile.ts';
import { createReplay, parseReplayRestart, type Replay } from './replay.ts';
import type { JsonValue } from './json.ts';
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
import { API_PREFIX, createApiRoutes } from './routes/api-routes.ts';
import { createServedChain } from './routes/served-chain.ts';

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

export const FAULTS_PATH = '/__sample/faults';
/** What this sample holds, for the home page's links; toncenter has no such thing (the app treats 404 as none). */
export const CATALOG_PATH = '/__sample/catalog';
/** The replay mode's control: GET its state, POST `{head, intervalMs}` to start again from `head`. */
export const REPLAY_PATH = '/__sample/replay';

/** toncenter without an API key: 1 request per second. */
const RATE_LIMIT_INTERVAL_MS = 1000;

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
  const api = createApiRoutes(
    createServedChain({
      dataset,
      profile,
      synthetic: options.syntheticBlock ? buildSyntheticBlock(dataset) : undefined,
      movingChain,
      replay,
    }),
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
