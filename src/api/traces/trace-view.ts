/**
 * A traces answer read whole on one thread (tests, scripts) as the page's TraceView; the page itself reads
 * it in the data worker (trace-query.ts). The same reading: the trace that holds the transaction asked for, its state in
 * one of four words, its tree read safely (trace-tree.ts), its actions through the one door to the model
 * (../actions/server-actions-edge.ts) and the jettons its metadata names.
 */
import type { TraceView } from '../actions/action-answers.ts';
import { traceStateOf } from './trace-answer.ts';
import { actionsFromServer, jettonsOfMetadata } from '../actions/server-actions-edge.ts';
import type { AddressBook, Metadata } from '../schemas.ts';
import type { TraceAnswer, TracesResponse } from './trace-schemas.ts';
import { readTraceTree } from './trace-tree.ts';

/** The answer's trace holding `txHash` (in its transactions, or as its id), else its first; null: none. */
export function traceFor(answer: TracesResponse, txHash: string): TraceAnswer | null {
  const { traces } = answer;
  return (
    traces.find((trace) => trace.trace_id === txHash || Object.hasOwn(trace.transactions, txHash)) ??
    traces[0] ??
    null
  );
}

/** One trace of an answer, read for the page. */
export function traceViewOf(trace: TraceAnswer, addressBook: AddressBook, metadata: Metadata): TraceView {
  const tree = readTraceTree(trace.trace, trace.transactions);
  return {
    traceId: trace.trace_id ?? '',
    state: traceStateOf(trace.trace_info?.trace_state),
    isIncomplete: trace.is_incomplete === true,
    mcSeqnoStart: trace.mc_seqno_start ?? null,
    mcSeqnoEnd: trace.mc_seqno_end ?? null,
    nodes: tree.nodes,
    cut: tree.cut,
    actions: actionsFromServer(trace.actions ?? []),
    jettons: jettonsOfMetadata(metadata),
    addressBook,
    metadata,
  };
}

export { traceStateOf };
