import { formatNanotons, formatTokenAmount, formatTon } from '../../ton/amount.ts';
import { useSettings } from '../../settings/settings-store.ts';
import { CopyButton } from '../ui/clipboard/CopyButton.tsx';

interface AmountProps {
  nanotons: bigint | null | undefined;
  /** Show a leading + on positive values (balance changes). */
  signed?: boolean;
  /** Adds a copy button for the exact value. */
  copyable?: boolean;
}

/** An amount in both units, as text: `1.5 TON` and `1500000000 nanoTON` (with a + when `signed`). */
function amountTexts(nanotons: bigint, signed: boolean): { ton: string; nano: string } {
  const prefix = signed && nanotons > 0n ? '+' : '';
  return { ton: `${prefix}${formatTon(nanotons)} TON`, nano: `${prefix}${formatNanotons(nanotons)} nanoTON` };
}

/**
 * An amount as the Amount component shows it, in the unit the user chose, for text that is not an element
 * (an accessible name, a title).
 */
// eslint-disable-next-line react-refresh/only-export-components -- the amount door is being reworked (issue 23)
export function useAmountText(): (nanotons: bigint) => string {
  const { amountUnit } = useSettings();
  return (nanotons) => {
    const { ton, nano } = amountTexts(nanotons, false);
    return amountUnit === 'nanoton' ? nano : ton;
  };
}

/**
 * A TON amount (nanotons, bigint): TON with thousands separators, or nanotons if the user chose so.
 * Digits never pass through a float; the exact value in both units is on hover.
 */
export function Amount({ nanotons, signed = false, copyable = false }: AmountProps) {
  const { amountUnit } = useSettings();
  if (nanotons === null || nanotons === undefined) return <span className="muted">—</span>;
  const { ton, nano } = amountTexts(nanotons, signed);
  const text = amountUnit === 'nanoton' ? nano : ton;
  return (
    <span className="mono" title={`${ton} = ${nano}`}>
      {text}
      {copyable ? (
        <CopyButton
          value={
            amountUnit === 'nanoton' ? nanotons.toString() : formatTon(nanotons, { groupThousands: false })
          }
          label={`amount ${text}`}
        />
      ) : null}
    </span>
  );
}

/**
 * A jetton (or other token) amount in its own decimals and symbol: never labelled TON. Symbols come from
 * strangers: the caller passes them through revealInvisible first.
 */
export function TokenAmount({
  raw,
  decimals,
  symbol,
}: {
  raw: bigint;
  decimals: number;
  symbol: string | undefined;
}) {
  const amount = formatTokenAmount(raw, decimals);
  return (
    <span className="mono" title={`${raw.toString()} indivisible units, ${decimals} decimals`}>
      {amount} {symbol ?? (amount === '1' ? 'token' : 'tokens')}
    </span>
  );
}
