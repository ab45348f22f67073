/**
 * The labels file worker: reads one chosen file (label-files.ts) off the page's main thread and posts
 * what it found: the good rows in batches (each a short structured clone on the page), then the problems
 * and counts. One file per worker; the page ends the worker when it has the answer.
 */
import { readLabelFile, type LabelFile, type LabelFileEntry } from './label-files.ts';

export interface LabelFileWorkerRequest {
  file: Blob;
  maxEntries: number;
}

export type LabelFileWorkerMessage =
  | { type: 'entries'; entries: LabelFileEntry[] }
  | { type: 'done'; problems: LabelFile['problems']; problemCount: number; unread: number }
  | { type: 'failed'; message: string };

/** Good rows per message: a clone of a few milliseconds on the page. */
const ENTRIES_PER_MESSAGE = 2_000;

function post(message: LabelFileWorkerMessage) {
  self.postMessage(message);
}

self.onmessage = async (event: MessageEvent<LabelFileWorkerRequest>) => {
  try {
    const { file, maxEntries } = event.data;
    const read = readLabelFile(await file.text(), { maxEntries });
    for (let start = 0; start < read.entries.length; start += ENTRIES_PER_MESSAGE)
      post({ type: 'entries', entries: read.entries.slice(start, start + ENTRIES_PER_MESSAGE) });
    post({ type: 'done', problems: read.problems, problemCount: read.problemCount, unread: read.unread });
  } catch (error) {
    post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
};
