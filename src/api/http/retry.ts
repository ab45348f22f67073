import { ApiError, isApiError } from '../api-error.ts';
import { httpMessages as apiMessages } from '../http-messages.ts';

export interface RetryPolicy {
  /** Total tries, the first included. */
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { attempts: 4, baseDelayMs: 1000, maxDelayMs: 16_000 };

/**
 * How long to wait before try number `failures + 1`, or undefined when the error must not be retried.
 * Only transient faults are retried (5xx, network, timeout); 4xx and bad answers never are, since asking
 * again gives the same answer. Nor is a 429: the client has already sent the refused request again, in
 * its endpoint's turn, until the server's refusal outlasted its patience (client.ts, request-budget.ts).
 */
export function retryDelayMs(error: unknown, failures: number, policy: RetryPolicy = DEFAULT_RETRY_POLICY) {
  if (!isApiError(error) || !error.isTransient || failures >= policy.attempts) return undefined;
  if (error.kind === 'rate-limit') return undefined;
  return Math.min(policy.baseDelayMs * 2 ** (failures - 1), policy.maxDelayMs);
}

/**
 * Runs `task` until it succeeds, a non-transient error occurs, or the policy's tries run out, or (with
 * `deadlineAt`, epoch milliseconds) until the next try could not start before the deadline; then
 * `onGiveUp` may word the last error for the whole, tries included.
 */
export async function withRetry<T>(
  task: () => Promise<T>,
  options: {
    policy?: RetryPolicy;
    signal?: AbortSignal | undefined;
    deadlineAt?: number | undefined;
    onGiveUp?: (error: unknown, tries: number) => unknown;
  } = {},
): Promise<T> {
  const policy = options.policy ?? DEFAULT_RETRY_POLICY;
  for (let failures = 0; ;) {
    try {
      return await task();
    } catch (error) {
      failures += 1;
      const delay = retryDelayMs(error, failures, policy);
      if (options.signal?.aborted) throw error;
      const pastDeadline =
        options.deadlineAt !== undefined && Date.now() + (delay ?? 0) >= options.deadlineAt;
      if (delay === undefined || pastDeadline)
        throw options.onGiveUp ? options.onGiveUp(error, failures) : error;
      await sleep(delay, options.signal);
    }
  }
}

/**
 * Resolves after `ms`; rejects with the signal's reason when it aborts first (or already has), and leaves
 * no listener behind either way.
 */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    }
    if (signal?.aborted) onAbort();
    else signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * A load — every request and automatic retry of it — ends within this: a server that drips its answer or
 * keeps failing is reported after 45 s, not after 4 tries of 20 s each and the waits between them (85 s
 * of "Loading…").
 */
export const LOAD_DEADLINE_MS = 45_000;

/**
 * For withRetry's `onGiveUp`: past the deadline, a timeout speaks for the whole load ("Block 1 did not
 * arrive within 45 s (3 tries)"), not for its last try alone.
 */
export function deadlineGiveUp(seqno: number | 'latest', startedAt: number, deadlineMs: number) {
  return (error: unknown, tries: number): unknown =>
    isApiError(error) && error.kind === 'timeout' && Date.now() - startedAt >= deadlineMs - 1_000
      ? new ApiError({
          kind: 'timeout',
          words: {
            message: seqno === 'latest' ? apiMessages.latestBlockLate : apiMessages.blockLate,
            // A seqno is chain data: its digits as the chain writes them, without group separators.
            values: { seqno: String(seqno), seconds: Math.round(deadlineMs / 1000), count: tries },
          },
          request: error.request,
          cause: error,
        })
      : error;
}
