/**
 * The tab's title, which is also what bookmarks and the history list show: every page says what it shows
 * (`Block 50502665 · tonlens`, `3 accounts · tonlens`, `No such block · tonlens`), the home page the app.
 * Set by the one component that knows the page's state; the next page sets its own.
 */
import { useEffect } from 'react';
import { revealInvisible } from '../../ton/text/text-safety.ts';
import { t } from '../../ton/i18n/door.ts';
import { uiMessages as m } from './ui-messages.ts';

/** The home page's title, as index.html has it before the app runs (in English). */
export function appTitle(): string {
  return t(m.appTitle);
}

/**
 * `pageTitle('Transaction cjhR…', 'Block 1')` → "Transaction cjhR… · Block 1 · tonlens". Parts that come
 * from a URL or a server are the caller's to shorten; invisible characters in them are made visible here.
 */
export function pageTitle(...parts: string[]): string {
  return [...parts.map((part) => revealInvisible(part).text), 'tonlens'].join(' · ');
}

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
