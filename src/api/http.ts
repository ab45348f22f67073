/**
 * One HTTP exchange with the API, as both the page's client (client.ts) and the data worker
 * (block-answer.ts) make it: the key header, the timeout, the caller's abort, and how a refused or failed
 * exchange becomes an ApiError. What is done with the body is the caller's.
 */
import { ApiError, parseRetryAfter } from './api-error.ts';

export interface HttpExchange {
  url: string;
  /** The request path with its query (never a key), for messages. */
  request: string;
  /** Sent only as the `X-API-Key` header, never in a URL. */
  apiKey?: string | undefined;
  timeoutMs: number;
  signal?: AbortSignal | undefined;
  fetch: typeof fetch;
}

/**
 * Sends the request and reads the body as text with `read` (the page reads it in slices, the worker at
 * once), both within the timeout. A non-2xx answer becomes an ApiError carrying the server's message; a
 * cancellation by the caller is passed through as the AbortError React Query expects.
 */
export async function exchange(
  http: HttpExchange,
  read: (response: Response, signal: AbortSignal) => Promise<string>,
): Promise<{ status: number; text: string }> {
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
    let text: string;
    try {
      response = await http.fetch(http.url, { headers, signal: controller.signal });
      text = await read(response, controller.signal);
    } catch (cause) {
      throw transportError(cause, timedOut, outerSignal, http.request, http.timeoutMs);
    }
    if (!response.ok) throw httpError(response, text, http.request, http.apiKey);
    return { status: response.status, text };
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

function httpError(response: Response, text: string, request: string, apiKey: string | undefined): ApiError {
  // As the exchange sent it: a 401/403 is worded by the key this request carried, not by today's settings.
  const keySent = Boolean(apiKey);
  const serverMessage = withoutKey(readServerMessage(text), apiKey);
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
      message: `The server's answer to ${operation} is not JSON.`,
      request,
      status,
      cause,
    });
  }
}
