import { shownStrangerText } from '../../ton/text-safety.ts';
import { SERVER_MESSAGE_SHOWN } from './api-error-state.ts';
import styles from './Drift.module.css';

/**
 * A reason or field path built from the server's text (an extra-currency id can be 3,000 characters), as
 * the page shows it: bounded as a server's message is (shownStrangerText, SERVER_MESSAGE_SHOWN).
 */
export function shownDriftText(text: string): string {
  return shownStrangerText(text, SERVER_MESSAGE_SHOWN);
}

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
        <span aria-hidden="true">⚠ </span>unreadable<span className="visually-hidden">: {reason}</span>
      </span>
    );
  }
  return (
    <span className={styles.unreadable}>
      <span aria-hidden="true">⚠ </span>unreadable: {reason}
    </span>
  );
}
