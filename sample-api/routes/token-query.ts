// Query parameters shared by the token endpoints (jetton/wallets, nft/items, walletStates, metadata,
// dns/records), read as the index reads them: repeated parameters (comma-joined values split, as the
// live server does), any address form, 32-bit limit and offset; a value that does not convert is a 422.
import { errorReply, type Reply } from '../send.ts';
import { formatRawAddress, parseAccountAddress } from '../ton-address.ts';
import { conversionError, parseGoBool, parseInt32, queryValue } from './query.ts';

/** Every value of `name`, comma-joined ones split, as canonical raw addresses (unique, in order). */
export function addressList(query: URLSearchParams, name: string): string[] | Reply {
  const inputs = query
    .getAll(name)
    .flatMap((value) => value.split(','))
    .filter((value) => value !== '');
  const addresses: string[] = [];
  for (const [index, input] of inputs.entries()) {
    const parsed = parseAccountAddress(input);
    if (!parsed) {
      return errorReply(
        422,
        `failed to decode: schema: error converting value for index ${index} of "${name}"`,
      );
    }
    addresses.push(formatRawAddress(parsed));
  }
  return [...new Set(addresses)];
}

/** A list of at most `max` addresses; more is the index's 422. */
export function limitedAddressList(query: URLSearchParams, name: string, max: number): string[] | Reply {
  const list = addressList(query, name);
  if (!Array.isArray(list)) return list;
  if (list.length > max) return errorReply(422, `maximum ${max} ${name} values allowed, got ${list.length}`);
  return list;
}

export interface Page {
  limit: number;
  offset: number;
}

/** `limit` (1…max, default `fallback`) and `offset` (≥ 0, default 0). */
export function pageOf(query: URLSearchParams, fallback: number, max: number): Page | Reply {
  const limitText = queryValue(query, 'limit');
  const offsetText = queryValue(query, 'offset');
  const limitValue = limitText === null ? fallback : parseInt32(limitText);
  if (limitValue === null) return conversionError('limit');
  const offsetValue = offsetText === null ? 0 : parseInt32(offsetText);
  if (offsetValue === null) return conversionError('offset');
  const limit = Math.max(1, limitValue);
  if (limit > max) return errorReply(422, `limit is not allowed: ${limit} > ${max}`);
  return { limit, offset: Math.max(0, offsetValue) };
}

/** An optional Go bool parameter: null when absent, a Reply when it does not convert. */
export function optionalBool(query: URLSearchParams, name: string): boolean | null | Reply {
  const text = queryValue(query, name);
  if (text === null) return null;
  const value = parseGoBool(text);
  return value === null ? conversionError(name) : value;
}

export function isReply(value: unknown): value is Reply {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'status' in value;
}
