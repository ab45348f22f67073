/**
 * The typed fetch client: one place that knows the base URL, the key header, timeouts, the rate limit,
 * how errors look on the wire and how answers are checked against their schemas.
 */
import { ApiError, parseRetryAfter } from './api-error.ts';
import type { DecodeError, Decoder } from './decoder.ts';
import { yieldToMainThread } from './main-thread.ts';
import { createRateLimiter, type RateLimiter } from './rate-limiter.ts';

export interface ApiClientOptions {
  /** The part before `/api/v3`, e.g. `https://toncenter.com`; '' means the app's own origin. */
  baseUrl: string;
  /** Sent only as the `X-API-Key` header, never in a URL. */
  apiKey?: string | undefined;
  /** Abort a request that has not completely answered within this many milliseconds. */
  timeoutMs?: number;
  /** Requests per second the endpoint accepts; undefined means no client-side limit. */
  maxRequestsPerSecond?: number | undefined;
  /** Injected for tests that need a fetch of their own; defaults to the global fetch. */
  fetch?: typeof fetch;
}

export type QueryParams = ReadonlyArray<readonly [name: string, value: string]>;

export interface ApiClient {
  readonly baseUrl: string;
  /**
   * GETs `/api/v3/<operation>` and parses the JSON body with `schema`: `data` is what the schema made
   * of it, `raw` the parsed JSON as sent, `text` the body itself.
   */
  get<T>(
    operation: string,
    params: QueryParams,
    schema: Decoder<T>,
    signal?: AbortSignal,
  ): Promise<{ data: T; raw: unknown; text: string }>;
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
 * The body as text, decoded chunk by chunk as it arrives, handing the main thread back every megabyte.
 * `response.text()` decodes a 20 MB answer that arrived at once in one task of ~0.2 s, during which the
 * page cannot answer a click.
 */
async function readText(response: Response, signal: AbortSignal): Promise<string> {
  const body = response.body;
  if (!body || typeof TextDecoder === 'undefined') return response.text();
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let sinceYield = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(decoder.decode(value, { stream: true }));
      sinceYield += value.byteLength;
      if (sinceYield >= DECODE_SLICE_BYTES) {
        sinceYield = 0;
        await yieldToMainThread(signal);
      }
    }
  } finally {
    reader.releaseLock();
  }
  parts.push(decoder.decode());
  return parts.length === 1 ? (parts[0] ?? '') : parts.join('');
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '').replace(/\/api\/v3$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const limiter: RateLimiter | undefined =
    options.maxRequestsPerSecond === undefined ? undefined : createRateLimiter(options.maxRequestsPerSecond);
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  function urlOf(operation: string, params: QueryParams): string {
    const path = apiPath(operation, params);
    if (baseUrl) return `${baseUrl}${path}`;
    return typeof window === 'undefined' ? path : `${window.location.origin}${path}`;
  }

  async function get<T>(
    operation: string,
    params: QueryParams,
    schema: Decoder<T>,
    signal?: AbortSignal,
  ): Promise<{ data: T; raw: unknown; text: string }> {
    const request = apiPath(operation, params);
    if (limiter) await limiter.wait(signal);
    const body = await fetchText(urlOf(operation, params), request, signal);
    // The browser turns a big body into text (~0.1 s for 20 MB) in the task that resolves text(); parsing
    // it there too would make one long task of both.
    if (body.text.length > LARGE_BODY_CHARS) await yieldToMainThread(signal);
    let raw: unknown;
    try {
      raw = JSON.parse(body.text);
    } catch (cause) {
      throw new ApiError({
        kind: 'unexpected-response',
        message: `The server's answer to ${operation} is not JSON.`,
        request,
        status: body.status,
        cause,
      });
    }
    return { data: parseResponse(schema, raw, operation, request, body.status), raw, text: body.text };
  }

  async function fetchText(
    url: string,
    request: string,
    outerSignal?: AbortSignal,
  ): Promise<{ status: number; text: string }> {
    // One controller per request, aborted by the caller's signal or by our timeout. Linking by hand
    // rather than AbortSignal.any keeps it working with every AbortSignal implementation (jsdom's too).
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onOuterAbort = () => controller.abort();
    if (outerSignal?.aborted) controller.abort();
    outerSignal?.addEventListener('abort', onOuterAbort, { once: true });

    try {
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (options.apiKey) headers['X-API-Key'] = options.apiKey;
      let response: Response;
      try {
        response = await fetchImpl(url, { headers, signal: controller.signal });
      } catch (cause) {
        throw transportError(cause, timedOut, outerSignal, request, timeoutMs);
      }
      let text: string;
      try {
        text = await readText(response, controller.signal);
      } catch (cause) {
        throw transportError(cause, timedOut, outerSignal, request, timeoutMs);
      }
      if (!response.ok) throw httpError(response, text, request);
      return { status: response.status, text };
    } finally {
      clearTimeout(timer);
      outerSignal?.removeEventListener('abort', onOuterAbort);
    }
  }

  return { baseUrl, get, urlOf };
}

function transportError(
  cause: unknown,
  timedOut: boolean,
  outerSignal: AbortSignal | undefined,
  request: string,
  timeoutMs: number,
): unknown {
  // A cancellation by the caller (navigation, a newer query) is not an error to show: pass it through
  // as the AbortError React Query expects.
  if (outerSignal?.aborted && !timedOut) return cause;
  if (timedOut) {
    return new ApiError({
      kind: 'timeout',
      message: `No answer within ${Math.round(timeoutMs / 1000)} s.`,
      request,
      cause,
    });
  }
  return new ApiError({
    kind: 'network',
    message: 'The API could not be reached (network error, connection dropped or blocked by the browser).',
    request,
    cause,
  });
}

function httpError(response: Response, text: string, request: string): ApiError {
  const serverMessage = readServerMessage(text);
  if (response.status === 429) {
    const retryAfterMs = parseRetryAfter(response.headers.get('Retry-After'));
    return new ApiError({
      kind: 'rate-limit',
      message:
        retryAfterMs === undefined
          ? 'Too many requests: the API rate limit was hit.'
          : `Too many requests: the API asks to wait ${Math.ceil(retryAfterMs / 1000)} s.`,
      request,
      status: 429,
      serverMessage,
      retryAfterMs,
    });
  }
  return new ApiError({
    kind: 'http',
    message: `HTTP ${response.status}${serverMessage ? `: ${serverMessage}` : ''}`,
    request,
    status: response.status,
    serverMessage,
  });
}

/** toncenter writes `{"error": "…"}`; its gateway's 429 writes `{"ok":false,"result":"…"}`. */
function readServerMessage(text: string): string | undefined {
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object') {
      const record = body as Record<string, unknown>;
      if (typeof record['error'] === 'string') return record['error'];
      if (typeof record['result'] === 'string') return record['result'];
    }
  } catch {
    // Not JSON (a proxy's HTML page, say): the status alone has to do.
  }
  return undefined;
}

/**
 * Checks a JSON body against its schema; a failure becomes an `unexpected-response` ApiError naming the
 * first field that could not be read (e.g. `transactions[3].hash`).
 */
export function parseResponse<T>(
  schema: Decoder<T>,
  raw: unknown,
  operation: string,
  request?: string,
  status?: number,
): T {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  throw unusableAnswer(parsed.error, operation, request, status);
}

/** The `unexpected-response` ApiError for an answer a schema refused, naming the first unusable field. */
export function unusableAnswer(
  error: DecodeError,
  operation: string,
  request?: string,
  status?: number,
): ApiError {
  const issue = error.issues[0];
  const field = issue ? formatPath(issue.path) : '(root)';
  return new ApiError({
    kind: 'unexpected-response',
    message: `The server's answer to ${operation} has an unusable field ${field}: ${issue?.message ?? 'invalid'}.`,
    request,
    status,
    field,
    cause: error,
  });
}

function formatPath(path: ReadonlyArray<PropertyKey>): string {
  let result = '';
  for (const segment of path) {
    if (typeof segment === 'number') result += `[${segment}]`;
    else result += result ? `.${String(segment)}` : String(segment);
  }
  return result || '(root)';
}
