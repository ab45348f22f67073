import { formatTokenAmount } from '../../ton/amount.ts';
import { CopyButton } from '../ui/clipboard/CopyButton.tsx';
import { coinAmountInBothUnits, coinAmountNumber, coinAmountText } from '../../ton/coin.ts';
import { useCoinFormat } from './coin-format.ts';

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
  return (
    <span className="mono" title={coinAmountInBothUnits(nanotons, { ticker: format.ticker, signed })}>
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
