/**
 * Reads a labels file the user chose without holding the page's main thread: in a worker of its own
 * (label-file.worker.ts) where the browser runs one, else on the page in slices of rows with the thread
 * handed back between them (jsdom; a browser that refused the worker). Either way the same reader
 * (label-files.ts) with the same bounds: at most `maxEntries` good rows and LABEL_FILE_PROBLEMS_LISTED
 * problems are kept, whatever the file holds.
 */
import { yieldToMainThread } from '../api/block/main-thread.ts';
import { readLabelFileInSlices, type LabelFile, type LabelFileEntry } from './label-files.ts';
import type { LabelFileWorkerMessage, LabelFileWorkerRequest } from './label-file.worker.ts';
import { LABELS_MAX } from './labels.ts';

async function readOnPage(file: Blob, maxEntries: number): Promise<LabelFile> {
  return readLabelFileInSlices(await file.text(), () => yieldToMainThread(), { maxEntries });
}

/** The file read by a worker; undefined when the worker could not run (the caller reads it on the page). */
function readInWorker(file: Blob, maxEntries: number): Promise<LabelFile | undefined> {
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./label-file.worker.ts', import.meta.url), {
        type: 'module',
        name: 'tonlens labels file',
      });
    } catch {
      resolve(undefined);
      return;
    }
    const entries: LabelFileEntry[] = [];
    worker.onmessage = (event: MessageEvent<LabelFileWorkerMessage>) => {
      const message = event.data;
      if (message.type === 'entries') {
        for (const entry of message.entries) entries.push(entry);
        return;
      }
      worker.terminate();
      if (message.type === 'failed') reject(new Error(message.message));
      else
        resolve({
          entries,
          problems: message.problems,
          problemCount: message.problemCount,
          unread: message.unread,
        });
    };
    // The worker's script did not load or run (a policy, an old browser): read on the page instead.
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      resolve(undefined);
    };
    worker.postMessage({ file, maxEntries } satisfies LabelFileWorkerRequest);
  });
}

/** Reads a chosen labels file (JSON or CSV), keeping at most `maxEntries` good rows (LABELS_MAX). */
export async function readLabelFileOffThread(file: Blob, maxEntries = LABELS_MAX): Promise<LabelFile> {
  if (typeof Worker !== 'undefined') {
    const read = await readInWorker(file, maxEntries);
    if (read !== undefined) return read;
  }
  return readOnPage(file, maxEntries);
}
