/**
 * The raw view and "copy as curl": what the server really sent, and how to ask it again.
 */
import { boundedJson } from '../ton/text/bounded-json.ts';

/** The raw JSON of one transaction as the server sent it, found by hash in the bodies of the block's requests. */
export function findRawTransaction(rawBodies: readonly unknown[], hash: string): unknown {
  for (const body of rawBodies) {
    if (typeof body !== 'object' || body === null || !('transactions' in body)) continue;
    const transactions = (body as { transactions: unknown }).transactions;
    if (!Array.isArray(transactions)) continue;
    const found: unknown = transactions.find(
      (transaction: unknown) =>
        typeof transaction === 'object' &&
        transaction !== null &&
        (transaction as { hash?: unknown }).hash === hash,
    );
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * A shell command per request, each URL in single quotes (a quote inside is closed, escaped and reopened).
 * The URLs are the ones the client sent; they never hold the API key, which travels only in a header.
 */
export function curlCommands(requests: readonly string[]): string {
  return requests.map((url) => `curl -sS '${url.replaceAll("'", `'\\''`)}'`).join('\n');
}

/**
 * Pretty JSON, and the part of it to show: a 5,000-transaction body is megabytes, which a <pre> renders
 * slowly, so only the first `limit` characters are shown (the whole text is still copied). Both are the
 * server's text: direction and zero-width characters are written as `\u202e`-style escapes (still the
 * same JSON when copied), and nesting deeper than JSON_DEPTH_LIMIT levels is replaced by a note, since a
 * 10,000-level value overflows JSON.stringify.
 */
export function previewJson(value: unknown, limit: number): { full: string; shown: string; cut: boolean } {
  const full = boundedJson(value, 2);
  return full.length > limit
    ? { full, shown: full.slice(0, limit), cut: true }
    : { full, shown: full, cut: false };
}

/** Longest text node the raw view creates before the user asks for more. */
export const RAW_PIECE_CHARS = 2_000;
/** A line longer than this (a long string, usually a stranger's) is shown cut, with a button for all of it. */
export const RAW_LONG_LINE = 1_000;

/**
 * The shown JSON in pieces for the page: runs of whole lines of at most RAW_PIECE_CHARS characters, and
 * each line longer than RAW_LONG_LINE on its own (`long`), for the view to cut until asked. Joined, the
 * pieces are the text again.
 */
export function jsonPieces(text: string): Array<{ text: string; long: boolean }> {
  const pieces: Array<{ text: string; long: boolean }> = [];
  let run = '';
  let start = 0;
  while (start < text.length) {
    const newline = text.indexOf('\n', start);
    const end = newline === -1 ? text.length : newline + 1;
    const line = text.slice(start, end);
    start = end;
    if (line.length > RAW_LONG_LINE) {
      if (run) pieces.push({ text: run, long: false });
      run = '';
      pieces.push({ text: line, long: true });
    } else {
      if (run.length + line.length > RAW_PIECE_CHARS) {
        pieces.push({ text: run, long: false });
        run = '';
      }
      run += line;
    }
  }
  if (run) pieces.push({ text: run, long: false });
  return pieces;
}
