import type { SortKey } from '../account-rows.ts';
import styles from './AccountsTable.module.css';

/** The sort in effect on a sortable column, for aria-sort; undefined on the others. */
function ariaSort(sortedBy: SortKey, column: 'address' | 'status' | 'balance') {
  if (sortedBy === column) return 'ascending';
  if (column === 'balance' && sortedBy === 'balance-asc') return 'ascending';
  if (column === 'balance' && sortedBy === 'balance-desc') return 'descending';
  return undefined;
}

/** The columns' widths and headers; `virtualize`: the header row is row 1 of aria-rowcount. */
export function AccountsTableHead({ sortedBy, virtualize }: { sortedBy: SortKey; virtualize: boolean }) {
  return (
    <>
      <colgroup>
        <col className={styles.colAccount} />
        <col className={styles.colStatus} />
        <col className={styles.colBalance} />
        <col className={styles.colExtra} />
        <col className={styles.colLastTx} />
        <col className={styles.colHash} />
        <col className={styles.colHash} />
        <col className={styles.colHash} />
        <col className={styles.colHash} />
        <col className={styles.colMethods} />
        <col className={styles.colInterfaces} />
        <col className={styles.colToken} />
      </colgroup>
      <thead>
        <tr aria-rowindex={virtualize ? 1 : undefined}>
          <th scope="col" aria-sort={ariaSort(sortedBy, 'address')}>
            Account
          </th>
          <th scope="col" aria-sort={ariaSort(sortedBy, 'status')}>
            Status
          </th>
          <th scope="col" className={styles.num} aria-sort={ariaSort(sortedBy, 'balance')}>
            Balance
          </th>
          <th scope="col">Extra currencies</th>
          <th scope="col">Last transaction</th>
          <th scope="col">Code hash</th>
          <th scope="col">Data hash</th>
          <th scope="col">Frozen hash</th>
          <th scope="col">State hash</th>
          <th scope="col" className={styles.num}>
            Methods
          </th>
          <th scope="col">Interfaces</th>
          <th scope="col">Token</th>
        </tr>
      </thead>
    </>
  );
}
