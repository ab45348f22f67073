import { useEffect, useId, type KeyboardEvent, type RefObject } from 'react';
import { checkBaseUrl } from '../../api/endpoint.ts';
import { useActiveEndpoint } from '../../settings/active-endpoint-context.ts';
import { ENDPOINT_PRESETS, type EndpointPreset } from '../../settings/settings.ts';
import { ApiKeyField } from './ApiKeyField.tsx';
import { isConnectAllowedByPage } from '../../settings/content-security-policy.ts';
import { useFramed } from '../../settings/framing.ts';
import { useEndpointSettings } from './useEndpointSettings.ts';
import { DeployedEndpointBlocked, ServerHoldsKeyNote } from './DeployEndpointNotes.tsx';
import styles from './SettingsDialog.module.css';
import { t } from '../../ton/i18n/door.ts';
import { Msg } from '../../components/ui/Msg.tsx';
import { endpointMessages as m } from './settings-messages.ts';

// Code and URLs, in no language.
const API_PATH = '/api/v3';
const URL_EXAMPLE = 'https://index.example.org';
const CSP_SETTING = 'VITE_CSP_CONNECT_ORIGINS';

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
    <div className={styles.section} role="group" aria-label={t(m.group)}>
      <EndpointChoice preset={draft.preset} onChoose={draft.choose} presetLabel={draft.presetLabel} />
      {draft.preset === 'sample' ? <DeployedEndpointBlocked /> : null}
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
      {draft.keyHeldByServer && draft.origin !== undefined ? (
        <ServerHoldsKeyNote origin={draft.origin} />
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
      <Msg message={m.inUse} values={{ label: <strong>{active.label}</strong> }} />
      {active.fromLink ? ` ${t(m.fromLink)}` : null}
      {pending ? <span className="muted"> {t(m.customPending)}</span> : null}
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
      <legend>{t(m.legend)}</legend>
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
              <span className="muted">{t(m.buildDefault)}</span>
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
          <Msg message={m.baseUrl} values={{ path: <code>{API_PATH}</code> }} />
        </span>
        <input
          type="url"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onCommit}
          onKeyDown={onKeyDown}
          disabled={framed}
          placeholder={URL_EXAMPLE}
          aria-invalid={problemId ? true : undefined}
          aria-describedby={problemId}
          spellCheck={false}
        />
      </label>
      {trimmed && !checkBaseUrl(trimmed) && !isConnectAllowedByPage(trimmed) ? (
        <p className={styles.problem}>
          <Msg message={m.cspBlocked} values={{ setting: <code>{`${CSP_SETTING}=${trimmed}`}</code> }} />
        </p>
      ) : null}
    </>
  );
}
