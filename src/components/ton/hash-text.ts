/**
 * This module is the one door through which every hash (transaction, message, code, data, block, state)
 * becomes text; Hash.tsx shows what it makes. A hash is the server's text like any other: invisible and
 * direction characters are shown as "⟨U+202E⟩", and a value far longer than a hash is cut.
 */
import { revealInvisible, truncateMiddle } from '../../ton/text/text-safety.ts';

/** More than any hash (44 base64 characters): a longer "hash" is the server's text, cut in the middle. */
const FULL_SHOWN = 120;

/** The whole hash, as its title and its `full` form show it (only an absurdly long one is cut). */
export function wholeHash(value: string): string {
  return revealInvisible(truncateMiddle(value, FULL_SHOWN, 8)).text;
}

/** The hash shortened in the middle, as Hash shows it and names its copy button. */
export function shortHash(value: string): string {
  return revealInvisible(truncateMiddle(value, 8, 6)).text;
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
