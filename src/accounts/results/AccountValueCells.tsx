import type { ReactNode } from 'react';
import { driftIn, type KnownField } from '../../api/drift.ts';
import { Unreadable } from '../../components/ui/Unreadable.tsx';
import { Amount } from '../../components/ton/Amount.tsx';
import { Hash } from '../../components/ton/Hash.tsx';
import { CHANGED_FIELD_LABELS, type AccountChange } from '../watch/account-changes.ts';
import { formatAbsolute } from '../../components/time/time-format.ts';
import { useSettings } from '../../settings/settings-store.ts';
import { revealInvisible, truncateMiddle } from '../../ton/text/text-safety.ts';
import { useAmountText } from '../../components/ton/coin-format.ts';
import {
  balanceNote,
  shownFailureReason,
  STATUS_ICONS,
  STATUS_LABELS,
  type AccountRow,
} from '../account-rows.ts';
import { TokenSummaryView } from '../details/TokenSummaryView.tsx';
import styles from './AccountsTable.module.css';

type AccountField = KnownField<NonNullable<AccountRow['account']>>;

/** A cell's content, or a compact "unreadable" mark when the API sent `field` in a form that cannot be read. */
function orUnreadable(row: AccountRow, field: AccountField, content: ReactNode) {
  const message = driftIn(row.account, field);
  return message ? <Unreadable message={`${field}: ${message}`} compact /> : content;
}

function StatusCell({ row }: { row: AccountRow }) {
  const label =
    row.statusKey === 'unknown' && row.account?.status
      ? revealInvisible(row.account.status).text
      : STATUS_LABELS[row.statusKey];
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
      {row.refreshing ? <span className="muted"> (refreshing)</span> : null}
    </span>
  );
}

/**
 * What changed since the saved list was last looked at, in the look of a refresh's change: the exact
 * signed balance delta ("▲ +1.5 GRAM since …"), "new" or "gone" for an account found on one side only, the
 * other fields that changed, and those that could not be compared (unreadable then or now: unknown, never
 * counted as a change).
 */
function SinceChange({ change }: { change: AccountChange }) {
  const { timeZone } = useSettings();
  const amount = useAmountText();
  const since = formatAbsolute(new Date(change.since), timeZone);
  const delta = change.balanceDelta;
  const appeared = change.fields.includes('found') ? (change.after.found ? 'new' : 'gone') : undefined;
  const others = change.fields.filter((field) => field !== 'balance' && field !== 'found');
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
          since {since}
        </span>
      ) : null}
      {others.length > 0 ? (
        <span className={styles.changedLine}>
          {balanceLine ? '' : `since ${since}: `}
          {others.map((field) => CHANGED_FIELD_LABELS[field]).join(', ')} changed
        </span>
      ) : null}
      {change.unknown.length > 0 ? (
        <span className={`${styles.changedLine} muted`}>
          {change.unknown.map((field) => CHANGED_FIELD_LABELS[field]).join(', ')} not compared: unreadable
          then or now
        </span>
      ) : null}
    </span>
  );
}

function BalanceCell({ row, since }: { row: AccountRow; since: AccountChange | undefined }) {
  const change = since ? undefined : row.balanceChange;
  const amount = useAmountText();
  let changeText: string | undefined;
  if (change) {
    if (change.before === null) changeText = 'new';
    else if (change.after === null) changeText = 'gone';
    else changeText = amount(change.after - change.before, { signed: true });
  }
  return (
    <>
      {orUnreadable(row, 'balance', <Amount nanotons={row.account?.balance} />)}
      {balanceNote(row.account?.balance) ? (
        <span className={styles.reason}>
          <span aria-hidden="true">⚠ </span>
          {balanceNote(row.account?.balance)}
        </span>
      ) : null}
      {changeText !== undefined ? (
        <span className={styles.changed}>
          <span aria-hidden="true">
            {change && change.after !== null && change.before !== null && change.after < change.before
              ? '▼'
              : '▲'}{' '}
          </span>
          changed {changeText}
        </span>
      ) : null}
      {since ? <SinceChange change={since} /> : null}
    </>
  );
}

function ExtraCurrenciesCell({ row }: { row: AccountRow }) {
  const entries = Object.entries(row.account?.extra_currencies ?? {});
  if (entries.length === 0) return orUnreadable(row, 'extra_currencies', <span className="muted">—</span>);
  const [first] = entries;
  // The ids are the server's text (the map's keys): invisible characters made visible, a long one cut.
  const id = (text: string) => revealInvisible(truncateMiddle(text, 24, 4)).text;
  return (
    <span
      className="mono"
      title={entries
        .slice(0, 20)
        .map(([currency, amount]) => `#${id(currency)}: ${amount.toString()}`)
        .join('\n')}
    >
      {first ? `#${id(first[0])}: ${first[1].toString()}` : ''}
      {entries.length > 1 ? <span className="muted"> +{entries.length - 1}</span> : null}
    </span>
  );
}

function LastTransactionCell({ row, short }: { row: AccountRow; short: string }) {
  const account = row.account;
  if (account?.last_transaction_lt === undefined) {
    return orUnreadable(row, 'last_transaction_lt', <span className="muted">—</span>);
  }
  return (
    <span className={styles.lastTx}>
      <span className="mono">lt {account.last_transaction_lt.toString()}</span>
      <Hash value={account.last_transaction_hash} label={`last transaction hash of ${short}`} />
    </span>
  );
}

/** A hash column's cell; `label` names the hash and its account for assistive technology. */
function HashCell({
  row,
  field,
  label,
}: {
  row: AccountRow;
  field: 'code_hash' | 'data_hash' | 'frozen_hash' | 'account_state_hash';
  label: string;
}) {
  return (
    <td className={styles.hashCell}>
      {orUnreadable(row, field, <Hash value={row.account?.[field]} label={label} />)}
    </td>
  );
}

/**
 * The cells right of the account column, one per column of the head: status, balance, extra currencies,
 * last transaction, the four hashes, methods, interfaces, token. `short` is the account's shortened form
 * that names its hashes.
 */
export function AccountValueCells({
  row,
  short,
  showImages,
  change,
}: {
  row: AccountRow;
  short: string;
  showImages: boolean;
  /** What changed since the saved list was last looked at (marked instead of a refresh's change). */
  change?: AccountChange | undefined;
}) {
  const account = row.account;
  return (
    <>
      <td>
        <StatusCell row={row} />
      </td>
      <td className={styles.num}>
        <BalanceCell row={row} since={change} />
      </td>
      <td>
        <ExtraCurrenciesCell row={row} />
      </td>
      <td>
        <LastTransactionCell row={row} short={short} />
      </td>
      <HashCell row={row} field="code_hash" label={`code hash of ${short}`} />
      <HashCell row={row} field="data_hash" label={`data hash of ${short}`} />
      <HashCell row={row} field="frozen_hash" label={`frozen hash of ${short}`} />
      <HashCell row={row} field="account_state_hash" label={`account state hash of ${short}`} />
      <td className={styles.num}>
        {account?.contract_methods
          ? account.contract_methods.length
          : orUnreadable(row, 'contract_methods', <span className="muted">—</span>)}
      </td>
      <td>
        {row.entry?.interfaces?.length ? (
          revealInvisible(truncateMiddle(row.entry.interfaces.join(', '), 120, 8)).text
        ) : (
          <span className="muted">—</span>
        )}
      </td>
      <td>
        <TokenSummaryView token={row.token} showImages={showImages} />
      </td>
    </>
  );
}
