import { useState } from 'react';
import { revealInvisible } from '../../ton/text/text-safety.ts';
import styles from './StrangerText.module.css';
import { t } from '../../ton/i18n/door.ts';
import { tonMessages as m } from './ton-messages.ts';

/** Characters shown of a long text until the user asks for all of it. */
const STRANGER_TEXT_SHOWN = 500;
/** A text this much longer than what is shown is shown whole: a button to reveal 100 characters is noise. */
const SLACK = 100;

/** The first `count` code points of `text` (a surrogate pair is never cut in half). */
function firstCodePoints(text: string, count: number): string {
  let end = 0;
  for (let seen = 0; seen < count && end < text.length; seen++) {
    const code = text.charCodeAt(end);
    end += code >= 0xd800 && code <= 0xdbff && end + 1 < text.length ? 2 : 1;
  }
  return text.slice(0, end);
}

function codePointLength(text: string): number {
  let length = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code >= 0xd800 && code <= 0xdbff && index + 1 < text.length) index++;
    length++;
  }
  return length;
}

/**
 * Text written by a stranger (a comment, a token's name or description, a domain, a long string in the
 * raw view): shown as text with invisible and direction characters made visible ("⟨U+202E⟩"), and, when
 * long, only its first `shown` characters until the user presses "Show all N characters" — a 20,000
 * character comment must not fill the page, nor one text node hold all of it before anyone asked.
 * `revealed` says whether anything was made visible, for a caller that warns about it. Its own direction
 * (dir="auto", isolated): a Persian comment reads right to left and an English one left to right on any
 * page, and neither reorders the sentence around it.
 */
export function StrangerText({
  text,
  shown = STRANGER_TEXT_SHOWN,
  className,
}: {
  text: string;
  shown?: number;
  className?: string | undefined;
}) {
  const [all, setAll] = useState(false);
  const long = text.length > shown + SLACK && codePointLength(text) > shown + SLACK;
  if (!long || all) {
    return (
      <span className={className ?? styles.text} dir="auto">
        {revealInvisible(text).text}
      </span>
    );
  }
  const total = codePointLength(text);
  return (
    <span className={className ?? styles.text} dir="auto">
      {revealInvisible(firstCodePoints(text, shown)).text}…
      <button type="button" className={styles.more} onClick={() => setAll(true)}>
        {t(m.showAll, { count: total })}
      </button>
    </span>
  );
}
