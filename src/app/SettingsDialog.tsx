import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { checkBaseUrl } from '../api/endpoint.ts';
import { isConnectAllowedByPage } from './content-security-policy.ts';
import { Dialog } from '../components/ui/Dialog.tsx';
import { useActiveEndpoint } from '../settings/active-endpoint-context.ts';
import { useTokenImages } from '../settings/image-policy.ts';
import {
  sendKeyAgain,
  setEndpointOverride,
  updateSettings,
  useSettingsState,
} from '../settings/settings-store.ts';
import { ENDPOINT_PRESETS, PRESET_LABELS, type EndpointPreset } from '../settings/settings.ts';
import styles from './SettingsDialog.module.css';

interface SettingsDialogProps {
  open: boolean;
  onClose: () => void;
  /** 'api-key': open with focus on the active endpoint's key field (a refused key's "Open settings"). */
  focus?: 'api-key' | undefined;
}

/** Endpoint, API key, theme and display preferences; everything is kept in this browser only. */
export function SettingsDialog({ open, onClose, focus }: SettingsDialogProps) {
  const keyFieldRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog
      open={open}
      title="Settings"
      onClose={onClose}
      initialFocus={focus === 'api-key' ? keyFieldRef : undefined}
    >
      {open ? <SettingsForm onDone={onClose} keyFieldRef={keyFieldRef} /> : null}
    </Dialog>
  );
}

function SettingsForm({
  onDone,
  keyFieldRef,
}: {
  onDone: () => void;
  keyFieldRef: RefObject<HTMLInputElement | null>;
}) {
  const { settings, keysNotUsed } = useSettingsState();
  const tokenImages = useTokenImages();
  const active = useActiveEndpoint();
  const [preset, setPreset] = useState<EndpointPreset>(active.preset);
  const [customBaseUrl, setCustomBaseUrl] = useState(settings.customBaseUrl);
  const [apiKey, setApiKey] = useState(settings.apiKeys[active.preset] ?? '');
  const [urlProblem, setUrlProblem] = useState<string | undefined>();
  const urlErrorId = useId();
  const keyNoteId = useId();
  // The build's endpoint is "the sample API" only when it is this origin; otherwise it is named by its host.
  const presetLabel = (option: EndpointPreset) =>
    option === 'sample' ? active.defaultEndpoint.label : PRESET_LABELS[option];
  // The sample API needs no key; any other endpoint, the build's default included, may.
  const hasKeyField = preset !== 'sample' || !active.defaultEndpoint.isSampleApi;
  const storedKey = settings.apiKeys[preset];
  // Said while the field holds that key: a key typed over it will be used once saved.
  const keySetAside =
    storedKey !== undefined &&
    storedKey !== '' &&
    keysNotUsed[preset] === storedKey &&
    apiKey.trim() === storedKey;

  function choosePreset(next: EndpointPreset) {
    setPreset(next);
    setApiKey(settings.apiKeys[next] ?? '');
  }

  function save(event: FormEvent) {
    event.preventDefault();
    if (preset === 'custom') {
      const problem = customBaseUrl.trim()
        ? checkBaseUrl(customBaseUrl.trim())
        : 'Enter the base URL of the index.';
      setUrlProblem(problem);
      if (problem) return;
    }
    updateSettings((current) => ({
      ...current,
      preset,
      customBaseUrl: preset === 'custom' ? customBaseUrl.trim().replace(/\/+$/, '') : current.customBaseUrl,
      apiKeys: { ...current.apiKeys, [preset]: apiKey.trim() },
    }));
    // Choosing here is explicit: it replaces whatever a link had chosen for this page.
    setEndpointOverride(undefined);
    onDone();
  }

  return (
    <div className={styles.body}>
      <form onSubmit={save} className={styles.section} aria-label="Endpoint">
        <fieldset>
          <legend>API endpoint</legend>
          {ENDPOINT_PRESETS.map((option) => (
            <label key={option} className={styles.choice}>
              <input
                type="radio"
                name="preset"
                value={option}
                checked={preset === option}
                onChange={() => choosePreset(option)}
              />{' '}
              {presetLabel(option)}
              {option === 'sample' && !active.defaultEndpoint.isSampleApi ? (
                <>
                  {' '}
                  <span className="muted">(this build’s default)</span>
                </>
              ) : null}
            </label>
          ))}
        </fieldset>
        {preset === 'custom' ? (
          <label className={styles.field}>
            {/* One grid cell: the field is a grid, which would put <code> on a line of its own. */}
            <span>
              Base URL (the part before <code>/api/v3</code>)
            </span>
            <input
              type="url"
              value={customBaseUrl}
              onChange={(event) => setCustomBaseUrl(event.target.value)}
              placeholder="https://index.example.org"
              aria-invalid={urlProblem ? true : undefined}
              aria-describedby={urlProblem ? urlErrorId : undefined}
              spellCheck={false}
            />
          </label>
        ) : null}
        {preset === 'custom' &&
        customBaseUrl.trim() &&
        !checkBaseUrl(customBaseUrl.trim()) &&
        !isConnectAllowedByPage(customBaseUrl.trim()) ? (
          <p className={styles.problem}>
            This build's security policy does not allow requests to that origin. Rebuild with{' '}
            <code>VITE_CSP_CONNECT_ORIGINS={customBaseUrl.trim()}</code> (see the README), or run tonlens from
            the same origin as the index.
          </p>
        ) : null}
        {urlProblem ? (
          <p id={urlErrorId} className={styles.problem} role="alert">
            {urlProblem}
          </p>
        ) : null}
        {hasKeyField ? (
          <label className={styles.field}>
            API key for {presetLabel(preset)} (optional)
            <input
              ref={keyFieldRef}
              type="password"
              value={apiKey}
              onChange={(event) => setApiKey(event.target.value)}
              autoComplete="off"
              spellCheck={false}
              aria-describedby={keySetAside ? keyNoteId : undefined}
            />
            <span className="muted">
              Kept in this browser and sent only in the X-API-Key header — never in a link, a copied command
              or a log. toncenter allows 1 request/s without a key, 10/s with one.
            </span>
          </label>
        ) : null}
        {hasKeyField && keySetAside ? (
          <div className={styles.keyAside}>
            <p id={keyNoteId}>
              <strong>Not used in this tab.</strong> The API refused this key, and requests from this tab go
              without it until you change it, choose “Use the key again” or reload the page. It stays saved
              here.
            </p>
            <button type="button" className="button" onClick={() => sendKeyAgain(preset)}>
              Use the key again
            </button>
          </div>
        ) : null}
        <div>
          <button type="submit" className="button button-primary">
            Use this endpoint
          </button>
        </div>
      </form>

      <fieldset className={styles.section}>
        <legend>Theme</legend>
        {(['system', 'light', 'dark'] as const).map((theme) => (
          <label key={theme} className={styles.choice}>
            <input
              type="radio"
              name="theme"
              checked={settings.theme === theme}
              onChange={() => updateSettings((current) => ({ ...current, theme }))}
            />{' '}
            {theme === 'system' ? 'Follow the system' : theme === 'light' ? 'Light' : 'Dark'}
          </label>
        ))}
        <label className={styles.choice}>
          <input
            type="checkbox"
            checked={settings.highContrast}
            onChange={(event) =>
              updateSettings((current) => ({ ...current, highContrast: event.target.checked }))
            }
          />{' '}
          High contrast
        </label>
      </fieldset>

      <fieldset className={styles.section}>
        <legend>Times</legend>
        {(['utc', 'local'] as const).map((timeZone) => (
          <label key={timeZone} className={styles.choice}>
            <input
              type="radio"
              name="time-zone"
              checked={settings.timeZone === timeZone}
              onChange={() => updateSettings((current) => ({ ...current, timeZone }))}
            />{' '}
            {timeZone === 'utc' ? 'UTC' : 'Local time'}
          </label>
        ))}
      </fieldset>

      <fieldset className={styles.section}>
        <legend>Amounts</legend>
        {(['ton', 'nanoton'] as const).map((amountUnit) => (
          <label key={amountUnit} className={styles.choice}>
            <input
              type="radio"
              name="amount-unit"
              checked={settings.amountUnit === amountUnit}
              onChange={() => updateSettings((current) => ({ ...current, amountUnit }))}
            />{' '}
            {amountUnit === 'ton' ? 'TON (1,234.5 TON)' : 'Nanotons (1234500000000 nanoTON)'}
          </label>
        ))}
      </fieldset>

      <fieldset className={styles.section}>
        <legend>Token images</legend>
        <label className={styles.choice}>
          <input
            type="checkbox"
            checked={tokenImages.allowed}
            onChange={(event) => tokenImages.setAllowed(event.target.checked)}
          />{' '}
          Show token images
        </label>
        <p className="muted">
          They are loaded from servers the token’s creator chose, who then sees your IP address. Until you
          allow them, the page’s security policy blocks images from other servers.
        </p>
        {tokenImages.needsReload ? (
          <p role="status">
            Allowed: they show after a reload of the page.{' '}
            <button type="button" className="button" onClick={() => window.location.reload()}>
              Reload now
            </button>
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}
