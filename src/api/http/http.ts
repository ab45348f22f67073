/**
 * One HTTP exchange with the API, as both the page's client (client.ts) and the data worker
 * (block-answer.ts) make it: the key header, the timeout, the caller's abort, and how a refused or failed
 * exchange becomes an ApiError. What is done with the body is the caller's.
 */
import { ApiError, parseRetryAfter } from '../api-error.ts';
import { formatCount } from '../../ton/count.ts';
import { httpMessages as m } from '../http-messages.ts';

export interface HttpExchange {
  url: string;
  /** The request path with its query (never a key), for messages. */
  request: string;
  /** Sent only as the `X-API-Key` header, never in a URL. */
  apiKey?: string | undefined;
  timeoutMs: number;
  signal?: AbortSignal | undefined;
  fetch: typeof fetch;
  /** The most read of this answer, in bytes as decoded; MAX_ANSWER_BYTES unless smaller (a prefetch). */
  maxBytes?: number | undefined;
}

/**
 * The most the explorer reads of one answer, in bytes (as decoded: a gzip bomb counts at its full size).
 * Generous: the biggest real blocks are a few MB, the synthetic 5,000-transaction block is 19 MB. Without
 * it a 200 MB answer held 423 MB of the page's memory, and a 1 GB bomb was downloaded in full, four times.
 */
export const MAX_ANSWER_BYTES = 64 * 1024 * 1024;

/** Of an error answer (4xx, 5xx) only this much is read: its message is all the page shows of it. */
const ERROR_BODY_BYTES = 64 * 1024;

const megabytes = (bytes: number) => `${formatCount(Math.round(bytes / (1024 * 1024)))} MB`;

/** How much of an answer may be read, and the request it answers (for the message). */
export interface BodyLimit {
  maxBytes: number;
  request: string;
}

/** The `too-large` ApiError: never retried (the answer would be as big again). */
export function tooLargeError(request: string, maxBytes: number, announcedBytes?: number): ApiError {
  return new ApiError({
    kind: 'too-large',
    words:
      announcedBytes === undefined
        ? { message: m.tooLargeRead, values: { limit: megabytes(maxBytes) } }
        : {
            message: m.tooLargeAnnounced,
            values: { size: megabytes(announcedBytes), limit: megabytes(maxBytes) },
          },
    request,
    maxBytes,
  });
}

/**
 * Reads a body chunk by chunk, counting its bytes, and stops with a `too-large` ApiError (the download
 * cancelled) as soon as it passes `maxBytes`. `onChunk` is given each chunk as it arrives.
 */
export async function readBodyCapped(
  response: Response,
  { maxBytes, request }: BodyLimit,
  onChunk: (chunk: Uint8Array) => void | Promise<void>,
): Promise<number> {
  const body = response.body;
  if (!body) {
    // No stream to read (some test fetches): the whole body, then the check.
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (bytes.byteLength > maxBytes) throw tooLargeError(request, maxBytes);
    await onChunk(bytes);
    return bytes.byteLength;
  }
  const reader = body.getReader();
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return total;
      total += value.byteLength;
      if (total > maxBytes) {
        void reader.cancel().catch(() => {});
        throw tooLargeError(request, maxBytes);
      }
      await onChunk(value);
    }
  } finally {
    reader.releaseLock();
  }
}

/** The first ERROR_BODY_BYTES of an error answer, as text; the rest is not downloaded. */
async function readErrorText(response: Response, request: string): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  try {
    await readBodyCapped(response, { maxBytes: ERROR_BODY_BYTES, request }, (chunk) => {
      text += decoder.decode(chunk, { stream: true });
    });
  } catch {
    // Longer than a message needs: what arrived is enough.
  }
  return text + decoder.decode();
}

/**
 * Sends the request and reads the body with `read` (the page decodes it in slices, the worker collects its
 * bytes), both within the timeout, and neither past `maxBytes`: an answer announced bigger by its
 * Content-Length is not downloaded at all, and `read` stops one that grows past it (readBodyCapped). A
 * non-2xx answer becomes an ApiError carrying the server's message; a cancellation by the caller is passed
 * through as the AbortError React Query expects.
 */
export async function exchange<T>(
  http: HttpExchange,
  read: (response: Response, signal: AbortSignal, limit: BodyLimit) => Promise<T>,
): Promise<{ status: number; body: T }> {
  const maxBytes = http.maxBytes ?? MAX_ANSWER_BYTES;
  // One controller per request, aborted by the caller's signal or by our timeout. Linking by hand
  // rather than AbortSignal.any keeps it working with every AbortSignal implementation (jsdom's too).
  const controller = new AbortController();
  const outerSignal = http.signal;
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, http.timeoutMs);
  const onOuterAbort = () => controller.abort();
  if (outerSignal?.aborted) controller.abort();
  outerSignal?.addEventListener('abort', onOuterAbort, { once: true });

  try {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (http.apiKey) headers['X-API-Key'] = http.apiKey;
    let response: Response;
    try {
      response = await http.fetch(http.url, { headers, signal: controller.signal });
      if (!response.ok) {
        const text = await readErrorText(response, http.request);
        throw httpError(response, text, http.request, http.apiKey);
      }
      const announced = Number(response.headers.get('Content-Length') ?? '');
      if (Number.isFinite(announced) && announced > maxBytes) {
        controller.abort();
        throw tooLargeError(http.request, maxBytes, announced);
      }
      const body = await read(response, controller.signal, { maxBytes, request: http.request });
      return { status: response.status, body };
    } catch (cause) {
      if (cause instanceof ApiError) {
        controller.abort();
        throw cause;
      }
      throw transportError(cause, timedOut, outerSignal, http.request, http.timeoutMs);
    }
  } finally {
    clearTimeout(timer);
    outerSignal?.removeEventListener('abort', onOuterAbort);
  }
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
      words: { message: m.noAnswerWithin, values: { seconds: Math.round(timeoutMs / 1000) } },
      request,
      cause,
    });
  }
  return new ApiError({
    kind: 'network',
    words: { message: m.unreachable },
    request,
    cause,
  });
}

function httpError(response: Response, text: string, request: string, apiKey: string | undefined): ApiError {
  // As the exchange sent it: a 401/403 is worded by the key this request carried, not by today's settings.
  const keySent = Boolean(apiKey);
  const serverMessage = withoutKey(readServerMessage(text), apiKey);
  if (response.status === 429) {
    const retryAfterMs = parseRetryAfter(response.headers.get('Retry-After'));
    return new ApiError({
      kind: 'rate-limit',
      words:
        retryAfterMs === undefined
          ? { message: m.rateLimited }
          : { message: m.rateLimitedWait, values: { seconds: Math.ceil(retryAfterMs / 1000) } },
      request,
      status: 429,
      serverMessage,
      retryAfterMs,
      keySent,
    });
  }
  return new ApiError({
    kind: 'http',
    message: `HTTP ${response.status}${serverMessage ? `: ${serverMessage}` : ''}`,
    request,
    status: response.status,
    serverMessage,
    keySent,
  });
}

/** What stands for a server message that quoted the key, even in part. */
export const KEY_QUOTED_NOTE = '[message withheld: it quoted the API key]';

/** A quote of this many characters of the key, anywhere in a message, withholds the message. */
const KEY_QUOTE_RUN = 8;

/**
 * A server may quote the key it refused ("invalid key abc…"), whole or in part (its first or last
 * characters, say): the message is shown on the page and in exports, where no part of the key may appear.
 * A message holding any run of 8 of the key's characters (in any case) is withheld whole: what is left of
 * a message with the key cut out of it is not worth the risk of missing a quote. A key shorter than that
 * is replaced where it stands as a word of its own, so that it does not eat the letters of the words
 * around it.
 */
function withoutKey(message: string | undefined, apiKey: string | undefined): string | undefined {
  if (message === undefined || !apiKey) return message;
  if (apiKey.length >= KEY_QUOTE_RUN) return quotesKey(message, apiKey) ? KEY_QUOTED_NOTE : message;
  const escaped = apiKey.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return message.replace(new RegExp(`(?<![\\w-])${escaped}(?![\\w-])`, 'g'), '[API key]');
}

function quotesKey(message: string, apiKey: string): boolean {
  const text = message.toLowerCase();
  const key = apiKey.toLowerCase();
  for (let start = 0; start + KEY_QUOTE_RUN <= key.length; start += 1) {
    if (text.includes(key.slice(start, start + KEY_QUOTE_RUN))) return true;
  }
  return false;
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

/** The JSON of an answer's text; a body that is not JSON is an `unexpected-response`. */
export function parseJson(text: string, operation: string, request: string, status: number): unknown {
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new ApiError({
      kind: 'unexpected-response',
      words: { message: m.notJson, values: { operation } },
      request,
      status,
      cause,
    });
  }
}
