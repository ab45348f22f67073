/**
 * A transaction's whole trace (traceQueryOptions), while `enabled` and a hash is given: `idle` otherwise.
 * A server found not to offer /traces answers `not-offered` at once, without a request.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { useApiClient } from '../api-client-context.ts';
import { ApiError, isApiError } from '../api-error.ts';
import { isNotOfferedBy, learnedEndpoints } from '../learned-endpoints.ts';
import type { TraceState } from '../actions/action-answers.ts';
import { traceQueryOptions, TRACES_ENDPOINT } from './trace-query.ts';
import { apiMessages } from '../api-messages.ts';

const IDLE: TraceState = Object.freeze({ status: 'idle', trace: null, error: null });
const NOT_OFFERED: TraceState = Object.freeze({ status: 'not-offered', trace: null, error: null });
const LOADING: TraceState = Object.freeze({ status: 'loading', trace: null, error: null });
const NOT_FOUND: TraceState = Object.freeze({ status: 'not-found', trace: null, error: null });

export function useTrace(txHash: string | null, options: { enabled?: boolean } = {}): TraceState {
  const client = useApiClient();
  useSyncExternalStore(learnedEndpoints.subscribe, learnedEndpoints.version, learnedEndpoints.version);
  const notOffered = isNotOfferedBy(client, TRACES_ENDPOINT);
  const enabled = (options.enabled ?? true) && txHash !== null && txHash !== '';
  const query = useQuery({ ...traceQueryOptions(client, txHash ?? ''), enabled: enabled && !notOffered });
  const { status, error, data } = query;
  // One object while nothing in it changes: the page defers rendering a trace's news on it.
  return useMemo((): TraceState => {
    if (!enabled) return IDLE;
    if (notOffered) return NOT_OFFERED;
    if (status === 'pending') return LOADING;
    if (status === 'error') {
      const failure = isApiError(error)
        ? error
        : new ApiError({ kind: 'unexpected-response', words: { message: apiMessages.traceUnreadable } });
      return { status: 'failed', trace: null, error: failure };
    }
    if (data.kind === 'not-offered') return NOT_OFFERED;
    if (data.kind === 'not-found') return NOT_FOUND;
    return { status: 'ready', trace: data.trace, error: null };
  }, [enabled, notOffered, status, error, data]);
}
