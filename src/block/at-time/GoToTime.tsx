import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { formatAbsolute } from '../../components/time/time-format.ts';
import { paths } from '../../paths.ts';
import { useSettings } from '../../settings/settings-store.ts';
import { canonicalTime, parseTimeQuery, TIME_EXAMPLES } from '../../ton/text/time-query.ts';
import { describeNote, timeSearchNoteOf } from './time-search-note.ts';
import styles from './GoToTime.module.css';
import { t } from '../../ton/i18n/door.ts';
import { Msg } from '../../components/ui/Msg.tsx';
import { atTimeMessages as m } from './at-time-messages.ts';

/**
 * "Go to time…" of a block page: a button that opens a small form, prefilled with the block's own time
 * as the page shows it (in UTC or local time), which opens the block in effect at the time typed.
 */
export function GoToTime({ blockTime }: { blockTime: number | undefined }) {
  const { timeZone } = useSettings();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [message, setMessage] = useState<string | undefined>();
  const inputId = useId();
  const hintId = useId();
  const messageId = useId();
  const formId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Set by Cancel and Escape: once the form is gone, focus goes back to the button that opened it
  // (the form's own buttons, which held it, are removed).
  const returnFocus = useRef(false);

  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    toggleRef.current?.focus();
  }, [open]);

  function show() {
    setText(blockTime === undefined ? '' : formatAbsolute(new Date(blockTime * 1000), timeZone));
    setMessage(undefined);
    setOpen(true);
  }

  function close() {
    setOpen(false);
    returnFocus.current = true;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseTimeQuery(text, timeZone);
    if (!parsed.ok) {
      setMessage(parsed.message);
      return;
    }
    void navigate(paths.blockAtTime(canonicalTime(parsed.time)));
  }

  // The button stays on screen, a disclosure: it says whether the form is open and closes it again.
  const toggle = (
    <button
      ref={toggleRef}
      type="button"
      className="button"
      onClick={open ? close : show}
      aria-expanded={open}
      aria-controls={open ? formId : undefined}
    >
      {t(m.goToTime)}
    </button>
  );
  if (!open) return toggle;
  return (
    <>
      {toggle}
      <form id={formId} className={styles.form} onSubmit={submit} noValidate aria-label={t(m.formLabel)}>
        <label htmlFor={inputId} className={styles.label}>
          {t(timeZone === 'utc' ? m.dateUtc : m.dateLocal)}
        </label>
        <div className={styles.row}>
          <input
            id={inputId}
            className={styles.input}
            value={text}
            // The form opens on a click of its button: the field is where the user goes next.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            onChange={(event) => {
              setText(event.target.value);
              setMessage(undefined);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape') close();
            }}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${messageId} ${hintId}` : hintId}
            spellCheck={false}
            autoComplete="off"
          />
          <button type="submit" className="button button-primary">
            {t(m.go)}
          </button>
          <button type="button" className="button" onClick={close}>
            {t(m.cancel)}
          </button>
        </div>
        {message ? (
          <p id={messageId} className={styles.message} role="alert">
            {message}
          </p>
        ) : null}
        <p id={hintId} className={`muted ${styles.hint}`}>
          <Msg
            message={m.examples4}
            values={{
              a: <span className={styles.example}>{TIME_EXAMPLES[0]}</span>,
              b: <span className={styles.example}>{TIME_EXAMPLES[1]}</span>,
              c: <span className={styles.example}>{TIME_EXAMPLES[2]}</span>,
              d: <span className={styles.example}>{TIME_EXAMPLES[3]}</span>,
            }}
          />
        </p>
      </form>
    </>
  );
}

/** On a block the time search opened: which time was asked, and how this block answers it. */
export function TimeSearchNoteLine({ seqno }: { seqno: number }) {
  const location = useLocation();
  const note = timeSearchNoteOf(location.state, seqno);
  if (!note) return null;
  return (
    <p className={styles.note} role="note" aria-label={t(m.timeAsked)}>
      {describeNote(note)}
    </p>
  );
}
