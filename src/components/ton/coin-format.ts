/**
 * The React side of the coin's door (src/ton/coin.ts): the unit and ticker the user chose in the settings,
 * for every component, accessible name and title that writes an amount of the coin, and for the exports
 * and sentences their components hand it to. Elements use `Amount` (./Amount.tsx).
 */
import { useCallback, useMemo } from 'react';
import { useSettings } from '../../settings/settings-store.ts';
import { coinAmountText, type CoinFormat } from '../../ton/coin.ts';
import { localizeNumberText, shownLeftToRight } from '../../ton/i18n/active-language.ts';

/** The unit and ticker amounts of the coin are written in: `1.5 GRAM` unless the user chose otherwise. */
export function useCoinFormat(): CoinFormat {
  const { amountUnit, coinTicker } = useSettings();
  return useMemo(() => ({ unit: amountUnit, ticker: coinTicker }), [amountUnit, coinTicker]);
}

/**
 * An amount's text as the page shows it: the language's separators (Russian 1 234,5), and in a
 * right-to-left page isolated left to right (U+2066 … U+2069), so "+1.5 GRAM" keeps its sign before its
 * digits inside Persian text instead of reading "GRAM 1.5+". For the screen only: exports and copy
 * buttons take the text coinAmountText gives, the same in every language.
 */
export function shownAmountText(text: string): string {
  return shownLeftToRight(localizeNumberText(text));
}

/**
 * An amount as the Amount component shows it, in the user's unit and ticker, for text that is not an
 * element (an accessible name, a title, a phone's summary line): shownAmountText, so not for an export.
 */
export function useAmountText(): (nanotons: bigint, options?: { signed?: boolean }) => string {
  const format = useCoinFormat();
  return useCallback(
    (nanotons, options) =>
      shownAmountText(coinAmountText(nanotons, { ...format, signed: options?.signed ?? false })),
    [format],
  );
}
