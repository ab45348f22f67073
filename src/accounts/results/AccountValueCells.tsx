import type { ReactNode } from 'react';
import { driftIn, type KnownField } from '../../api/drift.ts';
import { Unreadable } from '../../components/ui/Unreadable.tsx';
import { Amount } from '../../components/ton/Amount.tsx';
import { CHANGED_FIELD_LABELS, type AccountChange } from '../watch/account-changes.ts';
import { formatAbsolute } from '../../components/time/time-format.ts';
import { useSettings } from '../../settings/settings-store.ts';
import { revealInvisible } from '../../ton/text/text-safety.ts';
import { useAmountText } from '../../components/ton/coin-format.ts';
import {
  balanceNote,
  shownFailureReason,
  STATUS_ICONS,
  STATUS_LABELS,
  type AccountRow,
} from '../account-rows.ts';
import type { OwnerTokens } from '../../api/tokens/owner-tokens.ts';
import type { JettonColumn } from '../holdings.ts';
import { JettonCells } from './HoldingsCells.tsx';
import { JettonChangeLines } from './JettonChangeLines.tsx';
import type { RememberedJetton } from '../../workspace/snapshots.ts';
import styles from './AccountsTable.module.css';
import { t } from '../../ton/i18n/door.ts';
import { resultsMessages as m } from './results-messages.ts';

type AccountField = KnownField<NonNullable<AccountRow['account']>>;

/** The jettons the compared snapshots named, by master (ListChanges['jettons']): a gone one is still named. */
type RememberedJettons = Readonly<Record<string, RememberedJetton>>;
const NONE_REMEMBERED: RememberedJettons = {};

/** A cell's content, or a compact "unreadable" mark when the API sent `field` in a form that cannot be read. */
function orUnreadable(row: AccountRow, field: AccountField, content: ReactNode) {
  const message = driftIn(row.account, field);
  return message ? <Unreadable message={`${field}: ${message}`} compact /> : content;
}

/** Changed fields named in the page's language, as a list. */
function fieldList(fields: readonly AccountChange['fields'][number][]): string {
  return fields.map((field) => t(CHANGED_FIELD_LABELS[field])).join(', ');
}

function StatusCell({ row }: { row: AccountRow }) {
  const label =
    row.statusKey === 'unknown' && row.account?.status
      ? revealInvisible(row.account.status).text
      : t(STATUS_LABELS[row.statusKey]);
  return (
    <span className={`${styles.status} ${styles[`status-${row.statusKey}`] ?? ''}`}>
      <span aria-hidden="true" className={styles.statusIcon}>
        {STATUS_ICONS[row.statusKey]}
      </span>{' '}
      {label}
      {driftIn(row.account, 'status') ? <> {orUnreadable(row, 'status', null)}</> : null}
      {row.state === 'failed' ? (
        <span className={styles.reason}>{shownFailureReason(row.error, 120)}</span>
      ) : null}
      {row.refreshing ? <span className="muted">{t(m.refreshing)}</span> : null}
    </span>
  );
}

/**
 * What changed since the saved list was last looked at, in the look of a refresh's change: the exact
 * signed balance delta ("▲ +1.5 GRAM since …"), "new" or "gone" for an account found on one side only, each
 * moved jetton balance with its exact delta (JettonChangeLines), the other fields that changed, and those
 * that could not be compared (unreadable then or now: unknown, never counted as a change).
 */
function SinceChange({
  change,
  tokens,
  remembered,
}: {
  change: AccountChange;
  tokens: OwnerTokens | undefined;
  remembered: RememberedJettons;
}) {
  const { timeZone } = useSettings();
  const amount = useAmountText();
  const since = formatAbsolute(new Date(change.since), timeZone);
  const delta = change.balanceDelta;
  const appeared = change.fields.includes('found')
    ? change.after.found
      ? t(m.changeNew)
      : t(m.changeGone)
    : undefined;
  const jettonLines = change.jettons.length > 0;
  // Moved jettons are written one by one below, so "jetton balances changed" is said only without them.
  const others = change.fields.filter(
    (field) => field !== 'balance' && field !== 'found' && !(field === 'jettons' && jettonLines),
  );
  const balanceLine = change.fields.includes('balance') || appeared !== undefined;
  const down = delta !== null ? delta < 0n : appeared === 'gone';
  return (
    <span className={styles.changed}>
      {balanceLine ? (
        <span className={styles.changedLine}>
          {/* The marker stays with the amount it marks: a line never ends on an arrow. */}
          <span className="nowrap">
            <span aria-hidden="true">{down ? '▼' : '▲'} </span>
            {delta === null ? appeared : amount(delta, { signed: true })}
          </span>{' '}
          {t(m.since, { time: since })}
        </span>
      ) : jettonLines ? (
        <span className={styles.changedLine}>{t(m.sinceColon, { time: since })}</span>
      ) : null}
      <JettonChangeLines changes={change.jettons} tokens={tokens} remembered={remembered} />
      {others.length > 0 ? (
        <span className={styles.changedLine}>
          {balanceLine || jettonLines
            ? t(m.fieldsChanged, { fields: fieldList(others) })
            : t(m.fieldsChangedSince, { time: since, fields: fieldList(others) })}
        </span>
      ) : null}
      {change.unknown.length > 0 ? (
        <span className={`${styles.changedLine} muted`}>
          {t(m.notCompared, { fields: fieldList(change.unknown) })}
        </span>
      ) : null}
    </span>
  );
}

function BalanceCell({ row }: { row: AccountRow }) {
  return (
    <>
      {orUnreadable(row, 'balance', <Amount nanotons={row.account?.balance} />)}
      {balanceNote(row.account?.balance) ? (
        <span className={styles.reason}>
          <span aria-hidden="true">⚠ </span>
          {balanceNote(row.account?.balance)}
        </span>
      ) : null}
    </>
  );
}

/**
 * The change of the balance: since the saved list was last looked at (`since`), else since the previous
 * fetch of this lookup (a refresh), else a dash.
 */
function ChangeCell({
  row,
  since,
  tokens,
  remembered,
}: {
  row: AccountRow;
  since: AccountChange | undefined;
  tokens: OwnerTokens | undefined;
  remembered: RememberedJettons;
}) {
  const change = since ? undefined : row.balanceChange;
  const amount = useAmountText();
  if (since) return <SinceChange change={since} tokens={tokens} remembered={remembered} />;
  if (!change) return <span className="muted">—</span>;
  let changeText: string;
  if (change.before === null) changeText = t(m.changeNew);
  else if (change.after === null) changeText = t(m.changeGone);
  else changeText = amount(change.after - change.before, { signed: true });
  const down = change.after !== null && change.before !== null && change.after < change.before;
  return (
    <span className={styles.changed}>
      <span aria-hidden="true">{down ? '▼' : '▲'} </span>
      {t(m.changed, { change: changeText })}
    </span>
  );
}

/** The column's name above its value, on a phone only, where the row is a card and the header is hidden. */
function CardLabel({ children }: { children: string }) {
  return (
    <span className={styles.cardLabel} aria-hidden="true">
      {children}
    </span>
  );
}

/**
 * The cells right of the account column, one per column of the head: status, balance, the list's jetton
 * columns (USD₮ and the most-held jettons), change. The rest (the last transaction, hashes, extra
 * currencies, methods, interfaces, every jetton and NFT) is in the opened row.
 */
export function AccountValueCells({
  row,
  change,
  jettonColumns,
  tokens,
  rememberedJettons = NONE_REMEMBERED,
}: {
  row: AccountRow;
  /** What changed since the saved list was last looked at (shown instead of a refresh's change). */
  change?: AccountChange | undefined;
  jettonColumns: readonly JettonColumn[];
  tokens: OwnerTokens | undefined;
  /** The jettons the compared snapshots named (ListChanges['jettons']), to name a gone one. */
  rememberedJettons?: RememberedJettons | undefined;
}) {
  return (
    <>
      <td className={styles.statusCell}>
        <CardLabel>{t(m.colStatus)}</CardLabel>
        <StatusCell row={row} />
      </td>
      <td className={`${styles.num} ${styles.balanceCell}`}>
        <CardLabel>{t(m.colBalance)}</CardLabel>
        <BalanceCell row={row} />
      </td>
      <JettonCells columns={jettonColumns} tokens={tokens} />
      <td className={`${styles.num} ${styles.changeCell}`}>
        <CardLabel>{t(m.colChange)}</CardLabel>
        <ChangeCell row={row} since={change} tokens={tokens} remembered={rememberedJettons} />
      </td>
    </>
  );
}
