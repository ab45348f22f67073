import type { SortKey } from '../account-rows.ts';
import styles from './AccountsTable.module.css';

type SortedColumn = 'address' | 'status' | 'balance';

/**
 * The sort in effect on a column, for aria-sort, and what it sorts by, written in the header (aria-sort
 * says only the direction): undefined on the other columns.
 */
function sortOf(sortedBy: SortKey, column: SortedColumn) {
  if (column === 'address' && sortedBy === 'address') {
    return { direction: 'ascending', how: 'by workchain and address' } as const;
  }
  if (column === 'status' && sortedBy === 'status') {
    return { direction: 'ascending', how: 'active first' } as const;
  }
  if (column === 'balance' && sortedBy === 'balance-desc') {
    return { direction: 'descending', how: 'highest first' } as const;
  }
  if (column === 'balance' && sortedBy === 'balance-asc') {
    return { direction: 'ascending', how: 'lowest first' } as const;
  }
  return undefined;
}

/** A column the toolbar's "Sort by" can order by: its name and, when it is the one, how. */
function SortableHeader({
  name,
  column,
  sortedBy,
  className,
}: {
  name: string;
  column: SortedColumn;
  sortedBy: SortKey;
  className?: string;
}) {
  const sort = sortOf(sortedBy, column);
  return (
    <th scope="col" className={className} aria-sort={sort?.direction}>
      {name}
      {sort ? (
        <span className={styles.sortHow}>
          , {sort.how}
          <span aria-hidden="true"> {sort.direction === 'descending' ? '▼' : '▲'}</span>
        </span>
      ) : null}
    </th>
  );
}

/**
 * The columns' widths and headers; `virtualize`: the header row is row 1 of aria-rowcount. The hashes,
 * extra currencies, methods, interfaces and token are in the opened row, not in columns.
 */
export function AccountsTableHead({ sortedBy, virtualize }: { sortedBy: SortKey; virtualize: boolean }) {
  return (
    <>
      <colgroup>
        <col className={styles.colAccount} />
        <col className={styles.colStatus} />
        <col className={styles.colBalance} />
        <col className={styles.colChange} />
        <col className={styles.colLastTx} />
      </colgroup>
      <thead className={styles.head}>
        <tr aria-rowindex={virtualize ? 1 : undefined}>
          <SortableHeader name="Account" column="address" sortedBy={sortedBy} />
          <SortableHeader name="Status" column="status" sortedBy={sortedBy} />
          <SortableHeader name="Balance" column="balance" sortedBy={sortedBy} className={styles.num} />
          <th scope="col" className={styles.num}>
            Change
          </th>
          <th scope="col">Last transaction</th>
        </tr>
      </thead>
    </>
  );
}
