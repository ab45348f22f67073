import { describe, expect, it } from 'vitest';
import { formatRelative } from './time-format.ts';

// The oracle: what the hand-written English formatter replaces (see formatUnits in time-format.ts).
const intl = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const UNITS = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
] as const;

function expected(seconds: number): string {
  const magnitude = Math.abs(seconds);
  if (magnitude < 45) return 'just now';
  const [unit, size] = UNITS.find(([, length]) => magnitude >= length) ?? (['second', 1] as const);
  return intl.format(Math.round(seconds / size), unit);
}

describe('formatRelative', () => {
  it('says what Intl.RelativeTimeFormat says, for every unit, both directions and large counts', () => {
    const samples = [0, 10, 44, 45, 59, 60, 89, 90, 3599, 3600, 5400, 86_399, 86_400, 129_600, 172_800];
    for (const [, size] of UNITS)
      for (const count of [1, 1.4, 1.6, 2, 3, 11, 29, 1_500]) samples.push(size * count);
    samples.push(365 * 24 * 3600 * 1_234_567);
    for (const magnitude of samples) {
      for (const seconds of [magnitude, -magnitude]) expect(formatRelative(seconds)).toBe(expected(seconds));
    }
  });

  it('uses English words for the nearest of each unit', () => {
    expect(formatRelative(-365 * 24 * 3600)).toBe('last year');
    expect(formatRelative(24 * 3600)).toBe('tomorrow');
    expect(formatRelative(-3 * 30 * 24 * 3600)).toBe('3 months ago');
  });
});
