import { memo, useDeferredValue, useMemo, useRef } from 'react';
import type { MasterchainBlock } from '../../api/block/masterchain-block.ts';
import {
  shownShardBlockLabel,
  type BlockIndex,
  type IndexedTransaction,
  type ListEntry,
  type TransactionListView,
} from '../model/block-index.ts';
import { TransactionDetails } from '../transaction/TransactionDetails.tsx';
import { columnHeader, columnTitle, COLUMNS } from './transaction-columns.ts';
import { t } from '../../ton/i18n/door.ts';
import { Msg } from '../../components/ui/Msg.tsx';
import { listMessages as m } from './list-messages.ts';
import { TransactionRow } from './TransactionRow.tsx';
import { useTransactionVirtualizer, type ScrollRequest } from './useTransactionVirtualizer.ts';
import styles from './TransactionList.module.css';
import { actionsOf } from '../model/block-actions.ts';
import type { BlockActionsView } from '../actions/useBlockActionsView.ts';
import frame from '../block-frame.module.css';

interface TransactionListProps {
  view: TransactionListView;
  block: MasterchainBlock;
  index: BlockIndex;
  selectedHash: string | null;
  onToggle: (hash: string) => void;
  /** Where a link to another transaction of this block goes. */
  transactionHref: (hash: string) => string;
  scrollRequest: ScrollRequest | null;
  /** The block's actions: each row's sentence is looked up by its hash. */
  actions: BlockActionsView;
}

/**
 * Each entry's `aria-rowindex`, and the table's row count: the header row is 1; an opened transaction adds
 * its details row.
 */
function rowIndexesOf(entries: ListEntry[], selectedHash: string | null) {
  const indexes: number[] = [];
  let next = 2;
  for (const entry of entries) {
    indexes.push(next);
    next += entry.kind === 'transaction' && entry.item.transaction.hash === selectedHash ? 2 : 1;
  }
  return { indexes, count: next - 1 };
}

/**
 * The transactions as an ARIA table whose rows are virtualized against the window's scroll: only the rows
 * near the viewport are in the DOM, so 5,000 transactions scroll as smoothly as 5. Rows are measured as
 * they render, because an opened transaction's details (rendered full width under its row) are tall.
 */
export function TransactionList({
  view,
  block,
  index,
  selectedHash,
  onToggle,
  transactionHref,
  scrollRequest,
  actions,
}: TransactionListProps) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const { entries } = view;
  const { virtualizer, compact } = useTransactionVirtualizer(entries, selectedHash, scrollRequest, bodyRef);

  const rowIndexes = useMemo(() => rowIndexesOf(entries, selectedHash), [entries, selectedHash]);

  const items = virtualizer.getVirtualItems();
  const offset = (items[0]?.start ?? 0) - virtualizer.options.scrollMargin;

  return (
    <div role="table" aria-label={t(m.table)} aria-rowcount={rowIndexes.count} className={frame.table}>
      <div role="rowgroup" className={styles.head}>
        <HeadRow />
      </div>
      <div ref={bodyRef} className={styles.body} style={{ height: virtualizer.getTotalSize() }}>
        <div className={styles.window} style={{ transform: `translateY(${offset}px)` }}>
          {items.map((virtualItem) => {
            const entry = entries[virtualItem.index];
            if (!entry) return null;
            const rowIndex = rowIndexes.indexes[virtualItem.index] ?? 0;
            const open = entry.kind === 'transaction' && entry.item.transaction.hash === selectedHash;
            const detailsId = `tx-details-${virtualItem.index}`;
            return (
              <div
                key={virtualItem.key}
                role="rowgroup"
                data-index={virtualItem.index}
                ref={virtualizer.measureElement}
                className={frame.item}
              >
                {entry.kind === 'group' ? (
                  <GroupRow
                    shardBlock={entry.shardBlock}
                    shown={entry.shown}
                    total={entry.total}
                    rowIndex={rowIndex}
                  />
                ) : (
                  <TransactionRow
                    item={entry.item}
                    addressBook={block.addressBook}
                    open={open}
                    rowIndex={rowIndex}
                    detailsId={detailsId}
                    onToggle={onToggle}
                    compact={compact}
                    scrolling={virtualizer.isScrolling}
                    actions={actionsOf(actions, entry.item.transaction.hash)}
                    jettons={actions.jettons}
                    actionBook={actions.addressBook}
                  />
                )}
                {entry.kind === 'transaction' && open ? (
                  <DetailsRow
                    item={entry.item}
                    block={block}
                    index={index}
                    transactionHref={transactionHref}
                    rowIndex={rowIndex + 1}
                    detailsId={detailsId}
                    actions={actions}
                  />
                ) : null}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}

/** A shard block's header row. Memoized, as the transaction rows are: scrolling renders only new rows. */
const GroupRow = memo(function GroupRow({
  shardBlock,
  shown,
  total,
  rowIndex,
}: {
  shardBlock: string;
  shown: number;
  total: number;
  rowIndex: number;
}) {
  return (
    <div role="row" aria-rowindex={rowIndex} className={styles.groupRow}>
      <div role="cell" aria-colspan={COLUMNS.length} className={styles.groupCell}>
        <Msg message={m.shardBlock} values={{ label: <code>{shownShardBlockLabel(shardBlock)}</code> }} />{' '}
        <span className="muted">
          {shown === total ? t(m.transactions, { count: total }) : t(m.shownOf, { shown, count: total })}
        </span>
      </div>
    </div>
  );
});

/** The column headers (visually hidden on a phone, where each row is a card that labels its values). */
function HeadRow() {
  return (
    <div role="row" aria-rowindex={1} className={styles.headRow}>
      {COLUMNS.map((column, position) => (
        <span
          key={column}
          role="columnheader"
          className={`${styles.cell} ${position >= 3 && position <= 5 ? styles.number : ''} ${column === 'Action' ? styles.actionHead : ''}`}
          title={columnTitle(column)}
        >
          {columnHeader(column)}
        </span>
      ))}
    </div>
  );
}

/** The opened transaction's details, full width under its row. */
function DetailsRow({
  item,
  block,
  index,
  transactionHref,
  rowIndex,
  detailsId,
  actions,
}: {
  item: IndexedTransaction;
  block: MasterchainBlock;
  index: BlockIndex;
  transactionHref: (hash: string) => string;
  rowIndex: number;
  detailsId: string;
  actions: BlockActionsView;
}) {
  // The block's merged actions (the server's word where it classified them), once the page has read them:
  // the drill-down says what the block page says. While the block arrives or is read, it reads its own.
  const read = !actions.waiting && !actions.reading;
  const given = read ? actionsOf(actions, item.transaction.hash) : undefined;
  const jettons = read ? actions.jettons : undefined;
  const actionsStatus = read ? actions.status : undefined;
  const props = useMemo(
    () => ({ item, block, index, transactionHref, actions: given, jettons, actionsStatus }),
    [item, block, index, transactionHref, given, jettons, actionsStatus],
  );
  // A big transaction's details are thousands of elements: they render in the background (a transition
  // that gives the main thread back), after the row has opened; on news (the rest of the block, its
  // actions) the details shown stay until the new ones are ready.
  const shown = useDeferredValue(props, null);
  return (
    <div role="row" aria-rowindex={rowIndex} className={styles.detailsRow}>
      <div
        role="cell"
        aria-colspan={COLUMNS.length}
        id={detailsId}
        className={styles.detailsCell}
        aria-busy={shown !== props}
      >
        {shown ? <TransactionDetails {...shown} /> : null}
      </div>
    </div>
  );
}
