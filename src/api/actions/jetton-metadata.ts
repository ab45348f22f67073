/**
 * The jettons an action names that no answer described: their masters asked of `GET /api/v3/metadata`
 * (the Metadata map itself, no envelope; ≤ 1024 addresses a request), in requests whose URLs stay within
 * the same budget as the token lookup's (each master in its url-safe form, ~57 characters: ~200 a
 * request). A server without /metadata is learned once, like /actions and /traces.
 */
import { queryOptions } from '@tanstack/react-query';
import { normalizeAddressKey } from '../../ton/address.ts';
import { jettonInfoOf, type JettonInfo } from '../../ton/jetton/jetton-info.ts';
import { queryFormOf } from '../account-states.ts';
import type { ApiClient, QueryParams } from '../client.ts';
import {
  isNotOfferedBy,
  isNotOfferedError,
  learnedUrlBudget,
  learnNotOffered,
  learnOffered,
} from '../learned-endpoints.ts';
import { endpointKey } from '../query-keys.ts';
import { metadataSchema, type Metadata, type Transaction } from '../schemas.ts';
import { TOKEN_URL_BUDGET } from '../tokens/token-requests.ts';

export const METADATA_ENDPOINT = 'metadata';
/** The index's limit of addresses in one /metadata request. */
export const MAX_METADATA_ADDRESSES = 1024;

function metadataParams(forms: readonly string[]): QueryParams {
  return forms.map((form) => ['address', form] as const);
}

/**
 * Canonical raw addresses (each once, what is no address left out) in requests within the URL budget:
 * jetton masters, or the accounts of jetton messages (accountMetadataQueryOptions).
 */
export function planMetadataRequests(
  client: Pick<ApiClient, 'urlOf' | 'baseUrl'>,
  masters: readonly string[],
  urlBudget: number = learnedUrlBudget(client, METADATA_ENDPOINT, TOKEN_URL_BUDGET),
): string[][] {
  const chunks: string[][] = [];
  let chunk: string[] = [];
  let length = 0;
  const seen = new Set<string>();
  for (const text of masters) {
    const raw = normalizeAddressKey(text);
    if (raw === null || seen.has(raw)) continue;
    seen.add(raw);
    const form = queryFormOf(raw);
    const added = `&address=${form}`.length;
    if (chunk.length > 0 && (chunk.length >= MAX_METADATA_ADDRESSES || length + added > urlBudget)) {
      chunks.push(chunk);
      chunk = [];
    }
    if (chunk.length === 0) length = client.urlOf(METADATA_ENDPOINT, metadataParams([form])).length;
    else length += added;
    chunk.push(raw);
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}

/** One /metadata request; null when the server does not offer it (learned here, never asked again). */
async function askMetadata(
  client: ApiClient,
  addresses: readonly string[],
  signal: AbortSignal,
): Promise<Metadata | null> {
  if (isNotOfferedBy(client, METADATA_ENDPOINT)) return null;
  try {
    const { data } = await client.get(
      METADATA_ENDPOINT,
      metadataParams(addresses.map(queryFormOf)),
      metadataSchema,
      signal,
    );
    learnOffered(client, METADATA_ENDPOINT);
    return data;
  } catch (error) {
    if (!isNotOfferedError(error)) throw error;
    learnNotOffered(client, METADATA_ENDPOINT);
    return null;
  }
}

/** Jetton masters by raw address; null: the server does not offer /metadata. */
export type JettonMetadataAnswer = ReadonlyMap<string, JettonInfo> | null;

export function jettonMetadataQueryOptions(client: ApiClient, masters: readonly string[]) {
  return queryOptions({
    queryKey: ['jettonMetadata', endpointKey(client), { masters }] as const,
    queryFn: async ({ signal, queryKey: [, , chunk] }): Promise<JettonMetadataAnswer> => {
      const data = await askMetadata(client, chunk.masters, signal);
      if (data === null) return null;
      // Every master asked gets its entry: one the server does not describe reads "decimals unknown".
      const result = new Map<string, JettonInfo>();
      for (const master of chunk.masters) result.set(master, jettonInfoOf(master, data[master]?.token_info));
      return result;
    },
    // A jetton's name, symbol and decimals hardly ever change.
    staleTime: 60 * 60_000,
    gcTime: 60 * 60_000,
    retryOnMount: false,
    structuralSharing: false,
  });
}

/**
 * TEP-74 messages: transfer, internal_transfer, transfer_notification, burn, burn_notification. Excesses
 * (0xd53276db) is left out: any contract sends it (TEP-62 too), it says nothing of a jetton.
 */
export const JETTON_MESSAGE_OPCODES: ReadonlySet<number> = new Set([
  0x0f8a7ea5, 0x178d4519, 0x7362d09c, 0x595f07bc, 0x7bdd97de,
]);

type MessageAccounts = Pick<Transaction, 'in_msg' | 'out_msgs'>;

/**
 * The accounts that sent or received a jetton message in `transactions` (raw, each once, in order): the
 * jetton wallets among them are what the own reading needs mapped to their masters. Those `known`
 * already describes are left out.
 */
export function jettonMessageAccounts(transactions: readonly MessageAccounts[], known?: Metadata): string[] {
  const tally = jettonMessageAccountsTally(known);
  tally.add(transactions, 0, transactions.length);
  return tally.finish();
}

/**
 * jettonMessageAccounts as a tally that takes `transactions[from]` up to `transactions[to]` at a time, so
 * that a big block's can be read in slices.
 */
export function jettonMessageAccountsTally(known?: Metadata) {
  const accounts = new Set<string>();
  // A block's jetton messages name a few wallets many times: each spelling is parsed once.
  const seen = new Set<string>();
  const add = (address: string | null | undefined) => {
    if (!address || seen.has(address)) return;
    seen.add(address);
    const raw = normalizeAddressKey(address);
    if (raw !== null && !(known && raw in known)) accounts.add(raw);
  };
  const addMessage = (message: MessageAccounts['in_msg'] | undefined) => {
    if (message?.opcode === undefined || !JETTON_MESSAGE_OPCODES.has(message.opcode)) return;
    add(message.source);
    add(message.destination);
  };
  return {
    add(transactions: readonly MessageAccounts[], from: number, to: number): void {
      for (let position = from; position < to; position++) {
        const transaction = transactions[position];
        if (!transaction) continue;
        addMessage(transaction.in_msg);
        for (const message of transaction.out_msgs) addMessage(message);
      }
    },
    finish: (): string[] => [...accounts],
  };
}

/** What /metadata says of some accounts (the Metadata map as answered); null: the server does not offer it. */
export type AccountMetadataAnswer = Metadata | null;

/**
 * One /metadata request for accounts (a chunk of planMetadataRequests): their metadata as answered, jetton
 * wallets' `extra.jetton` included, for the own reading (readContextFromMetadata).
 */
export function accountMetadataQueryOptions(client: ApiClient, addresses: readonly string[]) {
  return queryOptions({
    queryKey: ['accountMetadata', endpointKey(client), { addresses }] as const,
    queryFn: ({ signal, queryKey: [, , chunk] }): Promise<AccountMetadataAnswer> =>
      askMetadata(client, chunk.addresses, signal),
    // What a jetton wallet belongs to never changes.
    staleTime: 60 * 60_000,
    gcTime: 60 * 60_000,
    retryOnMount: false,
    structuralSharing: false,
  });
}
