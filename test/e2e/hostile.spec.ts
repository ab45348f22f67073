// Hostile content in real Chromium: recorded answers of the sample API whose stranger-written strings
// (comments, domains, token names, symbols, descriptions, image and uri fields) are rewritten into
// script payloads, dangerous URLs, direction overrides, zero-width characters, 100 KB strings and
// look-alike domains, then served through the fault endpoint with status 200.
import { expect, test, type Page } from '@playwright/test';

const BLOCK = 50503953;
const SAMPLE_TX = '9hsNgT8weTaQEpK452gbmkTWOCXkCO/Kd+VP1Wxo86k=';
const ACCOUNTS = [
  'UQCdqXGvONLwOr3zCNX5FjapflorB6ZsOdcdfLrjsDLt3AF4',
  'EQDEBy17BKtMUEzSI9_eQsgDfGqZJy02JK7Cy_8ucrEC3Xiq',
];

const SCRIPT_PAYLOAD = '<img src=x onerror=window.__pwned=1><script>window.__pwned=1</script>';
/** U+202E (right-to-left override) and U+200B (zero-width space) around a harmless word. */
const BIDI_PAYLOAD = 'safe\u202Egnp.exe\u200Bname\u2066';
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
  await page.goto(`/block/${BLOCK}?tx=${encodeURIComponent(SAMPLE_TX)}`);
  await expect(page.getByRole('heading', { name: `Masterchain block ${BLOCK}` })).toBeVisible();
  await expect(page.getByRole('article', { name: `Transaction ${SAMPLE_TX}` })).toBeVisible();
  // The rewritten domain is named somewhere on the page, with its override made visible.
  const text = await page.evaluate(() => document.body.innerText);
  expect(text).not.toContain('\u202E');
  expect(text).not.toContain('\u200B');
  if (text.includes('t\u043Elya.ton')) expect(text).toContain('t\u043Elya.ton\u27E8U+202E\u27E9');
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
  await expect(page.getByRole('heading', { name: /^2 found, 0 not found$/ })).toBeVisible();
  // Open the jetton wallet's details, where its token metadata is shown.
  await page.getByRole('button', { name: /^Show details of EQDEBy/ }).click();
  const text = await page.evaluate(() => document.body.innerText);
  expect(text).not.toContain('\u202E');
  expect(text).not.toContain('\u2066');
  expect(text).not.toContain('\u200B');
  if (text.includes('gnp.exe')) expect(text).toContain('safe\u27E8U+202E\u27E9gnp.exe');
  await expectNothingExecutedOrLinked(page);
  expect(thirdParty).toEqual([]);
  expect(pageErrors).toEqual([]);
});
