/**
 * Where each history entry was scrolled, kept in sessionStorage so back and forward return there after a
 * reload too (useScrollRestoration). Read as a stranger may have written it: only string keys with a
 * position on a page (finite, 0 to SCROLL_MAX_PX) are kept, the last MAX_SCROLL_ENTRIES of them.
 */
export const SCROLL_STORAGE_KEY = 'tonlens.scroll.v1';
/** Positions kept for this many history entries: enough for any back-button walk. */
export const MAX_SCROLL_ENTRIES = 100;
/** Far below any page's height limit in a browser (~33 million px), far above any page of the app. */
const SCROLL_MAX_PX = 10_000_000;
/** A history key is a short random id (React Router's are 8 characters). */
const MAX_KEY_LENGTH = 100;

/** `[history key, position]` as stored: a short string and a position on a page; anything else is not one. */
function isPosition(entry: unknown): entry is [string, number] {
  if (!Array.isArray(entry) || entry.length !== 2) return false;
  const [key, position] = entry as unknown[];
  return (
    typeof key === 'string' &&
    key.length <= MAX_KEY_LENGTH &&
    typeof position === 'number' &&
    position >= 0 &&
    position <= SCROLL_MAX_PX
  );
}

/** The positions stored as `text` (sessionStorage's item); none when it is absent or not a list. */
export function readScrollPositions(text: string | null): Map<string, number> {
  try {
    const stored: unknown = JSON.parse(text ?? '[]');
    // An entry that is not a position is dropped, the others kept.
    if (Array.isArray(stored)) return new Map(stored.filter(isPosition).slice(-MAX_SCROLL_ENTRIES));
  } catch {
    // Not JSON: start afresh.
  }
  return new Map();
}

/** The text to store for `positions`: the last MAX_SCROLL_ENTRIES. */
export function scrollPositionsText(positions: Map<string, number>): string {
  return JSON.stringify([...positions].slice(-MAX_SCROLL_ENTRIES));
}
