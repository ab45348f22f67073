import { Address } from '@ton/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import mainnet from '../../../sample-api/dataset/mainnet.json' with { type: 'json' };
import { paths } from '../../../src/paths.ts';
import { truncateMiddle } from '../../../src/ton/text/text-safety.ts';
import { renderApp } from '../../render-app.tsx';
import { ownSampleApi } from '../../fixtures/own-sample-api.ts';
import { syntheticAccounts } from '../../synthetic-accounts.ts';
import { apiUrls, recordRequests, type SentRequest } from '../../fixtures/request-log.ts';
import { valueOf } from '../../fixtures/label-values.ts';
import { clearSampleFaults, injectSampleFault } from '../../fixtures/sample-faults.ts';
import { rowsWith, rowWith } from '../../fixtures/table-rows.ts';
import { coinAmountNumber, coinAmountText } from '../../../src/ton/coin.ts';

// Its own sample API: the faults it queues are its own (test/fixtures/own-sample-api.ts).
const server = ownSampleApi();

// The sample dataset grows as recordings are added: counts and totals are derived from it, not written here.
const SAMPLE_ACCOUNTS = Object.keys(mainnet.accounts);
const SAMPLE_BALANCES = mainnet.accounts as Record<string, { balance?: string }>;
const balanceOf = (raw: string) => BigInt(SAMPLE_BALANCES[raw]?.balance ?? '0');
/** Exact, with every nanoGRAM: the sum of the sample balances, in GRAM (the default). */
const SAMPLE_TOTAL = coinAmountText(
  SAMPLE_ACCOUNTS.reduce((sum, raw) => sum + balanceOf(raw), 0n),
  { unit: 'ton', ticker: 'GRAM' },
);
const n = (value: number) => value.toLocaleString('en-US');
/** The results heading once every account has answered. */
const done = (found: number, notFound: number) => new RegExp(`^${n(found)} found, ${n(notFound)} not found$`);
const SAMPLE_COUNT = SAMPLE_ACCOUNTS.length;
/** tolya.ton, 71.516612794 GRAM. */
const TOLYA_RAW = '0:9DA971AF38D2F03ABDF308D5F91636A97E5A2B07A66C39D71D7CBAE3B032EDDC';
const TOLYA_UQ = 'UQCdqXGvONLwOr3zCNX5FjapflorB6ZsOdcdfLrjsDLt3AF4';
/** A jetton wallet, 0.006094287 GRAM. */
const JETTON_WALLET_EQ = 'EQDEBy17BKtMUEzSI9_eQsgDfGqZJy02JK7Cy_8ucrEC3Xiq';
const BAD_CHECKSUM = JETTON_WALLET_EQ.slice(0, 47) + 'w';
const SHORT_RAW = TOLYA_RAW.slice(0, -1);

const accountStatesRequests = (sent: readonly SentRequest[]) => apiUrls(sent, 'accountStates');

const injectFault = (fault: Record<string, unknown>, times = 1) =>
  injectSampleFault(server.origin, 'accountStates', fault, times);

afterEach(() => clearSampleFaults(server.origin));

async function pasteList(text: string) {
  // findBy: the page's code may still be loading (routes are lazy).
  const box = await screen.findByRole('textbox', { name: 'Addresses' });
  fireEvent.change(box, { target: { value: text } });
  await waitFor(() => expect(box).toHaveValue(text));
}

/** Once there are results the paste box is folded to one line: "Edit list" opens it. */
async function openPasteBox() {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit list', expanded: false }));
}

/** An account's details button, named by its short user-friendly form. */
function detailsButton(friendly: string): HTMLElement {
  return screen.getByRole('button', { name: `Show details of ${truncateMiddle(friendly, 6, 6)}` });
}

/** The table row of an account. */
function rowOf(friendly: string): HTMLElement {
  return rowWith(screen.getByRole('table'), 'button', {
    name: `Show details of ${truncateMiddle(friendly, 6, 6)}`,
  });
}

/** The form the sample's address book gives an account, which its row shows. */
function friendlyOf(raw: string): string {
  const entry = (mainnet.address_book as Record<string, { user_friendly: string }>)[raw];
  if (!entry) throw new Error(`${raw} is not in the sample address book`);
  return entry.user_friendly;
}

async function resultsHeading(name: RegExp) {
  // Polls with a cheap selector, then asserts by role once: a role query on every DOM change walks the
  // accessibility tree of a large table and starves the lookup it is waiting for.
  await waitFor(() => expect(document.getElementById('results-heading')?.textContent ?? '').toMatch(name), {
    timeout: 30_000,
  });
  return screen.getByRole('heading', { name });
}

describe('/accounts', () => {
  it('looks up a mixed pasted list: found rows, not-found rows, merged forms and bad entries', async () => {
    const requests = recordRequests();
    const [unknown] = syntheticAccounts(1, 99);
    const unknownUq = Address.parseRaw(unknown!).toString({ bounceable: false });
    const { router } = renderApp('/accounts', { baseUrl: server.origin });
    await pasteList(
      [
        'address,note',
        `${TOLYA_RAW.toLowerCase()},tolya`,
        `"${TOLYA_UQ}","same account, other form"`,
        `https://tonviewer.com/${JETTON_WALLET_EQ}`,
        BAD_CHECKSUM,
        unknownUq,
        SHORT_RAW,
      ].join('\n'),
    );
    expect(screen.getByText(/3 accounts · 2 forms of 1 account merged · 2 not valid/)).toBeInTheDocument();
    const bad = screen.getByRole('region', { name: '2 entries are not valid and will not be sent' });
    const [first, second] = within(bad).getAllByRole('listitem');
    expect(first).toHaveTextContent(`Line 5 ${BAD_CHECKSUM} bad checksum`);
    expect(second).toHaveTextContent(/^Line 7 .* must be 64 hex digits but has 63/);

    await userEvent.click(screen.getByRole('button', { name: 'Look up 3 accounts' }));
    await resultsHeading(/^2 found, 1 not found$/);

    const tolya = rowOf(TOLYA_UQ);
    expect(tolya).toHaveTextContent('tolya.ton');
    expect(tolya).toHaveTextContent('Active');
    expect(tolya).toHaveTextContent('71.516612794 GRAM');
    expect(tolya).toHaveTextContent('2 forms merged');
    const wallet = rowOf(JETTON_WALLET_EQ);
    expect(wallet).toHaveTextContent('0.006094287 GRAM');
    expect(wallet).toHaveTextContent('Jetton wallet');
    const table = screen.getByRole('table');
    expect(within(table).getAllByText('Not found')).toHaveLength(1);
    // The total is exact: 71.516612794 + 0.006094287.
    expect(within(table).getByRole('row', { name: /^Total/ })).toHaveTextContent('71.522707081 GRAM');
    // The interfaces are in the opened row, not in a column of their own.
    expect(tolya).not.toHaveTextContent('wallet_v4r2');
    await userEvent.click(detailsButton(TOLYA_UQ));
    expect(screen.getByRole('region', { name: `Details of ${TOLYA_UQ}` })).toHaveTextContent('wallet_v4r2');

    // One request with the three good accounts; the bad entries were never sent.
    const sent = accountStatesRequests(requests);
    expect(sent).toHaveLength(1);
    const params = new URL(sent[0]!).searchParams;
    expect(params.getAll('address')).toHaveLength(3);
    expect(params.get('include_boc')).toBe('true');
    // The link holds one canonical form per account.
    expect(new URLSearchParams(router.state.location.search).getAll('address')).toEqual([
      'EQCdqXGvONLwOr3zCNX5FjapflorB6ZsOdcdfLrjsDLt3Fy9',
      JETTON_WALLET_EQ,
      Address.parseRaw(unknown!).toString({ bounceable: true }),
    ]);
    // The results are the page: the box folds to its line, which still says what was not sent; "Edit list"
    // opens it with the bad entries listed and the text as it was pasted.
    const form = screen.getByRole('form', { name: 'Accounts to look up' });
    expect(within(form).queryByRole('textbox', { name: 'Addresses' })).not.toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Edit list' })).toHaveAccessibleDescription(
      /^3 accounts · 2 forms of 1 account merged · 2 not valid/,
    );
    await openPasteBox();
    expect(
      screen.getByRole('region', { name: '2 entries are not valid and will not be sent' }),
    ).toBeVisible();
    const box = screen.getByRole('textbox', { name: 'Addresses' });
    expect(box).toHaveFocus();
    expect((box as HTMLTextAreaElement).value).toContain(`${BAD_CHECKSUM}\n${unknownUq}`);
  });

  it('reports every rejected token of the paste, with its reason (EQ-bogus beside good addresses)', async () => {
    renderApp('/accounts', { baseUrl: server.origin });
    await pasteList([TOLYA_UQ, 'EQ-bogus', BAD_CHECKSUM, 'hello there', JETTON_WALLET_EQ].join('\n'));
    expect(screen.getByText(/2 accounts · 2 not valid \(not sent\) · 1 line skipped/)).toBeInTheDocument();
    const bad = screen.getByRole('region', { name: '2 entries are not valid and will not be sent' });
    const [first, second] = within(bad).getAllByRole('listitem');
    expect(first).toHaveTextContent('Line 2 EQ-bogus an address has 48 characters but this has 8');
    expect(second).toHaveTextContent(`Line 3 ${BAD_CHECKSUM} bad checksum`);
    const skipped = screen.getByRole('region', { name: '1 line skipped: nothing on it is an address' });
    expect(within(skipped).getByRole('listitem')).toHaveTextContent('Line 4 hello there');
  });

  it('once there are results they are the page: the box and its intro fold, one toolbar above the table', async () => {
    renderApp(paths.accounts([TOLYA_RAW, JETTON_WALLET_EQ]), { baseUrl: server.origin });
    await resultsHeading(/^2 found, 0 not found$/);
    // The paste box and the intro text above it are folded to one line.
    expect(screen.queryByText(/^Paste up to 1,024 accounts in any form/)).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Edit list', expanded: false })).toHaveAccessibleDescription(
      '2 accounts',
    );
    // One toolbar holds the list, label, watch, filter and export controls.
    const toolbar = screen.getByRole('group', { name: 'Accounts toolbar' });
    for (const name of ['Lists', 'Save this list', 'Copy link', 'Labels', 'Watch', 'Export CSV']) {
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(toolbar).getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    expect(within(toolbar).getByRole('searchbox', { name: 'Find' })).toBeInTheDocument();
    expect(screen.getAllByRole('group', { name: 'Accounts toolbar' })).toHaveLength(1);
    // The label controls are one button's panel, opened and closed from the keyboard.
    const labels = within(toolbar).getByRole('button', { name: 'Labels' });
    await userEvent.click(labels);
    expect(screen.getByRole('button', { name: 'Export labels (JSON)' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(labels).toHaveAttribute('aria-expanded', 'false');
    expect(labels).toHaveFocus();
  });

  it('refuses more than 1024 different accounts with the count and sends nothing', async () => {
    const requests = recordRequests();
    renderApp('/accounts', { baseUrl: server.origin });
    await pasteList(syntheticAccounts(1025, 5).join('\n'));
    expect(
      screen.getByText(/1,025 different accounts: the limit is 1,024 per lookup\. Nothing will be sent/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Look up accounts' })).toBeDisabled();
    fireEvent.submit(screen.getByRole('form', { name: 'Accounts to look up' }));
    expect(accountStatesRequests(requests)).toEqual([]);
  });

  it('refuses a link naming more than 1024 accounts and sends nothing', async () => {
    const requests = recordRequests();
    renderApp(paths.accounts(syntheticAccounts(1030, 6)), { baseUrl: server.origin });
    const alert = await screen.findByRole('alert', { name: 'Too many accounts' });
    expect(alert).toHaveTextContent(
      'This link names 1,030 different accounts: the limit is 1,024 per lookup',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(accountStatesRequests(requests)).toEqual([]);
  });

  it('keeps the other results when one request fails, and retries only that one', async () => {
    const addresses = [...SAMPLE_ACCOUNTS, ...syntheticAccounts(200, 7)];
    await injectFault({ status: 422, body: '{"error":"boom"}' });
    const requests = recordRequests();
    renderApp(paths.accounts(addresses), { baseUrl: server.origin });

    const heading = await resultsHeading(/failed$/);
    const [, found, notFound, failed] = /^(\d+) found, (\d+) not found, (\d+) failed$/
      .exec(heading.textContent ?? '')!
      .map(Number);
    expect(found! + notFound! + failed!).toBe(addresses.length);
    expect(failed).toBeGreaterThan(0);
    expect(failed).toBeLessThan(addresses.length);
    expect(screen.getByText(/could not be fetched:/)).toHaveTextContent(
      `${failed} accounts could not be fetched: HTTP 422: boom. The other results are kept.`,
    );
    const sentBefore = accountStatesRequests(requests).length;
    expect(sentBefore).toBeGreaterThan(1);

    await userEvent.click(screen.getByRole('button', { name: `Retry ${failed} failed accounts` }));
    await resultsHeading(done(SAMPLE_COUNT, 200));
    expect(accountStatesRequests(requests)).toHaveLength(sentBefore + 1);
    const retried = new URL(accountStatesRequests(requests).at(-1)!).searchParams.getAll('address');
    expect(retried).toHaveLength(failed!);
  });

  it('sends include_boc=false when "Include code and data" is off, and shows no code or data', async () => {
    const SAMPLE_PAIR = [TOLYA_RAW, SAMPLE_ACCOUNTS[0]!];
    // The recorded accounts carry no BOCs; one answer with code and data shows what "on" looks like.
    const real = await (
      await fetch(`${server.origin}/api/v3/accountStates?address=${SAMPLE_PAIR.join('&address=')}`)
    ).json();
    real.accounts[0].code_boc = 'te6cckEBAQEAAgAAAEysuc0=';
    real.accounts[0].data_boc = 'te6cckEBAQEABgAACAAAAAEAAAAA';
    real.accounts[0].contract_methods = [85143, 78748];
    await injectFault({ status: 200, body: JSON.stringify(real) });
    const requests = recordRequests();
    const { router } = renderApp(paths.accounts(SAMPLE_PAIR), { baseUrl: server.origin });
    await resultsHeading(/^2 found, 0 not found$/);

    // The option is the paste box's, folded under "Edit list" once there are results.
    await openPasteBox();
    const toggle = screen.getByRole('checkbox', { name: 'Include code and data' });
    expect(toggle).toBeChecked();
    await userEvent.click(detailsButton(TOLYA_UQ));
    const details = screen.getByRole('region', { name: `Details of ${TOLYA_UQ}` });
    expect(within(details).getByRole('button', { name: 'Download code .boc' })).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'Download data .boc' })).toBeInTheDocument();
    expect(valueOf(details, 'Code')).toHaveTextContent('17 bytes (BOC)');
    expect(valueOf(details, 'Data')).toHaveTextContent('21 bytes (BOC)');
    expect(within(details).getByRole('list', { name: 'Contract method ids' })).toHaveTextContent(
      '0x14c970x1339c',
    );

    await userEvent.click(toggle);
    expect(new URLSearchParams(router.state.location.search).get('include_boc')).toBe('false');
    await waitFor(() => expect(accountStatesRequests(requests)).toHaveLength(2));
    expect(new URL(accountStatesRequests(requests)[1]!).searchParams.get('include_boc')).toBe('false');
    await resultsHeading(/^2 found, 0 not found$/);
    await userEvent.click(detailsButton(TOLYA_UQ));
    const without = screen.getByRole('region', { name: `Details of ${TOLYA_UQ}` });
    expect(within(without).queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
    expect(within(without).getByText(/not requested/)).toBeInTheDocument();
  });

  it('writes long lists into the fragment and reads them back', async () => {
    const addresses = [...SAMPLE_ACCOUNTS, ...syntheticAccounts(60, 8)];
    const { router, unmount } = renderApp('/accounts', { baseUrl: server.origin });
    await pasteList(addresses.join('\n'));
    await userEvent.click(screen.getByRole('button', { name: `Look up ${n(addresses.length)} accounts` }));
    await resultsHeading(done(SAMPLE_COUNT, 60));
    const { search, hash } = router.state.location;
    expect(search).toBe('');
    expect(hash).toMatch(/^#list=[A-Za-z0-9_-]+$/);
    unmount();

    const requests = recordRequests();
    renderApp(`/accounts${hash}`, { baseUrl: server.origin });
    await resultsHeading(done(SAMPLE_COUNT, 60));
    await openPasteBox();
    const sent = accountStatesRequests(requests).flatMap((url) =>
      new URL(url).searchParams.getAll('address'),
    );
    expect(sent).toHaveLength(addresses.length);
    // findBy: the page's code may still be loading (routes are lazy).
    const box = await screen.findByRole('textbox', { name: 'Addresses' });
    expect((box as HTMLTextAreaElement).value.split('\n')).toHaveLength(addresses.length);
  });

  it('says so when a fragment link was cut short, and looks up what arrived', async () => {
    const link = paths.accounts(syntheticAccounts(80, 9));
    renderApp(link.slice(0, link.length - 600), { baseUrl: server.origin });
    const alert = await screen.findByRole('alert', { name: 'This link was cut short' });
    expect(alert).toHaveTextContent(/it names 80 accounts; the first \d+ arrived whole and \d+ did not/);
    await resultsHeading(/^0 found, \d+ not found$/);
  });

  it.each([
    // 40 records end at character 1,765.33: cut to 1,765 (≡ 1 mod 4) the last record is one byte short.
    ['in the middle of a group of four characters', 3, 39, /the first 39 arrived whole and 1 did not/],
    ['just before its checksum', 2, 40, /all 40 accounts arrived, but its checksum did not/],
  ])(
    'a fragment link cut %s opens with every whole account, truthfully',
    async (_name, cut, arrived, says) => {
      const link = paths.accounts(syntheticAccounts(40, 12));
      renderApp(link.slice(0, link.length - cut), { baseUrl: server.origin });
      const alert = await screen.findByRole('alert', { name: 'This link was cut short' });
      expect(alert).toHaveTextContent(says);
      await resultsHeading(new RegExp(`^0 found, ${arrived} not found$`));
    },
  );

  it('cancel keeps what arrived; the rest can be fetched later', async () => {
    const addresses = [...SAMPLE_ACCOUNTS, ...syntheticAccounts(200, 10)];
    await injectFault({ delayMs: 4000 });
    const requests = recordRequests();
    renderApp(paths.accounts(addresses), { baseUrl: server.origin });
    const progress = await screen.findByRole('progressbar', { name: 'Accounts fetched' });
    await waitFor(() => expect(Number(progress.getAttribute('value'))).toBeGreaterThan(0), { timeout: 3000 });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    const heading = await resultsHeading(/not fetched$/);
    const [, found, notFound, notFetched] = /^(\d+) found, (\d+) not found, (\d+) not fetched$/
      .exec(heading.textContent ?? '')!
      .map(Number);
    expect(found! + notFound! + notFetched!).toBe(addresses.length);
    expect(notFetched).toBeGreaterThan(0);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    const sent = accountStatesRequests(requests).length;
    await userEvent.click(screen.getByRole('button', { name: `Fetch the other ${notFetched}` }));
    await resultsHeading(done(SAMPLE_COUNT, 200));
    // Only what was not fetched is asked for, each request once; what arrived before the cancel is kept.
    // (How many were cut short depends on the endpoint's budget: an unknown server is asked cautiously.)
    const afterResume = accountStatesRequests(requests).slice(sent);
    expect(afterResume.length).toBeGreaterThanOrEqual(1);
    expect(new Set(afterResume).size).toBe(afterResume.length);
    expect(afterResume.length).toBeLessThan(new Set(accountStatesRequests(requests)).size);
  });

  it('shows the cached results when coming back, without asking again', async () => {
    const requests = recordRequests();
    const { router } = renderApp(paths.accounts(SAMPLE_ACCOUNTS), { baseUrl: server.origin });
    await resultsHeading(done(SAMPLE_COUNT, 0));
    const sent = accountStatesRequests(requests).length;

    await act(() => router.navigate('/'));
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: done(SAMPLE_COUNT, 0) })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /^Total/ })).toHaveTextContent(SAMPLE_TOTAL);
    expect(accountStatesRequests(requests)).toHaveLength(sent);
  });

  it('stops the lookup when the page is left, and finishes it on return', async () => {
    await injectFault({ delayMs: 800 });
    const requests = recordRequests();
    const few = SAMPLE_ACCOUNTS.slice(0, 8);
    const { router } = renderApp(paths.accounts(few), { baseUrl: server.origin });
    await screen.findByRole('progressbar', { name: 'Accounts fetched' });
    // Left while the request is on its way (sent, its answer delayed), not while it waits its turn.
    await waitFor(() => expect(accountStatesRequests(requests)).toHaveLength(1));
    await act(() => router.navigate('/'));
    // The answer to the abandoned request arrives after this; it must not be written anywhere.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await act(() => router.navigate(-1));
    await resultsHeading(done(8, 0));
    expect(accountStatesRequests(requests)).toHaveLength(2);
  });

  it('marks the balances that changed on refresh', async () => {
    const pair = [TOLYA_RAW, SAMPLE_ACCOUNTS[0]!];
    renderApp(paths.accounts(pair), { baseUrl: server.origin });
    await resultsHeading(/^2 found, 0 not found$/);
    expect(rowOf(TOLYA_UQ)).not.toHaveTextContent('changed');

    const real = await (
      await fetch(`${server.origin}/api/v3/accountStates?address=${pair.join('&address=')}`)
    ).json();
    const tolya = real.accounts.find((account: { address: string }) => account.address === TOLYA_RAW);
    tolya.balance = String(BigInt(tolya.balance) + 1_500_000_000n);
    await injectFault({ status: 200, body: JSON.stringify(real) });
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));

    expect(await screen.findByText(/1 balance changed since the previous fetch/)).toBeInTheDocument();
    const row = rowOf(TOLYA_UQ);
    expect(row).toHaveTextContent('73.016612794 GRAM');
    expect(row).toHaveTextContent('changed +1.5');
    expect(rowOf(friendlyOf(SAMPLE_ACCOUNTS[0]!))).not.toHaveTextContent('changed');
  });

  /** The sample API's answer for `raws`, with tolya's balance raised by `nanotons`. */
  /**
   * How late the superseded answer comes: longer than the clicks before the newer lookup take on a
   * loaded machine (stop 32's CI check, at load ~10, took over 1.5 s and got the late answer first).
   */
  const LATE_ANSWER_DELAY_MS = 8000;
  /** Until the late answer has been sent, and a moment for the page to have read it if it were going to. */
  async function pastLateAnswer(lateAt: number) {
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, lateAt - Date.now()) + 500));
  }

  async function answerWithTolyaRicher(raws: readonly string[], nanotons: bigint) {
    const real = await (
      await fetch(`${server.origin}/api/v3/accountStates?address=${raws.join('&address=')}`)
    ).json();
    const tolya = real.accounts.find((account: { address: string }) => account.address === TOLYA_RAW);
    tolya.balance = String(BigInt(tolya.balance) + nanotons);
    return JSON.stringify(real);
  }

  it("never shows an old list's late answer on the list looked up after it", async () => {
    const oldList = [TOLYA_RAW, SAMPLE_ACCOUNTS[1]!];
    const lateAt = Date.now() + LATE_ANSWER_DELAY_MS;
    await injectFault({
      delayMs: LATE_ANSWER_DELAY_MS,
      status: 200,
      body: await answerWithTolyaRicher(oldList, 1_500_000_000n),
    });
    renderApp(paths.accounts(oldList), { baseUrl: server.origin });
    await screen.findByRole('progressbar', { name: 'Accounts fetched' });

    await openPasteBox();
    await pasteList(`${TOLYA_UQ}\n${JETTON_WALLET_EQ}`);
    await userEvent.click(screen.getByRole('button', { name: 'Look up 2 accounts' }));
    await resultsHeading(/^2 found, 0 not found$/);
    // Past the moment the old list's answer would have arrived.
    await pastLateAnswer(lateAt);
    expect(rowOf(TOLYA_UQ)).toHaveTextContent('71.516612794 GRAM');
    expect(screen.getByRole('heading', { name: /^2 found, 0 not found$/ })).toBeInTheDocument();
    expect(rowOf(JETTON_WALLET_EQ)).toHaveTextContent('0.006094287 GRAM');
  });

  it('never shows the late answer of a refresh that a newer one superseded', async () => {
    const pair = [TOLYA_RAW, SAMPLE_ACCOUNTS[0]!];
    const richer = await answerWithTolyaRicher(pair, 1_500_000_000n);
    const requests = recordRequests();
    renderApp(paths.accounts(pair), { baseUrl: server.origin });
    await resultsHeading(/^2 found, 0 not found$/);

    const lateAt = Date.now() + LATE_ANSWER_DELAY_MS;
    await injectFault({ delayMs: LATE_ANSWER_DELAY_MS, status: 200, body: richer });
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await screen.findByRole('progressbar', { name: 'Accounts fetched' });
    // The shown values stay while the refresh runs.
    expect(rowOf(TOLYA_UQ)).toHaveTextContent('71.516612794 GRAM');
    // Looking up the same list again means "look again": a newer refresh, answered at once.
    await openPasteBox();
    await userEvent.click(screen.getByRole('button', { name: 'Look up 2 accounts' }));
    await waitFor(() => expect(screen.getByText('All 2 accounts fetched')).toBeInTheDocument());
    await pastLateAnswer(lateAt);
    expect(accountStatesRequests(requests)).toHaveLength(3);
    expect(rowOf(TOLYA_UQ)).toHaveTextContent('71.516612794 GRAM');
    expect(rowOf(TOLYA_UQ)).not.toHaveTextContent('changed');
    expect(screen.queryByText(/changed since the previous fetch/)).not.toBeInTheDocument();
  });

  it('keeps a pasted list that was not looked up yet across a reload', async () => {
    const first = renderApp('/accounts', { baseUrl: server.origin });
    await pasteList(`${JETTON_WALLET_EQ}\nnot-an-address`);
    first.unmount();
    renderApp('/accounts', { baseUrl: server.origin });
    expect(await screen.findByRole('textbox', { name: 'Addresses' })).toHaveValue(
      `${JETTON_WALLET_EQ}\nnot-an-address`,
    );
  });

  it('warns about a testnet-only address on mainnet but still looks it up', async () => {
    const requests = recordRequests();
    const testnetForm = Address.parseRaw(TOLYA_RAW).toString({ bounceable: false, testOnly: true });
    renderApp('/accounts', { baseUrl: server.origin });
    await pasteList(`${JETTON_WALLET_EQ}\n${testnetForm}`);
    expect(await screen.findByText(/1 account is given in a testnet-only form/)).toHaveTextContent(
      'They are looked up on mainnet anyway (line 2)',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Look up 2 accounts' }));
    await resultsHeading(/^2 found, 0 not found$/);
    expect(rowOf(TOLYA_UQ)).toHaveTextContent('testnet form');
    expect(accountStatesRequests(requests)).toHaveLength(1);

    // It offers to switch; switching is stored and shows in the header.
    await userEvent.click(screen.getByRole('button', { name: 'Switch to TON testnet' }));
    expect(await screen.findByRole('button', { name: /^Settings · TON testnet/ })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('tonlens.settings.v1') ?? '{}').preset).toBe('testnet');
  });

  it('filters by status and text, sorts by balance and copies the table as TSV', async () => {
    const user = userEvent.setup();
    const [unknown] = syntheticAccounts(1, 11);
    renderApp(paths.accounts([...SAMPLE_ACCOUNTS, unknown!]), { baseUrl: server.origin });
    await resultsHeading(done(SAMPLE_COUNT, 1));
    const table = screen.getByRole('table');
    const total = () => within(table).getByRole('row', { name: /^Total/ });
    expect(total()).toHaveTextContent(SAMPLE_TOTAL);
    const detailButtons = () => within(table).getAllByRole('button', { name: /^Show details of/ });
    /** The accounts' rows, in the order shown (the total's row has no details button). */
    const accountRows = () => rowsWith(table, 'button', { name: /^Show details of/ });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'not-found');
    expect(detailButtons()).toHaveLength(1);
    expect(total()).toHaveTextContent('Total (0 balances)');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'all');

    await user.type(screen.getByRole('searchbox', { name: 'Find' }), 'TOLYA');
    expect(detailButtons()).toHaveLength(1);
    expect(total()).toHaveTextContent('71.516612794 GRAM');
    await user.clear(screen.getByRole('searchbox', { name: 'Find' }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'balance-desc');
    const richest = [...SAMPLE_ACCOUNTS].sort((a, b) => (balanceOf(b) > balanceOf(a) ? 1 : -1))[0]!;
    expect(accountRows()[0]).toHaveTextContent(
      coinAmountText(balanceOf(richest), { unit: 'ton', ticker: 'GRAM' }),
    );
    // The account that was not found has no balance: last, whichever the direction.
    expect(accountRows().at(-1)).toHaveTextContent('Not found');

    await user.click(screen.getByRole('button', { name: 'Copy as TSV' }));
    const lines = (await navigator.clipboard.readText()).trimEnd().split('\n');
    expect(lines).toHaveLength(SAMPLE_COUNT + 2);
    expect(lines[0]!.split('\t').slice(0, 3)).toEqual(['raw_address', 'bounceable', 'non_bounceable']);
    expect(lines[1]!.split('\t')[0]).toBe(richest);
    expect(lines[1]).toContain(`\t${balanceOf(richest)}\t${coinAmountNumber(balanceOf(richest), 'ton')}\t`);
    expect(lines.at(-1)).toContain('\tnot_found\t');
    expect(screen.getByText(`Copied ${n(SAMPLE_COUNT + 1)} rows as TSV`)).toBeInTheDocument();
  });
});
