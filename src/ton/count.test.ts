import { describe, expect, it } from 'vitest';
import { countOf, formatCount } from './count.ts';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [1024, '1,024'],
    [5_000_000, '5,000,000'],
    [-1200, '-1,200'],
    [2n ** 64n, '18,446,744,073,709,551,616'],
  ] as const)('%s → %s', (n, text) => {
    expect(formatCount(n)).toBe(text);
  });
});

describe('countOf', () => {
  it.each([
    [0, 'account', undefined, '0 accounts'],
    [1, 'account', undefined, '1 account'],
    [1n, 'byte', undefined, '1 byte'],
    [2, 'account', undefined, '2 accounts'],
    [1024, 'account', undefined, '1,024 accounts'],
    [1, 'entry', 'entries', '1 entry'],
    [3, 'entry', 'entries', '3 entries'],
  ] as const)('%s %s → %s', (n, singular, plural, text) => {
    expect(countOf(n, singular, plural)).toBe(text);
  });
});
