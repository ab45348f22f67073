/**
 * Which language the page opens in, and switching it. A `?lang=` in the link is kept for this tab
 * (sessionStorage), so the pages it leads to stay in that language, while the browser's own choice (in
 * Settings, or its preferred languages) is left alone: a shared link opens in the sender's language only
 * when the link says so.
 */
import { createContext, useContext } from 'react';
import { activeLanguage, setActiveLanguage } from '../../ton/i18n/active-language.ts';
import { chooseLanguage, guessLanguage, readLanguage, type Language } from '../../ton/i18n/languages.ts';
import { readSettings } from '../../settings/settings.ts';
import { updateSettings } from '../../settings/settings-store.ts';
import { applyDocumentLanguage, loadLanguage } from './load-language.ts';

const TAB_LANGUAGE_KEY = 'tonlens.lang';

function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
}

/** The language the page starts in, from the link, this tab, Settings and the browser. */
export function startingLanguage(search: string = window.location.search): Language {
  const storage = tabStorage();
  let fromTab: string | null = null;
  try {
    const fromLink = readLanguage(new URLSearchParams(search).get('lang'));
    if (fromLink !== undefined) storage?.setItem(TAB_LANGUAGE_KEY, fromLink);
    fromTab = storage?.getItem(TAB_LANGUAGE_KEY) ?? null;
  } catch {
    // Storage refused (a privacy mode): the link still counts for this page.
  }
  return chooseLanguage({
    fromLink: new URLSearchParams(search).get('lang'),
    fromTab,
    fromSettings: readSettings().language,
    browser: browserLanguages(),
  });
}

/**
 * Before the first render: English is there already (no chunk, no wait); another language's chunk is
 * awaited so the first screen is in it, not English then a flash.
 */
export function prepareLanguage(language: Language): Promise<Language> | Language {
  if (language === 'en') {
    setActiveLanguage('en', undefined);
    applyDocumentLanguage('en');
    return 'en';
  }
  return loadLanguage(language);
}

/** The reader's own choice in Settings: kept per browser, and it replaces this tab's `?lang=`. */
export async function switchLanguage(choice: Language | 'auto'): Promise<Language> {
  updateSettings((settings) => ({ ...settings, language: choice }));
  try {
    tabStorage()?.removeItem(TAB_LANGUAGE_KEY);
  } catch {
    // Nothing kept for this tab then.
  }
  return loadLanguage(choice === 'auto' ? guessLanguage(browserLanguages()) : choice);
}

export interface PageLanguage {
  language: Language;
  /** Loads the language's chunk, then re-renders the pages in it; Settings stays open. */
  choose: (choice: Language | 'auto') => void;
}

export const PageLanguageContext = createContext<PageLanguage>({
  language: activeLanguage(),
  choose: () => {},
});

export function usePageLanguage(): PageLanguage {
  return useContext(PageLanguageContext);
}

/** Set when the language changes from Settings, so the re-rendered layout opens Settings again. */
let settingsOpenAcrossSwitch = false;

export function keepSettingsOpenAcrossSwitch(): void {
  settingsOpenAcrossSwitch = true;
}

export function takeSettingsOpenAcrossSwitch(): boolean {
  const open = settingsOpenAcrossSwitch;
  settingsOpenAcrossSwitch = false;
  return open;
}
