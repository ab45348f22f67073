import { startTransition, useEffect, useMemo, useState } from 'react';
import type { TraceState, TraceView } from '../../api/actions/action-answers.ts';
import type { MasterchainBlock } from '../../api/block/masterchain-block.ts';
import type { Metadata, Transaction } from '../../api/schemas.ts';
import type { Action } from '../../ton/actions/action-model.ts';
import { chainFailureOf, type ChainFailure } from './action-view.ts';
import { readContextFromMetadata, type ReadContext } from '../../ton/actions/read-messages.ts';
import { listActionsIfRead, readListInSlices } from '../model/own-actions.ts';
import { mergeActions } from '../../ton/actions/value-moved.ts';
import { oncePerBlock } from '../model/per-block.ts';

export interface TransactionActionsView {
  /** The actions this transaction takes part in. */
  actions: readonly Action[];
  /** The trace's actions once the trace is loaded (the server's, else tonlens's reading), else null. */
  traceActions: readonly Action[] | null;
  /** For each failed action (by id), the failed transaction the page holds, in words. */
  chainFailures: ReadonlyMap<string, ChainFailure>;
  /** Whether `actions` are the block page's (so its request's status speaks of them). */
  usesGiven: boolean;
  /** How many transactions tonlens is still reading for `actions` (a big trace's), else null. */
  reading: number | null;
  /** How many of the trace's transactions tonlens is still reading for `traceActions`, else null. */
  readingTrace: number | null;
}

/** The transactions a trace answer holds, in the tree's order. */
export function traceTransactions(trace: TraceView | null): Transaction[] | null {
  if (!trace) return null;
  return trace.nodes.flatMap((node) => (node.transaction ? [node.transaction] : []));
}

// Kept with what they are read from, so that a transaction opened again finds its reading done (the
// readings are kept per list and context object: see ../model/own-actions.ts).
const traceTransactionsOf = oncePerBlock((view: TraceView) => traceTransactions(view));

/** The block's transactions by trace id, once per block. */
const traceGroupsOf = oncePerBlock((transactions: readonly Transaction[]) => {
  const groups = new Map<string, Transaction[]>();
  for (const transaction of transactions) {
    if (!transaction.trace_id) continue;
    const group = groups.get(transaction.trace_id);
    if (group) group.push(transaction);
    else groups.set(transaction.trace_id, [transaction]);
  }
  return groups;
});

const NO_METADATA: Metadata = Object.freeze({}) as Metadata;
/** The reading context of the block's metadata with a trace's (`NO_METADATA`: none), once per pair. */
const readContextsOf = oncePerBlock((blockMetadata: Metadata) =>
  oncePerBlock((traceMetadata: Metadata) =>
    readContextFromMetadata(
      traceMetadata === NO_METADATA ? blockMetadata : { ...blockMetadata, ...traceMetadata },
    ),
  ),
);

/**
 * What the transaction took part in: the block page's actions when it passes them (`given`) — unless they
 * are only tonlens's reading and the trace is loaded; else the
 * whole trace's, once loaded (the server's classification where its answer carries one, tonlens's reading
 * of the trace's transactions for the rest); else tonlens's reading of the part of its trace inside this
 * block.
 */
export function useTransactionActions(
  transaction: Transaction,
  block: MasterchainBlock,
  given: readonly Action[] | undefined,
  trace: TraceState,
): TransactionActionsView {
  const view = trace.status === 'ready' ? trace.trace : null;
  // The trace answer's metadata names the jetton wallets of every block it spans; the block's, only its own.
  const context = readContextsOf(block.metadata)(view?.metadata ?? NO_METADATA);
  const traceId = transaction.trace_id;
  const related = useMemo(() => {
    if (given) return null;
    return (traceId && traceGroupsOf(block.transactions).get(traceId)) || [transaction];
  }, [given, traceId, transaction, block.transactions]);
  const inBlock = useListActions(related, context);
  const inTrace = view ? traceTransactionsOf(view) : null;
  const ownInTrace = useListActions(inTrace, context);
  const traceActions = useMemo(() => {
    // Null until the trace's reading is done: what the page said before stays meanwhile.
    if (!inTrace || !view || !ownInTrace) return null;
    if (view.actions.length === 0) return ownInTrace;
    const covered = new Set(inTrace.map((item) => item.hash));
    return mergeActions(view.actions, covered, ownInTrace);
  }, [view, inTrace, ownInTrace]);
  // The block page's word stands, unless it is still only tonlens's reading and the trace is in.
  const usesGiven =
    given !== undefined && (traceActions === null || given.some((action) => action.source === 'server'));
  const actions = useMemo(() => {
    const all = (usesGiven ? given : traceActions) ?? inBlock ?? [];
    return all.filter((action) => action.transactions.includes(transaction.hash));
  }, [usesGiven, given, traceActions, inBlock, transaction.hash]);
  const chainFailures = useMemo(() => {
    const failures = new Map<string, ChainFailure>();
    if (!actions.some((action) => action.success === false)) return failures;
    const byHash = new Map(block.transactions.map((item) => [item.hash, item] as const));
    for (const node of view?.nodes ?? []) if (node.transaction) byHash.set(node.txHash, node.transaction);
    for (const action of actions) {
      const failure = chainFailureOf(action, (hash) => byHash.get(hash));
      if (failure) failures.set(action.id, failure);
    }
    return failures;
  }, [actions, view, block.transactions]);
  return {
    actions,
    traceActions,
    chainFailures,
    usesGiven,
    // What is shown while a reading is still going, so that "no action" is never said of one.
    reading: !usesGiven && traceActions === null && related && inBlock === undefined ? related.length : null,
    readingTrace: inTrace && ownInTrace === undefined ? inTrace.length : null,
  };
}

/**
 * tonlens's reading of `transactions` (null: nothing to read): in the render for a short list; else in
 * slices after it, undefined until done, so that a trace of thousands of transactions is not read inside
 * one render (it was a 30-70 ms task, twice: the trace's part in the block, then the whole trace). Kept per
 * list and context, so a transaction opened again shows its reading at once.
 */
function useListActions(
  transactions: readonly Transaction[] | null,
  context: ReadContext,
): readonly Action[] | null | undefined {
  const immediate = transactions ? listActionsIfRead(transactions, context) : undefined;
  const [done, setDone] = useState<{
    transactions: readonly Transaction[];
    context: ReadContext;
    actions: readonly Action[];
  } | null>(null);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (!transactions || immediate) return;
    let live = true;
    readListInSlices(transactions, context).then(
      (actions) => {
        // Rendered in the background: the drill-down with a trace's actions is a long render too.
        if (live) startTransition(() => setDone({ transactions, context, actions }));
      },
      (error: unknown) => {
        if (live) setFailure({ error });
      },
    );
    return () => {
      live = false;
    };
  }, [transactions, context, immediate]);
  // A reading that failed fails the render, as reading in the render did: the page's error boundary says so.
  if (failure) throw failure.error;
  if (!transactions) return null;
  if (immediate) return immediate;
  // The same list read with other metadata (the trace's arrived): the earlier reading stays meanwhile.
  return done?.transactions === transactions ? done.actions : undefined;
}
