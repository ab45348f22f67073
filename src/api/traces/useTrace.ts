/**
 * A transaction's whole trace (traceQueryOptions), while `enabled` and a hash is given: `idle` otherwise.
 * A server found not to offer /traces answers `not-offered` at once, without a request.
 */
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
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
  if (!enabled) return IDLE;
  if (notOffered) return NOT_OFFERED;
  if (query.status === 'pending') return LOADING;
  if (query.status === 'error') {
    const error = isApiError(query.error)
      ? query.error
      : new ApiError({ kind: 'unexpected-response', words: { message: apiMessages.traceUnreadable } });
    return { status: 'failed', trace: null, error };
  }
  const data = query.data;
  if (data.kind === 'not-offered') return NOT_OFFERED;
  if (data.kind === 'not-found') return NOT_FOUND;
  return { status: 'ready', trace: data.trace, error: null };
}
