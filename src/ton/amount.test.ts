import { describe, expect, it } from 'vitest';
import {
  formatNanotons,
  MINUS_SIGN,
  NANOTONS_PER_TON,
  formatSignedDelta,
  formatTokenAmount,
  formatTon,
  parseDecimalBigInt,
  type FormatAmountOptions,
} from './amount';

const M = MINUS_SIGN;

describe('formatTon', () => {
  it.each<[bigint, string]>([
    [0n, '0'],
    [1n, '0.000000001'],
    [10n, '0.00000001'],
    [999_999_999n, '0.999999999'],
    [NANOTONS_PER_TON, '1'],
    [1_500_000_000n, '1.5'],
    [1_000_000_001n, '1.000000001'],
    [1234567890123n, '1,234.567890123'],
    [999_000_000_000n, '999'],
    [1_000_000_000_000n, '1,000'],
    [1_000_000_000_000_000n, '1,000,000'],
    // 2^53 + 1 nanotons: a float would lose the last digit.
    [9_007_199_254_740_993n, '9,007,199.254740993'],
    // 2^64 − 1 and 2^64 + 1 nanotons
    [18_446_744_073_709_551_615n, '18,446,744,073.709551615'],
    [18_446_744_073_709_551_617n, '18,446,744,073.709551617'],
    // 2^120 − 1: the largest VarUInteger 16 value
    [2n ** 120n - 1n, '1,329,227,995,784,915,872,903,807,060.280344575'],
    [-1n, `${M}0.000000001`],
    [-1_500_000_000n, `${M}1.5`],
    [-1234567890123n, `${M}1,234.567890123`],
    [-(2n ** 64n), `${M}18,446,744,073.709551616`],
  ])('formatTon(%s) = %s', (nanotons, expected) => {
    expect(formatTon(nanotons)).toBe(expected);
  });

  it.each<[bigint, FormatAmountOptions, string]>([
    [1234567890123n, { groupThousands: false }, '1234.567890123'],
    [1234567890123n, { groupThousands: true }, '1,234.567890123'],
    [1234567890123n, { fractionDigits: 'exact' }, '1,234.567890123'],
    [1234567890123n, { fractionDigits: 2 }, '1,234.57'],
    [1234567890123n, { fractionDigits: 0 }, '1,235'],
    [1_500_000_000n, { fractionDigits: 2 }, '1.50'],
    [1_000_000_000n, { fractionDigits: 2 }, '1.00'],
    [0n, { fractionDigits: 2 }, '0.00'],
    [0n, { fractionDigits: 0 }, '0'],
    // Exactly half rounds away from zero; just below half rounds down.
    [1_005_000_000n, { fractionDigits: 2 }, '1.01'],
    [1_004_999_999n, { fractionDigits: 2 }, '1.00'],
    [-1_005_000_000n, { fractionDigits: 2 }, `${M}1.01`],
    [500_000_000n, { fractionDigits: 0 }, '1'],
    [499_999_999n, { fractionDigits: 0 }, '0'],
    // Rounding carries into the integer part and across a thousands group.
    [999_999_999_999n, { fractionDigits: 2 }, '1,000.00'],
    [999_999_999n, { fractionDigits: 8 }, '1.00000000'],
    // All 9 digits, or more than 9 (padded; never invented digits).
    [1n, { fractionDigits: 9 }, '0.000000001'],
    [1n, { fractionDigits: 12 }, '0.000000001000'],
    // A negative amount that rounds to zero has no sign.
    [-1n, { fractionDigits: 2 }, '0.00'],
    [-4_999_999n, { fractionDigits: 2 }, '0.00'],
    [-5_000_000n, { fractionDigits: 2 }, `${M}0.01`],
    [2n ** 70n, { fractionDigits: 3, groupThousands: false }, '1180591620717.411'],
  ])('formatTon(%s, %o) = %s', (nanotons, opts, expected) => {
    expect(formatTon(nanotons, opts)).toBe(expected);
  });

  it.each([-1, 1.5, 256, Number.NaN, Number.POSITIVE_INFINITY])('rejects fractionDigits %s', (digits) => {
    expect(() => formatTon(1n, { fractionDigits: digits })).toThrow(RangeError);
  });

  it('uses U+2212 MINUS SIGN, not ASCII hyphen-minus', () => {
    expect(formatTon(-1n).codePointAt(0)).toBe(0x2212);
    expect(formatTon(-1n)).not.toContain('-');
  });
});

describe('formatTokenAmount', () => {
  it.each<[bigint, number, string]>([
    [0n, 0, '0'],
    [1n, 0, '1'],
    [1234567n, 0, '1,234,567'],
    [-1234567n, 0, `${M}1,234,567`],
    [1n, 6, '0.000001'],
    [1_500_000n, 6, '1.5'],
    [123_456_789_000n, 6, '123,456.789'],
    [1n, 18, '0.000000000000000001'],
    [10n ** 18n, 18, '1'],
    [1_234_500_000_000_000_000n, 18, '1.2345'],
    [2n ** 64n, 18, '18.446744073709551616'],
    [1n, 9, '0.000000001'],
    [1n, 255, `0.${'0'.repeat(254)}1`],
    [10n ** 255n, 255, '1'],
    [-(10n ** 300n), 255, `${M}1${',000'.repeat(15)}`],
  ])('formatTokenAmount(%s, %s) = %s', (raw, decimals, expected) => {
    expect(formatTokenAmount(raw, decimals)).toBe(expected);
  });

  it.each<[bigint, number, FormatAmountOptions, string]>([
    [1_234_567n, 6, { fractionDigits: 2 }, '1.23'],
    [1_235_000n, 6, { fractionDigits: 2 }, '1.24'],
    [1_000_000n, 6, { fractionDigits: 2 }, '1.00'],
    [1234n, 0, { fractionDigits: 2 }, '1,234.00'],
    [1234n, 0, { groupThousands: false }, '1234'],
    [10n ** 18n + 1n, 18, { fractionDigits: 4 }, '1.0000'],
  ])('formatTokenAmount(%s, %s, %o) = %s', (raw, decimals, opts, expected) => {
    expect(formatTokenAmount(raw, decimals, opts)).toBe(expected);
  });

  it.each([-1, 256, 1.5, Number.NaN])('rejects decimals %s', (decimals) => {
    expect(() => formatTokenAmount(1n, decimals)).toThrow(RangeError);
  });
});

describe('formatSignedDelta', () => {
  it.each<[bigint, Parameters<typeof formatSignedDelta>[1], string]>([
    [1_500_000_000n, undefined, '+1.5'],
    [-250_000_000n, undefined, `${M}0.25`],
    [0n, undefined, '0'],
    [1n, undefined, '+0.000000001'],
    [-1n, undefined, `${M}0.000000001`],
    [1234567890123n, undefined, '+1,234.567890123'],
    [2n ** 64n, undefined, '+18,446,744,073.709551616'],
    [1_500_000n, { decimals: 6 }, '+1.5'],
    [-7n, { decimals: 0 }, `${M}7`],
    [1_005_000_000n, { fractionDigits: 2 }, '+1.01'],
    // A change too small to show at the chosen precision gets no sign.
    [1n, { fractionDigits: 2 }, '0.00'],
    [-1n, { fractionDigits: 2 }, '0.00'],
  ])('formatSignedDelta(%s, %o) = %s', (delta, opts, expected) => {
    expect(formatSignedDelta(delta, opts)).toBe(expected);
  });
});

describe('parseDecimalBigInt', () => {
  it.each<[string, bigint]>([
    ['0', 0n],
    ['-0', 0n],
    ['1', 1n],
    ['-1', -1n],
    ['007', 7n],
    ['1000000000', NANOTONS_PER_TON],
    ['9007199254740993', 9_007_199_254_740_993n],
    ['18446744073709551617', 2n ** 64n + 1n],
    ['-340282366920938463463374607431768211456', -(2n ** 128n)],
  ])('parses %j', (input, expected) => {
    expect(parseDecimalBigInt(input)).toBe(expected);
  });

  it.each([
    '',
    '-',
    '+1',
    ' 1',
    '1 ',
    '1\n',
    '1.0',
    '1.',
    '.5',
    '1e9',
    '1E9',
    '0x10',
    '0b1',
    '1_000',
    '1,000',
    '--1',
    '1-',
    '\u22121', // U+2212 is for display; APIs send ASCII "-"
    '١٢٣', // Arabic-Indic digits
    '１２３', // full-width digits
    'Infinity',
    'NaN',
    'abc',
  ])('rejects %j', (input) => {
    expect(parseDecimalBigInt(input)).toBeNull();
  });
});

describe('formatNanotons', () => {
  it.each([
    [0n, '0'],
    [5n, '5'],
    [-5n, '\u22125'],
    [1234567890123n, '1234567890123'],
    [-(2n ** 64n), '\u221218446744073709551616'],
  ])('%s → %s', (nanotons, text) => {
    expect(formatNanotons(nanotons)).toBe(text);
  });
});
