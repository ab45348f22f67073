import { measureElement, useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useNavigationType } from 'react-router';
import type { MasterchainBlock } from '../api/masterchain-block.ts';
import {
  shownShardBlockLabel,
  type BlockIndex,
  type ListEntry,
  type TransactionListView,
} from './block-index.ts';
import { TransactionDetails } from './transaction/TransactionDetails.tsx';
import { COLUMNS, TransactionRow } from './TransactionRow.tsx';
import styles from './TransactionList.module.css';

/** A request to bring a transaction into view; `seq` makes a repeated request for the same one count. */
export interface ScrollRequest {
  hash: string;
  seq: number;
}

interface TransactionListProps {
  view: TransactionListView;
  block: MasterchainBlock;
  index: BlockIndex;
  selectedHash: string | null;
  onToggle: (hash: string) => void;
  /** Where a link to another transaction of this block goes. */
  transactionHref: (hash: string) => string;
  scrollRequest: ScrollRequest | null;
}

/** Must match the breakpoint in TransactionList.module.css, where rows become cards. */
const COMPACT_QUERY = '(max-width: 640px)';

// One query list for the page: asking matchMedia again on every render (the list renders on every
// scrolled frame) costs a style lookup each time.
let compactQuery: MediaQueryList | null | undefined;
function compactQueryList(): MediaQueryList | null {
  if (compactQuery === undefined)
    compactQuery = typeof window.matchMedia === 'function' ? window.matchMedia(COMPACT_QUERY) : null;
  return compactQuery;
}

function subscribeCompact(onChange: () => void) {
  const query = compactQueryList();
  if (!query) return () => {};
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function isCompact() {
  return compactQueryList()?.matches ?? false;
}

function initialWindowRect() {
  return typeof window === 'undefined'
    ? { width: 0, height: 0 }
    : { width: window.innerWidth, height: window.innerHeight };
}

/** First guesses only: every row is measured once rendered. */
function estimateSize(entry: ListEntry | undefined, compact: boolean, selectedHash: string | null) {
  if (!entry) return 48;
  // Measured in Chromium at 1280 and 390 px.
  if (entry.kind === 'group') return compact ? 60 : 39;
  const row = compact ? 211 : 45;
  return entry.item.transaction.hash === selectedHash ? row + 1600 : row;
}

/**
 * The list's distance from the top of the document, for the window virtualizer: everything above it (the
 * header, an opened raw view, the filters) can change height, so it is measured again whenever the page
 * resizes.
 */
function useDocumentTop(ref: React.RefObject<HTMLElement | null>): number | undefined {
  const [top, setTop] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => setTop(Math.round(element.getBoundingClientRect().top + window.scrollY));
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return top;
}

/**
 * A size of 0 means the element is not laid out (a hidden ancestor, or a DOM without layout): keeping the
 * estimate then stops the virtualizer from believing every row fits on screen and rendering them all.
 */
function measureOrEstimate(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<Window, Element>,
): number {
  const size = measureElement(element, entry, instance);
  return size > 0 ? size : instance.options.estimateSize(instance.indexFromElement(element));
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
}: TransactionListProps) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const documentTop = useDocumentTop(bodyRef);
  const compact = useSyncExternalStore(subscribeCompact, isCompact, () => false);
  const { entries } = view;

  // Stable between renders: a new getItemKey makes the virtualizer lay out all 5,000 rows again.
  const estimate = useCallback(
    (position: number) => estimateSize(entries[position], compact, selectedHash),
    [entries, compact, selectedHash],
  );
  const getItemKey = useCallback((position: number) => entries[position]?.key ?? position, [entries]);
  const navigationType = useNavigationType();
  const virtualizer = useWindowVirtualizer({
    count: entries.length,
    estimateSize: estimate,
    getItemKey,
    measureElement: measureOrEstimate,
    // A scrolled frame paints first and renders the rows that enter in the task after it: at the speed of
    // a flung wheel a strip may show a frame late, but frames stay short (rendering inside the scroll
    // event made every other frame miss its vsync).
    useFlushSync: false,
    // The window's size from the start: otherwise the first render has no rows (the virtualizer learns the
    // size in an effect) and the rows' own render then lays the whole page out a second time. Not when
    // going back: the layout then restores the old scroll position, and rows rendered for the top of
    // the list would be thrown away.
    initialRect: navigationType === 'POP' ? undefined : initialWindowRect(),
    overscan: 8,
    scrollMargin: documentTop ?? 0,
    scrollPaddingStart: 8,
  });

  // Header row is 1; an opened transaction adds its details row.
  const rowIndexes = useMemo(() => {
    const indexes: number[] = [];
    let next = 2;
    for (const entry of entries) {
      indexes.push(next);
      next += entry.kind === 'transaction' && entry.item.transaction.hash === selectedHash ? 2 : 1;
    }
    return { indexes, count: next - 1 };
  }, [entries, selectedHash]);

  const handled = useRef<number | undefined>(undefined);
  useEffect(() => {
    // Wait for the list's place on the page: scrolling by a guess would land elsewhere.
    if (!scrollRequest || handled.current === scrollRequest.seq || documentTop === undefined) return;
    const position = entries.findIndex(
      (entry) => entry.kind === 'transaction' && entry.item.transaction.hash === scrollRequest.hash,
    );
    if (position < 0) return;
    handled.current = scrollRequest.seq;
    // Its group header comes along when it is the group's first row.
    const target = position > 0 && entries[position - 1]?.kind === 'group' ? position - 1 : position;
    virtualizer.scrollToIndex(target, { align: 'start' });
  }, [scrollRequest, entries, virtualizer, documentTop]);

  const items = virtualizer.getVirtualItems();
  const offset = (items[0]?.start ?? 0) - virtualizer.options.scrollMargin;

  return (
    <div role="table" aria-label="Transactions" aria-rowcount={rowIndexes.count} className={styles.table}>
      <div role="rowgroup" className={styles.head}>
        <div role="row" aria-rowindex={1} className={styles.headRow}>
          {COLUMNS.map((column, position) => (
            <span
              key={column}
              role="columnheader"
              className={`${styles.cell} ${position >= 3 && position <= 5 ? styles.number : ''}`}
            >
              {column}
            </span>
          ))}
        </div>
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
                className={styles.item}
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
                  />
                )}
                {entry.kind === 'transaction' && open ? (
                  <div role="row" aria-rowindex={rowIndex + 1} className={styles.detailsRow}>
                    <div
                      role="cell"
                      aria-colspan={COLUMNS.length}
                      id={detailsId}
                      className={styles.detailsCell}
                    >
                      <TransactionDetails
                        item={entry.item}
                        block={block}
                        index={index}
                        transactionHref={transactionHref}
                      />
                    </div>
                  </div>
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
        Shard block <code>{shownShardBlockLabel(shardBlock)}</code>{' '}
        <span className="muted">
          {shown === total
            ? `${total} ${total === 1 ? 'transaction' : 'transactions'}`
            : `${shown} of ${total} transactions`}
        </span>
      </div>
    </div>
  );
});
