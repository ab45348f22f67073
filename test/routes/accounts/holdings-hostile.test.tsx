/**
 * Hostile jetton metadata on /accounts (issue 26): decimals "255", "-1", "1e3" and ""; a symbol with
 * U+202E and one of 10,000 characters; an image of `javascript:`; a balance of 10^80; a jetton that
 * calls itself GRAM, and one that calls itself USD₮ from another master. The page shows each safely or
 * refuses it with a reason, never crashes, and never passes one as the native coin or as USD₮.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../../../src/paths.ts';
import { renderApp } from '../../render-app.tsx';
import { ownSampleApi } from '../../fixtures/own-sample-api.ts';
import { clearSampleFaults, injectSampleFault } from '../../fixtures/sample-faults.ts';

const server = ownSampleApi();

afterEach(() => clearSampleFaults(server.origin));

/** An emulated wallet of the sample (alice's), the owner the hostile answer is about. */
const OWNER = '0:ADDDDDA8E05A48AC32B1616E1DEC0EF141F97CD7B90A5834D7A26702C5CFBFAB';

const master = (digit: string) => `0:${digit.repeat(64)}`;
const wallet = (digit: string) => `0:${digit.repeat(63)}1`;

const HOSTILE: { digit: string; balance: string; info: Record<string, unknown> }[] = [
  { digit: 'A', balance: '5', info: { symbol: 'D255', name: 'Two fifty five', extra: { decimals: '255' } } },
  { digit: 'B', balance: '5', info: { symbol: 'DNEG', name: 'Minus one', extra: { decimals: '-1' } } },
  { digit: 'C', balance: '5', info: { symbol: 'DEXP', name: 'Exponent', extra: { decimals: '1e3' } } },
  { digit: 'D', balance: '5', info: { symbol: 'DEMPTY', name: 'Empty', extra: { decimals: '' } } },
  { digit: 'E', balance: '1', info: { symbol: 'AB\u202eCD', name: 'Reversed', extra: { decimals: '0' } } },
  { digit: 'F', balance: '1', info: { symbol: 'S'.repeat(10_000), name: 'Long', extra: { decimals: '0' } } },
  {
    digit: '1',
    balance: '1',
    info: { symbol: 'IMG', name: 'Script image', image: 'javascript:alert(1)', extra: { decimals: '0' } },
  },
  {
    digit: '2',
    balance: (10n ** 80n).toString(),
    info: { symbol: 'HUGE', name: 'Huge', extra: { decimals: '0' } },
  },
  { digit: '3', balance: '7000000000', info: { symbol: 'GRAM', name: 'GRAM', extra: { decimals: '9' } } },
  { digit: '4', balance: '2000000', info: { symbol: 'USD₮', name: 'Tether USD', extra: { decimals: '6' } } },
];

function hostileAnswer(): string {
  const metadata: Record<string, unknown> = {};
  for (const { digit, info } of HOSTILE) {
    metadata[master(digit)] = {
      is_indexed: true,
      token_info: [{ valid: true, type: 'jetton_masters', ...info }],
    };
  }
  return JSON.stringify({
    jetton_wallets: HOSTILE.map(({ digit, balance }) => ({
      address: wallet(digit),
      balance,
      owner: OWNER,
      jetton: master(digit),
      last_transaction_lt: '1',
    })),
    address_book: {},
    metadata,
  });
}

describe('/accounts: hostile jetton metadata', () => {
  it('shows each hostile jetton safely, marked, never as GRAM or USD₮', async () => {
    const user = userEvent.setup();
    await injectSampleFault(server.origin, 'jetton/wallets', { body: hostileAnswer() }, 5);
    renderApp(paths.accounts([OWNER]), { baseUrl: server.origin });
    await waitFor(
      () =>
        expect(document.getElementById('results-heading')?.textContent ?? '').toBe('1 found, 0 not found'),
      { timeout: 30_000 },
    );
    const table = screen.getByRole('table', { name: 'Accounts' });
    await user.click(within(table).getByRole('button', { name: /^Show details of/ }));
    const jettons = await within(table).findByRole('region', { name: 'Jettons' });
    await waitFor(() => expect(within(jettons).getAllByRole('listitem').length).toBe(HOSTILE.length));
    const item = (name: string) =>
      within(jettons)
        .getAllByRole('listitem')
        .find((element) => element.textContent?.includes(name))!;

    // Decimals that cannot be read: raw units, with the reason, never a guess.
    for (const [name, symbol] of [
      ['Two fifty five', 'D255'],
      ['Minus one', 'DNEG'],
      ['Exponent', 'DEXP'],
      ['Empty', 'DEMPTY'],
    ] as const) {
      expect(item(name)).toHaveTextContent(`5 raw units of ${symbol}`);
      expect(item(name)).toHaveTextContent(/Decimals unknown — raw units/i);
    }
    // A direction character is made visible, not obeyed; 10,000 characters are not all drawn.
    expect(item('Reversed')).toHaveTextContent('U+202E');
    expect(item('Long').textContent!.length).toBeLessThan(1_000);
    // No image from a javascript: URL, whatever the consent.
    expect(jettons.querySelector('img[src^="javascript"]')).toBeNull();
    // 10^80 raw units, every digit.
    expect(item('Huge')).toHaveTextContent(BigInt(10n ** 80n).toLocaleString('en-US'));
    // The impostors carry their warnings in words.
    expect(item('GRAM')).toHaveTextContent(/calls itself GRAM\/TON, the native coin, but is a jetton/);
    expect(item('Tether USD')).toHaveTextContent(/calls itself USD₮ but is not the USD₮ master/);

    // The row: no USD₮ column total from the impostor, and its own words mark it.
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).not.toHaveTextContent(/^[^]*2 USD₮(?! \(⚠)/);
    const foot = within(table).getByRole('row', { name: /^Total/ });
    expect(foot).not.toHaveTextContent(/2 USD₮/);
    // The native coin's balance is still the account's own, in GRAM, untouched by the jetton named GRAM.
    expect(within(row).getAllByRole('cell')[1]).not.toHaveTextContent(/^7 GRAM/);
  });
});
