/**
 * The one door for counts shown to people ("1,024 accounts", "5,000 transactions"): every count on the
 * page, in a message or in an error goes through here, so they all group digits the same way whatever
 * the browser's locale (the same convention as amounts: "," between groups of three).
 */
const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** "1,024". An integer count; bigint counts (lts, gas) keep every digit. */
export function formatCount(n: number | bigint): string {
  return grouped.format(n);
}

/**
 * "1 account", "1,024 accounts": the count and its noun, singular only for exactly one. `plural` for
 * nouns that do not just take an "s" ("1 entry", "2 entries").
 */
export function countOf(n: number | bigint, singular: string, plural = `${singular}s`): string {
  return `${formatCount(n)} ${n === 1 || n === 1n ? singular : plural}`;
}
