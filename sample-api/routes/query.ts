// Reading an API route's query string as the index does. Query parsing mirrors the index's decoder
// (gorilla/schema via fiber): a value that does not convert fails the request with 422 and the message
// of `conversionError`.
import { errorReply, type Reply } from '../send.ts';

export function conversionError(name: string): Reply {
  return errorReply(422, `failed to decode: schema: error converting value for "${name}"`);
}

/** A decimal 32-bit signed integer as Go's strconv.ParseInt accepts it, else null. */
export function parseInt32(text: string): number | null {
  if (!/^[+-]?\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= -(2 ** 31) && value < 2 ** 31 ? value : null;
}

/** Go's strconv.ParseBool. */
export function parseGoBool(text: string): boolean | null {
  if (['1', 't', 'T', 'TRUE', 'true', 'True'].includes(text)) return true;
  if (['0', 'f', 'F', 'FALSE', 'false', 'False'].includes(text)) return false;
  return null;
}

/** A non-empty query value, or null when the parameter is absent or empty (both mean "not given"). */
export function queryValue(query: URLSearchParams, name: string): string | null {
  const value = query.get(name);
  return value === null || value === '' ? null : value;
}

/**
 * The index declares `seqno` as a plain int32, so a missing or non-numeric seqno silently becomes 0,
 * which is never an indexed block: the caller answers 404.
 */
export function masterchainSeqno(query: URLSearchParams): number {
  return parseInt32(query.get('seqno') ?? '') ?? 0;
}
