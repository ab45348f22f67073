import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { readCsv } from '../../../src/ton/text/spreadsheet.ts';
import { labelOf, labelsReady, setLabels } from '../../../src/workspace/labels.ts';
import { reloadWorkspaceFromStorage } from '../../../src/workspace/workspace-db.ts';
import { catchDownloads } from '../../fixtures/downloads.ts';
import { renderApp } from '../../render-app.tsx';

const server = { origin: inject('sampleApiOrigin') };

/** tolya.ton. */
const TOLYA_RAW = '0:9DA971AF38D2F03ABDF308D5F91636A97E5A2B07A66C39D71D7CBAE3B032EDDC';
const TOLYA_UQ = 'UQCdqXGvONLwOr3zCNX5FjapflorB6ZsOdcdfLrjsDLt3AF4';
/** A jetton wallet of the sample. */
const JETTON_WALLET_RAW = '0:C4072D7B04AB4C504CD223DFDE42C8037C6A99272D3624AEC2CBFF2E72B102DD';
const JETTON_WALLET_EQ = 'EQDEBy17BKtMUEzSI9_eQsgDfGqZJy02JK7Cy_8ucrEC3Xiq';

afterEach(() => vi.restoreAllMocks());

async function pasteList(text: string) {
  const box = await screen.findByRole('textbox', { name: 'Addresses' });
  fireEvent.change(box, { target: { value: text } });
  await waitFor(() => expect(box).toHaveValue(text));
}

/** The toolbar's Labels panel (moving labels in and out), opened. */
async function openLabels() {
  await userEvent.click(await screen.findByRole('button', { name: /^Labels/, expanded: false }));
}

async function lookedUp(found: number) {
  await waitFor(
    () =>
      expect(document.getElementById('results-heading')?.textContent ?? '').toMatch(
        new RegExp(`^${found} found, 0 not found$`),
      ),
    { timeout: 30_000 },
  );
}

describe('labels in and out of /accounts', () => {
  it('pasted address,label lines are saved on Look up, kept across a reload, and exported', async () => {
    const downloads = catchDownloads();
    const { unmount } = renderApp('/accounts', { baseUrl: server.origin });
    await pasteList(`${TOLYA_UQ},Treasury\n${JETTON_WALLET_EQ}\tExchange deposit\tnote, with comma\n`);
    const form = screen.getByRole('form', { name: 'Accounts to look up' });
    await within(form).findByText(/2 accounts · 2 labels will be saved$/);

    await userEvent.click(screen.getByRole('button', { name: 'Look up 2 accounts' }));
    await within(form).findByText('2 labels saved');
    expect(labelOf(TOLYA_RAW)).toMatchObject({ label: 'Treasury', note: '' });
    expect(labelOf(JETTON_WALLET_RAW)).toMatchObject({ label: 'Exchange deposit', note: 'note, with comma' });

    // Export CSV carries them, from the label store.
    await lookedUp(2);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const [header, ...rows] = readCsv(await downloads[0]!.text()).map((record) => record.cells);
    const column = (name: string) => header!.indexOf(name);
    const byRaw = new Map(rows.map((row) => [row[column('raw_address')], row]));
    expect(byRaw.get(TOLYA_RAW)?.[column('label')]).toBe('Treasury');
    expect(byRaw.get(JETTON_WALLET_RAW)?.[column('note')]).toBe('note, with comma');

    // A reload of /accounts: a new page on the same storage.
    unmount();
    reloadWorkspaceFromStorage();
    expect(labelOf(TOLYA_RAW)).toBeUndefined();
    renderApp('/accounts', { baseUrl: server.origin });
    await labelsReady();
    expect(labelOf(TOLYA_RAW)?.label).toBe('Treasury');
    expect(await screen.findByText('2 labels in this browser')).toBeInTheDocument();
  });

  it('looking the same pasted list up again does not put back a label edited since', async () => {
    renderApp('/accounts', { baseUrl: server.origin });
    await pasteList(`${TOLYA_UQ},Treasury\n`);
    const form = screen.getByRole('form', { name: 'Accounts to look up' });
    await userEvent.click(screen.getByRole('button', { name: 'Look up 1 account' }));
    await within(form).findByText('1 label saved');
    await lookedUp(1);
    await setLabels([{ raw: TOLYA_RAW, label: 'Cold wallet' }]); // as the table's editor does
    await userEvent.click(screen.getByRole('button', { name: 'Edit list', expanded: false }));
    await userEvent.click(screen.getByRole('button', { name: 'Look up 1 account' }));
    await lookedUp(1);
    expect(labelOf(TOLYA_RAW)?.label).toBe('Cold wallet');
  });

  it('a pasted label that cannot be saved is listed on its line; the others are saved', async () => {
    renderApp('/accounts', { baseUrl: server.origin });
    await pasteList(`${TOLYA_UQ};${'x'.repeat(10_000)}\n${JETTON_WALLET_EQ};Exchange`);
    const form = screen.getByRole('form', { name: 'Accounts to look up' });
    await within(form).findByText(/1 label will be saved · 1 label not valid \(not saved\)$/);
    const list = screen.getByRole('region', { name: '1 label will not be saved' });
    expect(list).toHaveTextContent(/Line 1.*A label has at most 64 characters; this one has 10000\./);
    await userEvent.click(screen.getByRole('button', { name: 'Look up 2 accounts' }));
    await within(form).findByText('1 label saved');
    expect(labelOf(TOLYA_RAW)).toBeUndefined();
    expect(labelOf(JETTON_WALLET_RAW)?.label).toBe('Exchange');
  });

  it('imports a CSV file: the bad row is reported with its line, the rest stored, nothing lost', async () => {
    await setLabels([{ raw: TOLYA_RAW, label: 'Old name', note: 'kept note' }]);
    renderApp('/accounts', { baseUrl: server.origin });
    await openLabels();
    const csv = `address,label\n${TOLYA_UQ},Treasury\nnot-an-address-EQxxxxxxxxxxxxxxxxxxxxxxxxxx,Nope\n${JETTON_WALLET_EQ},Exchange\n`;
    const input = await screen.findByLabelText('Import labels');
    await userEvent.upload(input, new File([csv], 'labels.csv', { type: 'text/csv' }));

    expect(
      await screen.findByText('2 labels imported (1 new, 1 changed), 1 row skipped'),
    ).toBeInTheDocument();
    const skipped = screen.getByRole('region', { name: '1 row skipped' });
    expect(skipped).toHaveTextContent(/Line 3.*not-an-address.*is not an address/);
    // No note column: the stored note is kept.
    expect(labelOf(TOLYA_RAW)).toMatchObject({ label: 'Treasury', note: 'kept note' });
    expect(labelOf(JETTON_WALLET_RAW)?.label).toBe('Exchange');
  });

  it('refuses a file over 5 MB before reading it', async () => {
    renderApp('/accounts', { baseUrl: server.origin });
    const big = new File(['x'.repeat(6 * 1024 * 1024)], 'huge.csv', { type: 'text/csv' });
    await userEvent.upload(await screen.findByLabelText('Import labels'), big);
    expect(await screen.findByText(/^No labels imported: huge\.csv is 6\.0 MB/)).toBeInTheDocument();
  });

  it('Export labels gives the versioned JSON file of every stored label', async () => {
    const downloads = catchDownloads();
    await setLabels([
      { raw: JETTON_WALLET_RAW, label: 'Exchange', note: 'deposit 3' },
      { raw: TOLYA_RAW, label: 'Treasury', note: '' },
    ]);
    renderApp('/accounts', { baseUrl: server.origin });
    await openLabels();
    const button = await screen.findByRole('button', { name: 'Export labels (JSON)' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    const file = JSON.parse(await downloads[0]!.text());
    expect(file).toEqual({
      format: 'tonlens-labels',
      version: 1,
      labels: [
        { address: TOLYA_RAW, label: 'Treasury', note: '', updated_at: expect.any(String) },
        { address: JETTON_WALLET_RAW, label: 'Exchange', note: 'deposit 3', updated_at: expect.any(String) },
      ],
    });
  });

  it('a file of 100,000 bad rows: the first 20 listed with their lines, and a count of the rest', async () => {
    renderApp('/accounts', { baseUrl: server.origin });
    await openLabels();
    const csv = `address,label\n${'x\u202E,y\n'.repeat(100_000)}`;
    await userEvent.upload(
      await screen.findByLabelText('Import labels'),
      new File([csv], 'bad.csv', { type: 'text/csv' }),
    );
    expect(
      await screen.findByText('0 labels imported (0 new, 0 changed), 100,000 rows skipped', undefined, {
        timeout: 30_000,
      }),
    ).toBeInTheDocument();
    const skipped = screen.getByRole('region', { name: '100,000 rows skipped' });
    const rows = within(skipped).getAllByRole('listitem');
    expect(rows).toHaveLength(20);
    expect(rows[0]).toHaveTextContent(/^Line 2 x.*is not an address/);
    // The file's text through the stranger's door: the direction mark made visible, never raw.
    expect(skipped.textContent).not.toContain('\u202E');
    expect(rows[19]).toHaveTextContent(/^Line 21 /);
    expect(skipped).toHaveTextContent(/…and 99,980 more rows skipped$/);
  });

  it('says the stored labels are being read until they are, never "0 labels"', async () => {
    await setLabels([
      { raw: TOLYA_RAW, label: 'Treasury' },
      { raw: JETTON_WALLET_RAW, label: 'Exchange' },
    ]);
    reloadWorkspaceFromStorage(); // a new page on the same storage
    const said: string[] = [];
    const observer = new MutationObserver(() => {
      const text = document.body.textContent ?? '';
      const count = /\d[\d,]* labels? in this browser|Reading the labels[^.…]*…/.exec(text)?.[0];
      if (count !== undefined && said.at(-1) !== count) said.push(count);
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    try {
      renderApp('/accounts', { baseUrl: server.origin });
      expect(await screen.findByText('2 labels in this browser')).toBeInTheDocument();
    } finally {
      observer.disconnect();
    }
    expect(said).toEqual(['Reading the labels stored in this browser…', '2 labels in this browser']);
  });
});
