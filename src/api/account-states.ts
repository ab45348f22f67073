/**
 * /accountStates for lists of up to 1024 accounts. The spec allows 1024 per request, but the live server
 * silently truncates at 1000 and proxies refuse long query strings, so a list is split into requests
 * whose URLs stay under MAX_REQUEST_URL_LENGTH, sent through the client's rate limiter, and merged.
 * Accounts the index has never seen are absent from its answer: they are reported as not found.
 */
import type { ApiClient, QueryParams } from './client.ts';
import { ApiError } from './api-error.ts';
import { withRetry, type RetryPolicy } from './retry.ts';
import {
  accountStatesSchema,
  type Account,
  type AccountStatesResponse,
  type AddressBook,
  type Metadata,
} from './schemas.ts';
import { normalizeAddressKey, parseAddress, toFriendlyAddress } from '../ton/address.ts';

/** The spec's limit of addresses in one lookup. */
export const MAX_ACCOUNTS_PER_LOOKUP = 1024;
/** Every request URL stays under 4 KB, whatever the base URL. */
export const MAX_REQUEST_URL_LENGTH = 4000;

export interface AccountStatesChunk {
  /** Canonical raw addresses (uppercase) asked for in this request. */
  rawAddresses: string[];
  params: QueryParams;
  url: string;
}

/**
 * Splits canonical raw addresses into requests. Each address is sent in its 48-character url-safe
 * user-friendly form, which needs no percent-encoding: about 70 addresses per 4 KB request.
 */
export function planAccountStatesRequests(
  client: Pick<ApiClient, 'urlOf'>,
  rawAddresses: readonly string[],
  includeBoc: boolean,
): AccountStatesChunk[] {
  const unique = uniqueRawAddresses(rawAddresses);
  if (unique.length > MAX_ACCOUNTS_PER_LOOKUP) {
    throw new ApiError({
      kind: 'invalid-input',
      message: `${unique.length} different accounts: the limit is ${MAX_ACCOUNTS_PER_LOOKUP} per lookup. Nothing was sent.`,
    });
  }
  const tail: QueryParams = [['include_boc', String(includeBoc)]];
  const chunks: AccountStatesChunk[] = [];
  let current: string[] = [];
  let currentParams: Array<readonly [string, string]> = [];

  const flush = () => {
    if (current.length === 0) return;
    const params = [...currentParams, ...tail];
    chunks.push({ rawAddresses: current, params, url: client.urlOf('accountStates', params) });
    current = [];
    currentParams = [];
  };

  for (const raw of unique) {
    const param = ['address', queryFormOf(raw)] as const;
    const candidate = client.urlOf('accountStates', [...currentParams, param, ...tail]);
    if (current.length > 0 && candidate.length > MAX_REQUEST_URL_LENGTH) flush();
    current.push(raw);
    currentParams.push(param);
  }
  flush();
  return chunks;
}

function uniqueRawAddresses(rawAddresses: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const text of rawAddresses) {
    const key = normalizeAddressKey(text);
    if (key === null) {
      throw new ApiError({
        kind: 'invalid-input',
        message: `Not an address: ${JSON.stringify(text)}. Nothing was sent.`,
      });
    }
    if (!seen.has(key)) {
      seen.add(key);
      result.push(key);
    }
  }
  return result;
}

function queryFormOf(raw: string): string {
  const parsed = parseAddress(raw);
  if (!parsed.ok) throw new Error(`unreachable: ${raw} was normalised already`);
  return toFriendlyAddress(parsed.address, { bounceable: true, testnetOnly: false, urlSafe: true });
}

export interface AccountStatesResult {
  /** Found accounts by canonical raw address. */
  accounts: Map<string, Account>;
  addressBook: AddressBook;
  metadata: Metadata;
  /** Asked for, answered, but absent from the answer: the index has never seen them. */
  notFound: string[];
  /** Asked for, but their request failed even after retries; the error says why. */
  failed: Array<{ rawAddresses: string[]; error: unknown }>;
  requests: string[];
}

export interface FetchAccountStatesOptions {
  includeBoc: boolean;
  signal?: AbortSignal | undefined;
  retryPolicy?: RetryPolicy;
  /** Requests in flight at once; the client's rate limiter still spaces them. */
  concurrency?: number;
  /** Called after every request with what has arrived so far, so results can be shown as they come. */
  onProgress?: (progress: { done: number; total: number; result: AccountStatesResult }) => void;
}

/** Fetches one chunk, retrying transient faults; raises the last error when it still fails. */
export async function fetchAccountStatesChunk(
  client: ApiClient,
  chunk: AccountStatesChunk,
  options: Pick<FetchAccountStatesOptions, 'signal' | 'retryPolicy'>,
) {
  return withRetry(() => client.get('accountStates', chunk.params, accountStatesSchema, options.signal), {
    signal: options.signal,
    ...(options.retryPolicy ? { policy: options.retryPolicy } : {}),
  });
}

export type AccountStatesChunkOutcome =
  { ok: true; data: AccountStatesResponse } | { ok: false; error: unknown };

export interface RunAccountStatesChunksOptions {
  signal?: AbortSignal | undefined;
  retryPolicy?: RetryPolicy;
  /** Requests in flight at once; the client's rate limiter still spaces them. */
  concurrency?: number;
  /** Called once per chunk when it settles (after retries), in the order answers arrive. */
  onSettled: (chunkIndex: number, outcome: AccountStatesChunkOutcome) => void;
}

/** Requests in flight at once by default: enough to hide latency, few enough to be polite. */
export const DEFAULT_CONCURRENCY = 4;

/**
 * Sends `chunks` through a small pool of workers and reports each one as it settles, so a page can show
 * results as they arrive and retry only what failed. A chunk that still fails after retries is reported
 * with its error and the others go on. Once `signal` aborts, nothing more is sent or reported and the
 * promise rejects with the abort reason.
 */
export async function runAccountStatesChunks(
  client: ApiClient,
  chunks: readonly AccountStatesChunk[],
  options: RunAccountStatesChunksOptions,
): Promise<void> {
  const { signal } = options;
  let next = 0;

  async function worker() {
    while (next < chunks.length && !signal?.aborted) {
      const index = next++;
      const chunk = chunks[index];
      if (!chunk) break;
      let outcome: AccountStatesChunkOutcome;
      try {
        const { data } = await fetchAccountStatesChunk(client, chunk, options);
        outcome = { ok: true, data };
      } catch (error) {
        outcome = { ok: false, error };
      }
      // A cancelled lookup reports nothing more: its caller may already show newer data.
      if (signal?.aborted) break;
      options.onSettled(index, outcome);
    }
  }

  const concurrency = Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY);
  await Promise.all(Array.from({ length: Math.min(concurrency, chunks.length) }, worker));
  if (signal?.aborted) throw signal.reason ?? new DOMException('Aborted', 'AbortError');
}

/** The answer's accounts by canonical raw address (the server may write another case or form). */
export function accountsByRawAddress(accounts: readonly Account[]): Map<string, Account> {
  const result = new Map<string, Account>();
  for (const account of accounts)
    result.set(normalizeAddressKey(account.address) ?? account.address, account);
  return result;
}

export async function fetchAccountStates(
  client: ApiClient,
  rawAddresses: readonly string[],
  options: FetchAccountStatesOptions,
): Promise<AccountStatesResult> {
  const chunks = planAccountStatesRequests(client, rawAddresses, options.includeBoc);
  const result: AccountStatesResult = {
    accounts: new Map(),
    addressBook: {},
    metadata: {},
    notFound: [],
    failed: [],
    requests: chunks.map((chunk) => chunk.url),
  };
  const total = chunks.reduce((sum, chunk) => sum + chunk.rawAddresses.length, 0);
  let done = 0;

  await runAccountStatesChunks(client, chunks, {
    signal: options.signal,
    ...(options.retryPolicy ? { retryPolicy: options.retryPolicy } : {}),
    ...(options.concurrency !== undefined ? { concurrency: options.concurrency } : {}),
    onSettled: (index, outcome) => {
      const chunk = chunks[index];
      if (!chunk) return;
      if (outcome.ok) mergeAnswer(result, chunk, outcome.data);
      else result.failed.push({ rawAddresses: chunk.rawAddresses, error: outcome.error });
      done += chunk.rawAddresses.length;
      options.onProgress?.({ done, total, result });
    },
  });
  return result;
}

function mergeAnswer(result: AccountStatesResult, chunk: AccountStatesChunk, data: AccountStatesResponse) {
  const answered = accountsByRawAddress(data.accounts);
  for (const [key, account] of answered) result.accounts.set(key, account);
  Object.assign(result.addressBook, data.address_book);
  Object.assign(result.metadata, data.metadata);
  for (const raw of chunk.rawAddresses) if (!answered.has(raw)) result.notFound.push(raw);
}
