import { describe, expect, it } from 'vitest';
import {
  array,
  decodeInPlace,
  driftIn,
  driftOf,
  int,
  lenient,
  lenientInt,
  lenientString,
  looseObject,
  map,
  nullish,
  oneOf,
  record,
  strictObject,
  string,
  withDefault,
} from './decoder.ts';

describe('decoders', () => {
  it('name the failing field by its path, through objects and arrays', () => {
    const schema = looseObject({ items: array(looseObject({ id: string() })) });
    const result = schema.safeParse({ items: [{ id: 'a' }, { id: 7 }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['items', 1, 'id']);
    expect(() => schema.parse({ items: 'x' })).toThrow(/items: expected an array/);
  });

  it('lenient: absent stays absent, null stays null, a wrong value becomes undefined', () => {
    const schema = looseObject({ a: lenient(int()), b: lenientString(), c: lenientString() });
    const decoded = schema.parse({ a: 'x', b: null, extra: { kept: true } });
    expect(decoded).toStrictEqual({ a: undefined, b: null, extra: { kept: true } });
    expect('c' in decoded).toBe(false);
    expect(schema.parse({ b: 42, c: 'ok' })).toStrictEqual({ b: undefined, c: 'ok' });
  });

  it('int accepts only integers a double holds exactly', () => {
    expect(int().safeParse(2 ** 53 - 1).success).toBe(true);
    expect(int().safeParse(2 ** 53).success).toBe(false);
    expect(int().safeParse(1.5).success).toBe(false);
  });

  it('strictObject drops fields it does not list; looseObject keeps them', () => {
    expect(strictObject({ a: string() }).parse({ a: 'x', b: 1 })).toStrictEqual({ a: 'x' });
    expect(looseObject({ a: string() }).parse({ a: 'x', b: 1 })).toStrictEqual({ a: 'x', b: 1 });
  });

  it('record renames keys and can leave out the entries that do not decode', () => {
    const schema = record(looseObject({ n: int() }), {
      mapKey: (key) => key.toUpperCase(),
      skipInvalid: true,
    });
    expect(schema.parse({ a: { n: 1 }, b: 'junk' })).toStrictEqual({ A: { n: 1 } });
    expect(record(int()).safeParse({ a: 'x' }).error?.issues[0]?.path).toEqual(['a']);
  });

  it('map, withDefault, nullish and oneOf', () => {
    expect(map(string(), (text) => text.length).parse('abc')).toBe(3);
    expect(withDefault(oneOf(['a', 'b']), 'a').parse('c')).toBe('a');
    expect(withDefault(oneOf(['a', 'b']), 'a').parse(undefined)).toBe('a');
    expect(nullish(string()).parse(null)).toBeNull();
    expect(nullish(string()).safeParse(1).success).toBe(false);
  });

  it('does not change the input', () => {
    const input = { a: '1', nested: { b: 2 } };
    const copy = structuredClone(input);
    looseObject({ a: map(string(), Number), nested: looseObject({ b: int() }) }).parse(input);
    expect(input).toStrictEqual(copy);
  });
});

describe('drift: fields sent but not readable', () => {
  const schema = looseObject({
    count: lenientInt(),
    name: lenientString(),
    ref: lenient(looseObject({ seqno: int() })),
    ids: lenient(array(int())),
    items: array(looseObject({ n: lenientInt() })),
  });

  it('are listed on the object that holds them, with what was expected and what came', () => {
    const decoded = schema.parse({ count: '7', name: 'ok', ref: { seqno: 'x' }, ids: [1, 'two'], items: [] });
    expect(decoded.count).toBeUndefined();
    expect(decoded.ref).toBeUndefined();
    expect(driftOf(decoded)).toEqual([
      { field: 'count', message: 'expected an integer, got a string' },
      { field: 'ref', message: 'seqno: expected an integer, got a string' },
      { field: 'ids', message: '[1]: expected an integer, got a string' },
    ]);
    expect(driftIn(decoded, 'ref')).toBe('seqno: expected an integer, got a string');
    expect(driftIn(decoded, 'name')).toBeUndefined();
  });

  it('absent and null are not drift', () => {
    const decoded = schema.parse({ count: null, ref: null, items: [{ n: null }, {}] });
    expect(driftOf(decoded)).toEqual([]);
    expect(decoded.items.map(driftOf)).toEqual([[], []]);
  });

  it('is kept per object, inside arrays too, and is invisible to JSON, keys and equality', () => {
    const input = { items: [{ n: 1 }, { n: 1.5 }], extra: true };
    const decoded = schema.parse(input);
    expect(driftOf(decoded)).toEqual([]);
    expect(driftOf(decoded.items[1])).toEqual([
      { field: 'n', message: 'expected an integer, got a fractional number' },
    ]);
    expect(JSON.stringify(decoded)).toBe(JSON.stringify({ ...input, items: [{ n: 1 }, { n: undefined }] }));
    expect(Object.keys(decoded.items[1] ?? {})).toEqual(['n']);
    expect(decoded.items[1]).toStrictEqual({ n: undefined });
    expect(driftOf({ ...decoded.items[1] })).toEqual([]);
  });

  it('is recorded by strict objects and by in-place decoding alike', () => {
    expect(driftOf(strictObject({ a: lenientString() }).parse({ a: 1 }))).toEqual([
      { field: 'a', message: 'expected a string, got an integer' },
    ]);
    const raw = { items: [{ n: 'x' }] };
    const result = decodeInPlace(schema, raw);
    expect(result.success).toBe(true);
    expect(driftOf(raw.items[0])).toEqual([{ field: 'n', message: 'expected an integer, got a string' }]);
  });

  it('is not left over for the next decode after a failure or a top-level tolerant decode', () => {
    expect(lenient(int()).parse('x')).toBeUndefined();
    expect(schema.safeParse({ items: 'no' }).success).toBe(false);
    expect(driftOf(schema.parse({ items: [] }))).toEqual([]);
  });
});
