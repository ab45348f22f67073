/**
 * One transaction's whole trace as a React Query query: `GET /api/v3/traces?tx_hash=…`. A server found
 * not to offer /traces (../learned-endpoints.ts) is asked nothing more in the session; other failures are
 * the query's error, retried by the QueryClient's rules (transient faults only).
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client.ts';
import { isNotOfferedBy, isNotOfferedError, learnNotOffered } from '../learned-endpoints.ts';
import { endpointKey } from '../query-keys.ts';
import type { TraceView } from '../actions/action-answers.ts';
import { tracesResponseSchema } from './trace-schemas.ts';
import { traceFor, traceViewOf } from './trace-view.ts';

export const TRACES_ENDPOINT = 'traces';

export type TraceAnswerState =
  { kind: 'not-offered' } | { kind: 'not-found' } | { kind: 'trace'; trace: TraceView };

/** A complete trace never changes; a pending one grows: asked again after this long when shown again. */
const TRACE_STALE_MS = 60_000;

export function traceQueryOptions(client: ApiClient, txHash: string) {
  return queryOptions({
    queryKey: ['trace', endpointKey(client), txHash] as const,
    queryFn: async ({ signal, queryKey: [, , hash] }): Promise<TraceAnswerState> => {
      if (isNotOfferedBy(client, TRACES_ENDPOINT)) return { kind: 'not-offered' };
      try {
        const { data } = await client.get(TRACES_ENDPOINT, [['tx_hash', hash]], tracesResponseSchema, signal);
        const trace = traceFor(data, hash);
        if (!trace) return { kind: 'not-found' };
        return { kind: 'trace', trace: traceViewOf(trace, data.address_book, data.metadata) };
      } catch (error) {
        if (!isNotOfferedError(error)) throw error;
        learnNotOffered(client, TRACES_ENDPOINT);
        return { kind: 'not-offered' };
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
