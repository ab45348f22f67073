/**
 * The door for amounts of the native coin: every amount of it that the page shows, speaks, copies or
 * exports gets its digits and its unit's name here, and nowhere else (lint refuses `formatTon`,
 * `formatNanotons` and `formatSignedDelta` outside this module, and text that ends an amount with a
 * ticker: eslint.config.js).
 *
 * Since 2026-06-15 the native coin of TON is Gram, ticker GRAM, counted in nanoGRAM (1 GRAM = 10^9
 * nanoGRAM); it was called Toncoin, ticker TON, before (a community vote). The chain, its networks
 * ("TON mainnet"), TON DNS, the TON virtual machine and the API keep the name TON, and so does this
 * module's neighbour ./amount.ts, which writes the digits. A setting keeps the old ticker for those who
 * want it (`coinTicker`, src/settings/settings.ts); this module is pure and takes it as an argument.
 *
 * Jetton amounts never come here: they are written with their own symbol (`formatTokenAmount`).
 */
import { formatNanotons, formatSignedDelta, formatTon } from './amount.ts';

// The choices themselves (tickers, units, the default) are a module of their own, which the stored settings
// read in the first download without the formatting code below.
export {
  AMOUNT_UNITS,
  COIN_TICKERS,
  DEFAULT_COIN_FORMAT,
  DEFAULT_COIN_TICKER,
  type AmountUnit,
  type CoinFormat,
  type CoinTicker,
} from './coin-units.ts';
import type { AmountUnit, CoinFormat, CoinTicker } from './coin-units.ts';

/** The unit's name as it follows an amount: "GRAM", "nanoGRAM", "TON", "nanoTON". */
export function coinUnitName({ unit, ticker }: CoinFormat): string {
  return unit === 'nanoton' ? `nano${ticker}` : ticker;
}

/**
 * An amount of the coin with its unit: `1,234.5 GRAM`, `1234500000000 nanoGRAM`; with `signed`, a
 * positive amount gets a "+" (`+1.5 GRAM`, a balance change). A negative amount starts with U+2212 "−"
 * and zero never has a sign, in either unit (see ./amount.ts).
 * @param nanos the amount in the coin's indivisible unit (nanoGRAM, formerly called nanotons)
 */
export function coinAmountText(nanos: bigint, format: CoinFormat & { signed?: boolean }): string {
  const digits =
    format.unit === 'nanoton'
      ? `${format.signed && nanos > 0n ? '+' : ''}${formatNanotons(nanos)}`
      : format.signed
        ? formatSignedDelta(nanos)
        : formatTon(nanos);
  return `${digits} ${coinUnitName(format)}`;
}

/** The amount in both units, for a title: `1.5 GRAM = 1500000000 nanoGRAM`. */
export function coinAmountInBothUnits(
  nanos: bigint,
  { ticker, signed = false }: { ticker: CoinTicker; signed?: boolean },
): string {
  const inCoins = coinAmountText(nanos, { unit: 'ton', ticker, signed });
  return `${inCoins} = ${coinAmountText(nanos, { unit: 'nanoton', ticker, signed })}`;
}

/**
 * The exact number alone, for a copy or a spreadsheet cell: `1.5` (every decimal, no grouping) or
 * `1500000000`, negative with an ASCII "-" (a spreadsheet does not read "−" as a minus sign).
 */
export function coinAmountNumber(nanos: bigint, unit: AmountUnit): string {
  const magnitude = nanos < 0n ? -nanos : nanos;
  const digits = unit === 'nanoton' ? magnitude.toString() : formatTon(magnitude, { groupThousands: false });
  return nanos < 0n ? `-${digits}` : digits;
}
