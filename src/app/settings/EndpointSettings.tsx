import { useEffect, useId, type KeyboardEvent, type RefObject } from 'react';
import { checkBaseUrl } from '../../api/endpoint.ts';
import { useActiveEndpoint } from '../../settings/active-endpoint-context.ts';
import { ENDPOINT_PRESETS, type EndpointPreset } from '../../settings/settings.ts';
import { ApiKeyField } from './ApiKeyField.tsx';
import { isConnectAllowedByPage } from '../../settings/content-security-policy.ts';
import { useFramed } from '../../settings/framing.ts';
import { useEndpointSettings } from './useEndpointSettings.ts';
import styles from './SettingsDialog.module.css';

/**
 * Which API the app reads from, and the key sent to it, applied as the other settings are (see
 * useEndpointSettings): a choice at once, what is typed once it is complete. `commitRef` lets the dialog
 * apply what is typed when it closes.
 */
export function EndpointSettings({
  keyFieldRef,
  commitRef,
}: {
  keyFieldRef: RefObject<HTMLInputElement | null>;
  commitRef: RefObject<(() => void) | undefined>;
}) {
  const draft = useEndpointSettings();
  const urlErrorId = useId();
  useEffect(() => {
    commitRef.current = draft.commit;
  });
  // Enter applies what the field holds (two fields: a form would not submit on Enter by itself).
  const onEnter = (commit: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    commit();
  };
  return (
    <div className={styles.section} role="group" aria-label="Endpoint">
      <EndpointChoice preset={draft.preset} onChoose={draft.choose} presetLabel={draft.presetLabel} />
      {draft.preset === 'custom' ? (
        <CustomBaseUrlField
          value={draft.customBaseUrl}
          onChange={draft.typeUrl}
          onCommit={draft.commitUrl}
          onKeyDown={onEnter(draft.commitUrl)}
          problemId={draft.urlProblem ? urlErrorId : undefined}
        />
      ) : null}
      {draft.urlProblem ? (
        <p id={urlErrorId} className={styles.problem} role="alert">
          {draft.urlProblem}
        </p>
      ) : null}
      {draft.hasKeyField ? (
        <ApiKeyField
          label={draft.presetLabel(draft.preset)}
          origin={draft.origin}
          value={draft.apiKey}
          onType={draft.typeKey}
          onCommit={draft.commitKey}
          onKeyDown={onEnter(draft.commitKey)}
          problem={draft.keyProblem}
          setAside={draft.keySetAside}
          inputRef={keyFieldRef}
        />
      ) : null}
      <InUse pending={draft.customPending} />
    </div>
  );
}

/** The endpoint requests go to now, said again as it changes; and why a chosen custom one is not yet. */
function InUse({ pending }: { pending: boolean }) {
  const active = useActiveEndpoint();
  return (
    <p role="status" className={styles.inUse}>
      In use: <strong>{active.label}</strong>
      {active.fromLink ? ' (from link)' : null}
      {pending ? (
        <span className="muted"> — the custom endpoint is used once its URL is entered (Enter).</span>
      ) : null}
    </p>
  );
}

function EndpointChoice({
  preset,
  onChoose,
  presetLabel,
}: {
  preset: EndpointPreset;
  onChoose: (preset: EndpointPreset) => void;
  presetLabel: (option: EndpointPreset) => string;
}) {
  const active = useActiveEndpoint();
  const framed = useFramed();
  return (
    <fieldset disabled={framed}>
      <legend>API endpoint</legend>
      {ENDPOINT_PRESETS.map((option) => (
        <label key={option} className={styles.choice}>
          <input
            type="radio"
            name="preset"
            value={option}
            checked={preset === option}
            onChange={() => onChoose(option)}
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
  );
}

/** The custom index's URL, and a warning when this build's security policy would block it. */
function CustomBaseUrlField({
  value,
  onChange,
  onCommit,
  onKeyDown,
  problemId,
}: {
  value: string;
  onChange: (value: string) => void;
  /** Applies the URL, if it is one (leaving the field). */
  onCommit: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** The id of the shown problem with the URL, if there is one. */
  problemId: string | undefined;
}) {
  const framed = useFramed();
  const trimmed = value.trim();
  return (
    <>
      <label className={styles.field}>
        {/* One grid cell: the field is a grid, which would put <code> on a line of its own. */}
        <span>
          Base URL (the part before <code>/api/v3</code>)
        </span>
        <input
          type="url"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onCommit}
          onKeyDown={onKeyDown}
          disabled={framed}
          placeholder="https://index.example.org"
          aria-invalid={problemId ? true : undefined}
          aria-describedby={problemId}
          spellCheck={false}
        />
      </label>
      {trimmed && !checkBaseUrl(trimmed) && !isConnectAllowedByPage(trimmed) ? (
        <p className={styles.problem}>
          This build's security policy does not allow requests to that origin. Rebuild with{' '}
          <code>VITE_CSP_CONNECT_ORIGINS={trimmed}</code> (see the README), or run tonlens from the same
          origin as the index.
        </p>
      ) : null}
    </>
  );
}
