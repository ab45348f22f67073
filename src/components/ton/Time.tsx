/** Unix seconds as UTC, e.g. "2025-08-02 17:14:22 UTC"; the <time> element carries the ISO value. */
export function Time({ unixSeconds }: { unixSeconds: number | bigint | null | undefined }) {
  if (unixSeconds === null || unixSeconds === undefined) return <span className="muted">—</span>;
  const date = new Date(Number(unixSeconds) * 1000);
  if (Number.isNaN(date.getTime())) return <span className="muted">—</span>;
  const iso = date.toISOString();
  return <time dateTime={iso}>{`${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`}</time>;
}
