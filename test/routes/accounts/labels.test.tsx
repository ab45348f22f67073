/**
 * Labels (issue 16): typed in the accounts table, kept across a reload, shown on the block page for the
 * same account, found by both pages' filters, and shown as text with their hidden characters visible.
 * The real app against the real sample API; the browser's storage is fake-indexeddb (test/setup.ts).
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, inject, it } from 'vitest';
import { paths } from '../../../src/paths.ts';
import { truncateMiddle } from '../../../src/ton/text/text-safety.ts';
import { reloadWorkspaceFromStorage } from '../../../src/workspace/workspace-db.ts';
import { RECORDED } from '../../fixtures/recorded-transactions.ts';
import { rowWith } from '../../fixtures/table-rows.ts';
import { renderApp } from '../../render-app.tsx';

const server = { origin: inject('sampleApiOrigin') };

/** tolya.ton (its address book's form) and a jetton wallet of the sample. */
const TOLYA_UQ = 'UQCdqXGvONLwOr3zCNX5FjapflorB6ZsOdcdfLrjsDLt3AF4';
const JETTON_WALLET_EQ = 'EQDEBy17BKtMUEzSI9_eQsgDfGqZJy02JK7Cy_8ucrEC3Xiq';
const TOLYA_SHORT = truncateMiddle(TOLYA_UQ, 6, 6);
/** A recorded block holding tolya.ton's external-in wallet transaction (RECORDED.externalWalletTx). */
const BLOCK = RECORDED.mainnetBlock;

async function lookedUp() {
  await waitFor(
    () =>
      expect(document.getElementById('results-heading')?.textContent ?? '').toMatch(/^2 found, 0 not found$/),
    { timeout: 30_000 },
  );
}

/** The accounts table's row of tolya.ton, once it has a label. */
function tolyaRow() {
  return rowWith(screen.getByRole('table'), 'button', { name: `Edit label of ${TOLYA_SHORT}` });
}

/** Opens the row's label editor, types the label, and saves with Enter. */
async function labelTolya(label: string, options: { hostile?: boolean } = {}) {
  await userEvent.click(screen.getByRole('button', { name: `Add label to ${TOLYA_SHORT}` }));
  const form = screen.getByRole('form', { name: `Label of ${TOLYA_SHORT}` });
  const field = within(form).getByRole('textbox', { name: 'Label' });
  await waitFor(() => expect(field).toHaveFocus());
  // userEvent types key by key; a direction character is pasted, as it would be.
  if (options.hostile) fireEvent.change(field, { target: { value: label } });
  else await userEvent.type(field, label);
  await userEvent.type(field, '{Enter}');
  const edit = await screen.findByRole('button', { name: `Edit label of ${TOLYA_SHORT}` });
  await waitFor(() => expect(edit).toHaveFocus());
  expect(screen.queryByRole('form', { name: `Label of ${TOLYA_SHORT}` })).not.toBeInTheDocument();
}

describe('labels', () => {
  it('typed in the accounts table: shown in the row, kept across a reload, shown and found on the block page', async () => {
    const first = renderApp(paths.accounts([TOLYA_UQ, JETTON_WALLET_EQ]), { baseUrl: server.origin });
    await lookedUp();
    await labelTolya('Team treasury');
    expect(tolyaRow()).toHaveTextContent('Team treasury');
    first.unmount();

    // A reload: the page's memory is gone, the browser's storage is not.
    act(() => reloadWorkspaceFromStorage());
    const second = renderApp(paths.accounts([TOLYA_UQ, JETTON_WALLET_EQ]), { baseUrl: server.origin });
    await lookedUp();
    await waitFor(() => expect(tolyaRow()).toHaveTextContent('Team treasury'));
    expect(screen.getByRole('button', { name: `Edit label of ${TOLYA_SHORT}` })).toBeInTheDocument();
    second.unmount();

    // The block page: tolya.ton's two transactions (its wallet message and the excess back) carry the
    // label; the search finds them by the label.
    renderApp(`/block/${BLOCK}`, { baseUrl: server.origin });
    await screen.findByRole('heading', { name: `Masterchain block ${BLOCK}` });
    const list = await screen.findByRole('table', { name: /transactions/i });
    // In the account cells (each row's action sentence may name the account too).
    const accountCells = () =>
      within(list)
        .getAllByRole('row')
        .map((row) => within(row).queryAllByRole('cell')[0])
        .filter((cell): cell is HTMLElement => cell !== undefined);
    await waitFor(() =>
      expect(accountCells().flatMap((cell) => within(cell).queryAllByText('Team treasury'))).toHaveLength(2),
    );
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(search, 'TREASURY');
    await waitFor(() =>
      expect(
        screen.getByText(/^\d+ of \d+ transactions?$/, { selector: 'p[role="status"]' }),
      ).toHaveTextContent('2 of 5 transactions'),
    );
    // Its account filter suggests the account with its label.
    const suggestion = [...document.querySelectorAll('datalist option')].find(
      (option) => option.getAttribute('value') === TOLYA_UQ,
    );
    expect(suggestion?.textContent).toMatch(/^Team treasury · tolya\.ton · /);
  });

  it("is edited in the transaction's details and in the account's details, with a note", async () => {
    const block = renderApp(`/block/${BLOCK}?tx=${encodeURIComponent(RECORDED.externalWalletTx)}`, {
      baseUrl: server.origin,
    });
    const details = await screen.findByRole('article', { name: `Transaction ${RECORDED.externalWalletTx}` });
    await userEvent.click(within(details).getByRole('button', { name: 'Add label' }));
    const form = within(details).getByRole('form', { name: `Label of ${TOLYA_SHORT}` });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Label' }), 'Wallet');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Note' }), 'The one I pay from');
    // Escape cancels: nothing is kept, focus is back on the button.
    await userEvent.keyboard('{Escape}');
    const add = within(details).getByRole('button', { name: 'Add label' });
    expect(add).toHaveFocus();
    expect(within(details).queryByText('Wallet')).not.toBeInTheDocument();

    await userEvent.click(add);
    const again = within(details).getByRole('form', { name: `Label of ${TOLYA_SHORT}` });
    await userEvent.type(within(again).getByRole('textbox', { name: 'Label' }), 'Wallet');
    await userEvent.type(within(again).getByRole('textbox', { name: 'Note' }), 'The one I pay from');
    await userEvent.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(details).getAllByText('Wallet').length).toBeGreaterThan(0));
    expect(within(details).getAllByTitle(/^Your label: Wallet\s+The one I pay from$/).length).toBeGreaterThan(
      0,
    );
    // The message flow names the transactions' accounts in its own short text: with the label.
    const flow = (await within(details).findByRole('heading', { name: 'Message flow in this block' }))
      .nextElementSibling;
    expect(within(flow as HTMLElement).getAllByText('Wallet')).toHaveLength(2);
    block.unmount();

    renderApp(paths.accounts([TOLYA_UQ, JETTON_WALLET_EQ]), { baseUrl: server.origin });
    await lookedUp();
    await userEvent.click(screen.getByRole('button', { name: `Show details of ${TOLYA_SHORT}` }));
    const account = screen.getByRole('region', { name: `Details of ${TOLYA_UQ}` });
    expect(within(account).getByText('The one I pay from')).toBeInTheDocument();

    // Too long a label is refused with its reason; Remove label removes it everywhere.
    await userEvent.click(within(account).getByRole('button', { name: 'Edit label' }));
    const editor = within(account).getByRole('form', { name: `Label of ${TOLYA_SHORT}` });
    fireEvent.change(within(editor).getByRole('textbox', { name: 'Label' }), {
      target: { value: 'x'.repeat(65) },
    });
    expect(within(editor).getByRole('alert')).toHaveTextContent(
      'A label has at most 64 characters; this one has 65.',
    );
    await userEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(within(tolyaRow()).getByText('Wallet')).toBeInTheDocument();
    await userEvent.click(within(editor).getByRole('button', { name: 'Remove label' }));
    await screen.findByRole('button', { name: `Add label to ${TOLYA_SHORT}` });
    const row = rowWith(screen.getByRole('table'), 'button', { name: `Hide details of ${TOLYA_SHORT}` });
    expect(within(row).queryByText('Wallet')).not.toBeInTheDocument();
    // In the details only the Wallet section's heading says "Wallet" now, not the label.
    expect(
      within(account)
        .queryAllByText('Wallet')
        .filter((element) => element.tagName !== 'H3'),
    ).toEqual([]);
    expect(within(account).getByRole('button', { name: 'Add label' })).toHaveFocus();
  });

  it('is found by the accounts Find filter', async () => {
    renderApp(paths.accounts([TOLYA_UQ, JETTON_WALLET_EQ]), { baseUrl: server.origin });
    await lookedUp();
    await labelTolya('Team treasury');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find' }), 'treasury');
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row').length).toBeLessThan(4));
    expect(tolyaRow()).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: `Show details of ${truncateMiddle(JETTON_WALLET_EQ, 6, 6)}` }),
    ).not.toBeInTheDocument();
  });

  it('shows a hostile label as text, its direction and invisible characters made visible', async () => {
    renderApp(paths.accounts([TOLYA_UQ, JETTON_WALLET_EQ]), { baseUrl: server.origin });
    await lookedUp();
    await labelTolya('Safe\u202Egpj.exe\u200B', { hostile: true });
    expect(tolyaRow()).toHaveTextContent('Safe⟨U+202E⟩gpj.exe⟨U+200B⟩');
    expect(tolyaRow().textContent).not.toContain('\u202E');
  });
});
