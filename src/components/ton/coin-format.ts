/**
 * The React side of the coin's door (src/ton/coin.ts): the unit and ticker the user chose in the settings,
 * for every component, accessible name and title that writes an amount of the coin, and for the exports
 * and sentences their components hand it to. Elements use `Amount` (./Amount.tsx).
 */
import { useCallback, useMemo } from 'react';
import { useSettings } from '../../settings/settings-store.ts';
import { coinAmountText, type CoinFormat } from '../../ton/coin.ts';

/** The unit and ticker amounts of the coin are written in: `1.5 GRAM` unless the user chose otherwise. */
export function useCoinFormat(): CoinFormat {
  const { amountUnit, coinTicker } = useSettings();
  return useMemo(() => ({ unit: amountUnit, ticker: coinTicker }), [amountUnit, coinTicker]);
}

/**
 * An amount as the Amount component shows it, in the user's unit and ticker, for text that is not an
 * element (an accessible name, a title, a phone's summary line).
 */
export function useAmountText(): (nanotons: bigint, options?: { signed?: boolean }) => string {
  const format = useCoinFormat();
  return useCallback(
    (nanotons, options) => coinAmountText(nanotons, { ...format, signed: options?.signed ?? false }),
    [format],
  );
}
