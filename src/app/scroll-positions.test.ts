import { describe, expect, it } from 'vitest';
import { HOSTILE_JSON_VALUES, HOSTILE_TEXTS, LONG_TEXT } from '../../test/fixtures/hostile-stored-values.ts';
import { MAX_SCROLL_ENTRIES, readScrollPositions } from './scroll-positions.ts';

describe('stored scroll positions, read as a stranger wrote them (issue 24)', () => {
  it('reads what was stored', () => {
    expect([...readScrollPositions('[["a",10],["b",0]]')]).toEqual([
      ['a', 10],
      ['b', 0],
    ]);
  });

  it('keeps only history keys with a position on the page: finite, not negative', () => {
    const entries = HOSTILE_JSON_VALUES.map((value, index) => [`k${index}`, value]);
    const read = readScrollPositions(JSON.stringify([...entries, ['__proto__', 5], [1, 2], 'x', ['ok', 3]]));
    for (const [key, position] of read) {
      expect(typeof key).toBe('string');
      expect(Number.isFinite(position) && position >= 0 && position <= 1e7, `${key}: ${position}`).toBe(true);
    }
    expect(read.get('ok')).toBe(3);
    expect(read.get('__proto__')).toBe(5);
  });

  it('keeps the last entries only, and reads any text that is not a list as none', () => {
    const many = Array.from({ length: 10_000 }, (_, index) => [`k${index}`, index]);
    const read = readScrollPositions(JSON.stringify(many));
    expect(read.size).toBe(MAX_SCROLL_ENTRIES);
    expect(read.get('k9999')).toBe(9999);
    for (const text of [...HOSTILE_TEXTS, LONG_TEXT, null]) expect(readScrollPositions(text).size).toBe(0);
  });
});
