/**
 * /accountStates for lists of up to 1024 accounts. The spec allows 1024 per request, but the live server
 * silently truncates at 1000 and proxies refuse long query strings, so a list is split into requests
 * (chunks) whose URLs stay under MAX_REQUEST_URL_LENGTH. Each chunk is one React Query query (its options
 * below), so status, retries, cancelling, staleness and refresh are React Query's; the page merges them.
 * Accounts the index has never seen are absent from its answer: they are reported as not found.
 */
import { CancelledError, queryOptions, type Query } from '@tanstack/react-query';
import type { ApiClient, QueryParams } from './client.ts';
import { ApiError } from './api-error.ts';
import { endpointKey } from './query-keys.ts';
import { accountStatesSchema, type Account, type AddressBook, type Metadata } from './schemas.ts';
import { normalizeAddressKey, parseAddress, toFriendlyAddress } from '../ton/address.ts';
import { apiMessages } from './api-messages.ts';
import { MAX_ACCOUNTS_PER_LOOKUP } from './lookup-limit.ts';

/** Every request URL stays under 4 KB, whatever the base URL. */
export const MAX_REQUEST_URL_LENGTH = 4000;

export interface AccountStatesChunk {
  /** Canonical raw addresses (uppercase) asked for in this request. */
  rawAddresses: string[];
  includeBoc: boolean;
  /** The request's URL, as sent. */
  url: string;
}

/** Each address in its url-safe bounceable form (see planAccountStatesRequests), then include_boc. */
function accountStatesParams(queryForms: readonly string[], includeBoc: boolean): QueryParams {
  return [...queryForms.map((form) => ['address', form] as const), ['include_boc', String(includeBoc)]];
}

/**
 * Splits canonical raw addresses into requests. Each address is sent in its 48-character url-safe
 * user-friendly form, which needs no percent-encoding: about 70 addresses per 4 KB request.
 */
export function planAccountStatesRequests(
  client: Pick<ApiClient, 'urlOf'>,
  rawAddresses: readonly string[],
  includeBoc: boolean,
): AccountStatesChunk[] {
  const unique = uniqueRawAddresses(rawAddresses);
  if (unique.length > MAX_ACCOUNTS_PER_LOOKUP) {
    throw new ApiError({
      kind: 'invalid-input',
      message: `${unique.length} different accounts: the limit is ${MAX_ACCOUNTS_PER_LOOKUP} per lookup. Nothing was sent.`,
    });
  }
  const urlOf = (queryForms: readonly string[]) =>
    client.urlOf('accountStates', accountStatesParams(queryForms, includeBoc));
  const chunks: AccountStatesChunk[] = [];
  let current: string[] = [];
  let currentForms: string[] = [];

  const flush = () => {
    if (current.length === 0) return;
    chunks.push({ rawAddresses: current, includeBoc, url: urlOf(currentForms) });
    current = [];
    currentForms = [];
  };

  for (const raw of unique) {
    const form = queryFormOf(raw);
    if (current.length > 0 && urlOf([...currentForms, form]).length > MAX_REQUEST_URL_LENGTH) flush();
    current.push(raw);
    currentForms.push(form);
  }
  flush();
  return chunks;
}

/**
 * Canonical raw addresses, each once, in order; a text that is no address refuses the whole list
 * (invalid-input: nothing is sent). Shared with the token lookup (api/tokens).
 */
export function uniqueRawAddresses(rawAddresses: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const text of rawAddresses) {
    const key = normalizeAddressKey(text);
    if (key === null) {
      throw new ApiError({
        kind: 'invalid-input',
        words: { message: apiMessages.notAnAddress, values: { text: JSON.stringify(text) } },
      });
    }
    if (!seen.has(key)) {
      seen.add(key);
      result.push(key);
    }
  }
  return result;
}

/** The 48-character url-safe bounceable form a request sends for a canonical raw address. */
export function queryFormOf(raw: string): string {
  const parsed = parseAddress(raw);
  if (!parsed.ok) throw new Error(`unreachable: ${raw} was normalised already`);
  return toFriendlyAddress(parsed.address, { bounceable: true, testnetOnly: false, urlSafe: true });
}

/** The answer's accounts by canonical raw address (the server may write another case or form). */
function accountsByRawAddress(accounts: readonly Account[]): Map<string, Account> {
  const result = new Map<string, Account>();
  for (const account of accounts)
    result.set(normalizeAddressKey(account.address) ?? account.address, account);
  return result;
}

/** One chunk's answer, as its query holds it. */
export interface AccountStatesChunkAnswer {
  /** Found accounts by canonical raw address; an address asked for and absent here is not found. */
  accounts: ReadonlyMap<string, Account>;
  addressBook: AddressBook;
  metadata: Metadata;
  /**
   * The balance each address of the chunk had in the answer this one replaced (null: not found then;
   * 'unknown': found, but its balance could not be read), so a refresh can mark what changed; undefined on
   * a first answer. Kept in the answer itself so the mark comes from the query and lasts as long as the
   * answer does (back and forward included).
   */
  previousBalances: ReadonlyMap<string, PreviousBalance> | undefined;
}

/** A balance as an answer gave it: null when the account was not found, 'unknown' when it was unreadable. */
export type PreviousBalance = bigint | null | 'unknown';

/** An account's balance as an answer gave it (see PreviousBalance). */
export function balanceOf(account: Account | undefined): PreviousBalance {
  if (!account) return null;
  return account.balance ?? 'unknown';
}

/** Reads an answer for `rawAddresses`, comparing it with the answer it replaces. */
export function chunkAnswerOf(
  rawAddresses: readonly string[],
  response: { accounts: readonly Account[]; address_book: AddressBook; metadata: Metadata },
  previous: AccountStatesChunkAnswer | undefined,
): AccountStatesChunkAnswer {
  let previousBalances: Map<string, PreviousBalance> | undefined;
  if (previous) {
    previousBalances = new Map();
    for (const raw of rawAddresses) previousBalances.set(raw, balanceOf(previous.accounts.get(raw)));
  }
  return {
    accounts: accountsByRawAddress(response.accounts),
    addressBook: response.address_book,
    metadata: response.metadata,
    previousBalances,
  };
}

/** Account states move: a lookup answered longer ago than this is fetched again when the page opens it. */
const ACCOUNT_STATES_STALE_MS = 5 * 60_000;

/**
 * A chunk that failed, or that the user cancelled (it then holds React Query's CancelledError, see
 * useAccountLookup's cancel), is not sent again just because the page was opened again: it says why and
 * offers its own retry. What leaving the page interrupted was reverted to its earlier state, so it is sent.
 */
function notErrored(
  query: Query<AccountStatesChunkAnswer, Error, AccountStatesChunkAnswer, AccountStatesChunkQueryKey>,
) {
  return query.state.status !== 'error';
}

/** The network coming back is a reason to re-send what failed, but not what the user cancelled. */
function notCancelledByUser(
  query: Query<AccountStatesChunkAnswer, Error, AccountStatesChunkAnswer, AccountStatesChunkQueryKey>,
) {
  return !(query.state.status === 'error' && query.state.error instanceof CancelledError);
}

type AccountStatesChunkQueryKey = readonly [
  'accountStates',
  endpoint: string,
  { includeBoc: boolean; addresses: readonly string[] },
];

/**
 * One request of a lookup. The key holds every input (the endpoint, include_boc and the chunk's
 * addresses), so the same request made for another list shares its answer, and an answer can only land in
 * the entry it was asked for. Retries are the QueryClient's: transient faults only, with its back-off.
 */
export function accountStatesChunkQueryOptions(
  client: ApiClient,
  chunk: Pick<AccountStatesChunk, 'rawAddresses' | 'includeBoc'>,
) {
  const queryKey: AccountStatesChunkQueryKey = [
    'accountStates',
    endpointKey(client),
    { includeBoc: chunk.includeBoc, addresses: chunk.rawAddresses },
  ];
  return queryOptions({
    queryKey,
    queryFn: async ({ signal, client: queryClient, queryKey: key }) => {
      const [, , { includeBoc, addresses }] = key;
      // The answer this one will replace, read before asking: see AccountStatesChunkAnswer.previousBalances.
      const previous = queryClient.getQueryData<AccountStatesChunkAnswer>(key);
      const params = accountStatesParams(addresses.map(queryFormOf), includeBoc);
      const { data } = await client.get('accountStates', params, accountStatesSchema, signal);
      return chunkAnswerOf(addresses, data, previous);
    },
    staleTime: ACCOUNT_STATES_STALE_MS,
    // Back and forward within half an hour show the answers at once, with no request.
    gcTime: 30 * 60_000,
    retryOnMount: false,
    refetchOnMount: notErrored,
    refetchOnReconnect: notCancelledByUser,
    // Answers hold Maps and are replaced whole: a deep comparison would only cost time.
    structuralSharing: false,
  });
}
