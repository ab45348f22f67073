import { formatTon } from '../../ton/amount.ts';

/** A TON amount (nanotons, bigint). The exact value is always on hover; digits never pass through a float. */
export function Amount({
  nanotons,
  signed = false,
}: {
  nanotons: bigint | null | undefined;
  signed?: boolean;
}) {
  if (nanotons === null || nanotons === undefined) return <span className="muted">—</span>;
  const text = formatTon(nanotons);
  const prefix = signed && nanotons > 0n ? '+' : '';
  return (
    <span className="mono" title={`${prefix}${text} TON = ${nanotons.toString()} nanotons`}>
      {prefix}
      {text} TON
    </span>
  );
}
