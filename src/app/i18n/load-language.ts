/**
 * Loading a language: English is in the page already; Russian and Persian are one lazy chunk each,
 * fetched before the page speaks them (at start, before the first render, or when the reader switches).
 */
import { setActiveLanguage } from '../../ton/i18n/active-language.ts';
import { directionOf, type Language } from '../../ton/i18n/languages.ts';
import type { Catalogue } from '../../ton/i18n/messages.ts';

async function catalogueOf(language: Language): Promise<Catalogue | undefined> {
  if (language === 'ru') return (await import('./ru/index.ts')).catalogue;
  if (language === 'fa') return (await import('./fa/index.ts')).catalogue;
  return undefined;
}

/** The page's <html lang dir>: screen readers pick their voice by it, and CSS lays the page out by it. */
export function applyDocumentLanguage(
  language: Language,
  root: HTMLElement = document.documentElement,
): void {
  root.lang = language;
  root.dir = directionOf(language);
}

/**
 * Makes `language` the page's, once its catalogue is in. A catalogue that cannot load (offline, a
 * deploy that lost the chunk) leaves the page in English rather than blank; the caller says so.
 */
export async function loadLanguage(language: Language): Promise<Language> {
  try {
    const catalogue = await catalogueOf(language);
    setActiveLanguage(language, catalogue);
    applyDocumentLanguage(language);
    return language;
  } catch {
    setActiveLanguage('en', undefined);
    applyDocumentLanguage('en');
    return 'en';
  }
}
