import { useId, useRef } from 'react';
import { Amount } from '../../components/ton/Amount.tsx';
import { countOf } from '../../ton/count.ts';
import type { AccountChange } from '../watch/account-changes.ts';
import type { AccountRow, SortKey, TonNetwork } from '../account-rows.ts';
import { useAmountText } from '../../components/ton/coin-format.ts';
import { AccountRowGroup } from './AccountRowGroup.tsx';
import { COLUMNS } from './accounts-table-columns.ts';
import { AccountsTableHead } from './AccountsTableHead.tsx';
import { useExpandedRows } from './useExpandedRows.ts';
import { useVirtualRows } from './useVirtualRows.ts';
import styles from './AccountsTable.module.css';

interface AccountsTableProps {
  /** Filtered and sorted. */
  rows: readonly AccountRow[];
  includeBoc: boolean;
  showImages: boolean;
  network: TonNetwork;
  total: { nanotons: bigint; accounts: number };
  /** The sort in effect, for aria-sort on its column. */
  sortedBy: SortKey;
  onRetryChunk: (chunkIndex: number) => void;
  /** What changed since a saved list was last looked at, by raw address. */
  changes?: ReadonlyMap<string, AccountChange> | undefined;
}

/** The height of the rows not rendered above or below those in view; nothing when there are none. */
function Spacer({ height }: { height: number }) {
  if (height <= 0) return null;
  return (
    <tbody aria-hidden="true">
      <tr style={{ height }} />
    </tbody>
  );
}

/** The total of the balances shown, kept in view at the bottom; `rowIndex` is set when virtualized. */
function TotalFoot({
  total,
  rowIndex,
}: {
  total: AccountsTableProps['total'];
  rowIndex: number | undefined;
}) {
  const amount = useAmountText();
  return (
    <tfoot>
      <tr className={styles.totalRow} aria-rowindex={rowIndex}>
        <th scope="row">
          Total <span className={styles.totalCount}>({countOf(total.accounts, 'balance')})</span>
          <span className={styles.phoneSummary} aria-hidden="true">
            {amount(total.nanotons)}
          </span>
        </th>
        <td />
        <td className={styles.num}>
          <Amount nanotons={total.nanotons} />
        </td>
        <td colSpan={COLUMNS - 3} />
      </tr>
    </tfoot>
  );
}

/**
 * The results: one row per account, a total row, and a detail row under any opened account. It scrolls
 * inside its own box (both ways: the page never scrolls sideways, even at 390 px), with the header, the
 * account column and the total kept in view; beyond VIRTUALIZE_ABOVE rows only the rows in view exist.
 */
export function AccountsTable({
  rows,
  includeBoc,
  showImages,
  network,
  total,
  sortedBy,
  onRetryChunk,
  changes,
}: AccountsTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const idPrefix = useId();
  const { expanded, toggle } = useExpandedRows();
  const { virtualize, items, paddingTop, paddingBottom, measureElement } = useVirtualRows(rows, scrollRef);

  return (
    <div
      ref={scrollRef}
      className={styles.scroll}
      // A scrollable region must be reachable by keyboard.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label="Accounts table"
    >
      <table className={styles.table} aria-rowcount={virtualize ? rows.length + 2 : undefined}>
        <AccountsTableHead sortedBy={sortedBy} virtualize={virtualize} />
        <Spacer height={paddingTop} />
        {items.map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            <tbody key={row.raw} data-index={item.index} ref={measureElement}>
              <AccountRowGroup
                row={row}
                change={changes?.get(row.raw)}
                expanded={expanded.has(row.raw)}
                rowIndex={virtualize ? item.index + 2 : undefined}
                includeBoc={includeBoc}
                showImages={showImages}
                network={network}
                idPrefix={idPrefix}
                onToggle={toggle}
                onRetryChunk={onRetryChunk}
              />
            </tbody>
          );
        })}
        <Spacer height={paddingBottom} />
        {rows.length === 0 ? (
          <tbody>
            <tr>
              <td colSpan={COLUMNS} className="muted">
                No account matches this filter.
              </td>
            </tr>
          </tbody>
        ) : null}
        <TotalFoot total={total} rowIndex={virtualize ? rows.length + 2 : undefined} />
      </table>
    </div>
  );
}
