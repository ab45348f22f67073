/**
 * The app served through deploy/nginx/tonlens.conf (by deploy/test/serve.ts), with the sample API behind
 * nginx's proxy: every route and deep link opens from the server, the answers carry the headers the
 * docs/deploy.md promises, and the app cannot be framed — by the server's header, and where
 * that header is missing, by the app's own refusal to act inside a frame.
 */
import { createServer, type Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { disguisedPaths, HOSTILE_FAULT, rawExchange, rawRequest } from '../fixtures/raw-request.ts';

// The sample API behind nginx, with its test controls on (deploy/test/serve.ts): what nginx passes on
// would reach them.
const UPSTREAM = process.env.E2E_DEPLOY_API_ORIGIN ?? '';
if (UPSTREAM === '') throw new Error('E2E_DEPLOY_API_ORIGIN is set by playwright.deploy.config.ts');

const BLOCK = 50503953;
const TX = '9hsNgT8weTaQEpK452gbmkTWOCXkCO/Kd+VP1Wxo86k=';
const ADDRESS = 'EQCdqXGvONLwOr3zCNX5FjapflorB6ZsOdcdfLrjsDLt3Fy9';
// The accounts table says "0 GRAM" in its total while the lookup still waits (before it has even been
// sent); its total counts the account only once its state has come.
const ONE_BALANCE_SHOWN = 'Total (1 balance)';

function expectSecurityHeaders(headers: Record<string, string | string[] | undefined>) {
  expect(headers['content-security-policy']).toBe("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
}

function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('routes and deep links through nginx', () => {
  test('the home page', async ({ page }) => {
    const errors = watchErrors(page);
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expectSecurityHeaders(response?.headers() ?? {});
    expect(response?.headers()['cache-control']).toBe('no-cache');
    await expect(page.getByRole('heading', { name: 'tonlens', level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a transaction deep link: /block/:seqno?tx=…, the block read through the proxied sample API', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const response = await page.goto(`/block/${BLOCK}?tx=${encodeURIComponent(TX)}`);
    expect(response?.status()).toBe(200);
    expectSecurityHeaders(response?.headers() ?? {});
    await expect(page.getByRole('article', { name: `Transaction ${TX}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: `Masterchain block ${BLOCK}` })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('an accounts link: /accounts?address=…', async ({ page }) => {
    const errors = watchErrors(page);
    const response = await page.goto(`/accounts?address=${ADDRESS}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('table')).toContainText(ONE_BALANCE_SHOWN);
    expect(errors).toEqual([]);
  });

  test('a reload of a deep link and an unknown path both get the app (its own "Page not found")', async ({
    page,
  }) => {
    await page.goto(`/block/${BLOCK}`);
    await expect(page.getByRole('heading', { name: `Masterchain block ${BLOCK}` })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: `Masterchain block ${BLOCK}` })).toBeVisible();
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('hashed assets are cached for a year; a missing asset is a 404, not index.html', async ({
    page,
    request,
  }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/assets/')) scripts.push(response.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'tonlens', level: 1 })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    const asset = await request.get(scripts[0] ?? '');
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(asset.headers());
    const index = await request.get('/index.html');
    expect(index.headers()['cache-control']).toBe('no-cache');
    const missing = await request.get('/assets/no-such-file.js');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['x-content-type-options']).toBe('nosniff');
  });

  test("the sample API's catalog is proxied, its test-only fault queue is not", async ({ page, request }) => {
    const catalog = await request.get('/__sample/catalog');
    expect(catalog.status()).toBe(200);
    expect(catalog.headers()['content-type']).toContain('application/json');
    // A visitor must not queue broken answers for every other visitor.
    const fault = { path: 'masterchainBlockShardState', times: 5, fault: { status: 500 } };
    const queued = await request.post('/__sample/faults', { data: fault });
    expect(queued.status()).not.toBe(201);
    expect(queued.ok()).toBe(false);
    expect((await request.get('/__sample/faults')).headers()['content-type']).toContain('text/html');
    await page.goto(`/block/${BLOCK}`);
    await expect(page.getByRole('heading', { name: `Masterchain block ${BLOCK}` })).toBeVisible();
  });
});

test.describe("paths outside the proxy's contract", () => {
  test.afterEach(async () => {
    await rawRequest(UPSTREAM, '/__sample/faults', { method: 'DELETE' });
  });

  async function expectQueue(paths: string[]) {
    const queue = await rawRequest(UPSTREAM, '/__sample/faults');
    expect(queue.status).toBe(200);
    const { faults } = JSON.parse(queue.body) as { faults: Array<{ path: string }> };
    expect(faults.map((fault) => fault.path)).toEqual(paths);
  }

  test('a control path hidden behind /api/ (backslashes, .., encoded forms) never reaches the sample API', async ({
    baseURL,
  }) => {
    const base = baseURL ?? '';
    // A fault queued on the server itself, which a DELETE let through would clear. It matches no path.
    const own = JSON.stringify({ path: 'noSuchOperationOfTheDeploySpec', times: 1, fault: { status: 500 } });
    expect((await rawRequest(UPSTREAM, '/__sample/faults', { method: 'POST', body: own })).status).toBe(201);
    // (The catalog is public: its absolute form, `GET http://host/__sample/catalog`, is the catalog.)
    for (const control of ['__sample/faults', '__sample/replay', '__sample/requests']) {
      for (const path of disguisedPaths(control)) {
        for (const method of ['POST', 'DELETE', 'GET']) {
          const answer = await rawRequest(base, path, {
            method,
            ...(method === 'GET' ? {} : { body: HOSTILE_FAULT }),
          });
          const what = `${method} ${path}: ${answer.status} ${answer.body.slice(0, 80)}`;
          expect(answer.status, what).not.toBe(201);
          // nginx's own answer (its error page, or the app's index.html), never the sample API's JSON.
          expect(String(answer.headers['content-type']), what).toContain('text/html');
          expectSecurityHeaders(answer.headers);
        }
      }
    }
    await expectQueue(['noSuchOperationOfTheDeploySpec']);
    const info = await rawRequest(base, '/api/v3/masterchainInfo');
    expect(info.status).toBe(200);
    expect(info.headers['content-type']).toContain('application/json');
  });

  test('an API path written another way, or one the app does not use, is refused by nginx itself', async ({
    baseURL,
  }) => {
    const base = baseURL ?? '';
    for (const path of [
      '/api/v3/masterchainInfo', // the app only reads: a POST is refused (405)
      '/api/v3/x/../masterchainInfo',
      '/api/v3/./masterchainInfo',
      '/api/v3/masterchainInfo/.',
      '/api/v3\\masterchainInfo',
      '/api/v3%2fmasterchainInfo',
      '/api/v3%2FmasterchainInfo',
      '/api/v3/%2e/masterchainInfo',
      '//api/v3/masterchainInfo',
      '/api/v3//masterchainInfo',
      '/api/v3/masterchainInfo%2f..%2f..%2f__sample%2ffaults',
      '/api/v3/transactions',
      '/api/v3/masterchainInfo/',
      '/api/v2/getMasterchainInfo',
      '/api/',
    ]) {
      for (const method of ['GET', 'POST']) {
        if (method === 'GET' && path === '/api/v3/masterchainInfo') continue;
        const answer = await rawRequest(base, path, {
          method,
          ...(method === 'GET' ? {} : { body: HOSTILE_FAULT }),
        });
        const what = `${method} ${path}: ${answer.status} ${answer.body.slice(0, 80)}`;
        expect([400, 404, 405], what).toContain(answer.status);
        expect(String(answer.headers['content-type']), what).toContain('text/html');
        expectSecurityHeaders(answer.headers);
      }
    }
    await expectQueue([]);
    // The query is the API's: encoded slashes, backslashes and dots in it pass.
    const query = await rawRequest(base, '/api/v3/masterchainInfo?note=a%2Fb%5C%2e%2e/../x');
    expect(query.status).toBe(200);
  });
});

test.describe("nginx's own answers", () => {
  test('a malformed request gets a 400 with the security headers and no nginx version', async ({
    baseURL,
  }) => {
    const base = baseURL ?? '';
    for (const request of [
      'GET / HTTP/1.1\r\nConnection: close\r\n\r\n', // HTTP/1.1 without Host
      `GET / HTTP/1.1\r\nHost: a\r\nX-Long: ${'a'.repeat(70_000)}\r\nConnection: close\r\n\r\n`,
      'GET /%zz HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n',
    ]) {
      const answer = await rawExchange(base, request);
      expect(answer.status, request.slice(0, 40)).toBe(400);
      expectSecurityHeaders(answer.headers);
      expect(answer.headers.server).toBe('nginx');
    }
  });

  test('every answer names the server without its version', async ({ request }) => {
    for (const path of ['/', '/index.html', '/api/v3/masterchainInfo', '/assets/no-such-file.js']) {
      expect((await request.get(path)).headers().server, path).toBe('nginx');
    }
  });

  test('no source map ships: the scripts name none and none is served', async ({ page, request }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (/\/assets\/.*\.js$/.test(new URL(response.url()).pathname)) scripts.push(response.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'tonlens', level: 1 })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(await (await request.get(script)).text(), script).not.toContain('sourceMappingURL');
      expect((await request.get(`${script}.map`)).status(), `${script}.map`).toBe(404);
    }
  });
});

/**
 * A page of another origin on the same machine (same site: another port of 127.0.0.1, as in the attack
 * found) that frames the explorer at the URL its query names.
 */
let framer: Server;
let framerOrigin = '';
test.beforeAll(async () => {
  framer = createServer((request, response) => {
    const target = new URL(request.url ?? '/', 'http://framer').searchParams.get('frame') ?? '';
    const escaped = target.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><title>framer</title><h1>Win a prize</h1>` +
        `<iframe name="app" src="${escaped}" width="1000" height="800" onload="document.title='frame loaded'"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
  const address = framer.address();
  if (address === null || typeof address === 'string') throw new Error('framer not on TCP');
  framerOrigin = `http://127.0.0.1:${address.port}`;
});
test.afterAll(() => new Promise<void>((resolve) => framer.close(() => resolve())));

async function frameFromAnotherSite(page: Page, url: string) {
  await page.goto(`${framerOrigin}/?frame=${encodeURIComponent(url)}`);
  // Fires for the app and for the browser's error page alike: the frame's navigation is over.
  await expect(page).toHaveTitle('frame loaded');
}

test.describe('framing', () => {
  test("nginx's frame-ancestors header keeps the app out of another site's frame", async ({
    page,
    baseURL,
  }) => {
    await frameFromAnotherSite(
      page,
      `${baseURL}/block/${BLOCK}?endpoint=${encodeURIComponent('https://evil.example')}`,
    );
    await expect(page.getByRole('heading', { name: 'Win a prize' })).toBeVisible();
    // The frame is left on the browser's error page: the app's document never loads in it.
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    expect(frame?.url()).toMatch(/^chrome-error:/);
    await expect(page.frameLocator('iframe').getByRole('button', { name: /^Use / })).toHaveCount(0);
  });

  test('where the header is missing, the framed app shows a notice and no confirmation is clickable', async ({
    page,
    baseURL,
  }) => {
    // A server configured without deploy/nginx's headers: the same answers, minus the frame protection.
    await page.route(`${baseURL}/**`, async (route) => {
      try {
        const response = await route.fetch();
        const headers = { ...response.headers() };
        delete headers['content-security-policy'];
        delete headers['x-frame-options'];
        await route.fulfill({ response, headers });
      } catch (error) {
        // A request still in flight when the test moves the frame on (the idle prefetch of the next
        // block) has its response disposed by Playwright: nothing is waiting for it any more.
        if (!/disposed|closed/i.test(String(error))) throw error;
      }
    });
    await frameFromAnotherSite(
      page,
      `${baseURL}/block/${BLOCK}?endpoint=${encodeURIComponent('https://evil.example')}`,
    );
    const app = page.frameLocator('iframe');
    await expect(
      app.getByRole('alert').filter({ hasText: 'nothing can be confirmed or changed here' }),
    ).toBeVisible();
    const dialog = app.getByRole('dialog', { name: 'Use another API endpoint?' });
    await expect(dialog.getByRole('button', { name: 'Use https://evil.example' })).toBeDisabled();
    await dialog.getByRole('button', { name: /^Stay with/ }).click();
    await app.getByRole('button', { name: /^Settings · / }).click();
    const settings = app.getByRole('dialog', { name: 'Settings' });
    await expect(settings.getByRole('radio', { name: 'Custom endpoint' })).toBeDisabled();
    await expect(settings.getByRole('radio', { name: /TON mainnet/ })).toBeDisabled();
    // Not even a harmless-looking toggle: allowing token images would show the visitor's IP to strangers.
    await expect(settings.getByRole('checkbox', { name: 'Show token images' })).toBeDisabled();
    await expect(settings.getByRole('radio', { name: 'Dark' })).toBeDisabled();
    // Nor the same setting's button outside the settings (the setting itself refuses it too).
    await frameFromAnotherSite(page, `${baseURL}/accounts?address=${ADDRESS}`);
    await expect(app.getByRole('table')).toContainText(ONE_BALANCE_SHOWN);
    await expect(app.getByRole('button', { name: 'Show token images' })).toBeDisabled();
    // A request the page still has in flight (the accounts' lookup with its code and data) ends with the
    // test: its route must not fail the run for it.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
