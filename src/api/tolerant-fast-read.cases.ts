/**
 * The tolerant objects' fast reads (tolerant-object.ts: fast readers, and the field readers compiled
 * where code may be compiled) held to zod's own reading (`zodOnly`): the same values, the same drift,
 * the same failures with the same paths, for recorded transactions and for every field of one of them
 * made null, absent, of another type, or given an extra field. Run by two test files: in Node, where the
 * field readers are compiled, and in a document, where they are a loop.
 */
import { expect, it } from 'vitest';
import { loadSampleDataset } from '../../sample-api/dataset.ts';
import { driftPaths } from './drift.ts';
import * as z from 'zod/mini';
import { lenient, readWith } from './schema-kit.ts';
import { transactionSchema } from './schemas.ts';
import { optionalString, tolerantObject } from './tolerant-object.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Reads a copy of `raw` (in place or into new objects), by the fast readers or by zod alone. */
function read(raw: Json, zodOnly: boolean, inPlace = true) {
  const result = readWith(transactionSchema, inPlace ? structuredClone(raw) : raw, { inPlace, zodOnly });
  return result.success
    ? { value: result.data as unknown, drift: driftPaths(result.data) }
    : { issues: result.error.issues.map(({ path, message }) => ({ path, message })) };
}

/**
 * A value as text, spelled out: bigints, `undefined` members, and the order of keys. Thousands of
 * readings compare quickly as text.
 */
function spelled(value: unknown): string {
  if (typeof value === 'bigint') return `${value}n`;
  if (value === undefined) return 'undefined';
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  if (Array.isArray(value)) return `[${Array.from(value, spelled).join(',')}]`;
  const members = Object.keys(value).map(
    (key) => `${JSON.stringify(key)}:${spelled((value as Record<string, unknown>)[key])}`,
  );
  return `{${members.join(',')}}`;
}

/** Whether every object in `a` has the prototype of its counterpart in `b` (same shapes assumed). */
function protosAlike(a: unknown, b: unknown): boolean {
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return true;
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  return Object.keys(a).every((key) =>
    protosAlike((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

function expectSameReading(raw: Json, label: string) {
  for (const inPlace of [true, false]) {
    const fast = read(raw, false, inPlace);
    const zod = read(raw, true, inPlace);
    // As text, key order included (a strict comparison does not see it), and every object's prototype.
    expect(spelled(fast), `${label}, in place: ${inPlace}`).toBe(spelled(zod));
    expect(protosAlike(fast, zod), `${label}, in place: ${inPlace}: prototypes`).toBe(true);
  }
}

/** Every path to a value inside `value` (object keys and array indexes), down to `depth` levels. */
function pathsIn(
  value: Json,
  depth: number,
  path: Array<string | number> = [],
): Array<Array<string | number>> {
  if (depth === 0 || typeof value !== 'object' || value === null) return [];
  const keys: Array<string | number> = Array.isArray(value)
    ? value.map((_, index) => index)
    : Object.keys(value);
  return keys.flatMap((key) => {
    const child = (value as Record<string | number, Json>)[key] as Json;
    return [[...path, key], ...pathsIn(child, depth - 1, [...path, key])];
  });
}

/** `raw` with the value at `path` replaced (or removed, when `replacement` is undefined). */
function changed(raw: Json, path: Array<string | number>, replacement: Json | undefined): Json {
  const copy = structuredClone(raw);
  let holder = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) holder = holder[key] as Record<string | number, Json>;
  const last = path.at(-1) as string | number;
  if (replacement === undefined) {
    if (Array.isArray(holder)) holder.splice(last as number, 1);
    else Reflect.deleteProperty(holder, last);
  } else holder[last] = replacement;
  return copy;
}

const REPLACEMENTS: Array<Json | undefined> = [
  undefined,
  null,
  'x',
  '-7',
  -1,
  1.5,
  true,
  [],
  {},
  { extra: 'kept' },
  // Currency maps with amounts: read by their own reader, a decimal, a number and a null alike.
  { '239': '5', '7': null, '100': 12 },
  { '239': 'x' },
];

export function fastReadCases(): void {
  const dataset = loadSampleDataset('mainnet');
  const recorded = dataset.blocks.flatMap((block) => block.transactions) as Json[];

  it('reads every recorded transaction as zod does', () => {
    for (const [index, raw] of recorded.entries()) expectSameReading(raw, `transaction ${index}`);
  });

  it('reads every field made null, absent, of another type or extended as zod does', () => {
    // The recorded transaction with the most to change (messages in and out, a description with phases)
    // among those of a few kilobytes (each change reads a copy twice).
    const sample = recorded
      .filter((raw) => JSON.stringify(raw).length < 10_000)
      .map((raw) => ({ raw, paths: pathsIn(raw, 8).length }))
      .sort((a, b) => b.paths - a.paths)[0]?.raw as Json;
    // Inside a message's decoded content nothing is read (it is kept as sent): its first level will do.
    const paths = pathsIn(sample, 8).filter((path) => {
      const decoded = path.indexOf('decoded');
      return decoded < 0 || path.length <= decoded + 2;
    });
    expect(paths.length).toBeGreaterThan(100);
    expect(paths.map((path) => path.join('.'))).toEqual(
      expect.arrayContaining(['in_msg.value', 'out_msgs.0.opcode', 'description.compute_ph.gas_used']),
    );
    for (const path of paths) {
      for (const replacement of REPLACEMENTS) {
        expectSameReading(
          changed(sample, path, replacement),
          `${path.join('.')} = ${JSON.stringify(replacement)}`,
        );
      }
    }
  });

  it('reads a block reference with fields of its own, or an own `__proto__`, as zod does', () => {
    const [first] = recorded as Array<{ [key: string]: Json }>;
    const ref = { workchain: 0, shard: '8000000000000000', seqno: 5, root_hash: 'r', file_hash: 'f' };
    expectSameReading({ ...first, block_ref: ref } as Json, 'extra fields');
    const withProto = JSON.parse('{"workchain":-1,"__proto__":{"x":1},"shard":"8000000000000000","seqno":1}');
    expectSameReading({ ...first, block_ref: withProto as Json } as Json, 'own __proto__');
    expectSameReading({ ...first, block_ref: { ...ref, seqno: 2 ** 32 } } as Json, 'seqno out of range');
    expectSameReading(
      { ...first, block_ref: { ...ref, workchain: 2 ** 53 } } as Json,
      'workchain beyond 2^53',
    );
  });

  it('leaves to zod an object whose schema has a check of its own', () => {
    // A check may find an issue in an object whose fields all read: such an object is never read fast.
    const checked = tolerantObject({ a: optionalString }).check(
      z.refine((value) => value.a !== 'bad', { error: 'a bad a' }),
    );
    const outer = tolerantObject({ id: optionalString, inner: lenient(checked) });
    for (const a of ['good', 'bad']) {
      const [fast, zod] = [false, true].map((zodOnly) => {
        const result = readWith(outer, { id: '1', inner: { a } }, { inPlace: true, zodOnly });
        return result.success ? { value: result.data, drift: driftPaths(result.data) } : result.error.issues;
      });
      expect(spelled(fast), a).toBe(spelled(zod));
    }
  });

  it('names an essential field that does not read, as zod does', () => {
    const [first] = recorded;
    const broken = changed(first as Json, ['lt'], 'soon');
    expect(read(broken, false)).toStrictEqual({
      issues: [{ path: ['lt'], message: 'expected a decimal integer string, got a string' }],
    });
  });
}
