import { useId } from 'react';
import { LANGUAGE_NAMES, LANGUAGES, guessLanguage } from '../../ton/i18n/languages.ts';
import { t } from '../../ton/i18n/door.ts';
import { useSettings } from '../../settings/settings-store.ts';
import { usePageLanguage } from '../i18n/page-language.ts';
import { useFramed } from '../../settings/framing.ts';
import { languageMessages as m } from './language-messages.ts';
import styles from './SettingsDialog.module.css';

/** The page's language: each language named in itself, so a reader finds theirs in any page language. */
export function LanguageSettings() {
  const settings = useSettings();
  const framed = useFramed();
  const { choose } = usePageLanguage();
  const noteId = useId();
  const browserLanguage = LANGUAGE_NAMES[guessLanguage(navigator.languages ?? [])];
  return (
    <fieldset className={styles.section} disabled={framed} aria-describedby={noteId}>
      <legend>{t(m.legend)}</legend>
      <div className={styles.choices}>
        {(['auto', ...LANGUAGES] as const).map((choice) => (
          <label key={choice} className={styles.choice}>
            <input
              type="radio"
              name="language"
              checked={settings.language === choice}
              onChange={() => choose(choice)}
            />{' '}
            {choice === 'auto' ? (
              t(m.followBrowser, { language: browserLanguage })
            ) : (
              <span lang={choice} dir="auto">
                {LANGUAGE_NAMES[choice]}
              </span>
            )}
          </label>
        ))}
      </div>
      <p id={noteId} className="muted">
        {t(m.note)}
      </p>
    </fieldset>
  );
}
