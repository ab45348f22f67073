/**
 * How the token lookup asks: owners in requests of at most 1000 (the index's limit per request) whose URLs
 * stay under a length budget, rows in pages of 1000, and what is learned about a server on the way — that
 * it does not offer an endpoint, or that it refuses URLs this long. Figures and reasons:
 * docs/decisions/2026-11-26-token-requests.md.
 *
 * What is learned lives for the page's session, per endpoint per server (the client's base URL, shown as
 * its host): a reload asks once more, which costs one request.
 */
import type { ApiClient, QueryParams } from '../client.ts';
import { queryFormOf, uniqueRawAddresses } from '../account-states.ts';
import { learnedUrlBudget, learnShorterUrlsFor, shortenedUrlBudget } from '../learned-endpoints.ts';
import type { TokenEndpoint } from './owner-tokens.ts';

/** The index's limit of owners (or addresses) in one request of these endpoints. */
export const MAX_OWNERS_PER_REQUEST = 1000;
/**
 * The longest request URL sent to these endpoints at first, in characters. Node's HTTP server (the sample
 * API's) refuses a request head over 16 KB and Cloudflare (toncenter's front) a URL over 16 KB; 12,000
 * leaves 4 KB for the request line's rest and the headers a browser adds. nginx's default (8 KB) refuses
 * it: that server answers 414, and the budget for it is learned (learnShorterUrls).
 */
export const TOKEN_URL_BUDGET = 12_000;
/** Rows per page: the index's maximum `limit`. */
export const PAGE_LIMIT = 1000;
/** A guard against a server that ignores `offset`: 100 pages of 1000 rows is more than any owner list. */
export const MAX_PAGES = 100;

/** Every endpoint of the lookup, in the order they are asked (jettons first: the page's first columns). */
export const TOKEN_ENDPOINTS: readonly TokenEndpoint[] = ['jetton/wallets', 'walletStates', 'nft/items'];

/** One request's owners (canonical raw addresses) and its URL at the first page, as planned. */
export interface OwnerChunk {
  endpoint: TokenEndpoint;
  owners: readonly string[];
  url: string;
}

function isPaged(endpoint: TokenEndpoint): boolean {
  return endpoint !== 'walletStates';
}

/** The query of one request: each owner in its url-safe form, then the page. */
export function ownerParams(
  endpoint: TokenEndpoint,
  queryForms: readonly string[],
  offset: number,
): QueryParams {
  const name = endpoint === 'walletStates' ? 'address' : 'owner_address';
  const owners = queryForms.map((form) => [name, form] as const);
  return isPaged(endpoint) ? [...owners, ['limit', String(PAGE_LIMIT)], ['offset', String(offset)]] : owners;
}

/** The offset written when a URL is measured: the longest a page can have, so no page outgrows the budget. */
const LONGEST_OFFSET = PAGE_LIMIT * MAX_PAGES;

/**
 * Splits owners into requests of at most MAX_OWNERS_PER_REQUEST whose URLs (at the longest offset) stay
 * within `urlBudget`. Forms of one owner count once; a text that is no address refuses the whole list.
 */
export function planOwnerRequests(
  client: Pick<ApiClient, 'urlOf' | 'baseUrl'>,
  endpoint: TokenEndpoint,
  rawOwners: readonly string[],
  urlBudget: number = urlBudgetFor(client, endpoint),
): OwnerChunk[] {
  const chunks: OwnerChunk[] = [];
  let owners: string[] = [];
  let forms: string[] = [];
  // The URL grows by the same text for each owner: measured once per chunk, not rebuilt per owner.
  let length = 0;
  const flush = () => {
    if (owners.length === 0) return;
    chunks.push({ endpoint, owners, url: client.urlOf(endpoint, ownerParams(endpoint, forms, 0)) });
    owners = [];
    forms = [];
  };
  for (const raw of uniqueRawAddresses(rawOwners)) {
    const form = queryFormOf(raw);
    if (owners.length === 0)
      length = client.urlOf(endpoint, ownerParams(endpoint, [form], LONGEST_OFFSET)).length;
    else {
      const added = `&${endpoint === 'walletStates' ? 'address' : 'owner_address'}=${form}`.length;
      if (owners.length >= MAX_OWNERS_PER_REQUEST || length + added > urlBudget) {
        flush();
        length = client.urlOf(endpoint, ownerParams(endpoint, [form], LONGEST_OFFSET)).length;
      } else length += added;
    }
    owners.push(raw);
    forms.push(form);
  }
  flush();
  return chunks;
}

// ---------------------------------------------------------------------------------------------------
// What is learned about a server: kept in ../learned-endpoints.ts, which the actions and traces share.

export {
  forgetLearnedEndpoints as forgetLearnedTokenEndpoints,
  hostOf,
  isNotOfferedBy,
  isNotOfferedError,
  isUrlTooLongError,
  learnedEndpoints as learnedTokenEndpoints,
  learnNotOffered,
  learnOffered,
  MIN_URL_BUDGET,
} from '../learned-endpoints.ts';

/** The URL budget for `endpoint` on this server: TOKEN_URL_BUDGET, or smaller once the server refused. */
export function urlBudgetFor(client: Pick<ApiClient, 'baseUrl'>, endpoint: TokenEndpoint): number {
  return learnedUrlBudget(client, endpoint, TOKEN_URL_BUDGET);
}

/** The endpoints whose URL budget was made smaller on this server, for the page to say once. */
export function shortenedUrlBudgets(
  client: Pick<ApiClient, 'baseUrl'>,
): { endpoint: TokenEndpoint; maxUrlLength: number }[] {
  const result: { endpoint: TokenEndpoint; maxUrlLength: number }[] = [];
  for (const endpoint of TOKEN_ENDPOINTS) {
    const budget = shortenedUrlBudget(client, endpoint);
    if (budget !== undefined) result.push({ endpoint, maxUrlLength: budget });
  }
  return result;
}

/**
 * The server refused a URL of `refusedLength` characters as too long (414, 431): the budget becomes half
 * of it (at least MIN_URL_BUDGET), so the next try fits whatever the server's own limit between the two.
 * Returns the new budget.
 */
export function learnShorterUrls(
  client: Pick<ApiClient, 'baseUrl'>,
  endpoint: TokenEndpoint,
  refusedLength: number,
): number {
  return learnShorterUrlsFor(client, endpoint, refusedLength, TOKEN_URL_BUDGET);
}
