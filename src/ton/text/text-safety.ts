/**
 * Text on chain — comments, jetton and NFT names, metadata URLs — is written by strangers and
 * is the raw material of spoofing: a right-to-left override (U+202E) makes "exe.gpj" read as
 * "jpg.exe", zero-width characters make two different names look identical, and control
 * characters can break layouts. React already escapes HTML; these helpers deal with what
 * escaping cannot: characters that are invisible or reorder the text around them.
 */

/**
 * Characters made visible by revealInvisible:
 * - \p{Cc} control characters, C0 (U+0000–U+001F), DEL and C1 (U+007F–U+009F), except "\n" and "\t";
 * - \p{Cf} format characters, which include every zero-width character (U+200B–U+200D,
 *   U+2060, U+FEFF), the bidi marks, embeddings, overrides and isolates (U+200E, U+200F,
 *   U+061C, U+202A–U+202E, U+2066–U+2069), the soft hyphen U+00AD and the Unicode tag
 *   characters U+E0000–U+E007F that can smuggle invisible ASCII;
 * - \p{Zl} \p{Zp} U+2028/U+2029 line and paragraph separators;
 * - \p{Cs} lone surrogates (invalid UTF-16, rendered as nothing or "�");
 * - Hangul fillers U+115F, U+1160, U+3164, U+FFA0: letters by category, but blank, and a
 *   common way to fake an empty or look-alike name.
 * Trade-off: a ZWJ inside an emoji sequence (👨‍👩‍👧) is revealed too, so such an emoji shows
 * as its parts with "⟨U+200D⟩" between them.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\u115F\u1160\u3164\uFFA0]/gu;

/** "⟨U+202E⟩": at least four uppercase hex digits, like the Unicode charts. */
function escapeCodePoint(char: string): string {
  const hex = (char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');
  return `\u27E8U+${hex}\u27E9`;
}

/**
 * Replaces invisible and direction-changing characters with visible escapes such as "⟨U+202E⟩"
 * and reports whether anything was replaced, so the UI can warn ("this text contains hidden
 * characters"). "\n" and "\t" are kept. A stranger can also type "⟨U+202E⟩" literally; that is
 * harmless, because what is shown is then exactly what is there.
 */
export function revealInvisible(text: string): { text: string; changed: boolean } {
  let changed = false;
  const revealed = text.replace(INVISIBLE, (char) => {
    if (char === '\n' || char === '\t') return char;
    changed = true;
    return escapeCodePoint(char);
  });
  return { text: revealed, changed };
}

function assertCount(name: string, n: number): void {
  if (!Number.isInteger(n) || n < 0) {
    throw new RangeError(`${name} must be a non-negative integer, got ${n}`);
  }
}

/**
 * Shortens long text by keeping `keepStart` characters at the start and `keepEnd` at the end,
 * joined by "…": `truncateMiddle('0123456789', 3, 2)` → "012…89". Counts Unicode code points, not UTF-16
 * units, so a surrogate pair (an emoji, say) is never cut in half. Text that would not get
 * shorter (length ≤ keepStart + keepEnd + 1) is returned unchanged.
 * @param keepStart code points to keep at the start (integer ≥ 0)
 * @param keepEnd code points to keep at the end (integer ≥ 0)
 */
export function truncateMiddle(text: string, keepStart: number, keepEnd: number): string {
  assertCount('keepStart', keepStart);
  assertCount('keepEnd', keepEnd);
  const chars = Array.from(text);
  if (chars.length <= keepStart + keepEnd + 1) return text;
  return `${chars.slice(0, keepStart).join('')}\u2026${chars.slice(chars.length - keepEnd).join('')}`;
}

/** How much of a server's message is shown, in characters: a proxy may answer with a whole page of text. */
export const SERVER_MESSAGE_SHOWN = 300;

/**
 * A stranger's text as a view shows it in a bounded space (a message, an echo of input, a reason): cut to
 * `keepStart` + `keepEnd` code points around "…", invisible characters made visible, then cut again, since
 * revealing makes each hidden character eight long (⟨U+202E⟩) and must not make the text long again.
 */
export function shownStrangerText(text: string, keepStart: number, keepEnd = 0): string {
  return truncateMiddle(revealInvisible(truncateMiddle(text, keepStart, keepEnd)).text, keepStart, keepEnd);
}

/**
 * Parses a URL from untrusted data and returns it only if it is an absolute http: or https:
 * URL without credentials; null otherwise. Use the returned, normalized href in the link
 * (not the original string) so that what was checked is what the browser follows.
 *
 * Rejected: javascript:, data:, vbscript:, file:, blob: and every other scheme; relative URLs;
 * unparsable strings; and URLs with a user name or password ("https://bank.com@evil.example/"
 * shows a trusted name but goes to evil.example).
 */
export function toSafeHttpUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  if (parsed.username !== '' || parsed.password !== '') return null;
  return parsed.href;
}

/** True if `url` is an absolute http: or https: URL without credentials; see toSafeHttpUrl. */
export function isSafeHttpUrl(url: string): boolean {
  return toSafeHttpUrl(url) !== null;
}

/**
 * Invisible characters for text that must stay valid JSON (the raw views): each becomes a `\uXXXX`
 * escape, which means the same character to any JSON reader but shows as text. Use it on the output of
 * JSON.stringify: outside strings that output is plain ASCII, so only characters inside strings change.
 * "\n" and "\t" inside strings are escaped by JSON.stringify already; the line breaks between members are
 * kept. An astral character (a tag character, U+E0000–U+E007F) becomes its two surrogate escapes.
 */
export function escapeInvisibleInJson(json: string): string {
  return json.replace(INVISIBLE, (char) => {
    if (char === '\n' || char === '\t') return char;
    let escaped = '';
    for (let index = 0; index < char.length; index++) {
      escaped += `\\u${char.charCodeAt(index).toString(16).padStart(4, '0')}`;
    }
    return escaped;
  });
}

/** The scripts a look-alike is built from: letters of two of them in one label read as one word. */
const CONFUSABLE_SCRIPTS = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Cherokee', /\p{Script=Cherokee}/u],
] as const;

/**
 * The scripts mixed within one label of a name (`tоlya.ton` with a Cyrillic "о": `['Latin', 'Cyrillic']`),
 * or an empty list when every label is written in one script. Labels are split at dots; digits, hyphens
 * and other common characters belong to no script. A name like "пример.ton" (Cyrillic label, Latin TLD)
 * is not mixed: each label on its own is one script.
 */
export function mixedScripts(name: string): string[] {
  const found = new Set<string>();
  for (const label of name.split('.')) {
    const inLabel: string[] = [];
    for (const [script, pattern] of CONFUSABLE_SCRIPTS) if (pattern.test(label)) inLabel.push(script);
    if (inLabel.length > 1) for (const script of inLabel) found.add(script);
  }
  return [...found];
}
