/**
 * How the token lookup asks: owners in requests of at most 1000 (the index's limit per request) whose URLs
 * stay under a length budget, rows in pages of 1000, and what is learned about a server on the way — that
 * it does not offer an endpoint, or that it refuses URLs this long. Figures and reasons:
 * docs/decisions/2026-11-26-token-requests.md.
 *
 * What is learned lives for the page's session, per endpoint per server (the client's base URL, shown as
 * its host): a reload asks once more, which costs one request.
 */
import { isApiError, type ApiError } from '../api-error.ts';
import type { ApiClient, QueryParams } from '../client.ts';
import { endpointKey } from '../query-keys.ts';
import { queryFormOf, uniqueRawAddresses } from '../account-states.ts';
import type { LearnedEndpoint, TokenEndpoint } from './owner-tokens.ts';

/** The index's limit of owners (or addresses) in one request of these endpoints. */
export const MAX_OWNERS_PER_REQUEST = 1000;
/**
 * The longest request URL sent to these endpoints at first, in characters. Node's HTTP server (the sample
 * API's) refuses a request head over 16 KB and Cloudflare (toncenter's front) a URL over 16 KB; 12,000
 * leaves 4 KB for the request line's rest and the headers a browser adds. nginx's default (8 KB) refuses
 * it: that server answers 414, and the budget for it is learned (learnShorterUrls).
 */
export const TOKEN_URL_BUDGET = 12_000;
/** A learned budget never goes below this: one owner's request is ~120 characters plus the base URL. */
export const MIN_URL_BUDGET = 1_000;
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
// What is learned about a server

interface Learned {
  notOffered: boolean;
  urlBudget: number | undefined;
}

const learned = new Map<string, Learned>();
const listeners = new Set<() => void>();
let version = 0;

function learnedKey(client: Pick<ApiClient, 'baseUrl'>, endpoint: LearnedEndpoint): string {
  return `${endpointKey(client)} ${endpoint}`;
}

function update(client: Pick<ApiClient, 'baseUrl'>, endpoint: LearnedEndpoint, change: Partial<Learned>) {
  const key = learnedKey(client, endpoint);
  learned.set(key, { notOffered: false, urlBudget: undefined, ...learned.get(key), ...change });
  version += 1;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: what is learned changes the number returned. */
export const learnedTokenEndpoints = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  version: (): number => version,
};

/** Forgets everything learned (tests; a new session starts with nothing learned). */
export function forgetLearnedTokenEndpoints(): void {
  learned.clear();
  version += 1;
  for (const listener of listeners) listener();
}

/** The server's name as the page says it: the host of its base URL (the page's own for the built-in API). */
export function hostOf(client: Pick<ApiClient, 'baseUrl'>): string {
  const base = client.baseUrl || (typeof window === 'undefined' ? '' : window.location.origin);
  try {
    return new URL(base).host;
  } catch {
    return 'this server';
  }
}

/** Whether this server was found not to offer `endpoint`. */
export function isNotOfferedBy(client: Pick<ApiClient, 'baseUrl'>, endpoint: LearnedEndpoint): boolean {
  return learned.get(learnedKey(client, endpoint))?.notOffered === true;
}

export function learnNotOffered(client: Pick<ApiClient, 'baseUrl'>, endpoint: LearnedEndpoint): void {
  if (!isNotOfferedBy(client, endpoint)) update(client, endpoint, { notOffered: true });
}

/** The URL budget for `endpoint` on this server: TOKEN_URL_BUDGET, or smaller once the server refused. */
export function urlBudgetFor(client: Pick<ApiClient, 'baseUrl'>, endpoint: TokenEndpoint): number {
  return learned.get(learnedKey(client, endpoint))?.urlBudget ?? TOKEN_URL_BUDGET;
}

/** The endpoints whose URL budget was made smaller on this server, for the page to say once. */
export function shortenedUrlBudgets(
  client: Pick<ApiClient, 'baseUrl'>,
): { endpoint: TokenEndpoint; maxUrlLength: number }[] {
  const result: { endpoint: TokenEndpoint; maxUrlLength: number }[] = [];
  for (const endpoint of TOKEN_ENDPOINTS) {
    const budget = learned.get(learnedKey(client, endpoint))?.urlBudget;
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
  const budget = Math.max(
    MIN_URL_BUDGET,
    Math.min(urlBudgetFor(client, endpoint), Math.floor(refusedLength / 2)),
  );
  update(client, endpoint, { urlBudget: budget });
  return budget;
}

// ---------------------------------------------------------------------------------------------------
// Answers that teach something

/** What an index answers for a part it runs without, whatever the status. */
const NOT_SPECIFIED = /not specified|not implemented|not supported/i;

/**
 * Whether an error says the server does not offer the endpoint at all:
 * - 404 and 501: no such route (the list endpoints answer an empty list, not 404, when nothing is found);
 * - 500 "not specified": how a self-hosted index answers for a part it runs without;
 * - 422 only when it carries no `{"error": …}` of the index's own (FastAPI's `{"detail": …}` from another
 *   implementation, or no JSON), or says "not specified": every owner sent was parsed and re-encoded by
 *   the app, so such a 422 is the route refusing this request's shape, which no retry changes. A 422 with
 *   the index's own words stays a failure of that request, shown with them: a value refused ("error
 *   converting value for index 3 of \"owner_address\"", "maximum 1000 …") or a fault the index words as
 *   422 (toncenter answers a timeout of accountStates with 422); it is never learned as "not offered".
 */
export function isNotOfferedError(error: unknown): error is ApiError {
  if (!isApiError(error) || error.kind !== 'http') return false;
  const message = error.serverMessage;
  switch (error.status) {
    case 404:
    case 501:
      return true;
    case 500:
      return NOT_SPECIFIED.test(message ?? '');
    case 422:
      return message === undefined || NOT_SPECIFIED.test(message);
    default:
      return false;
  }
}

/** 414 URI Too Long, 431 Request Header Fields Too Large (Node's answer to a long request line). */
export function isUrlTooLongError(error: unknown): error is ApiError {
  return isApiError(error) && error.kind === 'http' && (error.status === 414 || error.status === 431);
}
