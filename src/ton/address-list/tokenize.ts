/**
 * Splitting pasted text into tokens: one pass over the characters with a lookup table (separators,
 * line breaks, invisible characters chat apps insert), and the sentence punctuation a token sheds.
 */

const TOKEN = 0;
const SEPARATOR = 1;
const NEWLINE = 2;
/** Invisible characters that chat apps insert (soft hyphens, zero-width breaks): dropped, even inside. */
const IGNORABLE = 3;

const ASCII_CLASS = (() => {
  const table = new Uint8Array(128); // TOKEN by default
  for (let c = 0; c <= 0x20; c++) table[c] = SEPARATOR;
  table[0x7f] = SEPARATOR;
  table[0x0a] = NEWLINE;
  // CSV and chat punctuation: quotes and brackets only ever wrap an address, never belong to one.
  for (const c of ',;|"\'`()[]{}<>') table[c.charCodeAt(0)] = SEPARATOR;
  return table;
})();

function classOf(code: number): number {
  if (code < 128) return ASCII_CLASS[code] ?? TOKEN;
  switch (code) {
    case 0x00ad: // soft hyphen
    case 0x200b: // zero-width space
    case 0x200c:
    case 0x200d:
    case 0x2060: // word joiner
    case 0xfeff: // BOM / zero-width no-break space
      return IGNORABLE;
    case 0x0085:
    case 0x2028:
    case 0x2029:
      return NEWLINE;
    case 0x00a0: // no-break space
    case 0x1680:
    case 0x202f:
    case 0x205f:
    case 0x3000: // ideographic space
    case 0x00ab: // « »
    case 0x00bb:
    case 0x2018: // ‘ ’ “ ”
    case 0x2019:
    case 0x201c:
    case 0x201d:
    case 0x3001: // ideographic comma
    case 0xff0c: // fullwidth comma
    case 0xff1b: // fullwidth semicolon
      return SEPARATOR;
    default:
      return code >= 0x2000 && code <= 0x200a ? SEPARATOR : TOKEN;
  }
}

export const IGNORABLE_CHARS = /[\u00AD\u200B-\u200D\u2060\uFEFF]/g;

/**
 * Calls `handle` with each token of `text` (invisible characters dropped), its 1-based line and where it
 * starts and ends in `text`; `lineStarts` gets where each line starts.
 */
export function forEachToken(
  text: string,
  handle: (token: string, line: number, start: number, end: number) => void,
  lineStarts: number[],
): void {
  let line = 1;
  let start = -1;
  let hasIgnorable = false;
  for (let i = 0; i <= text.length; i++) {
    const code = i === text.length ? 0x0a : text.charCodeAt(i);
    // A lone CR (old Mac exports) ends a line; the CR of a CRLF is just a separator.
    const kind = code === 0x0d && text.charCodeAt(i + 1) !== 0x0a ? NEWLINE : classOf(code);
    if (kind === TOKEN || kind === IGNORABLE) {
      if (start < 0) start = i;
      if (kind === IGNORABLE) hasIgnorable = true;
      continue;
    }
    if (start >= 0) {
      const slice = text.slice(start, i);
      handle(hasIgnorable ? slice.replace(IGNORABLE_CHARS, '') : slice, line, start, i);
      start = -1;
      hasIgnorable = false;
    }
    if (kind === NEWLINE) {
      line++;
      lineStarts.push(i + 1);
    }
  }
}

/** Sentence punctuation glued to the end of a pasted address ("send to EQ….") is not part of it. */
export function trimTrailingPunctuation(token: string): string {
  let end = token.length;
  while (end > 0) {
    const code = token.charCodeAt(end - 1);
    if (code !== 46 && code !== 33 && code !== 63) break; // . ! ?
    end--;
  }
  return end === token.length ? token : token.slice(0, end);
}
