// Hostile content in real Chromium: recorded answers of the sample API whose stranger-written strings
// (comments, domains, token names, symbols, descriptions, image and uri fields) are rewritten into
// script payloads, dangerous URLs, direction overrides, zero-width characters, 100 KB strings and
// look-alike domains, then served through the fault endpoint with status 200. Each test opens the
// place where its payloads are shown, so every check of them runs. Then answers of an impostor (an
// address book naming one account by another's form) and of 10,000-level nested values, and the image
// policy: until the user allows token images, the page's CSP blocks images from any other server.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { parseAddress, toFriendlyAddress, toRawAddress } from '../../src/ton/address.ts';
import { readCsv } from '../../src/ton/text/spreadsheet.ts';

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

async function serveRewritten(
  page: Page,
  operation: string,
  query: string,
  rewrite: (body: Json) => Json = hostile,
) {
  const real = await page.request.get(`/api/v3/${operation}?${query}`);
  expect(real.ok()).toBe(true);
  const body = withDeepValues(JSON.stringify(rewrite((await real.json()) as Json)));
  const response = await page.request.post('/__sample/faults', {
    data: { path: operation, times: 5, fault: { status: 200, body } },
  });
  expect(response.status()).toBe(201);
}

/** Stands for a 10,000-level nested value: put in the body as this string, then swapped in as text. */
const DEEP = '__tonlens_deep_value__';
const DEPTH = 10_000;

/** The body's text with every DEEP string replaced by a 10,000-level nested value (`[{"a":[{"a":…1…}]}]`). */
function withDeepValues(text: string): string {
  const half = DEPTH / 2;
  const deep = `${'[{"a":'.repeat(half)}1${'}]'.repeat(half)}`;
  return text.replaceAll(JSON.stringify(DEEP), deep);
}

/** No raw direction or zero-width character in the page's text (the raw views included). */
async function expectNoInvisibleText(page: Page) {
  const text = await page.evaluate(() => document.body.innerText);
  expect(text).not.toMatch(/[\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/u);
}

/** No text node holds more than 2,000 characters: a stranger's long text is cut until the user asks. */
async function expectNoLongTextNode(page: Page) {
  const longest = await page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    let most = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      most = Math.max(most, node.textContent?.length ?? 0);
    }
    return most;
  });
  expect(longest).toBeLessThanOrEqual(2_000);
}

function formOf(address: string, bounceable: boolean): string {
  const parsed = parseAddress(address);
  if (!parsed.ok) throw new Error(parsed.message);
  return toFriendlyAddress(parsed.address, { bounceable });
}

function rawOf(address: string): string {
  const parsed = parseAddress(address);
  if (!parsed.ok) throw new Error(parsed.message);
  return toRawAddress(parsed.address);
}

type JsonObject = { [key: string]: Json };
const object = (value: Json | undefined): JsonObject => value as JsonObject;

const INCONSISTENT = "the API's form of this address is for another account";

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
  // The 100 KB comment is shown as its start, with a button for the rest.
  await expectNoLongTextNode(page);
  await expect(details.getByRole('button', { name: /^Show all [\d,]+ characters$/ }).first()).toBeVisible();
  // The account's look-alike domain, its hidden override made visible, and flagged.
  expect(text).toContain('t\u043Elya.ton\u27E8U+202E\u27E9');
  expect(text).toContain('mixes Latin and Cyrillic letters');
  await expectNothingExecutedOrLinked(page);
  expect(thirdParty).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('block page: a link cannot put a raw direction override into a sentence', async ({ page }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // Each parameter that a sentence quotes back when it cannot be read, and that sentence.
  for (const [param, sentence] of [
    ['shard', /is not a shard block/],
    ['opcode', /is not an opcode/],
    ['outcome', /is not an outcome/],
    ['account', /is not an address/],
    ['tx', /This block has no transaction with hash/],
    ['endpoint', /This link names an API endpoint/],
  ] as const) {
    await page.goto(`/block/${BLOCK}?${new URLSearchParams([[param, BIDI_PAYLOAD]]).toString()}`);
    await expect(page.getByText(sentence)).toBeVisible();
    await expectNoInvisibleText(page);
    await expect(page.getByText(sentence)).toContainText(BIDI_REVEALED);
  }
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
  // The description (its first 500 characters): markup as text, invisible characters named.
  expect(text).toContain(`${SCRIPT_PAYLOAD}${BIDI_REVEALED}An exclusive Desk Calendar`);
  await expectNoLongTextNode(page);
  // Its image URLs were rewritten to javascript: and data: URLs: none became a link or an image.
  expect(await page.locator('img').count()).toBe(0);
  await expectNothingExecutedOrLinked(page);
  expect(thirdParty).toEqual([]);
  expect(pageErrors).toEqual([]);
});

/** The sample's answer of `operation`, as the recording has it. */
async function realAnswer(page: Page, operation: string, query: string): Promise<JsonObject> {
  return object((await (await page.request.get(`/api/v3/${operation}?${query}`)).json()) as Json);
}

function commentTransaction(body: Json): JsonObject {
  return (object(body)['transactions'] as Json[]).map(object).find((tx) => tx['hash'] === COMMENT_TX)!;
}

/**
 * An impostor's block answer: tolya.ton's transaction is given the address-book form and domain of the
 * account that sent it the comment, and that sender's own form carries a direction override.
 */
function impostorBook(body: Json): Json {
  const transaction = commentTransaction(body);
  const victim = transaction['account'] as string;
  const sender = object(transaction['in_msg'])['source'] as string;
  const book = object(object(body)['address_book']);
  const senderForm = object(book[sender])['user_friendly'] as string;
  book[victim] = {
    ...object(book[victim]),
    user_friendly: senderForm,
    domain: object(book[sender])['domain'] ?? null,
  };
  book[sender] = { ...object(book[sender]), user_friendly: `${senderForm}\u202E` };
  return body;
}

/** The comment's transaction, its address-book entry and its sender's carry 10,000-level and bidi fields. */
function deepAndBidiFields(body: Json): Json {
  const transaction = commentTransaction(body);
  const book = object(object(body)['address_book']);
  for (const raw of [transaction['account'] as string, object(transaction['in_msg'])['source'] as string]) {
    book[raw] = { ...object(book[raw]), x_deep: DEEP };
  }
  transaction['x_note'] = BIDI_PAYLOAD;
  transaction['x_deep'] = DEEP;
  object(transaction['in_msg'])['x_deep'] = DEEP;
  return body;
}

/** How many of these addresses neither say the inconsistency in words nor carry a ⚠ that names it. */
function unwarnedAddresses(addresses: Locator): Promise<number> {
  return addresses.evaluateAll(
    (elements, words) =>
      elements.filter(
        (element) =>
          !element.textContent?.includes(words) &&
          ![...element.querySelectorAll('[title]')].some((mark) =>
            mark.getAttribute('title')?.includes(words),
          ),
      ).length,
    INCONSISTENT,
  );
}

test('block page: an address book cannot make one account read, link or copy as another', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const real = await realAnswer(page, 'masterchainBlockShardState', `seqno=${BLOCK}`);
  const tx = commentTransaction(real);
  const victim = tx['account'] as string;
  const sender = object(tx['in_msg'])['source'] as string;
  const impostorForm = object(object(real['address_book'])[sender])['user_friendly'] as string;
  await serveRewritten(page, 'masterchainBlockShardState', `seqno=${BLOCK}`, impostorBook);

  await page.goto(`/block/${BLOCK}?tx=${encodeURIComponent(COMMENT_TX)}`);
  const details = page.getByRole('article', { name: `Transaction ${COMMENT_TX}` });
  await expect(details).toBeVisible();
  // The victim is shown, linked and copied by its own raw form, with the warning; never by the impostor's.
  const victimAddresses = details.locator(`[data-account="${victim}"]`);
  await expect(victimAddresses.first()).toBeVisible();
  // Every one of them warns: in words, or, on one line (an action's sentence), as a ⚠ naming the warning.
  const unwarned = await unwarnedAddresses(victimAddresses);
  expect(unwarned).toBe(0);
  const victimAddress = victimAddresses.filter({ hasText: INCONSISTENT }).first();
  await expect(victimAddress).toContainText(INCONSISTENT);
  await expect(victimAddress.getByRole('link')).toHaveAttribute('title', victim);
  const titles = await page
    .locator(`[data-account="${victim}"] [title]`)
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('title')));
  expect(titles.length).toBeGreaterThan(0);
  expect(titles).not.toContain(impostorForm);
  await victimAddress.getByRole('button', { name: /^Copy address/ }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(victim);
  // The filter's account choices offer the victim by its own form too.
  expect(await page.locator(`datalist option[value="${victim}"]`).count()).toBe(1);
  // The sender's own form carried U+202E: not exactly its form, so flagged and never shown.
  const senderAddresses = details.locator(`[data-account="${sender}"]`);
  await expect(senderAddresses.filter({ hasText: INCONSISTENT }).first()).toBeVisible();
  expect(await unwarnedAddresses(senderAddresses)).toBe(0);
  await expectNoInvisibleText(page);
  await expectNothingExecutedOrLinked(page);
  expect(pageErrors).toEqual([]);
});

test('block page: 10,000-level nested fields and bidi text in the answer; both raw JSON views escape and cut them', async ({
  page,
}) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await serveRewritten(page, 'masterchainBlockShardState', `seqno=${BLOCK}`, (body) =>
    deepAndBidiFields(hostile(body)),
  );
  await page.goto(`/block/${BLOCK}?tx=${encodeURIComponent(COMMENT_TX)}`);
  const details = page.getByRole('article', { name: `Transaction ${COMMENT_TX}` });
  await expect(details).toBeVisible();
  await details.getByRole('button', { name: 'Raw JSON of this transaction' }).click();
  const raw = details.getByLabel('raw JSON of the transaction', { exact: true });
  // Direction characters as \u202e escapes (the same JSON), the 10,000-level value cut with a note.
  await expect(raw).toContainText('"x_note": "safe\\u202egnp.exe\\u200bname\\u2066"');
  await expect(raw).toContainText('… nested deeper than 100 levels');
  // The whole answer's raw JSON too, with the hostile comments of the first test in it.
  await page.getByRole('button', { name: 'Raw JSON', exact: true }).click();
  const answer = page.getByRole('region', { name: 'Answer 1' });
  await expect(answer).toContainText('safe\\u202egnp.exe\\u200bname\\u2066');
  await expect(answer.getByRole('button', { name: /^Show all [\d,]+ characters$/ }).first()).toBeVisible();
  await expectNoInvisibleText(page);
  await expectNoLongTextNode(page);
  await expectNothingExecutedOrLinked(page);
  expect(pageErrors).toEqual([]);
});

const TOKEN_OWNER_PAYLOAD = `0:${'A'.repeat(64)}\u202E\u200B`;

/** tolya.ton is given the NFT's form; the NFT's own form gets a zero-width space. */
function impostorAccountsBook(body: Json): Json {
  const book = object(object(body)['address_book']);
  const tolya = rawOf(TOLYA);
  const nft = rawOf(NFT);
  book[tolya] = { ...object(book[tolya]), user_friendly: NFT };
  book[nft] = { ...object(book[nft]), user_friendly: `${NFT.slice(0, 10)}\u200B${NFT.slice(10)}` };
  return body;
}

/**
 * Every account, address-book entry and token gets a 10,000-level nested extra field, and each token's
 * owner, jetton and NFT index (a 5,000-digit one), each extra-currency id and each interface name carry
 * direction and zero-width characters.
 */
function deepAndBidiAccounts(body: Json): Json {
  const root = object(body);
  for (const account of (root['accounts'] as Json[]).map(object)) {
    account['x_deep'] = DEEP;
    account['extra_currencies'] = { '7\u202E\u200B': '5' };
  }
  for (const entry of Object.values(object(root['address_book'])).map(object)) {
    entry['x_deep'] = DEEP;
    entry['interfaces'] = [`wallet\u202E${'v'.repeat(3_000)}`];
  }
  for (const entry of Object.values(object(root['metadata'])).map(object)) {
    for (const info of ((entry['token_info'] as Json[] | undefined) ?? []).map(object)) {
      info['nft_index'] = `42\u202E\u200B${'9'.repeat(5_000)}`;
      info['extra'] = {
        ...object(info['extra'] ?? {}),
        owner: TOKEN_OWNER_PAYLOAD,
        jetton: TOKEN_OWNER_PAYLOAD,
        x_deep: DEEP,
      };
    }
  }
  return body;
}

const ACCOUNTS_QUERY = ACCOUNTS.map((address) => `address=${address}`).join('&');

test('accounts page: an address book cannot rename an account', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await serveRewritten(page, 'accountStates', `${ACCOUNTS_QUERY}&include_boc=true`, impostorAccountsBook);
  await page.goto(`/accounts?${ACCOUNTS_QUERY}`);
  await expect(page.getByRole('heading', { name: /^3 found, 0 not found$/ })).toBeVisible();
  const tolyaOwn = formOf(TOLYA, true);
  // tolya.ton's row: its own form (the bounceable one: the API's form was another account's), flagged.
  const tolyaRow = page.getByRole('row').filter({ has: page.locator(`[data-account="${rawOf(TOLYA)}"]`) });
  await expect(tolyaRow).toContainText(INCONSISTENT);
  await tolyaRow.getByRole('button', { name: /^Copy address/ }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(tolyaOwn);
  await page
    .getByRole('button', { name: `Show details of ${tolyaOwn.slice(0, 6)}…${tolyaOwn.slice(-6)}` })
    .click();
  await expect(page.getByRole('region', { name: `Details of ${tolyaOwn}` })).toContainText(INCONSISTENT);
  // The filter finds tolya.ton by its own form, and not by the NFT's.
  const filter = page.getByRole('searchbox', { name: 'Find' });
  await filter.fill(NFT);
  await expect(page.locator(`[data-account="${rawOf(TOLYA)}"]`)).toHaveCount(0);
  await filter.fill(tolyaOwn);
  await expect(page.locator(`[data-account="${rawOf(TOLYA)}"]`).first()).toBeVisible();
  await expectNoInvisibleText(page);
  await expectNothingExecutedOrLinked(page);
  expect(pageErrors).toEqual([]);
});

test('accounts page: 10,000-level nested extra fields and bidi token owner, jetton and NFT index stay inert', async ({
  page,
}) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await serveRewritten(page, 'accountStates', `${ACCOUNTS_QUERY}&include_boc=true`, deepAndBidiAccounts);
  await page.goto(`/accounts?${ACCOUNTS_QUERY}`);
  await expect(page.getByRole('heading', { name: /^3 found, 0 not found$/ })).toBeVisible();
  // The NFT's details: its deep extra field cut with a note, its token fields' hidden characters named.
  await page.getByRole('button', { name: /^Show details of EQDKDP/ }).click();
  const details = page.getByRole('region', { name: `Details of ${NFT}` });
  await expect(details).toContainText('… nested deeper than 16 levels');
  await expect(details).toContainText('42\u27E8U+202E\u27E9\u27E8U+200B\u27E9999');
  await expect(details).toContainText(`${'A'.repeat(64)}\u27E8U+202E\u27E9`);
  await expect(details.getByRole('button', { name: /^Show all 5,004 characters$/ })).toBeVisible();
  await expectNoInvisibleText(page);
  await expectNoLongTextNode(page);
  await expectNothingExecutedOrLinked(page);
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

test('a negative newest block number: named, never a link or a redirect to "Not a block number"', async ({
  page,
}) => {
  const real = (await (await page.request.get('/api/v3/masterchainInfo')).json()) as JsonObject;
  const body = JSON.stringify({ ...real, last: { ...object(real['last']), seqno: -5 } });
  const served = await page.request.post('/__sample/faults', {
    data: { path: 'masterchainInfo', times: 100, fault: { status: 200, body } },
  });
  expect(served.status()).toBe(201);
  const sentence =
    "the server's newest block number -5 is out of range: block numbers go from 0 to 4294967295";

  await page.goto('/block/latest');
  await expect(page.getByRole('alert', { name: 'Unexpected response' })).toContainText(sentence);
  expect(new URL(page.url()).pathname).toBe('/block/latest');
  await expect(page.getByRole('alert', { name: 'Not a block number' })).toHaveCount(0);

  await page.goto('/');
  const latest = page.getByRole('region', { name: 'Latest blocks' });
  await expect(latest.getByRole('alert', { name: 'Unexpected response' })).toContainText(sentence);
  await expect(latest.getByRole('link')).toHaveCount(0);
  await expectNothingExecutedOrLinked(page);
});

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

/** The records' cells, read by the app's own CSV reader. */
const parseCsv = (text: string): string[][] => readCsv(text).map((record) => record.cells);

/** Formulas in every field of the accounts answer a spreadsheet would run, and a negative balance. */
function formulaAccounts(body: Json): Json {
  const root = object(body);
  const formulas = ['=HYPERLINK("https://evil.example","x")', '@SUM(1+1)', '+1+1', '-1+1', '\t=1', '\r=1'];
  let n = 0;
  const formula = () => formulas[n++ % formulas.length]!;
  for (const account of ((root['accounts'] as Json[] | undefined) ?? []).map(object)) {
    account['status'] = formula();
    account['balance'] = '-5000000000';
    account['extra_currencies'] = { [formula()]: '1' };
    for (const field of [
      'last_transaction_hash',
      'code_hash',
      'data_hash',
      'frozen_hash',
      'account_state_hash',
    ])
      account[field] = formula();
  }
  for (const entry of Object.values(object(root['address_book'])).map(object)) {
    entry['domain'] = formula();
    entry['interfaces'] = [formula()];
  }
  for (const entry of Object.values(object(root['metadata'])).map(object)) {
    for (const info of ((entry['token_info'] as Json[] | undefined) ?? []).map(object)) {
      info['name'] = formula();
      info['symbol'] = formula();
      info['type'] = formula();
    }
  }
  return body;
}

test('accounts page: no exported cell can run as a formula, and a negative balance is flagged', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await serveRewritten(page, 'accountStates', `${ACCOUNTS_QUERY}&include_boc=true`, formulaAccounts);
  await page.goto(`/accounts?${ACCOUNTS_QUERY}`);
  await expect(page.getByRole('heading', { name: /^3 found, 0 not found$/ })).toBeVisible();
  await expect(page.getByRole('table').getByText(/^⚠ negative: not a valid TON balance$/)).toHaveCount(3);
  // The holdings come after the balances and add their columns: both exports are made once they are in.
  await expect(
    page.getByText(/^Tokens: (all [\d,]+ requests? answered|[\d,]+ requests?, [\d,]+ failed)$/),
  ).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await (
    await download
  )
    .path()
    .then((path) => import('node:fs').then((fs) => fs.readFileSync(path, 'utf8')));
  await page.getByRole('button', { name: 'Copy as TSV' }).click();
  const tsv = await page.evaluate(() => navigator.clipboard.readText());
  const [csvHeader, ...csvRows] = parseCsv(csv.replace(/^\uFEFF/, ''));
  // Only the line break after the last row goes: its last cell may be empty (a jetton column of an owner
  // whose tokens are not known), and a trimEnd() would eat that cell's tab.
  const [tsvHeader, ...tsvRows] = tsv
    .replace(/\r?\n$/, '')
    .split('\n')
    .map((line) => line.split('\t'));
  expect(csvRows).toHaveLength(3);
  expect(tsvRows).toHaveLength(3);
  const column = (name: string) => csvHeader!.indexOf(name);
  for (const cells of [...csvRows, ...tsvRows]) {
    expect(cells).toHaveLength(csvHeader!.length);
    cells.forEach((cell, index) => {
      // Plain numbers and raw addresses are data; anything else that could start a formula is guarded.
      if (/^-?\d+(\.\d+)?$/.test(cell) || /^-?\d+:[0-9A-F]{64}$/.test(cell)) return;
      expect(cell, csvHeader![index]).not.toMatch(/^\s*[=+\-@\t\r\n]/);
    });
  }
  expect(tsvHeader).toEqual(csvHeader);
  // Each formula the server sent is there, as text.
  expect(csvRows[0]![column('status')]).toMatch(/^'/);
  expect(csvRows[0]![column('domain')]).toMatch(/^'/);
  // The negative balance stays a number a spreadsheet can sum.
  expect(csvRows[0]![column('balance_nanograms')]).toBe('-5000000000');
  expect(csvRows[0]![column('balance_gram')]).toBe('-5');
  expect(pageErrors).toEqual([]);
});
