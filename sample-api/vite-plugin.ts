// Mounts the sample API in Vite's dev server and in `vite preview`, so the app and the API share one
// origin (no CORS, no second process). The app may still be pointed elsewhere with VITE_API_BASE_URL;
// the sample API stays mounted then, unused and harmless.
import { readFileSync } from 'node:fs';
import type { Connect, Plugin, PreviewServer, ViteDevServer } from 'vite';
import { isSampleNetwork, type SampleNetwork } from './dataset.ts';
import { SYNTHETIC_BLOCK_SEQNO } from './big-block.ts';
import { BIG_TRACE_ID } from './big-trace.ts';
import { createSampleApiHandler } from './handler.ts';
import type { SampleApiProfile } from './profile.ts';
import { DEFAULT_REPLAY_INTERVAL_MS, MAX_REPLAY_INTERVAL_MS, MIN_REPLAY_INTERVAL_MS } from './replay.ts';
import { API_PREFIX } from './routes/api-routes.ts';
import { REPLAY_PATH } from './routes/replay-control.ts';

function readProfile(value: string | undefined): SampleApiProfile {
  if (value === undefined || value === '' || value === 'spec') return 'spec';
  if (value === 'live') return 'live';
  throw new Error(`SAMPLE_API_PROFILE must be "spec" or "live", not "${value}"`);
}

function readNetwork(value: string | undefined): SampleNetwork {
  if (value === undefined || value === '') return 'mainnet';
  if (isSampleNetwork(value)) return value;
  throw new Error(`SAMPLE_API_NETWORK must be "mainnet" or "testnet", not "${value}"`);
}

/** SAMPLE_API_TRACES: `off` serves neither /traces nor /actions; unset or `on` serves both. */
function readTracesSwitch(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`SAMPLE_API_TRACES must be "on" or "off", not "${value}"`);
}

/** SAMPLE_API_REPLAY_MS: milliseconds between two replayed blocks. */
function readReplayInterval(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_REPLAY_INTERVAL_MS;
  const ms = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!(ms >= MIN_REPLAY_INTERVAL_MS && ms <= MAX_REPLAY_INTERVAL_MS)) {
    throw new Error(
      `SAMPLE_API_REPLAY_MS must be a whole number of ms from ${MIN_REPLAY_INTERVAL_MS} to ${MAX_REPLAY_INTERVAL_MS}, not "${value}"`,
    );
  }
  return ms;
}

/**
 * How long the server keeps an idle connection open for the next request. Node's default, 5 s, races a
 * client that reuses the connection just as the server closes it: the request fails with ECONNRESET (the
 * e2e specs' `page.request` did, once, after a 6 s test). Two minutes outlasts any test's idle gap; a
 * browser that keeps a connection longer opens a new one, as it does anyway.
 */
export const SAMPLE_KEEP_ALIVE_MS = 120_000;

function keepConnectionsLonger(server: ViteDevServer | PreviewServer): void {
  const httpServer = server.httpServer;
  if (httpServer === null || !('keepAliveTimeout' in httpServer)) return;
  httpServer.keepAliveTimeout = SAMPLE_KEEP_ALIVE_MS;
  // Node requires the headers timeout to exceed the keep-alive one, or it may cut a request's headers.
  httpServer.headersTimeout = SAMPLE_KEEP_ALIVE_MS + 1_000;
}

/**
 * SAMPLE_API_CONFIG_JSON names a file served as `/config.json` (the deploy's run-time config,
 * src/settings/runtime-config.ts), and SAMPLE_API_ALSO_AT a path prefix the sample API also answers
 * under (`/deploy` → `/deploy/api/v3/…`), as a deploy's proxy would: so an e2e can check one build uses
 * the endpoint a config.json names, without writing into dist/. Neither set: nothing changes.
 */
const CATALOG_PATH = '/__sample/catalog';

function deployConfigMiddleware(configFile: string, prefix: string): Connect.NextHandleFunction {
  const body = readFileSync(configFile, 'utf8');
  return (req, res, next) => {
    const path = (req.url ?? '').split('?')[0];
    if (path === '/config.json') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' });
      res.end(body);
      return;
    }
    // The API and its catalog (the home page's sample links), as the sample API answers them at `/`.
    const under = (path: string) => req.url?.startsWith(`${prefix}${path}`) === true;
    if (prefix && (under(`${API_PREFIX}/`) || under(CATALOG_PATH))) req.url = req.url?.slice(prefix.length);
    next();
  };
}

export function sampleApiPlugin(): Plugin {
  const mount = (server: ViteDevServer | PreviewServer): void => {
    // Read at server start so each `vite` / `vite preview` run can pick its profile and network.
    const profile = readProfile(process.env.SAMPLE_API_PROFILE);
    const network = readNetwork(process.env.SAMPLE_API_NETWORK);
    // The benchmark's synthetic 5,000-transaction block (big-block.ts), only when asked for.
    const syntheticBlock = process.env.SAMPLE_API_BIG_BLOCK === '1';
    // A simulated moving chain (moving-chain.ts) for tests and demos of "what changed": only when asked.
    const moving = process.env.SAMPLE_API_MOVING === '1';
    // A chain that grows over time (replay.ts) for tests and demos of "follow the head": only when asked.
    const replayOn = process.env.SAMPLE_API_REPLAY === '1';
    const replay = replayOn ? { intervalMs: readReplayInterval(process.env.SAMPLE_API_REPLAY_MS) } : false;
    // An index without /traces and /actions (both a 404), for the degrade tests: only when asked.
    const traces = readTracesSwitch(process.env.SAMPLE_API_TRACES);
    // The synthetic 4,000-transaction trace (big-trace.ts), only when asked for.
    const bigTrace = process.env.SAMPLE_API_BIG_TRACE === '1';
    const configFile = process.env.SAMPLE_API_CONFIG_JSON;
    const alsoAt = process.env.SAMPLE_API_ALSO_AT ?? '';
    if (configFile) server.middlewares.use(deployConfigMiddleware(configFile, alsoAt));
    server.middlewares.use(
      createSampleApiHandler({ profile, network, syntheticBlock, moving, replay, traces, bigTrace }),
    );
    keepConnectionsLonger(server);
    const baseUrl = server.config.env.VITE_API_BASE_URL ?? process.env.VITE_API_BASE_URL ?? '';
    const note = baseUrl === '' ? '' : ` (the app is configured to call ${String(baseUrl)} instead)`;
    server.config.logger.info(
      `  sample API (${profile} profile, ${network} recordings) at ${API_PREFIX}${note}`,
    );
    if (configFile) {
      server.config.logger.info(
        `  /config.json from ${configFile}${alsoAt ? `, the sample API also at ${alsoAt}${API_PREFIX}` : ''} (SAMPLE_API_CONFIG_JSON)`,
      );
    }
    if (moving) {
      server.config.logger.info(
        '  simulated moving chain: some sample balances advance with every accountStates answer (SAMPLE_API_MOVING=1)',
      );
    }
    if (replay) {
      server.config.logger.info(
        `  replayed chain: a new sample block every ${replay.intervalMs} ms, control at ${REPLAY_PATH} (SAMPLE_API_REPLAY=1)`,
      );
    }
    if (!traces) {
      server.config.logger.info(
        '  without /api/v3/traces and /api/v3/actions: both answer 404 (SAMPLE_API_TRACES=off)',
      );
    }
    if (bigTrace) {
      server.config.logger.info(
        `  synthetic 4,000-transaction trace at /api/v3/traces?trace_id=${BIG_TRACE_ID} (SAMPLE_API_BIG_TRACE=1)`,
      );
    }
    if (syntheticBlock) {
      server.config.logger.info(
        `  synthetic 5,000-transaction benchmark block at /block/${SYNTHETIC_BLOCK_SEQNO} (SAMPLE_API_BIG_BLOCK=1)`,
      );
    }
  };
  return {
    name: 'tonlens-sample-api',
    configureServer: mount,
    configurePreviewServer: mount,
  };
}
