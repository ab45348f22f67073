/**
 * The pieces every tonlens schema is built from, on zod (`zod/mini`: the functional build, half the bytes
 * of classic zod for the same schemas and as fast; docs/decisions/2026-11-24-zod-in-a-worker.md):
 *  - one error map, so every message reads `expected an integer, got a string` and never quotes the
 *    value itself (it may be long or hostile);
 *  - `lenient`: the tolerant reader's field the page can live without (absent, null, or unreadable, in
 *    which case it is recorded as drift);
 *  - `tolerantObject`: an object that keeps unknown fields for the raw view and records which of its
 *    lenient fields drifted (drift.ts);
 *  - `readWith` / `issueText`: a parse whose failure names the field's path.
 */
import * as z from 'zod/mini';
import type { $ZodIssue, $ZodRawIssue, $ZodType, ParseContext } from 'zod/v4/core';

/** What kind of JSON value this is, for messages; never the value itself (it may be long or hostile). */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'an array';
  switch (typeof value) {
    case 'object':
      return 'an object';
    case 'string':
      return value === '' ? 'an empty string' : 'a string';
    case 'boolean':
      return 'a boolean';
    case 'number':
      if (!Number.isInteger(value)) return 'a fractional number';
      return Number.isSafeInteger(value) ? 'an integer' : 'an integer beyond 2^53';
    default:
      return typeof value;
  }
}

const EXPECTED_NAMES: Record<string, string> = {
  string: 'a string',
  number: 'an integer',
  int: 'an integer',
  boolean: 'a boolean',
  object: 'an object',
  record: 'an object',
  array: 'an array',
  bigint: 'an integer',
};

/** zod's issue as one of our messages; custom issues bring their own. */
function messageOf(issue: $ZodRawIssue): string | undefined {
  const got = describe(issue.input);
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${EXPECTED_NAMES[issue.expected] ?? issue.expected}, got ${got}`;
    case 'too_small':
    case 'too_big':
      if (issue.origin === 'string') {
        if (issue.code === 'too_small' && Number(issue.minimum) === 1) return 'expected a non-empty string';
        return issue.code === 'too_big'
          ? `longer than ${String(issue.maximum)} characters`
          : `shorter than ${String(issue.minimum)} characters`;
      }
      if (issue.origin === 'array')
        return issue.code === 'too_big' ? `more than ${String(issue.maximum)} items` : 'too few items';
      return `expected an integer, got ${got}`;
    case 'invalid_value':
      return `expected one of ${issue.values.map(String).join(', ')}, got ${got}`;
    default:
      return `unexpected ${got}`;
  }
}

// Where the page's Content Security Policy forbids `new Function` (a document), zod must not even probe
// for it: the probe would be reported as a policy violation. The data worker and Node may compile zod's
// fast object parsers.
z.config({ customError: messageOf, jitless: typeof document !== 'undefined' });

/** `transactions[3].hash` from zod's `['transactions', 3, 'hash']`. */
export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  let result = '';
  for (const segment of path) {
    if (typeof segment === 'number') result += `[${segment}]`;
    else result += result ? `.${String(segment)}` : String(segment);
  }
  return result;
}

/** An issue as one line: `seqno: expected an integer, got a string`. */
export function issueText(issue: Pick<$ZodIssue, 'path' | 'message'>): string {
  const path = formatPath(issue.path);
  return path ? `${path}: ${issue.message}` : issue.message;
}

/**
 * The value a lenient field could not read, on its way to the object that holds it: that object's
 * `tolerantObject` step records the drift and puts `fallback` in its place. Never seen outside a parse.
 */
export class Unreadable {
  constructor(
    readonly message: string,
    readonly fallback: unknown,
  ) {}
}

/** For a schema step that found a value it cannot read: it becomes `fallback`, recorded as drift. */
export function unreadable<T>(message: string, fallback?: T): T | undefined {
  return new Unreadable(message, fallback) as unknown as T | undefined;
}

/**
 * A field the page can live without: absent is `undefined`, null stays null, and a value that does not
 * read becomes `fallback` (`undefined` unless given) instead of failing what holds it (the raw JSON still
 * shows what was sent; the object holding the field lists it as drift).
 */
/* @__NO_SIDE_EFFECTS__ */
export function lenient<T extends $ZodType>(schema: T, fallback?: z.output<T>) {
  return z.catch(z.nullish(schema), (ctx) => {
    const issue = ctx.error.issues[0];
    return unreadable(issue ? issueText(issue) : `unexpected ${describe(ctx.input)}`, fallback);
  });
}

/** Whether a schema step holds a value another step could not read (it is passed on, not looked into). */
export function isUnreadable(value: unknown): boolean {
  return value instanceof Unreadable;
}

/**
 * Parses `value` (in place when asked: ReadOptions). The result is zod's
 * safeParse result.
 */
export function readWith<T extends $ZodType>(schema: T, value: unknown, options: ReadOptions = {}) {
  const { inPlace, zodOnly } = options;
  return z.safeParse(schema, value, inPlace || zodOnly ? ({ inPlace, zodOnly } as ReadContext) : undefined);
}

export interface ReadOptions {
  /**
   * The value is the reader's own (parsed for this read and kept nowhere else): its objects become the
   * decoded ones, field by field, instead of being copied. A decoded answer is as big as the parsed one,
   * and copying it costs more in garbage collection than reading it; a value read in place must not be
   * read again (its quantities are bigints by then) nor shown as the raw JSON.
   */
  inPlace?: boolean;
  /**
   * Every field read by its zod schema, none by a tolerant object's fast reader (tolerant-object.ts): the
   * reference the tests hold the fast readers to.
   */
  zodOnly?: boolean;
}

/** zod's parse context, with the tolerant objects' switches (zod passes it down unchanged). */
export type ReadContext = ParseContext<$ZodIssue> & { inPlace?: boolean; zodOnly?: boolean };

// ---------------------------------------------------------------------------------------------------
// The tolerant reader's scalars

const DECIMAL_INTEGER = /^-?\d{1,80}$/;
export const DECIMAL_EXPECTED = 'expected a decimal integer string';

export function isDecimalInput(value: unknown): value is string | number {
  // Some servers send small quantities as JSON integers; those are exact only below 2^53.
  return typeof value === 'string' ? DECIMAL_INTEGER.test(value) : Number.isSafeInteger(value);
}

export function toBigInt(value: string | number): bigint {
  // Most fees and many amounts are zero: one shared 0n instead of a new one each (bigints are immutable).
  return value === '0' ? 0n : BigInt(value);
}

/**
 * `isDecimalInput(value) ? toBigInt(value) : undefined` in one pass, for the tolerant reader's quantities
 * (a big block has 130,000): a string of up to 15 characters — below 2^53, so a double holds it exactly —
 * has its digits checked and summed in one loop and becomes a bigint from that number, a quarter faster
 * than the pattern's test and BigInt of the text; a longer one goes the way of the two.
 */
export function readDecimal(value: unknown): bigint | undefined {
  if (typeof value !== 'string') return Number.isSafeInteger(value) ? BigInt(value as number) : undefined;
  const length = value.length;
  if (length === 0 || length > 15) return DECIMAL_INTEGER.test(value) ? BigInt(value) : undefined;
  const negative = value.charCodeAt(0) === 0x2d;
  let index = negative ? 1 : 0;
  if (index === length) return undefined;
  let sum = 0;
  for (; index < length; index += 1) {
    const digit = value.charCodeAt(index) - 0x30;
    if (digit < 0 || digit > 9) return undefined;
    sum = sum * 10 + digit;
  }
  return sum === 0 ? 0n : BigInt(negative ? -sum : sum);
}

/** A lenient field whose null means nothing more than absent. */
/* @__NO_SIDE_EFFECTS__ */
export function nullAsAbsent<T extends $ZodType>(schema: T) {
  return z.pipe(
    schema,
    z.transform((value: z.output<T>) => value ?? undefined),
  );
}
