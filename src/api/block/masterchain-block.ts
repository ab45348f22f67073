/**
 * One masterchain block's transactions, whichever shape the server answers in:
 *  - the spec (and the sample API's `spec` profile): /masterchainBlockShardState gives
 *    `{transactions, address_book}` directly;
 *  - the live toncenter server: it gives `{blocks}`, and the transactions come from
 *    /transactionsByMasterchainBlock, paged by 1000 until a page is shorter, address books merged.
 * Both end as one normalised `MasterchainBlock`.
 */
import type { BlockAnswerProgress } from './block-transport.ts';
import type { AnswerLimits, ApiClient, QueryParams } from '../client.ts';
import { isApiError } from '../api-error.ts';
import { compareInBlockOrder } from './block-order.ts';
import { restoreDrift } from '../drift.ts';
import { endpointKey } from '../query-keys.ts';
import { DEFAULT_RETRY_POLICY, LOAD_DEADLINE_MS, deadlineGiveUp, withRetry } from '../http/retry.ts';
import type { AddressBook, Block, Metadata, Transaction } from '../schemas.ts';
import { mergeShardBlocks, summariseShardBlocks, type ShardBlockSummary } from './shard-blocks.ts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';

/** The live server's page size limit for /transactionsByMasterchainBlock. */
export const TRANSACTIONS_PAGE_SIZE = 1000;

export interface MasterchainBlock {
  seqno: number;
  /** In block order: by shard block (masterchain first, then by workchain, shard, seqno), then by lt. */
  transactions: Transaction[];
  addressBook: AddressBook;
  metadata: Metadata;
  /**
   * The shard blocks (and the masterchain block itself) that hold the transactions, and every other shard
   * block the live server's `{blocks}` answer lists, with its header (shard-blocks.ts).
   */
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
  /** The size of the answers as received, in bytes (decoded); absent for a block built elsewhere (tests). */
  answerBytes?: number;
  /**
   * Transactions the answers repeated (the same hash twice, in one answer or across pages): each is shown
   * once, and the page says how many repeats were left out. Absent when there were none.
   */
  duplicateTransactions?: number;
}

/** The whole load of a block, every page and retry included, ends within this (retry.ts). */
export const BLOCK_DEADLINE_MS = LOAD_DEADLINE_MS;

export interface FetchBlockOptions {
  signal?: AbortSignal | undefined;
  /** How long the whole load may take, retries included; BLOCK_DEADLINE_MS by default. */
  deadlineMs?: number;
  /** The most read of each answer, in bytes (a prefetch reads less); MAX_ANSWER_BYTES by default. */
  maxBytes?: number;
  /**
   * Retry the first request's transient faults (the block query does, unless its client says no retries,
   * as tests do); later pages are always retried, keeping the pages already received.
   */
  retry?: boolean;
  /**
   * Called with the block so far (`partial` set), so rows can appear before all of it is read: after
   * every page of the live shape but the last, and in a big spec-shaped answer once its first rows are
   * decoded (those are the block's first rows in block order, so they do not move when the rest comes).
   */
  onProgress?: (partial: MasterchainBlock) => void;
}

/**
 * The block: every answer is loaded by the data worker (client.loadBlockAnswer), which validates it and
 * hands over the transactions in block order, the first rows first. The first rows of the spec shape's
 * single answer, and every page of the live shape but the last, are given to `onProgress`.
 */
export async function fetchMasterchainBlock(
  client: ApiClient,
  seqno: number,
  options: FetchBlockOptions = {},
): Promise<MasterchainBlock> {
  const { signal } = options;
  const params: QueryParams = [['seqno', String(seqno)]];
  const answers = collectBlockAnswers(seqno, options.onProgress);
  answers.requested(client.urlOf('masterchainBlockShardState', params));

  const startedAt = Date.now();
  const deadlineMs = options.deadlineMs ?? BLOCK_DEADLINE_MS;
  const limits = { deadlineAt: startedAt + deadlineMs, maxBytes: options.maxBytes };
  const onGiveUp = deadlineGiveUp(seqno, startedAt, deadlineMs);

  // Retried here rather than by the query (whose own retries are off), so that every try fits in the
  // deadline.
  await withRetry(
    async () => {
      answers.keep(0);
      await client.loadBlockAnswer('masterchainBlockShardState', params, answers.onEvent, signal, limits);
    },
    {
      signal,
      deadlineAt: limits.deadlineAt,
      onGiveUp,
      ...(options.retry ? {} : { policy: { ...DEFAULT_RETRY_POLICY, attempts: 1 } }),
    },
  );
  if (!answers.isLive()) return assembleBlock(answers.parts());
  return fetchLivePages(client, seqno, answers, { signal, limits, onGiveUp, onProgress: options.onProgress });
}

/** What the live shape's pages share: the load's signal, deadline and give-up message, and its progress. */
interface PageLoad {
  signal: AbortSignal | undefined;
  limits: AnswerLimits;
  onGiveUp: ReturnType<typeof deadlineGiveUp>;
  onProgress: FetchBlockOptions['onProgress'];
}

/** The live shape's transactions: /transactionsByMasterchainBlock, paged until a page is shorter. */
async function fetchLivePages(
  client: ApiClient,
  seqno: number,
  answers: BlockAnswers,
  { signal, limits, onGiveUp, onProgress }: PageLoad,
): Promise<MasterchainBlock> {
  for (let offset = 0; ; offset += TRANSACTIONS_PAGE_SIZE) {
    const pageParams: QueryParams = [
      ['seqno', String(seqno)],
      ['limit', String(TRANSACTIONS_PAGE_SIZE)],
      ['offset', String(offset)],
      ['sort', 'asc'],
    ];
    const before = answers.received();
    // A transient fault on a later page (a 502, a dropped connection) retries that page, not the whole
    // block: the pages already received are kept. (A 429 never gets here: the client waits it out in the
    // endpoint's turn.)
    await withRetry(
      async () => {
        answers.keep(before);
        await client.loadBlockAnswer(
          'transactionsByMasterchainBlock',
          pageParams,
          answers.onEvent,
          signal,
          limits,
        );
      },
      { signal, deadlineAt: limits.deadlineAt, onGiveUp },
    );
    answers.requested(client.urlOf('transactionsByMasterchainBlock', pageParams));
    const isLastPage = answers.received() - before < TRANSACTIONS_PAGE_SIZE;
    if (isLastPage) return assembleBlock(answers.parts());
    // No total: the shard blocks' tx_count may include blocks committed by an earlier masterchain block.
    onProgress?.(assembleBlock(answers.parts(), { received: answers.received(), expected: undefined }));
  }
}

/** A block's answers as they arrive, gathered from the data worker's events into the block's parts. */
interface BlockAnswers {
  /** Takes each event of an answer (client.loadBlockAnswer's `onEvent`). */
  onEvent: (event: BlockAnswerProgress) => void;
  /** How many transactions have arrived. */
  received(): number;
  /** Drops the transactions after the first `count`: a retried answer sends its rows again. */
  keep(count: number): void;
  /** Records a request made, as its full URL. */
  requested(url: string): void;
  /** The server answered in the live shape (`{blocks}`): the transactions come in pages. */
  isLive(): boolean;
  parts(): BlockParts;
}

function collectBlockAnswers(seqno: number, onProgress: FetchBlockOptions['onProgress']): BlockAnswers {
  const requests: string[] = [];
  const bodies: ArrayBuffer[] = [];
  const transactions: Transaction[] = [];
  const addressBook: AddressBook = {};
  const metadata: Metadata = {};
  let blocks: Block[] | undefined;
  let shownFirstRows = false;
  let duplicatesInAnswers = 0;
  // Where the answer being read began: a `restart` (the answer read again, whole) goes back to it.
  let answerStart = { transactions: 0, duplicates: 0 };

  const parts = (): BlockParts => ({
    seqno,
    transactions,
    addressBook,
    metadata,
    blocks,
    shape: blocks ? 'live' : 'spec',
    requests,
    rawBodies: lazyRawBodies(bodies.slice()),
    answerBytes: bodies.reduce((sum, bytes) => sum + bytes.byteLength, 0),
    duplicatesInAnswers,
  });
  const onEvent = (event: BlockAnswerProgress) => {
    switch (event.type) {
      case 'blocks':
        restoreDrift({ blocks: event.blocks }, event.drift);
        blocks = event.blocks;
        break;
      case 'book':
        // Before the rows or after them, as the answer has it: rows show without names meanwhile.
        restoreDrift({ addressBook: event.addressBook, metadata: event.metadata }, event.drift);
        Object.assign(addressBook, event.addressBook);
        Object.assign(metadata, event.metadata);
        break;
      case 'restart':
        transactions.length = answerStart.transactions;
        duplicatesInAnswers = answerStart.duplicates;
        break;
      case 'rows':
        for (const [position, drift] of event.drift) restoreDrift(event.transactions[position], drift);
        for (const transaction of event.transactions) transactions.push(transaction);
        duplicatesInAnswers += event.duplicates;
        // The spec shape's one answer: its first rows go to the page at once, while the rest arrives
        // (in block order among themselves: assembleBlock sorts what has come).
        if (!blocks && !shownFirstRows && !event.last && onProgress) {
          shownFirstRows = true;
          onProgress(assembleBlock(parts(), { received: transactions.length, expected: undefined }));
        }
        break;
      case 'end':
        bodies.push(event.bytes);
        break;
    }
  };
  return {
    onEvent,
    received: () => transactions.length,
    keep: (count) => {
      transactions.length = count;
      answerStart = { transactions: count, duplicates: duplicatesInAnswers };
    },
    requested: (url) => void requests.push(url),
    isLive: () => blocks !== undefined,
    parts,
  };
}

type BlockParts = Omit<
  MasterchainBlock,
  'shardBlocks' | 'partial' | 'rawBodies' | 'duplicateTransactions'
> & {
  /** A function that parses the bodies from their bytes when first asked (see lazyRawBodies). */
  rawBodies: () => unknown[];
  /** Repeats the data worker left out of each answer. */
  duplicatesInAnswers: number;
};

/**
 * The answers as received, parsed from their bytes the first time `rawBodies` is read (the raw view),
 * then kept: most blocks are never looked at raw.
 */
function lazyRawBodies(answers: ArrayBuffer[]): () => unknown[] {
  let bodies: unknown[] | undefined;
  return () => (bodies ??= answers.map((bytes): unknown => JSON.parse(new TextDecoder().decode(bytes))));
}

function assembleBlock(parts: BlockParts, partial?: MasterchainBlock['partial']): MasterchainBlock {
  // Repeats across the live shape's pages (one answer's own are left out by the data worker).
  const transactions = dedupeByHash(parts.transactions).sort(compareInBlockOrder);
  const duplicates = parts.duplicatesInAnswers + parts.transactions.length - transactions.length;
  const { rawBodies, duplicatesInAnswers: _counted, ...rest } = parts;
  const block = {
    ...rest,
    transactions,
    addressBook: { ...parts.addressBook },
    metadata: { ...parts.metadata },
    requests: [...parts.requests],
    shardBlocks: mergeShardBlocks(parts.seqno, parts.blocks, summariseShardBlocks(transactions)),
  } as MasterchainBlock;
  Object.defineProperty(block, 'rawBodies', { get: rawBodies, enumerable: true, configurable: true });
  if (partial) block.partial = partial;
  if (duplicates > 0) block.duplicateTransactions = duplicates;
  return block;
}

function dedupeByHash(transactions: Transaction[]): Transaction[] {
  const seen = new Set<string>();
  return transactions.filter((transaction) => {
    if (seen.has(transaction.hash)) return false;
    seen.add(transaction.hash);
    return true;
  });
}

/**
 * A committed masterchain block never changes: cache it for the session. While it arrives, the query
 * already holds the part received (`partial` set), so the page shows rows from the first page on; a
 * partial block is stale at once, so a fetch cut short (the page was left) starts again on return.
 */
export function blockQueryOptions(client: ApiClient, seqno: number) {
  return queryOptions({
    queryKey: [...blockQueriesKey(client), seqno],
    queryFn: ({ signal, client: queryClient, queryKey }) =>
      fetchMasterchainBlock(client, seqno, {
        signal,
        retry: queryClient.getDefaultOptions().queries?.retry !== false,
        onProgress: (partial) => queryClient.setQueryData<MasterchainBlock>(queryKey, partial),
      }),
    staleTime: blockStaleTime,
    gcTime: 30 * 60_000,
    // fetchMasterchainBlock retries within the load's deadline; the query's own retries would multiply them.
    retry: false,
    // Blocks are immutable and big: comparing a new one with the old one field by field (React Query's
    // structural sharing) would walk every transaction for nothing.
    structuralSharing: false,
  });
}

/** What the key of every block query of the client's endpoint starts with: a filter's key for all of them. */
export function blockQueriesKey(client: ApiClient) {
  return ['block', endpointKey(client)] as const;
}

/** A complete block never changes; a partial one (a fetch cut short) is fetched again when next shown. */
export function blockStaleTime(query: { state: { data?: MasterchainBlock | undefined } }): number {
  return query.state.data?.partial ? 0 : Infinity;
}

/**
 * A prefetch reads at most this much of an answer: the next block is fetched on a guess, and a big one
 * would cost the user's data and memory for nothing. A block bigger than this loads when it is opened.
 */
export const PREFETCH_MAX_BYTES = 4 * 1024 * 1024;

/**
 * Prefetches a block (only a small one: PREFETCH_MAX_BYTES). One that turns out bigger is dropped from the
 * cache, so opening it loads it in full, as if never prefetched.
 */
export function prefetchBlock(queryClient: QueryClient, client: ApiClient, seqno: number): Promise<void> {
  const options = blockQueryOptions(client, seqno);
  return queryClient
    .prefetchQuery({
      ...options,
      queryFn: ({ signal }) =>
        fetchMasterchainBlock(client, seqno, {
          signal,
          maxBytes: PREFETCH_MAX_BYTES,
          retry: queryClient.getDefaultOptions().queries?.retry !== false,
        }),
    })
    .then(() => {
      const query = queryClient.getQueryCache().find({ queryKey: options.queryKey, exact: true });
      if (query?.state.status !== 'error' || !isApiError(query.state.error)) return;
      if (query.state.error.kind !== 'too-large') return;
      // Opened meanwhile: load it in full for the page that shows it; otherwise forget it.
      if (query.getObserversCount() > 0)
        void queryClient.refetchQueries({ queryKey: options.queryKey, exact: true });
      else queryClient.removeQueries({ queryKey: options.queryKey, exact: true });
    });
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
  const run = () => void prefetchBlock(queryClient, client, seqno);
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 5_000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 500);
  return () => clearTimeout(handle);
}
