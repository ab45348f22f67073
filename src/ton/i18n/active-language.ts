/**
 * The language the page speaks now, and its catalogue (undefined for English, whose words live beside
 * the code). Set once before the first render (src/app/i18n/) and again when the reader switches; the
 * app re-renders the pages then, so everything reads it at render time rather than keeping a copy.
 */
import type { Catalogue } from './messages.ts';
import { directionOf, type Language } from './languages.ts';

interface Active {
  language: Language;
  catalogue: Catalogue | undefined;
}

let active: Active = { language: 'en', catalogue: undefined };

export function setActiveLanguage(language: Language, catalogue: Catalogue | undefined): void {
  active = { language, catalogue: language === 'en' ? undefined : catalogue };
}

export function activeLanguage(): Language {
  return active.language;
}

export function activeCatalogue(): Catalogue | undefined {
  return active.catalogue;
}

export interface NumberSymbols {
  /** Between groups of three integer digits. */
  group: string;
  /** Between the integer and the fraction. */
  decimal: string;
}

/**
 * The separators of the page's language, applied to digits kept as text (never through a float), the
 * same as CLDR's: English 1,234.5; Russian 1 234,5 (a no-break space); Persian with ASCII digits (fa-u-nu-latn)
 * 1,234.5. Persian digits are not used: every chain value must copy as the ASCII digits the API and the
 * other tools use, and counts beside them read alike (docs/decisions/2026-11-26-languages.md).
 */
export function numberSymbols(): NumberSymbols {
  return active.language === 'ru' ? { group: '\u00a0', decimal: ',' } : { group: ',', decimal: '.' };
}

/**
 * A number already written in ASCII with "," between groups and "." before the fraction (formatUnits,
 * formatCount) in the page's language's separators. Character for character, so no digit can change.
 */
export function localizeNumberText(text: string): string {
  const { group, decimal } = numberSymbols();
  if (group === ',' && decimal === '.') return text;
  let out = '';
  for (const char of text) out += char === ',' ? group : char === '.' ? decimal : char;
  return out;
}

/**
 * Text that must read left to right whatever surrounds it ("+1.5 GRAM", "9.02 USD₮"): in a right-to-left
 * page it is isolated (U+2066 … U+2069), so its sign stays before its digits and its unit after them
 * rather than "GRAM 1.5+" or "₮USD 9.02". For the screen only; copies and exports take the bare text.
 */
export function shownLeftToRight(text: string): string {
  return directionOf(active.language) === 'rtl' && !STARTS_ISOLATED.test(text) ? `\u2066${text}\u2069` : text;
}

const STARTS_ISOLATED = /^[\u2066-\u2068]/u;
