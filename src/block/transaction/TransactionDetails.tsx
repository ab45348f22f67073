import { Link } from 'react-router';
import type { MasterchainBlock } from '../../api/masterchain-block.ts';
import { Address } from '../../components/ton/Address.tsx';
import { Hash } from '../../components/ton/Hash.tsx';
import { Time } from '../../components/ton/Time.tsx';
import { CopyButton } from '../../components/ui/CopyButton.tsx';
import { paths } from '../../paths.ts';
import { describeAccountStatus, describeTransactionType } from '../../ton/exit-codes.ts';
import { splitFees } from '../../ton/transaction-fees.ts';
import type { BlockIndex, IndexedTransaction } from '../block-index.ts';
import { describeTransaction } from '../describe-transaction.ts';
import { Disclosure } from '../Disclosure.tsx';
import { flowTreeOf, messageEnds } from '../message-flow.ts';
import { findRawTransaction } from '../raw-json.ts';
import { RawJson } from '../RawJson.tsx';
import { TransactionResultBadge } from '../TransactionResultBadge.tsx';
import { AccountStateChange } from './AccountStateChange.tsx';
import { FeeBreakdown } from './FeeBreakdown.tsx';
import { Fields, plain, yesNo } from './Fields.tsx';
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

function status(value: string | null | undefined) {
  return value ? describeAccountStatus(value).title : 'none';
}

/** A transaction in full: what happened, its fields by phase, fees, state change, messages and raw JSON. */
export function TransactionDetails({ item, block, index, transactionHref }: TransactionDetailsProps) {
  const { transaction, outcome } = item;
  const description = transaction.description;
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

      <Fields
        rows={[
          ['Hash', <Hash key="h" value={transaction.hash} label="transaction hash" full />],
          ['Account', <Address key="a" raw={transaction.account} entry={book[transaction.account]} />],
          [
            'Type',
            type
              ? `${describeTransactionType(type).title}${type === 'tick_tock' ? ` (${description?.is_tock ? 'tock' : 'tick'})` : ''}`
              : undefined,
          ],
          ['Logical time', plain(transaction.lt)],
          ['Time', <Time key="t" unixSeconds={transaction.now} />],
          ['Account status', `${status(transaction.orig_status)} → ${status(transaction.end_status)}`],
          [
            'Previous transaction',
            transaction.prev_trans_hash ? (
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
          ],
          [
            'Trace id',
            transaction.trace_id ? <Hash value={transaction.trace_id} label="trace id" /> : undefined,
          ],
          [
            'Trace external hash',
            transaction.trace_external_hash ? (
              <Hash value={transaction.trace_external_hash} label="trace external hash" />
            ) : undefined,
          ],
          ['Shard block', <code key="s">{item.shardBlock}</code>],
          ['Masterchain seqno', plain(transaction.mc_block_seqno)],
          ['Aborted', yesNo(description?.aborted)],
          ['Destroyed', yesNo(description?.destroyed)],
          ['Credit first', yesNo(description?.credit_first)],
          ['Installed', yesNo(description?.installed)],
          ['Is tock', yesNo(description?.is_tock)],
          ['Emulated', yesNo(transaction.emulated)],
          ['Finality', transaction.finality ?? undefined],
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
      <FeeBreakdown split={splitFees(transaction)} />

      <h3>Phases</h3>
      {description ? (
        <PhaseViews description={description} />
      ) : (
        <p className="muted">The API did not describe this transaction’s phases.</p>
      )}

      <h3>Account state</h3>
      <AccountStateChange
        before={transaction.account_state_before}
        after={transaction.account_state_after}
        origStatus={transaction.orig_status}
        endStatus={transaction.end_status}
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
      ) : (
        <p className="muted">No incoming message (a tick-tock or storage transaction).</p>
      )}
      {transaction.out_msgs.length === 0 ? <p className="muted">No outgoing messages.</p> : null}
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
