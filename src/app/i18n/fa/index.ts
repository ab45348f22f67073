/**
 * The Persian catalogue: one lazy chunk with every area's translation (src/app/i18n/load-language.ts).
 * Each area's file is typed against that area's English messages.
 */
import type { Catalogue, MessageText, PluralCategory } from '../../../ton/i18n/messages.ts';

type Areas = Readonly<Record<string, Readonly<Record<string, MessageText>>>>;

// Each file beside this one translates some areas (`export const areas = { 'block.header': … }`), typed
// against their English messages; they are gathered here so one chunk holds the whole language and
// areas translated in parallel never touch the same file.
const files = import.meta.glob<Areas>('./*.ts', { eager: true, import: 'areas' });

/** CLDR's rule for Persian: 0 and 1 are one, the rest other. */
export function persianPlural(count: number | bigint): PluralCategory {
  if (typeof count === 'number' && !Number.isInteger(count)) return 'other';
  return count === 0 || count === 1 || count === 0n || count === 1n ? 'one' : 'other';
}

export const catalogue: Catalogue = {
  plural: persianPlural,
  areas: Object.assign({}, ...Object.values(files)) as Areas,
};
