/**
 * What the page gets from the server about actions and traces (issue 27): the states the hooks
 * `useBlockActions` (./useBlockActions.ts) and `useTrace` (../traces/useTrace.ts) return. The block
 * page and the transaction's Trace section are built against these shapes.
 */
import type { Action, JettonDirectory } from '../../ton/actions/action-model.ts';
import type { ApiError } from '../api-error.ts';
import type { AddressBook, Metadata, Transaction } from '../schemas.ts';

/**
 * - `idle`: nothing to ask (no transactions, or not enabled);
 * - `loading`: asked, not every request answered yet;
 * - `ready`: every request answered;
 * - `not-offered`: this server does not offer the endpoint (learned once per server and endpoint from a
 *   404, 405, 501, or a 500/422 that names the endpoint; never asked again in this session);
 * - `failed`: some requests failed for another reason (`error` says which), the rest is kept.
 */
export type EndpointStatus = 'idle' | 'loading' | 'ready' | 'not-offered' | 'failed';

export interface RequestCounts {
  planned: number;
  sent: number;
  failed: number;
}

/** The server's classification of a block's transactions (`GET /api/v3/actions?tx_hash=…`, batched). */
export interface BlockActionsState {
  status: EndpointStatus;
  /** The server's actions that touch the block's transactions (source 'server'), de-duplicated by id. */
  actions: readonly Action[];
  /** Transaction hashes the answered requests covered: for these the server's word stands (even "none"). */
  coveredTransactions: ReadonlySet<string>;
  /** Jettons named by the answers' metadata (jettonInfoOf), by master raw address. */
  jettons: JettonDirectory;
  addressBook: AddressBook;
  requests: RequestCounts;
  error: ApiError | null;
}

/** One transaction of a trace, in the tree's pre-order (node 0 is the root). */
export interface TraceNode {
  txHash: string;
  /** The index of the parent node, null for the root. */
  parent: number | null;
  depth: number;
  /** Indexes of the child nodes, in the answer's order. */
  children: readonly number[];
  /** The transaction itself when the answer holds it (it may not: `transactions` is a map). */
  transaction: Transaction | null;
}

export type TraceStateName = 'complete' | 'pending' | 'broken' | 'unknown';

export interface TraceView {
  traceId: string;
  /** `trace_info.trace_state` as read ('unknown' when absent or not one of the three). */
  state: TraceStateName;
  /** `is_incomplete`: the index has not got (or kept) every transaction. */
  isIncomplete: boolean;
  mcSeqnoStart: number | null;
  mcSeqnoEnd: number | null;
  nodes: readonly TraceNode[];
  /**
   * Why the tree was cut or refused, in words, or null: a cycle in `children`, more than
   * MAX_TRACE_NODES (4,000) nodes, deeper than the reader goes, a child named twice.
   */
  cut: string | null;
  /** The server's actions of the trace when the answer carried them (`include_actions`), else empty. */
  actions: readonly Action[];
  jettons: JettonDirectory;
  addressBook: AddressBook;
  /**
   * The answer's metadata as read: its jetton wallets' masters (`extra.jetton`) let tonlens's own reading
   * of the trace name the jetton (readContextFromMetadata), in every block the trace spans.
   */
  metadata: Metadata;
}

export interface TraceState {
  /** `not-found`: the server answered, without a trace for this transaction. */
  status: EndpointStatus | 'not-found';
  trace: TraceView | null;
  error: ApiError | null;
}

/** The most trace nodes read (toncenter caps a trace at 4,000 transactions). */
export const MAX_TRACE_NODES = 4_000;
