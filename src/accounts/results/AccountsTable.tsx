import { useId, useMemo, useRef } from 'react';
import { Amount } from '../../components/ton/Amount.tsx';
import type { AccountChange } from '../watch/account-changes.ts';
import type { RememberedJetton } from '../../workspace/snapshots.ts';
import type { AccountRow, SortKey, TonNetwork } from '../account-rows.ts';
import { jettonTotal, type JettonColumn, type JettonSortKey, type OwnerTokensMap } from '../holdings.ts';
import { AccountRowGroup } from './AccountRowGroup.tsx';
import { columnCount } from './accounts-table-columns.ts';
import {
  jettonAmountDirection,
  jettonAmountWords,
  jettonSymbolWithMarks,
  jettonTotalCountText,
} from './holdings-text.ts';
import { AccountsTableHead } from './AccountsTableHead.tsx';
import { useExpandedRows } from './useExpandedRows.ts';
import { useVirtualRows } from './useVirtualRows.ts';
import styles from './AccountsTable.module.css';
import { t } from '../../ton/i18n/door.ts';
import { resultsMessages as m } from './results-messages.ts';
import { Msg } from '../../components/ui/Msg.tsx';

interface AccountsTableProps {
  /** Filtered and sorted. */
  rows: readonly AccountRow[];
  includeBoc: boolean;
  showImages: boolean;
  network: TonNetwork;
  total: { nanotons: bigint; accounts: number };
  /** The sort in effect, for aria-sort on its column. */
  sortedBy: SortKey | JettonSortKey;
  onRetryChunk: (chunkIndex: number) => void;
  /** What changed since a saved list was last looked at, by raw address. */
  changes?: ReadonlyMap<string, AccountChange> | undefined;
  /** The jettons the compared snapshots named, by master (ListChanges['jettons']): a gone one is named. */
  rememberedJettons?: Readonly<Record<string, RememberedJetton>> | undefined;
  /** The list's jetton columns: USD₮, then the most-held jettons. */
  jettonColumns: readonly JettonColumn[];
  /** What each owner holds, by raw address. */
  tokens: OwnerTokensMap;
}

/**
 * The height of the rows not rendered above or below those in view. The one above is there whenever the
 * table is virtualized (even at 0 px): its top is where the first row starts (useVirtualRows).
 */
function Spacer({ height, always = false }: { height: number; always?: boolean }) {
  if (height <= 0 && !always) return null;
  return (
    <tbody aria-hidden="true" className={styles.spacer}>
      <tr style={{ height }} />
    </tbody>
  );
}

/**
 * The totals of the rows shown, kept in view at the bottom: the balances, and each jetton column's exact
 * sum (bigint, in the jetton's decimals); `rowIndex` is set when virtualized.
 */
function TotalFoot({
  total,
  rowIndex,
  jettonTotals,
}: {
  total: AccountsTableProps['total'];
  rowIndex: number | undefined;
  jettonTotals: readonly (ReturnType<typeof jettonTotal> & { column: JettonColumn })[];
}) {
  return (
    <tfoot>
      <tr className={styles.totalRow} aria-rowindex={rowIndex}>
        <th scope="row">
          <Msg
            message={m.total}
            values={{
              count: (
                <span className={styles.totalCount}>{t(m.totalBalances, { count: total.accounts })}</span>
              ),
            }}
          />
        </th>
        <td className={styles.emptyCell} />
        <td className={`${styles.num} ${styles.totalAmount}`}>
          <Amount nanotons={total.nanotons} />
        </td>
        {jettonTotals.map(({ column, amount, ...counts }) => (
          <td key={column.master} className={`${styles.num} ${styles.jettonTotal}`}>
            <span className="mono" dir={jettonAmountDirection(column.jetton)}>
              {jettonAmountWords(amount, column.jetton)}
            </span>{' '}
            <span className={styles.totalCount}>
              {jettonSymbolWithMarks(column.jetton)}{' '}
              <span className={styles.holderCount}>({jettonTotalCountText(counts)})</span>
            </span>
          </td>
        ))}
        <td className={styles.emptyCell} />
      </tr>
    </tfoot>
  );
}

/**
 * The results: one row per account, a total row, and a detail row under any opened account. The table
 * has no scroll box of its own: it is as long as its rows and scrolls with the page, its header and total
 * kept in view while it is on screen; beyond VIRTUALIZE_ABOVE rows only the rows near the screen exist.
 * Four columns and the list's jetton columns (USD₮ and up to three more) fit 1280 px (the last
 * transaction, the hashes and the rest are in the opened row); on a phone each row is a card
 * (AccountsTable.module.css), so nothing is reached by scrolling sideways.
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
  rememberedJettons,
  jettonColumns,
  tokens,
}: AccountsTableProps) {
  const tableRef = useRef<HTMLTableElement>(null);
  const idPrefix = useId();
  const { expanded, toggle } = useExpandedRows();
  const { virtualize, start, end, paddingTop, paddingBottom } = useVirtualRows(rows, tableRef);
  const owners = useMemo(() => rows.map((row) => row.raw), [rows]);
  const jettonTotals = useMemo(
    () => jettonColumns.map((column) => ({ column, ...jettonTotal(owners, tokens, column.master) })),
    [jettonColumns, owners, tokens],
  );

  return (
    <div className={styles.frame}>
      <table
        ref={tableRef}
        className={styles.table}
        aria-label={t(m.tableName)}
        aria-rowcount={virtualize ? rows.length + 2 : undefined}
      >
        <AccountsTableHead sortedBy={sortedBy} virtualize={virtualize} jettonColumns={jettonColumns} />
        <Spacer height={paddingTop} always={virtualize} />
        {rows.slice(start, end).map((row, offset) => {
          const index = start + offset;
          return (
            <tbody key={row.raw} data-key={row.raw} className={styles.rowGroup}>
              <AccountRowGroup
                row={row}
                change={changes?.get(row.raw)}
                expanded={expanded.has(row.raw)}
                rowIndex={virtualize ? index + 2 : undefined}
                includeBoc={includeBoc}
                showImages={showImages}
                network={network}
                idPrefix={idPrefix}
                onToggle={toggle}
                onRetryChunk={onRetryChunk}
                jettonColumns={jettonColumns}
                tokens={tokens.get(row.raw)}
                rememberedJettons={rememberedJettons}
              />
            </tbody>
          );
        })}
        <Spacer height={paddingBottom} />
        {rows.length === 0 ? (
          <tbody>
            <tr>
              <td colSpan={columnCount(jettonColumns.length)} className="muted">
                {t(m.noMatch)}
              </td>
            </tr>
          </tbody>
        ) : null}
        <TotalFoot
          total={total}
          rowIndex={virtualize ? rows.length + 2 : undefined}
          jettonTotals={jettonTotals}
        />
      </table>
    </div>
  );
}
