import { memo } from 'react';
import { truncateMiddle } from '../../ton/text/text-safety.ts';
import type { AccountChange } from '../watch/account-changes.ts';
import type { AccountRow, TonNetwork } from '../account-rows.ts';
import { AccountCell } from './AccountCell.tsx';
import { AccountDetails } from '../details/AccountDetails.tsx';
import { COLUMNS } from './accounts-table-columns.ts';
import { AccountValueCells } from './AccountValueCells.tsx';
import styles from './AccountsTable.module.css';

interface RowProps {
  row: AccountRow;
  /** What changed since the saved list was last looked at. */
  change?: AccountChange | undefined;
  expanded: boolean;
  rowIndex: number | undefined;
  includeBoc: boolean;
  showImages: boolean;
  network: TonNetwork;
  idPrefix: string;
  onToggle: (raw: string) => void;
  onRetryChunk: (chunkIndex: number) => void;
}

/**
 * One account: its row, and its detail row when open, which spans the table's width in the page's flow
 * (no box of its own). Memoised: opening a row re-renders only that row.
 */
export const AccountRowGroup = memo(function AccountRowGroup({
  row,
  change,
  expanded,
  rowIndex,
  includeBoc,
  showImages,
  network,
  idPrefix,
  onToggle,
  onRetryChunk,
}: RowProps) {
  const detailsId = `${idPrefix}-${row.raw}`;
  const short = truncateMiddle(row.userFriendly, 6, 6);
  return (
    <>
      <tr
        className={
          [expanded ? styles.openRow : '', change ? styles.changedRow : ''].join(' ').trim() || undefined
        }
        aria-rowindex={rowIndex}
      >
        <AccountCell
          row={row}
          expanded={expanded}
          short={short}
          network={network}
          detailsId={detailsId}
          showImages={showImages}
          onToggle={onToggle}
        />
        <AccountValueCells row={row} change={change} />
      </tr>
      {expanded ? (
        <tr className={styles.detailRow}>
          <td colSpan={COLUMNS}>
            <div className={styles.detailInner}>
              <AccountDetails
                row={row}
                id={detailsId}
                includeBoc={includeBoc}
                showImages={showImages}
                network={network}
                onRetry={onRetryChunk}
              />
            </div>
          </td>
        </tr>
      ) : null}
    </>
  );
});
