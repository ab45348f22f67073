import { defineConfig, devices } from '@playwright/test';

// Playwright cannot download browsers here: the specs drive Debian's Chromium.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const port = Number.parseInt(process.env.E2E_PORT ?? '4399', 10);
// A second server with the sample API's live profile (`{blocks}`, 1 request/s), for the specs about what
// the live toncenter server says; they reach it through E2E_LIVE_ORIGIN (set here for the workers too).
const livePort = Number.parseInt(process.env.E2E_LIVE_PORT ?? '4398', 10);
process.env.E2E_LIVE_ORIGIN = `http://127.0.0.1:${livePort}`;
// A third server whose sample API simulates a moving chain (SAMPLE_API_MOVING=1: some balances advance
// with every answer), for the specs of "what changed" and the watch; reached through E2E_MOVING_ORIGIN.
const movingPort = Number.parseInt(process.env.E2E_MOVING_PORT ?? '4397', 10);
process.env.E2E_MOVING_ORIGIN = `http://127.0.0.1:${movingPort}`;
// A fourth server whose sample API chain grows over time (SAMPLE_API_REPLAY=1: a new block every few
// seconds from the dataset), for the specs of following the head; reached through E2E_REPLAY_ORIGIN.
const replayPort = Number.parseInt(process.env.E2E_REPLAY_PORT ?? '4396', 10);
process.env.E2E_REPLAY_ORIGIN = `http://127.0.0.1:${replayPort}`;
// A fifth server whose sample API has neither /api/v3/traces nor /api/v3/actions (SAMPLE_API_TRACES=off:
// both 404, as an index without them), for the specs of degrading honestly; reached through
// E2E_NOTRACES_ORIGIN.
const noTracesPort = Number.parseInt(process.env.E2E_NOTRACES_PORT ?? '4395', 10);
process.env.E2E_NOTRACES_ORIGIN = `http://127.0.0.1:${noTracesPort}`;
// A sixth server that also serves a config.json (test/fixtures/runtime-config.json) naming the sample API
// under another path (/deploy/api/v3, with the server holding the key), for the spec of the run-time
// config: the same dist/, told at run time; reached through E2E_CONFIG_ORIGIN. It also serves the
// synthetic 4,000-transaction trace and its block (SAMPLE_API_BIG_TRACE=1), for the spec of a deep link
// into a block read as it arrives (streamed-block.spec.ts): one server fewer to start.
const configPort = Number.parseInt(process.env.E2E_CONFIG_PORT ?? '4394', 10);
process.env.E2E_CONFIG_ORIGIN = `http://127.0.0.1:${configPort}`;
// The build to serve: `dist/` unless E2E_OUT_DIR names another (`vite build --outDir …`), so that two
// people working in one tree can each test their own build.
const outDir = process.env.E2E_OUT_DIR ? ` --outDir ${process.env.E2E_OUT_DIR}` : '';

export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      // The built app and the sample API on one origin, as `npm start` serves them.
      command: `npx vite preview --port ${port} --strictPort --host 127.0.0.1${outDir}`,
      url: `http://127.0.0.1:${port}/api/v3/masterchainInfo`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { PORT: String(port) },
    },
    {
      // The same build with the live profile. Its readiness probe is the catalog, which the rate limit
      // does not count, so the specs' first request is not refused for it.
      command: `npx vite preview --port ${livePort} --strictPort --host 127.0.0.1${outDir}`,
      url: `http://127.0.0.1:${livePort}/__sample/catalog`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { PORT: String(livePort), SAMPLE_API_PROFILE: 'live' },
    },
    {
      // The same build over a simulated moving chain. Its probe is the catalog, which moves nothing.
      command: `npx vite preview --port ${movingPort} --strictPort --host 127.0.0.1${outDir}`,
      url: `http://127.0.0.1:${movingPort}/__sample/catalog`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { PORT: String(movingPort), SAMPLE_API_MOVING: '1' },
    },
    {
      // The same build over a replayed chain. Its probe is the catalog; the specs restart the replay
      // (POST /__sample/replay) before they read it.
      command: `npx vite preview --port ${replayPort} --strictPort --host 127.0.0.1${outDir}`,
      url: `http://127.0.0.1:${replayPort}/__sample/catalog`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { PORT: String(replayPort), SAMPLE_API_REPLAY: '1' },
    },
    {
      // The same build over a sample API without the trace endpoints. Its probe is the catalog.
      command: `npx vite preview --port ${noTracesPort} --strictPort --host 127.0.0.1${outDir}`,
      url: `http://127.0.0.1:${noTracesPort}/__sample/catalog`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { PORT: String(noTracesPort), SAMPLE_API_TRACES: 'off' },
    },
    {
      // The same build with a config.json beside it. Its probe is the catalog.
      command: `npx vite preview --port ${configPort} --strictPort --host 127.0.0.1${outDir}`,
      url: `http://127.0.0.1:${configPort}/__sample/catalog`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(configPort),
        SAMPLE_API_CONFIG_JSON: 'test/fixtures/runtime-config.json',
        SAMPLE_API_ALSO_AT: '/deploy',
        SAMPLE_API_BIG_TRACE: '1',
      },
    },
  ],
});
