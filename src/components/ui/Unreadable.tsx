import { shownDriftText } from './drift-text.ts';
import styles from './Unreadable.module.css';
import { t } from '../../ton/i18n/door.ts';
import { uiMessages as m } from './ui-messages.ts';
import { Msg } from './Msg.tsx';

/**
 * In place of a value the API sent in a form the page cannot read (schema drift): says so, and what was
 * expected, instead of a silent dash. Words and a symbol, never colour alone. `compact` (table cells)
 * shows only "unreadable" and keeps the reason for hover and for screen readers.
 */
export function Unreadable({ message, compact = false }: { message: string; compact?: boolean }) {
  const reason = shownDriftText(message);
  if (compact) {
    return (
      <span className={styles.unreadable} title={reason}>
        <span aria-hidden="true">⚠ </span>
        {t(m.unreadable)}
        <span className="visually-hidden">: {reason}</span>
      </span>
    );
  }
  return (
    <span className={styles.unreadable}>
      <span aria-hidden="true">⚠ </span>
      <Msg message={m.unreadableReason} values={{ reason }} />
    </span>
  );
}
