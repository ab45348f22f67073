/** Masterchain block sequence numbers are unsigned 32-bit integers. */
export const MAX_SEQNO = 2 ** 32 - 1;

import { t } from './i18n/door.ts';
import { shownStrangerText } from './text/text-safety.ts';
import { seqnoMessages } from './seqno-messages.ts';

/** How much of a person's typed or linked text a message quotes back, in characters (before "…"). */
export const ECHO_SHOWN = 60;

/**
 * Text a person typed or followed, as a message quotes it: invisible and direction-changing characters
 * are made visible (a "%E2%80%AE" in a link must not reorder the page), and it is cut to ECHO_SHOWN
 * characters (40 from the start, "…", 16 from the end), so a 3,000-character URL makes a short message.
 */
export function echoedInput(text: string): string {
  return shownStrangerText(text, ECHO_SHOWN - 20, 16);
}

export type SeqnoParseResult = { ok: true; seqno: number } | { ok: false; message: string };

/**
 * Reads a seqno typed by a person or found in a URL. Refuses anything that is not a plain decimal
 * integer in 0..2^32−1, with a message saying why, so no request is ever made for it.
 */
export function parseSeqno(text: string): SeqnoParseResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: t(seqnoMessages.empty) };
  if (trimmed.startsWith('-'))
    return { ok: false, message: t(seqnoMessages.negative, { input: echoedInput(trimmed) }) };
  if (!/^\d+$/.test(trimmed)) {
    return {
      ok: false,
      message: t(seqnoMessages.notDigits, { input: echoedInput(trimmed) }),
    };
  }
  if (trimmed.length > 10 || Number(trimmed) > MAX_SEQNO) {
    return {
      ok: false,
      message: t(seqnoMessages.tooLarge, { input: echoedInput(trimmed), max: String(MAX_SEQNO) }),
    };
  }
  return { ok: true, seqno: Number(trimmed) };
}
