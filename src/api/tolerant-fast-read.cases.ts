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
import { readWith } from './schema-kit.ts';
import { transactionSchema } from './schemas.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Reads a copy of `raw` (in place or into new objects), by the fast readers or by zod alone. */
function read(raw: Json, zodOnly: boolean, inPlace = true) {
  const result = readWith(transactionSchema, inPlace ? structuredClone(raw) : raw, { inPlace, zodOnly });
  return result.success
    ? { value: result.data as unknown, drift: driftPaths(result.data) }
    : { issues: result.error.issues.map(({ path, message }) => ({ path, message })) };
}

/**
 * A value as text, everything a strict comparison sees spelled out (bigints, `undefined` members, arrays'
 * holes): thousands of readings compare quickly as text, and a difference is then shown in full.
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

function expectSameReading(raw: Json, label: string) {
  for (const inPlace of [true, false]) {
    const fast = read(raw, false, inPlace);
    const zod = read(raw, true, inPlace);
    if (spelled(fast) !== spelled(zod)) expect(fast, `${label}, in place: ${inPlace}`).toStrictEqual(zod);
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

  it('names an essential field that does not read, as zod does', () => {
    const [first] = recorded;
    const broken = changed(first as Json, ['lt'], 'soon');
    expect(read(broken, false)).toStrictEqual({
      issues: [{ path: ['lt'], message: 'expected a decimal integer string, got a string' }],
    });
  });
}
