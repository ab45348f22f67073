/**
 * The block page (issue 3): header tools, the virtualized transaction list with URL filters, the deep
 * link and the keyboard. The drill-down is in block-transaction.test.tsx.
 *
 * The real app renders against the shared sample API (recorded mainnet blocks). Kinds the mainnet
 * recordings lack come from the recorded testnet blocks, or are derived from recorded transactions by the
 * named rewrites of test/fixtures/recorded-transactions.ts; both are served by a private loopback server in
 * front of the sample API (see test/fixtures/block-answers-server.ts for why not the shared fault queue).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { startBlockAnswersServer, type BlockAnswersServer } from '../../fixtures/block-answers-server.ts';
import { parseAddress, toFriendlyAddress } from '../../../src/ton/address.ts';
import {
  RECORDED,
  blockBody,
  recordedBlock,
  repeatTransactions,
  type Json,
} from '../../fixtures/recorded-transactions.ts';
import { simulateWindowScrolling } from '../../fixtures/window-scrolling.ts';
import { valueOf } from '../../fixtures/label-values.ts';
import { renderApp } from '../../render-app.tsx';
import { BIG_BLOCK_TEST_TIMEOUT_MS, BIG_BLOCK_WAIT_MS } from '../../timeouts.ts';

let api: BlockAnswersServer;

beforeAll(async () => {
  api = await startBlockAnswersServer(inject('sampleApiOrigin'));
});

afterAll(async () => {
  await api.close();
});

let scrollPosition: () => number;
beforeEach(() => {
  scrollPosition = simulateWindowScrolling();
});

const MAINNET = RECORDED.mainnetBlock;
const txUrl = (seqno: number, hash: string, extra = '') =>
  `/block/${seqno}?${new URLSearchParams([['tx', hash]]).toString()}${extra}`;

/** Serves a block made of these transactions (with the mainnet block's address book) at `seqno`. */
function serveDerived(seqno: number, transactions: Json[]) {
  api.answer(seqno, blockBody(recordedBlock('mainnet', MAINNET), transactions));
}

function serveRecordedTestnet(seqno: number) {
  api.answer(seqno, JSON.stringify(recordedBlock('testnet', seqno)));
}

async function openedTransaction(hash: string) {
  return screen.findByRole('article', { name: `Transaction ${hash}` });
}

function transactionRows() {
  return screen.getAllByRole('button', { name: /^(Open|Close) transaction/ });
}

/** The list's "N of M transactions", announced as a status. */
function statusText() {
  return screen.getByText(/^\d+ of \d+ transactions?$/, { selector: 'p[role="status"]' }).textContent;
}

function findStatus(text: string, timeout?: number) {
  return screen.findByText(text, { selector: 'p[role="status"]' }, timeout ? { timeout } : undefined);
}

// ---------------------------------------------------------------------------------------------------

describe('block header', () => {
  it('counts, totals and shard blocks with their transaction counts', async () => {
    renderApp(`/block/${MAINNET}`, { baseUrl: api.origin });
    await screen.findByRole('heading', { name: `Masterchain block ${MAINNET}` });
    // The block's summary: no transaction is open, so each of these labels is the summary's.
    const value = (label: string) => valueOf(screen.getByRole('main'), label).textContent;
    expect(value('Transactions in this block and its shard blocks')).toBe('5');
    expect(value('Accounts')).toBe('4');
    expect(value('Failed')).toMatch(/^1/);
    expect(value('Bounced')).toBe('0');
    expect(value('Total fees')).toMatch(/GRAM$/);
    expect(value('Value moved')).toMatch(/GRAM$/);
    const shards = screen.getByRole('region', { name: 'Shard blocks' });
    expect(within(shards).getByText('0:8000000000000000:55671169')).toBeInTheDocument();
    expect(within(shards).getByText('5 transactions')).toBeInTheDocument();
  });

  it('the failed count links to the failed-only view', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(`/block/${MAINNET}`, { baseUrl: api.origin });
    await screen.findByRole('heading', { name: `Masterchain block ${MAINNET}` });
    await user.click(screen.getByRole('link', { name: '1 failed: show only these' }));
    expect(router.state.location.search).toBe('?failed=1');
    await waitFor(() => expect(statusText()).toBe('1 of 5 transactions'));
  });

  it('links the neighbouring blocks, keeping the filters but not the opened transaction', async () => {
    renderApp(txUrl(MAINNET, RECORDED.noGasTx, '&failed=1'), { baseUrl: api.origin });
    await openedTransaction(RECORDED.noGasTx);
    expect(screen.getByRole('link', { name: `Block ${MAINNET + 1}` })).toHaveAttribute(
      'href',
      `/block/${MAINNET + 1}?failed=1`,
    );
    expect(screen.getByRole('link', { name: `Block ${MAINNET - 1}` })).toHaveAttribute(
      'href',
      `/block/${MAINNET - 1}?failed=1`,
    );
  });

  it('→ and ← open the next and previous block; not while typing or with a modifier', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(`/block/${MAINNET}`, { baseUrl: api.origin });
    await screen.findByRole('heading', { name: `Masterchain block ${MAINNET}` });

    await user.click(screen.getByRole('searchbox', { name: 'Search' }));
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(router.state.location.pathname).toBe(`/block/${MAINNET}`);

    await user.keyboard('{ArrowRight}');
    expect(router.state.location.pathname).toBe(`/block/${MAINNET + 1}`);
    await user.keyboard('{ArrowLeft}');
    await user.keyboard('{ArrowLeft}');
    expect(router.state.location.pathname).toBe(`/block/${MAINNET - 1}`);
  });

  it("an address's copy button copies its full form, and the page's live region says so", async () => {
    const user = userEvent.setup();
    renderApp(`/block/${MAINNET}`, { baseUrl: api.origin });
    const [copy] = await screen.findAllByRole('button', { name: /^Copy address / });
    const name = copy?.getAttribute('aria-label') ?? '';
    await user.click(copy!);
    const copied = await navigator.clipboard.readText();
    expect(copied).toMatch(/^[A-Za-z0-9_-]{48}$/);
    expect(name).toContain(`${copied.slice(0, 6)}…${copied.slice(-6)}`);
    const region = await screen.findByText(`Copied ${name.replace(/^Copy /, '')}`);
    expect(region).toHaveAttribute('aria-live', 'polite');
  });

  it('→ and ← keep stepping through blocks that are still loading or failed', async () => {
    const user = userEvent.setup();
    // A block that never arrives: the page stays on its loading (retrying) or error state.
    api.answer(MAINNET + 1, JSON.stringify({ error: 'upstream down' }), 503);
    const { router } = renderApp(`/block/${MAINNET}?failed=1`, { baseUrl: api.origin });
    await screen.findByRole('heading', { name: `Masterchain block ${MAINNET}` });

    await user.keyboard('{ArrowRight}');
    expect(router.state.location.pathname).toBe(`/block/${MAINNET + 1}`);
    expect(screen.queryByRole('heading', { name: `Masterchain block ${MAINNET + 1}` })).toBeNull();
    await user.keyboard('{ArrowRight}');
    expect(router.state.location.pathname).toBe(`/block/${MAINNET + 2}`);
    await user.keyboard('{ArrowLeft}');
    await user.keyboard('{ArrowLeft}');
    expect(router.state.location.pathname).toBe(`/block/${MAINNET}`);
    // The filters go along, as with the links.
    expect(router.state.location.search).toBe('?failed=1');
  });

  it('prefetches the next block before it is opened', async () => {
    const before = api.requests.length;
    renderApp(`/block/${MAINNET}`, { baseUrl: api.origin });
    await screen.findByRole('heading', { name: `Masterchain block ${MAINNET}` });
    await waitFor(() =>
      expect(api.requests.slice(before)).toContain(`/api/v3/masterchainBlockShardState?seqno=${MAINNET + 1}`),
    );
  });

  it('does not prefetch past the newest block the index has', async () => {
    const before = api.requests.length;
    const { router } = renderApp('/block/latest', { baseUrl: api.origin });
    await screen.findByRole('heading', { name: /^Masterchain block \d+$/ });
    const latest = Number(router.state.location.pathname.split('/').at(-1));
    await screen.findByText(/^\d+ of \d+ transactions?$/, { selector: 'p[role="status"]' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const asked = api.requests.slice(before);
    expect(asked).toContain(`/api/v3/masterchainBlockShardState?seqno=${latest}`);
    expect(asked).not.toContain(`/api/v3/masterchainBlockShardState?seqno=${latest + 1}`);
  });

  it('shows the raw JSON only when asked, and the API request as curl without the key', async () => {
    const user = userEvent.setup();
    renderApp(`/block/${MAINNET}`, { baseUrl: api.origin, apiKey: 'secret-test-key' });
    await screen.findByRole('heading', { name: `Masterchain block ${MAINNET}` });
    expect(screen.queryByLabelText('raw JSON of the block')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Raw JSON' }));
    const raw = screen.getByLabelText('raw JSON of the block');
    expect(raw.textContent).toContain('"transactions"');
    expect(raw.textContent).toContain(RECORDED.noGasTx);

    await user.click(screen.getByRole('button', { name: 'Copy as curl' }));
    const copied = await navigator.clipboard.readText();
    expect(copied).toBe(`curl -sS '${api.origin}/api/v3/masterchainBlockShardState?seqno=${MAINNET}'`);
    expect(copied).not.toContain('secret-test-key');
    expect(screen.getByText('Copied')).toBeInTheDocument();
  });
});

// ---------------------------------------------------------------------------------------------------

describe("the server's message in a refusal", () => {
  it('is shown as text, its invisible characters visible and cut to 300 characters, in both designed states', async () => {
    // A proxy may answer a whole page of a stranger's text; this one also turns the text around.
    const message = `\u202Eno\u200B ${'x'.repeat(5000)}`;
    const shown = `⟨U+202E⟩no⟨U+200B⟩ ${'x'.repeat(300 - 5)}…`;
    api.answer(77_000_001, JSON.stringify({ error: message }), 422);
    api.answer(77_000_002, JSON.stringify({ error: message }), 401);

    const refused = renderApp('/block/77000001', { baseUrl: api.origin });
    const state = await screen.findByRole('alert', { name: 'The API refused the request' });
    expect(state).toHaveTextContent(`HTTP 422: ${shown}`, { normalizeWhitespace: false });
    refused.unmount();

    // No key was sent: the refused-key state, which quotes the server too.
    renderApp('/block/77000002', { baseUrl: api.origin });
    const keyState = await screen.findByRole('alert', { name: 'The API needs an API key' });
    expect(keyState).toHaveTextContent(`The server said: ${shown}`, { normalizeWhitespace: false });
    expect(keyState.textContent).not.toMatch(/[\u200B\u202E]/);
  });
});

describe('transaction list', () => {
  it(
    'keeps a 5,000-transaction block to the rows near the viewport, and renders more on scroll',
    async () => {
      const seqno = 900_000_001;
      serveDerived(seqno, repeatTransactions(recordedBlock('mainnet', MAINNET).transactions, 5000));
      renderApp(`/block/${seqno}`, { baseUrl: api.origin });
      expect(await findStatus('5,000 of 5,000 transactions', BIG_BLOCK_WAIT_MS)).toBeInTheDocument();
      const table = screen.getByRole('table', { name: 'Transactions' });
      expect(table).toHaveAttribute('aria-rowcount', String(1 + 1 + 5000));
      const firstRows = transactionRows();
      expect(firstRows.length).toBeGreaterThan(5);
      expect(firstRows.length).toBeLessThan(60);
      const first = `Open transaction 000000${RECORDED.externalWalletTx.slice(6, 8)}`;
      expect(screen.getByRole('button', { name: first })).toBeInTheDocument();

      // Rows are estimated at 77 px (no layout here): the 2,500th row's neighbourhood.
      window.scrollTo({ top: 77 * 2500 });
      await waitFor(() =>
        expect(
          screen.getAllByRole('button', { name: /^Open transaction 00(24|25)\d\d/ }).length,
        ).toBeGreaterThan(0),
      );
      expect(screen.queryByRole('button', { name: first })).not.toBeInTheDocument();
      expect(transactionRows().length).toBeLessThan(60);

      // Rows that appeared during the scroll may start as plain text; once it settles, every row has its
      // account link and copy button.
      await waitFor(() => {
        const rows = screen
          .getAllByRole('row')
          .filter((row) => within(row).queryByRole('button', { name: /^Open transaction/ }));
        expect(rows.length).toBeGreaterThan(5);
        for (const row of rows) {
          // The account cell: the row's action sentence may name accounts too.
          const account = within(row).getAllByRole('cell')[0]!;
          expect(within(account).getByRole('link', { name: /…/ })).toHaveAttribute(
            'href',
            expect.stringMatching(/^\/accounts\?address=/),
          );
          expect(within(account).getByRole('button', { name: /^Copy address / })).toBeInTheDocument();
        }
      });
    },
    BIG_BLOCK_TEST_TIMEOUT_MS,
  );

  it(
    'says a big block is still arriving, and what its counts cover, until the last part is in',
    async () => {
      const seqno = 900_000_003;
      serveDerived(seqno, repeatTransactions(recordedBlock('mainnet', MAINNET).transactions, 5000));
      renderApp(`/block/${seqno}`, { baseUrl: api.origin });
      // The first rows (a screen's worth) are shown while the rest arrives; how many the answer holds is
      // not known before its end (it is read as it arrives).
      expect(await screen.findByText('Loading transactions: 50 received so far…')).toHaveAttribute(
        'role',
        'status',
      );
      expect(screen.getByText(/counts and sums cover the transactions received so far/)).toBeInTheDocument();
      expect(screen.getByText('so far')).toBeInTheDocument();
      expect(transactionRows().length).toBeGreaterThan(5);
      expect(await findStatus('5,000 of 5,000 transactions', BIG_BLOCK_WAIT_MS)).toBeInTheDocument();
      expect(screen.queryByText(/Loading transactions/)).not.toBeInTheDocument();
      expect(screen.queryByText(/received so far/)).not.toBeInTheDocument();
    },
    BIG_BLOCK_TEST_TIMEOUT_MS,
  );

  it(
    'opens a deep-linked transaction far down a large block and scrolls to it',
    async () => {
      const seqno = 900_000_002;
      const transactions = repeatTransactions(recordedBlock('mainnet', MAINNET).transactions, 5000);
      const target = String(transactions[4000]!['hash']);
      serveDerived(seqno, transactions);
      renderApp(txUrl(seqno, target), { baseUrl: api.origin });
      await findStatus('5,000 of 5,000 transactions', BIG_BLOCK_WAIT_MS);
      expect(await openedTransaction(target)).toBeInTheDocument();
      await waitFor(() => expect(scrollPosition()).toBeGreaterThan(4000 * 40));
      expect(screen.getByRole('button', { name: `Close transaction ${target.slice(0, 8)}` })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    },
    BIG_BLOCK_TEST_TIMEOUT_MS,
  );

  it('j and k open the next and previous transaction', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(`/block/${MAINNET}`, { baseUrl: api.origin });
    await screen.findByRole('heading', { name: `Masterchain block ${MAINNET}` });
    await user.keyboard('j');
    expect(new URLSearchParams(router.state.location.search).get('tx')).toBe(RECORDED.externalWalletTx);
    await openedTransaction(RECORDED.externalWalletTx);
    await user.keyboard('j');
    expect(new URLSearchParams(router.state.location.search).get('tx')).toBe(RECORDED.jettonTransferTx);
    await openedTransaction(RECORDED.jettonTransferTx);
    expect(screen.getByText(/^Transaction 2 of 5: Succeeded/)).toBeInTheDocument();
    await user.keyboard('k');
    expect(new URLSearchParams(router.state.location.search).get('tx')).toBe(RECORDED.externalWalletTx);
  });

  it('j pressed twice in a row steps twice, even before the page has caught up', async () => {
    const { router } = renderApp(`/block/${MAINNET}`, { baseUrl: api.origin });
    await screen.findByRole('heading', { name: `Masterchain block ${MAINNET}` });
    // Two key presses in one task: the second comes before the first one's navigation has rendered.
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'j', bubbles: true }));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'j', bubbles: true }));
    await openedTransaction(RECORDED.jettonTransferTx);
    expect(new URLSearchParams(router.state.location.search).get('tx')).toBe(RECORDED.jettonTransferTx);
  });

  it('j steps through the filtered list only', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(`/block/${MAINNET}?failed=1`, { baseUrl: api.origin });
    await findStatus('1 of 5 transactions');
    await user.keyboard('j');
    await user.keyboard('j');
    expect(new URLSearchParams(router.state.location.search).get('tx')).toBe(RECORDED.noGasTx);
  });

  it('rows say the result in words, the incoming value, outgoing count, fees and the message', async () => {
    renderApp(`/block/${MAINNET}`, { baseUrl: api.origin });
    await findStatus('5 of 5 transactions');
    const rows = screen
      .getAllByRole('row')
      .filter((row) => within(row).queryByRole('button', { name: /transaction/ }));
    expect(rows).toHaveLength(5);
    const [external, jetton, , skipped] = rows;
    expect(within(external!).getByText('ext in')).toBeInTheDocument();
    expect(within(external!).getByText('wallet signed v4')).toBeInTheDocument();
    expect(within(jetton!).getByText('Jetton transfer')).toBeInTheDocument();
    expect(within(jetton!).getByText('0x0f8a7ea5')).toBeInTheDocument();
    expect(within(jetton!).getByText('Success')).toBeInTheDocument();
    expect(within(jetton!).getByText('0.018 GRAM')).toBeInTheDocument();
    expect(within(skipped!).getByText('Compute skipped (No gas)')).toBeInTheDocument();
    // The account cell (the row's action sentence names the account too).
    expect(within(within(rows[0]!).getAllByRole('cell')[0]!).getByText('tolya.ton')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Shard block 0:8000000000000000:55671169/ })).toBeInTheDocument();
  });

  it('names the outgoing messages a count and the incoming value an amount, so neither reads as the other', async () => {
    renderApp(`/block/${MAINNET}`, { baseUrl: api.origin });
    await findStatus('5 of 5 transactions');
    const list = screen.getByRole('table', { name: 'Transactions' });
    const headers = within(list)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Account',
      'Type',
      'Result',
      'Value in',
      'Msgs out',
      'Fees',
      'Message',
      'Action',
    ]);
    expect(within(list).getByRole('columnheader', { name: 'Msgs out' })).toHaveAttribute(
      'title',
      'Outgoing messages: how many, not their value',
    );
  });

  it('filters to failed only from the URL and from the checkbox, and clears', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(`/block/${MAINNET}`, { baseUrl: api.origin });
    await findStatus('5 of 5 transactions');
    await user.click(screen.getByRole('checkbox', { name: 'Failed only' }));
    expect(router.state.location.search).toBe('?failed=1');
    expect(statusText()).toBe('1 of 5 transactions');
    expect(transactionRows()).toHaveLength(1);
    expect(screen.getByRole('row', { name: /1 of 5 transactions/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
    expect(statusText()).toBe('5 of 5 transactions');
  });

  it('filters by account in any form', async () => {
    // The address book shows tolya.ton non-bounceable (UQ…); its bounceable form (EQ…) is the same account.
    const parsed = parseAddress('0:9DA971AF38D2F03ABDF308D5F91636A97E5A2B07A66C39D71D7CBAE3B032EDDC');
    if (!parsed.ok) throw new Error('recorded address does not parse');
    const bounceable = toFriendlyAddress(parsed.address, { bounceable: true });
    renderApp(`/block/${MAINNET}?account=${bounceable}`, { baseUrl: api.origin });
    expect(await findStatus('2 of 5 transactions')).toBeInTheDocument();
  });

  it('ignores an account filter that is not an address, and says so', async () => {
    renderApp(`/block/${MAINNET}?account=nobody`, { baseUrl: api.origin });
    expect(await findStatus('5 of 5 transactions')).toBeInTheDocument();
    expect(screen.getByText(/“nobody” is not an address; showing all accounts/)).toBeInTheDocument();
  });

  it('filters by opcode from its menu of the opcodes in the block', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(`/block/${MAINNET}`, { baseUrl: api.origin });
    await findStatus('5 of 5 transactions');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Opcode' }),
      'Jetton transfer · 0x0f8a7ea5 (1)',
    );
    expect(router.state.location.search).toBe('?opcode=0x0f8a7ea5');
    expect(statusText()).toBe('1 of 5 transactions');
  });

  it('free text finds domains, comments inside payloads, opcode names and hashes', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(`/block/${MAINNET}`, { baseUrl: api.origin });
    await findStatus('5 of 5 transactions');
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(search, 'tolya');
    expect(statusText()).toBe('2 of 5 transactions');
    expect(router.state.location.search).toBe('?q=tolya');
    await user.clear(search);
    // The comment rides in the forward payload of the wallet request, the jetton transfer, the internal
    // transfer and the notification.
    await user.type(search, 'Hello!');
    expect(statusText()).toBe('4 of 5 transactions');
    await user.clear(search);
    await user.type(search, 'excesses');
    expect(statusText()).toBe('1 of 5 transactions');
    await user.clear(search);
    await user.type(search, RECORDED.noGasTx.slice(0, 12));
    expect(statusText()).toBe('1 of 5 transactions');
    await user.clear(search);
    expect(router.state.location.search).toBe('');
  });

  it('sorts by fees, highest first, without shard groups', async () => {
    renderApp(`/block/${MAINNET}?sort=fees`, { baseUrl: api.origin });
    await findStatus('5 of 5 transactions');
    // jSE/… pays 0.002517337 GRAM, the most of the block.
    expect(transactionRows()[0]).toHaveAccessibleName(
      `Open transaction ${RECORDED.externalWalletTx.slice(0, 8)}`,
    );
    expect(screen.queryByRole('row', { name: /Shard block/ })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveValue('fees');
  });

  it('keeps ?tx= working with filters, and says when the filters hide it', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(txUrl(MAINNET, RECORDED.jettonTransferTx, '&failed=1'), {
      baseUrl: api.origin,
    });
    expect(await screen.findByText(/is hidden by the filters/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all transactions' }));
    expect(await openedTransaction(RECORDED.jettonTransferTx)).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('tx')).toBe(RECORDED.jettonTransferTx);
    expect(new URLSearchParams(router.state.location.search).get('failed')).toBeNull();
  });

  it('says when ?tx= names no transaction of the block', async () => {
    renderApp(txUrl(MAINNET, 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='), { baseUrl: api.origin });
    expect(await screen.findByText(/This block has no transaction with hash/)).toBeInTheDocument();
  });

  it('filters bounced only (recorded testnet block with two bounces)', async () => {
    serveRecordedTestnet(RECORDED.testnetBouncedBlock);
    renderApp(`/block/${RECORDED.testnetBouncedBlock}?bounced=1`, { baseUrl: api.origin });
    expect(await findStatus('2 of 3 transactions')).toBeInTheDocument();
    expect(screen.getAllByText(/^Bounced \(exit/)).toHaveLength(2);
  });
});
