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
import { cutText } from '../ton/text/cut-text.ts';

const DB_NAME = 'tonlens-workspace';
const DB_VERSION = 1;

/** The object stores, with their keys: `labels` by raw address, `lists` by id, `snapshots` by list id. */
export const STORES = {
  labels: { name: 'labels', keyPath: 'raw' },
  lists: { name: 'lists', keyPath: 'id' },
  snapshots: { name: 'snapshots', keyPath: 'listId' },
} as const;
export type StoreName = keyof typeof STORES;

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
    error instanceof Error ? `${error.name}: ${error.message}` : String(error ?? 'no reason given');
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
  opening ??= new Promise<IDBDatabase | undefined>((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      if (typeof indexedDB === 'undefined') throw new Error('this browser offers no IndexedDB');
      request = indexedDB.open(DB_NAME, DB_VERSION);
    } catch (error) {
      report('unavailable', error);
      resolve(undefined);
      return;
    }
    request.onupgradeneeded = () => {
      const db = request.result;
      for (const { name, keyPath } of Object.values(STORES)) {
        if (!db.objectStoreNames.contains(name)) db.createObjectStore(name, { keyPath });
      }
    };
    request.onsuccess = () => {
      const db = request.result;
      // Another tab of a newer version asks to upgrade: let it, and open again on the next use.
      db.onversionchange = () => {
        db.close();
        opening = undefined;
      };
      resolve(db);
    };
    request.onerror = () => {
      report('unavailable', request.error);
      resolve(undefined);
    };
    request.onblocked = () => {
      report('unavailable', new Error('another tab holds an older version of the storage open'));
      resolve(undefined);
    };
  });
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

/** Every record of a store; undefined when storage is unavailable (a problem is reported). */
export async function readAll<T>(store: StoreName): Promise<T[] | undefined> {
  const result = await run<unknown[]>(store, 'readonly', (objectStore) => objectStore.getAll());
  return result.ok ? ((result.value ?? []) as T[]) : undefined;
}

/** One record by its key; undefined when absent or when storage is unavailable. */
export async function readOne<T>(store: StoreName, key: IDBValidKey): Promise<T | undefined> {
  const result = await run<unknown>(store, 'readonly', (objectStore) => objectStore.get(key));
  return result.ok ? (result.value as T | undefined) : undefined;
}

/**
 * Writes records and deletes keys in one transaction (all or none); false when it failed (a problem is
 * reported).
 */
export async function writeAll(
  store: StoreName,
  records: readonly object[],
  removedKeys: readonly IDBValidKey[] = [],
): Promise<boolean> {
  const result = await run(store, 'readwrite', (objectStore) => {
    for (const record of records) objectStore.put(record);
    for (const key of removedKeys) objectStore.delete(key);
    return undefined;
  });
  if (result.ok) announceChange(store);
  return result.ok;
}

/** Deletes records by key (one transaction); false when it failed. */
export function removeAll(store: StoreName, keys: readonly IDBValidKey[]): Promise<boolean> {
  return writeAll(store, [], keys);
}

/**
 * Other tabs of the explorer hear of every write (BroadcastChannel), so a label set in one tab shows in the
 * others without a reload. Stores reload what they keep in memory when told.
 */
const CHANNEL = 'tonlens-workspace';
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
