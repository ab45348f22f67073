import { describe, expect, it } from 'vitest';
import { amountUnitChoice, coinColumnName } from './coin-labels.ts';
import {
  coinAmountInBothUnits,
  coinAmountNumber,
  coinAmountText,
  coinUnitName,
  type AmountUnit,
  type CoinTicker,
} from './coin.ts';

const MINUS = '\u2212';
const BEYOND_2_64 = 2n ** 64n + 1n;
/** More than every coin there will ever be, in nanoGRAM: still every digit. */
const HUGE = 10n ** 40n + 7n;

describe('coinAmountText', () => {
  it.each<[bigint, AmountUnit, CoinTicker, string]>([
    [1_500_000_000n, 'ton', 'GRAM', '1.5 GRAM'],
    [1_500_000_000n, 'nanoton', 'GRAM', '1500000000 nanoGRAM'],
    [1_500_000_000n, 'ton', 'TON', '1.5 TON'],
    [1_500_000_000n, 'nanoton', 'TON', '1500000000 nanoTON'],
    [0n, 'ton', 'GRAM', '0 GRAM'],
    [0n, 'nanoton', 'TON', '0 nanoTON'],
    [1n, 'ton', 'GRAM', '0.000000001 GRAM'],
    [1_234_500_000_000n, 'ton', 'GRAM', '1,234.5 GRAM'],
    [-250_000_000n, 'ton', 'GRAM', `${MINUS}0.25 GRAM`],
    [-250_000_000n, 'nanoton', 'TON', `${MINUS}250000000 nanoTON`],
    [BEYOND_2_64, 'ton', 'GRAM', '18,446,744,073.709551617 GRAM'],
    [BEYOND_2_64, 'nanoton', 'GRAM', '18446744073709551617 nanoGRAM'],
    [HUGE, 'ton', 'TON', '10,000,000,000,000,000,000,000,000,000,000.000000007 TON'],
    [-HUGE, 'nanoton', 'GRAM', `${MINUS}10000000000000000000000000000000000000007 nanoGRAM`],
  ])('%s in %s of %s: %s', (nanos, unit, ticker, text) => {
    expect(coinAmountText(nanos, { unit, ticker })).toBe(text);
  });

  it.each<[bigint, AmountUnit, CoinTicker, string]>([
    [1_500_000_000n, 'ton', 'GRAM', '+1.5 GRAM'],
    [1_500_000_000n, 'nanoton', 'GRAM', '+1500000000 nanoGRAM'],
    [1n, 'ton', 'TON', '+0.000000001 TON'],
    [0n, 'ton', 'GRAM', '0 GRAM'],
    [0n, 'nanoton', 'GRAM', '0 nanoGRAM'],
    [-250_000_000n, 'ton', 'GRAM', `${MINUS}0.25 GRAM`],
    [-1n, 'nanoton', 'TON', `${MINUS}1 nanoTON`],
    [HUGE, 'nanoton', 'GRAM', `+${HUGE} nanoGRAM`],
  ])('signed: %s in %s of %s is %s (zero has no sign)', (nanos, unit, ticker, text) => {
    expect(coinAmountText(nanos, { unit, ticker, signed: true })).toBe(text);
  });

  it('writes a negative amount with U+2212, never an ASCII hyphen', () => {
    for (const unit of ['ton', 'nanoton'] as const) {
      const text = coinAmountText(-5n, { unit, ticker: 'GRAM', signed: true });
      expect(text.startsWith(MINUS)).toBe(true);
      expect(text).not.toContain('-');
    }
  });
});

describe('coinUnitName', () => {
  it.each<[AmountUnit, CoinTicker, string]>([
    ['ton', 'GRAM', 'GRAM'],
    ['nanoton', 'GRAM', 'nanoGRAM'],
    ['ton', 'TON', 'TON'],
    ['nanoton', 'TON', 'nanoTON'],
  ])('%s of %s: %s', (unit, ticker, name) => {
    expect(coinUnitName({ unit, ticker })).toBe(name);
  });
});

describe('coinAmountInBothUnits', () => {
  it.each<[bigint, CoinTicker, boolean, string]>([
    [1_500_000_000n, 'GRAM', false, '1.5 GRAM = 1500000000 nanoGRAM'],
    [1_500_000_000n, 'TON', true, '+1.5 TON = +1500000000 nanoTON'],
    [-1n, 'GRAM', true, `${MINUS}0.000000001 GRAM = ${MINUS}1 nanoGRAM`],
  ])('%s of %s (signed: %s): %s', (nanos, ticker, signed, text) => {
    expect(coinAmountInBothUnits(nanos, { ticker, signed })).toBe(text);
  });
});

describe('coinAmountNumber', () => {
  it.each<[bigint, AmountUnit, string]>([
    [1_234_500_000_000n, 'ton', '1234.5'],
    [1_234_500_000_000n, 'nanoton', '1234500000000'],
    [0n, 'ton', '0'],
    [-5n, 'ton', '-0.000000005'],
    [-5n, 'nanoton', '-5'],
    [BEYOND_2_64, 'ton', '18446744073.709551617'],
    [HUGE, 'nanoton', HUGE.toString()],
  ])('%s in %s: %s, no unit, no grouping, an ASCII minus', (nanos, unit, text) => {
    expect(coinAmountNumber(nanos, unit)).toBe(text);
  });
});

describe('coinColumnName', () => {
  it.each<[AmountUnit, CoinTicker, string]>([
    ['nanoton', 'GRAM', 'balance_nanograms'],
    ['ton', 'GRAM', 'balance_gram'],
    // The old ticker keeps the names exports had before the coin was renamed.
    ['nanoton', 'TON', 'balance_nanotons'],
    ['ton', 'TON', 'balance_ton'],
  ])('%s of %s: %s', (unit, ticker, name) => {
    expect(coinColumnName('balance', { unit, ticker })).toBe(name);
  });
});

describe('amountUnitChoice', () => {
  it.each<[AmountUnit, CoinTicker, string]>([
    ['ton', 'GRAM', 'GRAM (1,234.5 GRAM)'],
    ['nanoton', 'GRAM', 'NanoGRAM (1234500000000 nanoGRAM)'],
    ['ton', 'TON', 'TON (1,234.5 TON)'],
    ['nanoton', 'TON', 'NanoTON (1234500000000 nanoTON)'],
  ])('%s of %s: %s', (unit, ticker, text) => {
    expect(amountUnitChoice({ unit, ticker })).toBe(text);
  });
});
