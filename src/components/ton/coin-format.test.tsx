import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { updateSettings } from '../../settings/settings-store.ts';
import { useAmountText, useCoinFormat } from './coin-format.ts';

describe('useCoinFormat and useAmountText', () => {
  it('GRAM in whole coins by default; the settings switch unit and ticker as they change', () => {
    const { result } = renderHook(() => ({ format: useCoinFormat(), amount: useAmountText() }));
    expect(result.current.format).toEqual({ unit: 'ton', ticker: 'GRAM' });
    expect(result.current.amount(1_500_000_000n)).toBe('1.5 GRAM');
    expect(result.current.amount(1_500_000_000n, { signed: true })).toBe('+1.5 GRAM');

    act(() => updateSettings((settings) => ({ ...settings, coinTicker: 'TON' })));
    expect(result.current.amount(1_500_000_000n)).toBe('1.5 TON');

    act(() => updateSettings((settings) => ({ ...settings, amountUnit: 'nanoton' })));
    expect(result.current.format).toEqual({ unit: 'nanoton', ticker: 'TON' });
    expect(result.current.amount(-5n, { signed: true })).toBe('\u22125 nanoTON');

    act(() => updateSettings((settings) => ({ ...settings, coinTicker: 'GRAM' })));
    expect(result.current.amount(1_500_000_000n)).toBe('1500000000 nanoGRAM');
  });

  it('keeps the same format object while the settings that make it do not change', () => {
    const { result } = renderHook(() => useCoinFormat());
    const first = result.current;
    act(() => updateSettings((settings) => ({ ...settings, theme: 'dark' })));
    expect(result.current).toBe(first);
  });
});
