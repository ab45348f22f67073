/**
 * The languages tonlens speaks, their writing direction, and how one is chosen: a `?lang=` in the link
 * (for this tab only), else the one picked in Settings (kept per browser), else the browser's own list,
 * else English. Pure: the caller passes what it read from the URL, storage and navigator.
 */
export const LANGUAGES = ['en', 'ru', 'fa'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language by its own name: a reader finds their language without reading the current one. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  ru: 'Русский',
  fa: 'فارسی',
};

export type TextDirection = 'ltr' | 'rtl';

export function directionOf(language: Language): TextDirection {
  return language === 'fa' ? 'rtl' : 'ltr';
}

/** A language tag as a browser or a link writes it ("ru-RU", "FA", "en_GB"), or undefined if not ours. */
export function readLanguage(tag: unknown): Language | undefined {
  if (typeof tag !== 'string' || tag.length > 35) return undefined;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((language) => language === primary);
}

/** The first of the browser's preferred languages that tonlens speaks; English when none is. */
export function guessLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred.slice(0, 20)) {
    const language = readLanguage(tag);
    if (language !== undefined) return language;
  }
  return 'en';
}

export interface LanguageSources {
  /** The `lang` parameter of the page's URL, if any. */
  fromLink?: string | null;
  /** This tab's earlier `?lang=` (sessionStorage). */
  fromTab?: string | null;
  /** The Settings choice: a language, or 'auto' to follow the browser. */
  fromSettings?: Language | 'auto';
  /** navigator.languages. */
  browser: readonly string[];
}

export function chooseLanguage(sources: LanguageSources): Language {
  return (
    readLanguage(sources.fromLink) ??
    readLanguage(sources.fromTab) ??
    (sources.fromSettings !== undefined && sources.fromSettings !== 'auto'
      ? sources.fromSettings
      : guessLanguage(sources.browser))
  );
}
