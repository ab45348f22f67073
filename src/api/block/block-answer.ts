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
import { AnswerScanner, ScanError } from './answer-scanner.ts';
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
  /**
   * A transactions answer's address book or metadata (or both), when read: before the rows or after them,
   * wherever the answer puts it (toncenter puts it after). The page shows rows without it meanwhile.
   */
  | { type: 'book'; addressBook?: AddressBook; metadata?: Metadata; drift: DriftAt[] }
  /**
   * The next transactions, as the answer gives them (block order only when the answer was read whole),
   * with the drift of each one that has any, by position; `duplicates` counts the repeats (a hash seen
   * before in the answer) left out since the last event; `last` is set on the answer's last rows.
   */
  | {
      type: 'rows';
      transactions: Transaction[];
      drift: Array<[position: number, drift: DriftAt[]]>;
      duplicates: number;
      last: boolean;
    }
  /** Forget this answer's rows so far: it is being read again, whole (its rows follow again). */
  | { type: 'restart' }
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
 * ApiError's details) rather than thrown, except a cancellation, which ends it quietly. An error found
 * after rows were emitted (a transaction that does not read, a body cut short) is emitted the same way.
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
   * not compete with drawing the first rows. The body goes on downloading meanwhile.
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
    (response, _signal, limit) => readStreaming(response, limit, request, emit, options.afterBatch),
  );
  // The answer as received, for the raw view: its bytes, which move to the page without a copy.
  emit({ type: 'end', bytes: bytes.buffer, status }, [bytes.buffer]);
}

/**
 * Reads the body as it arrives: its bytes are collected (and counted: readBodyCapped stops an answer
 * that passes its cap) by one loop, and read — decoded, scanned, its transactions parsed and validated,
 * rows emitted — by another, so that a pause after a batch (afterBatch) never holds the download.
 * Returns the body's bytes, joined.
 */
async function readStreaming(
  response: Response,
  limit: BodyLimit,
  request: BlockAnswerRequest,
  emit: EmitBlockEvent,
  afterBatch: LoadOptions['afterBatch'],
): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  let ended = false;
  let failed = false;
  let wake: (() => void) | undefined;
  const arrived = () => {
    wake?.();
    wake = undefined;
  };
  const download = readBodyCapped(response, limit, (chunk) => {
    chunks.push(chunk);
    arrived();
  }).finally(() => {
    ended = true;
    arrived();
  });
  const reader = new StreamedAnswer(request, response.status, emit, afterBatch);
  const read = (async () => {
    let next = 0;
    for (;;) {
      while (next < chunks.length && !failed) await reader.push(chunks[next++] as Uint8Array);
      if (ended || failed) break;
      await new Promise<void>((resolve) => (wake = resolve));
    }
  })();
  try {
    await download;
  } catch (error) {
    failed = true;
    await read.catch(() => {});
    throw error;
  }
  await read;
  const bytes = joined(chunks);
  await reader.end(bytes);
  return bytes;
}

function joined(chunks: Uint8Array[]): Uint8Array<ArrayBuffer> {
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
  const total = chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** A transaction parsed from the answer, waiting to be validated: its index in the answer's array. */
interface Arrived {
  item: unknown;
  index: number;
}

/**
 * One transactions answer read as it arrives (answer-scanner.ts finds its pieces): each transaction
 * parsed on its own, repeats left out, validated and emitted in batches in the order the answer gives
 * them; the address book and metadata emitted when read. Whatever the scanner cannot follow — a `{blocks}`
 * or `{traces}` answer, text that is not the object expected — is read whole at the end instead
 * (`emitWholeAnswer`, as before streaming), which also names what is wrong with a body that is not JSON.
 */
class StreamedAnswer {
  private readonly decoder = new TextDecoder();
  private readonly scanner: AnswerScanner;
  private readonly fail: (error: AnswerIssues) => ApiError;
  /** Read whole at the end: the scanner gave up, or the answer is not one it reads. */
  private whole: boolean;
  private arrived: Arrived[] = [];
  /** Bytes (or text) after the object's end (spaces, or the answer is not JSON). */
  private readonly afterObject: Array<Uint8Array | string> = [];
  private readonly seen = new Set<string>();
  private transactionsSeen = false;
  private bookRead = false;
  private metadataRead = false;
  private batch: Transaction[] = [];
  private batchDrift: Array<[number, DriftAt[]]> = [];
  private duplicates = 0;
  private sent = 0;
  private emittedRows = false;

  constructor(
    private readonly request: BlockAnswerRequest,
    private readonly status: number,
    private readonly emit: EmitBlockEvent,
    private readonly afterBatch: LoadOptions['afterBatch'],
  ) {
    this.fail = (error) => unusableAnswer(error, request.operation, request.request, status);
    this.whole = request.operation === 'traces';
    this.scanner = new AnswerScanner({
      onKey: (key) => this.onKey(key),
      onElement: (text, index) => this.arrived.push({ item: JSON.parse(text) as unknown, index }),
      onElements: (items, first) => {
        for (let offset = 0; offset < items.length; offset += 1) {
          this.arrived.push({ item: items[offset], index: first + offset });
        }
      },
      onMember: (key, text) => this.onMember(key, text),
    });
  }

  /** Reads the next chunk of bytes. */
  async push(chunk: Uint8Array): Promise<void> {
    if (this.whole) return;
    if (this.scanner.done) {
      // Only spaces may follow the object: checked at the end, so a padded answer that passes its cap
      // is not decoded for nothing.
      this.afterObject.push(chunk);
      return;
    }
    await this.pushText(this.decoder.decode(chunk, { stream: true }));
  }

  /**
   * Reads the next piece of text: what `push` does once it has decoded a chunk, and where an answer whose
   * text is already at hand (emitAnswer) goes straight, with no bytes to decode.
   */
  async pushText(text: string): Promise<void> {
    if (this.whole) return;
    if (this.scanner.done) {
      this.afterObject.push(text);
      return;
    }
    try {
      this.scanner.push(text);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      // Not the object expected, or a piece that is not JSON: the whole body says what is wrong.
      this.whole = true;
      this.arrived = [];
    }
    await this.validateArrived();
  }

  /**
   * The body has ended (`body` is all of it, as bytes or as text): the last rows, or the whole answer read
   * at once.
   */
  async end(body: Uint8Array | string): Promise<void> {
    if (!this.whole) {
      try {
        for (const piece of this.afterObject) {
          this.scanner.push(typeof piece === 'string' ? piece : this.decoder.decode(piece, { stream: true }));
        }
        this.scanner.push(this.decoder.decode());
        this.scanner.end();
      } catch (error) {
        if (error instanceof ApiError) throw error;
        this.whole = true;
      }
    }
    if (this.whole) {
      if (this.emittedRows) this.emit({ type: 'restart' });
      const text = typeof body === 'string' ? body : new TextDecoder().decode(body);
      mark('read');
      await emitWholeAnswer(this.request, text, this.status, this.emit, this.afterBatch);
      return;
    }
    await this.validateArrived();
    if (!this.transactionsSeen) {
      throw this.fail({ issues: [{ path: ['transactions'], message: `expected an array` }] });
    }
    if (!this.bookRead) this.readBook('address_book', undefined);
    if (!this.metadataRead) this.readBook('metadata', undefined);
    this.emitRows(true);
  }

  private onKey(key: string): void {
    // A `{blocks}` answer is the live shape's, read whole; a second `transactions` is JSON.parse's to
    // settle (the last one counts).
    if (key === 'blocks' || (key === 'transactions' && this.transactionsSeen)) this.whole = true;
    if (this.whole) throw new ScanError(`read whole (${key})`);
    if (key === 'transactions') this.transactionsSeen = true;
  }

  private onMember(key: string, text: string): void {
    if (key === 'transactions') {
      // Not an array: the same message as for an answer without it.
      throw this.fail({ issues: [{ path: ['transactions'], message: `expected an array` }] });
    }
    if (key !== 'address_book' && key !== 'metadata') return;
    this.readBook(key, JSON.parse(text) as unknown);
  }

  /** Validates and emits the address book or the metadata (`undefined` when the answer has none). */
  private readBook(key: 'address_book' | 'metadata', raw: unknown): void {
    if (key === 'address_book') {
      const book = validated(addressBookSchema, raw, this.fail, ['address_book']);
      this.bookRead = true;
      this.emit({ type: 'book', addressBook: book.value, drift: book.drift.map(under('addressBook')) });
    } else {
      const metadata = validated(metadataSchema, raw, this.fail, ['metadata']);
      this.metadataRead = true;
      this.emit({ type: 'book', metadata: metadata.value, drift: metadata.drift.map(under('metadata')) });
    }
  }

  /** Validates the transactions parsed so far, emitting each batch as it fills. */
  private async validateArrived(): Promise<void> {
    const arrived = this.arrived;
    if (arrived.length === 0) return;
    this.arrived = [];
    for (const { item, index } of arrived) {
      const hash = isRecord(item) && typeof item.hash === 'string' ? item.hash : '';
      if (hash) {
        if (this.seen.has(hash)) {
          this.duplicates += 1;
          continue;
        }
        this.seen.add(hash);
      }
      const transaction = validated(transactionSchema, item, this.fail, ['transactions', index]);
      if (transaction.drift.length > 0) this.batchDrift.push([this.batch.length, transaction.drift]);
      this.batch.push(transaction.value);
      if (this.batch.length === (this.sent === 0 ? FIRST_BATCH : LATER_BATCH)) {
        this.emitRows(false);
        if (this.afterBatch) await this.afterBatch(this.sent);
      }
    }
  }

  private emitRows(last: boolean): void {
    if (!last && this.batch.length === 0) return;
    const { batch, batchDrift: drift, duplicates } = this;
    this.emit({ type: 'rows', transactions: batch, drift, duplicates, last });
    if (this.sent === 0 && batch.length > 0) mark('first-rows');
    this.emittedRows = true;
    this.sent += batch.length;
    this.batch = [];
    this.batchDrift = [];
    this.duplicates = 0;
  }
}

/**
 * Reads an answer from its whole text, as every answer was read before streaming: a body the scanner
 * does not follow (a `{blocks}` or `{traces}` answer, or one that is not JSON, whose error this names).
 */
async function emitWholeAnswer(
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
    // Read whole, the answer is emitted in block order.
    const order = uniqueInBlockOrder(items);
    mark('ordered');
    emit({
      type: 'book',
      addressBook: addressBook.value,
      metadata: metadata.value,
      drift: [...addressBook.drift.map(under('addressBook')), ...metadata.drift.map(under('metadata'))],
    });
    let duplicates = items.length - order.length;
    let batch: Transaction[] = [];
    let batchDrift: Array<[number, DriftAt[]]> = [];
    let sent = 0;
    for (const index of order) {
      const transaction = validated(transactionSchema, items[index], fail, ['transactions', index]);
      if (transaction.drift.length > 0) batchDrift.push([batch.length, transaction.drift]);
      batch.push(transaction.value);
      if (batch.length === (sent === 0 ? FIRST_BATCH : LATER_BATCH)) {
        emit({ type: 'rows', transactions: batch, drift: batchDrift, duplicates, last: false });
        if (sent === 0) mark('first-rows');
        sent += batch.length;
        batch = [];
        batchDrift = [];
        duplicates = 0;
        if (afterBatch) await afterBatch(sent);
      }
    }
    emit({ type: 'rows', transactions: batch, drift: batchDrift, duplicates, last: true });
  }
}

/**
 * Everything done to an answer once its text has arrived, as the worker does it when the text comes in
 * one piece (the benchmark's Node figures): the events of the answer, all but `end`. The text is read as
 * it is (`pushText`): the bytes-to-text decoding the worker does as the body arrives is not part of it.
 * Throws an ApiError for an answer that is not JSON or lacks a field the page cannot live without.
 */
export async function emitAnswer(
  request: BlockAnswerRequest,
  text: string,
  status: number,
  emit: EmitBlockEvent,
  afterBatch?: (sent: number) => Promise<void>,
): Promise<void> {
  const reader = new StreamedAnswer(request, status, emit, afterBatch);
  await reader.pushText(text);
  await reader.end(text);
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
