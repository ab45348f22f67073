/** Times as text: relative ("3 months ago") and absolute ("2025-08-02 17:14:22 UTC"), as Time shows them. */
import { formatCount } from '../../ton/count.ts';

type RelativeUnit = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second';

const UNITS: ReadonlyArray<readonly [RelativeUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** What English says for -1, 0 and 1 of a unit (Intl.RelativeTimeFormat's numeric: 'auto'). */
const NEAR: Record<RelativeUnit, readonly [string, string, string]> = {
  year: ['last year', 'this year', 'next year'],
  month: ['last month', 'this month', 'next month'],
  day: ['yesterday', 'today', 'tomorrow'],
  hour: ['1 hour ago', 'this hour', 'in 1 hour'],
  minute: ['1 minute ago', 'this minute', 'in 1 minute'],
  second: ['1 second ago', 'now', 'in 1 second'],
};

/**
 * `new Intl.RelativeTimeFormat('en', { numeric: 'auto' }).format(value, unit)`, written out: the first
 * Intl formatter of a page loads its locale data, ~25 ms of a phone's first render for two words.
 */
function formatUnits(value: number, unit: RelativeUnit): string {
  const near = NEAR[unit][value + 1];
  if (near !== undefined) return near;
  const count = formatCount(Math.abs(value));
  return value < 0 ? `${count} ${unit}s ago` : `in ${count} ${unit}s`;
}

/** "3 months ago", from the difference in seconds (negative: in the past). */
export function formatRelative(seconds: number): string {
  const magnitude = Math.abs(seconds);
  // The page clock ticks every 30 s, so something fetched a moment ago can read as "in 1 second".
  if (magnitude < 45) return 'just now';
  for (const [unit, size] of UNITS) {
    if (magnitude >= size || unit === 'second') return formatUnits(Math.round(seconds / size), unit);
  }
  return formatUnits(0, 'second');
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** "2025-08-02 17:14:22 UTC" or the same in the browser's zone with its offset, e.g. "UTC+2". */
export function formatAbsolute(date: Date, timeZone: 'utc' | 'local'): string {
  if (timeZone === 'utc') {
    const iso = date.toISOString();
    return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
  }
  const offsetMinutes = -date.getTimezoneOffset();
  const sign = offsetMinutes >= 0 ? '+' : '−';
  const offset = Math.abs(offsetMinutes);
  const zone = `UTC${sign}${Math.floor(offset / 60)}${offset % 60 ? `:${pad(offset % 60)}` : ''}`;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}:${pad(date.getSeconds())} ${zone}`;
}
