/**
 * One request of the token lookup as a React Query query: the owners of one chunk (token-requests.ts) at
 * one endpoint. Its queryFn sends the chunk's pages one after the other (honouring the query's signal),
 * splits the chunk further when the server refuses its URL as too long, and answers "not offered" when the
 * server has no such endpoint — learned once per endpoint per server, after which no chunk asks again.
 */
import { queryOptions } from '@tanstack/react-query';
import type { $ZodType } from 'zod/v4/core';
import { ApiError } from '../api-error.ts';
import type { ApiClient } from '../client.ts';
import { endpointKey } from '../query-keys.ts';
import type { Metadata } from '../schemas.ts';
import { normalizeAddressKey } from '../../ton/address.ts';
import { jettonInfoOf, type JettonInfo } from '../../ton/jetton/jetton-info.ts';
import {
  compareJettonHoldings,
  type JettonHolding,
  type NftHolding,
  type TokenEndpoint,
  type WalletStateInfo,
} from './owner-tokens.ts';
import {
  hostOf,
  isNotOfferedBy,
  isNotOfferedError,
  isUrlTooLongError,
  learnNotOffered,
  learnOffered,
  learnShorterUrls,
  MAX_PAGES,
  ownerParams,
  PAGE_LIMIT,
  planOwnerRequests,
} from './token-requests.ts';
import {
  jettonWalletsResponseSchema,
  nftItemsResponseSchema,
  walletStatesResponseSchema,
  type JettonWalletsResponse,
  type NftItemsResponse,
  type SampleNote,
  type WalletStatesResponse,
} from './token-schemas.ts';
import { queryFormOf } from '../account-states.ts';
import { apiMessages } from '../api-messages.ts';
import { tokenNoteMessages } from './token-messages.ts';
import { t } from '../../ton/i18n/door.ts';

/** What each endpoint tells about one owner. */
export interface TokenEndpointValue {
  'jetton/wallets': readonly JettonHolding[];
  'nft/items': readonly NftHolding[];
  walletStates: WalletStateInfo | null;
}

/** One owner's part of a chunk's answer. */
export type OwnerAnswer<T> = { state: 'answered'; value: T } | { state: 'no-sample-data'; note: string };

/** A chunk's answer, as its query holds it. */
export type OwnerTokensChunkAnswer<E extends TokenEndpoint = TokenEndpoint> =
  | {
      endpoint: E;
      notOffered: false;
      /** Every owner of the chunk. */
      byOwner: ReadonlyMap<string, OwnerAnswer<TokenEndpointValue[E]>>;
      /** Requests this answer took: its pages, and the pieces of a chunk the server found too long. */
      requests: number;
    }
  | { endpoint: E; notOffered: true; host: string; requests: number };

type ResponseOf = {
  'jetton/wallets': JettonWalletsResponse;
  'nft/items': NftItemsResponse;
  walletStates: WalletStatesResponse;
};

const SCHEMAS: { [E in TokenEndpoint]: $ZodType<ResponseOf[E]> } = {
  'jetton/wallets': jettonWalletsResponseSchema,
  'nft/items': nftItemsResponseSchema,
  walletStates: walletStatesResponseSchema,
};

function rowCount(endpoint: TokenEndpoint, page: ResponseOf[TokenEndpoint]): number {
  if (endpoint === 'jetton/wallets') return (page as JettonWalletsResponse).jetton_wallets.length;
  if (endpoint === 'nft/items') return (page as NftItemsResponse).nft_items.length;
  return (page as WalletStatesResponse).wallets.length;
}

/** A row the server may write in any form or case, as the canonical raw address the lookup keys by. */
const canonical = (address: string) => normalizeAddressKey(address) ?? address.toUpperCase();

/** Every page of one request; `pages` grows as they come, `requests` counts what was sent. */
async function askPages<E extends TokenEndpoint>(
  client: ApiClient,
  endpoint: E,
  owners: readonly string[],
  signal: AbortSignal,
  progress: { requests: number },
): Promise<ResponseOf[E][]> {
  const forms = owners.map(queryFormOf);
  const pages: ResponseOf[E][] = [];
  for (let offset = 0; ; offset += PAGE_LIMIT) {
    progress.requests += 1;
    const { data } = await client.get(
      endpoint,
      ownerParams(endpoint, forms, offset),
      SCHEMAS[endpoint],
      signal,
    );
    learnOffered(client, endpoint);
    pages.push(data);
    // A full page may have more behind it; walletStates has no pages.
    if (endpoint === 'walletStates' || rowCount(endpoint, data) < PAGE_LIMIT) return pages;
    if (pages.length >= MAX_PAGES) {
      throw new ApiError({
        kind: 'unexpected-response',
        words: {
          message: apiMessages.tooManyPages,
          values: { endpoint, pages: MAX_PAGES, limit: PAGE_LIMIT },
        },
        request: client.urlOf(endpoint, ownerParams(endpoint, forms, offset)),
      });
    }
  }
}

/**
 * Asks `owners` at `endpoint`, in pieces that fit the server's URL budget (learned smaller on a 414/431,
 * and the refused piece split and asked again), every page of each. Null: the server does not offer it.
 */
async function askOwners<E extends TokenEndpoint>(
  client: ApiClient,
  endpoint: E,
  owners: readonly string[],
  signal: AbortSignal,
  progress: { requests: number },
): Promise<ResponseOf[E][] | null> {
  const queue = planOwnerRequests(client, endpoint, owners).map((chunk) => chunk.owners);
  const pages: ResponseOf[E][] = [];
  while (queue.length > 0) {
    if (isNotOfferedBy(client, endpoint)) return null;
    const piece = queue.shift() ?? [];
    try {
      pages.push(...(await askPages(client, endpoint, piece, signal, progress)));
    } catch (error) {
      if (isNotOfferedError(error)) {
        learnNotOffered(client, endpoint);
        return null;
      }
      if (!isUrlTooLongError(error) || piece.length === 1) throw error;
      const refused = client.urlOf(endpoint, ownerParams(endpoint, piece.map(queryFormOf), 0)).length;
      const budget = learnShorterUrls(client, endpoint, refused);
      const pieces = planOwnerRequests(client, endpoint, piece, budget).map((chunk) => chunk.owners);
      // Split at least in two, whatever the budget says: the same URL would be refused again.
      if (pieces.length === 1) {
        const half = Math.ceil(piece.length / 2);
        pieces.splice(0, 1, piece.slice(0, half), piece.slice(half));
      }
      queue.unshift(...pieces);
    }
  }
  return pages;
}

/** The owners the sample API says it has no data for, with its words. */
function notesOf(pages: readonly { sample_note?: SampleNote | null | undefined }[]): Map<string, string> {
  const notes = new Map<string, string>();
  for (const page of pages) {
    const note = page.sample_note;
    const text = note?.text || t(tokenNoteMessages.noHoldingsData);
    for (const owner of note?.owners_without_data ?? []) notes.set(canonical(owner), text);
  }
  return notes;
}

function jettonHoldings(pages: readonly JettonWalletsResponse[]): Map<string, JettonHolding[]> {
  const byOwner = new Map<string, JettonHolding[]>();
  const jettons = new Map<string, JettonInfo>();
  // A wallet once: pages are offsets into a list that can move between two requests, and a row repeated
  // across pages would count its balance twice in the owner's holdings and the list's totals.
  const seenWallets = new Set<string>();
  for (const page of pages) {
    for (const row of page.jetton_wallets) {
      const walletKey = canonical(row.address);
      if (seenWallets.has(walletKey)) continue;
      seenWallets.add(walletKey);
      const master = canonical(row.jetton);
      let jetton = jettons.get(master);
      if (!jetton) {
        jetton = jettonInfoOf(master, page.metadata[master]?.token_info);
        jettons.set(master, jetton);
      }
      const holding: JettonHolding = {
        wallet: canonical(row.address),
        jetton,
        balance: row.balance,
        lastTransactionLt: row.last_transaction_lt ?? null,
      };
      const owner = canonical(row.owner);
      const list = byOwner.get(owner);
      if (list) list.push(holding);
      else byOwner.set(owner, [holding]);
    }
  }
  for (const list of byOwner.values()) list.sort(compareJettonHoldings);
  return byOwner;
}

function nameIn(metadata: Metadata, address: string | null | undefined, type: string): string | null {
  if (!address) return null;
  const entries = metadata[address]?.token_info ?? [];
  const entry = entries.find((info) => info.type === type && info.valid !== false) ?? entries[0];
  const name = entry?.name ?? (entry?.extra?.['domain'] as unknown);
  return typeof name === 'string' && name !== '' ? name : null;
}

function contentName(content: Record<string, unknown> | null | undefined): string | null {
  const name = content?.['name'];
  return typeof name === 'string' && name !== '' ? name : null;
}

function nftHoldings(pages: readonly NftItemsResponse[]): Map<string, NftHolding[]> {
  const byOwner = new Map<string, NftHolding[]>();
  for (const page of pages) {
    for (const item of page.nft_items) {
      if (!item.owner_address) continue;
      const address = canonical(item.address);
      const collection = item.collection_address ?? item.collection?.address ?? null;
      const holding: NftHolding = {
        address,
        index: item.index ?? null,
        collection: collection ? canonical(collection) : null,
        collectionName:
          nameIn(page.metadata, collection ? canonical(collection) : null, 'nft_collections') ??
          contentName(item.collection?.collection_content),
        name: nameIn(page.metadata, address, 'nft_items') ?? contentName(item.content),
      };
      const owner = canonical(item.owner_address);
      const list = byOwner.get(owner);
      if (list) list.push(holding);
      else byOwner.set(owner, [holding]);
    }
  }
  return byOwner;
}

function walletStates(pages: readonly WalletStatesResponse[]): Map<string, WalletStateInfo> {
  const byAddress = new Map<string, WalletStateInfo>();
  for (const page of pages) {
    for (const wallet of page.wallets) {
      byAddress.set(canonical(wallet.address), {
        isWallet: wallet.is_wallet === true,
        walletType: wallet.wallet_type ?? null,
        seqno: wallet.seqno ?? null,
        signatureAllowed: wallet.is_signature_allowed ?? null,
      });
    }
  }
  return byAddress;
}

/** Each owner of the chunk: what the pages say of it, the sample's note, or nothing (an empty holding). */
export function chunkAnswerOf<E extends TokenEndpoint>(
  endpoint: E,
  owners: readonly string[],
  pages: readonly ResponseOf[E][],
): Map<string, OwnerAnswer<TokenEndpointValue[E]>> {
  const notes = notesOf(pages);
  let values: Map<string, unknown>;
  let empty: unknown;
  if (endpoint === 'jetton/wallets') {
    values = jettonHoldings(pages as readonly JettonWalletsResponse[]);
    empty = [];
  } else if (endpoint === 'nft/items') {
    values = nftHoldings(pages as readonly NftItemsResponse[]);
    empty = [];
  } else {
    values = walletStates(pages as readonly WalletStatesResponse[]);
    empty = null;
  }
  const result = new Map<string, OwnerAnswer<TokenEndpointValue[E]>>();
  for (const owner of owners) {
    const value = values.get(owner);
    const note = notes.get(owner);
    if (value === undefined && note !== undefined) result.set(owner, { state: 'no-sample-data', note });
    else result.set(owner, { state: 'answered', value: (value ?? empty) as TokenEndpointValue[E] });
  }
  return result;
}

type OwnerTokensChunkQueryKey = readonly [
  'ownerTokens',
  endpoint: string,
  TokenEndpoint,
  { owners: readonly string[] },
];

/** Holdings move like account states: an answer older than this is fetched again when the page opens it. */
const TOKENS_STALE_MS = 5 * 60_000;

/** The prefix of every token query of `client`'s endpoint: what a refresh invalidates. */
export function ownerTokensQueriesKey(client: ApiClient) {
  return ['ownerTokens', endpointKey(client)] as const;
}

/**
 * One chunk of the lookup. The key holds every input (the server, the endpoint, the chunk's owners), so
 * an answer lands only where it was asked for. Retries are the QueryClient's (transient faults only): a
 * retry asks the chunk's pages again from the first.
 */
export function ownerTokensChunkQueryOptions<E extends TokenEndpoint>(
  client: ApiClient,
  endpoint: E,
  owners: readonly string[],
) {
  const queryKey: OwnerTokensChunkQueryKey = ['ownerTokens', endpointKey(client), endpoint, { owners }];
  return queryOptions({
    queryKey,
    queryFn: async ({ signal, queryKey: [, , , chunk] }): Promise<OwnerTokensChunkAnswer<E>> => {
      const progress = { requests: 0 };
      const pages = isNotOfferedBy(client, endpoint)
        ? null
        : await askOwners(client, endpoint, chunk.owners, signal, progress);
      if (pages === null)
        return { endpoint, notOffered: true, host: hostOf(client), requests: progress.requests };
      return {
        endpoint,
        notOffered: false,
        byOwner: chunkAnswerOf(endpoint, chunk.owners, pages),
        requests: progress.requests,
      };
    },
    staleTime: TOKENS_STALE_MS,
    gcTime: 30 * 60_000,
    // As the account states' chunks: a chunk that failed or was cancelled says so and offers its retry
    // rather than being sent again because the page was opened again.
    retryOnMount: false,
    refetchOnMount: (query) => query.state.status !== 'error',
    // Answers hold Maps and are replaced whole.
    structuralSharing: false,
  });
}
