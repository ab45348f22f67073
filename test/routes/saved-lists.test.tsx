import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, inject, it } from 'vitest';
import { paths } from '../../src/paths.ts';
import { reloadWorkspaceFromStorage } from '../../src/workspace/workspace-db.ts';
import { renderApp } from '../render-app.tsx';

const server = { origin: inject('sampleApiOrigin') };

/** tolya.ton and a jetton wallet of the sample. */
const TOLYA_UQ = 'UQCdqXGvONLwOr3zCNX5FjapflorB6ZsOdcdfLrjsDLt3AF4';
const JETTON_WALLET_EQ = 'EQDEBy17BKtMUEzSI9_eQsgDfGqZJy02JK7Cy_8ucrEC3Xiq';

async function lookedUp(name: RegExp = /^2 found, 0 not found$/) {
  await waitFor(() => expect(document.getElementById('results-heading')?.textContent ?? '').toMatch(name), {
    timeout: 30_000,
  });
}

async function saveAs(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Save this list' }));
  const field = await screen.findByRole('textbox', { name: 'Save current list as…' });
  await waitFor(() => expect(field).toHaveFocus());
  await userEvent.type(field, name);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText(name, { selector: 'strong' });
}

describe('saved lists', { timeout: 60_000 }, () => {
  it('saves a list, reopens it after a reload, renames it, deletes it and undoes the delete', async () => {
    const first = renderApp(paths.accounts([TOLYA_UQ, JETTON_WALLET_EQ]), { baseUrl: server.origin });
    await lookedUp();
    await saveAs('Treasury');
    const savedId = new URLSearchParams(first.router.state.location.search).get('saved');
    expect(savedId).toBeTruthy();
    expect(screen.getByText(/^Saved list:/)).toHaveTextContent('Saved list: Treasury');
    // The share link never names the saved list: it means nothing in another browser.
    first.unmount();

    // A reload: the page's memory is gone, the browser's storage is not.
    act(() => reloadWorkspaceFromStorage());
    const second = renderApp('/accounts', { baseUrl: server.origin });
    await userEvent.click(await screen.findByRole('button', { name: 'Lists (1)' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Treasury (2 accounts)' }));
    await lookedUp();
    const search = new URLSearchParams(second.router.state.location.search);
    expect(search.get('saved')).toBe(savedId);
    expect(search.getAll('address')).toHaveLength(2);
    expect(screen.getByText(/^Saved list:/)).toHaveTextContent('Saved list: Treasury');
    expect(screen.queryByRole('button', { name: 'Update saved list' })).not.toBeInTheDocument();

    // Rename in place.
    await userEvent.click(screen.getByRole('button', { name: 'Lists (1)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Rename Treasury' }));
    const nameField = screen.getByRole('textbox', { name: 'New name of Treasury' });
    await userEvent.clear(nameField);
    await userEvent.type(nameField, 'Team wallets');
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() =>
      expect(screen.getByText(/^Saved list:/)).toHaveTextContent('Saved list: Team wallets'),
    );

    // Delete, then Undo.
    await userEvent.click(screen.getByRole('button', { name: 'Delete Team wallets' }));
    const deleted = await screen.findByText(/Deleted the saved list Team wallets/);
    expect(screen.queryByText(/^Saved list:/)).not.toBeInTheDocument();
    await userEvent.click(within(deleted).getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(screen.getByText(/^Saved list:/)).toHaveTextContent('Saved list: Team wallets'),
    );
    expect(screen.queryByText(/Deleted the saved list/)).not.toBeInTheDocument();
  });

  it('offers to update a saved list whose accounts were edited, and ignores an id it does not know', async () => {
    const { router } = renderApp(paths.accounts([TOLYA_UQ, JETTON_WALLET_EQ]), { baseUrl: server.origin });
    await lookedUp();
    await saveAs('Two');
    const box = screen.getByRole('textbox', { name: 'Addresses' });
    fireEvent.change(box, { target: { value: TOLYA_UQ } });
    await userEvent.click(screen.getByRole('button', { name: 'Look up 1 account' }));
    await lookedUp(/^1 found, 0 not found$/);
    expect(new URLSearchParams(router.state.location.search).get('saved')).toBeTruthy();
    expect(screen.getByText(/differ from the saved list/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Update saved list' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Update saved list' })).not.toBeInTheDocument(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Lists (1)' }));
    expect(screen.getByRole('button', { name: 'Two (1 account)' })).toBeInTheDocument();
  });

  it('opens a shared link with an unknown saved id as an unsaved list', async () => {
    renderApp(`${paths.accounts([TOLYA_UQ, JETTON_WALLET_EQ])}&saved=not-here`, { baseUrl: server.origin });
    await lookedUp();
    expect(await screen.findByRole('button', { name: 'Save this list' })).toBeInTheDocument();
    expect(screen.queryByText(/^Saved list:/)).not.toBeInTheDocument();
  });
});
