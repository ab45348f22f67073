/**
 * Sends a lookup's requests and writes each answer into its snapshot as it arrives. One runner per open
 * page: closing it (navigation) aborts what is in flight, and every answer is checked against the chunk's
 * current attempt, so a late answer can never overwrite newer data.
 */
import { runAccountStatesChunks } from '../api/account-states.ts';
import type { ApiClient } from '../api/client.ts';
import type { RetryPolicy } from '../api/retry.ts';
import {
  applyAnswer,
  applyFailure,
  beginRefresh,
  cancelLookup,
  createLookup,
  failedChunks,
  isStale,
  markSent,
  suspendLookup,
  unsentChunks,
  type AccountLookupSnapshot,
} from './account-lookup.ts';

export interface LookupStore {
  get(): AccountLookupSnapshot | undefined;
  set(snapshot: AccountLookupSnapshot): void;
}

export interface LookupRunnerOptions {
  client: ApiClient;
  store: LookupStore;
  rawAddresses: readonly string[];
  includeBoc: boolean;
  concurrency?: number;
  retryPolicy?: RetryPolicy;
  now?: () => number;
}

export interface LookupRunner {
  /** Starts the lookup, or resumes it, or refreshes it when stale; a cancelled one stays as it is. */
  open(): void;
  /** The page is left: stop, and let the next open() send what did not answer. */
  close(): void;
  cancel(): void;
  /** Sends what was cancelled or interrupted. */
  resume(): void;
  refresh(): void;
  /** Sends the given failed chunks again (all failed ones when omitted); the rest stays. */
  retry(chunkIndices?: readonly number[]): void;
}

export function createLookupRunner(options: LookupRunnerOptions): LookupRunner {
  const { client, store } = options;
  const now = options.now ?? Date.now;
  const controllers = new Set<AbortController>();

  function update(change: (snapshot: AccountLookupSnapshot) => AccountLookupSnapshot) {
    const current = store.get();
    if (!current) return;
    const next = change(current);
    if (next !== current) store.set(next);
  }

  function send(indices: readonly number[]) {
    const current = store.get();
    if (!current || indices.length === 0) return;
    const sent = markSent(current, indices);
    store.set(sent.snapshot);
    const controller = new AbortController();
    controllers.add(controller);
    const chunks = indices.flatMap((index) => {
      const chunk = sent.snapshot.chunks[index];
      return chunk ? [chunk] : [];
    });
    runAccountStatesChunks(client, chunks, {
      signal: controller.signal,
      ...(options.concurrency !== undefined ? { concurrency: options.concurrency } : {}),
      ...(options.retryPolicy ? { retryPolicy: options.retryPolicy } : {}),
      onSettled: (position, outcome) => {
        const index = indices[position];
        const attempt = index === undefined ? undefined : sent.attempts.get(index);
        if (index === undefined || attempt === undefined) return;
        update((snapshot) =>
          outcome.ok
            ? applyAnswer(snapshot, index, attempt, outcome.data, now())
            : applyFailure(snapshot, index, attempt, outcome.error),
        );
      },
    })
      .catch(() => {
        // Aborted: by Cancel, a refresh or leaving the page, each of which has already said so.
      })
      .finally(() => controllers.delete(controller));
  }

  function abortAll() {
    for (const controller of controllers) controller.abort();
    controllers.clear();
  }

  function refresh() {
    abortAll();
    update((snapshot) => beginRefresh(snapshot, now()));
    const current = store.get();
    if (current) send(current.chunks.map((_, index) => index));
  }

  return {
    open() {
      const existing = store.get();
      if (!existing) {
        const created = createLookup(client, options.rawAddresses, options.includeBoc, now());
        store.set(created);
        send(created.chunks.map((_, index) => index));
      } else if (existing.cancelledByUser) {
        // The user stopped it: showing what arrived is what they asked for.
      } else if (isStale(existing, now())) {
        refresh();
      } else {
        send(unsentChunks(existing));
      }
    },
    close() {
      abortAll();
      update(suspendLookup);
    },
    cancel() {
      abortAll();
      update(cancelLookup);
    },
    resume() {
      const current = store.get();
      if (current) send(unsentChunks(current));
    },
    refresh,
    retry(chunkIndices) {
      const current = store.get();
      if (!current) return;
      const failed = new Set(failedChunks(current));
      send((chunkIndices ?? [...failed]).filter((index) => failed.has(index)));
    },
  };
}
