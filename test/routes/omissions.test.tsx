/**
 * Nothing the API sent is dropped without saying so (issue 14, item 11): a fee that cannot be read is
 * named next to the total it is missing from, and repeated transactions are counted in a notice. The
 * answers are recorded blocks rewritten by a private loopback server (block-answers-server.ts).
 */
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startBlockAnswersServer, type BlockAnswersServer } from '../fixtures/block-answers-server.ts';
import { sendJson, startLoopbackProxy, type LoopbackProxy } from '../fixtures/loopback-proxy.ts';
import { RECORDED, blockBody, recordedBlock, type Json } from '../fixtures/recorded-transactions.ts';
import { valueOf } from '../fixtures/label-values.ts';
import { renderApp } from '../render-app.tsx';

let api: BlockAnswersServer;
/** The accountStates answer the accounts proxy gives instead of the sample API's, when set. */
let accountsAnswer: { status: number; body: string } | undefined;
let accountsProxy: LoopbackProxy;

beforeAll(async () => {
  api = await startBlockAnswersServer(inject('sampleApiOrigin'));
  accountsProxy = await startLoopbackProxy(inject('sampleApiOrigin'), (req, res, forward) => {
    if (accountsAnswer && (req.url ?? '').startsWith('/api/v3/accountStates')) {
      sendJson(res, accountsAnswer.status, accountsAnswer.body);
      return;
    }
    forward(req, res);
  });
});

afterAll(async () => {
  await api.close();
  await accountsProxy.close();
});

const base = () => recordedBlock('mainnet', RECORDED.mainnetBlock);

async function blockHeading(seqno: number) {
  return screen.findByRole('heading', { name: `Masterchain block ${seqno}` });
}

/** The value of a label of the block's summary (no transaction is open: the page's one such label). */
function summaryValue(label: string): HTMLElement {
  return valueOf(screen.getByRole('main'), label);
}

describe('the block page says what it left out', () => {
  it('an unreadable fee is named next to the total it is not in', async () => {
    const block = base();
    const transactions = block.transactions.map((transaction: Json, index: number) =>
      index < 2 ? { ...transaction, total_fees: index === 0 ? 'lots' : { nanotons: 5 } } : transaction,
    );
    api.answer(90000001, blockBody(block, transactions));
    renderApp('/block/90000001', { baseUrl: api.origin });
    await blockHeading(90000001);
    expect(summaryValue('Total fees')).toHaveTextContent(/\(2 unreadable fees not counted\)$/);
  });

  it('a block whose fees all read says nothing more', async () => {
    api.answer(90000002, blockBody(base(), base().transactions));
    renderApp('/block/90000002', { baseUrl: api.origin });
    await blockHeading(90000002);
    expect(summaryValue('Total fees')).not.toHaveTextContent(/unreadable/);
    expect(screen.queryByRole('note', { name: 'Repeated transactions left out' })).toBeNull();
  });

  it('repeated transactions are shown once, and counted in a notice', async () => {
    const block = base();
    const [first, second] = block.transactions;
    api.answer(90000003, blockBody(block, [...block.transactions, first!, second!, first!]));
    renderApp('/block/90000003', { baseUrl: api.origin });
    await blockHeading(90000003);
    const note = screen.getByRole('note', { name: 'Repeated transactions left out' });
    expect(note).toHaveTextContent(
      "The API's answer repeated 3 transactions (the same hash again): each is shown once",
    );
    expect(summaryValue('Transactions in this block and its shard blocks')).toHaveTextContent(
      String(block.transactions.length),
    );
    expect(
      within(await screen.findByRole('table')).getAllByRole('button', { name: /^Open transaction/ }),
    ).toHaveLength(block.transactions.length);
  });
});

const TOLYA_RAW = '0:9DA971AF38D2F03ABDF308D5F91636A97E5A2B07A66C39D71D7CBAE3B032EDDC';
const TOLYA_UQ = 'UQCdqXGvONLwOr3zCNX5FjapflorB6ZsOdcdfLrjsDLt3AF4';
const JETTON_WALLET_EQ = 'EQDEBy17BKtMUEzSI9_eQsgDfGqZJy02JK7Cy_8ucrEC3Xiq';
const TWO_ACCOUNTS = `/accounts?address=${TOLYA_UQ}&address=${JETTON_WALLET_EQ}`;
/** Direction and zero-width characters: none may reach the page's text raw. */
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/;

describe('the accounts page says what it left out', () => {
  it('a lookup that failed is not "All fetched": it says how many were asked, fetched and failed', async () => {
    accountsAnswer = { status: 422, body: '{"error":"boom"}' };
    try {
      renderApp(TWO_ACCOUNTS, { baseUrl: accountsProxy.origin });
      expect(await screen.findByText('2 asked: 0 fetched, 2 failed')).toBeInTheDocument();
      expect(screen.queryByText(/^All 2 accounts fetched$/)).toBeNull();
    } finally {
      accountsAnswer = undefined;
    }
  });

  it("the server's failure message is shown with invisible characters visible, and bounded", async () => {
    const message = `bad\u202Eevil\u200B${'x'.repeat(5_000)}`;
    accountsAnswer = { status: 422, body: JSON.stringify({ error: message }) };
    try {
      renderApp(TWO_ACCOUNTS, { baseUrl: accountsProxy.origin });
      const failure = await screen.findByRole('alert', {
        name: (_, element) => element.textContent?.includes('could not be fetched') ?? false,
      });
      expect(failure.textContent).toContain('bad⟨U+202E⟩evil⟨U+200B⟩');
      expect(failure.textContent!.length).toBeLessThan(600);
      // The table's rows name the reason too, the same way.
      const table = screen.getByRole('table');
      expect(table.textContent).toContain('bad⟨U+202E⟩evil⟨U+200B⟩');
      expect(document.body.textContent).not.toMatch(INVISIBLE);
      expect(document.body.textContent).not.toContain('x'.repeat(1_000));
    } finally {
      accountsAnswer = undefined;
    }
  });

  it('a negative balance is flagged where it is shown', async () => {
    accountsAnswer = {
      status: 200,
      body: JSON.stringify({
        accounts: [{ address: TOLYA_RAW, balance: '-5000000000', status: 'active' }],
        address_book: {},
        metadata: {},
      }),
    };
    try {
      renderApp(`/accounts?address=${TOLYA_UQ}`, { baseUrl: accountsProxy.origin });
      await screen.findByRole('heading', { name: '1 found, 0 not found' });
      const table = screen.getByRole('table');
      expect(within(table).getAllByText('negative: not a valid TON balance').length).toBeGreaterThan(0);
    } finally {
      accountsAnswer = undefined;
    }
  });

  it('a valid balance carries no such flag', async () => {
    renderApp(`/accounts?address=${TOLYA_UQ}`, { baseUrl: accountsProxy.origin });
    await screen.findByRole('heading', { name: '1 found, 0 not found' });
    expect(screen.queryByText(/not a valid TON balance/)).toBeNull();
  });
});
