/**
 * Single fields of the index's decoded TL-B bodies (ton/chain/decoded-content.ts describes the form), read
 * for the actions: an amount, an address, a comment. Each reader takes what the body holds and returns
 * null for anything it cannot read exactly; a body is a stranger's bytes decoded by the index, so nothing
 * here throws or guesses.
 */
import { findComments } from '../chain/decoded-content.ts';

type JsonRecord = Readonly<Record<string, unknown>>;

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A field of a decoded record, its own only ("__proto__" finds nothing). */
export function decodedField(record: unknown, key: string): unknown {
  return isRecord(record) && Object.hasOwn(record, key) ? record[key] : undefined;
}

/** The constructor name of a decoded record (`@type`). */
export function decodedType(record: unknown): string | undefined {
  const type = decodedField(record, '@type') ?? decodedField(record, 'type');
  return typeof type === 'string' ? type : undefined;
}

/** More digits than any VarUInteger 32 has: a longer "amount" is no amount. */
const MAX_DIGITS = 80;
const DIGITS = /^[0-9]+$/;

/**
 * An unsigned amount: a decimal string, a safe integer, or the index's wrappers around one (`var_uint`
 * {value}, `nanograms` {amount}, Maybe/Either `value`). null: absent or not an exact non-negative integer.
 */
export function decodedAmount(value: unknown, depth = 0): bigint | null {
  if (depth > 4) return null;
  if (typeof value === 'string') {
    return value.length <= MAX_DIGITS && DIGITS.test(value) ? BigInt(value) : null;
  }
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? BigInt(value) : null;
  if (!isRecord(value)) return null;
  const inner = decodedField(value, 'value') ?? decodedField(value, 'amount');
  return inner === undefined ? null : decodedAmount(inner, depth + 1);
}

const HEX_256 = /^[0-9a-fA-F]{64}$/;
const WORKCHAIN = /^-?[0-9]{1,3}$/;

/** An `addr_std` record (or a Maybe/Either around one) as the raw form `0:ABC…`; null for anything else. */
export function decodedAddress(value: unknown, depth = 0): string | null {
  if (depth > 4 || !isRecord(value)) return null;
  const type = decodedType(value);
  if (type === 'addr_std') {
    const workchain = decodedField(value, 'workchain_id');
    const address = decodedField(value, 'address');
    const wc =
      typeof workchain === 'number' && Number.isInteger(workchain)
        ? String(workchain)
        : typeof workchain === 'string' && WORKCHAIN.test(workchain)
          ? workchain
          : null;
    if (wc === null || typeof address !== 'string' || !HEX_256.test(address)) return null;
    return `${Number(wc)}:${address.toUpperCase()}`;
  }
  const inner = decodedField(value, 'value');
  return inner === undefined ? null : decodedAddress(inner, depth + 1);
}

/** The first text comment in a decoded body or payload (the body's own, or one carried inside it). */
export function decodedComment(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  // The usual case, a body that is itself a comment, without walking it.
  if (decodedType(value) === 'text_comment') {
    const comment = decodedField(value, 'text') ?? decodedField(value, 'comment');
    if (typeof comment === 'string') return comment;
  }
  return findComments(value, 1)[0] ?? null;
}
