import { Fragment, memo, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { TraceNode } from '../../api/actions/action-answers.ts';
import type { AddressBook } from '../../api/schemas.ts';
import { Address } from '../../components/ton/Address.tsx';
import { HashPrefix } from '../../components/ton/Hash.tsx';
import { paths } from '../../paths.ts';
import { classifyTransactionOutcome } from '../../ton/chain/transaction-outcome.ts';
import { formatCount } from '../../ton/count.ts';
import { t, tParts } from '../../ton/i18n/door.ts';
import { TransactionResultBadge } from '../list/TransactionResultBadge.tsx';
import { messagePreview } from '../model/message-preview.ts';
import { descendantCounts, initiallyOpen, visibleRows, type TraceRow } from './trace-rows.ts';
import { traceMessages as m } from './trace-messages.ts';
import styles from './Trace.module.css';
import { useTraceVirtualizer } from './useTraceVirtualizer.ts';

/** Up to this many rows are all rendered; more are virtualized (only those near the view are in the DOM). */
const VIRTUALIZE_FROM = 50;

interface TraceTreeProps {
  nodes: readonly TraceNode[];
  /** The transaction opened on this page. */
  currentHash: string;
  /** The block this page shows: transactions of other blocks link to theirs. */
  blockSeqno: number;
  /** Where a link to another transaction of this block goes (keeps the page's filters). */
  transactionHref: (hash: string) => string;
  addressBook: AddressBook;
  /** A transaction's action type label, when an action covers it. */
  actionLabels: ReadonlyMap<string, string>;
}

/**
 * The whole trace as a tree of transactions, one row each: account, what it received (its action or
 * opcode), outcome, and its masterchain block when that is not this one. Levels fold: the first few are
 * open, deeper ones open on demand (a button with aria-expanded on each row that has children). Beyond
 * VIRTUALIZE_FROM rows shown, rows are virtualized in a scrolling box, so 4,000 stay responsive.
 */
export function TraceTree(props: TraceTreeProps) {
  const { nodes, currentHash } = props;
  const current = useMemo(() => {
    const index = nodes.findIndex((node) => node.txHash === currentHash);
    return index < 0 ? null : index;
  }, [nodes, currentHash]);
  const [open, setOpen] = useState(() => initiallyOpen(nodes, current));
  const rows = useMemo(() => visibleRows(nodes, open), [nodes, open]);
  const counts = useMemo(() => descendantCounts(nodes), [nodes]);
  const allOpen = open.size >= nodes.filter((node) => node.children.length > 0).length;

  const toggle = useCallback((node: number) => {
    setOpen((before) => {
      const next = new Set(before);
      if (next.has(node)) next.delete(node);
      else next.add(node);
      return next;
    });
  }, []);
  const unfoldAll = () =>
    setOpen(new Set(nodes.flatMap((node, index) => (node.children.length > 0 ? [index] : []))));
  const foldAll = () => setOpen(initiallyOpen(nodes, current));

  const rowProps = { ...props, counts, open, toggle, current, rowCount: rows.length };
  return (
    <div className={styles.tree}>
      <p className={styles.treeTools}>
        <span className="muted">{t(m.shownOf, { shown: rows.length, total: nodes.length })}</span>{' '}
        {nodes.length > 1 ? (
          allOpen ? (
            <button type="button" className="button" onClick={foldAll}>
              {t(m.foldDeeper)}
            </button>
          ) : (
            <button type="button" className="button" onClick={unfoldAll}>
              {t(m.unfoldAll)}
            </button>
          )
        ) : null}
      </p>
      {rows.length < VIRTUALIZE_FROM ? (
        <ul className={styles.rows} aria-label={t(m.rowsLabel)}>
          {rows.map((row, index) => (
            <TraceRowItem key={row.node} row={row} index={index} {...rowProps} />
          ))}
        </ul>
      ) : (
        <VirtualRows rows={rows} rowProps={rowProps} />
      )}
    </div>
  );
}

type RowProps = TraceTreeProps & {
  counts: readonly number[];
  open: ReadonlySet<number>;
  toggle: (node: number) => void;
  current: number | null;
  rowCount: number;
};

/** Many rows: a scrolling box holding only the rows near its view. */
function VirtualRows({ rows, rowProps }: { rows: readonly TraceRow[]; rowProps: RowProps }) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useTraceVirtualizer(rows, scroller);
  const items = virtualizer.getVirtualItems();
  const offset = items[0]?.start ?? 0;
  return (
    <div ref={scroller} className={styles.scroller}>
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        <ul
          className={styles.rows}
          aria-label={t(m.rowsLabel)}
          style={{ transform: `translateY(${offset}px)` }}
        >
          {items.map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <TraceRowItem
                key={item.key}
                row={row}
                index={item.index}
                measure={virtualizer.measureElement}
                {...rowProps}
              />
            );
          })}
        </ul>
      </div>
    </div>
  );
}

/** One transaction of the trace. Memoized: scrolling renders only the rows that enter. */
const TraceRowItem = memo(function TraceRowItem({
  row,
  index,
  measure,
  ...props
}: RowProps & { row: TraceRow; index: number; measure?: (element: Element | null) => void }) {
  const node = props.nodes[row.node];
  if (!node) return null;
  const transaction = node.transaction;
  const isCurrent = node.txHash === props.currentHash;
  const hasChildren = node.children.length > 0;
  const opened = props.open.has(row.node);
  const under = props.counts[row.node] ?? node.children.length;
  const seqno = transaction?.mc_block_seqno ?? null;
  const actionLabel = props.actionLabels.get(node.txHash);
  const preview = transaction ? messagePreview(transaction.in_msg) : null;

  return (
    <li
      ref={measure}
      data-index={index}
      aria-setsize={props.rowCount}
      aria-posinset={index + 1}
      aria-current={isCurrent ? 'true' : undefined}
      className={`${styles.row} ${isCurrent ? styles.current : ''}`}
      style={{ paddingInlineStart: `calc(${Math.min(row.depth, 24)} * var(--trace-indent))` }}
    >
      <span className={styles.toggleCell}>
        {hasChildren ? (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={opened}
            onClick={() => props.toggle(row.node)}
          >
            <span aria-hidden="true">{opened ? '▾' : '▸'}</span>
            <FoldName opened={opened} under={under} level={row.depth + 1} />
          </button>
        ) : null}
      </span>
      <span className={styles.account}>
        {transaction ? (
          <Address raw={transaction.account} entry={props.addressBook[transaction.account]} compact />
        ) : (
          <>
            <HashPrefix value={node.txHash} /> <span className="muted">{t(m.notInAnswer)}</span>
          </>
        )}
      </span>
      <span className={styles.what}>
        {actionLabel ? <span>{t(m.actionLabel, { action: actionLabel })}</span> : null}
        {preview ? (
          <span
            className={preview.isComment ? 'muted' : undefined}
            lang={preview.serverName ? 'en' : undefined}
            dir={preview.isComment ? 'auto' : undefined}
          >
            {preview.label}
          </span>
        ) : null}
        {/* An external message's first bits are a signature more often than an opcode: not shown. */}
        {preview?.opcode && transaction?.in_msg?.source && !preview.label.includes(preview.opcode) ? (
          <span className="mono muted" dir="ltr">
            {' '}
            {preview.opcode}
          </span>
        ) : null}
      </span>
      <span className={styles.outcome}>
        {transaction ? <TransactionResultBadge outcome={classifyTransactionOutcome(transaction)} /> : null}
      </span>
      <span className={styles.where}>
        {isCurrent ? (
          <strong>{t(m.thisTransaction)}</strong>
        ) : seqno === null ? (
          <span className="muted">{t(m.blockUnknown)}</span>
        ) : seqno === props.blockSeqno ? (
          <Link to={props.transactionHref(node.txHash)}>{t(m.inThisBlock)}</Link>
        ) : (
          <Link to={paths.transaction(seqno, node.txHash)}>{t(m.block, { seqno: String(seqno) })}</Link>
        )}
      </span>
    </li>
  );
});

/**
 * A fold button's name: only the count is seen; the sentence around it is read out ("Unfold the 3
 * transactions it caused, level 2"), in the page's language's word order.
 */
function FoldName({ opened, under, level }: { opened: boolean; under: number; level: number }) {
  const pieces = tParts<ReactNode>(opened ? m.foldCaused : m.unfoldCaused, {
    count: under,
    shown: <span key="shown">{formatCount(under)}</span>,
    level,
  });
  return (
    <>
      {pieces.map((piece, position) =>
        typeof piece === 'string' ? (
          <span key={position} className="visually-hidden">
            {piece}
          </span>
        ) : (
          <Fragment key={position}>{piece}</Fragment>
        ),
      )}
    </>
  );
}
