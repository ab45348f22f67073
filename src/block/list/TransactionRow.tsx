import { memo, useDeferredValue, useState } from 'react';
import { driftIn } from '../../api/drift.ts';
import type { AddressBook } from '../../api/schemas.ts';
import type { Action, JettonDirectory } from '../../ton/actions/action-model.ts';
import { ActionSentence } from '../../components/ton/ActionSentence.tsx';
import { actionSourceText } from '../actions/action-text.ts';
import { Address } from '../../components/ton/Address.tsx';
import { shortAddress } from '../../components/ton/address-text.ts';
import { Amount } from '../../components/ton/Amount.tsx';
import { Unreadable } from '../../components/ui/Unreadable.tsx';
import { hashPrefix } from '../../components/ton/hash-text.ts';
import { describeTransactionType } from '../../ton/chain/tlb-values.ts';
import type { IndexedTransaction } from '../model/block-index.ts';
import { messagePreview } from '../model/message-preview.ts';
import { TransactionResultBadge } from './TransactionResultBadge.tsx';
import styles from './TransactionList.module.css';
import { t } from '../../ton/i18n/door.ts';
import { listMessages as m } from './list-messages.ts';
import { columnHeader } from './transaction-columns.ts';

interface TransactionRowProps {
  item: IndexedTransaction;
  addressBook: AddressBook;
  open: boolean;
  rowIndex: number;
  detailsId: string;
  onToggle: (hash: string) => void;
  /** Phone layout: the cells stack into a card and each value gets its label. */
  compact: boolean;
  /** The list is being scrolled: a row that appears now starts as plain text (see below). */
  scrolling: boolean;
  /** The actions the transaction belongs to (the same array while they do not change: rows are memoized). */
  actions: readonly Action[];
  /** The jettons and address book the actions' sentences are written with. */
  jettons: JettonDirectory;
  actionBook: AddressBook;
}

/**
 * Names a value in the phone layout's card (the column headers name it on wide screens). Rendered only
 * there: a wide list would create five hidden spans per row while it scrolls.
 */
function CellLabel({ children, compact }: { children: string; compact: boolean }) {
  return compact ? (
    <span className={styles.cellLabel} aria-hidden="true">
      {children}
    </span>
  ) : null;
}

/**
 * One transaction: the whole row opens it (the toggle button's hit area covers the row). Memoized: while
 * the list scrolls, rows already on screen keep their props and are not rendered again.
 */
export const TransactionRow = memo(function TransactionRow({
  item,
  addressBook,
  open,
  rowIndex,
  detailsId,
  onToggle,
  compact,
  scrolling,
  actions,
  jettons,
  actionBook,
}: TransactionRowProps) {
  // A row that appears while the list is flung shows its account as plain text, without the link, colour
  // mark and copy button (a third of a row's elements), and gets them once the scrolling has settled,
  // in a background render. Frames that bring in fifteen rows each then stay within two vsyncs.
  const settled = !useDeferredValue(scrolling);
  const [full, setFull] = useState(!scrolling);
  if (!full && settled) setFull(true);
  const { transaction, outcome } = item;
  const inMsg = transaction.in_msg;
  const preview = messagePreview(inMsg);
  const type = transaction.description?.type;
  const shortHash = hashPrefix(transaction.hash, 8, '');
  const feesUnreadable =
    transaction.total_fees === undefined ? driftIn(transaction, 'total_fees') : undefined;
  return (
    <div role="row" aria-rowindex={rowIndex} className={styles.row} data-open={open || undefined}>
      <div role="cell" className={`${styles.cell} ${styles.account}`}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={open ? detailsId : undefined}
          aria-label={t(open ? m.closeTransaction : m.openTransaction, { hash: shortHash })}
          title={t(open ? m.closeTransaction : m.openTransaction, { hash: transaction.hash })}
          onClick={() => onToggle(transaction.hash)}
        />
        <span className={styles.lifted}>
          {full ? (
            <Address raw={transaction.account} entry={addressBook[transaction.account]} compact />
          ) : (
            <span className="mono">
              {shortAddress(transaction.account, addressBook[transaction.account])}
            </span>
          )}
        </span>
      </div>
      <div role="cell" className={`${styles.cell} ${styles.type}`}>
        <CellLabel compact={compact}>{columnHeader('Type')}</CellLabel>
        {type ? describeTransactionType(type).title : <span className="muted">—</span>}
        {type === 'tick_tock'
          ? t(m.tickTock, { which: t(transaction.description?.is_tock ? m.tock : m.tick) })
          : null}
      </div>
      <div role="cell" className={`${styles.cell} ${styles.result}`}>
        <TransactionResultBadge outcome={outcome} />
      </div>
      <div role="cell" className={`${styles.cell} ${styles.number} ${styles.value}`}>
        <CellLabel compact={compact}>{columnHeader('Value in')}</CellLabel>
        {inMsg && !inMsg.source ? (
          <span className="muted">{t(m.external)}</span>
        ) : (
          <Amount nanotons={inMsg?.value} />
        )}
      </div>
      <div role="cell" className={`${styles.cell} ${styles.number} ${styles.out}`}>
        <CellLabel compact={compact}>{columnHeader('Msgs out')}</CellLabel>
        <span title={t(m.outgoingMessages, { count: transaction.out_msgs.length })}>
          {transaction.out_msgs.length}
        </span>
      </div>
      <div role="cell" className={`${styles.cell} ${styles.number} ${styles.fees}`}>
        <CellLabel compact={compact}>{columnHeader('Fees')}</CellLabel>
        {/* Sent but not readable (a negative fee, say): marked, never a silent dash. */}
        {feesUnreadable ? (
          <Unreadable compact message={feesUnreadable} />
        ) : (
          <Amount nanotons={transaction.total_fees} />
        )}
      </div>
      <div role="cell" className={`${styles.cell} ${styles.message}`}>
        <CellLabel compact={compact}>{columnHeader('Message')}</CellLabel>
        <span
          className={styles.preview}
          title={preview.opcode ? `${preview.label} · ${preview.opcode}` : preview.label}
        >
          {inMsg && !inMsg.source ? <span className={styles.tag}>{t(m.extIn)}</span> : null}
          {inMsg?.bounced ? (
            <span className={styles.tag}>
              <span aria-hidden="true">↩ </span>
              {t(m.bounced)}
            </span>
          ) : null}
          {/* The server's name for a decoded type is in its words (English), marked so for screen readers. */}
          <span
            className={preview.isComment ? styles.comment : undefined}
            lang={preview.serverName ? 'en' : undefined}
            dir={preview.isComment ? 'auto' : undefined}
          >
            {preview.label}
          </span>
          {preview.opcode && preview.opcode !== preview.label ? (
            <span className={`mono muted ${styles.opcode}`} dir="ltr">
              {' '}
              {preview.opcode}
            </span>
          ) : null}
        </span>
      </div>
      <div role="cell" className={`${styles.cell} ${styles.action}`}>
        <CellLabel compact={compact}>{columnHeader('Action')}</CellLabel>
        <RowAction actions={actions} jettons={jettons} addressBook={actionBook} plain={!full} />
      </div>
    </div>
  );
});

/**
 * The first action the transaction belongs to, in one line (cut with an ellipsis; the whole sentence is in
 * the opened transaction), "+N more" when it belongs to several. Links and buttons in it sit above the
 * row's toggle; the rest of the line opens the row like any other part of it.
 */
function RowAction({
  actions,
  jettons,
  addressBook,
  plain,
}: {
  actions: readonly Action[];
  jettons: JettonDirectory;
  addressBook: AddressBook;
  plain: boolean;
}) {
  const [first] = actions;
  if (!first) return <span className="muted">—</span>;
  const more = actions.length - 1;
  return (
    <span
      className={styles.sentence}
      title={
        first.failure
          ? t(m.sourceFailed, { source: actionSourceText(first.source), failure: first.failure })
          : actionSourceText(first.source)
      }
    >
      {first.success === false ? <span className={styles.tag}>{t(m.failed)}</span> : null}
      <ActionSentence
        parts={first.sentence}
        jettons={jettons}
        addressBook={addressBook}
        plain={plain}
        strangerShown={60}
        liftedClassName={styles.lifted}
      />
      {more > 0 ? <span className="muted">{t(m.more, { count: more })}</span> : null}
    </span>
  );
}
