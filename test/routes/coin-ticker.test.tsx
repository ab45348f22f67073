/**
 * The coin is GRAM by default, and the ticker setting switches every amount of it to TON (and the unit
 * setting to nanoGRAM/nanoTON): what is seen, what is spoken (accessible names, titles, announcements)
 * and what is exported. The real app against the real sample API; the settings are changed where the
 * user changes them, in the settings dialog.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, inject, it } from 'vitest';
import { paths } from '../../src/paths.ts';
import { readCsv } from '../../src/ton/text/spreadsheet.ts';
import { catchDownloads } from '../fixtures/downloads.ts';
import { RECORDED } from '../fixtures/recorded-transactions.ts';
import { valueOf } from '../fixtures/label-values.ts';
import { rowWith } from '../fixtures/table-rows.ts';
import { renderApp } from '../render-app.tsx';

const server = { origin: inject('sampleApiOrigin') };

/** Emulated sample block of 25 transactions in two shard blocks: the picture has a bar per shard block. */
const EMULATED = 50503966;
/** tolya.ton, 71.516612794 GRAM in the sample. */
const TOLYA_UQ = 'UQCdqXGvONLwOr3zCNX5FjapflorB6ZsOdcdfLrjsDLt3AF4';
const TOLYA_RAW = '0:9DA971AF38D2F03ABDF308D5F91636A97E5A2B07A66C39D71D7CBAE3B032EDDC';
/** A recorded block whose accounts view has four accounts. */
const BLOCK_WITH_ACCOUNTS = 50502665;

/** An amount of the coin in the whole unit, at the end of a text. */
const IN_GRAM = /^[−+]?[\d,]+(\.\d+)? GRAM$/;
const IN_TON = /^[−+]?[\d,]+(\.\d+)? TON$/;

async function openSettings() {
  await userEvent.click(await screen.findByRole('button', { name: /^Settings · / }));
  return screen.findByRole('dialog', { name: 'Settings' });
}

/** Chooses in the settings dialog, as the user does, then closes it. */
async function choose(radio: RegExp | string) {
  const dialog = await openSettings();
  await userEvent.click(within(dialog).getByRole('radio', { name: radio }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
}

/**
 * Every bar of the picture's shard-block chart is named with its value in and its fees in `amount` (a
 * pattern). Bars are named by what they show, so each is found by that name: as many as there are bars.
 */
function expectShardBarsIn(amount: string) {
  const picture = screen.getByRole('region', { name: 'Picture of the block' });
  const chart = within(picture).getByRole('figure', { name: 'Value and fees by shard block' });
  const bars = within(chart).getAllByRole('button', { name: /— show/ });
  const named = within(chart).queryAllByRole('button', {
    name: new RegExp(`${amount} in · ${amount} fees — show`),
  });
  expect(bars.length).toBeGreaterThan(0);
  expect(named).toHaveLength(bars.length);
}

describe('the coin’s ticker', { timeout: 60_000 }, () => {
  it('the settings say what GRAM is, and their unit choice follows the ticker', async () => {
    renderApp('/', { baseUrl: server.origin });
    const dialog = await openSettings();
    const amounts = within(dialog).getByRole('group', { name: 'Amounts' });
    expect(within(amounts).getByRole('radio', { name: 'GRAM (1,234.5 GRAM)' })).toBeChecked();
    expect(
      within(amounts).getByRole('radio', { name: 'NanoGRAM (1234500000000 nanoGRAM)' }),
    ).not.toBeChecked();
    const ticker = within(amounts).getByRole('group', { name: 'Ticker of the coin' });
    expect(ticker).toHaveAccessibleDescription(
      'GRAM is the native coin of TON, formerly called Toncoin (ticker TON); the chain, its networks and the API keep the name TON.',
    );
    expect(within(ticker).getByRole('radio', { name: 'GRAM' })).toBeChecked();

    await userEvent.click(within(ticker).getByRole('radio', { name: 'TON (the old ticker)' }));
    expect(within(amounts).getByRole('radio', { name: 'TON (1,234.5 TON)' })).toBeChecked();
    expect(
      within(amounts).getByRole('radio', { name: 'NanoTON (1234500000000 nanoTON)' }),
    ).toBeInTheDocument();
    // The networks keep the chain's name, whatever the ticker.
    expect(within(dialog).getByRole('radio', { name: /^TON mainnet/ })).toBeInTheDocument();
  });

  it('on the block page: GRAM by default in the header, the rows, the titles and the picture’s bar names; TON and nanoTON when chosen', async () => {
    renderApp(`/block/${EMULATED}`, { baseUrl: server.origin });
    await screen.findByRole('region', { name: 'Picture of the block' });
    const main = screen.getByRole('main');
    const totalFees = () => valueOf(main, 'Total fees').textContent ?? '';
    expect(totalFees()).toMatch(IN_GRAM);
    expect(valueOf(main, 'Total fees').querySelector('[title]')).toHaveAttribute(
      'title',
      expect.stringMatching(/ GRAM = \d+ nanoGRAM$/),
    );
    expectShardBarsIn('[\\d.,]+ GRAM');

    await choose('TON (the old ticker)');
    expect(totalFees()).toMatch(IN_TON);
    expect(valueOf(main, 'Total fees').querySelector('[title]')).toHaveAttribute(
      'title',
      expect.stringMatching(/ TON = \d+ nanoTON$/),
    );
    expectShardBarsIn('[\\d.,]+ TON');
    expect(main.textContent).not.toMatch(/GRAM/);

    await choose(/^NanoTON/);
    expect(totalFees()).toMatch(/^\d+ nanoTON$/);
    expectShardBarsIn('\\d+ nanoTON');
  });

  it('in a transaction: its sentence and amounts, and j/k’s announcement, follow the ticker', async () => {
    const user = userEvent.setup();
    const hash = RECORDED.jettonTransferTx;
    renderApp(`/block/${RECORDED.mainnetBlock}?${new URLSearchParams([['tx', hash]]).toString()}`, {
      baseUrl: server.origin,
    });
    const details = await screen.findByRole('article', { name: `Transaction ${hash}` });
    expect(details.querySelector('p')).toHaveTextContent(
      'Succeeded and sent 1 message carrying 0.0164152 GRAM after receiving 0.018 GRAM.',
    );

    await choose('TON (the old ticker)');
    const again = screen.getByRole('article', { name: `Transaction ${hash}` });
    expect(again.querySelector('p')).toHaveTextContent(
      'Succeeded and sent 1 message carrying 0.0164152 TON after receiving 0.018 TON.',
    );
    expect(again.textContent).not.toMatch(/GRAM/);
    await user.keyboard('k');
    expect(await screen.findByText(/^Transaction 1 of 5: /)).toHaveTextContent(/carrying [\d.]+ TON/);

    await choose('GRAM');
    await user.keyboard('j');
    expect(
      await screen.findByText(
        'Transaction 2 of 5: Succeeded and sent 1 message carrying 0.0164152 GRAM after receiving 0.018 GRAM.',
      ),
    ).toBeInTheDocument();
  });

  it('on /accounts: the balance, the total and the details read GRAM; TON when chosen', async () => {
    renderApp(paths.accounts([TOLYA_UQ]), { baseUrl: server.origin });
    const row = () => rowWith(screen.getByRole('table'), 'button', { name: /^(Show|Hide) details of / });
    const total = () => screen.getByRole('row', { name: /^Total/ });
    // A cheap poll: a role query on every change of a loading table starves the lookup it waits for.
    await waitFor(
      () => expect(document.getElementById('results-heading')?.textContent ?? '').toMatch(/^1 found/),
      { timeout: 30_000 },
    );
    // The balance's cell (a card's on a phone: the same cell).
    expect(within(row()).getByText('71.516612794 GRAM')).toBeInTheDocument();
    expect(total()).toHaveTextContent('71.516612794 GRAM');
    await userEvent.click(screen.getByRole('button', { name: /^Show details of / }));
    const balance = valueOf(screen.getByRole('table'), 'Balance');
    expect(balance).toHaveTextContent('71.516612794 GRAM = 71516612794 nanoGRAM');

    await choose('TON (the old ticker)');
    expect(within(row()).getByText('71.516612794 TON')).toBeInTheDocument();
    expect(total()).toHaveTextContent('71.516612794 TON');
    expect(valueOf(screen.getByRole('table'), 'Balance')).toHaveTextContent(
      '71.516612794 TON = 71516612794 nanoTON',
    );
    expect(screen.getByRole('table').textContent).not.toMatch(/GRAM/);

    await choose(/^NanoTON/);
    expect(valueOf(screen.getByRole('table'), 'Balance')).toHaveTextContent(
      '71516612794 nanoTON = 71.516612794 TON',
    );
    expect(total()).toHaveTextContent('71516612794 nanoTON');
  });

  it('/accounts exports: balance_nanograms and balance_gram by default, the old names with TON, the same values', async () => {
    const user = userEvent.setup(); // with a clipboard to copy the TSV to
    const downloads = catchDownloads();
    renderApp(paths.accounts([TOLYA_UQ]), { baseUrl: server.origin });
    await waitFor(
      () => expect(document.getElementById('results-heading')?.textContent ?? '').toMatch(/^1 found/),
      { timeout: 30_000 },
    );
    /** The export's balance columns, and the row's values in them, by header. */
    async function exported() {
      await user.click(screen.getByRole('button', { name: 'Copy as TSV' }));
      const [tsvHeader, tsvRow] = (await navigator.clipboard.readText())
        .trimEnd()
        .split('\n')
        .map((line) => line.split('\t'));
      await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
      const [csvHeader, csvRow] = readCsv(await downloads.at(-1)!.text()).map((record) => record.cells);
      await userEvent.click(screen.getByRole('button', { name: 'Export JSON' }));
      const json = JSON.parse(await downloads.at(-1)!.text()) as { accounts: Record<string, unknown>[] };
      const balances = (header: string[], row: string[]) =>
        Object.fromEntries(
          header.flatMap((name, index) => (name.startsWith('balance_') ? [[name, row[index]]] : [])),
        );
      const jsonBalances = Object.fromEntries(
        Object.entries(json.accounts[0]!).filter(([key]) => key.startsWith('balance_')),
      );
      expect(json.accounts[0]!['raw_address']).toBe(TOLYA_RAW);
      return { tsv: balances(tsvHeader!, tsvRow!), csv: balances(csvHeader!, csvRow!), json: jsonBalances };
    }

    const inGram = { balance_nanograms: '71516612794', balance_gram: '71.516612794' };
    expect(await exported()).toEqual({ tsv: inGram, csv: inGram, json: inGram });

    await choose('TON (the old ticker)');
    const inTon = { balance_nanotons: '71516612794', balance_ton: '71.516612794' };
    expect(await exported()).toEqual({ tsv: inTon, csv: inTon, json: inTon });
    // The unit shown does not change what is exported: both units, exact.
    await choose(/^NanoTON/);
    expect(await exported()).toEqual({ tsv: inTon, csv: inTon, json: inTon });
  });

  it('the block’s accounts export: *_nanograms by default, *_nanotons with TON, the same exact integers', async () => {
    const downloads = catchDownloads();
    renderApp(`/block/${BLOCK_WITH_ACCOUNTS}?view=accounts`, { baseUrl: server.origin });
    await screen.findByRole('table', { name: /^Accounts in this block/ });
    async function exportedCsv() {
      await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
      const [header, ...rows] = readCsv(await downloads.at(-1)!.text()).map((record) => record.cells);
      return { header: header!, rows };
    }
    async function exportedJson() {
      await userEvent.click(screen.getByRole('button', { name: 'Export JSON' }));
      return JSON.parse(await downloads.at(-1)!.text()) as {
        totals: Record<string, unknown>;
        accounts: Record<string, unknown>[];
      };
    }
    const amountColumns = (header: string[]) => header.filter((name) => name.includes('_nano'));

    const gram = await exportedCsv();
    expect(amountColumns(gram.header)).toEqual([
      'balance_before_nanograms',
      'balance_after_nanograms',
      'net_change_nanograms',
      'fees_nanograms',
      'value_in_nanograms',
      'value_out_nanograms',
    ]);
    const gramJson = await exportedJson();
    expect(Object.keys(gramJson.totals)).toContain('fees_nanograms');
    expect(Object.keys(gramJson.accounts[0]!)).toEqual(gram.header);

    await choose('TON (the old ticker)');
    const ton = await exportedCsv();
    expect(ton.header).toEqual(gram.header.map((name) => name.replace(/_nanograms$/, '_nanotons')));
    expect(ton.rows).toEqual(gram.rows);
    for (const row of ton.rows) {
      for (const column of amountColumns(ton.header))
        expect(row[ton.header.indexOf(column)]).toMatch(/^(-?\d+)?$/);
    }
    const tonJson = await exportedJson();
    expect(tonJson.totals['fees_nanotons']).toBe(gramJson.totals['fees_nanograms']);
    expect(Object.keys(tonJson.accounts[0]!)).toEqual(ton.header);
  });
});
