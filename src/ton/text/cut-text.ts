/**
 * Cutting text to a length without breaking a character: a cut at a UTF-16 index can leave half of an
 * emoji (a lone surrogate, invalid text that is stored and shown as "�"), and a cut at a code point can
 * leave a letter without its accent or a family emoji in pieces. Names and labels are cut here.
 */

// Made at the first cut that needs it, not when this module loads: the first Intl.Segmenter of a page
// loads ICU's grapheme rules, 100–600 ms on a loaded 2-core machine (docs/decisions/
// 2026-11-26-no-long-tasks.md) — in the block page's chunk that was most of its evaluation task.
let segmenter: Intl.Segmenter | null | undefined;

function graphemes(): Intl.Segmenter | undefined {
  if (segmenter === undefined) {
    segmenter =
      typeof Intl !== 'undefined' && 'Segmenter' in Intl
        ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
        : null;
  }
  return segmenter ?? undefined;
}

/** The first code points of `text`, at most `max` of them (a surrogate pair is never split). */
function firstCodePoints(text: string, max: number): string {
  let end = 0;
  for (let seen = 0; seen < max && end < text.length; seen++) {
    const code = text.charCodeAt(end);
    const next = text.charCodeAt(end + 1);
    end += code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff ? 2 : 1;
  }
  return text.slice(0, end);
}

/**
 * `text` cut to at most `max` code points, at the end of a whole character as a reader sees it (a
 * grapheme cluster: an emoji sequence, a letter with its accents); a cluster that would cross the limit is
 * left out whole. The count is in code points, so a cluster of thousands of combining marks cannot make a
 * "short" text long; a first cluster longer than the limit on its own is cut at a code point. Lone
 * surrogates already in `text` are kept as they are (they are shown through text-safety).
 */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = firstCodePoints(text, max);
  if (cut.length === text.length) return cut;
  const clusters = graphemes();
  if (!clusters) return cut;
  let end = 0;
  // Only the clusters around the cut matter: segment the cut text and one cluster's worth beyond it.
  for (const { segment, index } of clusters.segment(text.slice(0, cut.length + 64))) {
    if (index + segment.length > cut.length) break;
    end = index + segment.length;
  }
  return end === 0 ? cut : text.slice(0, end);
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `text` with every lone surrogate (half of a character: invalid UTF-16) replaced by U+FFFD. */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}
