// Hash parameters (tx_hash, trace_id, msg_hash, action_id) read as the index's HashConverter reads them:
// 64 hex digits (optionally 0x-prefixed), or 44 characters of base64 or base64url; each becomes the
// standard base64 form the index writes. Repeated parameters and comma-joined values are both lists.
import { errorReply, type Reply } from '../send.ts';

function canonicalHash(value: string): string | null {
  const hex = value.startsWith('0x') && value.length === 66 ? value.slice(2) : value;
  if (hex.length === 64 && /^[0-9a-fA-F]{64}$/.test(hex)) return Buffer.from(hex, 'hex').toString('base64');
  if (value.length !== 44) return null;
  if (/^[A-Za-z0-9+/]{43}=$/.test(value)) return Buffer.from(value, 'base64').toString('base64');
  if (/^[A-Za-z0-9_-]{43}=$/.test(value)) return Buffer.from(value, 'base64url').toString('base64');
  return null;
}

/** Every value of `name` as standard base64 hashes, unique, in order; a value that does not convert: 422. */
export function hashList(query: URLSearchParams, name: string): string[] | Reply {
  const inputs = query
    .getAll(name)
    .flatMap((value) => value.split(','))
    .filter((value) => value !== '');
  const hashes: string[] = [];
  for (const [index, input] of inputs.entries()) {
    const hash = canonicalHash(input);
    if (hash === null) {
      return errorReply(
        422,
        `failed to decode: schema: error converting value for index ${index} of "${name}"`,
      );
    }
    hashes.push(hash);
  }
  return [...new Set(hashes)];
}
