import styles from './Drift.module.css';
import { shownDriftText } from '../ui/drift-text.ts';

interface DriftNoticeProps {
  /** What the fields belong to, e.g. "this transaction". */
  subject: string;
  /** The drifted fields (see listDrift in api/drift.ts); nothing is shown when there are none. */
  drift: ReadonlyArray<{ path: string; message: string }>;
}

/**
 * A short notice that some fields were sent in a form the page cannot read: which ones, and that the raw
 * JSON has what was sent. The fields themselves are marked where they are shown (Unreadable).
 */
export function DriftNotice({ subject, drift }: DriftNoticeProps) {
  if (drift.length === 0) return null;
  const label = `Fields of ${subject} not in the expected form`;
  return (
    <div className={styles.notice} role="note" aria-label={label}>
      <p>
        <span aria-hidden="true">⚠ </span>
        {drift.length === 1 ? 'One field' : `${drift.length} fields`} of {subject}{' '}
        {drift.length === 1 ? 'was' : 'were'} not in the expected form, so{' '}
        {drift.length === 1 ? 'it is' : 'they are'} marked “unreadable”; the raw JSON shows what was sent:
      </p>
      <ul className={styles.list}>
        {drift.map(({ path, message }) => (
          <li key={path}>
            <code>{shownDriftText(path)}</code>: {shownDriftText(message)}
          </li>
        ))}
      </ul>
    </div>
  );
}
