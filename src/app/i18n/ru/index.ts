/**
 * The Russian catalogue: one lazy chunk with every area's translation (src/app/i18n/load-language.ts).
 * Each area's file is typed against that area's English messages.
 */
import type { Catalogue, MessageText, PluralCategory } from '../../../ton/i18n/messages.ts';

type Areas = Readonly<Record<string, Readonly<Record<string, MessageText>>>>;

// Each file beside this one translates some areas (`export const areas = { 'block.header': … }`), typed
// against their English messages; they are gathered here so one chunk holds the whole language and
// areas translated in parallel never touch the same file.
const files = import.meta.glob<Areas>('./*.ts', { eager: true, import: 'areas' });

/** CLDR's rule for Russian integers: 1, 21, 31… one; 2–4, 22–24… few; the rest many. */
export function russianPlural(count: number | bigint): PluralCategory {
  if (typeof count === 'number' && !Number.isInteger(count)) return 'other';
  const n = typeof count === 'bigint' ? (count < 0n ? -count : count) : Math.abs(count);
  const mod10 = Number(BigInt(n) % 10n);
  const mod100 = Number(BigInt(n) % 100n);
  if (mod10 === 1 && mod100 !== 11) return 'one';
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return 'few';
  return 'many';
}

export const catalogue: Catalogue = {
  plural: russianPlural,
  areas: Object.assign({}, ...Object.values(files)) as Areas,
};
