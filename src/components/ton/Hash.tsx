import { CopyButton } from '../ui/CopyButton.tsx';
import { revealInvisible, truncateMiddle } from '../../ton/text-safety.ts';

/** More than any hash (44 base64 characters): a longer "hash" is the server's text, cut in the middle. */
const FULL_SHOWN = 120;

/**
 * This module is the one door through which every hash (transaction, message, code, data, block, state)
 * becomes text. A hash is the server's text like any other: invisible and direction characters are shown
 * as "⟨U+202E⟩", and a value far longer than a hash is cut.
 */
function wholeHash(value: string): string {
  return revealInvisible(truncateMiddle(value, FULL_SHOWN, 8)).text;
}

/**
 * The first `length` characters of a hash and, when that cut it, `cut` ("9hsNzxqe…"): how a transaction
 * is named where its hash is a name rather than a value to read — a row's button, a link, a notice, a tab
 * title. Invisible characters among them are shown.
 */
export function hashPrefix(value: string, length = 8, cut = '…'): string {
  const characters = Array.from(value.slice(0, length * 2));
  const head = revealInvisible(characters.slice(0, length).join('')).text;
  return characters.length > length || value.length > length * 2 ? `${head}${cut}` : head;
}

/** A hash named by its first characters (`hashPrefix`), the whole hash on hover; no copy button. */
export function HashPrefix({ value, length }: { value: string; length?: number }) {
  return (
    <span className="mono" title={wholeHash(value)}>
      {hashPrefix(value, length)}
    </span>
  );
}

/** A base64 hash shortened in the middle; the full value on hover and copy (or shown whole: `full`). */
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
  const whole = wholeHash(value);
  return (
    <span className="mono">
      <span title={whole}>{full ? whole : short}</span>
      {/* The short value in the name keeps several "Copy message hash" buttons distinct. */}
      <CopyButton value={value} label={`${label} ${short}`} />
    </span>
  );
}
