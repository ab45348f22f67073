import { memo } from 'react';
import { truncateMiddle } from '../../ton/text/text-safety.ts';
import type { AccountChange } from '../watch/account-changes.ts';
import type { AccountRow, TonNetwork } from '../account-rows.ts';
import { AccountCell } from './AccountCell.tsx';
import { AccountDetails } from '../details/AccountDetails.tsx';
import { columnCount } from './accounts-table-columns.ts';
import { AccountValueCells } from './AccountValueCells.tsx';
import type { OwnerTokens } from '../../api/tokens/owner-tokens.ts';
import type { JettonColumn } from '../holdings.ts';
import type { RememberedJetton } from '../../workspace/snapshots.ts';
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
  /** The list's jetton columns (stable while the list's holdings do not change them). */
  jettonColumns: readonly JettonColumn[];
  /** What the owner holds: jettons, NFTs, wallet (undefined before the token lookup knows the owner). */
  tokens: OwnerTokens | undefined;
  /** The jettons the compared snapshots named, by master: a jetton gone since is still named. */
  rememberedJettons?: Readonly<Record<string, RememberedJetton>> | undefined;
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
  jettonColumns,
  tokens,
  rememberedJettons,
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
          tokens={tokens}
        />
        <AccountValueCells
          row={row}
          change={change}
          jettonColumns={jettonColumns}
          tokens={tokens}
          rememberedJettons={rememberedJettons}
        />
      </tr>
      {expanded ? (
        <tr className={styles.detailRow}>
          <td colSpan={columnCount(jettonColumns.length)}>
            <div className={styles.detailInner}>
              <AccountDetails
                row={row}
                id={detailsId}
                includeBoc={includeBoc}
                showImages={showImages}
                network={network}
                onRetry={onRetryChunk}
                tokens={tokens}
              />
            </div>
          </td>
        </tr>
      ) : null}
    </>
  );
});
