import { numberSymbols } from './i18n/active-language.ts';

/**
 * The one door for counts shown to people ("1,024 accounts", "5,000 transactions"): every count on the
 * page, in a message or in an error goes through here, so they all group digits the same way whatever
 * the browser's locale (the same convention as amounts: "," between groups of three in English, the page
 * language's own separator in the others: src/ton/i18n/active-language.ts). Written out rather
 * than `Intl.NumberFormat`: the first Intl formatter of a page loads its locale data, ~25 ms of a phone's
 * first render, and this module is in the entry.
 */

/** "1,024". An integer count (a fraction is rounded); bigint counts (lts, gas) keep every digit. */
export function formatCount(n: number | bigint): string {
  const whole = typeof n === 'bigint' ? n : Math.round(n);
  const digits = (whole < 0 ? -whole : whole).toString();
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, numberSymbols().group);
  return whole < 0 ? `-${grouped}` : grouped;
}

/**
 * "1 account", "1,024 accounts": the count and its noun, singular only for exactly one. `plural` for
 * nouns that do not just take an "s" ("1 entry", "2 entries").
 */
export function countOf(n: number | bigint, singular: string, plural = `${singular}s`): string {
  return `${formatCount(n)} ${n === 1 || n === 1n ? singular : plural}`;
}
