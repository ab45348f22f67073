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
  return (
    <span className="mono">
      <span title={value}>{full ? value : truncateMiddle(value, 8, 6)}</span>
      <CopyButton value={value} label={label} />
    </span>
  );
}
