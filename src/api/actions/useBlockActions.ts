/**
 * The server's classification of a block's transactions: one React Query query per chunk of hashes
 * (blockActionsChunkQueryOptions), observed at once and merged. A server found not to offer /actions is
 * asked nothing more (the state says `not-offered`); a chunk that failed keeps the others' answers.
 */
import { useQueries } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import type { Action } from '../../ton/actions/action-model.ts';
import type { JettonInfo } from '../../ton/jetton/jetton-info.ts';
import { useApiClient } from '../api-client-context.ts';
import type { ApiClient } from '../client.ts';
import { isApiError, ApiError } from '../api-error.ts';
import { isNotOfferedBy, learnedEndpoints } from '../learned-endpoints.ts';
import type { AddressBook } from '../schemas.ts';
import type { BlockActionsState, EndpointStatus } from './action-answers.ts';
import { ACTIONS_ENDPOINT, actionsUrlBudget, planActionRequests } from './action-requests.ts';
import { blockActionsChunkQueryOptions, type BlockActionsChunkAnswer } from './block-actions-query.ts';
import { apiMessages } from '../api-messages.ts';

interface ChunkResult {
  status: 'pending' | 'success' | 'error';
  data: BlockActionsChunkAnswer | undefined;
  error: unknown;
}

/** What the merge reads of each query: a stable function, as React Query advises for `combine`. */
function chunkResults(
  states: ReadonlyArray<{ status: ChunkResult['status']; data: unknown; error: unknown }>,
): ChunkResult[] {
  return states.map(({ status, data, error }) => ({
    status,
    data: data as BlockActionsChunkAnswer | undefined,
    error,
  }));
}

const NOTHING: BlockActionsState = Object.freeze({
  status: 'idle',
  actions: [],
  coveredTransactions: new Set<string>(),
  jettons: new Map(),
  addressBook: {},
  requests: { planned: 0, sent: 0, failed: 0 },
  error: null,
});

function asApiError(error: unknown): ApiError {
  return isApiError(error)
    ? error
    : new ApiError({ kind: 'unexpected-response', words: { message: apiMessages.actionsUnreadable } });
}

/** Answers merged, by the first chunk's answer: the chunks' answers and the merge made of them. */
const merges = new WeakMap<
  BlockActionsChunkAnswer,
  {
    answers: ReadonlyArray<BlockActionsChunkAnswer | undefined>;
    notOffered: boolean;
    merged: BlockActionsState;
  }
>();

/**
 * The merge of answers all in (from React Query's cache): made once for the same answers, so that going
 * back to a block gives the page the object it had and what the page derives from it is reused.
 */
function mergedOnce(results: readonly ChunkResult[], notOffered: boolean): BlockActionsState {
  const first = results[0]?.data;
  if (!first || results.some((result) => result.status !== 'success'))
    return mergeBlockActions(results, notOffered);
  const known = merges.get(first);
  if (
    known &&
    known.notOffered === notOffered &&
    known.answers.length === results.length &&
    known.answers.every((answer, index) => answer === results[index]?.data)
  )
    return known.merged;
  const merged = mergeBlockActions(results, notOffered);
  merges.set(first, { answers: results.map((result) => result.data), notOffered, merged });
  return merged;
}

/** Merges the chunks' answers: actions once each by id, covered hashes of answered chunks only. */
export function mergeBlockActions(results: readonly ChunkResult[], notOffered: boolean): BlockActionsState {
  if (results.length === 0 && !notOffered) return NOTHING;
  const actions: Action[] = [];
  const seen = new Set<string>();
  const covered = new Set<string>();
  const jettons = new Map<string, JettonInfo>();
  const addressBook: AddressBook = {};
  let sent = 0;
  let failed = 0;
  let pending = 0;
  let error: ApiError | null = null;
  let answeredNotOffered = false;
  for (const result of results) {
    if (result.status === 'pending') {
      pending += 1;
      continue;
    }
    sent += 1;
    if (result.status === 'error') {
      failed += 1;
      error ??= asApiError(result.error);
      continue;
    }
    const data = result.data;
    if (!data) continue;
    if (data.notOffered) {
      answeredNotOffered = true;
      continue;
    }
    for (const action of data.actions) {
      if (seen.has(action.id)) continue;
      seen.add(action.id);
      actions.push(action);
    }
    for (const hash of data.covered) covered.add(hash);
    for (const [master, info] of data.jettons) if (!jettons.has(master)) jettons.set(master, info);
    Object.assign(addressBook, data.addressBook);
  }
  let status: EndpointStatus;
  if (notOffered || answeredNotOffered) status = 'not-offered';
  else if (pending > 0) status = 'loading';
  else if (failed > 0) status = 'failed';
  else status = 'ready';
  return {
    status,
    actions,
    coveredTransactions: covered,
    jettons,
    addressBook,
    requests: { planned: results.length, sent, failed },
    error: status === 'not-offered' ? null : error,
  };
}

type ChunkQuery = ReturnType<typeof blockActionsChunkQueryOptions>;

/** The queries planned for a list of hashes (a block's: the same array while the block is cached). */
const plans = new WeakMap<
  readonly string[],
  { client: ApiClient; seqno: number; budget: number; queries: readonly ChunkQuery[] }
>();

/**
 * The chunks' queries for `transactionHashes`, planned once for the same list, server, block and URL
 * budget: going back to a big block would otherwise plan its 5,000 hashes and hash 25 query keys again in
 * the render that brings the page back (~15 ms of it).
 */
export function plannedQueries(client: ApiClient, seqno: number, transactionHashes: readonly string[]) {
  const budget = actionsUrlBudget(client);
  const known = plans.get(transactionHashes);
  if (known && known.client === client && known.seqno === seqno && known.budget === budget)
    return known.queries;
  const queries = planActionRequests(client, transactionHashes, budget).map((hashes) =>
    blockActionsChunkQueryOptions(client, seqno, hashes),
  );
  plans.set(transactionHashes, { client, seqno, budget, queries });
  return queries;
}

/**
 * `transactionHashes`: the block's transactions (as the API writes them); `enabled`: false asks nothing.
 * The plan is made with the URL budget known when the list is given.
 */
export function useBlockActions(
  seqno: number,
  transactionHashes: readonly string[],
  options: { enabled?: boolean } = {},
): BlockActionsState {
  const client = useApiClient();
  const enabled = options.enabled ?? true;
  const learnedVersion = useSyncExternalStore(
    learnedEndpoints.subscribe,
    learnedEndpoints.version,
    learnedEndpoints.version,
  );
  const notOffered = isNotOfferedBy(client, ACTIONS_ENDPOINT);
  const queries = useMemo(
    () =>
      enabled && !notOffered && transactionHashes.length > 0
        ? plannedQueries(client, seqno, transactionHashes)
        : [],
    [client, seqno, transactionHashes, enabled, notOffered],
  );
  const results = useQueries({ queries, combine: chunkResults });
  return useMemo(() => {
    void learnedVersion;
    if (!enabled) return NOTHING;
    return mergedOnce(results, notOffered);
  }, [results, notOffered, enabled, learnedVersion]);
}
