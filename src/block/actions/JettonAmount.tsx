import type { JettonDirectory } from '../../ton/actions/action-model.ts';
import { jettonAmountText, jettonInfoOf, type JettonInfo } from '../../ton/jetton/jetton-info.ts';
import { truncateMiddle } from '../../ton/text/text-safety.ts';
import { StrangerText } from '../../components/ton/StrangerText.tsx';
import { jettonWarningText, UNKNOWN_MASTER_REASON } from './action-text.ts';
import styles from './Actions.module.css';

/**
 * An amount of a jetton in its own units: the master's decimals applied exactly (bigint digits), then its
 * symbol as the metadata wrote it (StrangerText: a symbol is a stranger's text). Never the coin's ticker.
 * Decimals the page does not know (no metadata, hostile "255", "-1", "x") leave the amount in raw units,
 * saying so and why: in the title, and under it when `reason` is 'shown'.
 */
export function JettonAmount({
  master,
  amount,
  jettons,
  reason = 'title',
}: {
  /** The jetton's master (raw), null when the action does not say which jetton. */
  master: string | null;
  amount: bigint;
  jettons: JettonDirectory;
  reason?: 'title' | 'shown';
}) {
  const info: JettonInfo | null =
    master === null ? null : (jettons.get(master) ?? jettonInfoOf(master, null));
  const decimals = info?.decimals ?? { known: false as const, reason: UNKNOWN_MASTER_REASON };
  const digits = jettonAmountText(amount, decimals);
  const why = decimals.known ? undefined : decimals.reason;
  const warning = info ? jettonWarningText(info) : undefined;
  return (
    <span
      className={styles.jetton}
      title={why ?? `${amount.toString()} raw units, ${decimals.known ? decimals.value : 0} decimals`}
    >
      <span className="mono">{digits}</span>
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

/** The jetton's symbol, else its name (both a stranger's text), else its master's address shortened. */
function JettonName({ info }: { info: JettonInfo | null }) {
  if (!info) return <span className="muted">an unknown jetton</span>;
  const text = info.symbol ?? info.name;
  if (text !== null) return <StrangerText text={text} shown={24} className={styles.symbol} />;
  return (
    <span className="mono" title={info.master}>
      {`jetton ${truncateMiddle(info.master, 8, 6)}`}
    </span>
  );
}
