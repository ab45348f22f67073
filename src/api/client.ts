/**
 * The typed fetch client: one place that knows the base URL, the key header, timeouts, the rate limit,
 * how errors look on the wire and how answers are checked against their schemas.
 */
import type { BlockAnswerProgress, BlockTransport } from './block/block-transport.ts';
import { exchange, parseJson, readBodyCapped, type BodyLimit } from './http/http.ts';
import { parseResponse } from './read-answer.ts';
import type { $ZodType } from 'zod/v4/core';
import { ApiError } from './api-error.ts';
import { yieldToMainThread } from './block/main-thread.ts';
import { PATIENCE_MS } from './http/refusals.ts';
import type { RequestBudget, TurnDeadline } from './http/request-budget.ts';
import { httpMessages as apiMessages } from './http-messages.ts';

export interface ApiClientOptions {
  /** The part before `/api/v3`, e.g. `https://toncenter.com`; '' means the app's own origin. */
  baseUrl: string;
  /** Sent only as the `X-API-Key` header, never in a URL. */
  apiKey?: string | undefined;
  /** Abort a request that has not completely answered within this many milliseconds. */
  timeoutMs?: number;
  /**
   * Requests per second the endpoint is known to accept (toncenter's); undefined: a server whose limit is
   * learned from its answers (request-budget.ts).
   */
  maxRequestsPerSecond?: number | undefined;
  /**
   * How long a request the server refuses with 429 is sent again (when its turn comes) before the refusal
   * is the caller's error; 0 reports the first refusal. Default PATIENCE_MS (60 s).
   */
  rateLimitPatienceMs?: number;
  /** The endpoint's request budget; defaults to the one this page shares with its other tabs. */
  budget?: RequestBudget;
  /** Injected for tests that need a fetch of their own; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** How block answers are loaded; defaults to the data worker (the page itself without Workers). */
  blockTransport?: BlockTransport;
}

/** Bounds on one block answer beyond the client's own timeout. */
export interface AnswerLimits {
  /** Epoch milliseconds by which the answer must have arrived: each try's timeout ends there at the latest. */
  deadlineAt?: number | undefined;
  /** The most read of the answer, in bytes (MAX_ANSWER_BYTES unless smaller: a prefetch reads less). */
  maxBytes?: number | undefined;
}

export type QueryParams = ReadonlyArray<readonly [name: string, value: string]>;

export interface ApiClient {
  readonly baseUrl: string;
  /** The endpoint's spacing between requests now, in ms (request-budget.ts), for a watch's interval. */
  spacingMs?(): Promise<number>;
  /**
   * GETs `/api/v3/<operation>` and parses the JSON body with `schema`: `data` is what the schema made
   * of it, `raw` the parsed JSON as sent, `text` the body itself.
   */
  get<T>(
    operation: string,
    params: QueryParams,
    schema: $ZodType<T>,
    signal?: AbortSignal,
    limits?: AnswerLimits,
  ): Promise<{ data: T; raw: unknown; text: string }>;
  /**
   * GETs a block answer through the data worker (block-answer.ts), which fetches, parses and validates
   * it and hands `onEvent` what it reads as it goes, the first rows first. The rate limit applies as to
   * `get`: this endpoint's requests share one budget wherever they are sent from.
   */
  loadBlockAnswer(
    operation: string,
    params: QueryParams,
    onEvent: (event: BlockAnswerProgress) => void,
    signal?: AbortSignal,
    limits?: AnswerLimits,
  ): Promise<void>;
  /** The full URL of a request, as sent (it never contains the key). */
  urlOf(operation: string, params: QueryParams): string;
}

export const DEFAULT_TIMEOUT_MS = 20_000;

export function buildQueryString(params: QueryParams): string {
  return new URLSearchParams(params.map(([name, value]) => [name, value])).toString();
}

/** `operation` is an API v3 operation name, or an absolute path such as the sample API's `/__sample/catalog`. */
export function apiPath(operation: string, params: QueryParams): string {
  const query = buildQueryString(params);
  const path = operation.startsWith('/') ? operation : `/api/v3/${operation}`;
  return `${path}${query ? `?${query}` : ''}`;
}

/** A body this long is parsed in a task of its own. */
const LARGE_BODY_CHARS = 1_000_000;
/** While a body streams in, the main thread is handed back after decoding this many bytes of it. */
const DECODE_SLICE_BYTES = 1 << 20;

/**
 * The body as text, decoded chunk by chunk as it arrives, handing the main thread back every megabyte,
 * and never past `maxBytes` (readBodyCapped). `response.text()` decodes a 20 MB answer that arrived at
 * once in one task of ~0.2 s, during which the page cannot answer a click.
 */
async function readText(response: Response, signal: AbortSignal, limit: BodyLimit): Promise<string> {
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let sinceYield = 0;
  await readBodyCapped(response, limit, async (chunk) => {
    parts.push(decoder.decode(chunk, { stream: true }));
    sinceYield += chunk.byteLength;
    if (sinceYield >= DECODE_SLICE_BYTES) {
      sinceYield = 0;
      await yieldToMainThread(signal);
    }
  });
  parts.push(decoder.decode());
  return parts.length === 1 ? (parts[0] ?? '') : parts.join('');
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '').replace(/\/api\/v3$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const budget = endpointBudget(options, baseUrl);
  const patienceMs = options.rateLimitPatienceMs ?? PATIENCE_MS;
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const transport = lazyBlockTransport(options);

  function urlOf(operation: string, params: QueryParams): string {
    const path = apiPath(operation, params);
    if (baseUrl) return `${baseUrl}${path}`;
    return typeof window === 'undefined' ? path : `${window.location.origin}${path}`;
  }

  async function get<T>(
    operation: string,
    params: QueryParams,
    schema: $ZodType<T>,
    signal?: AbortSignal,
    limits: AnswerLimits = {},
  ): Promise<{ data: T; raw: unknown; text: string }> {
    const request = apiPath(operation, params);
    const turn = { deadlineAt: limits.deadlineAt, request };
    const { status, body: text } = await withinBudget(budget, patienceMs, signal, turn, () => {
      const left = timeLeft(limits, request, timeoutMs);
      return exchange(
        {
          url: urlOf(operation, params),
          request,
          apiKey: options.apiKey,
          timeoutMs: Math.min(timeoutMs, left),
          signal,
          fetch: fetchImpl,
          maxBytes: limits.maxBytes,
        },
        readText,
      );
    });
    // The browser turns a big body into text (~0.1 s for 20 MB) in the task that resolves text(); parsing
    // it there too would make one long task of both.
    if (text.length > LARGE_BODY_CHARS) await yieldToMainThread(signal);
    const raw = parseJson(text, operation, request, status);
    return { data: parseResponse(schema, raw, operation, request, status), raw, text };
  }

  async function loadBlockAnswer(
    operation: string,
    params: QueryParams,
    onEvent: (event: BlockAnswerProgress) => void,
    signal?: AbortSignal,
    limits: AnswerLimits = {},
  ): Promise<void> {
    const path = apiPath(operation, params);
    const loader = await transport();
    const turn = { deadlineAt: limits.deadlineAt, request: path };
    await withinBudget(budget, patienceMs, signal, turn, async () => {
      const left = timeLeft(limits, path, timeoutMs);
      const request = {
        url: urlOf(operation, params),
        request: path,
        operation,
        timeoutMs: Math.min(timeoutMs, left),
        ...(limits.maxBytes === undefined ? {} : { maxBytes: limits.maxBytes }),
        ...(options.apiKey ? { apiKey: options.apiKey } : {}),
      };
      return loader.load(request, onEvent, signal);
    });
  }

  const spacingMs = async () => (await budget).spacingMs?.() ?? 0;
  return { baseUrl, get, loadBlockAnswer, urlOf, spacingMs };
}

/**
 * The endpoint's request budget. Its code is a chunk of its own, out of the first download; it is asked
 * for now, with the client, so it has arrived by the time the route's first request is made.
 */
function endpointBudget(options: ApiClientOptions, baseUrl: string): Promise<RequestBudget> {
  const budget: Promise<RequestBudget> = options.budget
    ? Promise.resolve(options.budget)
    : import('./http/request-budget.ts').then(({ requestBudgetFor }) =>
        requestBudgetFor({
          baseUrl: baseUrl || (typeof window === 'undefined' ? '' : window.location.origin),
          apiKey: options.apiKey,
          knownRequestsPerSecond: options.maxRequestsPerSecond,
        }),
      );
  // A failed chunk load is reported by the request that needed it, not as an unhandled rejection.
  budget.catch(() => {});
  return budget;
}

/**
 * The transport (and with it the worker's URL) is loaded with the first block: pages that show no block
 * never download it.
 */
function lazyBlockTransport(options: ApiClientOptions): () => Promise<BlockTransport> {
  let blockTransport = options.blockTransport;
  return async () => {
    if (!blockTransport) {
      const { defaultBlockTransport } = await import('./block/block-transport.ts');
      blockTransport ??= defaultBlockTransport(options.fetch);
    }
    return blockTransport;
  };
}

/**
 * Sends in the endpoint's turn (request-budget.ts's sendInTurn, loaded with the budget: the refusals'
 * handling is out of the first download).
 */
async function withinBudget<T>(
  budget: Promise<RequestBudget>,
  patienceMs: number,
  signal: AbortSignal | undefined,
  turn: TurnDeadline,
  send: () => Promise<T>,
): Promise<T> {
  const [{ sendInTurn }, endpoint] = await Promise.all([import('./http/request-budget.ts'), budget]);
  return sendInTurn(endpoint, { patienceMs, signal, turn }, send);
}

/**
 * The time left before the deadline, counted when the request is sent (after its turn came); throws a
 * timeout when none is left.
 */
function timeLeft(limits: AnswerLimits, request: string, timeoutMs: number): number {
  if (limits.deadlineAt === undefined) return timeoutMs;
  const left = limits.deadlineAt - Date.now();
  if (left <= 0) throw new ApiError({ kind: 'timeout', words: { message: apiMessages.noTimeLeft }, request });
  return left;
}
