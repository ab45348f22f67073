import { useMemo } from 'react';
import { driftIn, listDrift, type KnownField } from '../../api/drift.ts';
import type { MasterchainBlock } from '../../api/block/masterchain-block.ts';
import type { AddressBook, Transaction } from '../../api/schemas.ts';
import { DriftNotice } from '../../components/api/DriftNotice.tsx';
import { Unreadable } from '../../components/ui/Unreadable.tsx';
import { splitFees } from '../../ton/chain/transaction-fees.ts';
import type { BlockIndex, IndexedTransaction } from '../model/block-index.ts';
import { describeTransaction } from '../model/describe-transaction.ts';
import { useCoinFormat } from '../../components/ton/coin-format.ts';
import { Disclosure } from '../Disclosure.tsx';
import { flowTreeOf, type MessageFlow } from '../model/message-flow.ts';
import { findRawTransaction } from '../raw-json.ts';
import { RawJson } from '../RawJson.tsx';
import { TransactionResultBadge } from '../list/TransactionResultBadge.tsx';
import { AccountStateChange } from './AccountStateChange.tsx';
import { FeeBreakdown } from './FeeBreakdown.tsx';
import { unreadableOf } from './field-values.ts';
import { FlowTree } from './FlowTree.tsx';
import { PhaseViews } from './PhaseViews.tsx';
import styles from './TransactionDetails.module.css';
import { TransactionFields } from './TransactionFields.tsx';
import { TransactionMessages } from './TransactionMessages.tsx';

interface TransactionDetailsProps {
  item: IndexedTransaction;
  block: MasterchainBlock;
  index: BlockIndex;
  /** Where a link to another transaction of this block goes (keeps the page's filters). */
  transactionHref: (hash: string) => string;
}

/** The phases the API described; if it did not, whether it sent them unreadable or not at all. */
function TransactionPhases({ transaction }: { transaction: Transaction }) {
  const description = transaction.description;
  if (description) return <PhaseViews description={description} />;
  const unreadable = driftIn(transaction, 'description');
  return unreadable ? (
    <p>
      <Unreadable message={`description: ${unreadable}`} />
    </p>
  ) : (
    <p className="muted">The API did not describe this transaction’s phases.</p>
  );
}

/** The part of the trace inside this block, when there is more to it than this transaction. */
function MessageFlowSection({
  transaction,
  flow,
  addressBook,
  transactionHref,
}: {
  transaction: Transaction;
  flow: MessageFlow;
  addressBook: AddressBook;
  transactionHref: (hash: string) => string;
}) {
  const tree = flowTreeOf(flow, transaction.hash);
  if (!tree) return null;
  return (
    <>
      <h3>Message flow in this block</h3>
      <FlowTree
        tree={tree}
        flow={flow}
        addressBook={addressBook}
        currentHash={transaction.hash}
        transactionHref={transactionHref}
      />
    </>
  );
}

/** The transaction as the API sent it, read out of the block's raw answers only when opened. */
function RawTransaction({ block, hash }: { block: MasterchainBlock; hash: string }) {
  return (
    <div className={styles.rawTools}>
      <Disclosure label="Raw JSON of this transaction">
        {() => (
          <RawJson
            value={() => findRawTransaction(block.rawBodies, hash) ?? null}
            label="raw JSON of the transaction"
          />
        )}
      </Disclosure>
    </div>
  );
}

/** A transaction in full: what happened, its fields by phase, fees, state change, messages and raw JSON. */
export function TransactionDetails({ item, block, index, transactionHref }: TransactionDetailsProps) {
  const { transaction, outcome } = item;
  // Fields the API sent in a form that cannot be read: marked where shown, listed in one notice.
  const drift = useMemo(() => listDrift(transaction), [transaction]);
  const t = (field: KnownField<typeof transaction>) => driftIn(transaction, field);
  const coinFormat = useCoinFormat();

  return (
    <article className={styles.details} aria-label={`Transaction ${transaction.hash}`}>
      <div className={styles.lead}>
        <TransactionResultBadge outcome={outcome} />
        <p className={styles.sentence}>{describeTransaction(transaction, coinFormat)}</p>
      </div>
      <DriftNotice subject="this transaction" drift={drift} />
      <TransactionFields item={item} block={block} index={index} transactionHref={transactionHref} />

      <h3>Fees</h3>
      <FeeBreakdown
        split={splitFees(transaction)}
        totalUnreadable={unreadableOf([
          ['total_fees', t('total_fees')],
          ['total_fees_extra_currencies', t('total_fees_extra_currencies')],
        ])}
      />

      <h3>Phases</h3>
      <TransactionPhases transaction={transaction} />

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
      <TransactionMessages
        transaction={transaction}
        addressBook={block.addressBook}
        flow={index.flow}
        transactionHref={transactionHref}
      />

      <MessageFlowSection
        transaction={transaction}
        flow={index.flow}
        addressBook={block.addressBook}
        transactionHref={transactionHref}
      />

      <RawTransaction block={block} hash={transaction.hash} />
    </article>
  );
}
