/**
 * The ways the native coin's amounts can be written, as the settings store them: its ticker and its unit
 * (src/ton/coin.ts, which re-exports these, writes the amounts). Apart from coin.ts so that reading the
 * stored settings, in the first download, does not bring the amount formatting with it.
 */

/** The coin's ticker: GRAM (its name since 2026-06-15), or TON, the one it had before. */
export const COIN_TICKERS = ['GRAM', 'TON'] as const;
export type CoinTicker = (typeof COIN_TICKERS)[number];
export const DEFAULT_COIN_TICKER: CoinTicker = 'GRAM';

/**
 * The unit amounts are shown in: the whole coin (`1.5 GRAM`) or its indivisible unit
 * (`1500000000 nanoGRAM`). The values are the names stored before the coin was renamed ('ton' is the
 * whole coin, whatever its ticker), so that a choice already stored in a browser still reads.
 */
export const AMOUNT_UNITS = ['ton', 'nanoton'] as const;
export type AmountUnit = (typeof AMOUNT_UNITS)[number];

/** How amounts of the coin are written: in which unit, with which ticker. */
export interface CoinFormat {
  unit: AmountUnit;
  ticker: CoinTicker;
}

export const DEFAULT_COIN_FORMAT: CoinFormat = { unit: 'ton', ticker: DEFAULT_COIN_TICKER };
