/**
 * Amounts on TON are integers of indivisible units: balances and values of the native coin (GRAM,
 * formerly Toncoin, ticker TON; the names here keep the old "ton") are counted in nanoGRAM
 * (1 GRAM = 10^9 nanoGRAM, formerly nanotons) and jetton balances in "elementary units" scaled by the
 * jetton's `decimals` (TEP-74, TEP-64). They routinely exceed 2^53 (Number.MAX_SAFE_INTEGER),
 * and jetton amounts are `VarUInteger 16` — up to 2^120 — so every function here works on
 * `bigint` and decimal strings only. No Number, parseFloat or division by 1e9 touches an amount:
 * a float would silently round the last digits of a balance.
 *
 * This module writes digits only. An amount of the coin gets its unit in ./coin.ts, the door, which
 * alone may use formatTon, formatNanotons and formatSignedDelta (eslint.config.js).
 *
 * Display conventions (locale-independent on purpose, so that every screen and every test agrees):
 * - decimal separator "." and thousands separator "," (integer part only);
 * - negative values start with U+2212 MINUS SIGN "−", not ASCII "-": it is the typographic minus,
 *   has the same width as "+" (columns of deltas line up) and screen readers read it as "minus".
 *   Parsing (`parseDecimalBigInt`) accepts only ASCII "-", which is what APIs emit;
 * - a value that is zero after rounding never carries a sign ("0", not "−0").
 */

/** Decimals of Toncoin: amounts are in nanotons. */
export const TON_DECIMALS = 9;

/** 1 TON in nanotons. */
export const NANOTONS_PER_TON = 1_000_000_000n;

/** TEP-64: jetton `decimals` is "a number from 0 to 255" (and 9 when the metadata omits it). */
export const MAX_TOKEN_DECIMALS = 255;
export const DEFAULT_JETTON_DECIMALS = 9;

/** U+2212 MINUS SIGN, the sign this module puts in front of negative amounts. */
export const MINUS_SIGN = '\u2212';

/**
 * `'exact'` (default): every significant digit, trailing fractional zeros trimmed ("1.5", "2").
 * A number n (integer, 0..255): exactly n fractional digits, rounded half away from zero and
 * padded with zeros ("1.50"), like Intl.NumberFormat's default rounding.
 */
export type FractionDigits = 'exact' | number;

export interface FormatAmountOptions {
  fractionDigits?: FractionDigits;
  /** Insert "," between groups of three integer digits. Default: true. */
  groupThousands?: boolean;
}

function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_TOKEN_DECIMALS) {
    throw new RangeError(`decimals must be an integer from 0 to ${MAX_TOKEN_DECIMALS}, got ${decimals}`);
  }
}

function assertFractionDigits(digits: number): void {
  if (!Number.isInteger(digits) || digits < 0 || digits > MAX_TOKEN_DECIMALS) {
    throw new RangeError(`fractionDigits must be 'exact' or an integer from 0 to ${MAX_TOKEN_DECIMALS}`);
  }
}

/** "1234567" → "1,234,567". A loop, not a look-ahead regex, so that huge values stay linear. */
function groupDigits(digits: string): string {
  const head = digits.length % 3 || 3;
  const groups = [digits.slice(0, head)];
  for (let i = head; i < digits.length; i += 3) {
    groups.push(digits.slice(i, i + 3));
  }
  return groups.join(',');
}

/** Splits a non-negative integer of base units into its integer digits and `decimals` fractional digits. */
function splitUnits(abs: bigint, decimals: number): { int: string; frac: string } {
  const digits = abs.toString().padStart(decimals + 1, '0');
  const cut = digits.length - decimals;
  return { int: digits.slice(0, cut), frac: digits.slice(cut) };
}

function formatUnits(raw: bigint, decimals: number, opts: FormatAmountOptions = {}): string {
  assertDecimals(decimals);
  const fractionDigits = opts.fractionDigits ?? 'exact';
  const negative = raw < 0n;
  const abs = negative ? -raw : raw;

  let int: string;
  let frac: string;
  if (fractionDigits === 'exact') {
    ({ int, frac } = splitUnits(abs, decimals));
    frac = frac.replace(/0+$/, '');
  } else {
    assertFractionDigits(fractionDigits);
    if (fractionDigits >= decimals) {
      ({ int, frac } = splitUnits(abs, decimals));
      frac = frac.padEnd(fractionDigits, '0');
    } else {
      // Round half away from zero on the magnitude: keep `fractionDigits` digits of `decimals`.
      const step = 10n ** BigInt(decimals - fractionDigits);
      const remainder = abs % step;
      const kept = abs / step + (remainder * 2n >= step ? 1n : 0n);
      ({ int, frac } = splitUnits(kept, fractionDigits));
    }
  }

  const isZero = /^0*$/.test(int) && /^0*$/.test(frac);
  const sign = negative && !isZero ? MINUS_SIGN : '';
  const intText = opts.groupThousands === false ? int : groupDigits(int);
  return sign + intText + (frac === '' ? '' : `.${frac}`);
}

/**
 * Formats nanotons as TON: `formatTon(1234567890123n)` → "1,234.567890123".
 * @param nanotons amount in nanotons (1 TON = 10^9 nanotons)
 */
export function formatTon(nanotons: bigint, opts?: FormatAmountOptions): string {
  return formatUnits(nanotons, TON_DECIMALS, opts);
}

/**
 * Formats nanotons as a whole number of nanotons, ungrouped, with the same minus sign as every other amount:
 * `formatNanotons(-5n)` → "−5". (The exact value to copy and paste elsewhere is `nanotons.toString()`.)
 */
export function formatNanotons(nanotons: bigint): string {
  return formatUnits(nanotons, 0, { groupThousands: false });
}

/**
 * Formats a jetton amount: `formatTokenAmount(1500000n, 6)` → "1.5" (USDT has 6 decimals).
 * @param raw amount in the jetton's elementary units
 * @param decimals the jetton's `decimals`, an integer from 0 to 255 (TEP-64); throws RangeError otherwise
 */
export function formatTokenAmount(raw: bigint, decimals: number, opts?: FormatAmountOptions): string {
  return formatUnits(raw, decimals, opts);
}

/**
 * Formats a balance change with an explicit sign: "+1.5", "−0.25"; a zero change is "0".
 * @param delta change in base units (nanotons unless `decimals` says otherwise)
 * @param opts.decimals decimals of the asset; default 9 (the coin: nanoGRAM)
 */
export function formatSignedDelta(
  delta: bigint,
  opts: FormatAmountOptions & { decimals?: number } = {},
): string {
  const { decimals = TON_DECIMALS, ...format } = opts;
  const text = formatUnits(delta, decimals, format);
  // formatUnits already put "−" on negatives and no sign on (rounded) zero.
  return delta > 0n && /[1-9]/.test(text) ? `+${text}` : text;
}

const DECIMAL_INTEGER = /^-?[0-9]+$/;

/**
 * Parses a strict decimal integer string as the API sends amounts ("123", "-5", "0"):
 * ASCII digits with an optional leading ASCII "-". Returns null for anything else — "", " 1",
 * "+1", "1e9", "1.0", "0x10", "1_000" — instead of guessing; note that BigInt("") would be 0n.
 * Leading zeros are accepted ("007" → 7n).
 */
export function parseDecimalBigInt(s: string): bigint | null {
  return DECIMAL_INTEGER.test(s) ? BigInt(s) : null;
}

/** Ascending order of two exact amounts, for a sort's comparator. */
export function compareBigInt(a: bigint, b: bigint): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
