// The embedded sample API: toncenter API v3's read operations over the recorded dataset, as a
// connect-style middleware that Vite (dev and preview) and a plain node:http server can both mount.
//
// Behaviour follows the live index where the product spec is silent, and the spec where the two disagree
// in the `spec` profile (profile.ts says what each profile changes). This module composes the parts: the
// API's endpoints (routes/api-routes.ts, one module each), the sample's own control endpoints (the other
// modules in routes/), fault injection (faults.ts), the live profile's rate limit, and writing answers
// (send.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { buildSyntheticBlock } from './big-block.ts';
import { bigTraceBlock, buildBigTrace } from './big-trace.ts';
import { clientKey } from './client-key.ts';
import { loadSampleDataset, type SampleDataset, type SampleNetwork } from './dataset.ts';
import { createFaultQueue, finishedByFault, sendRealAnswer } from './faults.ts';
import { createMovingChain } from './moving-chain.ts';
import type { SampleApiProfile } from './profile.ts';
import { rawPathOf, rawPathProblem } from './raw-path.ts';
import { createReplay } from './replay.ts';
import { API_PREFIX, createApiRoutes } from './routes/api-routes.ts';
import { CATALOG_PATH, catalogRoute } from './routes/catalog.ts';
import { FAULTS_PATH, handleFaultsControl } from './routes/faults-control.ts';
import { handleReplay, REPLAY_PATH } from './routes/replay-control.ts';
import { createRequestLog, handleRequestsControl, REQUESTS_PATH } from './routes/requests-control.ts';
import { createServedChain } from './routes/served-chain.ts';
import { errorReply, JSON_TYPE, methodNotAllowed, PREFLIGHT_HEADERS, RATE_LIMIT_BODY, send } from './send.ts';

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
   * Serve the test controls: `/__sample/faults` (fault injection), `/__sample/replay` (restarting a
   * replay) and `/__sample/requests` (the API requests received, with their `X-API-Key`). On by default, for tests and `npm run dev`/`npm start`; the deployed server
   * (deploy/sample-api-server.ts) leaves them out unless SAMPLE_API_CONTROLS=1. Without them those paths
   * are a 404 (or the next middleware's); the API and the catalog are served either way.
   */
  controls?: boolean;
  /**
   * Serve /api/v3/traces and /api/v3/actions (on by default). Off, both are a 404 like the paths of an
   * index without them (SAMPLE_API_TRACES=off): the profile of the degrade tests.
   */
  traces?: boolean;
  /**
   * Also serve the synthetic 4,000-transaction trace (big-trace.ts) at its reserved trace id, for the
   * benchmark and the tests of big traces. Off by default (SAMPLE_API_BIG_TRACE=1).
   */
  bigTrace?: boolean;
  /** The dataset to serve instead of the committed one of `network` (a test's own, already parsed). */
  dataset?: SampleDataset;
}

export type SampleApiHandler = (req: IncomingMessage, res: ServerResponse, next?: () => void) => void;

/** toncenter without an API key: 1 request per second. */
const RATE_LIMIT_INTERVAL_MS = 1000;

/** Clients remembered by the rate limit before those whose interval is over are forgotten. */
const RATE_LIMIT_CLIENTS = 10_000;

/**
 * The live profile's rate limit: true when the client's last request let through was less than
 * RATE_LIMIT_INTERVAL_MS ago. Per client (client-key.ts: behind a proxy on loopback, the client it
 * names), as toncenter limits callers without an API key.
 */
function createRateLimit(now: () => number): (req: IncomingMessage) => boolean {
  const lastRequestAt = new Map<string, number>();
  return (req) => {
    const client = clientKey(req);
    const last = lastRequestAt.get(client);
    const at = now();
    if (last !== undefined && at - last < RATE_LIMIT_INTERVAL_MS) return true;
    if (lastRequestAt.size >= RATE_LIMIT_CLIENTS) {
      for (const [key, time] of lastRequestAt)
        if (at - time >= RATE_LIMIT_INTERVAL_MS) lastRequestAt.delete(key);
    }
    lastRequestAt.set(client, at);
    return false;
  };
}

/** A path under the sample's prefixes, in any case: the API's, or its own `/__sample/` ones. */
function isSamplePath(path: string): boolean {
  const lower = path.toLowerCase();
  return lower.startsWith('/api') || lower.startsWith('/__sample');
}

export function createSampleApiHandler(options: SampleApiOptions = {}): SampleApiHandler {
  const profile = options.profile ?? 'spec';
  const network = options.network ?? 'mainnet';
  const now = options.now ?? Date.now;
  const dataset = options.dataset ?? loadSampleDataset(network);
  const movingChain = options.moving ? createMovingChain(dataset) : undefined;
  const replay = options.replay
    ? createReplay(dataset, { now, ...(options.replay === true ? {} : options.replay) })
    : undefined;
  // Built at start when asked for (about a second): its block is served from the first request.
  const bigTrace = options.bigTrace ? buildBigTrace(dataset) : undefined;
  const chain = createServedChain({
    dataset,
    profile,
    synthetic: options.syntheticBlock ? buildSyntheticBlock(dataset) : undefined,
    movingChain,
    replay,
    extraTraces: bigTrace ? () => [bigTrace] : undefined,
    bigTraceBlock: bigTrace ? bigTraceBlock(bigTrace, dataset) : undefined,
  });
  const api = createApiRoutes(chain, { traces: options.traces ?? true });
  const catalog = catalogRoute(chain);
  const faults = createFaultQueue();
  const rateLimited = createRateLimit(now);
  const controls = options.controls ?? true;
  // Only with the controls: without them nothing is recorded (a deployment's readers' requests are theirs).
  const requestLog = controls ? createRequestLog(now) : undefined;

  const handleApi = async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, PREFLIGHT_HEADERS).end();
      return;
    }
    requestLog?.record(req, url);
    const fault = faults.take(url.pathname);
    if (await finishedByFault(fault, req, res)) return;
    if (profile === 'live' && rateLimited(req)) {
      send(res, {
        status: 429,
        body: RATE_LIMIT_BODY,
        headers: { 'content-type': JSON_TYPE, 'retry-after': '1' },
      });
      return;
    }
    if (req.method !== 'GET') {
      send(res, methodNotAllowed('GET'));
      return;
    }
    sendRealAnswer(req, res, api(url), fault);
  };

  return (req, res, next) => {
    // The path as it came off the wire decides the route: a request whose path a URL parser would
    // rewrite (a backslash, `..`, `%2e`, `//`) is refused, never resolved into another route.
    const target = req.url ?? '/';
    const url = new URL(target, 'http://sample-api.invalid');
    const path = rawPathOf(target);
    const problem =
      rawPathProblem(target) ?? (url.pathname === path ? undefined : 'the path must be written plainly');
    if (problem !== undefined) {
      if (isSamplePath(path) || isSamplePath(url.pathname)) send(res, errorReply(400, problem));
      // Ours neither as written nor as a URL parser reads it: the app's (an encoded `/` in a link).
      else if (next) next();
      else send(res, errorReply(404, 'not found'));
      return;
    }
    const isApi = path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
    if (path === CATALOG_PATH) {
      send(res, catalog());
      return;
    }
    if (controls && path === REPLAY_PATH) {
      handleReplay(req, replay).then(
        (reply) => send(res, reply),
        (error: unknown) =>
          send(res, errorReply(500, error instanceof Error ? error.message : String(error))),
      );
      return;
    }
    if (requestLog && path === REQUESTS_PATH) {
      send(res, handleRequestsControl(req, requestLog));
      return;
    }
    if (!(controls && path === FAULTS_PATH) && !isApi) {
      // Not ours: let the next middleware (Vite serving the app) answer.
      if (next) next();
      else send(res, errorReply(404, 'not found'));
      return;
    }
    const work = isApi
      ? handleApi(req, res, url)
      : handleFaultsControl(req, faults).then((reply) => send(res, reply));
    work.catch((error: unknown) => {
      if (res.headersSent) res.destroy();
      else send(res, errorReply(500, error instanceof Error ? error.message : String(error)));
    });
  };
}
