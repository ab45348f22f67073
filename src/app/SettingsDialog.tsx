import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { checkBaseUrl, endpointOrigin } from '../api/endpoint.ts';
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
import {
  apiKeyProblem,
  ENDPOINT_PRESETS,
  ownValue,
  PRESET_BASE_URLS,
  PRESET_LABELS,
  storedKeyFor,
  withApiKey,
  type EndpointPreset,
} from '../settings/settings.ts';
import { useFramed } from './framing.ts';
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
  const framed = useFramed();
  const [preset, setPreset] = useState<EndpointPreset>(active.preset);
  const [customBaseUrl, setCustomBaseUrl] = useState(settings.customBaseUrl);
  // What was typed in the key field, per origin: a key typed for one origin never moves to another when
  // the preset or the custom URL changes.
  const [keyDrafts, setKeyDrafts] = useState<ReadonlyMap<string, string>>(new Map());
  const [urlProblem, setUrlProblem] = useState<string | undefined>();
  const urlErrorId = useId();
  const keyNoteId = useId();
  const keyErrorId = useId();
  // The build's endpoint is "the sample API" only when it is this origin; otherwise it is named by its host.
  const presetLabel = (option: EndpointPreset) =>
    option === 'sample' ? active.defaultEndpoint.label : PRESET_LABELS[option];
  // The sample API needs no key; any other endpoint, the build's default included, may.
  const hasKeyField = preset !== 'sample' || !active.defaultEndpoint.isSampleApi;
  const trimmedUrl = customBaseUrl.trim();
  // The origin the key field's key belongs to: the one the requests would go to.
  const origin =
    preset === 'sample'
      ? active.defaultEndpoint.origin
      : preset === 'custom'
        ? trimmedUrl && !checkBaseUrl(trimmedUrl)
          ? endpointOrigin(trimmedUrl)
          : undefined
        : endpointOrigin(PRESET_BASE_URLS[preset]);
  const storedKey = storedKeyFor(settings, origin);
  const apiKey = origin === undefined ? '' : (keyDrafts.get(origin) ?? storedKey ?? '');
  // Said while the field holds that key: a key typed over it will be used once saved.
  const keySetAside =
    storedKey !== undefined &&
    origin !== undefined &&
    ownValue(keysNotUsed, origin) === storedKey &&
    apiKey.trim() === storedKey;

  // Said as the key is typed or pasted, and saving is refused while it stands: a key that no header can
  // carry would make every request fail, and one over the limit would be lost on the next read.
  const keyProblem = hasKeyField && apiKey.trim() ? apiKeyProblem(apiKey.trim()) : undefined;

  function typeKey(value: string) {
    if (origin === undefined) return;
    setKeyDrafts((drafts) => new Map(drafts).set(origin, value));
  }

  function save(event: FormEvent) {
    event.preventDefault();
    if (framed) return;
    if (preset === 'custom') {
      const problem = trimmedUrl ? checkBaseUrl(trimmedUrl) : 'Enter the base URL of the index.';
      setUrlProblem(problem);
      if (problem) return;
    }
    if (keyProblem) return;
    updateSettings((current) => {
      const next = {
        ...current,
        preset,
        customBaseUrl: preset === 'custom' ? trimmedUrl.replace(/\/+$/, '') : current.customBaseUrl,
      };
      return hasKeyField && origin !== undefined ? withApiKey(next, origin, apiKey.trim()) : next;
    });
    // Choosing here is explicit: it replaces whatever a link had chosen for this page.
    setEndpointOverride(undefined);
    onDone();
  }

  return (
    <div className={styles.body}>
      <form onSubmit={save} className={styles.section} aria-label="Endpoint">
        <fieldset disabled={framed}>
          <legend>API endpoint</legend>
          {ENDPOINT_PRESETS.map((option) => (
            <label key={option} className={styles.choice}>
              <input
                type="radio"
                name="preset"
                value={option}
                checked={preset === option}
                onChange={() => setPreset(option)}
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
              disabled={framed}
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
              onChange={(event) => typeKey(event.target.value)}
              autoComplete="off"
              spellCheck={false}
              disabled={framed || origin === undefined}
              aria-invalid={keyProblem ? true : undefined}
              aria-describedby={
                [keySetAside ? keyNoteId : '', keyProblem ? keyErrorId : ''].filter(Boolean).join(' ') ||
                undefined
              }
            />
            <span className="muted">
              {origin === undefined ? (
                <>Enter the base URL first: a key belongs to one origin.</>
              ) : (
                <>
                  Sent only to <strong className="mono">{origin}</strong>, in the X-API-Key header — never to
                  another origin, in a link, a copied command or a log. toncenter allows 1 request/s without a
                  key, 10/s with one.
                </>
              )}
            </span>
          </label>
        ) : null}
        {hasKeyField && keyProblem ? (
          <p id={keyErrorId} className={styles.problem} role="alert">
            {keyProblem}
          </p>
        ) : null}
        {hasKeyField && keySetAside ? (
          <div className={styles.keyAside}>
            <p id={keyNoteId}>
              <strong>Not used in this tab.</strong> The API refused this key, and requests from this tab go
              without it until you change it, choose “Use the key again” or reload the page. It stays saved
              here.
            </p>
            <button
              type="button"
              className="button"
              disabled={framed}
              onClick={() => origin !== undefined && sendKeyAgain(origin)}
            >
              Use the key again
            </button>
          </div>
        ) : null}
        <div>
          <button type="submit" className="button button-primary" disabled={framed}>
            Use this endpoint
          </button>
        </div>
      </form>

      <fieldset className={styles.section} disabled={framed}>
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

      <fieldset className={styles.section} disabled={framed}>
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

      <fieldset className={styles.section} disabled={framed}>
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

      <fieldset className={styles.section} disabled={framed}>
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
