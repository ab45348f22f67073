/**
 * The time search against an endpoint: masterchainInfo gives the first and last block; a moment outside
 * them is answered with no other request; otherwise the endpoint's catalog (the sample API's list of the
 * blocks it holds; other endpoints have none) picks the candidates and each probe is one block overview
 * (its first /masterchainBlockShardState answer), through the query cache, so a block asked for twice —
 * by this search, a later one or the home page — is fetched once.
 */
import { t } from '../../ton/i18n/door.ts';
import { atTimeMessages as m } from './at-time-messages.ts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../api/api-error.ts';
import { blockOverviewQueryOptions } from '../../api/block/block-overview.ts';
import type { MasterchainInfo } from '../../api/block/block-schemas.ts';
import type { ApiClient } from '../../api/client.ts';
import { masterchainInfoQueryOptions } from '../../api/head/masterchain-info.ts';
import { endpointKey } from '../../api/query-keys.ts';
import { sampleCatalogQueryOptions } from '../../api/sample-catalog.ts';
import {
  findBlockAtTime,
  outOfRange,
  type ProbeAnswer,
  type ProbeReport,
  type TimedBlock,
  type TimeSearchRequest,
  type TimeSearchResult,
} from './time-search.ts';

export interface TimeSearchRun {
  moment: number;
  dayEnd?: number | undefined;
  /** Called once the candidates are known: whether the endpoint's catalog narrowed them. */
  onCatalog?: (used: boolean) => void;
  onProbe?: (report: ProbeReport) => void;
  signal?: AbortSignal;
}

function timedBlock(
  block: { seqno: number; gen_utime?: bigint | null | undefined } | null | undefined,
  which: 'first' | 'last',
): TimedBlock {
  // gen_utime is unix seconds: it fits a double exactly.
  if (block?.gen_utime === undefined || block.gen_utime === null)
    throw new Error(t(which === 'first' ? m.noTimeFirst : m.noTimeLast));
  return { seqno: block.seqno, time: Number(block.gen_utime) };
}

/** One block's time, or that the index does not hold it (404); any other failure is the search's. */
export function overviewProbe(queryClient: QueryClient, client: ApiClient, signal?: AbortSignal) {
  return async (seqno: number): Promise<ProbeAnswer> => {
    signal?.throwIfAborted();
    try {
      const overview = await queryClient.fetchQuery(blockOverviewQueryOptions(client, seqno));
      return { seqno, time: overview.time };
    } catch (error) {
      if (isApiError(error) && error.kind === 'http' && error.status === 404) return { seqno, missing: true };
      throw error;
    }
  };
}

/**
 * The first and last block, and whether the moment lies outside them. A moment after a cached answer's
 * last block (up to its staleTime old) may be a block that appeared since: masterchainInfo is asked again,
 * once, before the search says "after the last block". An answer fetched by this very call is not asked
 * again: either way no request but masterchainInfo is made for a moment out of range.
 */
async function range(
  queryClient: QueryClient,
  client: ApiClient,
  moment: number,
  dayEnd: number | undefined,
) {
  const options = masterchainInfoQueryOptions(client);
  // Whether this call fetched is whether the answer changed: a clock comparison could not tell an answer
  // cached in the same millisecond from one fetched now.
  const updatedBefore = queryClient.getQueryState(options.queryKey)?.dataUpdatedAt;
  const request = (info: MasterchainInfo): TimeSearchRequest => ({
    moment,
    dayEnd,
    first: timedBlock(info.first, 'first'),
    last: timedBlock(info.last, 'last'),
  });
  const cached = request(await queryClient.fetchQuery(options));
  const outside = outOfRange(cached);
  const fetchedNow = queryClient.getQueryState(options.queryKey)?.dataUpdatedAt !== updatedBefore;
  if (outside?.kind !== 'after-last' || fetchedNow) return { request: cached, outside };
  const fresh = request(await queryClient.fetchQuery({ ...options, staleTime: 0 }));
  return { request: fresh, outside: outOfRange(fresh) };
}

/** The endpoint's catalog; a replayed chain grows, so one cached before the newest block is asked again. */
async function catalogUpTo(queryClient: QueryClient, client: ApiClient, last: number) {
  const options = sampleCatalogQueryOptions(client);
  const catalog = await queryClient.fetchQuery(options);
  if (catalog === null || catalog.blocks.some((block) => block.seqno >= last)) return catalog;
  return queryClient.fetchQuery({ ...options, staleTime: 0 });
}

export async function runTimeSearch(
  queryClient: QueryClient,
  client: ApiClient,
  { moment, dayEnd, onCatalog, onProbe, signal }: TimeSearchRun,
): Promise<TimeSearchResult> {
  const { request, outside } = await range(queryClient, client, moment, dayEnd);
  if (outside) return outside;
  signal?.throwIfAborted();
  const catalog = await catalogUpTo(queryClient, client, request.last.seqno);
  onCatalog?.(catalog !== null);
  return findBlockAtTime(request, {
    probe: overviewProbe(queryClient, client, signal),
    onProbe: (report) => {
      if (!signal?.aborted) onProbe?.(report);
    },
    catalog: catalog?.blocks.map((block) => block.seqno),
  });
}

/** What a running search tells as it goes: the page shows each block asked. */
export interface TimeSearchProgress {
  /** A run begins (again, for a retry): what an earlier run told is void. */
  onStart: () => void;
  onCatalog: (used: boolean) => void;
  onProbe: (report: ProbeReport) => void;
}

/**
 * The time search for one moment as a query: React Query owns its answer, its cancellation when the page
 * leaves, and its retry. The key holds what the answer depends on (the endpoint, the moment, the day's
 * end); `progress` only hears how a run goes, and nothing once the run's signal has aborted (the page
 * left, or a retry replaced it). The search's own requests are cached one by one (masterchainInfo, the
 * catalog, each block's overview); its answer depends on the head, which moves, so it is not kept once
 * the page has left.
 */
export function blockAtTimeQueryOptions(
  client: ApiClient,
  moment: number,
  dayEnd: number | undefined,
  progress: TimeSearchProgress,
) {
  return queryOptions({
    queryKey: ['blockAtTime', endpointKey(client), moment, dayEnd],
    queryFn: ({ signal, client: queryClient }) => {
      if (!signal.aborted) progress.onStart();
      return runTimeSearch(queryClient, client, {
        moment,
        dayEnd,
        signal,
        onCatalog: (used) => {
          if (!signal.aborted) progress.onCatalog(used);
        },
        onProbe: (report) => {
          if (!signal.aborted) progress.onProbe(report);
        },
      });
    },
    gcTime: 0,
    // Each request of the search is retried on its own; the search as a whole is not run again.
    retry: false,
  });
}
