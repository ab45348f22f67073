import { CopyButton } from '../ui/CopyButton.tsx';
import { truncateMiddle } from '../../ton/text-safety.ts';

/** A base64 hash shortened in the middle; the full value on hover and copy. */
export function Hash({
  value,
  label = 'hash',
  full = false,
}: {
  value: string | null | undefined;
  label?: string;
  full?: boolean;
}) {
  if (!value) return <span className="muted">—</span>;
  const short = truncateMiddle(value, 8, 6);
  return (
    <span className="mono">
      <span title={value}>{full ? value : short}</span>
      {/* The short value in the name keeps several "Copy message hash" buttons distinct. */}
      <CopyButton value={value} label={`${label} ${short}`} />
    </span>
  );
}
