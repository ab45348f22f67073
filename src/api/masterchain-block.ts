/**
 * One masterchain block's transactions, whichever shape the server answers in:
 *  - the spec (and the sample API's `spec` profile): /masterchainBlockShardState gives
 *    `{transactions, address_book}` directly;
 *  - the live toncenter server: it gives `{blocks}`, and the transactions come from
 *    /transactionsByMasterchainBlock, paged by 1000 until a page is shorter, address books merged.
 * Both end as one normalised `MasterchainBlock`.
 */
import { parseResponse, type ApiClient, type QueryParams } from './client.ts';
import {
  blockTransactionsSchema,
  blocksResponseSchema,
  type AddressBook,
  type Block,
  type Metadata,
  type Transaction,
} from './schemas.ts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

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
  /** The raw JSON bodies, in the order of `requests`, for the raw view. */
  rawBodies: unknown[];
}

export interface FetchBlockOptions {
  signal?: AbortSignal | undefined;
  /** Called after every page of the live shape, so rows can appear before the last page arrives. */
  onProgress?: (partial: MasterchainBlock) => void;
}

/** The shape is told apart before validating: a body with `blocks` is the live server's. */
const anyJson = z.unknown();

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
    const body = parseResponse(
      blockTransactionsSchema,
      first.raw,
      'masterchainBlockShardState',
      firstRequest,
    );
    return assembleBlock({
      seqno,
      transactions: body.transactions,
      addressBook: body.address_book,
      metadata: body.metadata,
      blocks: undefined,
      shape: 'spec',
      requests: [firstRequest],
      rawBodies: [first.raw],
    });
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
    const page = await client.get(
      'transactionsByMasterchainBlock',
      pageParams,
      blockTransactionsSchema,
      options.signal,
    );
    requests.push(client.urlOf('transactionsByMasterchainBlock', pageParams));
    rawBodies.push(page.raw);
    transactions.push(...page.data.transactions);
    Object.assign(addressBook, page.data.address_book);
    Object.assign(metadata, page.data.metadata);
    const isLastPage = page.data.transactions.length < TRANSACTIONS_PAGE_SIZE;
    const partial = assembleBlock({
      seqno,
      transactions,
      addressBook,
      metadata,
      blocks: headers.blocks,
      shape: 'live',
      requests,
      rawBodies,
    });
    if (isLastPage) return partial;
    options.onProgress?.(partial);
  }
}

type BlockParts = Omit<MasterchainBlock, 'shardBlocks'>;

function assembleBlock(parts: BlockParts): MasterchainBlock {
  const transactions = dedupeByHash(parts.transactions).sort(compareInBlockOrder);
  return {
    ...parts,
    transactions,
    addressBook: { ...parts.addressBook },
    metadata: { ...parts.metadata },
    requests: [...parts.requests],
    rawBodies: [...parts.rawBodies],
    shardBlocks: summariseShardBlocks(transactions),
  };
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

/** A committed masterchain block never changes: cache it for the session. */
export function blockQueryOptions(client: ApiClient, seqno: number) {
  // The client is identified by its base URL: a key changes who may ask, not what the answer is.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: ['block', client.baseUrl, seqno],
    queryFn: ({ signal }) => fetchMasterchainBlock(client, seqno, { signal }),
    staleTime: Infinity,
    gcTime: 30 * 60_000,
  });
}
