import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { updateSettings } from '../../settings/settings-store.ts';
import { Amount, TokenAmount } from './Amount.tsx';

/** The display settings, as the settings dialog sets them (test/setup.ts resets them after each test). */
function showIn(amountUnit: 'ton' | 'nanoton', coinTicker: 'GRAM' | 'TON' = 'GRAM') {
  updateSettings((settings) => ({ ...settings, amountUnit, coinTicker }));
}

const BEYOND_2_64 = 2n ** 64n + 1n; // 18,446,744,073.709551617 GRAM

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
    { name: 'zero', nanotons: 0n, shown: '0 GRAM', title: '0 GRAM = 0 nanoGRAM' },
    {
      name: 'one nanoGRAM',
      nanotons: 1n,
      shown: '0.000000001 GRAM',
      title: '0.000000001 GRAM = 1 nanoGRAM',
    },
    {
      name: '1.5 GRAM',
      nanotons: 1_500_000_000n,
      shown: '1.5 GRAM',
      title: '1.5 GRAM = 1500000000 nanoGRAM',
    },
    {
      name: 'beyond 2^64, every digit kept',
      nanotons: BEYOND_2_64,
      shown: '18,446,744,073.709551617 GRAM',
      title: '18,446,744,073.709551617 GRAM = 18446744073709551617 nanoGRAM',
    },
    {
      name: 'negative, with the minus sign U+2212',
      nanotons: -1_500_000_000n,
      shown: '\u22121.5 GRAM',
      title: /^\u22121\.5 GRAM = \u22121500000000 nanoGRAM$/u,
    },
  ])('in GRAM by default, $name', ({ nanotons, shown, title }) => {
    const { container } = render(<Amount nanotons={nanotons} />);
    expect(container.textContent).toBe(shown);
    expect(screen.getByTitle(title)).toHaveTextContent(shown);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it.each([
    { unit: 'ton' as const, nanotons: 1_500_000_000n, shown: '1.5 TON' },
    { unit: 'ton' as const, nanotons: -1_500_000_000n, shown: '\u22121.5 TON' },
    { unit: 'nanoton' as const, nanotons: 1_500_000_000n, shown: '1500000000 nanoTON' },
    { unit: 'nanoton' as const, nanotons: BEYOND_2_64, shown: '18446744073709551617 nanoTON' },
  ])('with the old ticker, in $unit: $shown, and the title in TON too', ({ unit, nanotons, shown }) => {
    showIn(unit, 'TON');
    const { container } = render(<Amount nanotons={nanotons} />);
    expect(container.textContent).toBe(shown);
    expect(container.firstElementChild).toHaveAttribute('title', expect.stringMatching(/ TON = .+ nanoTON$/));
    expect(container.textContent).not.toMatch(/GRAM/);
  });

  it.each([
    { name: 'zero', nanotons: 0n, shown: '0 nanoGRAM' },
    { name: 'one nanoGRAM', nanotons: 1n, shown: '1 nanoGRAM' },
    { name: 'beyond 2^64, every digit kept', nanotons: BEYOND_2_64, shown: '18446744073709551617 nanoGRAM' },
    { name: 'negative, with the minus sign U+2212 as in GRAM', nanotons: -5n, shown: '\u22125 nanoGRAM' },
  ])('in nanoGRAM (the display setting), $name; GRAM still on hover', ({ nanotons, shown }) => {
    showIn('nanoton');
    const { container } = render(<Amount nanotons={nanotons} />);
    expect(container.textContent).toBe(shown);
    expect(screen.getByTitle(new RegExp(`^.+ GRAM = ${shown}$`))).toHaveTextContent(shown);
  });

  it.each([
    { name: 'positive', unit: 'ton' as const, nanotons: 1_500_000_000n, shown: '+1.5 GRAM' },
    { name: 'zero, which has no sign', unit: 'ton' as const, nanotons: 0n, shown: '0 GRAM' },
    { name: 'negative', unit: 'ton' as const, nanotons: -2n, shown: '\u22120.000000002 GRAM' },
    { name: 'positive', unit: 'nanoton' as const, nanotons: 1_500_000_000n, shown: '+1500000000 nanoGRAM' },
    { name: 'zero, which has no sign', unit: 'nanoton' as const, nanotons: 0n, shown: '0 nanoGRAM' },
    { name: 'negative', unit: 'nanoton' as const, nanotons: -2n, shown: '\u22122 nanoGRAM' },
  ])('signed (a balance change) in $unit, $name', ({ unit, nanotons, shown }) => {
    showIn(unit);
    const { container } = render(<Amount nanotons={nanotons} signed />);
    expect(container.textContent).toBe(shown);
  });

  it.each([
    {
      unit: 'ton' as const,
      ticker: 'GRAM' as const,
      nanotons: BEYOND_2_64,
      name: 'Copy amount 18,446,744,073.709551617 GRAM',
      copied: '18446744073.709551617',
    },
    {
      unit: 'ton' as const,
      ticker: 'GRAM' as const,
      nanotons: 1n,
      name: 'Copy amount 0.000000001 GRAM',
      copied: '0.000000001',
    },
    {
      unit: 'ton' as const,
      ticker: 'TON' as const,
      nanotons: -1n,
      name: 'Copy amount \u22120.000000001 TON',
      copied: '-0.000000001',
    },
    {
      unit: 'nanoton' as const,
      ticker: 'GRAM' as const,
      nanotons: BEYOND_2_64,
      name: 'Copy amount 18446744073709551617 nanoGRAM',
      copied: '18446744073709551617',
    },
    {
      unit: 'nanoton' as const,
      ticker: 'TON' as const,
      nanotons: -5n,
      name: 'Copy amount \u22125 nanoTON',
      copied: '-5',
    },
  ])(
    'copyable, in $unit of $ticker: copies the exact value without separators, minus as "-"',
    async ({ unit, ticker, nanotons, name, copied }) => {
      showIn(unit, ticker);
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
    {
      name: 'no symbol: "tokens", never the coin\'s ticker',
      raw: 2n,
      decimals: 0,
      symbol: undefined,
      shown: '2 tokens',
    },
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
