/**
 * Drift: a field the page can live without that was sent (neither absent nor null) but could not be
 * read, so it decoded to `undefined` (or its empty value). The schemas (schemas.ts, built on
 * schema-kit.ts) record it on the object that holds the field, under a symbol, in a non-enumerable
 * property: JSON.stringify, Object.keys/entries, spreads and equality checks never see it, so the raw view
 * and the decoded data are as before; `driftOf` reads it, and the views mark the field "unreadable".
 *
 * A symbol-keyed property does not survive a structured clone (postMessage from the data worker), so a
 * decoded value crossing a thread boundary carries its drift as a list of paths (`driftPaths`) that the
 * receiving side puts back (`restoreDrift`).
 */

export const DRIFTED: unique symbol = Symbol('tonlens.drifted');

export interface Drift {
  /** The member of the object that holds it, e.g. `gas_used`. */
  field: string;
  /** What was expected and what came, e.g. `expected an integer, got a string`. */
  message: string;
}

const NO_DRIFT: readonly Drift[] = Object.freeze([]);

/** The fields of `value` (a decoded object) that drifted; usually none. */
export function driftOf(value: unknown): readonly Drift[] {
  if (typeof value !== 'object' || value === null) return NO_DRIFT;
  return (value as { [DRIFTED]?: readonly Drift[] })[DRIFTED] ?? NO_DRIFT;
}

/**
 * The fields a schema names, as strings. The schemas keep unknown extra fields (`{ [key: string]: unknown }`),
 * and with that index signature `keyof T` is every string, so a misspelt field would still compile: the
 * index signature's key is dropped here, leaving only the declared ones.
 */
export type KnownField<T> = Extract<
  keyof { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] },
  string
>;

/**
 * The message of `field`'s drift in `value`, or undefined when it was read (or absent, or null). The
 * field is a key of the object's type, so a misspelt field fails to compile instead of never matching.
 */
export function driftIn<T extends object>(
  value: T | null | undefined,
  field: KnownField<T>,
): string | undefined {
  for (const drift of driftOf(value)) if (drift.field === field) return drift.message;
  return undefined;
}

/**
 * How deep the drift walks look. Drift is recorded only by the schemas, on the shapes they know, which
 * nest a dozen levels at most; what lies deeper is a server's unknown extra field, kept as it came, and a
 * 10,000-level one must not overflow the stack of a recursive walk.
 */
export const DRIFT_MAX_DEPTH = 64;

/**
 * Every drifted field inside `value` (a decoded answer or part of one), with its path from `value`:
 * `description.compute_ph.gas_used`, `out_msgs[1].value`. For a notice that lists them; it walks the
 * whole value (down to DRIFT_MAX_DEPTH levels), so call it for what is shown, not for a whole block.
 */
export function listDrift(value: unknown, path = '', depth = 0): Array<{ path: string; message: string }> {
  if (typeof value !== 'object' || value === null || depth > DRIFT_MAX_DEPTH) return [];
  const found = driftOf(value).map((drift) => ({
    path: path ? `${path}.${drift.field}` : drift.field,
    message: drift.message,
  }));
  if (Array.isArray(value)) {
    value.forEach((item, index) => found.push(...listDrift(item, `${path}[${index}]`, depth + 1)));
  } else {
    for (const key of Object.keys(value)) {
      found.push(
        ...listDrift((value as Record<string, unknown>)[key], path ? `${path}.${key}` : key, depth + 1),
      );
    }
  }
  return found;
}

// How many drifts were ever recorded here: a reader compares it before and after a parse to learn, at no
// cost, whether anything in what it read drifted.
let recorded = 0;

/** A count that changes whenever drift is recorded. */
export function driftRecorded(): number {
  return recorded;
}

/** Records that `field` of `target` drifted. */
export function addDrift(target: object, field: string, message: string): void {
  recorded += 1;
  const holder = target as { [DRIFTED]?: Drift[] };
  if (Object.prototype.hasOwnProperty.call(target, DRIFTED)) holder[DRIFTED]?.push({ field, message });
  else {
    Object.defineProperty(target, DRIFTED, {
      value: [{ field, message }],
      enumerable: false,
      writable: true,
      configurable: true,
    });
  }
}

/** Copies `from`'s drift list to `to`, for a schema step that builds a new object from a decoded one. */
export function keepDrift<T extends object>(from: object, to: T): T {
  for (const drift of driftOf(from)) addDrift(to, drift.field, drift.message);
  return to;
}

/** Drift found inside a value, as plain data that survives a structured clone. */
export interface DriftAt extends Drift {
  /** From the value to the object that holds the field, e.g. `['description', 'compute_ph']`. */
  path: Array<string | number>;
}

/**
 * The drift inside `value` as a list of paths (down to DRIFT_MAX_DEPTH levels); empty (and cheap) when
 * nothing drifted.
 */
export function driftPaths(value: unknown, path: Array<string | number> = []): DriftAt[] {
  if (typeof value !== 'object' || value === null || path.length > DRIFT_MAX_DEPTH) return [];
  const found: DriftAt[] = driftOf(value).map((drift) => ({ ...drift, path }));
  const keys = Array.isArray(value) ? value.keys() : Object.keys(value);
  for (const key of keys) {
    const child = (value as Record<string | number, unknown>)[key];
    if (typeof child === 'object' && child !== null) found.push(...driftPaths(child, [...path, key]));
  }
  return found;
}

/**
 * Puts drift listed by `driftPaths` back onto a structured clone of the value it was read from. Where no
 * clone was made (the loader ran on the page's own thread and handed over the very objects it decoded),
 * the drift is there already and is not recorded twice.
 */
export function restoreDrift(value: unknown, drift: readonly DriftAt[]): void {
  for (const { path, field, message } of drift) {
    let target: unknown = value;
    for (const key of path) target = (target as Record<string | number, unknown> | null)?.[key];
    if (typeof target !== 'object' || target === null) continue;
    if (driftOf(target).some((known) => known.field === field && known.message === message)) continue;
    addDrift(target, field, message);
  }
}
