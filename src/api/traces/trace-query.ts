/**
 * One transaction's whole trace as a React Query query: `GET /api/v3/traces?tx_hash=…&include_actions=
 * true`, fetched, parsed and validated in the data worker (client.loadBlockAnswer → trace-answer.ts), so a
 * 4,000-transaction trace holds the page's main thread for no long task: the worker sends the tree, then the transactions in
 * batches, put together here. A server found not to offer /traces (../learned-endpoints.ts) is asked
 * nothing more in the session; other failures are the query's error, retried by the QueryClient's rules
 * (transient faults only).
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient, QueryParams } from '../client.ts';
import { ACTIONS_ENDPOINT } from '../actions/action-requests.ts';
import { restoreDrift } from '../drift.ts';
import { isNotOfferedBy, isNotOfferedError, learnNotOffered, learnOffered } from '../learned-endpoints.ts';
import { endpointKey } from '../query-keys.ts';
import type { TraceView } from '../actions/action-answers.ts';
import { actionsFromServer, jettonsOfMetadata } from '../actions/server-actions-edge.ts';
import type { BlockAnswerProgress } from '../block/block-transport.ts';
import type { TraceAnswerEvent } from './trace-answer.ts';
import { cutText, missingTransactionsReason } from './trace-tree.ts';

export const TRACES_ENDPOINT = 'traces';

export type TraceAnswerState =
  { kind: 'not-offered' } | { kind: 'not-found' } | { kind: 'trace'; trace: TraceView };

/** A complete trace never changes; a pending one grows: asked again after this long when shown again. */
const TRACE_STALE_MS = 60_000;

type Head = Extract<TraceAnswerEvent, { type: 'trace-head'; found: true }>;

/** Puts the worker's events together into the page's TraceView. */
export function traceAssembler() {
  let head: Head | null = null;
  let found: boolean | null = null;
  return {
    onEvent(event: BlockAnswerProgress) {
      if (event.type === 'trace-head') {
        found = event.found;
        if (event.found) {
          restoreDrift({ addressBook: event.addressBook, metadata: event.metadata }, event.drift);
          head = event;
        }
      } else if (event.type === 'trace-rows' && head) {
        for (const [position, drift] of event.drift) restoreDrift(event.transactions[position], drift);
        for (const [position, index] of event.nodes.entries()) {
          const node = head.nodes[index];
          if (node) node.transaction = event.transactions[position] ?? null;
        }
      }
    },
    result(): TraceAnswerState {
      if (found === null || !head) return { kind: 'not-found' };
      const { meta, nodes, cut, actions, addressBook, metadata } = head as Head;
      return {
        kind: 'trace',
        trace: {
          ...meta,
          nodes,
          cut: cutText(cut) ?? missingTransactionsReason(nodes),
          actions: actionsFromServer(actions),
          jettons: jettonsOfMetadata(metadata),
          addressBook,
          metadata,
        },
      };
    },
  };
}

export function traceQueryOptions(client: ApiClient, txHash: string) {
  return queryOptions({
    queryKey: ['trace', endpointKey(client), txHash] as const,
    queryFn: async ({ signal, queryKey: [, , hash] }): Promise<TraceAnswerState> => {
      if (isNotOfferedBy(client, TRACES_ENDPOINT)) return { kind: 'not-offered' };
      // The server's actions of the trace come with it (`include_actions`) unless the server is known to
      // lack the classifier, whose absence would fail the whole request.
      let withActions = !isNotOfferedBy(client, ACTIONS_ENDPOINT);
      let suspectActions = false;
      for (;;) {
        const assembler = traceAssembler();
        const params: QueryParams = withActions
          ? [
              ['tx_hash', hash],
              ['include_actions', 'true'],
            ]
          : [['tx_hash', hash]];
        try {
          await client.loadBlockAnswer(TRACES_ENDPOINT, params, assembler.onEvent, signal);
          learnOffered(client, TRACES_ENDPOINT);
          if (withActions) learnOffered(client, ACTIONS_ENDPOINT);
          // Answered once asked without actions: it was the classifier that was missing.
          if (suspectActions) learnNotOffered(client, ACTIONS_ENDPOINT);
          return assembler.result();
        } catch (error) {
          if (!isNotOfferedError(error)) throw error;
          // A 500 or 422 "not offered" while actions were asked may be the missing classifier, not the
          // missing traces: asked once more without them, and learned from that answer. No route (404,
          // 405, 501) is the endpoint itself.
          if (withActions && (error.status === 500 || error.status === 422)) {
            withActions = false;
            suspectActions = true;
            continue;
          }
          learnNotOffered(client, TRACES_ENDPOINT);
          return { kind: 'not-offered' };
        }
      }
    },
    staleTime: (query) =>
      query.state.data?.kind === 'trace' && query.state.data.trace.state === 'complete'
        ? Infinity
        : TRACE_STALE_MS,
    gcTime: 10 * 60_000,
    retryOnMount: false,
    refetchOnMount: (query) => query.state.status !== 'error',
    structuralSharing: false,
  });
}
