/**
 * The workspace database itself — its name, version, stores and the reading and writing of records —
 * shared by the page (workspace-db.ts) and the storage worker (storage.worker.ts), which both open it.
 * No React and no reporting here: each side says what a failure means for it.
 */
import { t } from '../ton/i18n/door.ts';
import { storageMessages as m } from './workspace-messages.ts';

export const DB_NAME = 'tonlens-workspace';
export const DB_VERSION = 1;

/** The object stores, with their keys: `labels` by raw address, `lists` by id, `snapshots` by list id. */
export const STORES = {
  labels: { name: 'labels', keyPath: 'raw' },
  lists: { name: 'lists', keyPath: 'id' },
  snapshots: { name: 'snapshots', keyPath: 'listId' },
} as const;
export type StoreName = keyof typeof STORES;

/** Opens the database (creating its stores the first time); rejects with the browser's error. */
export function openDatabase(onBlocked: () => void = () => undefined): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') throw new Error(t(m.noIndexedDb));
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      for (const { name, keyPath } of Object.values(STORES)) {
        if (!db.objectStoreNames.contains(name)) db.createObjectStore(name, { keyPath });
      }
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error(t(m.notOpened)));
    request.onblocked = () => {
      onBlocked();
      reject(new Error(t(m.olderVersionOpen)));
    };
  });
}

/**
 * Reads the records of `store` after the key `after` (all of them when undefined), in key order, `pageSize`
 * at a time (each page one request, so one short task where the values are made), handing each page to
 * `onPage`, within `transaction`; `limit` stops after that many.
 */
export function readPages(
  transaction: IDBTransaction,
  store: StoreName,
  after: IDBValidKey | undefined,
  pageSize: number,
  onPage: (records: unknown[]) => void,
  limit = Infinity,
): void {
  const { name, keyPath } = STORES[store];
  const objectStore = transaction.objectStore(name);
  let read = 0;
  const readPage = (from: IDBValidKey | undefined) => {
    const range = from === undefined ? null : IDBKeyRange.lowerBound(from, true);
    const request = objectStore.getAll(range, Math.min(pageSize, limit - read));
    request.onsuccess = () => {
      const page = request.result;
      read += page.length;
      onPage(page);
      const last = page.at(-1) as Record<string, IDBValidKey> | undefined;
      if (page.length === pageSize && read < limit && last !== undefined) readPage(last[keyPath]);
    };
  };
  readPage(after);
}

/** Puts `records` and deletes `removedKeys` within `transaction`. */
export function putAndDelete(
  transaction: IDBTransaction,
  store: StoreName,
  records: readonly object[],
  removedKeys: readonly IDBValidKey[],
): void {
  const objectStore = transaction.objectStore(STORES[store].name);
  for (const record of records) objectStore.put(record);
  for (const key of removedKeys) objectStore.delete(key);
}

/** Resolves when `transaction` commits; rejects with its error when it fails or is aborted. */
export function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error(t(m.changeRefused)));
    transaction.onabort = () => reject(transaction.error ?? new Error(t(m.changeGivenUp)));
  });
}
