/**
 * One masterchain block's transactions, whichever shape the server answers in:
 *  - the spec (and the sample API's `spec` profile): /masterchainBlockShardState gives
 *    `{transactions, address_book}` directly;
 *  - the live toncenter server: it gives `{blocks}`, and the transactions come from
 *    /transactionsByMasterchainBlock, paged by 1000 until a page is shorter, address books merged.
 * Both end as one normalised `MasterchainBlock`.
 */
import { parseResponse, unusableAnswer, type ApiClient, type QueryParams } from './client.ts';
import { DecodeError, decodeInPlace, isRecord, unknown } from './decoder.ts';
import { yieldToMainThread, yieldToTimers } from './main-thread.ts';
import { withRetry } from './retry.ts';
import {
  addressBookSchema,
  blockTransactionsSchema,
  blocksResponseSchema,
  metadataSchema,
  transactionSchema,
  type AddressBook,
  type Block,
  type Metadata,
  type Transaction,
} from './schemas.ts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';

/** The live server's page size limit for /transactionsByMasterchainBlock. */
export const TRANSACTIONS_PAGE_SIZE = 1000;

export interface ShardBlockSummary {
  workchain: number;
  /** Unsigned uppercase hex, e.g. `8000000000000000`. */
  shard: string;
  seqno: number;
  transactionCount: number;
}

export interface MasterchainBlock {
  seqno: number;
  /** In block order: by shard block (masterchain first, then by workchain, shard, seqno), then by lt. */
  transactions: Transaction[];
  addressBook: AddressBook;
  metadata: Metadata;
  /** The shard blocks (and the masterchain block itself) that hold the transactions. */
  shardBlocks: ShardBlockSummary[];
  /** Block headers, when the server gave them (live shape only). */
  blocks: Block[] | undefined;
  /** Which answer shape the server used. */
  shape: 'spec' | 'live';
  /** Every request made, as full URLs (never with a key), in order: for "copy as curl". */
  requests: string[];
  /**
   * The raw JSON bodies, in the order of `requests`, for the raw view. For a big answer (decoded in
   * place) they are parsed again from the text the first time this is read.
   */
  rawBodies: unknown[];
  /**
   * Present only on a block still arriving (given to `onProgress`, and what the block query holds
   * meanwhile): how many transactions are here, and of how many when the answer says (spec shape).
   */
  partial?: { received: number; expected: number | undefined };
}

export interface FetchBlockOptions {
  signal?: AbortSignal | undefined;
  /**
   * Called with the block so far (`partial` set), so rows can appear before all of it is read: after
   * every page of the live shape but the last, and in a big spec-shaped answer once its first rows are
   * decoded (those are the block's first rows in block order, so they do not move when the rest comes).
   */
  onProgress?: (partial: MasterchainBlock) => void;
}

/** The shape is told apart before validating: a body with `blocks` is the live server's. */
const anyJson = unknown();

/**
 * A spec-shaped answer longer than this is decoded in slices, yielding to the browser between them, so
 * its JSON.parse and its decoding are separate tasks (no long task) and the first rows show early.
 */
const SLICED_DECODE_THRESHOLD = 400;
/** Rows decoded (and shown) first: a few screens' worth. */
const FIRST_SLICE = 200;
/** A slice ends after this much work, then the browser gets the main thread back. */
const SLICE_BUDGET_MS = 16;

export async function fetchMasterchainBlock(
  client: ApiClient,
  seqno: number,
  options: FetchBlockOptions = {},
): Promise<MasterchainBlock> {
  const params: QueryParams = [['seqno', String(seqno)]];
  const first = await client.get('masterchainBlockShardState', params, anyJson, options.signal);
  const firstRequest = client.urlOf('masterchainBlockShardState', params);
  const isLiveShape = typeof first.raw === 'object' && first.raw !== null && 'blocks' in first.raw;

  if (!isLiveShape) {
    // A big answer is decoded into its own parsed JSON: the raw view then reads the text again, once,
    // if it is ever opened.
    let rawBodies: BlockParts['rawBodies'] = [first.raw];
    const specParts = (transactions: Transaction[], addressBook: AddressBook, metadata: Metadata) => ({
      seqno,
      transactions,
      addressBook,
      metadata,
      blocks: undefined,
      shape: 'spec' as const,
      requests: [firstRequest],
      rawBodies,
    });
    const decoded = await decodeBlockTransactions(first.raw, 'masterchainBlockShardState', firstRequest, {
      signal: options.signal,
      onFirstRows: (head, expected, addressBook, metadata) => {
        if (!options.onProgress) return;
        rawBodies = lazyRawBodies([first.text]);
        options.onProgress(
          assembleBlock(specParts(head, addressBook, metadata), { received: head.length, expected }),
        );
      },
    });
    if (decoded.consumed) rawBodies = lazyRawBodies([first.text]);
    const { body } = decoded;
    return assembleBlock(specParts(body.transactions, body.address_book, body.metadata));
  }

  const headers = parseResponse(blocksResponseSchema, first.raw, 'masterchainBlockShardState', firstRequest);
  const requests = [firstRequest];
  const rawBodies: unknown[] = [first.raw];
  const transactions: Transaction[] = [];
  const addressBook: AddressBook = {};
  const metadata: Metadata = {};
  for (let offset = 0; ; offset += TRANSACTIONS_PAGE_SIZE) {
    const pageParams: QueryParams = [
      ['seqno', String(seqno)],
      ['limit', String(TRANSACTIONS_PAGE_SIZE)],
      ['offset', String(offset)],
      ['sort', 'asc'],
    ];
    // A transient fault on a later page (a 429 when the client has no limiter for this server, a 502)
    // retries that page, not the whole block: the pages already received are kept. The first request is
    // retried by the query, which has nothing to keep yet.
    const page = await withRetry(
      () => client.get('transactionsByMasterchainBlock', pageParams, blockTransactionsSchema, options.signal),
      { signal: options.signal },
    );
    requests.push(client.urlOf('transactionsByMasterchainBlock', pageParams));
    rawBodies.push(page.raw);
    transactions.push(...page.data.transactions);
    Object.assign(addressBook, page.data.address_book);
    Object.assign(metadata, page.data.metadata);
    const isLastPage = page.data.transactions.length < TRANSACTIONS_PAGE_SIZE;
    const parts: BlockParts = {
      seqno,
      transactions,
      addressBook,
      metadata,
      blocks: headers.blocks,
      shape: 'live',
      requests,
      rawBodies,
    };
    if (isLastPage) return assembleBlock(parts);
    // Only worth building when someone listens: it copies and sorts everything received so far.
    if (options.onProgress) {
      // No total: the shard blocks' tx_count may include blocks committed by an earlier masterchain block.
      options.onProgress(assembleBlock(parts, { received: transactions.length, expected: undefined }));
    }
  }
}

type BlockParts = Omit<MasterchainBlock, 'shardBlocks' | 'partial' | 'rawBodies'> & {
  /** The bodies, or a function that parses them from their text when first asked (see lazyRawBodies). */
  rawBodies: unknown[] | (() => unknown[]);
};

/** Bodies parsed from their text the first time `rawBodies` is read, then kept. */
function lazyRawBodies(texts: string[]): () => unknown[] {
  let bodies: unknown[] | undefined;
  return () => (bodies ??= texts.map((text): unknown => JSON.parse(text)));
}

function assembleBlock(parts: BlockParts, partial?: MasterchainBlock['partial']): MasterchainBlock {
  const transactions = dedupeByHash(parts.transactions).sort(compareInBlockOrder);
  const { rawBodies, ...rest } = parts;
  const block = {
    ...rest,
    transactions,
    addressBook: { ...parts.addressBook },
    metadata: { ...parts.metadata },
    requests: [...parts.requests],
    shardBlocks: summariseShardBlocks(transactions),
  } as MasterchainBlock;
  if (typeof rawBodies === 'function') {
    Object.defineProperty(block, 'rawBodies', { get: rawBodies, enumerable: true, configurable: true });
  } else {
    block.rawBodies = [...rawBodies];
  }
  if (partial) block.partial = partial;
  return block;
}

type BlockTransactions = ReturnType<typeof blockTransactionsSchema.parse>;

interface DecodeOptions {
  signal?: AbortSignal | undefined;
  onFirstRows?: (head: Transaction[], expected: number, addressBook: AddressBook, metadata: Metadata) => void;
}

/**
 * What `blockTransactionsSchema` does, arranged for a 5,000-transaction answer. A big answer (more than
 * SLICED_DECODE_THRESHOLD transactions) is decoded in block order, the first rows first (given to
 * `onFirstRows`), in slices with the main thread handed back between them, and **in place**: its
 * transactions become the decoded ones, so `raw` must be a fresh JSON.parse result that the caller
 * gives up (`consumed` says so; keep the text for the raw view). An unusable transaction names the same
 * field (`transactions[3].hash`) as for a small answer.
 */
export async function decodeBlockTransactions(
  raw: unknown,
  operation: string,
  request: string,
  options: DecodeOptions = {},
): Promise<{ body: BlockTransactions; consumed: boolean }> {
  const items = isRecord(raw) ? raw.transactions : undefined;
  if (!isRecord(raw) || !Array.isArray(items) || items.length <= SLICED_DECODE_THRESHOLD) {
    return { body: parseResponse(blockTransactionsSchema, raw, operation, request), consumed: false };
  }
  // Ends the task that ran JSON.parse on the answer before the decoding starts.
  await yieldToMainThread(options.signal);
  const addressBook = addressBookSchema.safeParse(raw.address_book);
  if (!addressBook.success)
    throw unusableAnswer(prefixed(addressBook.error, ['address_book']), operation, request);
  const metadata = metadataSchema.safeParse(raw.metadata);
  if (!metadata.success) throw unusableAnswer(prefixed(metadata.error, ['metadata']), operation, request);

  const order = blockOrderOfRaw(items);
  const transactions: Transaction[] = [];
  let sliceStart = performance.now();
  for (let position = 0; position < order.length; position += 1) {
    const index = order[position] as number;
    const decoded = decodeInPlace(transactionSchema, items[index]);
    if (!decoded.success) {
      throw unusableAnswer(prefixed(decoded.error, ['transactions', index]), operation, request);
    }
    transactions.push(decoded.data);
    if (position + 1 === FIRST_SLICE) {
      options.onFirstRows?.(transactions.slice(), items.length, addressBook.data, metadata.data);
      // Lets the page show them now, not after the last slice.
      await yieldToTimers(options.signal);
      sliceStart = performance.now();
    } else if (position % 32 === 31 && performance.now() - sliceStart > SLICE_BUDGET_MS) {
      await yieldToMainThread(options.signal);
      sliceStart = performance.now();
    }
  }
  return {
    body: { ...raw, transactions, address_book: addressBook.data, metadata: metadata.data },
    consumed: true,
  };
}

function prefixed(error: DecodeError, path: PropertyKey[]): DecodeError {
  return new DecodeError(error.issues.map((issue) => ({ ...issue, path: [...path, ...issue.path] })));
}

/**
 * Indexes of raw transactions in the order compareInBlockOrder will give them once decoded, read
 * from the raw JSON (block_ref, lt and hash only), so the first rows decoded are the first rows shown.
 * Entries it cannot read go last; the final sort of the decoded block is the authority anyway.
 */
function blockOrderOfRaw(items: unknown[]): number[] {
  interface Key {
    index: number;
    ref: { workchain: number; shard: string; seqno: number } | undefined;
    /** The lt's decimal digits; compared by length, then as text, which is numeric order. */
    lt: string | undefined;
    hash: string;
  }
  const keys = items.map((item, index): Key => {
    if (!isRecord(item)) return { index, ref: undefined, lt: undefined, hash: '' };
    const ref = item.block_ref;
    const lt = item.lt;
    return {
      index,
      ref:
        isRecord(ref) &&
        Number.isSafeInteger(ref.workchain) &&
        typeof ref.shard === 'string' &&
        Number.isSafeInteger(ref.seqno)
          ? { workchain: ref.workchain as number, shard: ref.shard, seqno: ref.seqno as number }
          : undefined,
      lt:
        typeof lt === 'string' && /^\d{1,80}$/.test(lt)
          ? lt.replace(/^0+(?=\d)/, '')
          : Number.isSafeInteger(lt) && (lt as number) >= 0
            ? String(lt)
            : undefined,
      hash: typeof item.hash === 'string' ? item.hash : '',
    };
  });
  keys.sort((a, b) => {
    if (a.lt === undefined || b.lt === undefined) {
      return a.lt === b.lt ? a.index - b.index : a.lt === undefined ? 1 : -1;
    }
    if (a.ref && b.ref) {
      if (a.ref.workchain !== b.ref.workchain) return a.ref.workchain - b.ref.workchain;
      if (a.ref.shard !== b.ref.shard) return a.ref.shard < b.ref.shard ? -1 : 1;
      if (a.ref.seqno !== b.ref.seqno) return a.ref.seqno - b.ref.seqno;
    }
    if (a.lt !== b.lt) {
      if (a.lt.length !== b.lt.length) return a.lt.length - b.lt.length;
      return a.lt < b.lt ? -1 : 1;
    }
    return a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0;
  });
  return keys.map((key) => key.index);
}

function dedupeByHash(transactions: Transaction[]): Transaction[] {
  const seen = new Set<string>();
  return transactions.filter((transaction) => {
    if (seen.has(transaction.hash)) return false;
    seen.add(transaction.hash);
    return true;
  });
}

function shardBlockKey(ref: { workchain: number; shard: string; seqno: number } | null | undefined) {
  return ref ? `${ref.workchain}:${ref.shard}:${ref.seqno}` : 'unknown';
}

/** Masterchain first, then basechain; within a workchain by shard then seqno; inside a block by lt. */
export function compareInBlockOrder(a: Transaction, b: Transaction): number {
  const refA = a.block_ref;
  const refB = b.block_ref;
  if (refA && refB) {
    if (refA.workchain !== refB.workchain) return refA.workchain - refB.workchain;
    if (refA.shard !== refB.shard) return refA.shard < refB.shard ? -1 : 1;
    if (refA.seqno !== refB.seqno) return refA.seqno - refB.seqno;
  }
  if (a.lt !== b.lt) return a.lt < b.lt ? -1 : 1;
  return a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0;
}

function summariseShardBlocks(sortedTransactions: Transaction[]): ShardBlockSummary[] {
  const summaries = new Map<string, ShardBlockSummary>();
  for (const transaction of sortedTransactions) {
    const ref = transaction.block_ref;
    if (!ref) continue;
    const key = shardBlockKey(ref);
    const summary = summaries.get(key);
    if (summary) summary.transactionCount += 1;
    else
      summaries.set(key, {
        workchain: ref.workchain,
        shard: ref.shard,
        seqno: ref.seqno,
        transactionCount: 1,
      });
  }
  return [...summaries.values()];
}

/**
 * A committed masterchain block never changes: cache it for the session. While it arrives, the query
 * already holds the part received (`partial` set), so the page shows rows from the first page on; a
 * partial block is stale at once, so a fetch cut short (the page was left) starts again on return.
 */
export function blockQueryOptions(client: ApiClient, seqno: number) {
  // The client is identified by its base URL: a key changes who may ask, not what the answer is.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: ['block', client.baseUrl, seqno],
    queryFn: ({ signal, client: queryClient, queryKey }) =>
      fetchMasterchainBlock(client, seqno, {
        signal,
        onProgress: (partial) => queryClient.setQueryData<MasterchainBlock>(queryKey, partial),
      }),
    staleTime: blockStaleTime,
    gcTime: 30 * 60_000,
    // Blocks are immutable and big: comparing a new one with the old one field by field (React Query's
    // structural sharing) would walk every transaction for nothing.
    structuralSharing: false,
  });
}

/** A complete block never changes; a partial one (a fetch cut short) is fetched again when next shown. */
export function blockStaleTime(query: { state: { data?: MasterchainBlock | undefined } }): number {
  return query.state.data?.partial ? 0 : Infinity;
}

/**
 * Prefetches a block when the browser is idle, so that opening it next (→) needs no request. Returns
 * a cancel function for the effect that asked. Where requestIdleCallback is missing (Safari), a short
 * timeout stands in.
 */
export function prefetchBlockWhenIdle(
  queryClient: QueryClient,
  client: ApiClient,
  seqno: number,
): () => void {
  const run = () => void queryClient.prefetchQuery(blockQueryOptions(client, seqno));
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 5_000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 500);
  return () => clearTimeout(handle);
}
