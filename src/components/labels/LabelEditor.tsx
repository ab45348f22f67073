import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { labelProblem, setLabel, useLabel, type AccountLabel } from '../../workspace/labels.ts';
import { useStorageProblem, type StorageProblem } from '../../workspace/workspace-db.ts';
import { shownStrangerText } from '../../ton/text/text-safety.ts';
import styles from './LabelEditor.module.css';
import { t } from '../../ton/i18n/door.ts';
import { labelsMessages as m } from './labels-messages.ts';
import type { Message } from '../../ton/i18n/messages.ts';

interface LabelEditorProps {
  /** The account's canonical raw address (`0:ABC…`, uppercase): the label's key. */
  raw: string;
  /** The account as its accessible names say it: its short address. */
  name: string;
  /**
   * `icon`: a small ✎ button named "Edit label of <name>" (a table row, among other accounts' rows);
   * `text`: a button reading "Edit label" (the details of one account, which name it already).
   */
  variant?: 'icon' | 'text';
}

/** How a closed editor ended: saved, or kept for this tab only because storage failed. */
type Outcome = 'saved' | 'tab-only';

/**
 * Edits an account's private label and note in place: a button that opens a small form under it. Enter
 * in the label saves, Escape cancels; a label `labelProblem` objects to is refused with its reason; focus
 * returns to the button when the form closes. When storage fails the label still works in this tab, and
 * the editor says so.
 */
export function LabelEditor({ raw, name, variant = 'icon' }: LabelEditorProps) {
  const record = useLabel(raw);
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const button = useRef<HTMLButtonElement>(null);
  const formId = useId();
  const action =
    variant === 'icon'
      ? t(record ? m.editLabelOf : m.addLabelTo, { name })
      : t(record ? m.editLabel : m.addLabel);
  const close = (how?: Outcome) => {
    setOpen(false);
    setOutcome(how);
    button.current?.focus();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className={variant === 'icon' ? styles.iconButton : 'button'}
        aria-label={variant === 'icon' ? action : undefined}
        title={variant === 'icon' ? action : undefined}
        aria-expanded={open}
        aria-controls={open ? formId : undefined}
        onClick={() => (open ? close() : (setOpen(true), setOutcome(undefined)))}
      >
        {variant === 'icon' ? <span aria-hidden="true">✎</span> : action}
      </button>
      {outcome === 'tab-only' && !open ? <TabOnlyNote /> : null}
      {open ? <LabelForm id={formId} raw={raw} name={name} record={record} onClose={close} /> : null}
    </>
  );
}

/** Said after a save that storage refused: the label is shown, but only until this tab closes. */
function TabOnlyNote() {
  return (
    <span className={styles.tabOnly} role="status">
      <span aria-hidden="true">⚠ </span>
      {t(m.tabOnly)}
    </span>
  );
}

function LabelForm({
  id,
  raw,
  name,
  record,
  onClose,
}: {
  id: string;
  raw: string;
  name: string;
  record: AccountLabel | undefined;
  onClose: (how?: Outcome) => void;
}) {
  const [label, setLabelText] = useState(record?.label ?? '');
  const [note, setNote] = useState(record?.note ?? '');
  const [saving, setSaving] = useState(false);
  const labelInput = useRef<HTMLInputElement>(null);
  // Said while typing: Save is refused for as long as it stands.
  const shownProblem = labelProblem(label.trim(), note.trim());

  useEffect(() => labelInput.current?.focus(), []);

  const save = async (nextLabel: string, nextNote: string) => {
    if (labelProblem(nextLabel.trim(), nextNote.trim()) !== undefined) return;
    setSaving(true);
    const saved = await setLabel(raw, nextLabel, nextNote);
    setSaving(false);
    onClose(saved ? 'saved' : 'tab-only');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <form
      id={id}
      className={styles.form}
      aria-label={t(m.labelOf, { name })}
      onSubmit={(event) => {
        event.preventDefault();
        void save(label, note);
      }}
    >
      <label className={styles.field}>
        <span>{t(m.label)}</span>
        <input
          ref={labelInput}
          type="text"
          value={label}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={shownProblem ? true : undefined}
          aria-describedby={shownProblem ? `${id}-problem` : undefined}
          onKeyDown={onKeyDown}
          onChange={(event) => setLabelText(event.target.value)}
        />
      </label>
      <label className={styles.field}>
        <span>{t(m.note)}</span>
        <textarea
          value={note}
          rows={2}
          onKeyDown={onKeyDown}
          onChange={(event) => setNote(event.target.value)}
        />
      </label>
      <FormNotices id={id} problem={shownProblem} />
      <FormActions
        saving={saving}
        removable={record !== undefined}
        onCancel={() => onClose()}
        onRemove={() => void save('', '')}
      />
    </form>
  );
}

/** How the page says what is wrong with the browser's storage (read at render: the language may change). */
const STORAGE_STATE: Record<StorageProblem['kind'], Message> = {
  unavailable: m.storageUnavailable,
  quota: m.storageFull,
  failed: m.storageFailing,
};

/** Why Save is refused, and whether what is saved outlives the tab. */
function FormNotices({ id, problem }: { id: string; problem: string | undefined }) {
  const storage = useStorageProblem();
  return (
    <>
      {problem ? (
        <p id={`${id}-problem`} className={styles.problem} role="alert">
          {shownStrangerText(problem, 200)}
        </p>
      ) : null}
      {storage ? (
        <p className={styles.storage}>
          <span aria-hidden="true">⚠ </span>
          {t(STORAGE_STATE[storage.kind])}
        </p>
      ) : null}
    </>
  );
}

function FormActions({
  saving,
  removable,
  onCancel,
  onRemove,
}: {
  saving: boolean;
  removable: boolean;
  onCancel: () => void;
  onRemove: () => void;
}) {
  return (
    <div className={styles.actions}>
      <button type="submit" className="button button-primary" disabled={saving}>
        {t(m.save)}
      </button>
      <button type="button" className="button" onClick={onCancel}>
        {t(m.cancel)}
      </button>
      {removable ? (
        <button type="button" className="button" disabled={saving} onClick={onRemove}>
          {t(m.removeLabel)}
        </button>
      ) : null}
    </div>
  );
}
