// The bad-input corpus: seqnos, addresses, lists and URLs that people paste, type or follow. Each one
// gets a clear message, sends no request for anything invalid, throws nothing and logs no console error.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, inject, it, vi, type MockInstance } from 'vitest';
import { apiUrls, recordRequests, type SentRequest } from '../fixtures/request-log.ts';
import { renderApp } from '../render-app.tsx';

const server = { origin: inject('sampleApiOrigin') };
const TOLYA_UQ = 'UQCdqXGvONLwOr3zCNX5FjapflorB6ZsOdcdfLrjsDLt3AF4';
const TOLYA_RAW = '0:9DA971AF38D2F03ABDF308D5F91636A97E5A2B07A66C39D71D7CBAE3B032EDDC';

let requests: SentRequest[] = [];
let consoleErrors: MockInstance<typeof console.error>;
const uncaught: unknown[] = [];
const onUncaught = (event: ErrorEvent) => uncaught.push(event.error);

beforeEach(() => {
  uncaught.length = 0;
  // Counts without changing: every request still reaches the sample API.
  requests = recordRequests();
  consoleErrors = vi.spyOn(console, 'error');
  window.addEventListener('error', onUncaught);
});

afterEach(() => {
  window.removeEventListener('error', onUncaught);
  expect(consoleErrors).not.toHaveBeenCalled();
  expect(uncaught).toEqual([]);
  vi.restoreAllMocks();
});

const apiRequests = (operation: string) => apiUrls(requests, operation);

/** The header's search form: the search landmark in the page's banner (the home page has another). */
const headerSearch = () => within(screen.getByRole('banner')).getByRole('search');

/** Lets queued effects and any request they would make happen before counting. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/**
 * The home page asks for its latest blocks once shown (one request each) and then polls masterchainInfo
 * while visible: count after the blocks have arrived, and leave the poll out of what a search sent.
 */
async function homeSettled() {
  await screen.findByRole('heading', { name: 'tonlens', level: 1 });
  const latest = await screen.findByRole('region', { name: 'Latest blocks' });
  await waitFor(() => {
    expect(within(latest).getAllByRole('listitem')).toHaveLength(8);
    expect(within(latest).queryAllByLabelText('loading')).toHaveLength(0);
  });
  await settle();
}
const sentBySearch = (sent: SentRequest[]) =>
  apiUrls(sent).filter((url) => !url.includes('/api/v3/masterchainInfo'));

// ---- seqnos in /block/:seqno URLs ----

const BAD_SEQNOS = [
  'abc',
  '-1',
  '-0',
  '1.5',
  '1e3',
  '0x10',
  '0b11',
  '4294967296',
  '99999999999999999999',
  '１２３', // full-width digits
  '٣', // Arabic-Indic digit
  '12 34',
  '+5',
  'NaN',
  'Infinity',
  '%20',
  '50503953abc',
  '5050\u200B3953',
  '<script>',
  "1'--",
] as const;

describe('bad seqnos in /block/:seqno', () => {
  it.each(BAD_SEQNOS)('refuses %j with "Not a block number" and no request', async (seqno) => {
    renderApp(`/block/${encodeURIComponent(seqno)}`, { baseUrl: server.origin });
    const alert = await screen.findByRole('alert', { name: 'Not a block number' });
    expect(alert.textContent).toMatch(/block number|negative|too large|digits/i);
    await settle();
    expect(apiRequests('masterchainBlockShardState')).toEqual([]);
  });
});

describe('hostile seqnos are quoted visibly and short', () => {
  it.each([
    ['a right-to-left override', '\u202E123'],
    ['3,000 digits', '9'.repeat(3000)],
    ['3,000 letters', 'a'.repeat(3000)],
  ])('%s: the alert has no raw U+202E and stays short', async (_name, seqno) => {
    renderApp(`/block/${encodeURIComponent(seqno)}`, { baseUrl: server.origin });
    const alert = await screen.findByRole('alert', { name: 'Not a block number' });
    const text = alert.textContent ?? '';
    expect(text).not.toContain('\u202E');
    expect(text.length).toBeLessThan(200);
    if (seqno.includes('\u202E')) expect(text).toContain('\u27E8U+202E\u27E9');
  });
});

// ---- seqnos and other text in the header search ----

const BAD_SEARCHES = [
  '-5',
  '4294967296',
  '12.5',
  'EQ123',
  TOLYA_UQ.slice(0, -1),
  `${TOLYA_UQ.slice(0, -1)}A`, // bad checksum
  `${TOLYA_RAW}0`, // raw, too long
  '0:xyz',
  'javascript:alert(1)',
  '<img src=x onerror=alert(1)>',
  'https://example.com/',
  'ton://transfer/',
  'foundation.ton',
] as const;

describe('bad text in the header search', () => {
  it.each(BAD_SEARCHES)('explains why %j cannot be opened and sends nothing', async (query) => {
    const { router } = renderApp('/', { baseUrl: server.origin });
    const box = await screen.findByRole('searchbox', { name: 'Search blocks and accounts' });
    await homeSettled();
    const before = requests.length;
    fireEvent.change(box, { target: { value: query } });
    fireEvent.submit(headerSearch());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent?.length).toBeGreaterThan(10);
    expect(router.state.location.pathname).toBe('/');
    await settle();
    expect(sentBySearch(requests.slice(before))).toEqual([]);
  });
});

describe('hostile text in the header search is quoted visibly and short', () => {
  it.each([
    ['a right-to-left override in a word', 'abc\u202Edef'],
    ['a right-to-left override in an address', `${TOLYA_UQ.slice(0, 20)}\u202E${TOLYA_UQ.slice(20)}`],
    ['a long domain', `${'a'.repeat(3000)}\u202E.ton`],
    ['a long workchain', `${'9'.repeat(3000)}:${TOLYA_RAW.slice(2)}`],
    ['3,000 letters', 'x'.repeat(3000)],
  ])('%s: the alert has no raw U+202E and stays short', async (_name, query) => {
    renderApp('/', { baseUrl: server.origin });
    const box = await screen.findByRole('searchbox', { name: 'Search blocks and accounts' });
    fireEvent.change(box, { target: { value: query } });
    fireEvent.submit(headerSearch());
    const alert = await screen.findByRole('alert');
    const text = alert.textContent ?? '';
    expect(text).not.toContain('\u202E');
    expect(text.length).toBeLessThan(600);
  });
});

// ---- addresses and lists pasted in /accounts ----

const BAD_LISTS = [
  'hello',
  'EQ',
  TOLYA_UQ.slice(0, -1),
  `${TOLYA_UQ.slice(0, -1)}B`,
  `${TOLYA_RAW}00`,
  '0:',
  '2:' + TOLYA_RAW.slice(2),
  '-1:zz',
  `${TOLYA_UQ}\u202E`,
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  'x'.repeat(5000),
] as const;

describe('bad addresses pasted in /accounts', () => {
  it.each(BAD_LISTS.map((text) => [text.slice(0, 40), text]))(
    'lists %j as not valid, and Look up sends nothing',
    async (_label, text) => {
      renderApp('/accounts', { baseUrl: server.origin });
      const box = await screen.findByRole('textbox', { name: 'Addresses' });
      fireEvent.change(box, { target: { value: text } });
      // Words that cannot be an address at all (a column header, say) are skipped rather than listed.
      await waitFor(() => {
        const invalid = screen.queryByRole('heading', { name: /not valid and will not be sent/ });
        expect(invalid ?? screen.getByText(/^0 accounts/)).toBeInTheDocument();
      });
      const lookUp = screen.getByRole('button', { name: /^Look up/ });
      expect(lookUp).toBeDisabled();
      await userEvent.click(lookUp);
      await settle();
      expect(apiRequests('accountStates')).toEqual([]);
    },
  );

  it('sends only the valid entries of a mixed list', async () => {
    renderApp('/accounts', { baseUrl: server.origin });
    const box = await screen.findByRole('textbox', { name: 'Addresses' });
    fireEvent.change(box, { target: { value: `nope\n${TOLYA_UQ}\n0:zz` } });
    expect(await screen.findByRole('button', { name: 'Look up 1 account' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Look up 1 account' }));
    await waitFor(() => expect(apiRequests('accountStates')).toHaveLength(1));
    expect(apiRequests('accountStates')[0]).not.toMatch(/nope|zz/);
  });
});

// ---- TON DNS domains: the explorer's API operations take addresses only ----

describe('.ton domains', () => {
  it('the header search says a domain cannot be looked up, and why', async () => {
    renderApp('/', { baseUrl: server.origin });
    const box = await screen.findByRole('searchbox', { name: 'Search blocks and accounts' });
    await homeSettled();
    const before = requests.length;
    fireEvent.change(box, { target: { value: 'foundation.ton' } });
    fireEvent.submit(headerSearch());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('“foundation.ton” is a TON DNS domain, not an address');
    expect(alert).toHaveTextContent('take addresses only and resolve no domains');
    await settle();
    expect(sentBySearch(requests.slice(before))).toEqual([]);
  });

  it('the paste box lists each domain on its line, sends only the addresses', async () => {
    renderApp('/accounts', { baseUrl: server.origin });
    const box = await screen.findByRole('textbox', { name: 'Addresses' });
    fireEvent.change(box, { target: { value: `foundation.ton\n${TOLYA_UQ}\nwallet.tolya.ton` } });
    const section = await screen.findByRole('region', {
      name: '2 domains cannot be looked up and will not be sent',
    });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Line 1 foundation\.ton is a TON DNS domain, not an address/),
      expect.stringMatching(/^Line 3 wallet\.tolya\.ton is a TON DNS domain, not an address/),
    ]);
    expect(screen.getByText(/1 account · 2 domains \(cannot be looked up, not sent\)/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Look up 1 account' }));
    await waitFor(() => expect(apiRequests('accountStates')).toHaveLength(1));
    expect(apiRequests('accountStates')[0]).not.toMatch(/\.ton/);
  });

  it('an /accounts link naming a domain says so and sends nothing', async () => {
    renderApp('/accounts?address=foundation.ton', { baseUrl: server.origin });
    expect(
      await screen.findByRole('heading', { name: '1 domain cannot be looked up and will not be sent' }),
    ).toBeInTheDocument();
    await settle();
    expect(apiRequests('accountStates')).toEqual([]);
  });
});

// ---- lists in /accounts links ----

const BAD_LINKS = [
  '/accounts?address=hello',
  '/accounts?address=',
  `/accounts?address=${TOLYA_UQ.slice(0, -1)}`,
  '/accounts?address=%3Cscript%3E',
  '/accounts?address=%E2%80%AE',
  '/accounts?address=javascript%3Aalert(1)',
  '/accounts#list=',
  '/accounts#list=!!!not-base64!!!',
  '/accounts#list=AAAA',
  '/accounts#list=%ZZ',
  // Names 2 accounts, cut inside the first (21 characters: ≡ 1 mod 4).
  '/accounts#list=AQAAAgAHBwcHBwcHBwcHB',
] as const;

describe('bad lists in /accounts links', () => {
  it.each(BAD_LINKS)('%s: says what is wrong and sends nothing', async (url) => {
    renderApp(url, { baseUrl: server.origin });
    await screen.findByRole('textbox', { name: 'Addresses' });
    await settle();
    const invalid = screen.queryByRole('heading', { name: /not valid and will not be sent/ });
    const problem = screen.queryByRole('alert', { name: /could not be read|cut short/ });
    const empty = screen.getByText(/^0 accounts/);
    // A link that names nothing leaves an empty form (its hint says what to paste); anything else is named.
    expect(invalid ?? problem ?? empty).toBeInTheDocument();
    expect(apiRequests('accountStates')).toEqual([]);
  });
});

// ---- malformed URLs ----

const BAD_URLS = [
  '/blocks/1',
  '/block',
  '/nope',
  '/%E0%A4%A',
  '/block/latest/extra',
  '/accounts/extra',
  '//evil.example/block/1',
] as const;

describe('malformed URLs', () => {
  it.each(BAD_URLS)('%s: a page that says so, and no API request', async (url) => {
    renderApp(url, { baseUrl: server.origin });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await settle();
    expect(apiUrls(requests)).toEqual([]);
  });
});

// ---- ?network= values that are not a network: the names of Object's own members among them ----

const BAD_NETWORKS = [
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  'MAINNET',
  'custom',
  '',
] as const;

describe('bad ?network= values', () => {
  it.each(BAD_NETWORKS)('?network=%s: ignored, the page works on the stored endpoint', async (network) => {
    renderApp(`/block/50503953?network=${encodeURIComponent(network)}`, { baseUrl: server.origin });
    expect(await screen.findByRole('heading', { name: 'Masterchain block 50503953' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Settings · / })).not.toHaveTextContent('(from link)');
  });

  it('?network=constructor on /accounts and the home page too', async () => {
    renderApp(`/accounts?network=constructor&address=${TOLYA_UQ}`, { baseUrl: server.origin });
    expect(await screen.findByRole('heading', { name: /accounts/i, level: 1 })).toBeVisible();
  });
});

it('the corpus has at least 50 bad inputs', () => {
  expect(
    BAD_SEQNOS.length +
      BAD_SEARCHES.length +
      BAD_LISTS.length +
      BAD_LINKS.length +
      BAD_URLS.length +
      BAD_NETWORKS.length,
  ).toBeGreaterThanOrEqual(59);
});
