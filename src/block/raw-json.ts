/**
 * The raw view and "copy as curl": what the server really sent, and how to ask it again.
 */

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
 * slowly, so only the first `limit` characters are shown (the whole text is still copied).
 */
export function previewJson(value: unknown, limit: number): { full: string; shown: string; cut: boolean } {
  const full = JSON.stringify(value, null, 2) ?? 'undefined';
  return full.length > limit
    ? { full, shown: full.slice(0, limit), cut: true }
    : { full, shown: full, cut: false };
}
