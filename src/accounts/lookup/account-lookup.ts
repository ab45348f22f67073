/**
 * One accounts lookup as the page shows it, derived from the React Query state of its chunks (one query
 * per request, see api/account-states.ts). Nothing here is stored: the snapshot is rebuilt from the
 * queries whenever one of them changes, so React Query alone says what is waiting, running, answered,
 * failed or cancelled. Pure, so the derivation is table-tested.
 */
import { CancelledError } from '@tanstack/react-query';
import type {
  AccountStatesChunk,
  AccountStatesChunkAnswer,
  PreviousBalance,
} from '../../api/account-states.ts';
import type { Account, AddressBook, Metadata } from '../../api/schemas.ts';

/**
 * waiting: not sent yet (or paused: offline); loading: being fetched, retries included; done: answered;
 * failed: failed for good; cancelled: the user pressed Cancel before it answered (sent again only when
 * asked).
 */
export type ChunkStatus = 'waiting' | 'loading' | 'done' | 'failed' | 'cancelled';

/** What the page reads of one chunk's query: the fields of React Query's result it derives from. */
export interface ChunkQueryState {
  status: 'pending' | 'success' | 'error';
  fetchStatus: 'fetching' | 'paused' | 'idle';
  /** The latest answer: during a refresh, and after one failed or was cancelled, the previous one. */
  data: AccountStatesChunkAnswer | undefined;
  error: unknown;
  /** Epoch milliseconds of `data`; 0 without data. */
  dataUpdatedAt: number;
}

export interface LookupChunk extends AccountStatesChunk {
  status: ChunkStatus;
  /** Why it failed, after retries. */
  error?: unknown;
  /** Epoch milliseconds of its latest answer. */
  answeredAt?: number;
}

export interface AccountLookupSnapshot {
  /** Canonical raw addresses in the order given, each once. */
  rawAddresses: readonly string[];
  chunks: readonly LookupChunk[];
  chunkIndexOf: ReadonlyMap<string, number>;
  /** Found accounts by raw address; kept through a refresh until the new answer replaces them. */
  accounts: ReadonlyMap<string, Account>;
  /** Answered but absent from the answer: the index has never seen them. */
  notFound: ReadonlySet<string>;
  addressBook: AddressBook;
  metadata: Metadata;
  /**
   * Balances before the latest answer of each refreshed chunk (null: not found then), so changed
   * balances can be marked; null when no chunk has been answered twice.
   */
  previousBalances: ReadonlyMap<string, PreviousBalance> | null;
}

export function chunkStatusOf(state: Pick<ChunkQueryState, 'status' | 'fetchStatus' | 'error'>): ChunkStatus {
  if (state.fetchStatus === 'fetching') return 'loading';
  if (state.fetchStatus === 'paused') return 'waiting';
  if (state.status === 'success') return 'done';
  if (state.status === 'error') return state.error instanceof CancelledError ? 'cancelled' : 'failed';
  return 'waiting';
}

/** The fields the snapshot needs of each query result: `useQueries`' combine, kept small and stable. */
export function chunkQueryStates(results: readonly ChunkQueryState[]): ChunkQueryState[] {
  return results.map(({ status, fetchStatus, data, error, dataUpdatedAt }) => ({
    status,
    fetchStatus,
    data,
    error,
    dataUpdatedAt,
  }));
}

/**
 * Merges the chunks' answers. Each chunk's entries come from its own latest answer only, and every
 * answer sits in the query of the request it answers, so a late answer to another list or to a
 * superseded attempt (which React Query drops) cannot show here.
 */
export function buildLookupSnapshot(
  planned: readonly AccountStatesChunk[],
  states: readonly ChunkQueryState[],
): AccountLookupSnapshot {
  const rawAddresses: string[] = [];
  const chunkIndexOf = new Map<string, number>();
  const accounts = new Map<string, Account>();
  const notFound = new Set<string>();
  const addressBook: AddressBook = {};
  const metadata: Metadata = {};
  let previousBalances: Map<string, PreviousBalance> | null = null;
  const chunks = planned.map((chunk, index): LookupChunk => {
    const state = states[index];
    const status = state ? chunkStatusOf(state) : 'waiting';
    for (const raw of chunk.rawAddresses) {
      rawAddresses.push(raw);
      chunkIndexOf.set(raw, index);
    }
    const data = state?.data;
    if (data) {
      for (const raw of chunk.rawAddresses) {
        const account = data.accounts.get(raw);
        if (account) accounts.set(raw, account);
        else notFound.add(raw);
      }
      Object.assign(addressBook, data.addressBook);
      Object.assign(metadata, data.metadata);
      if (data.previousBalances) {
        previousBalances ??= new Map();
        for (const [raw, balance] of data.previousBalances) previousBalances.set(raw, balance);
      }
    }
    return {
      ...chunk,
      status,
      ...(status === 'failed' ? { error: state?.error } : {}),
      ...(data && state ? { answeredAt: state.dataUpdatedAt } : {}),
    };
  });
  return { rawAddresses, chunks, chunkIndexOf, accounts, notFound, addressBook, metadata, previousBalances };
}

/** Indices of the chunks in one of `statuses`. */
export function chunksWithStatus(
  snapshot: Pick<AccountLookupSnapshot, 'chunks'>,
  statuses: readonly ChunkStatus[],
): number[] {
  const result: number[] = [];
  snapshot.chunks.forEach((chunk, index) => {
    if (statuses.includes(chunk.status)) result.push(index);
  });
  return result;
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
