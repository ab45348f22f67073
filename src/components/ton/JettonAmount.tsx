import type { JettonDirectory } from '../../ton/actions/action-model.ts';
import { jettonAmountText, jettonInfoOf, type JettonInfo } from '../../ton/jetton/jetton-info.ts';
import { truncateMiddle } from '../../ton/text/text-safety.ts';
import { StrangerText } from './StrangerText.tsx';
import styles from './JettonAmount.module.css';

/** Decimals of a jetton amount whose master the action does not name. */
const UNKNOWN_MASTER_REASON = 'decimals unknown — raw units: the action does not say which jetton';

/** USD₮ is named by its master's address, never by what a metadata entry calls itself. */
const USDT_SYMBOL = 'USD₮';

/** What the page warns about a jetton: flagged by the index, or named like USD₮ or the coin. */
function jettonWarningText(info: JettonInfo): string | undefined {
  const words: string[] = [];
  if (info.warnings.includes('scam-flagged')) words.push('the index flags this jetton as a scam');
  if (info.warnings.includes('looks-like-usdt'))
    words.push('its name looks like USD₮, but it is another jetton');
  if (info.warnings.includes('looks-like-native-coin'))
    words.push('its name looks like the native coin, but it is a jetton');
  if (words.length === 0) return undefined;
  const text = words.join('; ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The jetton a master names: the directory's entry (keyed by uppercase raw addresses), else undescribed. */
function jettonOf(jettons: JettonDirectory, master: string | null): JettonInfo | null {
  if (master === null) return null;
  return jettons.get(master) ?? jettons.get(master.toUpperCase()) ?? jettonInfoOf(master, null);
}

/**
 * An amount of a jetton in its own units: the master's decimals applied exactly (bigint digits), then its
 * symbol as the metadata wrote it (StrangerText: a symbol is a stranger's text; USD₮ by its master), with
 * a warning mark for a flagged or look-alike jetton. Never the coin's ticker. Decimals the page does not
 * know (no metadata, hostile "255", "-1", "x") leave the amount in raw units, saying so and why: in the
 * title, and under it when `reason` is 'shown'. `signed` puts "+" on a gain (a loss already reads "−").
 */
export function JettonAmount({
  master,
  amount,
  jettons,
  reason = 'title',
  signed = false,
}: {
  /** The jetton's master (raw), null when the action does not say which jetton. */
  master: string | null;
  amount: bigint;
  jettons: JettonDirectory;
  reason?: 'title' | 'shown';
  signed?: boolean;
}) {
  const info = jettonOf(jettons, master);
  const decimals = info?.decimals ?? { known: false as const, reason: UNKNOWN_MASTER_REASON };
  const digits = jettonAmountText(amount, decimals);
  const why = decimals.known ? undefined : decimals.reason;
  const warning = info ? jettonWarningText(info) : undefined;
  return (
    <span
      className={styles.jetton}
      title={why ?? `${amount.toString()} raw units, ${decimals.known ? decimals.value : 0} decimals`}
      data-jetton={master ?? undefined}
    >
      <span className="mono">
        {signed && amount > 0n ? '+' : ''}
        {digits}
      </span>
      {decimals.known ? ' ' : ' raw units of '}
      <JettonName info={info} />
      {warning ? (
        <span className={styles.warning} title={warning} role="img" aria-label={warning}>
          {' '}
          ⚠
        </span>
      ) : null}
      {why && reason === 'shown' ? <span className={styles.reason}>{` (${why})`}</span> : null}
    </span>
  );
}

/** USD₮ by its master; else the symbol, else the name (a stranger's text), else the master shortened. */
function JettonName({ info }: { info: JettonInfo | null }) {
  if (!info) return <span className="muted">an unknown jetton</span>;
  if (info.isUsdt) return <>{USDT_SYMBOL}</>;
  const text = info.symbol ?? info.name;
  if (text !== null) return <StrangerText text={text} shown={24} className={styles.symbol} />;
  return (
    <span className="mono" title={info.master}>
      {`jetton ${truncateMiddle(info.master, 8, 6)}`}
    </span>
  );
}
