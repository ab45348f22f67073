import { useMemo } from 'react';
import { Link } from 'react-router';
import { driftIn, listDrift } from '../../api/drift.ts';
import type { MasterchainBlock } from '../../api/masterchain-block.ts';
import { DriftNotice } from '../../components/api/DriftNotice.tsx';
import { Unreadable } from '../../components/api/Unreadable.tsx';
import { Address } from '../../components/ton/Address.tsx';
import { Hash } from '../../components/ton/Hash.tsx';
import { Time } from '../../components/ton/Time.tsx';
import { CopyButton } from '../../components/ui/CopyButton.tsx';
import { paths } from '../../paths.ts';
import { describeAccountStatus, describeTransactionType } from '../../ton/exit-codes.ts';
import { splitFees } from '../../ton/transaction-fees.ts';
import { shownShardBlockLabel, type BlockIndex, type IndexedTransaction } from '../block-index.ts';
import { describeTransaction } from '../describe-transaction.ts';
import { Disclosure } from '../Disclosure.tsx';
import { flowTreeOf, messageEnds } from '../message-flow.ts';
import { findRawTransaction } from '../raw-json.ts';
import { RawJson } from '../RawJson.tsx';
import { TransactionResultBadge } from '../TransactionResultBadge.tsx';
import { AccountStateChange } from './AccountStateChange.tsx';
import { FeeBreakdown } from './FeeBreakdown.tsx';
import { Fields, plain, unreadableOf, yesNo } from './Fields.tsx';
import { FlowTree } from './FlowTree.tsx';
import { MessageView } from './MessageView.tsx';
import { PhaseViews } from './PhaseViews.tsx';
import styles from './TransactionDetails.module.css';

interface TransactionDetailsProps {
  item: IndexedTransaction;
  block: MasterchainBlock;
  index: BlockIndex;
  /** Where a link to another transaction of this block goes (keeps the page's filters). */
  transactionHref: (hash: string) => string;
}

function status(value: string | null | undefined, unreadable: string | undefined) {
  if (unreadable) return '?';
  return value ? describeAccountStatus(value).title : 'none';
}

/** A transaction in full: what happened, its fields by phase, fees, state change, messages and raw JSON. */
export function TransactionDetails({ item, block, index, transactionHref }: TransactionDetailsProps) {
  const { transaction, outcome } = item;
  const description = transaction.description;
  // Fields the API sent in a form that cannot be read: marked where shown, listed in one notice.
  const drift = useMemo(() => listDrift(transaction), [transaction]);
  const t = (field: string) => driftIn(transaction, field);
  const d = (field: string) => driftIn(description, field);
  const book = block.addressBook;
  const type = description?.type ?? undefined;
  const previousInBlock =
    transaction.prev_trans_hash && index.byHash.has(transaction.prev_trans_hash)
      ? transaction.prev_trans_hash
      : undefined;
  const tree = flowTreeOf(index.flow, transaction.hash);
  const shareUrl =
    typeof window === 'undefined'
      ? paths.transaction(block.seqno, transaction.hash)
      : `${window.location.origin}${paths.transaction(block.seqno, transaction.hash)}`;

  return (
    <article className={styles.details} aria-label={`Transaction ${transaction.hash}`}>
      <div className={styles.lead}>
        <TransactionResultBadge outcome={outcome} />
        <p className={styles.sentence}>{describeTransaction(transaction)}</p>
      </div>
      <DriftNotice subject="this transaction" drift={drift} />

      <Fields
        rows={[
          ['Hash', <Hash key="h" value={transaction.hash} label="transaction hash" full />],
          ['Account', <Address key="a" raw={transaction.account} entry={book[transaction.account]} />],
          [
            'Type',
            type
              ? `${describeTransactionType(type).title}${type === 'tick_tock' ? ` (${description?.is_tock ? 'tock' : 'tick'})` : ''}`
              : undefined,
            d('type'),
          ],
          ['Logical time', plain(transaction.lt)],
          ['Time', t('now') ? undefined : <Time key="t" unixSeconds={transaction.now} />, t('now')],
          [
            'Account status',
            `${status(transaction.orig_status, t('orig_status'))} → ${status(transaction.end_status, t('end_status'))}`,
            unreadableOf([
              ['orig_status', t('orig_status')],
              ['end_status', t('end_status')],
            ]),
          ],
          [
            'Previous transaction',
            t('prev_trans_hash') ? undefined : transaction.prev_trans_hash ? (
              <span key="p" className={styles.stack}>
                <Hash value={transaction.prev_trans_hash} label="previous transaction hash" />
                {transaction.prev_trans_lt !== undefined ? (
                  <span className="muted">lt {transaction.prev_trans_lt.toString()}</span>
                ) : null}
                {previousInBlock ? <Link to={transactionHref(previousInBlock)}>in this block</Link> : null}
              </span>
            ) : (
              'none (first transaction of the account)'
            ),
            unreadableOf([
              ['prev_trans_hash', t('prev_trans_hash')],
              ['prev_trans_lt', t('prev_trans_lt')],
            ]),
          ],
          [
            'Trace id',
            transaction.trace_id ? <Hash value={transaction.trace_id} label="trace id" /> : undefined,
            t('trace_id'),
          ],
          [
            'Trace external hash',
            transaction.trace_external_hash ? (
              <Hash value={transaction.trace_external_hash} label="trace external hash" />
            ) : undefined,
            t('trace_external_hash'),
          ],
          ['Shard block', <code key="s">{shownShardBlockLabel(item.shardBlock)}</code>, t('block_ref')],
          ['Masterchain seqno', plain(transaction.mc_block_seqno), t('mc_block_seqno')],
          ['Aborted', yesNo(description?.aborted), d('aborted')],
          ['Destroyed', yesNo(description?.destroyed), d('destroyed')],
          ['Credit first', yesNo(description?.credit_first), d('credit_first')],
          ['Installed', yesNo(description?.installed), d('installed')],
          ['Is tock', yesNo(description?.is_tock), d('is_tock')],
          ['Emulated', yesNo(transaction.emulated), t('emulated')],
          ['Finality', transaction.finality ?? undefined, t('finality')],
          [
            'Link',
            <span key="l" className={styles.stack}>
              <Link to={paths.transaction(block.seqno, transaction.hash)}>link to this transaction</Link>
              <CopyButton value={shareUrl} label="link to this transaction" />
            </span>,
          ],
        ]}
      />

      <h3>Fees</h3>
      <FeeBreakdown
        split={splitFees(transaction)}
        totalUnreadable={unreadableOf([
          ['total_fees', t('total_fees')],
          ['total_fees_extra_currencies', t('total_fees_extra_currencies')],
        ])}
      />

      <h3>Phases</h3>
      {description ? (
        <PhaseViews description={description} />
      ) : t('description') ? (
        <p>
          <Unreadable message={`description: ${t('description')}`} />
        </p>
      ) : (
        <p className="muted">The API did not describe this transaction’s phases.</p>
      )}

      <h3>Account state</h3>
      <AccountStateChange
        before={transaction.account_state_before}
        after={transaction.account_state_after}
        origStatus={transaction.orig_status}
        endStatus={transaction.end_status}
        unreadableBefore={t('account_state_before')}
        unreadableAfter={t('account_state_after')}
      />

      <h3>Messages</h3>
      {transaction.in_msg ? (
        <MessageView
          title="Incoming message"
          message={transaction.in_msg}
          addressBook={book}
          {...messageEnds(index.flow, transaction.in_msg)}
          currentHash={transaction.hash}
          transactionHref={transactionHref}
        />
      ) : t('in_msg') ? (
        <p>
          Incoming message: <Unreadable message={t('in_msg') ?? ''} />
        </p>
      ) : (
        <p className="muted">No incoming message (a tick-tock or storage transaction).</p>
      )}
      {t('out_msgs') ? (
        <p>
          Outgoing messages: <Unreadable message={t('out_msgs') ?? ''} />
        </p>
      ) : transaction.out_msgs.length === 0 ? (
        <p className="muted">No outgoing messages.</p>
      ) : null}
      {transaction.out_msgs.map((message, position) => (
        <MessageView
          key={message.hash ?? position}
          title={`Outgoing message ${position + 1} of ${transaction.out_msgs.length}`}
          message={message}
          addressBook={book}
          {...messageEnds(index.flow, message)}
          currentHash={transaction.hash}
          transactionHref={transactionHref}
        />
      ))}

      {tree ? (
        <>
          <h3>Message flow in this block</h3>
          <FlowTree
            tree={tree}
            flow={index.flow}
            addressBook={book}
            currentHash={transaction.hash}
            transactionHref={transactionHref}
          />
        </>
      ) : null}

      <div className={styles.rawTools}>
        <Disclosure label="Raw JSON of this transaction">
          {() => (
            <RawJson
              value={() => findRawTransaction(block.rawBodies, transaction.hash) ?? null}
              label="raw JSON of the transaction"
            />
          )}
        </Disclosure>
      </div>
    </article>
  );
}
