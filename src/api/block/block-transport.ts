/**
 * How the page has a block answer loaded: by the data worker (block.worker.ts) where the browser has
 * Workers, or by the same loader on the page itself where it has not (jsdom) or where the client was
 * given a fetch of its own (tests). Either way the caller sees the same events and the same ApiErrors,
 * and its AbortSignal stops the request where it runs.
 */
import { ApiError } from '../api-error.ts';
import type { BlockAnswerEvent, BlockAnswerRequest } from './block-answer.ts';
import type { BlockWorkerCommand } from './block.worker.ts';
import { yieldToMainThread } from './main-thread.ts';
import { apiMessages } from '../api-messages.ts';

/** Events other than `error`, which becomes the load's rejection. */
export type BlockAnswerProgress = Exclude<BlockAnswerEvent, { type: 'error' }>;

export interface BlockTransport {
  /**
   * Loads one answer, handing each event to `onEvent` as it comes; resolves after the `end` event,
   * rejects with an ApiError (or the signal's reason when aborted).
   */
  load(
    request: BlockAnswerRequest,
    onEvent: (event: BlockAnswerProgress) => void,
    signal?: AbortSignal,
  ): Promise<void>;
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('Aborted', 'AbortError');
}

/**
 * Runs the loader on this thread. The loader (and the schemas it validates with) is a chunk of its own,
 * loaded on first use: pages that show no block never download it.
 */
function inPageTransport(fetchImpl?: typeof fetch): BlockTransport {
  return {
    async load(request, onEvent, signal) {
      let failure: ApiError | undefined;
      const { loadBlockAnswer } = await import('./block-answer.ts');
      await loadBlockAnswer(
        request,
        (event) => {
          if (event.type === 'error') failure = new ApiError(event.error);
          else onEvent(event);
        },
        {
          signal,
          afterBatch: () => yieldToMainThread(signal),
          ...(fetchImpl ? { fetch: fetchImpl } : {}),
        },
      );
      if (signal?.aborted) throw abortReason(signal);
      if (failure) throw failure;
    },
  };
}

interface Pending {
  onEvent: (event: BlockAnswerProgress) => void;
  /** Whether rows have come yet: after the first ones, the worker waits to be told to go on. */
  rowsSeen: boolean;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** One data worker for the page, started on first use and kept: it holds no data between requests. */
function workerTransport(createWorker: () => Worker): BlockTransport {
  let worker: Worker | undefined;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  function started(): Worker {
    if (worker) return worker;
    const created = createWorker();
    created.onmessage = (message: MessageEvent<{ id: number; event: BlockAnswerEvent }>) => {
      const { id, event } = message.data;
      const waiting = pending.get(id);
      if (!waiting) return;
      if (event.type === 'error') {
        pending.delete(id);
        waiting.reject(new ApiError(event.error));
        return;
      }
      waiting.onEvent(event);
      if ((event.type === 'rows' || event.type === 'trace-rows') && !waiting.rowsSeen) {
        waiting.rowsSeen = true;
        // Once the page is idle again — the first rows drawn — the worker sends the rest.
        whenIdle(() => created.postMessage({ type: 'continue', id } satisfies BlockWorkerCommand));
      }
      if (event.type === 'end') {
        pending.delete(id);
        waiting.resolve();
      }
    };
    // The worker's script failed to load or threw outside a request: every waiting load fails, and the
    // next one starts a new worker.
    created.onerror = (event) => {
      event.preventDefault();
      const error = new ApiError({
        kind: 'network',
        words: { message: apiMessages.workerFailed },
      });
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
      created.terminate();
      if (worker === created) worker = undefined;
    };
    worker = created;
    return created;
  }

  return {
    load(request, onEvent, signal) {
      return new Promise<void>((resolve, reject) => {
        if (signal?.aborted) {
          reject(abortReason(signal));
          return;
        }
        const target = started();
        const id = nextId++;
        const onAbort = () => {
          if (!pending.delete(id)) return;
          target.postMessage({ type: 'abort', id } satisfies BlockWorkerCommand);
          reject(abortReason(signal as AbortSignal));
        };
        pending.set(id, {
          onEvent,
          rowsSeen: false,
          resolve: () => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
          },
          reject: (error) => {
            signal?.removeEventListener('abort', onAbort);
            reject(error);
          },
        });
        signal?.addEventListener('abort', onAbort, { once: true });
        target.postMessage({ type: 'load', id, request } satisfies BlockWorkerCommand);
      });
    },
  };
}

/** Runs `task` when the main thread is next idle (a short timeout where requestIdleCallback is missing). */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 200 });
  else setTimeout(task, 50);
}

let sharedWorkerTransport: BlockTransport | undefined;

/**
 * The data worker where the browser can run one (one for the page, whichever endpoint asks: a request
 * carries its own URL and key), else the page itself.
 */
export function defaultBlockTransport(fetchImpl?: typeof fetch): BlockTransport {
  if (fetchImpl || typeof Worker === 'undefined') return inPageTransport(fetchImpl);
  sharedWorkerTransport ??= workerTransport(
    () => new Worker(new URL('./block.worker.ts', import.meta.url), { type: 'module', name: 'tonlens data' }),
  );
  return sharedWorkerTransport;
}
