import { useId, useRef } from 'react';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { useTokenImages } from '../../settings/image-policy.ts';
import { updateSettings, useSettings } from '../../settings/settings-store.ts';
import { EndpointSettings } from './EndpointSettings.tsx';
import { useFramed } from '../../settings/framing.ts';
import { LanguageSettings } from './LanguageSettings.tsx';
import { ServerSettings } from './ServerSettings.tsx';
import { AMOUNT_UNITS, COIN_TICKERS, DEFAULT_COIN_TICKER } from '../../ton/coin.ts';
import { amountUnitChoice, coinNameNote } from '../../ton/coin-labels.ts';
import styles from './SettingsDialog.module.css';
import { t } from '../../ton/i18n/door.ts';
import { settingsMessages as m } from './settings-messages.ts';

/** A time zone's name, in no language. */
const UTC = 'UTC';

interface SettingsDialogProps {
  open: boolean;
  onClose: () => void;
  /** 'api-key': open with focus on the active endpoint's key field (a refused key's "Open settings"). */
  focus?: 'api-key' | undefined;
}

/**
 * Theme, times, amounts, endpoint and API key, token images: everything is kept in this browser only, and
 * everything applies as it is chosen — what is typed (a custom URL, a key) once it is complete, at the
 * latest when the dialog closes (docs/decisions/2026-11-26-settings-apply-at-once.md).
 */
export function SettingsDialog({ open, onClose, focus }: SettingsDialogProps) {
  const keyFieldRef = useRef<HTMLInputElement>(null);
  const commitRef = useRef<(() => void) | undefined>(undefined);
  const close = () => {
    commitRef.current?.();
    onClose();
  };
  return (
    <Dialog
      open={open}
      title={t(m.title)}
      onClose={close}
      initialFocus={focus === 'api-key' ? keyFieldRef : undefined}
      fillOnPhone
    >
      {open ? (
        <div className={styles.body}>
          <p className={`muted ${styles.lead}`}>{t(m.lead)}</p>
          <ThemeSettings />
          <TimeSettings />
          <AmountSettings />
          <EndpointSettings keyFieldRef={keyFieldRef} commitRef={commitRef} />
          <TokenImageSettings />
          {/* Last: on a phone the settings above it fit one screen (issue 25); each language is named in
              itself, so a reader finds it here whatever the page speaks. */}
          <LanguageSettings />
          <ServerSettings />
        </div>
      ) : null}
    </Dialog>
  );
}

function ThemeSettings() {
  const settings = useSettings();
  const framed = useFramed();
  return (
    <fieldset className={styles.section} disabled={framed}>
      <legend>{t(m.theme)}</legend>
      <div className={styles.choices}>
        {(['system', 'light', 'dark'] as const).map((theme) => (
          <label key={theme} className={styles.choice}>
            <input
              type="radio"
              name="theme"
              checked={settings.theme === theme}
              onChange={() => updateSettings((current) => ({ ...current, theme }))}
            />{' '}
            {t(theme === 'system' ? m.themeSystem : theme === 'light' ? m.themeLight : m.themeDark)}
          </label>
        ))}
      </div>
      <label className={styles.choice}>
        <input
          type="checkbox"
          checked={settings.highContrast}
          onChange={(event) =>
            updateSettings((current) => ({ ...current, highContrast: event.target.checked }))
          }
        />{' '}
        {t(m.highContrast)}
      </label>
    </fieldset>
  );
}

function TimeSettings() {
  const settings = useSettings();
  const framed = useFramed();
  return (
    <fieldset className={styles.section} disabled={framed}>
      <legend>{t(m.times)}</legend>
      <div className={styles.choices}>
        {(['utc', 'local'] as const).map((timeZone) => (
          <label key={timeZone} className={styles.choice}>
            <input
              type="radio"
              name="time-zone"
              checked={settings.timeZone === timeZone}
              onChange={() => updateSettings((current) => ({ ...current, timeZone }))}
            />{' '}
            {timeZone === 'utc' ? UTC : t(m.localTime)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The unit amounts of the coin are shown in, and its ticker: GRAM, or TON as it was called before. */
function AmountSettings() {
  const settings = useSettings();
  const framed = useFramed();
  const noteId = useId();
  return (
    <fieldset className={styles.section} disabled={framed}>
      <legend>{t(m.amounts)}</legend>
      <div className={styles.choices}>
        {AMOUNT_UNITS.map((amountUnit) => (
          <label key={amountUnit} className={styles.choice}>
            <input
              type="radio"
              name="amount-unit"
              checked={settings.amountUnit === amountUnit}
              onChange={() => updateSettings((current) => ({ ...current, amountUnit }))}
            />{' '}
            {/* A unit and its example are chain text: their own direction, in a right-to-left page too. */}
            <span dir="auto">{amountUnitChoice({ unit: amountUnit, ticker: settings.coinTicker })}</span>
          </label>
        ))}
      </div>
      <fieldset aria-describedby={noteId} className={styles.inline}>
        <legend>{t(m.ticker)}</legend>
        {COIN_TICKERS.map((coinTicker) => (
          <label key={coinTicker} className={styles.choice}>
            <input
              type="radio"
              name="coin-ticker"
              checked={settings.coinTicker === coinTicker}
              onChange={() => updateSettings((current) => ({ ...current, coinTicker }))}
            />{' '}
            {coinTicker === DEFAULT_COIN_TICKER ? coinTicker : t(m.oldTicker, { ticker: coinTicker })}
          </label>
        ))}
        <p id={noteId} className={`muted ${styles.note}`}>
          {coinNameNote()}
        </p>
      </fieldset>
    </fieldset>
  );
}

/** Off by default: showing them tells the token creator's servers who is looking. */
function TokenImageSettings() {
  const tokenImages = useTokenImages();
  const framed = useFramed();
  return (
    <fieldset className={styles.section} disabled={framed}>
      <legend>{t(m.tokenImages)}</legend>
      <label className={styles.choice}>
        <input
          type="checkbox"
          checked={tokenImages.allowed}
          onChange={(event) => tokenImages.setAllowed(event.target.checked)}
        />{' '}
        {t(m.showTokenImages)}
      </label>
      <p className="muted">{t(m.tokenImagesNote)}</p>
      {tokenImages.needsReload ? (
        <p role="status">
          {t(m.tokenImagesReload)}{' '}
          <button type="button" className="button" onClick={() => window.location.reload()}>
            {t(m.reloadNow)}
          </button>
        </p>
      ) : null}
    </fieldset>
  );
}
