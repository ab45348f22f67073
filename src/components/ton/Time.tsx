import { useSettings } from '../../settings/settings-store.ts';
import { useNow } from './useNow.ts';

// Made on first use: the first Intl formatter of a page loads its locale data (tens of ms), which at
// module load would lengthen the app's first task even on pages that show no time.
let relativeFormat: Intl.RelativeTimeFormat | undefined;
function relative(): Intl.RelativeTimeFormat {
  return (relativeFormat ??= new Intl.RelativeTimeFormat('en', { numeric: 'auto' }));
}
const UNITS: ReadonlyArray<readonly [Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "3 months ago", from the difference in seconds (negative: in the past). */
export function formatRelative(seconds: number): string {
  const magnitude = Math.abs(seconds);
  // The page clock ticks every 30 s, so something fetched a moment ago can read as "in 1 second".
  if (magnitude < 45) return 'just now';
  for (const [unit, size] of UNITS) {
    if (magnitude >= size || unit === 'second') return relative().format(Math.round(seconds / size), unit);
  }
  return relative().format(0, 'second');
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

/**
 * Unix seconds as absolute and relative time together, "2025-08-02 17:14:22 UTC · 3 months ago", in UTC
 * or local time as the user chose; the <time> element carries the ISO value.
 */
export function Time({
  unixSeconds,
  relative = true,
}: {
  unixSeconds: number | bigint | null | undefined;
  relative?: boolean;
}) {
  const { timeZone } = useSettings();
  const now = useNow();
  if (unixSeconds === null || unixSeconds === undefined) return <span className="muted">—</span>;
  // Unix seconds fit a double exactly for the next 285 million years.
  const date = new Date(Number(unixSeconds) * 1000);
  if (Number.isNaN(date.getTime())) return <span className="muted">—</span>;
  const absolute = formatAbsolute(date, timeZone);
  return (
    <time dateTime={date.toISOString()} title={date.toISOString()}>
      {absolute}
      {relative ? <span className="muted"> · {formatRelative((date.getTime() - now) / 1000)}</span> : null}
    </time>
  );
}
