/**
 * Look-alike defence: hovering or focusing an address outlines every occurrence of the same account on
 * the page. One constructed stylesheet rule keyed by the raw address does it without re-rendering any
 * component (and, being CSSOM, it passes a Content Security Policy that forbids inline <style>).
 */
let sheet: CSSStyleSheet | null | undefined;

function highlightSheet(): CSSStyleSheet | null {
  if (sheet !== undefined) return sheet;
  const supported =
    typeof document !== 'undefined' &&
    typeof CSSStyleSheet !== 'undefined' &&
    'adoptedStyleSheets' in document &&
    'replaceSync' in CSSStyleSheet.prototype;
  sheet = supported ? new CSSStyleSheet() : null;
  if (sheet) document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  return sheet;
}

export function highlightAccount(raw: string | undefined) {
  highlightSheet()?.replaceSync(
    raw
      ? `[data-account="${CSS.escape(raw)}"] { outline: 2px solid var(--color-accent); outline-offset: 1px; border-radius: 3px; background: var(--color-highlight); }`
      : '',
  );
}

/**
 * A deterministic pair of hues for an account, so two addresses that look alike at a glance (same
 * start, same end) still wear different colours. FNV-1a over the whole raw form.
 */
export function accountHues(raw: string): [number, number] {
  let hash = 0x811c9dc5;
  for (let index = 0; index < raw.length; index++) {
    hash ^= raw.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return [hash % 360, (hash >>> 9) % 360];
}
