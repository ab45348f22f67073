/**
 * The state of one accounts lookup, as immutable snapshots: which requests (chunks) are waiting, running,
 * answered or failed, and what the answers said. The page runs the requests itself (account-lookup-runner)
 * so results show as they arrive, a cancel keeps what arrived, and a retry re-sends only what failed; the
 * snapshots live in React Query's cache under the list's key, so leaving the page and coming back shows
 * them again without a new request.
 */
import { queryOptions, skipToken } from '@tanstack/react-query';
import {
  accountsByRawAddress,
  planAccountStatesRequests,
  type AccountStatesChunk,
} from '../api/account-states.ts';
import type { ApiClient } from '../api/client.ts';
import type { Account, AccountStatesResponse, AddressBook, Metadata } from '../api/schemas.ts';

/**
 * waiting: not sent yet (or interrupted by leaving the page; sent again on return);
 * cancelled: the user pressed Cancel before it answered (sent again only when asked).
 */
export type ChunkStatus = 'waiting' | 'loading' | 'done' | 'failed' | 'cancelled';

export interface LookupChunk extends AccountStatesChunk {
  status: ChunkStatus;
  /** Bumped each time the chunk is sent: an answer to an older attempt is ignored. */
  attempt: number;
  /** Why it failed, after retries. */
  error?: unknown;
  /** Epoch milliseconds of its latest answer. */
  answeredAt?: number;
}

export interface AccountLookupSnapshot {
  /** Canonical raw addresses in the order given. */
  rawAddresses: readonly string[];
  includeBoc: boolean;
  chunks: readonly LookupChunk[];
  chunkIndexOf: ReadonlyMap<string, number>;
  /** Found accounts by raw address; kept through a refresh until the new answer replaces them. */
  accounts: ReadonlyMap<string, Account>;
  /** Answered but absent from the answer: the index has never seen them. */
  notFound: ReadonlySet<string>;
  addressBook: AddressBook;
  metadata: Metadata;
  /**
   * Balances when the latest refresh began (null: not found then), so changed balances can be marked;
   * null before the first refresh.
   */
  previousBalances: ReadonlyMap<string, bigint | null> | null;
  /** Epoch milliseconds when the latest refresh began, or when the lookup was first started. */
  startedAt: number;
  cancelledByUser: boolean;
}

/** The cache entry's key: the endpoint, the toggle and the list, in order. */
export function accountLookupQueryKey(baseUrl: string, includeBoc: boolean, rawAddresses: readonly string[]) {
  return ['accountLookup', baseUrl, includeBoc, rawAddresses.join(' ')] as const;
}

/** After this long, coming back to a finished lookup fetches it again (balances move). */
export const LOOKUP_STALE_AFTER_MS = 5 * 60_000;

/**
 * Reads the lookup's snapshot from the cache; never fetches (skipToken): the page's runner writes it.
 * Kept for 30 minutes after the page is left, so back and forward show it at once.
 */
export function accountLookupQueryOptions(
  baseUrl: string,
  includeBoc: boolean,
  rawAddresses: readonly string[],
) {
  return queryOptions<AccountLookupSnapshot>({
    queryKey: accountLookupQueryKey(baseUrl, includeBoc, rawAddresses),
    queryFn: skipToken,
    staleTime: Infinity,
    gcTime: 30 * 60_000,
    // Snapshots hold Maps and are replaced whole: deep comparison would only cost time.
    structuralSharing: false,
  });
}

export function createLookup(
  client: Pick<ApiClient, 'urlOf'>,
  rawAddresses: readonly string[],
  includeBoc: boolean,
  now: number,
): AccountLookupSnapshot {
  const planned = planAccountStatesRequests(client, rawAddresses, includeBoc);
  const chunkIndexOf = new Map<string, number>();
  planned.forEach((chunk, index) => {
    for (const raw of chunk.rawAddresses) chunkIndexOf.set(raw, index);
  });
  return {
    rawAddresses: planned.flatMap((chunk) => chunk.rawAddresses),
    includeBoc,
    chunks: planned.map((chunk) => ({ ...chunk, status: 'waiting', attempt: 0 })),
    chunkIndexOf,
    accounts: new Map(),
    notFound: new Set(),
    addressBook: {},
    metadata: {},
    previousBalances: null,
    startedAt: now,
    cancelledByUser: false,
  };
}

function updateChunks(
  snapshot: AccountLookupSnapshot,
  indices: Iterable<number>,
  update: (chunk: LookupChunk) => LookupChunk,
): AccountLookupSnapshot {
  const chunks = [...snapshot.chunks];
  let changed = false;
  for (const index of indices) {
    const chunk = chunks[index];
    if (!chunk) continue;
    const next = update(chunk);
    if (next !== chunk) {
      chunks[index] = next;
      changed = true;
    }
  }
  return changed ? { ...snapshot, chunks } : snapshot;
}

function indicesWhere(snapshot: AccountLookupSnapshot, test: (chunk: LookupChunk) => boolean): number[] {
  const result: number[] = [];
  snapshot.chunks.forEach((chunk, index) => {
    if (test(chunk)) result.push(index);
  });
  return result;
}

/** Chunks to send when the page opens or the user asks to continue. */
export function unsentChunks(snapshot: AccountLookupSnapshot): number[] {
  return indicesWhere(snapshot, (chunk) => chunk.status === 'waiting' || chunk.status === 'cancelled');
}

export function failedChunks(snapshot: AccountLookupSnapshot): number[] {
  return indicesWhere(snapshot, (chunk) => chunk.status === 'failed');
}

/** Marks chunks as sent; returns the snapshot and the attempt number each answer must carry. */
export function markSent(
  snapshot: AccountLookupSnapshot,
  indices: readonly number[],
): { snapshot: AccountLookupSnapshot; attempts: Map<number, number> } {
  const attempts = new Map<number, number>();
  const next = updateChunks(snapshot, indices, (chunk) => {
    const attempt = chunk.attempt + 1;
    return { ...chunk, status: 'loading', attempt, error: undefined };
  });
  for (const index of indices) {
    const chunk = next.chunks[index];
    if (chunk) attempts.set(index, chunk.attempt);
  }
  return { snapshot: { ...next, cancelledByUser: false }, attempts };
}

/** Folds one answer in. An answer to an older attempt (a retry or refresh was sent since) is ignored. */
export function applyAnswer(
  snapshot: AccountLookupSnapshot,
  index: number,
  attempt: number,
  data: AccountStatesResponse,
  now: number,
): AccountLookupSnapshot {
  const chunk = snapshot.chunks[index];
  if (!chunk || chunk.attempt !== attempt || chunk.status !== 'loading') return snapshot;
  const answered = accountsByRawAddress(data.accounts);
  const accounts = new Map(snapshot.accounts);
  const notFound = new Set(snapshot.notFound);
  for (const raw of chunk.rawAddresses) {
    const account = answered.get(raw);
    if (account) {
      accounts.set(raw, account);
      notFound.delete(raw);
    } else {
      accounts.delete(raw);
      notFound.add(raw);
    }
  }
  const chunks = [...snapshot.chunks];
  chunks[index] = { ...chunk, status: 'done', error: undefined, answeredAt: now };
  return {
    ...snapshot,
    chunks,
    accounts,
    notFound,
    addressBook: { ...snapshot.addressBook, ...data.address_book },
    metadata: { ...snapshot.metadata, ...data.metadata },
  };
}

/** Marks a chunk failed for good; its addresses show the reason and can be retried alone. */
export function applyFailure(
  snapshot: AccountLookupSnapshot,
  index: number,
  attempt: number,
  error: unknown,
): AccountLookupSnapshot {
  const chunk = snapshot.chunks[index];
  if (!chunk || chunk.attempt !== attempt || chunk.status !== 'loading') return snapshot;
  return updateChunks(snapshot, [index], (current) => ({ ...current, status: 'failed', error }));
}

/** The user's Cancel: what arrived stays, the rest is marked not fetched. */
export function cancelLookup(snapshot: AccountLookupSnapshot): AccountLookupSnapshot {
  const pending = indicesWhere(snapshot, (chunk) => chunk.status === 'loading' || chunk.status === 'waiting');
  const next = updateChunks(snapshot, pending, (chunk) => ({ ...chunk, status: 'cancelled' }));
  return { ...next, cancelledByUser: true };
}

/** Leaving the page stops the requests; they are sent again on return. */
export function suspendLookup(snapshot: AccountLookupSnapshot): AccountLookupSnapshot {
  const running = indicesWhere(snapshot, (chunk) => chunk.status === 'loading');
  return updateChunks(snapshot, running, (chunk) => ({ ...chunk, status: 'waiting' }));
}

/** Starts over, keeping the shown values until new answers replace them and the balances to compare. */
export function beginRefresh(snapshot: AccountLookupSnapshot, now: number): AccountLookupSnapshot {
  const previousBalances = new Map<string, bigint | null>();
  for (const raw of snapshot.rawAddresses) {
    const account = snapshot.accounts.get(raw);
    if (account) previousBalances.set(raw, account.balance ?? null);
    else if (snapshot.notFound.has(raw)) previousBalances.set(raw, null);
  }
  const all = snapshot.chunks.map((_, index) => index);
  const next = updateChunks(snapshot, all, (chunk) => ({ ...chunk, status: 'waiting', error: undefined }));
  return { ...next, previousBalances, startedAt: now, cancelledByUser: false };
}

export interface LookupProgress {
  total: number;
  /** Answered or failed for good. */
  settled: number;
  found: number;
  notFound: number;
  failed: number;
  /** Cancelled by the user, not sent. */
  notFetched: number;
  running: boolean;
  /** Latest answer, epoch milliseconds. */
  lastAnswerAt: number | undefined;
}

export function lookupProgress(snapshot: AccountLookupSnapshot): LookupProgress {
  let settled = 0;
  let failed = 0;
  let notFetched = 0;
  let found = 0;
  let notFound = 0;
  let running = false;
  let lastAnswerAt: number | undefined;
  for (const chunk of snapshot.chunks) {
    const size = chunk.rawAddresses.length;
    if (chunk.status === 'done') {
      settled += size;
      for (const raw of chunk.rawAddresses) {
        if (snapshot.accounts.has(raw)) found++;
        else notFound++;
      }
    } else if (chunk.status === 'failed') {
      settled += size;
      failed += size;
    } else if (chunk.status === 'cancelled') notFetched += size;
    else running = true;
    if (chunk.answeredAt !== undefined && (lastAnswerAt === undefined || chunk.answeredAt > lastAnswerAt))
      lastAnswerAt = chunk.answeredAt;
  }
  return {
    total: snapshot.rawAddresses.length,
    settled,
    found,
    notFound,
    failed,
    notFetched,
    running,
    lastAnswerAt,
  };
}

/** A finished lookup older than LOOKUP_STALE_AFTER_MS is refreshed when the page opens it again. */
export function isStale(snapshot: AccountLookupSnapshot, now: number): boolean {
  const progress = lookupProgress(snapshot);
  return (
    !progress.running &&
    progress.lastAnswerAt !== undefined &&
    now - progress.lastAnswerAt > LOOKUP_STALE_AFTER_MS
  );
}
