import { describe, expect, it } from 'vitest';
import { boundDepth, boundedJson, deeperThanNote, JSON_DEPTH_LIMIT, nestsDeeperThan } from './bounded-json';

function nested(depth: number): unknown {
  let text = '"bottom"';
  for (let level = 0; level < depth; level++) text = level % 2 ? `[${text}]` : `{"a":${text}}`;
  return JSON.parse(text);
}

describe('boundedJson', () => {
  it('is JSON.stringify for ordinary values', () => {
    for (const value of [{ a: [1, 2, { b: null }], c: 'x', d: true, e: {} }, [], 'text', 12, null]) {
      expect(boundedJson(value)).toBe(JSON.stringify(value, null, 2));
      expect(boundedJson(value, 0)).toBe(JSON.stringify(value));
    }
    expect(boundedJson(undefined)).toBe('undefined');
  });

  it('writes a 10,000-level nested value without overflowing, cut at the limit with a note', () => {
    const value = nested(10_000);
    expect(() => JSON.stringify(value)).toThrow(RangeError);
    const text = boundedJson(value);
    const parsed: unknown = JSON.parse(text);
    expect(nestsDeeperThan(parsed, JSON_DEPTH_LIMIT + 1)).toBe(false);
    expect(text).toContain(JSON.stringify(deeperThanNote(JSON_DEPTH_LIMIT)));
    expect(text).not.toContain('bottom');
    expect(boundedJson(value, 0).length).toBeLessThan(1_000);
  });

  it('keeps a value exactly at the limit whole', () => {
    const value = nested(JSON_DEPTH_LIMIT);
    expect(boundedJson(value)).toBe(JSON.stringify(value, null, 2));
  });

  it('escapes direction and zero-width characters as \\u escapes, in keys and values, still valid JSON', () => {
    const value = { 'k\u202Eey': 'safe\u202Egnp.exe\u200Bname\u2066', tag: 'a\u{E0041}b', lines: 'a\nb' };
    const text = boundedJson(value);
    expect(text).not.toMatch(/[\u202E\u200B\u2066]/u);
    expect(text).toContain('safe\\u202egnp.exe\\u200bname\\u2066');
    expect(text).toContain('a\\udb40\\udc41b');
    expect(JSON.parse(text)).toEqual(value);
  });

  it('writes bigints as their digits', () => {
    expect(boundedJson({ balance: 12345678901234567890n }, 0)).toBe('{"balance":12345678901234567890}');
  });
});

describe('nestsDeeperThan', () => {
  it('measures without recursion', () => {
    expect(nestsDeeperThan(nested(10_000), 100)).toBe(true);
    expect(nestsDeeperThan(nested(3), 3)).toBe(false);
    expect(nestsDeeperThan(nested(4), 3)).toBe(true);
    expect(nestsDeeperThan('text', 0)).toBe(false);
  });
});

describe('boundDepth', () => {
  it('copies a 10,000-level value so that a structured clone of it no longer overflows', () => {
    const value = { id: 1, bytes: new ArrayBuffer(2), deep: nested(10_000) };
    expect(() => structuredClone(value)).toThrow(RangeError);
    const bounded = boundDepth(value) as typeof value;
    expect(structuredClone(bounded).id).toBe(1);
    expect(bounded.bytes).toBe(value.bytes);
    expect(nestsDeeperThan(bounded, JSON_DEPTH_LIMIT + 1)).toBe(false);
    expect(JSON.stringify(bounded)).toContain(deeperThanNote(JSON_DEPTH_LIMIT));
  });

  it('keeps a value within the limit as it was', () => {
    const value = { a: [1, 'x', { b: null, c: 5n }] };
    expect(boundDepth(value)).toEqual(value);
  });
});
