import { useId, type KeyboardEvent, type RefObject } from 'react';
import { sendKeyAgain } from '../../settings/settings-store.ts';
import { useFramed } from '../../settings/framing.ts';
import styles from './SettingsDialog.module.css';
import { t } from '../../ton/i18n/door.ts';
import { Msg } from '../../components/ui/Msg.tsx';
import { endpointMessages as m } from './settings-messages.ts';

interface ApiKeyFieldProps {
  /** The endpoint's name, as the preset choice shows it. */
  label: string;
  /** The origin the key belongs to; undefined until a custom URL is valid. */
  origin: string | undefined;
  value: string;
  onType: (value: string) => void;
  /** Applies the key as typed (leaving the field). */
  onCommit: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** Why the typed key cannot be saved, if it cannot. */
  problem: string | undefined;
  /** The field holds the saved key the API refused, which this tab has set aside. */
  setAside: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
}

/** The key for the chosen endpoint: where it is sent, why it cannot be saved, and whether it is set aside. */
export function ApiKeyField({
  label,
  origin,
  value,
  onType,
  onCommit,
  onKeyDown,
  problem,
  setAside,
  inputRef,
}: ApiKeyFieldProps) {
  const framed = useFramed();
  const noteId = useId();
  const errorId = useId();
  return (
    <>
      <label className={styles.field}>
        {t(m.keyLabel, { label })}
        <input
          ref={inputRef}
          type="password"
          value={value}
          onChange={(event) => onType(event.target.value)}
          onBlur={onCommit}
          onKeyDown={onKeyDown}
          autoComplete="off"
          spellCheck={false}
          disabled={framed || origin === undefined}
          aria-invalid={problem ? true : undefined}
          aria-describedby={
            [setAside ? noteId : '', problem ? errorId : ''].filter(Boolean).join(' ') || undefined
          }
        />
        <span className="muted">
          {origin === undefined ? (
            t(m.keyNeedsUrl)
          ) : (
            <Msg message={m.keySentOnlyTo} values={{ origin: <strong className="mono">{origin}</strong> }} />
          )}
        </span>
      </label>
      {problem ? (
        <p id={errorId} className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      {setAside ? <KeyNotUsedNote id={noteId} origin={origin} /> : null}
    </>
  );
}

/** The API refused the saved key: this tab goes without it until the user says otherwise. */
function KeyNotUsedNote({ id, origin }: { id: string; origin: string | undefined }) {
  const framed = useFramed();
  return (
    <div className={styles.keyAside}>
      <p id={id}>
        <Msg message={m.keyNotUsedBody} values={{ title: <strong>{t(m.keyNotUsedTitle)}</strong> }} />
      </p>
      <button
        type="button"
        className="button"
        disabled={framed}
        onClick={() => origin !== undefined && sendKeyAgain(origin)}
      >
        {t(m.useKeyAgain)}
      </button>
    </div>
  );
}
