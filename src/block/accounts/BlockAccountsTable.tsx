// The table's roles are written out so they stay when a narrow screen draws its rows as cards (CSS display:
// grid), and a <td> here is a cell, not the interactive gridcell the second rule takes it for.
/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- see above */
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { AddressBook } from '../../api/schemas.ts';
import { Address } from '../../components/ton/Address.tsx';
import { shortAddress } from '../../components/ton/address-text.ts';
import { Amount } from '../../components/ton/Amount.tsx';
import { formatCount } from '../../ton/count.ts';
import { revealInvisible } from '../../ton/text/text-safety.ts';
import {
  naturalDirection,
  type AccountSortKey,
  type AccountViewState,
  type BlockAccountRow,
  type BlockAccountTotals,
} from './block-accounts.ts';
import styles from './BlockAccounts.module.css';
import { t } from '../../ton/i18n/door.ts';
import { accountsSortMessages as sm } from '../model/model-messages.ts';
import { accountsMessages as m } from './accounts-messages.ts';

interface BlockAccountsTableProps {
  rows: readonly BlockAccountRow[];
  totals: BlockAccountTotals;
  /** The foot row sums every shown row; `filtered` says the shown rows are not all of the block's. */
  filtered: boolean;
  addressBook: AddressBook;
  state: AccountViewState;
  onSort: (sort: AccountSortKey) => void;
  /** The transaction list, filtered to one account's transactions. */
  transactionsHref: (raw: string) => string;
}

/**
 * The accounts as a real table where it has room (70rem, 1120 px, and more); narrower, each row is drawn as a
 * card that labels its values (BlockAccounts.module.css, a container query), so a phone sees every
 * account's balance and change without scrolling sideways. The table keeps its roles written out: a
 * table whose rows are laid out as grids is no longer a table to some browsers' accessibility trees.
 */
export function BlockAccountsTable({
  rows,
  totals,
  filtered,
  addressBook,
  state,
  onSort,
  transactionsHref,
}: BlockAccountsTableProps) {
  const sortable = (key: AccountSortKey, label: string, numeric = true) => (
    <SortHeader column={key} label={label} numeric={numeric} state={state} onSort={onSort} />
  );
  return (
    <div
      className={styles.scroll}
      // A scrollable region must be reachable by keyboard.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={t(m.tableLabel)}
    >
      <table className={styles.table} role="table">
        <caption className="visually-hidden">{t(m.caption)}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {sortable('address', t(m.account), false)}
            {/* It may break after "Trans": the column holds short counts, its header need not set its width. */}
            {sortable('tx', t(m.transactions))}
            <th scope="col" role="columnheader" className={`${styles.num} ${styles.unsortable}`}>
              {t(m.balanceBefore)}
              <span aria-hidden="true"> →</span>
              <span className="visually-hidden">{t(m.balanceAnd)}</span>
              {t(m.balanceAfter)}
            </th>
            {sortable('net', t(m.netChange))}
            <th scope="col" role="columnheader" className={styles.unsortable}>
              {t(m.state)}
            </th>
            {sortable('fees', t(m.fees))}
            {sortable('in', t(m.valueIn))}
            {sortable('out', t(m.valueOut))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <AccountRow
              key={row.raw}
              row={row}
              entry={addressBook[row.raw]}
              href={transactionsHref(row.raw)}
            />
          ))}
        </tbody>
        <TotalsRow totals={totals} filtered={filtered} />
      </table>
    </div>
  );
}

function SortHeader({
  column,
  label,
  numeric,
  state,
  onSort,
}: {
  column: AccountSortKey;
  label: string;
  numeric: boolean;
  state: AccountViewState;
  onSort: (sort: AccountSortKey) => void;
}) {
  const active = state.sort === column;
  const direction = active ? state.direction : naturalDirection(column);
  const arrow = direction === 'asc' ? '▲' : '▼';
  return (
    <th
      scope="col"
      role="columnheader"
      className={numeric ? styles.num : undefined}
      aria-sort={active ? (state.direction === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <button type="button" className={styles.sortButton} onClick={() => onSort(column)}>
        {label}
        <span aria-hidden="true" className={active ? styles.arrowActive : styles.arrow}>
          {arrow}
        </span>
      </button>
    </th>
  );
}

function Unknown() {
  return <span className="muted">{t(m.unknown)}</span>;
}

/**
 * "a → b" on screen, "<from> a <to> b" to a screen reader: the arrow alone is read as "right arrow" (and an
 * aria-label on a plain span is ignored), so it is hidden from them and words in visually hidden text say it.
 */
function BeforeAfter({
  before,
  after,
  words,
}: {
  before: ReactNode;
  after: ReactNode;
  words: readonly [from: string, to: string];
}) {
  return (
    <>
      <span>
        <span className="visually-hidden">{words[0]} </span>
        {before}
      </span>
      <span>
        <span aria-hidden="true"> → </span>
        <span className="visually-hidden"> {words[1]} </span>
        {after}
      </span>
    </>
  );
}

/** The status, or its change ("uninit → active"); undefined when neither side is given. */
function StatusChange({ row }: { row: BlockAccountRow }) {
  if (row.statusBefore === undefined && row.statusAfter === undefined) return <Unknown />;
  const before = revealInvisible(row.statusBefore ?? 'unknown').text;
  const after = revealInvisible(row.statusAfter ?? 'unknown').text;
  return before === after ? before : <BeforeAfter before={before} after={after} words={['from', 'to']} />;
}

const CODE_DATA = [
  ['code', 'codeChanged'],
  ['data', 'dataChanged'],
] as const;

function codeDataChanged(row: BlockAccountRow): boolean {
  return row.codeChanged === true || row.dataChanged === true;
}

/** "data changed", "code, data changed", "code, data same", "code unknown": what changed, in few words. */
function codeDataText(row: BlockAccountRow): string {
  const changed = CODE_DATA.filter(([, key]) => row[key] === true).map(([name]) => name);
  const unknown = CODE_DATA.filter(([, key]) => row[key] === undefined).map(([name]) => name);
  const parts = [];
  if (changed.length > 0) parts.push(`${changed.join(', ')} changed`);
  if (unknown.length > 0) parts.push(`${unknown.join(', ')} unknown`);
  return parts.length > 0 ? parts.join('; ') : 'code, data same';
}

/** One account. Memoized: sorting and filtering re-render only the rows that move. */
const AccountRow = memo(function AccountRow({
  row,
  entry,
  href,
}: {
  row: BlockAccountRow;
  entry: AddressBook[string] | undefined;
  href: string;
}) {
  return (
    <tr role="row">
      <th scope="row" role="rowheader" className={styles.account}>
        <Address raw={row.raw} entry={entry} compact />
      </th>
      <td role="cell" className={`${styles.num} ${styles.txCell}`} data-label={t(sm.cellTransactions)}>
        <Link
          to={href}
          aria-label={t(m.showInList, { count: row.transactions, account: shortAddress(row.raw, entry) })}
        >
          {formatCount(row.transactions)}
        </Link>
      </td>
      <td role="cell" className={`${styles.num} ${styles.balanceCell}`} data-label={t(sm.cellBalance)}>
        <span className={styles.balance}>
          <BeforeAfter
            before={row.balanceBefore === undefined ? <Unknown /> : <Amount nanotons={row.balanceBefore} />}
            after={row.balanceAfter === undefined ? <Unknown /> : <Amount nanotons={row.balanceAfter} />}
            words={['before', 'after']}
          />
        </span>
      </td>
      <td
        role="cell"
        className={`${styles.num} ${styles.netCell} ${netClass(row.netChange)}`}
        data-label={t(sm.cellNet)}
      >
        {row.netChange === undefined ? <Unknown /> : <Amount nanotons={row.netChange} signed />}
      </td>
      <td role="cell" className={styles.state} data-label={t(sm.cellState)}>
        <span className={row.statusChanged ? styles.changed : undefined}>
          <StatusChange row={row} />
        </span>
        <span className={`${styles.footnote} ${codeDataChanged(row) ? styles.changed : ''}`}>
          {codeDataText(row)}
        </span>
      </td>
      <td role="cell" className={styles.num} data-label={t(sm.cellFees)}>
        <Amount nanotons={row.fees} />
        {row.feesMissing > 0 ? <FeesMissing count={row.feesMissing} /> : null}
      </td>
      <td role="cell" className={styles.num} data-label={t(sm.cellValueIn)}>
        <Amount nanotons={row.valueIn} />
      </td>
      <td role="cell" className={styles.num} data-label={t(sm.cellValueOut)}>
        <Amount nanotons={row.valueOut} />
      </td>
    </tr>
  );
});

function netClass(change: bigint | undefined): string {
  if (change === undefined || change === 0n) return '';
  return (change > 0n ? styles.gain : styles.loss) ?? '';
}

function FeesMissing({ count }: { count: number }) {
  return <span className={styles.footnote}>{t(m.withoutFee, { count })}</span>;
}

/** The foot row: every column's exact sum over the shown rows. */
function TotalsRow({ totals, filtered }: { totals: BlockAccountTotals; filtered: boolean }) {
  return (
    <tfoot role="rowgroup">
      <tr role="row">
        <th scope="row" role="rowheader" className={styles.account}>
          {t(filtered ? m.totalShown : m.total, { count: totals.accounts })}
        </th>
        <td role="cell" className={`${styles.num} ${styles.txCell}`} data-label={t(sm.cellTransactions)}>
          {formatCount(totals.transactions)}
        </td>
        <td role="cell" className={styles.balanceCell} />
        <td role="cell" className={`${styles.num} ${styles.netCell}`} data-label={t(sm.cellNet)}>
          <Amount nanotons={totals.netChange} signed />
          {totals.unknownNetChange > 0 ? (
            <span className={styles.footnote}>
              {t(m.unknownNotIncluded, { count: totals.unknownNetChange })}
            </span>
          ) : null}
        </td>
        <td role="cell" />
        <td role="cell" className={styles.num} data-label={t(sm.cellFees)}>
          <Amount nanotons={totals.fees} />
          {totals.feesMissing > 0 ? <FeesMissing count={totals.feesMissing} /> : null}
        </td>
        <td role="cell" className={styles.num} data-label={t(sm.cellValueIn)}>
          <Amount nanotons={totals.valueIn} />
        </td>
        <td role="cell" className={styles.num} data-label={t(sm.cellValueOut)}>
          <Amount nanotons={totals.valueOut} />
        </td>
      </tr>
    </tfoot>
  );
}
