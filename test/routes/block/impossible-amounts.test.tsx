/**
 * Amounts that are never negative on TON — fees, gas, forwarding and storage fees, the value a message
 * carries — sent negative by a broken or hostile server: each is flagged where it is shown and left out of
 * every sum (the header's total, the accounts view and its export count it as a fee they could not read),
 * never shown or added as if it were paid. Recorded mainnet block 50503953 with one transaction rewritten,
 * served by a private loopback server in front of the shared sample API.
 */
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startBlockAnswersServer, type BlockAnswersServer } from '../../fixtures/block-answers-server.ts';
import { valueOf } from '../../fixtures/label-values.ts';
import { RECORDED, blockBody, recordedBlock, type Json } from '../../fixtures/recorded-transactions.ts';
import { renderApp } from '../../render-app.tsx';

let api: BlockAnswersServer;
const BLOCK = RECORDED.mainnetBlock;
const TX = RECORDED.jettonTransferTx;

beforeAll(async () => {
  api = await startBlockAnswersServer(inject('sampleApiOrigin'));
  const base = recordedBlock('mainnet', BLOCK);
  const transactions = structuredClone(base.transactions as Json[]).map((transaction) => {
    if (transaction['hash'] !== TX) return transaction;
    transaction['total_fees'] = '-1000';
    const description = transaction['description'] as Json;
    (description['compute_ph'] as Json)['gas_fees'] = '-5';
    (description['compute_ph'] as Json)['gas_used'] = '-7';
    (description['storage_ph'] as Json)['storage_fees_collected'] = '-3';
    const inMsg = transaction['in_msg'] as Json;
    inMsg['value'] = '-1';
    inMsg['fwd_fee'] = '-2';
    return transaction;
  });
  api.answer(BLOCK, blockBody(base, transactions));
});

afterAll(async () => {
  await api.close();
});

/** U+2212, the minus sign amounts are written with. */
const MINUS = '\u2212';

describe('a negative fee, gas or value is flagged, never shown or summed as paid', () => {
  it('the header leaves the negative fee out of the total and says so', async () => {
    renderApp(`/block/${BLOCK}`, { baseUrl: api.origin });
    await screen.findByRole('heading', { name: `Masterchain block ${BLOCK}` });
    const total = valueOf(screen.getByRole('main'), 'Total fees');
    expect(total).toHaveTextContent('(1 unreadable fee not counted)');
    expect(total.textContent).not.toContain(MINUS);
    // Its row in the list marks the fee, rather than a dash or a negative amount.
    const row = (await screen.findByRole('button', { name: `Open transaction ${TX.slice(0, 8)}` })).closest(
      '[role="row"]',
    ) as HTMLElement;
    expect(row).toHaveTextContent(/unreadable/);
    expect(row.textContent).not.toContain(MINUS);
  });

  it('the opened transaction marks each impossible amount, and shows none of them', async () => {
    renderApp(`/block/${BLOCK}?tx=${encodeURIComponent(TX)}`, { baseUrl: api.origin });
    const details = await screen.findByRole('article', { name: `Transaction ${TX}` });
    const message = within(details).getByRole('region', { name: 'Incoming message' });
    for (const label of ['Value', 'Forward fee']) {
      expect(valueOf(message, label)).toHaveTextContent(/unreadable: .*negative/);
    }
    const fees = within(details).getByRole('table', { name: 'Fees by phase' });
    expect(
      within(fees)
        .getByRole('rowheader', { name: /Total fees/ })
        .closest('tr'),
    ).toHaveTextContent(/unreadable: .*negative/);
    // No amount in the drill-down is shown with a minus sign but the balance's change, which may be one.
    for (const label of ['Gas fees', 'Gas used', 'Fees collected']) {
      const value = valueOf(details, label);
      expect(value).toHaveTextContent(/unreadable: .*negative/);
      expect(value.textContent).not.toContain(MINUS);
    }
  });
});
