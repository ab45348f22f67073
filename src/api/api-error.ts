/**
 * The one error type of the API client. `kind` tells the page which designed state to show:
 *  - `invalid-input`: refused before any request (e.g. more than 1024 accounts); nothing was sent;
 *  - `network`: the server could not be reached (DNS, refused, dropped connection, CORS);
 *  - `timeout`: no complete answer within the client's timeout;
 *  - `rate-limit`: HTTP 429; `retryAfterMs` when the server sent Retry-After;
 *  - `http`: any other non-2xx status, with the server's `{"error": …}` message when it sent one;
 *  - `unexpected-response`: a 2xx answer that is not JSON or lacks a field the page cannot live without
 *    (`field` names it, e.g. `transactions[3].hash`).
 *  - `too-large`: an answer bigger than the most the explorer reads of one (MAX_ANSWER_BYTES, http.ts),
 *    by its Content-Length or counted while it streamed in; never retried: it would be as big again.
 * Messages never contain the API key: the key only travels in a header and is never part of a URL.
 */
import { t, tEnglish, type MessageValue } from '../ton/i18n/door.ts';
import type { Message } from '../ton/i18n/messages.ts';

/** An error's text as a message (../api-messages.ts) and its values: plain data, it crosses to the page. */
export interface ApiWords {
  message: Message;
  values?: Readonly<Record<string, MessageValue>>;
}

export type ApiErrorKind =
  'invalid-input' | 'network' | 'timeout' | 'rate-limit' | 'http' | 'unexpected-response' | 'too-large';

export interface ApiErrorDetails {
  kind: ApiErrorKind;
  /** The text; with `words`, the English of them (for logs) and `error.message` reads the page's language. */
  message?: string;
  words?: ApiWords;
  /** The request path with its query (never a key), e.g. `/api/v3/masterchainBlockShardState?seqno=1`. */
  request?: string;
  status?: number;
  /** The `error` string of the server's JSON body, when it sent one. */
  serverMessage?: string;
  retryAfterMs?: number;
  /** For a 429 the client kept sending again in its turn: how long the server went on refusing. */
  refusedForMs?: number;
  /** For a 429 the client kept sending again in its turn: how many requests in a row the server refused. */
  refusals?: number;
  field?: string;
  /**
   * For an answer to a request (`http`, `rate-limit`): whether that request carried an API key. A 401/403
   * is worded by it, not by the settings, which may have changed since ("Try without the key", a key
   * cleared) while the refusal is still shown.
   */
  keySent?: boolean;
  /** For `too-large`: the limit, in bytes, that the answer passed. */
  maxBytes?: number;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly request: string | undefined;
  readonly status: number | undefined;
  readonly serverMessage: string | undefined;
  readonly retryAfterMs: number | undefined;
  readonly refusedForMs: number | undefined;
  readonly refusals: number | undefined;
  readonly field: string | undefined;
  readonly keySent: boolean | undefined;
  readonly maxBytes: number | undefined;
  readonly words: ApiWords | undefined;

  constructor(details: ApiErrorDetails) {
    const { words } = details;
    super(details.message ?? (words ? tEnglish(words.message, words.values) : ''), { cause: details.cause });
    this.words = words;
    // Read when shown: in the page's language at that moment (an error outlives a language switch).
    if (words) {
      Object.defineProperty(this, 'message', {
        get: () => t(words.message, words.values),
        configurable: true,
        enumerable: false,
      });
    }
    this.name = 'ApiError';
    this.kind = details.kind;
    this.request = details.request;
    this.status = details.status;
    this.serverMessage = details.serverMessage;
    this.retryAfterMs = details.retryAfterMs;
    this.refusedForMs = details.refusedForMs;
    this.refusals = details.refusals;
    this.field = details.field;
    this.keySent = details.keySent;
    this.maxBytes = details.maxBytes;
  }

  /** Worth trying again by itself: rate limits, server faults and lost connections, never 4xx or bad data. */
  get isTransient(): boolean {
    if (this.kind === 'rate-limit' || this.kind === 'network' || this.kind === 'timeout') return true;
    return this.kind === 'http' && this.status !== undefined && this.status >= 500;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * HTTP 401 or 403: the API refused the request's key, or the lack of one. toncenter's gateway answers 401
 * for a key it does not know and 403 for a key not allowed there (one of the other network). Other 4xx
 * are refusals of the request itself.
 */
export function isKeyRefusal(error: unknown): error is ApiError & { status: 401 | 403 } {
  return isApiError(error) && error.kind === 'http' && (error.status === 401 || error.status === 403);
}

/**
 * Retry-After is either a number of seconds or an HTTP date. Returns milliseconds, or undefined when the
 * header is absent or unreadable.
 */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number | undefined {
  if (header === null) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number.parseInt(trimmed, 10) * 1000;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}
