/**
 * Nothing the API sent is dropped without saying so (issue 14, item 11): a fee that cannot be read is
 * named next to the total it is missing from, and repeated transactions are counted in a notice. The
 * answers are recorded blocks rewritten by a private loopback server (block-answers-server.ts).
 */
import { configure, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startBlockAnswersServer, type BlockAnswersServer } from '../fixtures/block-answers-server.ts';
import { RECORDED, blockBody, recordedBlock, type Json } from '../fixtures/recorded-transactions.ts';
import { renderApp } from '../render-app.tsx';

let api: BlockAnswersServer;

beforeAll(async () => {
  api = await startBlockAnswersServer(inject('sampleApiOrigin'));
  configure({ asyncUtilTimeout: 5000 });
});

afterAll(async () => {
  await api.close();
});

const base = () => recordedBlock('mainnet', RECORDED.mainnetBlock);

async function blockHeading(seqno: number) {
  return screen.findByRole('heading', { name: `Masterchain block ${seqno}` });
}

/** The value of a term of the block's summary (a <dt>/<dd> pair). */
function summaryValue(term: string): HTMLElement {
  const dt = screen.getAllByText(term, { selector: 'dt' })[0]!;
  return dt.nextElementSibling as HTMLElement;
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
    expect(summaryValue('Transactions')).toHaveTextContent(String(block.transactions.length));
    expect(
      within(screen.getByRole('table')).getAllByRole('button', { name: /^Open transaction/ }),
    ).toHaveLength(block.transactions.length);
  });
});
