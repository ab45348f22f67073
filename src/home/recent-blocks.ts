/** Which blocks the home page lists as the latest. */

/** How many recent blocks the home page lists. */
export const RECENT_BLOCKS = 8;

/**
 * The `count` newest masterchain blocks that exist, newest first. With a catalog (the sample API, whose
 * chain is sparse) its seqnos up to `last`, and every seqno above the catalog's newest up to `last` (the
 * chain has grown since the catalog was read); without one, last, last − 1, …
 */
export function recentSeqnos(last: number, catalogSeqnos: readonly number[] | null, count: number): number[] {
  if (catalogSeqnos === null || catalogSeqnos.length === 0) {
    return Array.from({ length: Math.min(count, last + 1) }, (_, index) => last - index);
  }
  const newestListed = Math.max(...catalogSeqnos);
  const grown: number[] = [];
  for (let seqno = last; seqno > newestListed && grown.length < count; seqno--) grown.push(seqno);
  const listed = [...new Set(catalogSeqnos)].filter((seqno) => seqno <= last).sort((a, b) => b - a);
  return [...grown, ...listed].slice(0, count);
}
