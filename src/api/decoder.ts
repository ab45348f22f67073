/**
 * A small decoding library for the API's JSON: the schemas in schemas.ts (and the settings and catalog
 * readers) are built from these functions, and their TypeScript types are inferred from them
 * (`Infer<typeof schema>`), as zod's are.
 *
 * Why not zod (docs/decisions/2026-11-21-performance.md): normalising a 5,000-transaction block with
 * zod 4 took 3× as long as the JSON.parse of its text (the budget is 1×), its compiled fast path needs
 * `new Function`, which our Content Security Policy forbids in browsers, and it was a fifth of the
 * initial download. These decoders are plain functions: a failed decode returns FAILED and records the
 * reason once, and the path to the field is only built on the way out of a failure, so the common case
 * allocates nothing but its output.
 */

/** Returned by a decoder's `run` when the value cannot be used; the reason is in `lastFailure`. */
export const FAILED: unique symbol = Symbol('decode failed');
export type Failed = typeof FAILED;

export interface DecodeIssue {
  /** From the value given to `parse` to the field that failed, e.g. `['transactions', 3, 'hash']`. */
  path: PropertyKey[];
  message: string;
}

export class DecodeError extends Error {
  readonly issues: DecodeIssue[];
  constructor(issues: DecodeIssue[]) {
    super(issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; '));
    this.name = 'DecodeError';
    this.issues = issues;
  }
}

export type DecodeResult<T> =
  { success: true; data: T; error?: never } | { success: false; error: DecodeError; data?: never };

export interface Decoder<T> {
  /** The decoder proper: the value, or FAILED with the reason left in the failure record. */
  readonly run: (value: unknown) => T | Failed;
  /** Set on the tolerant scalars below, which object decoders then check inline instead of calling. */
  readonly kind?: ScalarKind;
  /** Decodes or throws a DecodeError naming the field. */
  parse(value: unknown): T;
  safeParse(value: unknown): DecodeResult<T>;
}

export type Infer<D> = D extends Decoder<infer T> ? T : never;

/**
 * Drift: a field the page can live without that was sent (neither absent nor null) but could not be
 * read, so it decoded to `undefined`. The object that holds such a field lists it under this symbol, in
 * a non-enumerable property: JSON.stringify, Object.keys/entries, spreads and equality checks never see
 * it, so the raw view and the decoded data are as before; `driftOf` reads it.
 */
export const DRIFTED: unique symbol = Symbol('tonlens.drifted');

export interface Drift {
  /** The member of the object that holds it, e.g. `gas_used`. */
  field: string;
  /** What was expected and what came, e.g. `expected an integer, got a string`. */
  message: string;
}

const NO_DRIFT: readonly Drift[] = Object.freeze([]);

/** The fields of `value` (an object decoded by looseObject or strictObject) that drifted; usually none. */
export function driftOf(value: unknown): readonly Drift[] {
  if (typeof value !== 'object' || value === null) return NO_DRIFT;
  return (value as { [DRIFTED]?: readonly Drift[] })[DRIFTED] ?? NO_DRIFT;
}

/** The message of `field`'s drift in `value`, or undefined when it was read (or absent, or null). */
export function driftIn(value: unknown, field: string): string | undefined {
  const list = driftOf(value);
  for (const drift of list) if (drift.field === field) return drift.message;
  return undefined;
}

/**
 * Every drifted field inside `value` (a decoded answer or part of one), with its path from `value`:
 * `description.compute_ph.gas_used`, `out_msgs[1].value`. For a notice that lists them; it walks the
 * whole value, so call it for what is shown, not for a whole block.
 */
export function listDrift(value: unknown, path = ''): Array<{ path: string; message: string }> {
  if (typeof value !== 'object' || value === null) return [];
  const found = driftOf(value).map((drift) => ({
    path: path ? `${path}.${drift.field}` : drift.field,
    message: drift.message,
  }));
  if (Array.isArray(value)) {
    value.forEach((item, index) => found.push(...listDrift(item, `${path}[${index}]`)));
  } else {
    for (const key of Object.keys(value)) {
      found.push(...listDrift((value as Record<string, unknown>)[key], path ? `${path}.${key}` : key));
    }
  }
  return found;
}

function addDrift(target: object, field: string, message: string): void {
  const list = (target as { [DRIFTED]?: Drift[] })[DRIFTED];
  if (list && Object.prototype.hasOwnProperty.call(target, DRIFTED)) list.push({ field, message });
  else {
    Object.defineProperty(target, DRIFTED, {
      value: [{ field, message }],
      enumerable: false,
      writable: true,
      configurable: true,
    });
  }
}

/** Copies `from`'s drift list to `to`, for a decoder that builds a new object from a decoded one. */
export function keepDrift<T extends object>(from: object, to: T): T {
  const list = driftOf(from);
  for (const drift of list) addDrift(to, drift.field, drift.message);
  return to;
}

// The message of a value a tolerant decoder read as `undefined` although it was sent: set by
// `tolerate`, taken (and cleared) by the object decoder that asked for the field, which lists it as
// drift. A single variable checked once per field: nothing is allocated unless a field drifted.
let tolerated: string | undefined;

/**
 * For decoders of fields the page can live without: `value` was sent but cannot be read, and the
 * decoder returns `undefined` (or a default) instead of failing. The object holding the field records
 * the drift. Call it only for values that were sent: absent and null are normal, not drift.
 */
export function tolerate(message: string): undefined {
  tolerated = message;
  return undefined;
}

// While true, objects and arrays are decoded into themselves (decodeInPlace).
let inPlace = false;

// One failure record for the whole module: decoding is synchronous, so at most one failure is being
// reported at a time. Containers prepend their key or index while it travels up.
let failure: DecodeIssue = { path: [], message: '' };

export function fail(message: string): Failed {
  failure = { path: [], message };
  return FAILED;
}

/** The current failure as one line, e.g. `seqno: expected an integer, got a string`. */
function failureText(): string {
  const path = failure.path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index > 0 ? '.' : ''}${String(key)}`))
    .join('');
  return path ? `${path}: ${failure.message}` : failure.message;
}

/** Inside a container: the child at `key` failed; add the key to the path and keep failing. */
function failAt(key: PropertyKey): Failed {
  failure.path.unshift(key);
  return FAILED;
}

/* @__NO_SIDE_EFFECTS__ */
export function decoder<T>(run: (value: unknown) => T | Failed): Decoder<T> {
  const safeParse = (value: unknown): DecodeResult<T> => {
    tolerated = undefined;
    const result = run(value);
    if (result === FAILED) return { success: false, error: new DecodeError([failure]) };
    return { success: true, data: result };
  };
  return {
    run,
    safeParse,
    parse(value) {
      const result = safeParse(value);
      if (!result.success) throw result.error;
      return result.data;
    },
  };
}

/**
 * `schema.safeParse(value)`, writing the decoded fields into `value`'s own objects and arrays instead of
 * copies: half the allocation, for a value that nobody else holds (a fresh JSON.parse of a 20 MB answer).
 * The result is what safeParse gives; `value` is changed (and, after a failure, partly decoded).
 */
export function decodeInPlace<T>(schema: Decoder<T>, value: unknown): DecodeResult<T> {
  inPlace = true;
  try {
    return schema.safeParse(value);
  } finally {
    inPlace = false;
  }
}

/** A JSON object: not null, not an array. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// ---------------------------------------------------------------------------------------------------
// Scalars

const STRING = 1;
const BOOLEAN = 2;
const INT = 3;
type ScalarKind = typeof STRING | typeof BOOLEAN | typeof INT;

function isScalar(kind: ScalarKind, value: unknown): boolean {
  if (kind === STRING) return typeof value === 'string';
  if (kind === BOOLEAN) return typeof value === 'boolean';
  return typeof value === 'number' && Number.isSafeInteger(value);
}

const KIND_NAMES = { [STRING]: 'a string', [BOOLEAN]: 'a boolean', [INT]: 'an integer' } as const;

function tolerantScalar<T>(kind: ScalarKind): Decoder<T | null | undefined> {
  const base = decoder((value) =>
    value === undefined || value === null || isScalar(kind, value)
      ? (value as T | null | undefined)
      : tolerate(`expected ${KIND_NAMES[kind]}, got ${describe(value)}`),
  );
  return { ...base, kind };
}

/**
 * The tolerant reader's commonest fields (a transaction has some 150): a string, boolean or integer
 * the page can live without. As `lenient(string())` and so on, but object decoders check these inline:
 * no function call per field.
 */
export const lenientString = /* @__NO_SIDE_EFFECTS__ */ () => tolerantScalar<string>(STRING);
export const lenientBoolean = /* @__NO_SIDE_EFFECTS__ */ () => tolerantScalar<boolean>(BOOLEAN);
export const lenientInt = /* @__NO_SIDE_EFFECTS__ */ () => tolerantScalar<number>(INT);

export const unknown = /* @__NO_SIDE_EFFECTS__ */ (): Decoder<unknown> => decoder((value) => value);

export const string = /* @__NO_SIDE_EFFECTS__ */ (): Decoder<string> =>
  decoder((value) => (typeof value === 'string' ? value : fail(`expected a string, got ${describe(value)}`)));

export const boolean = /* @__NO_SIDE_EFFECTS__ */ (): Decoder<boolean> =>
  decoder((value) =>
    typeof value === 'boolean' ? value : fail(`expected a boolean, got ${describe(value)}`),
  );

/** An integer a double holds exactly (|n| < 2^53); larger quantities come as strings and become bigint. */
export const int = /* @__NO_SIDE_EFFECTS__ */ (): Decoder<number> =>
  decoder((value) =>
    typeof value === 'number' && Number.isSafeInteger(value)
      ? value
      : fail(`expected an integer, got ${describe(value)}`),
  );

/** One of the given strings. */
/* @__NO_SIDE_EFFECTS__ */
export function oneOf<const T extends readonly string[]>(values: T): Decoder<T[number]> {
  return decoder((value) =>
    typeof value === 'string' && values.includes(value)
      ? (value as T[number])
      : fail(`expected one of ${values.join(', ')}, got ${describe(value)}`),
  );
}

// ---------------------------------------------------------------------------------------------------
// Wrappers

/** Applies `transform` to what `inner` decoded. */
/* @__NO_SIDE_EFFECTS__ */
export function map<A, B>(inner: Decoder<A>, transform: (value: A) => B): Decoder<B> {
  const run = inner.run;
  return decoder((value) => {
    const result = run(value);
    return result === FAILED ? FAILED : transform(result);
  });
}

/** Decodes with `inner`, then checks the result; `check` returns a message when it is not acceptable. */
/* @__NO_SIDE_EFFECTS__ */
export function refine<T>(inner: Decoder<T>, check: (value: T) => string | undefined): Decoder<T> {
  const run = inner.run;
  return decoder((value) => {
    const result = run(value);
    if (result === FAILED) return FAILED;
    const message = check(result);
    return message === undefined ? result : fail(message);
  });
}

/** Absent (undefined) is accepted as undefined; anything else must decode. */
/* @__NO_SIDE_EFFECTS__ */
export function optional<T>(inner: Decoder<T>): Decoder<T | undefined> {
  const run = inner.run;
  return decoder((value) => (value === undefined ? undefined : run(value)));
}

/**
 * The tolerant reader for a field the page can live without: absent is `undefined`, null stays null,
 * and a value that does not decode becomes `undefined` instead of failing what contains it (the raw
 * JSON still shows what was sent; the object holding the field lists it as drift, see DRIFTED).
 */
/* @__NO_SIDE_EFFECTS__ */
export function lenient<T>(inner: Decoder<T>): Decoder<T | null | undefined> {
  const run = inner.run;
  return decoder((value) => {
    if (value === undefined || value === null) return value;
    const result = run(value);
    return result === FAILED ? tolerate(failureText()) : result;
  });
}

/** null and undefined as they are; anything else must decode. */
/* @__NO_SIDE_EFFECTS__ */
export function nullish<T>(inner: Decoder<T>): Decoder<T | null | undefined> {
  const run = inner.run;
  return decoder((value) => (value === undefined || value === null ? value : run(value)));
}

/** `inner`, or `fallback` when the value is absent or does not decode. */
/* @__NO_SIDE_EFFECTS__ */
export function withDefault<T>(inner: Decoder<T>, fallback: T): Decoder<T> {
  const run = inner.run;
  return decoder((value) => {
    if (value === undefined) return fallback;
    const result = run(value);
    return result === FAILED ? fallback : result;
  });
}

// ---------------------------------------------------------------------------------------------------
// Containers

/* @__NO_SIDE_EFFECTS__ */
export function array<T>(item: Decoder<T>): Decoder<T[]> {
  const run = item.run;
  return decoder((value) => {
    if (!Array.isArray(value)) return fail(`expected an array, got ${describe(value)}`);
    const result: T[] = inPlace ? (value as T[]) : new Array<T>(value.length);
    for (let index = 0; index < value.length; index += 1) {
      const decoded = run(value[index]);
      if (decoded === FAILED) return failAt(index);
      result[index] = decoded;
    }
    return result;
  });
}

/** An object used as a map: every own key kept (or renamed by `mapKey`), every value decoded. */
/* @__NO_SIDE_EFFECTS__ */
export function record<T>(
  item: Decoder<T>,
  options: { mapKey?: (key: string) => string; skipInvalid?: boolean } = {},
): Decoder<Record<string, T>> {
  const run = item.run;
  const { mapKey, skipInvalid = false } = options;
  return decoder((value) => {
    if (!isRecord(value)) return fail(`expected an object, got ${describe(value)}`);
    const result: Record<string, T> = {};
    for (const key of Object.keys(value)) {
      const decoded = run(value[key]);
      if (decoded === FAILED) {
        if (skipInvalid) continue;
        return failAt(key);
      }
      result[mapKey ? mapKey(key) : key] = decoded;
    }
    return result;
  });
}

type Shape = Record<string, Decoder<unknown>>;
type Simplify<T> = { [K in keyof T]: T[K] } & {};
type OptionalKeys<S extends Shape> = {
  [K in keyof S]: undefined extends Infer<S[K]> ? K : never;
}[keyof S];
type ShapeOutput<S extends Shape> = Simplify<
  { [K in Exclude<keyof S, OptionalKeys<S>>]: Infer<S[K]> } & { [K in OptionalKeys<S>]?: Infer<S[K]> }
>;

/** The decoded fields of `shape`, and every other field of the object exactly as it was sent. */
export type LooseObject<S extends Shape> = ShapeOutput<S> & { [key: string]: unknown };
/** Only the decoded fields of `shape`; other fields are dropped. */
export type StrictObject<S extends Shape> = ShapeOutput<S>;

/* @__NO_SIDE_EFFECTS__ */
function objectDecoder<S extends Shape>(shape: S, keepUnknown: boolean): Decoder<LooseObject<S>> {
  const keys = Object.keys(shape);
  const runs = keys.map((key) => {
    const field = shape[key];
    if (!field) throw new Error(`no decoder for ${key}`);
    return field.run;
  });
  const kinds = keys.map((key) => (keepUnknown ? (shape[key]?.kind ?? 0) : 0));
  const count = keys.length;
  return decoder((value) => {
    if (!isRecord(value)) return fail(`expected an object, got ${describe(value)}`);
    // Copying the whole object first (one fast native copy) keeps unknown fields for the raw view;
    // only the fields whose decoded value differs are written again.
    const result: Record<string, unknown> = keepUnknown ? (inPlace ? value : { ...value }) : {};
    for (let index = 0; index < count; index += 1) {
      const key = keys[index] as string;
      const input = value[key];
      const kind = kinds[index] as ScalarKind | 0;
      if (kind !== 0) {
        // A tolerant scalar: kept as copied, or undefined (and listed as drift) when not of its kind.
        if (input !== undefined && input !== null && !isScalar(kind, input)) {
          result[key] = undefined;
          addDrift(result, key, `expected ${KIND_NAMES[kind]}, got ${describe(input)}`);
        }
        continue;
      }
      const decoded = (runs[index] as (value: unknown) => unknown)(input);
      if (decoded === FAILED) {
        tolerated = undefined;
        return failAt(key);
      }
      if (tolerated !== undefined) {
        addDrift(result, key, tolerated);
        tolerated = undefined;
      }
      // An absent field that decodes to undefined stays absent; anything else is set.
      if (keepUnknown ? decoded !== input : decoded !== undefined || key in value) result[key] = decoded;
    }
    return result as LooseObject<S>;
  });
}

/** An object whose listed fields are decoded and whose other fields are kept as sent. */
/* @__NO_SIDE_EFFECTS__ */
export function looseObject<S extends Shape>(shape: S): Decoder<LooseObject<S>> {
  return objectDecoder(shape, true);
}

/** An object reduced to its listed fields. */
/* @__NO_SIDE_EFFECTS__ */
export function strictObject<S extends Shape>(shape: S): Decoder<StrictObject<S>> {
  return objectDecoder(shape, false) as Decoder<StrictObject<S>>;
}

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
