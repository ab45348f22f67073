/**
 * The block page hands its merged actions to the opened transaction (issue 27 integration): the
 * drill-down's "Actions it took part in" says what the block page says — the server's classification from
 * /api/v3/actions — without asking for the trace.
 *
 * The real app against the shared sample API: the emulated LENS transfer (100 LENS, "Thanks for lunch"),
 * opened at the sender's jetton wallet in block 50503960.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { paths } from '../../../src/paths.ts';
import { JETTON_TRANSFER } from '../../fixtures/sample-traces.ts';
import { simulateWindowScrolling } from '../../fixtures/window-scrolling.ts';
import { renderApp } from '../../render-app.tsx';

beforeEach(() => {
  simulateWindowScrolling();
});

const origin = () => inject('sampleApiOrigin');
const SENDER_WALLET_BLOCK = 50503960;

describe('the opened transaction’s actions come from the block page', () => {
  it('a jetton transfer classified by the server, at the top of the drill-down, the trace not asked', async () => {
    const tx = JETTON_TRANSFER.senderWalletTx;
    renderApp(paths.transaction(SENDER_WALLET_BLOCK, tx), { baseUrl: origin() });
    const details = await screen.findByRole('article', { name: `Transaction ${tx}` }, { timeout: 20_000 });
    const happened = within(details).getByRole('region', { name: 'Actions it took part in' });
    await waitFor(
      () => {
        const items = within(happened).getAllByRole('listitem');
        expect(items).toHaveLength(1);
        expect(items[0]).toHaveTextContent(
          /^Jetton transfer.+ sent 100 LENS to .+ with comment Thanks for lunch✓ Succeeded · classified by the server$/,
        );
      },
      { timeout: 20_000 },
    );
    expect(happened).not.toHaveTextContent(/GRAM/);
    expect(happened).not.toHaveTextContent(/Asking the server/);
    // "Actions it took part in" is the drill-down's first section after its lead, and the trace stays closed.
    const trace = within(details).getByRole('region', { name: 'Trace' });
    expect(within(trace).queryByRole('list', { name: 'Transactions of the trace' })).toBeNull();
    expect(happened.compareDocumentPosition(trace) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
