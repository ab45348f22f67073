import { useId, type RefObject } from 'react';
import { checkBaseUrl } from '../../api/endpoint.ts';
import { useActiveEndpoint } from '../../settings/active-endpoint-context.ts';
import { ENDPOINT_PRESETS, type EndpointPreset } from '../../settings/settings.ts';
import { ApiKeyField } from './ApiKeyField.tsx';
import { isConnectAllowedByPage } from '../../settings/content-security-policy.ts';
import { useFramed } from '../../settings/framing.ts';
import { useEndpointSettings } from './useEndpointSettings.ts';
import styles from './SettingsDialog.module.css';

/** Which API the app reads from, and the key sent to it; kept only when "Use this endpoint" is pressed. */
export function EndpointSettings({
  onDone,
  keyFieldRef,
}: {
  onDone: () => void;
  keyFieldRef: RefObject<HTMLInputElement | null>;
}) {
  const framed = useFramed();
  const draft = useEndpointSettings(onDone);
  const urlErrorId = useId();
  return (
    <form onSubmit={draft.save} className={styles.section} aria-label="Endpoint">
      <EndpointChoice preset={draft.preset} onChoose={draft.setPreset} presetLabel={draft.presetLabel} />
      {draft.preset === 'custom' ? (
        <CustomBaseUrlField
          value={draft.customBaseUrl}
          onChange={draft.setCustomBaseUrl}
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
          problem={draft.keyProblem}
          setAside={draft.keySetAside}
          inputRef={keyFieldRef}
        />
      ) : null}
      <div>
        <button type="submit" className="button button-primary" disabled={framed}>
          Use this endpoint
        </button>
      </div>
    </form>
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
  problemId,
}: {
  value: string;
  onChange: (value: string) => void;
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
