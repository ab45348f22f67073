import styles from './Drift.module.css';
import { shownDriftText } from '../ui/drift-text.ts';
import { t } from '../../ton/i18n/door.ts';
import { apiMessages as m } from './api-messages.ts';

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
  const label = t(m.driftLabel, { subject });
  return (
    <div className={styles.notice} role="note" aria-label={label}>
      <p>
        <span aria-hidden="true">⚠ </span>
        {drift.length === 1 ? t(m.driftOne, { subject }) : t(m.driftMany, { subject, count: drift.length })}
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
