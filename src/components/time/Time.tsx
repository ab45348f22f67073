import { useSettings } from '../../settings/settings-store.ts';
import { formatAbsolute, formatRelative } from './time-format.ts';
import { useNow } from './useNow.ts';

/**
 * Unix seconds as absolute and relative time together, "2025-08-02 17:14:22 UTC · 3 months ago", in UTC
 * or local time as the user chose; the <time> element carries the ISO value. The relative part is in the
 * page's language (time-format.ts).
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
      {/* The same digits in every language, left to right and isolated in a right-to-left page. */}
      <span dir="ltr">{absolute}</span>
      {relative ? <span className="muted"> · {formatRelative((date.getTime() - now) / 1000)}</span> : null}
    </time>
  );
}
