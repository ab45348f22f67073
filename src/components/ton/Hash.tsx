import { CopyButton } from '../ui/CopyButton.tsx';
import { revealInvisible, truncateMiddle } from '../../ton/text-safety.ts';

/** More than any hash (44 base64 characters): a longer "hash" is the server's text, cut in the middle. */
const FULL_SHOWN = 120;

/**
 * A base64 hash shortened in the middle; the full value on hover and copy. A hash is the server's text
 * like any other: invisible and direction characters are shown as "⟨U+202E⟩" (this is the one door every
 * hash goes through), and a value far longer than a hash is cut.
 */
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
  const short = revealInvisible(truncateMiddle(value, 8, 6)).text;
  const whole = revealInvisible(truncateMiddle(value, FULL_SHOWN, 8)).text;
  return (
    <span className="mono">
      <span title={whole}>{full ? whole : short}</span>
      {/* The short value in the name keeps several "Copy message hash" buttons distinct. */}
      <CopyButton value={value} label={`${label} ${short}`} />
    </span>
  );
}
