/**
 * What the page learns about a server as it asks: that it does not offer an endpoint, or that it refuses
 * URLs this long. Learned per endpoint per server (the client's base URL, shown as its host), kept for the
 * page's session: a reload asks once more, which costs one request. The token lookup (tokens/) and the
 * actions and traces (actions/, traces/) learn here; the rules and figures:
 * docs/decisions/2026-11-26-token-requests.md.
 */
import { isApiError, type ApiError } from './api-error.ts';
import type { ApiClient } from './client.ts';
import { endpointKey } from './query-keys.ts';

/** A learned URL budget never goes below this: one item's request is ~120 characters plus the base URL. */
export const MIN_URL_BUDGET = 1_000;

interface Learned {
  notOffered: boolean;
  urlBudget: number | undefined;
}

/** A number for useSyncExternalStore that changes, and tells its subscribers, whenever `bump` is called. */
function versionSignal() {
  const listeners = new Set<() => void>();
  let version = 0;
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: (): number => version,
    bump(): void {
      version += 1;
      for (const listener of listeners) listener();
    },
  };
}

const learned = new Map<string, Learned>();
const learnedSignal = versionSignal();

type Server = Pick<ApiClient, 'baseUrl'>;

function learnedKey(client: Server, endpoint: string): string {
  return `${endpointKey(client)} ${endpoint}`;
}

function update(client: Server, endpoint: string, change: Partial<Learned>) {
  const key = learnedKey(client, endpoint);
  learned.set(key, { notOffered: false, urlBudget: undefined, ...learned.get(key), ...change });
  learnedSignal.bump();
}

/**
 * For useSyncExternalStore: what changes requests (an endpoint not offered, a shorter URL budget) changes
 * the number returned. Which endpoints answered has its own number (`answeredEndpoints`).
 */
export const learnedEndpoints = { subscribe: learnedSignal.subscribe, version: learnedSignal.version };

/** Forgets everything learned (tests; a new session starts with nothing learned). */
export function forgetLearnedEndpoints(): void {
  learned.clear();
  answered.clear();
  probes.clear();
  learnedSignal.bump();
  answeredSignal.bump();
}

/** The server's name as the page says it: the host of its base URL (the page's own for the built-in API). */
export function hostOf(client: Server): string {
  const base = client.baseUrl || (typeof window === 'undefined' ? '' : window.location.origin);
  try {
    return new URL(base).host;
  } catch {
    return 'this server';
  }
}

/** Whether this server was found not to offer `endpoint` (an operation name: `actions`, `jetton/wallets`). */
export function isNotOfferedBy(client: Server, endpoint: string): boolean {
  return learned.get(learnedKey(client, endpoint))?.notOffered === true;
}

export function learnNotOffered(client: Server, endpoint: string): void {
  if (!isNotOfferedBy(client, endpoint)) update(client, endpoint, { notOffered: true });
}

/** The URL budget learned for `endpoint` on this server, or `initial` while none was. */
export function learnedUrlBudget(client: Server, endpoint: string, initial: number): number {
  return learned.get(learnedKey(client, endpoint))?.urlBudget ?? initial;
}

/** Whether the budget of `endpoint` on this server was made smaller (undefined: never refused). */
export function shortenedUrlBudget(client: Server, endpoint: string): number | undefined {
  return learned.get(learnedKey(client, endpoint))?.urlBudget;
}

/**
 * The server refused a URL of `refusedLength` characters as too long (414, 431): the budget becomes half
 * of it (at least MIN_URL_BUDGET), so the next try fits whatever the server's own limit between the two.
 * Returns the new budget.
 */
export function learnShorterUrlsFor(
  client: Server,
  endpoint: string,
  refusedLength: number,
  initial: number,
): number {
  const budget = Math.max(
    MIN_URL_BUDGET,
    Math.min(learnedUrlBudget(client, endpoint, initial), Math.floor(refusedLength / 2)),
  );
  update(client, endpoint, { urlBudget: budget });
  return budget;
}

// ---------------------------------------------------------------------------------------------------
// The first request alone

/** Endpoints a server has answered (so it offers them), and the first requests still out, per server. */
const answered = new Set<string>();
const probes = new Map<string, Promise<void>>();
const answeredSignal = versionSignal();

/**
 * For useSyncExternalStore: which endpoints have answered changes the number returned. Apart from
 * `learnedEndpoints` because only Settings' "This server" shows it: the block page's hooks follow what
 * changes their requests (an endpoint not offered, a shorter URL budget). The first answer of the actions
 * endpoint came while a big block's first rows were rendering in the background, and a store that
 * changes under a render makes React render every subscriber again at once, in the commit's task: the
 * whole block page, 34 ms at 1× CPU.
 */
export const answeredEndpoints = { subscribe: answeredSignal.subscribe, version: answeredSignal.version };

/**
 * The server answered `endpoint` with a page: it offers it; requests need not wait for a probe. Learned
 * once (Settings' "This server" follows it through `answeredEndpoints`).
 */
export function learnOffered(client: Server, endpoint: string): void {
  const key = learnedKey(client, endpoint);
  if (answered.has(key)) return;
  answered.add(key);
  answeredSignal.bump();
}

/** Whether this server has answered `endpoint` in this session (so it offers it). */
export function isAnsweredBy(client: Server, endpoint: string): boolean {
  return answered.has(learnedKey(client, endpoint));
}

/**
 * Runs `ask` alone while nothing is known of the server's `endpoint`: requests planned together (a
 * block's 25 chunks of /actions) wait for the first to settle, so a server without the endpoint gets one
 * request, not one per chunk queued in the rate budget before the first answer came. Once answered
 * (learnOffered), they go together. A waiter asks after the first settles, whatever its outcome: `ask`
 * itself checks isNotOfferedBy first.
 */
export async function firstAlone<T>(client: Server, endpoint: string, ask: () => Promise<T>): Promise<T> {
  const key = learnedKey(client, endpoint);
  while (!answered.has(key) && !isNotOfferedBy(client, endpoint)) {
    const probe = probes.get(key);
    if (!probe) break;
    await probe;
  }
  if (answered.has(key) || isNotOfferedBy(client, endpoint)) return ask();
  let release = () => {};
  probes.set(key, new Promise<void>((resolve) => (release = resolve)));
  try {
    return await ask();
  } finally {
    probes.delete(key);
    release();
  }
}

// ---------------------------------------------------------------------------------------------------
// Answers that teach something

/**
 * What an index answers for a part it runs without, whatever the status: "not specified" (the v2 proxies
 * of a self-hosted index), "not implemented"/"not supported" (other implementations), and the database's
 * own words when the index runs without the tables of that part — toncenter/ton-indexer answers such a
 * query with 500 `{"error": "ERROR: relation \"actions\" does not exist (SQLSTATE 42P01)"}` (its error
 * handler passes the database error on; ton-index-go/index/crud/crud_actions_v2.go), which is how a
 * server without the action classifier (no `actions` table) or without traces answers.
 */
const NOT_SPECIFIED =
  /not specified|not implemented|not supported|relation "?[\w.]+"? does not exist|\bundefined_table\b|classifier is (?:not|disabled|off)/i;

/**
 * Whether an error says the server does not offer the endpoint at all:
 * - 404, 405 and 501: no such route, or not for GET (the list endpoints answer an empty list, not 404,
 *   when nothing is found, so a 404 is about the route);
 * - 500 in the words above: how a self-hosted index answers for a part it runs without (any other 500 is
 *   a fault of that request: a failure, retried by the QueryClient's rules, never learned);
 * - 422 only when it carries no `{"error": …}` of the index's own (FastAPI's `{"detail": …}` from another
 *   implementation, or no JSON), or says the words above: every value sent was parsed and re-encoded by
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
    case 405:
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
