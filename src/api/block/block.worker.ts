/**
 * The data worker: fetches, parses and validates the block's answers off the page's main thread
 * (block-answer.ts), one request per message, and posts what it reads back as it goes. It keeps nothing
 * between requests: React Query, on the page, is the cache.
 */
import { boundDepth, JSON_DEPTH_LIMIT } from '../../ton/text/bounded-json.ts';
import { FIRST_BATCH, loadBlockAnswer, type BlockAnswerRequest } from './block-answer.ts';

export type BlockWorkerCommand =
  | { type: 'load'; id: number; request: BlockAnswerRequest }
  /** The page has drawn the first rows of request `id`: send the rest. */
  | { type: 'continue'; id: number }
  | { type: 'abort'; id: number };

const running = new Map<number, AbortController>();
const waitingToContinue = new Map<number, () => void>();

/** How long the rest of an answer waits for the page to draw its first rows, at most. */
const FIRST_ROWS_PAUSE_MS = 250;

function pauseAfterFirstRows(id: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(go, FIRST_ROWS_PAUSE_MS);
    function go() {
      clearTimeout(timer);
      waitingToContinue.delete(id);
      resolve();
    }
    waitingToContinue.set(id, go);
  });
}

/**
 * Posts one event to the page. A structured clone overflows the stack on a value nested thousands of
 * levels deep (a server's extra field, a decoded body): then the event goes again with such values cut at
 * JSON_DEPTH_LIMIT levels (nothing is transferred by a clone that failed), instead of failing the answer.
 */
function post(id: number, event: unknown, transfer: Transferable[]) {
  try {
    self.postMessage({ id, event }, { transfer });
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    self.postMessage({ id, event: boundDepth(event, JSON_DEPTH_LIMIT) }, { transfer });
  }
}

self.onmessage = (message: MessageEvent<BlockWorkerCommand>) => {
  const command = message.data;
  if (command.type === 'continue') {
    waitingToContinue.get(command.id)?.();
    return;
  }
  if (command.type === 'abort') {
    running.get(command.id)?.abort();
    running.delete(command.id);
    waitingToContinue.get(command.id)?.();
    return;
  }
  const controller = new AbortController();
  running.set(command.id, controller);
  void loadBlockAnswer(
    command.request,
    (event, transfer) => {
      if (!controller.signal.aborted) post(command.id, event, transfer ?? []);
    },
    {
      signal: controller.signal,
      // An aborted request stops validating at the next batch.
      afterBatch: (sent) => {
        if (controller.signal.aborted) return Promise.reject(controller.signal.reason as Error);
        return sent === FIRST_BATCH ? pauseAfterFirstRows(command.id) : Promise.resolve();
      },
    },
  ).finally(() => running.delete(command.id));
};
