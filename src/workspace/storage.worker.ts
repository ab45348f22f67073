/**
 * The storage worker: reads or writes many records of the workspace database off the page's main thread.
 * Making a stored value out of a record (or one back) costs the page ~0.1 ms per record — 70,000 labels
 * were seconds of frozen page — while a message of thousands of records to or from a worker costs it a
 * few milliseconds. One operation per worker; the page ends it when answered.
 *
 * - `read`: every record after a key, posted `RECORDS_PER_MESSAGE` at a time, then `done`.
 * - `write`: records and keys to delete arrive in parts; after the `last` part they are written in one
 *   transaction (all or none), then `done`.
 */
import { committed, openDatabase, putAndDelete, readPages, STORES, type StoreName } from './idb.ts';

export type StorageWorkerRequest =
  | { type: 'read'; store: StoreName; after: IDBValidKey | undefined }
  | {
      type: 'write';
      store: StoreName;
      records: object[];
      removedKeys: IDBValidKey[];
      /** The last part: write now. */
      last: boolean;
    };

export type StorageWorkerMessage =
  | { type: 'records'; records: unknown[] }
  | { type: 'done' }
  /** The storage failed: the browser's error, by name (`QuotaExceededError`) and message. */
  | { type: 'failed'; name: string; message: string };

/** Records per message to the page: each a clone of a few milliseconds there. */
const RECORDS_PER_MESSAGE = 1_000;

function post(message: StorageWorkerMessage) {
  self.postMessage(message);
}

function fail(error: unknown) {
  post({
    type: 'failed',
    name: error instanceof Error || error instanceof DOMException ? error.name : 'Error',
    message: error instanceof Error || error instanceof DOMException ? error.message : String(error),
  });
}

const toWrite: { records: object[]; removedKeys: IDBValidKey[] } = { records: [], removedKeys: [] };

async function run(request: StorageWorkerRequest) {
  if (!Object.hasOwn(STORES, request.store)) throw new Error('no such store');
  if (request.type === 'write') {
    for (const record of request.records) toWrite.records.push(record);
    for (const key of request.removedKeys) toWrite.removedKeys.push(key);
    if (!request.last) return;
  }
  const db = await openDatabase();
  try {
    if (request.type === 'read') {
      const transaction = db.transaction(STORES[request.store].name, 'readonly');
      readPages(transaction, request.store, request.after, RECORDS_PER_MESSAGE, (page) => {
        if (page.length > 0) post({ type: 'records', records: page });
      });
      await committed(transaction);
    } else {
      const transaction = db.transaction(STORES[request.store].name, 'readwrite');
      const done = committed(transaction);
      try {
        putAndDelete(transaction, request.store, toWrite.records, toWrite.removedKeys);
      } catch (error) {
        // A record the browser cannot store throws at once: nothing of the transaction is kept.
        transaction.abort();
        await done.catch(() => undefined);
        throw error;
      }
      await done;
    }
    post({ type: 'done' });
  } finally {
    db.close();
  }
}

self.onmessage = (event: MessageEvent<StorageWorkerRequest>) => {
  run(event.data).catch(fail);
};
