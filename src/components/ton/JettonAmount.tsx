import type { JettonDirectory } from '../../ton/actions/action-model.ts';
import { t } from '../../ton/i18n/door.ts';
import { localizeNumberText } from '../../ton/i18n/active-language.ts';
import { jettonAmountText, jettonInfoOf, type JettonInfo } from '../../ton/jetton/jetton-info.ts';
import { truncateMiddle } from '../../ton/text/text-safety.ts';
import { Msg } from '../ui/Msg.tsx';
import { StrangerText } from './StrangerText.tsx';
import { tonMessages as m } from './ton-messages.ts';
import styles from './JettonAmount.module.css';

/** USD₮ is named by its master's address, never by what a metadata entry calls itself. */
const USDT_SYMBOL = 'USD₮';

/** What the page warns about a jetton: flagged by the index, or named like USD₮ or the coin. */
function jettonWarningText(info: JettonInfo): string | undefined {
  const words: string[] = [];
  if (info.warnings.includes('scam-flagged')) words.push(t(m.scamFlagged));
  if (info.warnings.includes('looks-like-usdt')) words.push(t(m.looksLikeUsdt));
  if (info.warnings.includes('looks-like-native-coin')) words.push(t(m.looksLikeNativeCoin));
  if (words.length === 0) return undefined;
  const text = words.reduce((first, second) => t(m.warningsJoined, { first, second }));
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
  // Decimals of a jetton amount whose master the action does not name.
  const decimals = info?.decimals ?? { known: false as const, reason: t(m.unknownMasterReason) };
  const digits = jettonAmountText(amount, decimals);
  const why = decimals.known ? undefined : decimals.reason;
  const warning = info ? jettonWarningText(info) : undefined;
  return (
    <span
      className={styles.jetton}
      title={
        why ?? t(m.rawUnitsTitle, { raw: amount.toString(), decimals: decimals.known ? decimals.value : 0 })
      }
      data-jetton={master ?? undefined}
      // "1 USD₮" is one value, read left to right in every page; a raw-units sentence is the page's words.
      dir={decimals.known ? 'ltr' : undefined}
    >
      <Msg
        message={decimals.known ? m.jettonAmount : m.rawUnitsOf}
        values={{
          // Left to right and isolated, its sign before its digits, in any page.
          amount: (
            <span className="mono" dir="ltr">
              {signed && amount > 0n ? '+' : ''}
              {localizeNumberText(digits)}
            </span>
          ),
          jetton: <JettonName info={info} />,
        }}
      />
      {warning ? (
        <span className={styles.warning} title={warning} role="img" aria-label={warning}>
          {' '}
          ⚠
        </span>
      ) : null}
      {why && reason === 'shown' ? (
        <span className={styles.reason}>{` ${t(m.reason, { reason: why })}`}</span>
      ) : null}
    </span>
  );
}

/** USD₮ by its master; else the symbol, else the name (a stranger's text), else the master shortened. */
function JettonName({ info }: { info: JettonInfo | null }) {
  if (!info) return <span className="muted">{t(m.unknownJetton)}</span>;
  if (info.isUsdt) return <bdi dir="ltr">{USDT_SYMBOL}</bdi>;
  const text = info.symbol ?? info.name;
  if (text !== null) return <StrangerText text={text} shown={24} className={styles.symbol} />;
  return (
    <span className="mono" title={info.master}>
      {t(m.jettonByMaster, { master: truncateMiddle(info.master, 8, 6) })}
    </span>
  );
}
