/**
 * Which key a shortcut is, by where it sits rather than what it prints: `event.code` names the key of a
 * US layout at that place, so `j` is the same key on a Russian (о) or a Persian (ت) keyboard, and the
 * shortcuts need no switch of layout. A synthetic event with no code (a screen keyboard, a script) is
 * matched by its `key` instead. Arrow keys, Escape and Enter print nothing and are matched by `key`.
 */

/** The letter key at a US layout's `letter`, unshifted or shifted alike (the caller checks Shift). */
export function isLetterKey(event: KeyboardEvent, letter: string): boolean {
  if (event.code !== '') return event.code === `Key${letter.toUpperCase()}`;
  return event.key.toLowerCase() === letter;
}

/** `/`: the key a US layout prints it on, unshifted, or any layout's own `/`. */
export function isSlashKey(event: KeyboardEvent): boolean {
  // A `?` typed without Shift held (a script, or a layout that prints it there) is `?`, not `/`.
  return event.key === '/' || (event.code === 'Slash' && !event.shiftKey && event.key !== '?');
}

/** `?`: Shift and the US `/` key (Persian prints ؟ there), or any layout's own `?`. */
export function isQuestionKey(event: KeyboardEvent): boolean {
  return event.key === '?' || (event.code === 'Slash' && event.shiftKey);
}

/**
 * ← and → as "earlier" and "later" on a page laid out in `direction`: the arrow that points at the
 * link of the previous block opens it, so in a right-to-left page (where the previous block's link is on
 * the right) → is "earlier" and ← is "later".
 */
export function stepOfArrow(event: KeyboardEvent, direction: 'ltr' | 'rtl'): -1 | 1 | undefined {
  const step = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : undefined;
  if (step === undefined) return undefined;
  return direction === 'rtl' ? (step === -1 ? 1 : -1) : step;
}

/** The page's direction as <html dir> says it now (src/app/i18n/load-language.ts sets it). */
export function pageDirection(): 'ltr' | 'rtl' {
  return document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
}
