import type { SortKey } from '../account-rows.ts';
import { parseJettonSortKey, type JettonColumn, type JettonSortKey } from '../holdings.ts';
import { JETTON_WARNING_TAG, jettonSymbolText } from './holdings-text.ts';
import styles from './AccountsTable.module.css';
import { t } from '../../ton/i18n/door.ts';
import { resultsMessages as m } from './results-messages.ts';
import type { Message } from '../../ton/i18n/messages.ts';

type SortedColumn = 'address' | 'status' | 'balance' | { master: string };

type Sort = { direction: 'ascending' | 'descending'; how: Message } | undefined;

/**
 * The sort in effect on a column, for aria-sort, and what it sorts by, written in the header (aria-sort
 * says only the direction): undefined on the other columns.
 */
function sortOf(sortedBy: SortKey | JettonSortKey, column: SortedColumn): Sort {
  if (typeof column === 'object') {
    const jetton = parseJettonSortKey(sortedBy);
    if (jetton?.master !== column.master) return undefined;
    return jetton.direction === 'desc'
      ? { direction: 'descending', how: m.sortHighestFirst }
      : { direction: 'ascending', how: m.sortLowestFirst };
  }
  if (column === 'address' && sortedBy === 'address') {
    return { direction: 'ascending', how: m.sortByAddress };
  }
  if (column === 'status' && sortedBy === 'status') {
    return { direction: 'ascending', how: m.sortActiveFirst };
  }
  if (column === 'balance' && sortedBy === 'balance-desc') {
    return { direction: 'descending', how: m.sortHighestFirst };
  }
  if (column === 'balance' && sortedBy === 'balance-asc') {
    return { direction: 'ascending', how: m.sortLowestFirst };
  }
  return undefined;
}

/** A column the toolbar's "Sort by" can order by: its name and, when it is the one, how. */
function SortableHeader({
  name,
  column,
  sortedBy,
  className,
  mark,
}: {
  name: string;
  column: SortedColumn;
  sortedBy: SortKey | JettonSortKey;
  className?: string;
  /** Words after the name (a jetton's warning). */
  mark?: string | undefined;
}) {
  const sort = sortOf(sortedBy, column);
  return (
    <th scope="col" className={className} aria-sort={sort?.direction}>
      {name}
      {sort ? (
        <span className={styles.sortHow}>
          , {t(sort.how)}
          <span aria-hidden="true"> {sort.direction === 'descending' ? '▼' : '▲'}</span>
        </span>
      ) : null}
      {mark ? (
        <span className={`${styles.tag} ${styles.tagWarning} ${styles.headMark}`}>⚠ {mark}</span>
      ) : null}
    </th>
  );
}

/**
 * The columns' widths and headers; `virtualize`: the header row is row 1 of aria-rowcount. The last
 * transaction, hashes, extra currencies, methods, interfaces and every jetton are in the opened row; the
 * list's jetton columns (USD₮, then its most-held jettons) are between the balance and the change.
 */
export function AccountsTableHead({
  sortedBy,
  virtualize,
  jettonColumns,
}: {
  sortedBy: SortKey | JettonSortKey;
  virtualize: boolean;
  jettonColumns: readonly JettonColumn[];
}) {
  return (
    <>
      <colgroup>
        <col className={styles.colAccount} />
        <col className={styles.colStatus} />
        <col className={styles.colBalance} />
        {jettonColumns.map((column) => (
          <col key={column.master} className={styles.colJetton} />
        ))}
        <col className={styles.colChange} />
      </colgroup>
      <thead className={styles.head}>
        <tr aria-rowindex={virtualize ? 1 : undefined}>
          <SortableHeader name={t(m.colAccount)} column="address" sortedBy={sortedBy} />
          <SortableHeader name={t(m.colStatus)} column="status" sortedBy={sortedBy} />
          <SortableHeader
            name={t(m.colBalance)}
            column="balance"
            sortedBy={sortedBy}
            className={styles.num}
          />
          {jettonColumns.map((column) => (
            <SortableHeader
              key={column.master}
              name={jettonSymbolText(column.jetton)}
              column={{ master: column.master }}
              sortedBy={sortedBy}
              className={`${styles.num} ${styles.jettonHeader}`}
              mark={
                column.jetton?.warnings.map((warning) => t(JETTON_WARNING_TAG[warning])).join(', ') ||
                undefined
              }
            />
          ))}
          <th scope="col" className={styles.num}>
            {t(m.colChange)}
          </th>
        </tr>
      </thead>
    </>
  );
}
