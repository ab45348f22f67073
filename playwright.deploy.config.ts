import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The built app served through the shipped nginx config (deploy/nginx/), as a Debian server serves it:
// routes, deep links, headers and framing (test/deploy/). Needs Debian's nginx (`apt-get install nginx`)
// and a build (`npm run build`). Run: npx playwright test -c playwright.deploy.config.ts
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const port = Number.parseInt(process.env.E2E_DEPLOY_PORT ?? '4470', 10);
// The sample API behind nginx, on loopback: the specs read its fault queue directly, to see that nothing
// sent through nginx reached it (set here for the workers too).
const apiPort = Number.parseInt(process.env.E2E_DEPLOY_API_PORT ?? '4471', 10);
process.env.E2E_DEPLOY_API_ORIGIN = `http://127.0.0.1:${apiPort}`;
// The same build through the caching proxy for many readers (deploy/nginx/tonlens-proxy.conf), its
// internal server (the per-reader limit) on the port after, the test key it holds, and where it is
// installed (the specs rewrite its config.json there).
const proxyPort = Number.parseInt(process.env.E2E_DEPLOY_PROXY_PORT ?? String(port + 2), 10);
const limitPort = Number.parseInt(process.env.E2E_DEPLOY_LIMIT_PORT ?? String(port + 3), 10);
process.env.E2E_DEPLOY_PROXY_ORIGIN = `http://127.0.0.1:${proxyPort}`;
process.env.E2E_DEPLOY_KEY ??= 'tonlens-e2e-key-3f9a1c7d0b5e';
process.env.E2E_DEPLOY_DEST = join(tmpdir(), `tonlens-deploy-${port}`);

export default defineConfig({
  testDir: 'test/deploy',
  outputDir: 'test-results/deploy',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  // A block page's first rows take 10–30 s on a 2-core machine under a load of 20–30 (7 test runs at once):
  // the default 5 s failed the first look at every page here while the app was still loading.
  expect: { timeout: 30_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    },
  },
  projects: [{ name: 'chromium-nginx', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'npx tsx deploy/test/serve.ts',
    url: `http://127.0.0.1:${port}/api/v3/masterchainInfo`,
    reuseExistingServer: false,
    timeout: 60_000,
    // The default stop is SIGKILL, which serve.ts cannot catch: nginx's temp dir (/tmp/tonlens-nginx-*)
    // would stay behind after every run. On SIGTERM it stops nginx and removes the dir.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 2000 },
    env: {
      E2E_DEPLOY_PORT: String(port),
      E2E_DEPLOY_API_PORT: String(apiPort),
      E2E_DEPLOY_PROXY_PORT: String(proxyPort),
      E2E_DEPLOY_LIMIT_PORT: String(limitPort),
      E2E_DEPLOY_KEY: process.env.E2E_DEPLOY_KEY,
      E2E_DEPLOY_DEST: process.env.E2E_DEPLOY_DEST,
    },
  },
});
