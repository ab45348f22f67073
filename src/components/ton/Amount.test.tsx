import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { updateSettings } from '../../settings/settings-store.ts';
import { Amount, TokenAmount } from './Amount.tsx';

/** The display setting, as the settings dialog sets it (test/setup.ts resets it after each test). */
function showIn(amountUnit: 'ton' | 'nanoton') {
  updateSettings((settings) => ({ ...settings, amountUnit }));
}

const BEYOND_2_64 = 2n ** 64n + 1n; // 18,446,744,073.709551617 TON

describe('Amount', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
  ])('%s: a dash, and nothing to copy', (_name, nanotons) => {
    const { container } = render(<Amount nanotons={nanotons} copyable />);
    expect(container.textContent).toBe('—');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it.each([
    { name: 'zero', nanotons: 0n, shown: '0 TON', title: '0 TON = 0 nanoTON' },
    { name: 'one nanoton', nanotons: 1n, shown: '0.000000001 TON', title: '0.000000001 TON = 1 nanoTON' },
    { name: '1.5 TON', nanotons: 1_500_000_000n, shown: '1.5 TON', title: '1.5 TON = 1500000000 nanoTON' },
    {
      name: 'beyond 2^64, every digit kept',
      nanotons: BEYOND_2_64,
      shown: '18,446,744,073.709551617 TON',
      title: '18,446,744,073.709551617 TON = 18446744073709551617 nanoTON',
    },
    {
      name: 'negative, with the minus sign U+2212',
      nanotons: -1_500_000_000n,
      shown: '\u22121.5 TON',
      title: /^\u22121\.5 TON = /u,
    },
  ])('in TON, $name', ({ nanotons, shown, title }) => {
    const { container } = render(<Amount nanotons={nanotons} />);
    expect(container.textContent).toBe(shown);
    expect(screen.getByTitle(title)).toHaveTextContent(shown);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it.each([
    { name: 'zero', nanotons: 0n, shown: '0 nanoTON' },
    { name: 'one nanoton', nanotons: 1n, shown: '1 nanoTON' },
    { name: 'beyond 2^64, every digit kept', nanotons: BEYOND_2_64, shown: '18446744073709551617 nanoTON' },
    { name: 'negative, with the minus sign U+2212 as in TON', nanotons: -5n, shown: '\u22125 nanoTON' },
  ])('in nanotons (the display setting), $name; TON still on hover', ({ nanotons, shown }) => {
    showIn('nanoton');
    const { container } = render(<Amount nanotons={nanotons} />);
    expect(container.textContent).toBe(shown);
    expect(screen.getByTitle(new RegExp(`^.+ TON = ${shown}$`))).toHaveTextContent(shown);
  });

  it.each([
    { name: 'positive', nanotons: 1_500_000_000n, shown: '+1.5 TON' },
    { name: 'zero, which has no sign', nanotons: 0n, shown: '0 TON' },
    { name: 'negative', nanotons: -2n, shown: '\u22120.000000002 TON' },
  ])('signed (a balance change), $name', ({ nanotons, shown }) => {
    const { container } = render(<Amount nanotons={nanotons} signed />);
    expect(container.textContent).toBe(shown);
  });

  it.each([
    {
      unit: 'ton' as const,
      nanotons: BEYOND_2_64,
      name: 'Copy amount 18,446,744,073.709551617 TON',
      copied: '18446744073.709551617',
    },
    { unit: 'ton' as const, nanotons: 1n, name: 'Copy amount 0.000000001 TON', copied: '0.000000001' },
    {
      unit: 'nanoton' as const,
      nanotons: BEYOND_2_64,
      name: 'Copy amount 18446744073709551617 nanoTON',
      copied: '18446744073709551617',
    },
  ])(
    'copyable, in $unit: copies the exact value without separators',
    async ({ unit, nanotons, name, copied }) => {
      showIn(unit);
      const user = userEvent.setup();
      render(<Amount nanotons={nanotons} copyable />);
      await user.click(screen.getByRole('button', { name }));
      expect(await navigator.clipboard.readText()).toBe(copied);
    },
  );
});

describe('TokenAmount', () => {
  it.each([
    { name: 'USDT (6 decimals)', raw: 1_500_000n, decimals: 6, symbol: 'USD₮', shown: '1.5 USD₮' },
    { name: 'no symbol: "tokens", never TON', raw: 2n, decimals: 0, symbol: undefined, shown: '2 tokens' },
    {
      name: 'no symbol, exactly one: "token"',
      raw: 1_000n,
      decimals: 3,
      symbol: undefined,
      shown: '1 token',
    },
    {
      name: 'beyond 2^64 with 9 decimals',
      raw: BEYOND_2_64,
      decimals: 9,
      symbol: 'JET',
      shown: '18,446,744,073.709551617 JET',
    },
  ])('$name', ({ raw, decimals, symbol, shown }) => {
    const { container } = render(<TokenAmount raw={raw} decimals={decimals} symbol={symbol} />);
    expect(container.textContent).toBe(shown);
    expect(screen.getByTitle(`${raw} indivisible units, ${decimals} decimals`)).toHaveTextContent(shown);
  });
});
