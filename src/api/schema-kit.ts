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
import * as core from 'zod/v4/core';
import type {
  $loose,
  $ZodIssue,
  $ZodObjectDef,
  $ZodRawIssue,
  $ZodShape,
  $ZodType,
  ParsePayload,
} from 'zod/v4/core';
import { addDrift } from './drift.ts';

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
class Unreadable {
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
 * The tolerant scalars' readers, by schema: a tolerant object calls the reader of such a field itself
 * (one function call) instead of running its zod schema (a payload, an issues list and two schema steps
 * for each of a transaction's ~150 fields). Both give the same value: the reader is the schema's transform.
 */
const SCALAR_READERS = new WeakMap<object, (value: unknown) => unknown>();

/** One field of a tolerant object, as its parse reads it. */
interface FieldReader {
  key: string;
  schema: $ZodType;
  /** The field's tolerant-scalar reader, when it is one. */
  read: ((value: unknown) => unknown) | undefined;
}

/** What a tolerant object reads: a loose zod object whose own parse reads the fields in one pass. */
type TolerantObject<S extends $ZodShape> = z.ZodMiniObject<S, $loose>;

/**
 * A loose zod object (zod/mini's, so everything that reads a schema sees one) whose parse, in the
 * ordinary case (a forward, synchronous parse of an object), reads the shape's fields in one pass:
 * tolerant scalars by their reader, every other field by its zod schema, with zod's own rules for absent
 * and optional fields and for issue paths; each unreadable value is replaced by its fallback and recorded
 * as drift as it is met; then the fields the shape does not name are kept as sent. Anything else (an
 * encode, an async parse, a value that is no object) goes to zod's object parse.
 */
const LooseObject: core.$constructor<z.ZodMiniObject> = z.ZodMiniObject;
const $TolerantObject = core.$constructor('TolerantObject', (inst: z.ZodMiniObject, def: $ZodObjectDef) => {
  LooseObject.init(inst, def);
  const objectParse = inst._zod.parse;
  let fields: FieldReader[] | undefined;
  let known: Set<string> | undefined;
  inst._zod.parse = (payload, ctx) => {
    const input = payload.value;
    if (
      ctx.direction === 'backward' ||
      ctx.async ||
      ctx.abortEarly ||
      typeof input !== 'object' ||
      input === null ||
      Array.isArray(input)
    ) {
      return objectParse(payload, ctx);
    }
    fields ??= Object.keys(def.shape).map((key) => {
      const schema = def.shape[key] as $ZodType;
      return { key, schema, read: SCALAR_READERS.get(schema) };
    });
    known ??= new Set(Object.keys(def.shape));
    const record = input as Record<string, unknown>;
    const inPlace = (ctx as ReadContext).inPlace === true;
    const decoded: Record<string, unknown> = inPlace ? record : {};
    for (const { key, schema, read } of fields) {
      if (key === '__proto__') continue;
      const value = record[key];
      if (read) {
        // A tolerant scalar: z.optional(z.transform(read)), so absent is left out and nothing fails.
        if (value !== undefined) keep(decoded, key, read(value));
        else if (key in record) decoded[key] = undefined;
        continue;
      }
      const result = schema._zod.run({ value, issues: [] }, ctx) as ParsePayload;
      fieldResult(result, payload, decoded, key, record, schema);
    }
    if (!inPlace) {
      for (const key in record) {
        if (!known.has(key) && key !== '__proto__') decoded[key] = record[key];
      }
    } else if (Object.prototype.hasOwnProperty.call(record, '__proto__')) {
      // JSON.parse makes `"__proto__"` an own field; zod's objects leave it out, and so does this.
      delete record.__proto__;
    }
    payload.value = decoded;
    return payload;
  };
});

/** Puts a field's value in place: its fallback and a drift record when it could not be read. */
function keep(decoded: Record<string, unknown>, key: string, value: unknown): void {
  if (value instanceof Unreadable) {
    decoded[key] = value.fallback;
    addDrift(decoded, key, value.message);
  } else decoded[key] = value;
}

/** zod's own rule for an object's field result (its `handlePropertyResult`), with drift kept. */
function fieldResult(
  result: ParsePayload,
  payload: ParsePayload,
  decoded: Record<string, unknown>,
  key: string,
  record: Record<string, unknown>,
  schema: $ZodType,
): void {
  const present = key in record;
  const { optin, optout } = schema._zod;
  const optionalOut = optout === 'optional';
  if (!present && optionalOut && optin === 'optional') return;
  if (result.issues.length > 0) {
    if (optin !== undefined && optionalOut && !present) return;
    for (const issue of result.issues) {
      ((issue as { path?: PropertyKey[] }).path ??= []).unshift(key);
      payload.issues.push(issue);
    }
  }
  if (!present && optin === undefined) {
    if (result.issues.length === 0) {
      payload.issues.push({ code: 'invalid_type', expected: 'nonoptional', input: undefined, path: [key] });
    }
    return;
  }
  if (result.value === undefined) {
    if (present || (optin === 'defaulted' && !optionalOut)) decoded[key] = undefined;
  } else keep(decoded, key, result.value);
}

/**
 * An object whose listed fields are read by `shape` and whose other fields are kept as sent (the raw view
 * and the details show them), with its lenient fields' drift recorded.
 */
/* @__NO_SIDE_EFFECTS__ */
export function tolerantObject<S extends $ZodShape>(shape: S): TolerantObject<S> {
  return new $TolerantObject({ type: 'object', shape, catchall: z.unknown() }) as TolerantObject<S>;
}

/**
 * Parses `value` (in place when asked: ReadOptions). The result is zod's
 * safeParse result.
 */
export function readWith<T extends $ZodType>(schema: T, value: unknown, options: ReadOptions = {}) {
  return z.safeParse(schema, value, options.inPlace ? ({ inPlace: true } as ReadContext) : undefined);
}

export interface ReadOptions {
  /**
   * The value is the reader's own (parsed for this read and kept nowhere else): its objects become the
   * decoded ones, field by field, instead of being copied. A decoded answer is as big as the parsed one,
   * and copying it costs more in garbage collection than reading it; a value read in place must not be
   * read again (its quantities are bigints by then) nor shown as the raw JSON.
   */
  inPlace?: boolean;
}

/** zod's parse context, with the tolerant objects' in-place switch (zod passes it down unchanged). */
type ReadContext = core.ParseContext<$ZodIssue> & { inPlace?: boolean };

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
 * The tolerant reader's commonest field (a transaction has some 150): a string, boolean, integer or
 * decimal the page can live without, read by one zod transform rather than `lenient(z.string())`'s four
 * nested schemas — the same result (absent, null, or drift) at a third of the cost.
 */
/* @__NO_SIDE_EFFECTS__ */
export function lenientScalar<T>(read: (value: unknown) => T | undefined) {
  const schema = z.optional(z.transform(read));
  SCALAR_READERS.set(schema, read);
  return schema;
}

const drifted = (expected: string, value: unknown): undefined =>
  unreadable<undefined>(`${expected}, got ${describe(value)}`);

/** A lenient field whose null means nothing more than absent. */
/* @__NO_SIDE_EFFECTS__ */
export function nullAsAbsent<T extends $ZodType>(schema: T) {
  return z.pipe(
    schema,
    z.transform((value: z.output<T>) => value ?? undefined),
  );
}

/**
 * A quantity the page can live without: absent or null read as `undefined` (there is no "null amount" to
 * show), malformed as drift.
 */
export const optionalBigInt = lenientScalar<bigint>((value) =>
  value === null ? undefined : isDecimalInput(value) ? toBigInt(value) : drifted(DECIMAL_EXPECTED, value),
);
export const optionalString = lenientScalar<string | null>((value) =>
  value === null || typeof value === 'string' ? value : drifted('expected a string', value),
);
export const optionalBoolean = lenientScalar<boolean | null>((value) =>
  value === null || typeof value === 'boolean' ? value : drifted('expected a boolean', value),
);
/** An integer a double holds exactly (|n| < 2^53); larger quantities come as strings and are decimals. */
export const optionalInt = lenientScalar<number | null>((value) =>
  value === null || Number.isSafeInteger(value)
    ? (value as number | null)
    : drifted('expected an integer', value),
);
