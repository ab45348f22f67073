/**
 * How a block's transactions are asked of `GET /api/v3/actions`: their hashes in requests whose URLs stay
 * within the URL budget the token lookup settled on (12,000 characters, learned smaller on a 414/431:
 * ../learned-endpoints.ts), each request's actions in pages of 1000 (the index's `limit` maximum; its
 * default is 10). Figures: docs/decisions/2026-11-26-actions-and-traces.md.
 *
 * A hash goes as the API wrote it (standard base64, 44 characters): `&tx_hash=` and the hash, its `+`,
 * `/` and `=` written as `%2B`, `%2F`, `%3D` — about 57 characters a hash, so ~207 hashes a request and
 * a 5,000-transaction block in 25 requests (plus a page for each 1000 actions beyond a request's first;
 * test/api/block-actions.test.ts checks it). Without the URL bound it would be 5; unbatched, 5,000.
 */
import type { ApiClient, QueryParams } from '../client.ts';
import { learnedUrlBudget } from '../learned-endpoints.ts';
import { TOKEN_URL_BUDGET } from '../tokens/token-requests.ts';

/** The operation, and the name under which what is learned about it is kept. */
export const ACTIONS_ENDPOINT = 'actions';
/** The same budget as the token lookup's, for the same reasons (Node's and Cloudflare's 16 KB heads). */
export const ACTIONS_URL_BUDGET = TOKEN_URL_BUDGET;
/** Actions a page: the index's maximum `limit`. */
export const ACTIONS_PAGE_LIMIT = 1000;
/** A guard against a server that ignores `offset`: 20 pages of 1000 actions for ~200 transactions. */
export const MAX_ACTION_PAGES = 20;
/** At most this many hashes a request, whatever the budget (the index documents no limit; 1000 as its lists). */
export const MAX_HASHES_PER_REQUEST = 1000;

/** The query of one request: each hash, then the page (oldest first, so pages do not shift as actions come). */
export function actionParams(hashes: readonly string[], offset: number): QueryParams {
  return [
    ...hashes.map((hash) => ['tx_hash', hash] as const),
    ['limit', String(ACTIONS_PAGE_LIMIT)],
    ['offset', String(offset)],
    ['sort', 'asc'],
  ];
}

/** The offset written when a URL is measured: the longest a page can have, so no page outgrows the budget. */
const LONGEST_OFFSET = ACTIONS_PAGE_LIMIT * MAX_ACTION_PAGES;

/** The URL budget for /actions on this server now. */
export function actionsUrlBudget(client: Pick<ApiClient, 'baseUrl'>): number {
  return learnedUrlBudget(client, ACTIONS_ENDPOINT, ACTIONS_URL_BUDGET);
}

/** Base64 (standard or URL-safe): in a query, each `+`, `/` and `=` is written in three characters. */
const BASE64 = /^[A-Za-z0-9+/=_-]*$/;
const BASE64_ESCAPED = /[+/=]/g;

/**
 * `tx_hash=<hash>` as URLSearchParams writes it, its length: counted for a base64 hash (a big block has
 * 5,000, and making a URLSearchParams for each took ~35 ms of the page's render), written for anything else.
 */
function hashParamLength(hash: string): number {
  if (!BASE64.test(hash)) return new URLSearchParams([['tx_hash', hash]]).toString().length;
  return 'tx_hash='.length + hash.length + 2 * (hash.match(BASE64_ESCAPED)?.length ?? 0);
}

/**
 * Splits the hashes (each once, in the order given) into requests whose URLs, at the longest offset,
 * stay within `urlBudget`.
 */
export function planActionRequests(
  client: Pick<ApiClient, 'urlOf' | 'baseUrl'>,
  transactionHashes: readonly string[],
  urlBudget: number = actionsUrlBudget(client),
): string[][] {
  const chunks: string[][] = [];
  let chunk: string[] = [];
  let length = 0;
  for (const hash of new Set(transactionHashes)) {
    if (hash === '') continue;
    const added = hashParamLength(hash) + 1;
    if (chunk.length > 0 && (chunk.length >= MAX_HASHES_PER_REQUEST || length + added > urlBudget)) {
      chunks.push(chunk);
      chunk = [];
    }
    if (chunk.length === 0)
      length = client.urlOf(ACTIONS_ENDPOINT, actionParams([hash], LONGEST_OFFSET)).length;
    else length += added;
    chunk.push(hash);
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}
