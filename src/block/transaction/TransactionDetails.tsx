import { memo, useDeferredValue, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { EndpointStatus } from '../../api/actions/action-answers.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../api/api-client-context.ts';
import { traceQueryOptions } from '../../api/traces/trace-query.ts';
import { useTrace } from '../../api/traces/useTrace.ts';
import { paths, TRACE_PARAM } from '../../paths.ts';
import type { Action, JettonDirectory } from '../../ton/actions/action-model.ts';
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
import { flowTreeOf, type FlowNode, type MessageFlow } from '../model/message-flow.ts';
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
import { TransactionActions } from './TransactionActions.tsx';
import { TraceDisclosure } from './TraceDisclosure.tsx';
import { useTransactionActions } from './useTransactionActions.ts';
import { useActionJettons } from './useActionJettons.ts';
import { t as tr } from '../../ton/i18n/door.ts';
import { transactionMessages as m } from './transaction-messages.ts';

interface TransactionDetailsProps {
  item: IndexedTransaction;
  block: MasterchainBlock;
  index: BlockIndex;
  /** Where a link to another transaction of this block goes (keeps the page's filters). */
  transactionHref: (hash: string) => string;
  /**
   * The actions this transaction takes part in, as the block page read them (the server's where it
   * classified them, tonlens's reading for the rest). Absent: the drill-down reads them itself.
   */
  actions?: readonly Action[] | undefined;
  /** Jettons the block page knows (from its answers' metadata), by master. */
  jettons?: JettonDirectory | undefined;
  /** How the block page's request for the server's actions went ('not-offered': said above the actions). */
  actionsStatus?: EndpointStatus | undefined;
}

/** Why the server's classification is missing, when it is; null when it is there or was not asked for. */
function actionsNote(status: EndpointStatus | undefined, actions: readonly Action[]): string | null {
  if (status === 'not-offered') return tr(m.notClassify);
  if (status === 'failed') return tr(m.failedClassify);
  if (status === 'loading' && actions.length > 0) return tr(m.asking);
  return null;
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
    <p className="muted">{tr(m.noPhases)}</p>
  );
}

/**
 * The part of the trace inside this block, when there is more to it than this transaction. Up to 200
 * linked rows, so they are rendered in the background: after the rest of the details, in a transition
 * that gives the main thread back, and on news (the rest of the block arriving) the rows shown stay until
 * the new ones are ready. Memoized, so that news for the rest of the page does not render them again.
 */
const MessageFlowSection = memo(function MessageFlowSection(props: {
  tree: FlowNode;
  flow: MessageFlow;
  addressBook: AddressBook;
  currentHash: string;
  transactionHref: (hash: string) => string;
}) {
  const shown = useDeferredValue(props, null);
  if (!shown) return null;
  return (
    <>
      <h3>{tr(m.flowHeading)}</h3>
      <FlowTree {...shown} />
    </>
  );
});

/** The transaction as the API sent it, read out of the block's raw answers only when opened. */
function RawTransaction({ block, hash }: { block: MasterchainBlock; hash: string }) {
  return (
    <div className={styles.rawTools}>
      <Disclosure label={tr(m.rawDisclosure)}>
        {() => (
          <RawJson value={() => findRawTransaction(block.rawBodies, hash) ?? null} label={tr(m.rawLabel)} />
        )}
      </Disclosure>
    </div>
  );
}

/**
 * A transaction in full: what happened, its fields by phase, fees, state change, messages and raw JSON.
 * Memoized: the list around it renders again on every answer the block page hears.
 */
export const TransactionDetails = memo(function TransactionDetails({
  item,
  block,
  index,
  transactionHref,
  actions: givenActions,
  jettons: givenJettons,
  actionsStatus,
}: TransactionDetailsProps) {
  const { transaction, outcome } = item;
  const [searchParams, setSearchParams] = useSearchParams();
  const traceOpen = searchParams.get(TRACE_PARAM) === '1';
  // The trace's news is rendered in the background: a trace of thousands of transactions makes a long
  // render (its tree, balance changes and actions), which would otherwise run at once, in one piece.
  const trace = useDeferredValue(useTrace(traceOpen ? transaction.hash : null, { enabled: traceOpen }));
  const queryClient = useQueryClient();
  const client = useApiClient();
  const retryTrace = () =>
    void queryClient.refetchQueries({ queryKey: traceQueryOptions(client, transaction.hash).queryKey });
  const { actions, traceActions, chainFailures, usesGiven, reading, readingTrace } = useTransactionActions(
    transaction,
    block,
    givenActions,
    trace,
  );
  const jettons = useActionJettons(block, givenJettons, trace, traceActions ?? actions);
  const toggleTrace = () =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (traceOpen) next.delete(TRACE_PARAM);
        else next.set(TRACE_PARAM, '1');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  // The part of the trace inside this block (undefined: the transaction is alone in it).
  const flowTree = useMemo(() => flowTreeOf(index.flow, transaction.hash), [index.flow, transaction.hash]);
  // Fields the API sent in a form that cannot be read: marked where shown, listed in one notice.
  const drift = useMemo(() => listDrift(transaction), [transaction]);
  const t = (field: KnownField<typeof transaction>) => driftIn(transaction, field);
  const coinFormat = useCoinFormat();

  return (
    <article className={styles.details} aria-label={tr(m.article, { hash: transaction.hash })}>
      <div className={styles.lead}>
        <TransactionResultBadge outcome={outcome} />
        <p className={styles.sentence}>{describeTransaction(transaction, coinFormat)}</p>
      </div>
      <TransactionActions
        actions={actions}
        addressBook={block.addressBook}
        jettons={jettons}
        note={usesGiven ? actionsNote(actionsStatus, actions) : null}
        chainFailures={chainFailures}
        reading={reading}
      />
      <DriftNotice subject={tr(m.driftSubject)} drift={drift} />
      <TransactionFields item={item} block={block} index={index} transactionHref={transactionHref} />

      <h3>{tr(m.fees)}</h3>
      <FeeBreakdown
        split={splitFees(transaction)}
        totalUnreadable={unreadableOf([
          ['total_fees', t('total_fees')],
          ['total_fees_extra_currencies', t('total_fees_extra_currencies')],
        ])}
      />

      <h3>{tr(m.phases)}</h3>
      <TransactionPhases transaction={transaction} />

      <h3>{tr(m.accountState)}</h3>
      <AccountStateChange
        before={transaction.account_state_before}
        after={transaction.account_state_after}
        origStatus={transaction.orig_status}
        endStatus={transaction.end_status}
        unreadableBefore={t('account_state_before')}
        unreadableAfter={t('account_state_after')}
      />

      <h3>{tr(m.messages)}</h3>
      <TransactionMessages
        transaction={transaction}
        addressBook={block.addressBook}
        flow={index.flow}
        transactionHref={transactionHref}
      />

      <TraceDisclosure
        open={traceOpen}
        onToggle={toggleTrace}
        shareHref={paths.transactionTrace(block.seqno, transaction.hash)}
        state={trace}
        onRetry={retryTrace}
        currentHash={transaction.hash}
        blockSeqno={block.seqno}
        transactionHref={transactionHref}
        addressBook={block.addressBook}
        actions={traceActions}
        readingActions={readingTrace}
        jettons={jettons}
        hasFlowInBlock={flowTree !== undefined}
      />

      {flowTree ? (
        <MessageFlowSection
          tree={flowTree}
          flow={index.flow}
          addressBook={block.addressBook}
          currentHash={transaction.hash}
          transactionHref={transactionHref}
        />
      ) : null}

      <RawTransaction block={block} hash={transaction.hash} />
    </article>
  );
});
