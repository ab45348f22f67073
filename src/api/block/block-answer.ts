/**
 * Reads one answer about a block's transactions — /masterchainBlockShardState in either shape, or a page
 * of /transactionsByMasterchainBlock — from the wire to validated transactions in block order, and tells
 * what it has as it goes (`BlockAnswerEvent`s): the live server's block headers, or the address book and
 * then the transactions in batches, the first rows first; last, the answer's bytes for the raw view.
 * A `{traces}` answer (/api/v3/traces: a whole trace, up to 4,000 transactions) goes the same way, read by
 * ../traces/trace-answer.ts.
 *
 * It runs in the data worker (block.worker.ts), so that fetching, JSON.parse of a 20 MB answer and its
 * validation never hold the page's main thread; where there is no Worker (jsdom, or a client given its
 * own fetch) the page runs this same module itself (block-transport.ts).
 */
import type { $ZodType } from 'zod/v4/core';
import { ApiError, type ApiErrorDetails } from '../api-error.ts';
import { uniqueInBlockOrder } from './block-order.ts';
import { unusableAnswer, type AnswerIssues } from '../read-answer.ts';
import { driftPaths, driftRecorded, type DriftAt } from '../drift.ts';
import { exchange, parseJson, readBodyCapped, type BodyLimit } from '../http/http.ts';
import { readWith } from '../schema-kit.ts';
import {
  addressBookSchema,
  blocksResponseSchema,
  metadataSchema,
  transactionSchema,
  type AddressBook,
  type Block,
  type Metadata,
  type Transaction,
} from '../schemas.ts';
import {
  askedHash,
  emitTraceAnswer,
  TRACE_LATER_BATCH,
  type TraceAnswerEvent,
} from '../traces/trace-answer.ts';
import { apiMessages } from '../api-messages.ts';

export interface BlockAnswerRequest {
  url: string;
  /** The request path with its query (never a key), for messages. */
  request: string;
  /** The API operation, for messages. */
  operation: string;
  /** Travels with the request to the worker and only as the `X-API-Key` header from there. */
  apiKey?: string | undefined;
  timeoutMs: number;
  /** The most read of the answer, in bytes; MAX_ANSWER_BYTES when absent. */
  maxBytes?: number | undefined;
}

export type BlockAnswerEvent =
  /** The live server's `{blocks}` answer: the masterchain block, then its shard blocks. */
  | { type: 'blocks'; blocks: Block[]; drift: DriftAt[] }
  /** A transactions answer begins: how many it holds, and its address book and metadata. */
  | {
      type: 'head';
      expected: number;
      /** Transactions the answer repeated (a hash seen before in it): left out, and counted for the page. */
      duplicates: number;
      addressBook: AddressBook;
      metadata: Metadata;
      drift: DriftAt[];
    }
  /** The next transactions in block order, with the drift of each one that has any, by position. */
  | { type: 'rows'; transactions: Transaction[]; drift: Array<[position: number, drift: DriftAt[]]> }
  /** The answer is read: its bytes, as received, for the raw view. */
  | { type: 'end'; bytes: ArrayBuffer; status: number }
  /** A `{traces}` answer (/api/v3/traces), read by ../traces/trace-answer.ts in the same worker. */
  | TraceAnswerEvent
  | { type: 'error'; error: ApiErrorDetails };

/** Sends an event on; `transfer` lists buffers that may move rather than be copied. */
export type EmitBlockEvent = (event: BlockAnswerEvent, transfer?: Transferable[]) => void;

/** The first batch is about what a screen shows, so it reaches the page soonest; later ones are larger. */
export const FIRST_BATCH = 50;
const LATER_BATCH = 250;

/**
 * Loads one answer and emits what it finds; every failure is emitted as an `error` event (an
 * ApiError's details) rather than thrown, except a cancellation, which ends it quietly.
 */
export async function loadBlockAnswer(
  request: BlockAnswerRequest,
  emit: EmitBlockEvent,
  options: LoadOptions = {},
): Promise<void> {
  try {
    await readAnswer(request, emit, options);
  } catch (error) {
    if (options.signal?.aborted) return;
    emit({ type: 'error', error: errorDetails(error, request) });
  }
}

export interface LoadOptions {
  signal?: AbortSignal | undefined;
  fetch?: typeof fetch;
  /**
   * Awaited after each batch of rows, with the number of rows sent so far. On the page's own thread it
   * hands the thread back, so the rows sent can be drawn before the next batch is read; the worker waits
   * after the first batch until the page has drawn it (or a short while), so that the batches after it do
   * not compete with drawing the first rows.
   */
  afterBatch?: (sent: number) => Promise<void>;
}

async function readAnswer(
  request: BlockAnswerRequest,
  emit: EmitBlockEvent,
  options: LoadOptions,
): Promise<void> {
  const { signal } = options;
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  const { status, body: bytes } = await exchange(
    {
      url: request.url,
      request: request.request,
      apiKey: request.apiKey,
      timeoutMs: request.timeoutMs,
      signal,
      fetch: fetchImpl,
      maxBytes: request.maxBytes,
    },
    readBytes,
  );
  // Decoded at once, in one call, after the last byte: as soon after it as the browser's response.text().
  const text = new TextDecoder().decode(bytes);
  mark('read');
  await emitAnswer(request, text, status, emit, options.afterBatch);
  // The answer as received, for the raw view: its bytes, which move to the page without a copy.
  emit({ type: 'end', bytes: bytes.buffer, status }, [bytes.buffer]);
}

/**
 * The body's bytes, collected as they arrive and counted (readBodyCapped stops an answer that passes its
 * cap), then joined into one buffer.
 */
async function readBytes(
  response: Response,
  _signal: AbortSignal,
  limit: BodyLimit,
): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  const total = await readBodyCapped(response, limit, (chunk) => {
    chunks.push(chunk);
  });
  // One chunk that fills its own buffer (a small answer): it is the answer.
  const [only] = chunks;
  if (
    chunks.length === 1 &&
    only?.byteOffset === 0 &&
    only.buffer instanceof ArrayBuffer &&
    only.byteLength === only.buffer.byteLength
  ) {
    return only as Uint8Array<ArrayBuffer>;
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Everything done to an answer once its text has arrived: JSON.parse, validation, block order, and the
 * events that carry the result (all but `end`, which carries the bytes). Throws an ApiError for an answer
 * that is not JSON or lacks a field the page cannot live without.
 */
export async function emitAnswer(
  request: BlockAnswerRequest,
  text: string,
  status: number,
  emit: EmitBlockEvent,
  afterBatch?: (sent: number) => Promise<void>,
): Promise<void> {
  const raw = parseJson(text, request.operation, request.request, status);
  mark('parsed');
  const fail = (error: AnswerIssues) => unusableAnswer(error, request.operation, request.request, status);

  if (request.operation === 'traces') {
    const batches = { first: FIRST_BATCH, later: TRACE_LATER_BATCH };
    await emitTraceAnswer(raw, askedHash(request.url), emit, fail, batches, afterBatch);
  } else if (isRecord(raw) && 'blocks' in raw) {
    const blocks = validated(blocksResponseSchema, raw, fail);
    emit({ type: 'blocks', blocks: blocks.value.blocks, drift: blocks.drift });
  } else {
    const items = isRecord(raw) ? raw.transactions : undefined;
    if (!isRecord(raw) || !Array.isArray(items)) {
      throw fail({ issues: [{ path: ['transactions'], message: `expected an array` }] });
    }
    const addressBook = validated(addressBookSchema, raw.address_book, fail, ['address_book']);
    const metadata = validated(metadataSchema, raw.metadata, fail, ['metadata']);
    const order = uniqueInBlockOrder(items);
    mark('ordered');
    emit({
      type: 'head',
      expected: order.length,
      duplicates: items.length - order.length,
      addressBook: addressBook.value,
      metadata: metadata.value,
      drift: [...addressBook.drift.map(under('addressBook')), ...metadata.drift.map(under('metadata'))],
    });
    let batch: Transaction[] = [];
    let batchDrift: Array<[number, DriftAt[]]> = [];
    let batchSize = FIRST_BATCH;
    let sent = 0;
    for (const index of order) {
      const transaction = validated(transactionSchema, items[index], fail, ['transactions', index]);
      if (transaction.drift.length > 0) batchDrift.push([batch.length, transaction.drift]);
      batch.push(transaction.value);
      if (batch.length === batchSize) {
        emit({ type: 'rows', transactions: batch, drift: batchDrift });
        if (sent === 0) mark('first-rows');
        sent += batch.length;
        batch = [];
        batchDrift = [];
        batchSize = LATER_BATCH;
        if (afterBatch) await afterBatch(sent);
      }
    }
    if (batch.length > 0) emit({ type: 'rows', transactions: batch, drift: batchDrift });
  }
}

/** A value read by `schema`, with the drift found in it (as paths: it is about to be cloned). */
function validated<T>(
  schema: $ZodType<T>,
  value: unknown,
  fail: (error: AnswerIssues) => ApiError,
  at: PropertyKey[] = [],
): { value: T; drift: DriftAt[] } {
  const before = driftRecorded();
  // Every value read here comes from this answer's own JSON.parse and is read once: decoded in place.
  const result = readWith(schema, value, { inPlace: true });
  if (!result.success) {
    throw fail({ issues: result.error.issues.map((issue) => ({ ...issue, path: [...at, ...issue.path] })) });
  }
  // Walking a value for drift costs as much as reading it: only when something drifted.
  return { value: result.data, drift: driftRecorded() === before ? [] : driftPaths(result.data) };
}

const under =
  (key: string) =>
  (drift: DriftAt): DriftAt => ({ ...drift, path: [key, ...drift.path] });

/** A User Timing mark (`tonlens:parsed`, …), for profiles of the loader wherever it runs. */
function mark(step: string): void {
  performance.mark(`tonlens:${step}`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What crosses to the page of an error: an ApiError's details (its cause stays behind). */
function errorDetails(error: unknown, request: BlockAnswerRequest): ApiErrorDetails {
  if (error instanceof ApiError) {
    const { kind, message, words, status, serverMessage, retryAfterMs, field, keySent, maxBytes } = error;
    return {
      kind,
      message,
      // The words cross too: the page reads them in its language (the worker speaks English).
      ...(words === undefined ? {} : { words }),
      request: error.request ?? request.request,
      ...(status === undefined ? {} : { status }),
      ...(serverMessage === undefined ? {} : { serverMessage }),
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
      ...(field === undefined ? {} : { field }),
      ...(keySent === undefined ? {} : { keySent }),
      ...(maxBytes === undefined ? {} : { maxBytes }),
    };
  }
  return {
    kind: 'unexpected-response',
    words: {
      message: apiMessages.unreadableAnswer,
      values: { operation: request.operation, error: error instanceof Error ? error.name : 'error' },
    },
    request: request.request,
  };
}
