import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import mainnet from '../../../sample-api/dataset/mainnet.json' with { type: 'json' };
import { paths } from '../../../src/paths.ts';
import { truncateMiddle } from '../../../src/ton/text/text-safety.ts';
import { renderApp } from '../../render-app.tsx';
import { ownSampleApi } from '../../fixtures/own-sample-api.ts';
import { rowWith } from '../../fixtures/table-rows.ts';

// The /accounts results table: which columns it has, what its sorted headers say, what a row says once.
const server = ownSampleApi();

const SAMPLE_ACCOUNTS = Object.keys(mainnet.accounts);
/** tolya.ton, an active wallet. */
const TOLYA_UQ = 'UQCdqXGvONLwOr3zCNX5FjapflorB6ZsOdcdfLrjsDLt3AF4';

async function results() {
  renderApp(paths.accounts(SAMPLE_ACCOUNTS), { baseUrl: server.origin });
  await waitFor(
    () =>
      expect(document.getElementById('results-heading')?.textContent ?? '').toMatch(
        /^[\d,]+ found, [\d,]+ not found$/,
      ),
    {
      timeout: 30_000,
    },
  );
  return screen.getByRole('table');
}

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

function tolyaRow(table: HTMLElement) {
  return rowWith(table, 'button', { name: `Show details of ${truncateMiddle(TOLYA_UQ, 6, 6)}` });
}

describe('/accounts results table', () => {
  it('keeps the columns that matter; the hashes are in the opened row', async () => {
    const user = userEvent.setup();
    const table = await results();
    // The list's jetton columns (USD₮ and its most-held jettons) come between the balance and the change,
    // as the holders' answers arrive; the last transaction is in the opened row.
    const shown = headers(table);
    expect(shown.slice(0, 3)).toEqual(['Account', 'Status', 'Balance']);
    expect(shown.at(-1)).toBe('Change');
    expect(shown).not.toContain('Last transaction');
    const row = tolyaRow(table);
    expect(within(row).queryByRole('button', { name: /hash of/ })).not.toBeInTheDocument();
    expect(row).not.toHaveTextContent(/code hash|data hash/i);

    await user.click(within(row).getByRole('button', { name: /^Show details of/ }));
    const details = screen.getByRole('region', { name: `Details of ${TOLYA_UQ}` });
    for (const label of [
      'Last transaction lt',
      'Code hash',
      'Data hash',
      'Frozen hash',
      'Account state hash',
      'Last transaction hash',
    ]) {
      expect(within(details).getByText(label)).toBeInTheDocument();
    }
  });

  it('writes the status once per row', async () => {
    const table = await results();
    const row = tolyaRow(table);
    expect(row.textContent?.match(/Active/g)).toHaveLength(1);
    // The total's row repeats no amount either.
    const total = within(table).getByRole('row', { name: /^Total/ });
    expect(total.textContent?.match(/GRAM/g)).toHaveLength(1);
  });

  it('says on the sorted header what it sorts by, and keeps aria-sort', async () => {
    const user = userEvent.setup();
    const table = await results();
    const sortBy = (key: string) =>
      user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), key);
    const header = (name: RegExp) => within(table).getByRole('columnheader', { name });

    await sortBy('balance-desc');
    expect(header(/^Balance/)).toHaveAttribute('aria-sort', 'descending');
    expect(header(/^Balance/)).toHaveTextContent('Balance, highest first');
    await sortBy('balance-asc');
    expect(header(/^Balance/)).toHaveAttribute('aria-sort', 'ascending');
    expect(header(/^Balance/)).toHaveTextContent('Balance, lowest first');
    await sortBy('address');
    expect(header(/^Account/)).toHaveAttribute('aria-sort', 'ascending');
    expect(header(/^Account/)).toHaveTextContent('Account, by workchain and address');
    expect(header(/^Balance/)).not.toHaveAttribute('aria-sort');
    expect(header(/^Balance/)).toHaveTextContent(/^Balance$/);
    await sortBy('status');
    expect(header(/^Status/)).toHaveAttribute('aria-sort', 'ascending');
    expect(header(/^Status/)).toHaveTextContent('Status, active first');
  });
});
