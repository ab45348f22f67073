/**
 * The data worker: fetches, parses and validates the block's answers off the page's main thread
 * (block-answer.ts), one request per message, and posts what it reads back as it goes. It keeps nothing
 * between requests: React Query, on the page, is the cache.
 */
import { loadBlockAnswer, type BlockAnswerRequest } from './block-answer.ts';

export type BlockWorkerCommand =
  { type: 'load'; id: number; request: BlockAnswerRequest } | { type: 'abort'; id: number };

const running = new Map<number, AbortController>();

self.onmessage = (message: MessageEvent<BlockWorkerCommand>) => {
  const command = message.data;
  if (command.type === 'abort') {
    running.get(command.id)?.abort();
    running.delete(command.id);
    return;
  }
  const controller = new AbortController();
  running.set(command.id, controller);
  void loadBlockAnswer(
    command.request,
    (event, transfer) => {
      if (!controller.signal.aborted)
        self.postMessage({ id: command.id, event }, { transfer: transfer ?? [] });
    },
    { signal: controller.signal },
  ).finally(() => running.delete(command.id));
};
