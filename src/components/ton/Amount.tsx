import { formatTokenAmount } from '../../ton/amount.ts';
import { CopyButton } from '../ui/clipboard/CopyButton.tsx';
import { coinAmountInBothUnits, coinAmountNumber, coinAmountText } from '../../ton/coin.ts';
import { useCoinFormat } from './coin-format.ts';
import styles from './Amount.module.css';

interface AmountProps {
  /** The amount in the coin's indivisible unit (nanoGRAM, formerly called nanotons). */
  nanotons: bigint | null | undefined;
  /** Show a leading + on positive values (balance changes). */
  signed?: boolean;
  /** Adds a copy button for the exact value. */
  copyable?: boolean;
}

/**
 * An amount of the native coin (bigint): `1.5 GRAM` with thousands separators, or `1500000000 nanoGRAM`,
 * in the unit and ticker the user chose (src/ton/coin.ts, the door). Digits never pass through a float;
 * the exact value in both units is on hover.
 */
export function Amount({ nanotons, signed = false, copyable = false }: AmountProps) {
  const format = useCoinFormat();
  if (nanotons === null || nanotons === undefined) return <span className="muted">—</span>;
  const text = coinAmountText(nanotons, { ...format, signed });
  // In a table cell, the room the point and decimals it lacks would take (of ".123456789"): amounts of a
  // column, right-aligned, then line up on their decimal point (Amount.module.css). Nothing is added to
  // the text read or copied.
  const missing = format.unit === 'ton' ? 10 - (text.match(/\.\d*/)?.[0].length ?? 0) : 0;
  return (
    <span
      className={`mono ${styles.amount}`}
      data-missing-decimals={missing || undefined}
      title={coinAmountInBothUnits(nanotons, { ticker: format.ticker, signed })}
    >
      {text}
      {copyable ? (
        <CopyButton value={coinAmountNumber(nanotons, format.unit)} label={`amount ${text}`} />
      ) : null}
    </span>
  );
}

/**
 * A jetton (or other token) amount in its own decimals and symbol: never labelled with the coin's ticker. Symbols come from
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
