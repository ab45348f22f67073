/**
 * The browser storage of the accounts workspace — labels and notes, saved lists, what each list last
 * showed — in one IndexedDB database (a 1,024-account list many times over is more than localStorage's
 * few megabytes, and IndexedDB does not block the page while it writes).
 *
 * Storage can fail: a private window, a full quota, a browser that blocks it, another tab upgrading the
 * database. The page must keep working then, so every store built on this module keeps its data in
 * memory first and writes through; a failure is reported once through `storageProblem` (for a notice that
 * says what will not outlive the tab) and never thrown at a caller.
 */
import { useSyncExternalStore } from 'react';
import { yieldToMainThread } from '../api/block/main-thread.ts';
import { cutText } from '../ton/text/cut-text.ts';
import { t } from '../ton/i18n/door.ts';
import { storageMessages as m } from './workspace-messages.ts';
import { DB_NAME, openDatabase, putAndDelete, readPages, STORES, type StoreName } from './idb.ts';
import type { StorageWorkerMessage, StorageWorkerRequest } from './storage.worker.ts';

export { STORES, type StoreName } from './idb.ts';

export interface StorageProblem {
  /** `unavailable`: no IndexedDB at all (or it refused to open); `quota`: the browser's storage is full. */
  kind: 'unavailable' | 'quota' | 'failed';
  /** What went wrong, in the browser's words where it gave any (its text: shown as text, bounded). */
  message: string;
}

let problem: StorageProblem | undefined;
const problemListeners = new Set<() => void>();

function report(kind: StorageProblem['kind'], error: unknown) {
  const said =
    error instanceof Error || error instanceof DOMException
      ? `${error.name}: ${error.message}`
      : String(error ?? t(m.noReason));
  problem = { kind, message: cutText(said, 300) };
  for (const listener of problemListeners) listener();
}

function kindOf(error: unknown): StorageProblem['kind'] {
  return error instanceof DOMException && error.name === 'QuotaExceededError' ? 'quota' : 'failed';
}

/** The last storage failure of this tab, if any. */
export function storageProblem(): StorageProblem | undefined {
  return problem;
}

export function useStorageProblem(): StorageProblem | undefined {
  return useSyncExternalStore(
    (listener) => {
      problemListeners.add(listener);
      return () => problemListeners.delete(listener);
    },
    storageProblem,
    () => undefined,
  );
}

let opening: Promise<IDBDatabase | undefined> | undefined;

/** The database, opened once per tab; undefined (and a problem reported) when the browser has none to give. */
export function openWorkspaceDb(): Promise<IDBDatabase | undefined> {
  opening ??= openDatabase().then(
    (db) => {
      // Another tab of a newer version asks to upgrade: let it, and open again on the next use.
      db.onversionchange = () => {
        db.close();
        opening = undefined;
      };
      return db;
    },
    (error: unknown) => {
      report('unavailable', error);
      return undefined;
    },
  );
  return opening;
}

function run<T>(
  store: StoreName,
  mode: IDBTransactionMode,
  work: (objectStore: IDBObjectStore) => IDBRequest<T> | undefined,
): Promise<{ ok: true; value: T | undefined } | { ok: false }> {
  return openWorkspaceDb().then(
    (db) =>
      new Promise((resolve) => {
        if (!db) {
          resolve({ ok: false });
          return;
        }
        let request: IDBRequest<T> | undefined;
        let transaction: IDBTransaction | undefined;
        try {
          transaction = db.transaction(STORES[store].name, mode);
          const current = transaction;
          request = work(current.objectStore(STORES[store].name));
          current.oncomplete = () => resolve({ ok: true, value: request?.result });
          current.onerror = () => {
            report(kindOf(current.error), current.error);
            resolve({ ok: false });
          };
          current.onabort = () => {
            // An abort of ours (below) has reported its cause already.
            if (current.error) report(kindOf(current.error), current.error);
            resolve({ ok: false });
          };
        } catch (error) {
          // A record the browser cannot store throws at once: nothing of the transaction is kept.
          transaction?.abort();
          report(kindOf(error), error);
          resolve({ ok: false });
        }
      }),
  );
}

/**
 * The browser makes a stored value out of each record written (and a record out of each value read) on
 * the page's thread, ~0.1 ms a record: 70,000 labels in one transaction were seconds of frozen page. Up to
 * ON_PAGE_MAX records are read or written on the page; more by the storage worker (storage.worker.ts),
 * which hands them over in messages of thousands, a few milliseconds each. Where no worker runs (jsdom, a
 * browser that refuses it) the page does it RECORDS_PER_TASK at a time, with the thread free between.
 */
const ON_PAGE_MAX = 500;
const RECORDS_PER_TASK = 500;
/** Records per message to the storage worker. */
const RECORDS_PER_MESSAGE = 1_000;

type WorkerOutcome = { ok: boolean } | 'no worker';

/**
 * Runs one operation in a storage worker: each request is posted in a task of its own (a clone of
 * thousands of records takes milliseconds); records it posts back go to `onRecords`. 'no worker' when none could run it.
 */
function inStorageWorker(
  requests: readonly StorageWorkerRequest[],
  onRecords: (records: unknown[]) => void = () => undefined,
): Promise<WorkerOutcome> {
  if (typeof Worker === 'undefined') return Promise.resolve('no worker');
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./storage.worker.ts', import.meta.url), {
        type: 'module',
        name: 'tonlens storage',
      });
    } catch {
      resolve('no worker');
      return;
    }
    let started = false;
    worker.onmessage = (event: MessageEvent<StorageWorkerMessage>) => {
      started = true;
      const message = event.data;
      if (message.type === 'records') {
        onRecords(message.records);
        return;
      }
      worker.terminate();
      if (message.type === 'done') resolve({ ok: true });
      else {
        const error = new DOMException(message.message, message.name);
        report(kindOf(error), error);
        resolve({ ok: false });
      }
    };
    // The worker's script did not load (a policy, an old browser): the page does the work instead.
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      if (started) {
        report('failed', new Error(event.message || t(m.workerStopped)));
        resolve({ ok: false });
      } else resolve('no worker');
    };
    void (async () => {
      for (const request of requests) {
        await yieldToMainThread();
        worker.postMessage(request);
      }
    })();
  });
}

/**
 * Reads every record after `after` on the page, RECORDS_PER_TASK per request, in one transaction, handing
 * each page to `onRecords`; false when it failed (a problem is reported).
 */
function readOnPage(
  db: IDBDatabase,
  store: StoreName,
  after: IDBValidKey | undefined,
  onRecords: (records: unknown[]) => void,
  limit = Infinity,
): Promise<boolean> {
  return new Promise((resolve) => {
    try {
      const transaction = db.transaction(STORES[store].name, 'readonly');
      transaction.oncomplete = () => resolve(true);
      transaction.onerror = () => {
        report(kindOf(transaction.error), transaction.error);
        resolve(false);
      };
      transaction.onabort = () => {
        if (transaction.error) report(kindOf(transaction.error), transaction.error);
        resolve(false);
      };
      readPages(transaction, store, after, RECORDS_PER_TASK, onRecords, limit);
    } catch (error) {
      report(kindOf(error), error);
      resolve(false);
    }
  });
}

/**
 * Reads every record of a store, by key order, handing them to `onRecords` a few hundred or thousand at a
 * time, each in a short task; false when storage is unavailable (a problem is reported). The first
 * ON_PAGE_MAX are read on the page; when there are more, the storage worker reads the rest.
 */
export async function readEach(
  store: StoreName,
  onRecords: (records: readonly unknown[]) => void,
): Promise<boolean> {
  const db = await openWorkspaceDb();
  if (!db) return false;
  let last: unknown;
  let count = 0;
  const firstRead = await readOnPage(
    db,
    store,
    undefined,
    (page) => {
      count += page.length;
      last = page.at(-1);
      onRecords(page);
    },
    ON_PAGE_MAX,
  );
  if (!firstRead || count < ON_PAGE_MAX) return firstRead;
  const after = (last as Record<string, IDBValidKey>)[STORES[store].keyPath];
  const outcome = await inStorageWorker([{ type: 'read', store, after }], onRecords);
  if (outcome !== 'no worker') return outcome.ok;
  return readOnPage(db, store, after, onRecords);
}

/** Every record of a store, by key order; undefined when storage is unavailable (a problem is reported). */
export async function readAll<T>(store: StoreName): Promise<T[] | undefined> {
  const records: T[] = [];
  const read = await readEach(store, (page) => {
    for (const record of page) records.push(record as T);
  });
  return read ? records : undefined;
}

/** One record by its key; undefined when absent or when storage is unavailable. */
export async function readOne<T>(store: StoreName, key: IDBValidKey): Promise<T | undefined> {
  const result = await run<unknown>(store, 'readonly', (objectStore) => objectStore.get(key));
  return result.ok ? (result.value as T | undefined) : undefined;
}

/**
 * Writes records and deletes keys in one transaction (all or none); false when it failed (a problem is
 * reported). More than ON_PAGE_MAX of them are written by the storage worker, still in one transaction;
 * where no worker runs, RECORDS_PER_TASK to a transaction, one after another, so that no task on the page
 * is long: a failure then stops the writing, and what was written before it stays (each record stands
 * alone: a label, a list).
 */
export async function writeAll(
  store: StoreName,
  records: readonly object[],
  removedKeys: readonly IDBValidKey[] = [],
): Promise<boolean> {
  if (records.length + removedKeys.length > ON_PAGE_MAX) {
    const parts: StorageWorkerRequest[] = [];
    const total = Math.max(records.length, removedKeys.length);
    for (let start = 0; start < total; start += RECORDS_PER_MESSAGE)
      parts.push({
        type: 'write',
        store,
        records: records.slice(start, start + RECORDS_PER_MESSAGE),
        removedKeys: removedKeys.slice(start, start + RECORDS_PER_MESSAGE),
        last: start + RECORDS_PER_MESSAGE >= total,
      });
    const outcome = await inStorageWorker(parts);
    if (outcome !== 'no worker') {
      if (outcome.ok) announceChange(store);
      return outcome.ok;
    }
  }
  let ok = true;
  let wrote = false;
  for (let start = 0; ok && start < Math.max(records.length, removedKeys.length, 1);) {
    const end = start + RECORDS_PER_TASK;
    const puts = records.slice(start, end);
    const deletes = removedKeys.slice(start, end);
    const result = await run(store, 'readwrite', (objectStore) => {
      putAndDelete(objectStore.transaction, store, puts, deletes);
      return undefined;
    });
    ok = result.ok;
    wrote ||= result.ok;
    start = end;
  }
  if (wrote) announceChange(store);
  return ok;
}

/** Deletes records by key (one transaction); false when it failed. */
export function removeAll(store: StoreName, keys: readonly IDBValidKey[]): Promise<boolean> {
  return writeAll(store, [], keys);
}

/**
 * Other tabs of the explorer hear of every write (BroadcastChannel), so a label set in one tab shows in the
 * others without a reload. Stores reload what they keep in memory when told.
 */
const CHANNEL = DB_NAME;
let channel: BroadcastChannel | undefined;
const otherTabListeners = new Map<StoreName, Set<() => void>>();

function ensureChannel(): BroadcastChannel | undefined {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const store = (event.data as { store?: unknown } | null)?.store;
    if (typeof store !== 'string' || !Object.hasOwn(STORES, store)) return;
    for (const listener of otherTabListeners.get(store as StoreName) ?? []) listener();
  };
  return channel;
}

function announceChange(store: StoreName) {
  ensureChannel()?.postMessage({ store });
}

/** Calls `listener` when another tab wrote to `store`. */
export function subscribeOtherTabs(store: StoreName, listener: () => void): () => void {
  ensureChannel();
  const listeners = otherTabListeners.get(store) ?? new Set();
  listeners.add(listener);
  otherTabListeners.set(store, listeners);
  return () => listeners.delete(listener);
}

const reloaders = new Set<() => void>();

/** A store built on this module registers how it reloads what it keeps in memory. */
export function onWorkspaceReload(reload: () => void): void {
  reloaders.add(reload);
}

/**
 * Forgets the open database and any problem, and has every store read storage again, as a new page would
 * (the test setup calls it after giving each test a fresh IndexedDB).
 */
export function reloadWorkspaceFromStorage(): void {
  opening = undefined;
  problem = undefined;
  for (const listener of problemListeners) listener();
  channel?.close();
  channel = undefined;
  otherTabListeners.clear();
  for (const reload of reloaders) reload();
}
