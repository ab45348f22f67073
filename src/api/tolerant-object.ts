/**
 * The tolerant objects and scalars (schema-kit.ts describes the kit): a module of its own, apart from
 * schema-kit, which the first download carries for the API client, so that only the chunks that read
 * answers carry it.
 */
import * as z from 'zod/mini';
import * as core from 'zod/v4/core';
import type { $loose, $ZodObjectDef, $ZodShape, $ZodType, ParseContext, ParsePayload } from 'zod/v4/core';
import { addDrift } from './drift.ts';
import {
  DECIMAL_EXPECTED,
  describe,
  readDecimal,
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
  /** The field's fast reader (for a value that is there), when it has one: see fastReader. */
  fast: FastRead | undefined;
  /**
   * Whether the field, when absent, is simply left out whatever its schema makes of `undefined` (zod's
   * rule for a field both optional in and optional out: fieldResult returns before looking at the
   * result). Such a field is not read when absent (a transaction's missing phases: 12,000 zod reads of
   * `undefined` in a big block).
   */
  leftOutWhenAbsent: boolean;
  /**
   * Whether the field's own reader (readsOrdinary: a currency map) also reads it absent, giving what zod
   * gives (`undefined` is a value the reader knows: the empty map), so that an absent field is not read
   * by zod either; TO_ZOD still sends it there.
   */
  readsAbsent: boolean;
}

/** What a fast reader returns for a value it leaves to zod: the field is then read by its schema. */
const TO_ZOD: unique symbol = Symbol('read by zod');

/**
 * A fast reader: the value the field's schema gives for `value`, or TO_ZOD — before anything is changed —
 * when that value is not the ordinary case (a value that would drift or fail), for zod to read as before.
 */
type FastRead = (value: unknown, ctx: ParseContext) => unknown;

/** The tolerant objects, for the fast readers to know them. */
const TOLERANT_OBJECTS = new WeakSet<object>();

const defOf = (schema: $ZodType) => schema._zod.def as core.$ZodTypeDef & Record<string, unknown>;
const run = (schema: $ZodType, value: unknown, ctx: ParseContext) =>
  schema._zod.run({ value, issues: [] }, ctx) as ParsePayload;

function hasChecks(schema: $ZodType): boolean {
  const { checks } = schema._zod.def;
  return checks !== undefined && checks.length > 0;
}

/** `lenient(x)`'s inner schema x: lenient is `z.catch(z.nullish(x), …)`, and nullish is optional(nullable). */
function lenientInner(schema: $ZodType): $ZodType | undefined {
  const def = defOf(schema);
  if (def.type !== 'catch') return undefined;
  const optional = defOf(def.innerType as $ZodType);
  if (optional.type !== 'optional') return undefined;
  const nullable = defOf(optional.innerType as $ZodType);
  return nullable.type === 'nullable' ? (nullable.innerType as $ZodType) : undefined;
}

/** A schema that never fails whatever it reads: a tolerant scalar, a `z.catch` (lenient), or one piped on. */
function neverFails(schema: $ZodType): boolean {
  if (SCALAR_READERS.has(schema)) return true;
  if (hasChecks(schema)) return false;
  const def = defOf(schema);
  if (def.type === 'catch') return true;
  return (
    def.type === 'pipe' && defOf(def.out as $ZodType).type === 'transform' && neverFails(def.in as $ZodType)
  );
}

/**
 * Whether `schema` reads a value without an issue, known before reading it (so that a value read in place
 * is never read twice): a test built once per schema, from what the schema is, so that reading a value
 * costs a type test rather than a walk of its schema. Only what the transaction schemas nest is known
 * here; anything else is not (the test says no, and zod reads the value).
 */
function ordinaryTest(schema: $ZodType): (value: unknown) => boolean {
  let test = ORDINARY_TESTS.get(schema);
  if (!test) {
    test = buildOrdinaryTest(schema);
    ORDINARY_TESTS.set(schema, test);
  }
  return test;
}

const ORDINARY_TESTS = new WeakMap<object, (value: unknown) => boolean>();
const never = (): boolean => false;
const isObjectNotArray = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function buildOrdinaryTest(schema: $ZodType): (value: unknown) => boolean {
  const def = defOf(schema);
  // A check (a refinement, a size limit) may find an issue whatever the rest reads.
  if (hasChecks(schema)) return never;
  switch (def.type) {
    case 'object': {
      if (!TOLERANT_OBJECTS.has(schema)) return never;
      const shape = def.shape as $ZodShape;
      const infallible = Object.keys(shape).every((key) => neverFails(shape[key] as $ZodType));
      return infallible ? isObjectNotArray : never;
    }
    case 'pipe':
      return defOf(def.out as $ZodType).type === 'transform' ? ordinaryTest(def.in as $ZodType) : never;
    case 'record': {
      const keyDef = defOf(def.keyType as $ZodType);
      const valueType = def.valueType as $ZodType;
      const ordinary =
        keyDef.type === 'string' &&
        !hasChecks(def.keyType as $ZodType) &&
        (defOf(valueType).type === 'unknown' || neverFails(valueType));
      return ordinary ? (value) => core.util.isPlainObject(value) : never;
    }
    case 'array': {
      const element = ordinaryTest(def.element as $ZodType);
      if (element === never) return (value) => Array.isArray(value) && value.length === 0;
      return (value) => {
        if (!Array.isArray(value)) return false;
        for (const item of value) if (!element(item)) return false;
        return true;
      };
    }
    default:
      return never;
  }
}

/** A plain object without symbol keys (as every object JSON.parse makes). */
function hasNoSymbols(value: unknown): value is Record<string, unknown> {
  return core.util.isPlainObject(value) && Object.getOwnPropertySymbols(value).length === 0;
}

/** An object (hasNoSymbols) with no keys (`{}` in JSON). */
function isEmptyObject(value: object): boolean {
  for (const _key in value) return false;
  return true;
}

/**
 * Whether zod's record reads `value` key by key as it is: a plain object without symbol keys (as every
 * object JSON.parse makes), for a fast reader (readsOrdinary) of a record to read without zod.
 */
export function isOrdinaryRecord(value: unknown): value is Record<string, unknown> {
  return core.globalConfig.memoizer === undefined && hasNoSymbols(value);
}

/** What zod's record of a string key and an unknown value makes of an object (hasNoSymbols): a copy. */
function copyOf(value: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const key in value) {
    if (key !== '__proto__' && Object.prototype.hasOwnProperty.call(value, key)) copy[key] = value[key];
  }
  return copy;
}

/** Schemas' own readers of what they read without an issue (`readsOrdinary`). */
const DIRECT_READERS = new WeakMap<object, (value: unknown) => unknown>();

/**
 * Gives `schema` a reader for a `lenient(schema)` field's fast reader to call instead of running it: what
 * `schema` gives for a value it reads without an issue, and TO_ZOD for every other value (zod then reads
 * it: drift and all). Only for a schema that reads scalars, or objects it leaves as they are. The tests
 * hold the two to each other (tolerant-fast-read.cases.ts).
 */
/* @__NO_SIDE_EFFECTS__ */
export function readsOrdinary<T extends $ZodType>(schema: T, read: (value: unknown) => unknown): T {
  DIRECT_READERS.set(schema, read);
  return schema;
}

export { TO_ZOD };

/**
 * A field's fast reader, for the commonest nested fields (a transaction's description and phases, its
 * messages, their contents, currency maps): `lenient(x)` and `z.pipe(lenient(x), transform)` read the
 * ordinary value without the four schema steps (and their payloads) around it. It gives what zod gives:
 * null stays null; a scalar is read by x on a payload of its own, and given to zod when x finds an issue
 * (x changed nothing: zod reads it again, drift and all); an object or array only when x is known to read
 * it without an issue (ordinaryTest), since a value read in place cannot be read twice. Anything else
 * goes to zod, which stays the reader of record.
 */
function fastReader(schema: $ZodType): FastRead | undefined {
  // A field that is the schema itself (a transaction's account): its own reader, else zod's issue.
  const own = DIRECT_READERS.get(schema);
  if (own) return own;
  const inner = lenientInner(schema);
  if (inner) {
    const direct = DIRECT_READERS.get(inner);
    if (direct) return (value) => (value === null ? null : direct(value));
    const readObject = objectReader(inner);
    const ordinary = ordinaryTest(inner);
    return (value, ctx) => {
      if (value === null) return null;
      if (typeof value === 'object') return ordinary(value) ? readObject(value, ctx) : TO_ZOD;
      const result = run(inner, value, ctx);
      return result.issues.length > 0 ? TO_ZOD : result.value;
    };
  }
  const def = defOf(schema);
  if (def.type !== 'pipe' || defOf(def.out as $ZodType).type !== 'transform') return undefined;
  const first = fastReader(def.in as $ZodType);
  if (!first) return undefined;
  const then = def.out as $ZodType;
  return (value, ctx) => {
    const read = first(value, ctx);
    return read === TO_ZOD ? TO_ZOD : run(then, read, ctx).value;
  };
}

/**
 * How `schema` reads an object it reads without an issue (ordinaryTest): a record of strings made as zod
 * makes it — `{}` for an empty one (most currency maps), a copy of its keys for a record of anything (a
 * message's decoded content) — a tolerant object by its own parse (the step zod's run would take, without
 * zod's run around it: such an object has no checks), an array of those element by element into a new
 * array (as zod's array does), and the transform after any of them; anything else by zod.
 */
function objectReader(schema: $ZodType): (value: object, ctx: ParseContext) => unknown {
  const def = defOf(schema);
  if (def.type === 'pipe') {
    const first = objectReader(def.in as $ZodType);
    const then = def.out as $ZodType;
    return (value, ctx) => run(then, first(value, ctx), ctx).value;
  }
  const anyValue = def.type === 'record' && defOf(def.valueType as $ZodType).type === 'unknown';
  const byZod = (value: object, ctx: ParseContext) => {
    const result = run(schema, value, ctx);
    return expectedNoIssue(result);
  };
  if (def.type === 'object' && TOLERANT_OBJECTS.has(schema) && !hasChecks(schema)) {
    const parse = schema._zod.parse;
    const readInPlace = IN_PLACE_READS.get(schema);
    return (value, ctx) => {
      if (readInPlace === undefined || (ctx as ReadContext).inPlace !== true) {
        return expectedNoIssue(parse({ value, issues: [] }, ctx) as ParsePayload);
      }
      let read: Record<string, unknown>;
      try {
        read = readInPlace(value as Record<string, unknown>, ctx);
      } catch (error) {
        // Whatever ended the read, the next one starts with no issue.
        SCRATCH.issues = [];
        throw error;
      }
      if (SCRATCH.issues.length > 0) {
        SCRATCH.issues = [];
        throw new Error('a fast reader found an issue it did not expect');
      }
      return read;
    };
  }
  if (def.type === 'array' && !hasChecks(schema)) {
    const element = def.element as $ZodType;
    if (ordinaryTest(element) !== never) {
      const readElement = objectReader(element);
      return (value, ctx) => {
        // zod's array allocates through a memoizer when one is set: then zod reads it.
        if (core.globalConfig.memoizer !== undefined) return byZod(value, ctx);
        const items = value as unknown[];
        const read: unknown[] = new Array(items.length);
        for (let index = 0; index < items.length; index += 1) {
          read[index] = readElement(items[index] as object, ctx);
        }
        return read;
      };
    }
  }
  if (def.type !== 'record') return byZod;
  return (value, ctx) => {
    if (core.globalConfig.memoizer !== undefined || !hasNoSymbols(value)) return byZod(value, ctx);
    if (isEmptyObject(value)) return {};
    return anyValue ? copyOf(value) : byZod(value, ctx);
  };
}

/** A read that ordinaryTest said has no issue: its value (the value may have been changed: no going back). */
function expectedNoIssue(result: ParsePayload): unknown {
  if (result.issues.length > 0) throw new Error('a fast reader found an issue it did not expect');
  return result.value;
}

/**
 * Each tolerant object's read of a value in place by its fast readers, without zod's parse around it (no
 * payload, no checks of the context: its caller, a fast reader, runs only inside such a read already).
 * Only for an object known to read without an issue (ordinaryTest), whose fields record none: they share
 * one scratch payload, checked after each read, instead of a new payload for each of a big block's
 * 70,000 nested objects.
 */
const IN_PLACE_READS = new WeakMap<
  object,
  (record: Record<string, unknown>, ctx: ParseContext) => Record<string, unknown>
>();
const SCRATCH: ParsePayload = { value: undefined, issues: [] };

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
  TOLERANT_OBJECTS.add(inst);
  const objectParse = inst._zod.parse;
  let readers: { fast: ReadFields; zodOnly: ReadFields } | undefined;
  let known: Set<string> | undefined;
  const readersOf = () =>
    (readers ??= fieldsReaders(
      Object.keys(def.shape).map((key) => {
        const schema = def.shape[key] as $ZodType;
        const read = SCALAR_READERS.get(schema);
        const { optin, optout } = schema._zod;
        const fast = read ? undefined : fastReader(schema);
        return {
          key,
          schema,
          read,
          fast,
          leftOutWhenAbsent: optin === 'optional' && optout === 'optional',
          readsAbsent: fast !== undefined && fast === DIRECT_READERS.get(schema) && optin === 'optional',
        };
      }),
    ));
  IN_PLACE_READS.set(inst, (record, ctx) => {
    readersOf().fast(record, record, SCRATCH, ctx);
    if (Object.prototype.hasOwnProperty.call(record, '__proto__')) delete record.__proto__;
    return record;
  });
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
    const { fast, zodOnly } = readersOf();
    known ??= new Set(Object.keys(def.shape));
    const record = input as Record<string, unknown>;
    const inPlace = (ctx as ReadContext).inPlace === true;
    const decoded: Record<string, unknown> = inPlace ? record : {};
    ((ctx as ReadContext).zodOnly === true ? zodOnly : fast)(record, decoded, payload, ctx);
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

/** Reads a tolerant object's fields from `record` into `decoded` (the same object when read in place). */
type ReadFields = (
  record: Record<string, unknown>,
  decoded: Record<string, unknown>,
  payload: ParsePayload,
  ctx: ParseContext,
) => void;

/** A field read by its zod schema, with zod's rules for absent and optional fields and for issue paths. */
function readByZod(
  field: FieldReader,
  value: unknown,
  record: Record<string, unknown>,
  decoded: Record<string, unknown>,
  payload: ParsePayload,
  ctx: ParseContext,
): void {
  fieldResult(run(field.schema, value, ctx), payload, decoded, field.key, record, field.schema);
}

/**
 * The readers of a shape's fields. `fast`: where code may be compiled (Node and the data worker; never a
 * document, whose Content Security Policy forbids it: schema-kit.ts), the steps written out field by
 * field, so that every field is read and written by its name (a property access V8 makes fast) instead of
 * by a key that changes at each turn of a loop (a lookup in a shared cache); elsewhere a loop. Both use
 * the fast readers, and leave a value read as it came (a string, a boolean, an integer) where it is in an
 * object read in place. `zodOnly`: the loop as it was before either, every field but the tolerant scalars
 * read by its zod schema — the reference the tests hold `fast` to (ReadOptions.zodOnly).
 */
function fieldsReaders(all: FieldReader[]): { fast: ReadFields; zodOnly: ReadFields } {
  const fields = all.filter((field) => field.key !== '__proto__');
  const loop =
    (fastOn: boolean): ReadFields =>
    (record, decoded, payload, ctx) => {
      for (const field of fields) {
        const { key, read, fast, leftOutWhenAbsent, readsAbsent } = field;
        const value = record[key];
        if (read) {
          // A tolerant scalar: z.optional(z.transform(read)), so absent is left out and nothing fails.
          if (value !== undefined) {
            const scalar = read(value);
            if (!fastOn || scalar !== value || decoded !== record) keep(decoded, key, scalar);
          } else if (key in record) decoded[key] = undefined;
          continue;
        }
        if (fastOn && value === undefined && !(key in record)) {
          if (leftOutWhenAbsent) continue;
          const absent = readsAbsent && fast ? fast(undefined, ctx) : TO_ZOD;
          if (absent !== TO_ZOD) {
            if (absent !== undefined) keep(decoded, key, absent);
            continue;
          }
        }
        if (fast && fastOn && value !== undefined) {
          // Read by its fast reader, as zod would read it (a field that is there and reads has no issue).
          const fastValue = fast(value, ctx);
          if (fastValue !== TO_ZOD) {
            if (fastValue !== value || decoded !== record) keep(decoded, key, fastValue);
            continue;
          }
        }
        readByZod(field, value, record, decoded, payload, ctx);
      }
    };
  const compiled = !core.globalConfig.jitless && core.util.allowsEval.value;
  return { fast: compiled ? compiledReader(fields) : loop(true), zodOnly: loop(false) };
}

/** The `fast` loop's steps written out for `fields` and compiled (its callers check that this may be done). */
function compiledReader(fields: FieldReader[]): ReadFields {
  const lines: string[] = [];
  fields.forEach((field, index) => {
    const name = JSON.stringify(field.key);
    const at = `record[${name}]`;
    const put = (value: string) =>
      `if (${value} !== v || decoded !== record) { if (${value} instanceof Unreadable) keep(decoded, ${name}, ${value}); else decoded[${name}] = ${value}; }`;
    lines.push(`v = ${at};`);
    if (field.read) {
      lines.push(
        `if (v !== undefined) { o = read${index}(v); ${put('o')} } else if (${name} in record) decoded[${name}] = undefined;`,
      );
    } else {
      const byZod = `readByZod(fields[${index}], v, record, decoded, payload, ctx);`;
      const absent = field.leftOutWhenAbsent
        ? `if (${name} in record) ${byZod}`
        : field.readsAbsent
          ? `if (${name} in record || (o = fast${index}(undefined, ctx)) === TO_ZOD) ${byZod} else if (o !== undefined) { if (o instanceof Unreadable) keep(decoded, ${name}, o); else decoded[${name}] = o; }`
          : byZod;
      lines.push(
        field.fast
          ? `if (v === undefined) { ${absent} } else if ((o = fast${index}(v, ctx)) === TO_ZOD) ${byZod} else { ${put('o')} }`
          : `if (v === undefined) { ${absent} } else ${byZod}`,
      );
    }
  });
  const constants = fields.flatMap((field, index) => [
    ...(field.read ? [`const read${index} = fields[${index}].read;`] : []),
    ...(field.fast ? [`const fast${index} = fields[${index}].fast;`] : []),
  ]);
  const source = `${constants.join('\n')}
return (record, decoded, payload, ctx) => {
  let v, o;
  ${lines.join('\n  ')}
};`;
  // Only the shape's own keys (JSON string literals) and indexes go into the source: never a value read.
  const factory = new Function('fields', 'keep', 'readByZod', 'Unreadable', 'TO_ZOD', source) as (
    ...args: unknown[]
  ) => ReadFields;
  return factory(fields, keep, readByZod, Unreadable, TO_ZOD);
}

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
  value === null ? undefined : (readDecimal(value) ?? drifted(DECIMAL_EXPECTED, value)),
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
