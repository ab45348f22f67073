import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { truncateMiddle } from '../../../src/ton/text/text-safety.ts';
import { rowsWith, rowWith } from '../../fixtures/table-rows.ts';
import { startMovingChainProxy, type MovingChainProxy } from '../../fixtures/moving-chain-proxy.ts';
import { currentAnnouncement } from '../../../src/components/ui/announcer.ts';
import { paths } from '../../../src/paths.ts';
import { reloadWorkspaceFromStorage } from '../../../src/workspace/workspace-db.ts';
import { renderApp } from '../../render-app.tsx';

const server = { origin: inject('sampleApiOrigin') };

/** tolya.ton and a jetton wallet of the sample. */
const TOLYA_UQ = 'UQCdqXGvONLwOr3zCNX5FjapflorB6ZsOdcdfLrjsDLt3AF4';
const JETTON_WALLET_EQ = 'EQDEBy17BKtMUEzSI9_eQsgDfGqZJy02JK7Cy_8ucrEC3Xiq';
/** The first account the moving sample chain moves: +1.5 GRAM with every answer (sample-api/moving-chain.ts). */
const MOVING_EF = 'Ef9z5YM7OMjidryNU6dyg8qEHT7w4zrya1J7jYCBRbU0PZ3C';

function rowOf(friendly: string): HTMLElement {
  return rowWith(screen.getByRole('table'), 'button', {
    name: `Show details of ${truncateMiddle(friendly, 6, 6)}`,
  });
}

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

describe('saved lists', () => {
  it('saves a list, reopens it after a reload, renames it, deletes it and undoes the delete', async () => {
    const first = renderApp(paths.accounts([TOLYA_UQ, JETTON_WALLET_EQ]), { baseUrl: server.origin });
    await lookedUp();
    await saveAs('Treasury');
    const savedId = new URLSearchParams(first.router.state.location.search).get('saved');
    expect(savedId).toBeTruthy();
    expect(screen.getByText(/^Saved list:/)).toHaveTextContent('Saved list: Treasury');
    // The share link never names the saved list: it means nothing in another browser.
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    const shared = new URL(await navigator.clipboard.readText());
    expect(shared.searchParams.getAll('address')).toHaveLength(2);
    expect(shared.searchParams.has('saved')).toBe(false);
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
    // Focus goes back to where the rename started.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Rename Team wallets' })).toHaveFocus());

    // Delete, then Undo.
    await userEvent.click(screen.getByRole('button', { name: 'Delete Team wallets' }));
    const deleted = await screen.findByText(/Deleted the saved list Team wallets/);
    expect(screen.queryByText(/^Saved list:/)).not.toBeInTheDocument();
    // The focused Delete button went with its entry: focus is on the way back.
    expect(within(deleted).getByRole('button', { name: 'Undo' })).toHaveFocus();
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
    // The paste box is folded to one line once there are results.
    await userEvent.click(screen.getByRole('button', { name: 'Edit list', expanded: false }));
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

  it('says so when the browser keeps no storage, and keeps the saved list for the tab', async () => {
    const kept = globalThis.indexedDB;
    // A private window that refuses storage: the database cannot be opened.
    Object.defineProperty(globalThis, 'indexedDB', { configurable: true, value: undefined, writable: true });
    act(() => reloadWorkspaceFromStorage());
    try {
      renderApp(paths.accounts([TOLYA_UQ, JETTON_WALLET_EQ]), { baseUrl: server.origin });
      await lookedUp();
      await saveAs('In memory');
      expect(await screen.findByRole('alert')).toHaveTextContent(
        /Labels and saved lists cannot be kept in this browser/,
      );
      expect(screen.getByText(/^Saved list:/)).toHaveTextContent('Saved list: In memory');
      await userEvent.click(screen.getByRole('button', { name: 'Lists (1)' }));
      expect(screen.getByRole('button', { name: 'In memory (2 accounts)' })).toBeInTheDocument();
    } finally {
      globalThis.indexedDB = kept;
    }
  });

  it('opens a shared link with an unknown saved id as an unsaved list', async () => {
    renderApp(`${paths.accounts([TOLYA_UQ, JETTON_WALLET_EQ])}&saved=not-here`, { baseUrl: server.origin });
    await lookedUp();
    expect(await screen.findByRole('button', { name: 'Save this list' })).toBeInTheDocument();
    expect(screen.queryByText(/^Saved list:/)).not.toBeInTheDocument();
  });
});

describe('what changed since a saved list was last looked at', () => {
  let moving: MovingChainProxy;
  beforeAll(async () => {
    moving = await startMovingChainProxy(server.origin);
  });
  afterAll(() => moving.close());

  it('marks a changed balance with its exact delta on the next lookup, also after a reload, and filters to it', async () => {
    const first = renderApp(paths.accounts([MOVING_EF, TOLYA_UQ]), { baseUrl: moving.origin });
    await lookedUp();
    await saveAs('Moving');
    // The first lookup of a list marks nothing: it is the baseline.
    expect(await screen.findByText(/First lookup of this saved list/)).toBeInTheDocument();
    expect(rowOf(MOVING_EF)).not.toHaveTextContent('since');

    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(
      await screen.findByText(
        /^1 account changed since \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC \(marked in the table\)/,
      ),
    ).toBeInTheDocument();
    expect(rowOf(MOVING_EF)).toHaveTextContent(/\+1\.5 GRAM since \d{4}-/);
    // Said once through the page's live region.
    expect(currentAnnouncement()).toMatch(/^1 account changed since \d{4}-/);
    expect(rowOf(MOVING_EF)).toHaveTextContent('last transaction changed');
    expect(rowOf(TOLYA_UQ)).not.toHaveTextContent('since');

    // Changed only.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Changed only (1)' }));
    expect(rowsWith(screen.getByRole('table'), 'button', { name: /^Show details of/ })).toHaveLength(1);
    expect(screen.getByText(/Showing 1 of 2/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Changed only (1)' }));
    expect(rowsWith(screen.getByRole('table'), 'button', { name: /^Show details of/ })).toHaveLength(2);
    const savedSearch = first.router.state.location.search;
    first.unmount();

    // A reload: the snapshot is read from storage, and the next lookup is compared with it.
    act(() => reloadWorkspaceFromStorage());
    renderApp(`/accounts${savedSearch}`, { baseUrl: moving.origin });
    await lookedUp();
    await screen.findByText(/^1 account changed since .* \(marked in the table\)/);
    expect(rowOf(MOVING_EF)).toHaveTextContent(/\+1\.5 GRAM since/);
  });

  it('keeps the baseline when a lookup is cancelled', async () => {
    renderApp(paths.accounts([MOVING_EF, TOLYA_UQ]), { baseUrl: moving.origin });
    await lookedUp();
    await saveAs('Kept');
    await screen.findByText(/First lookup of this saved list/);
    moving.delayNext(3000);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await screen.findByRole('button', { name: /^Fetch the other/ });
    // Then a whole lookup: compared with the first one, not lost.
    await userEvent.click(screen.getByRole('button', { name: /^Fetch the other/ }));
    await screen.findByText(/^1 account changed since .* \(marked in the table\)/);
  });
});
