/**
 * The tolerant objects and scalars (schema-kit.ts describes the kit): a module of its own, apart from
 * schema-kit, which the first download carries for the API client, so that only the chunks that read
 * answers carry it.
 */
import * as z from 'zod/mini';
import * as core from 'zod/v4/core';
import type { $loose, $ZodObjectDef, $ZodShape, $ZodType, ParsePayload } from 'zod/v4/core';
import { addDrift } from './drift.ts';
import {
  DECIMAL_EXPECTED,
  describe,
  isDecimalInput,
  toBigInt,
  unreadable,
  Unreadable,
  type ReadContext,
} from './schema-kit.ts';

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
