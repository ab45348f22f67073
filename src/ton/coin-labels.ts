/**
 * The coin's words that only the settings dialog and the exports need: kept out of ./coin.ts, which the
 * first page load carries (every amount on screen goes through it), so they load with those chunks
 * instead. Part of the coin's door (eslint.config.js).
 */
import { coinAmountText, type CoinFormat } from './coin.ts';
import { t } from './i18n/door.ts';
import { coinLabelMessages } from './coin-label-messages.ts';

/** One line that says what GRAM is, for the settings (the glossary says the same). */
export function coinNameNote(): string {
  return t(coinLabelMessages.nameNote);
}

/**
 * The name of an export's column (CSV, TSV, JSON) that holds `quantity` in `unit`: `balance_nanograms`,
 * `balance_gram`; with the old ticker, the names exports had before the coin was renamed
 * (`balance_nanotons`, `balance_ton`), so a script reading them keeps working for whoever keeps TON.
 */
export function coinColumnName(quantity: string, { unit, ticker }: CoinFormat): string {
  const name = ticker.toLowerCase();
  return `${quantity}_${unit === 'nanoton' ? `nano${name}s` : name}`;
}

/** A choice of unit in the settings, with an example: "GRAM (1,234.5 GRAM)", "NanoGRAM (1234500000000 nanoGRAM)". */
export function amountUnitChoice(format: CoinFormat): string {
  const example = coinAmountText(1_234_500_000_000n, format);
  const values = { ticker: format.ticker, example };
  return format.unit === 'nanoton'
    ? t(coinLabelMessages.nanoUnitChoice, values)
    : t(coinLabelMessages.unitChoice, values);
}
