// Hostile content in real Chromium: recorded answers of the sample API whose stranger-written strings
// (comments, domains, token names, symbols, descriptions, image and uri fields) are rewritten into
// script payloads, dangerous URLs, direction overrides, zero-width characters, 100 KB strings and
// look-alike domains, then served through the fault endpoint with status 200. Each test opens the
// place where its payloads are shown, so every check of them runs. Then the image policy: until the
// user allows token images, the page's CSP blocks images from any other server.
import { expect, test, type Page } from '@playwright/test';

/** Recorded block 47270678: tolya.ton receives a text comment from pumpanddump.ton. */
const BLOCK = 47270678;
const COMMENT_TX = 'tM6zkZCPH1fQGar8JoCDFD00D+zRtsbFDUsCYdDFMD0=';
/** tolya.ton (a wallet), a jetton wallet, and an NFT whose metadata has a name, description and images. */
const TOLYA = 'UQCdqXGvONLwOr3zCNX5FjapflorB6ZsOdcdfLrjsDLt3AF4';
const NFT = 'EQDKDP1Rn3YxArW-ydnjr0NZLqNi-3c_oxnqCcTxYsFx4IUQ';
const ACCOUNTS = [TOLYA, 'EQDEBy17BKtMUEzSI9_eQsgDfGqZJy02JK7Cy_8ucrEC3Xiq', NFT];

const SCRIPT_PAYLOAD = '<img src=x onerror=window.__pwned=1><script>window.__pwned=1</script>';
/** U+202E (right-to-left override) and U+200B (zero-width space) around a harmless word. */
const BIDI_PAYLOAD = 'safe\u202Egnp.exe\u200Bname\u2066';
/** The same, as the page must show it: every invisible character named. */
const BIDI_REVEALED = 'safe\u27E8U+202E\u27E9gnp.exe\u27E8U+200B\u27E9name\u27E8U+2066\u27E9';
const LONG = 'W'.repeat(100 * 1024);
/** "tolya.ton" with a Cyrillic "о" and a hidden direction override. */
const LOOKALIKE_DOMAIN = 't\u043Elya.ton\u202E';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Rewrites every string member named one of `keys`, anywhere in the body. */
function rewriteMembers(body: Json, keys: readonly string[], value: (old: string) => string): Json {
  if (Array.isArray(body)) return body.map((item) => rewriteMembers(item, keys, value));
  if (body === null || typeof body !== 'object') return body;
  const result: { [key: string]: Json } = {};
  for (const [key, member] of Object.entries(body)) {
    result[key] =
      typeof member === 'string' && keys.includes(key) ? value(member) : rewriteMembers(member, keys, value);
  }
  return result;
}

/** Comments: script, direction override, zero-width space and 100 KB, in one. */
const hostileComments = (body: Json) =>
  rewriteMembers(body, ['comment'], () => `${SCRIPT_PAYLOAD}${BIDI_PAYLOAD}${LONG}`);
const lookalikeDomains = (body: Json) => rewriteMembers(body, ['domain'], () => LOOKALIKE_DOMAIN);
const hostileTokenText = (body: Json) =>
  rewriteMembers(
    body,
    ['name', 'symbol', 'description'],
    (old) => `${SCRIPT_PAYLOAD}${BIDI_PAYLOAD}${old}${LONG}`,
  );
const dangerousImages = (body: Json) =>
  rewriteMembers(body, ['image', 'uri', '_image_small', '_image_medium', '_image_big'], (old) =>
    old.length % 2 === 0 ? 'javascript:window.__pwned=1' : 'data:text/html,<script>window.__pwned=1</script>',
  );

const hostile = (body: Json) => dangerousImages(hostileTokenText(lookalikeDomains(hostileComments(body))));

async function serveRewritten(page: Page, operation: string, query: string) {
  const real = await page.request.get(`/api/v3/${operation}?${query}`);
  expect(real.ok()).toBe(true);
  const body = hostile((await real.json()) as Json);
  const response = await page.request.post('/__sample/faults', {
    data: { path: operation, times: 5, fault: { status: 200, body: JSON.stringify(body) } },
  });
  expect(response.status()).toBe(201);
}

/** Requests to any origin but the app's own: none may happen before the user allows token images. */
function watchThirdParty(page: Page, ownOrigin: string): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.origin !== ownOrigin) requests.push(request.url().slice(0, 120));
  });
  return requests;
}

async function expectNothingExecutedOrLinked(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  const badLinks = await page.evaluate(() =>
    [...document.querySelectorAll('a[href]')]
      .map((a) => (a as HTMLAnchorElement).protocol)
      .filter((protocol) => protocol !== 'http:' && protocol !== 'https:'),
  );
  expect(badLinks).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.use({ viewport: { width: 390, height: 844 } });

test.afterEach(async ({ page }) => {
  await page.request.delete('/__sample/faults');
});

test('block page: hostile comments and look-alike domains are shown as inert, visible text', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const thirdParty = watchThirdParty(page, new URL(baseURL!).origin);
  await serveRewritten(page, 'masterchainBlockShardState', `seqno=${BLOCK}`);
  // The transaction whose account is the rewritten domain and whose incoming message is the comment.
  await page.goto(`/block/${BLOCK}?tx=${encodeURIComponent(COMMENT_TX)}`);
  await expect(page.getByRole('heading', { name: `Masterchain block ${BLOCK}` })).toBeVisible();
  const details = page.getByRole('article', { name: `Transaction ${COMMENT_TX}` });
  await expect(details).toBeVisible();
  await expect(details.getByRole('region', { name: 'Incoming message' })).toContainText(SCRIPT_PAYLOAD);
  const text = await page.evaluate(() => document.body.innerText);
  expect(text).not.toContain('\u202E');
  expect(text).not.toContain('\u2066');
  expect(text).not.toContain('\u200B');
  // The comment: its markup as text, its invisible characters named.
  expect(text).toContain(`${SCRIPT_PAYLOAD}${BIDI_REVEALED}WWWW`);
  // The account's look-alike domain, its hidden override made visible.
  expect(text).toContain('t\u043Elya.ton\u27E8U+202E\u27E9');
  await expectNothingExecutedOrLinked(page);
  expect(thirdParty).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('accounts page: hostile token names, symbols, descriptions and image URLs stay inert until allowed', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const thirdParty = watchThirdParty(page, new URL(baseURL!).origin);
  const query = ACCOUNTS.map((address) => `address=${address}`).join('&');
  await serveRewritten(page, 'accountStates', `${query}&include_boc=true`);
  await page.goto(`/accounts?${query}`);
  await expect(page.getByRole('heading', { name: /^3 found, 0 not found$/ })).toBeVisible();
  // Open the NFT's details, where its token name and description are shown.
  await page.getByRole('button', { name: /^Show details of EQDKDP/ }).click();
  const details = page.getByRole('region', { name: `Details of ${NFT}` });
  await expect(details.getByText(/^<img src=x onerror/).first()).toBeVisible();
  const text = await page.evaluate(() => document.body.innerText);
  expect(text).not.toContain('\u202E');
  expect(text).not.toContain('\u2066');
  expect(text).not.toContain('\u200B');
  // The description (shown up to 400 characters): markup as text, invisible characters named.
  expect(text).toContain(`${SCRIPT_PAYLOAD}${BIDI_REVEALED}An exclusive Desk Calendar`);
  // Its image URLs were rewritten to javascript: and data: URLs: none became a link or an image.
  expect(await page.locator('img').count()).toBe(0);
  await expectNothingExecutedOrLinked(page);
  expect(thirdParty).toEqual([]);
  expect(pageErrors).toEqual([]);
});

/** A 1×1 PNG, the answer of the token image servers below (the tests never leave this machine). */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Answers every request to another origin with PIXEL, and lists them. */
async function serveOtherOrigins(page: Page, ownOrigin: string): Promise<string[]> {
  const seen: string[] = [];
  await page.route(
    (url) => url.origin !== ownOrigin,
    (route) => {
      seen.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL });
    },
  );
  return seen;
}

test.describe('token images and the image policy', () => {
  const nftUrl = `/accounts?address=${NFT}`;

  /** Opens the NFT's accounts page with other origins answered locally; returns what was asked of them. */
  async function openNft(page: Page, baseURL: string): Promise<string[]> {
    const requested = await serveOtherOrigins(page, new URL(baseURL).origin);
    await page.goto(nftUrl);
    await expect(page.getByRole('heading', { name: /^1 found, 0 not found$/ })).toBeVisible();
    return requested;
  }

  test('not allowed (the default): the page adds its strict image policy, and an image from another server is blocked', async ({
    page,
    baseURL,
  }) => {
    const requested = await openNft(page, baseURL!);
    expect(
      await page
        .locator('meta[http-equiv="Content-Security-Policy"]')
        .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content'))),
    ).toEqual([expect.stringContaining("img-src 'self' data: https:"), "img-src 'self' data:"]);
    // The app renders no token image...
    await expect(page.locator('img')).toHaveCount(0);
    // ...and should one be rendered anyway (a bug, an injection), the policy stops it before any request.
    const violation = await page.evaluate(
      (src) =>
        new Promise<{ directive: string; blocked: string }>((resolve) => {
          document.addEventListener('securitypolicyviolation', (event) =>
            resolve({ directive: event.effectiveDirective, blocked: event.blockedURI }),
          );
          const image = document.createElement('img');
          image.src = src;
          document.body.append(image);
        }),
      'https://nft.fragment.com/gift/deskcalendar-45754.webp',
    );
    expect(violation).toEqual({
      directive: 'img-src',
      blocked: 'https://nft.fragment.com/gift/deskcalendar-45754.webp',
    });
    expect(requested).toEqual([]);
  });

  test('allowed by the user: they load from the next page load, which the page says', async ({
    page,
    baseURL,
  }) => {
    const requested = await openNft(page, baseURL!);
    const toggle = page.getByRole('button', { name: 'Show token images' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const note = page.getByRole('status').filter({ hasText: 'so they show after a reload' });
    await expect(note).toBeVisible();
    await expect(page.locator('img')).toHaveCount(0);
    expect(requested).toEqual([]);

    await note.getByRole('button', { name: 'Reload now' }).click();
    await expect(page.getByRole('heading', { name: /^1 found, 0 not found$/ })).toBeVisible();
    await expect(page.locator('meta[data-tonlens-image-policy]')).toHaveCount(0);
    // The details show the token's picture in view (the table's token column may be scrolled out of it).
    await page.getByRole('button', { name: /^Show details of EQDKDP/ }).click();
    const image = page.getByRole('region', { name: `Details of ${NFT}` }).locator('img');
    await expect(image).toHaveAttribute('src', /^https:\/\/imgproxy\.toncenter\.com\//);
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(1);
    expect(requested.every((url) => url.startsWith('https://imgproxy.toncenter.com/'))).toBe(true);
    expect(requested.length).toBeGreaterThan(0);
    await expect(note).toHaveCount(0);
  });
});
