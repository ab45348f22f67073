/**
 * One request of a block's actions as a React Query query: the transactions of one chunk
 * (action-requests.ts), every page of their actions. Answers "not offered" when the server has no such
 * endpoint — learned once per server (../learned-endpoints.ts), after which no chunk asks again; splits
 * the chunk when the server refuses its URL as too long. Other failures are the query's error, retried
 * by the QueryClient's rules (transient faults only).
 */
import { hashKey, queryOptions } from '@tanstack/react-query';
import type { Action, JettonDirectory } from '../../ton/actions/action-model.ts';
import type { JettonInfo } from '../../ton/jetton/jetton-info.ts';
import { ApiError } from '../api-error.ts';
import type { ApiClient } from '../client.ts';
import {
  hostOf,
  isNotOfferedBy,
  isNotOfferedError,
  isUrlTooLongError,
  firstAlone,
  learnNotOffered,
  learnOffered,
  learnShorterUrlsFor,
} from '../learned-endpoints.ts';
import { endpointKey } from '../query-keys.ts';
import type { AddressBook } from '../schemas.ts';
import {
  ACTIONS_ENDPOINT,
  ACTIONS_PAGE_LIMIT,
  ACTIONS_URL_BUDGET,
  actionParams,
  MAX_ACTION_PAGES,
  planActionRequests,
} from './action-requests.ts';
import { actionsResponseSchema, type ActionsResponse } from './action-schemas.ts';
import { actionsFromServer, jettonsOfMetadata } from './server-actions-edge.ts';
import { apiMessages } from '../api-messages.ts';

export type BlockActionsChunkAnswer =
  | {
      notOffered: false;
      actions: readonly Action[];
      /** The transactions asked: the server's word stands for each (even when it named no action). */
      covered: readonly string[];
      jettons: JettonDirectory;
      addressBook: AddressBook;
      /** Requests this answer took: its pages, and the pieces of a chunk the server found too long. */
      requests: number;
    }
  | { notOffered: true; host: string; requests: number };

interface Progress {
  requests: number;
}

async function askPages(
  client: ApiClient,
  hashes: readonly string[],
  signal: AbortSignal,
  progress: Progress,
): Promise<ActionsResponse[]> {
  const pages: ActionsResponse[] = [];
  for (let offset = 0; ; offset += ACTIONS_PAGE_LIMIT) {
    progress.requests += 1;
    const { data, raw } = await client.get(
      ACTIONS_ENDPOINT,
      actionParams(hashes, offset),
      actionsResponseSchema,
      signal,
    );
    learnOffered(client, ACTIONS_ENDPOINT);
    pages.push(data);
    // A full page (as sent, before entries that are no objects were left out) may have more behind it.
    const sent = (raw as { actions: unknown[] }).actions.length;
    if (sent < ACTIONS_PAGE_LIMIT) return pages;
    if (pages.length >= MAX_ACTION_PAGES) {
      throw new ApiError({
        kind: 'unexpected-response',
        words: {
          message: apiMessages.tooManyPages,
          values: { endpoint: 'actions', pages: MAX_ACTION_PAGES, limit: ACTIONS_PAGE_LIMIT },
        },
        request: client.urlOf(ACTIONS_ENDPOINT, actionParams(hashes, offset)),
      });
    }
  }
}

/** Every page of `hashes`, in pieces the server's URL budget allows; null: the server does not offer it. */
async function askActions(
  client: ApiClient,
  hashes: readonly string[],
  signal: AbortSignal,
  progress: Progress,
): Promise<ActionsResponse[] | null> {
  const queue: (readonly string[])[] = [hashes];
  const pages: ActionsResponse[] = [];
  while (queue.length > 0) {
    if (isNotOfferedBy(client, ACTIONS_ENDPOINT)) return null;
    const piece = queue.shift() ?? [];
    try {
      pages.push(...(await askPages(client, piece, signal, progress)));
    } catch (error) {
      if (isNotOfferedError(error)) {
        learnNotOffered(client, ACTIONS_ENDPOINT);
        return null;
      }
      if (!isUrlTooLongError(error) || piece.length === 1) throw error;
      const refused = client.urlOf(ACTIONS_ENDPOINT, actionParams(piece, 0)).length;
      const budget = learnShorterUrlsFor(client, ACTIONS_ENDPOINT, refused, ACTIONS_URL_BUDGET);
      const pieces = planActionRequests(client, piece, budget);
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

/** A chunk's pages as one answer: actions once each (by id), every jetton and address the metadata names. */
export function chunkAnswerOf(
  hashes: readonly string[],
  pages: readonly ActionsResponse[],
  requests: number,
): BlockActionsChunkAnswer {
  const actions: Action[] = [];
  const seen = new Set<string>();
  const jettons = new Map<string, JettonInfo>();
  const addressBook: AddressBook = {};
  for (const page of pages) {
    for (const action of actionsFromServer(page.actions)) {
      if (seen.has(action.id)) continue;
      seen.add(action.id);
      actions.push(action);
    }
    jettonsOfMetadata(page.metadata, jettons);
    Object.assign(addressBook, page.address_book);
  }
  return { notOffered: false, actions, covered: hashes, jettons, addressBook, requests };
}

type BlockActionsChunkQueryKey = readonly [
  'blockActions',
  endpoint: string,
  seqno: number,
  { hashes: readonly string[] },
];

/** Classification can come after a block (a trace still pending): an answer this old is asked again. */
const ACTIONS_STALE_MS = 5 * 60_000;

/** The prefix of every block-actions query of `client`'s endpoint. */
export function blockActionsQueriesKey(client: ApiClient) {
  return ['blockActions', endpointKey(client)] as const;
}

/**
 * One chunk of a block's transactions. The key holds every input (the server, the block, the chunk's
 * hashes), so an answer lands only where it was asked for.
 */
export function blockActionsChunkQueryOptions(client: ApiClient, seqno: number, hashes: readonly string[]) {
  const queryKey: BlockActionsChunkQueryKey = ['blockActions', endpointKey(client), seqno, { hashes }];
  return queryOptions({
    queryKey,
    // Hashed here, once per chunk, as React Query would hash it (its default): otherwise each render of
    // the block page hashes the 25 keys of ~200 hashes each again (~5 ms a render of a big block).
    queryHash: hashKey(queryKey),
    queryFn: async ({ signal, queryKey: [, , , chunk] }): Promise<BlockActionsChunkAnswer> => {
      const progress = { requests: 0 };
      // The first chunk asks alone until the server has answered (firstAlone): one request, not 25,
      // learns that a server lacks /actions.
      const pages = await firstAlone(client, ACTIONS_ENDPOINT, () =>
        isNotOfferedBy(client, ACTIONS_ENDPOINT)
          ? Promise.resolve(null)
          : askActions(client, chunk.hashes, signal, progress),
      );
      if (pages === null) return { notOffered: true, host: hostOf(client), requests: progress.requests };
      return chunkAnswerOf(chunk.hashes, pages, progress.requests);
    },
    staleTime: ACTIONS_STALE_MS,
    gcTime: 30 * 60_000,
    retryOnMount: false,
    refetchOnMount: (query) => query.state.status !== 'error',
    // Answers hold Maps and bigints and are replaced whole.
    structuralSharing: false,
  });
}
