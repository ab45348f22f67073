import { formatTokenAmount } from '../../ton/amount.ts';
import { t } from '../../ton/i18n/door.ts';
import { localizeNumberText } from '../../ton/i18n/active-language.ts';
import { CopyButton } from '../ui/clipboard/CopyButton.tsx';
import { coinAmountInBothUnits, coinAmountNumber, coinAmountText } from '../../ton/coin.ts';
import { useCoinFormat } from './coin-format.ts';
import { tonMessages as m } from './ton-messages.ts';
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
 * the exact value in both units is on hover. Shown with the page's language's separators (Russian
 * 1 234,5), left to right and isolated in a right-to-left page, with its sign before its digits; the copy
 * button copies the same digits in every language.
 */
export function Amount({ nanotons, signed = false, copyable = false }: AmountProps) {
  const format = useCoinFormat();
  if (nanotons === null || nanotons === undefined) return <span className="muted">—</span>;
  const text = coinAmountText(nanotons, { ...format, signed });
  // In a table cell, the room the point and decimals it lacks would take (of ".123456789"): amounts of a
  // column, right-aligned, then line up on their decimal point (Amount.module.css). Nothing is added to
  // the text read or copied.
  const missing = format.unit === 'ton' ? 10 - (text.match(/\.\d*/)?.[0].length ?? 0) : 0;
  const shown = localizeNumberText(text);
  return (
    <span
      className={`mono ${styles.amount}`}
      dir="ltr"
      data-missing-decimals={missing || undefined}
      title={localizeNumberText(coinAmountInBothUnits(nanotons, { ticker: format.ticker, signed }))}
    >
      {shown}
      {copyable ? (
        <CopyButton
          value={coinAmountNumber(nanotons, format.unit)}
          label={t(m.copyAmount, { amount: shown })}
        />
      ) : null}
    </span>
  );
}

/** What a plural form is chosen by for "1.5 tokens": the integer itself, or a fraction ("other"). */
function countOfDecimalText(text: string): number | bigint {
  const digits = text.replace(/[^\d.-]/g, '');
  return digits.includes('.') || digits === '' || digits === '-' ? 0.5 : BigInt(digits);
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
  const shown = localizeNumberText(amount);
  return (
    <span className="mono" title={t(m.tokenTitle, { raw: raw.toString(), decimals })}>
      {symbol === undefined ? (
        t(m.tokens, { amount: shown, count: countOfDecimalText(amount) })
      ) : (
        <>
          <span dir="ltr">{shown}</span> {symbol}
        </>
      )}
    </span>
  );
}
