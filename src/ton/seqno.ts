/** Masterchain block sequence numbers are unsigned 32-bit integers. */
export const MAX_SEQNO = 2 ** 32 - 1;

export type SeqnoParseResult = { ok: true; seqno: number } | { ok: false; message: string };

/**
 * Reads a seqno typed by a person or found in a URL. Refuses anything that is not a plain decimal
 * integer in 0..2^32−1, with a message saying why, so no request is ever made for it.
 */
export function parseSeqno(text: string): SeqnoParseResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: 'Enter a block number (seqno).' };
  if (trimmed.startsWith('-'))
    return { ok: false, message: `“${trimmed}” is negative: block numbers start at 0.` };
  if (!/^\d+$/.test(trimmed)) {
    return { ok: false, message: `“${trimmed}” is not a block number: use digits only, like 50503953.` };
  }
  if (trimmed.length > 10 || Number(trimmed) > MAX_SEQNO) {
    return { ok: false, message: `“${trimmed}” is too large: block numbers go up to ${MAX_SEQNO}.` };
  }
  return { ok: true, seqno: Number(trimmed) };
}
