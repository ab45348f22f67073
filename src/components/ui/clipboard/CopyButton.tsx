import { useCopy } from './clipboard.ts';
import styles from './CopyButton.module.css';
import { t } from '../../../ton/i18n/door.ts';
import { uiMessages as m } from '../ui-messages.ts';

interface CopyButtonProps {
  /** The exact text put on the clipboard. */
  value: string;
  /** What is copied, for the accessible name: "Copy <label>". */
  label: string;
}

/**
 * Copies `value`; the icon turns into a check, and the page's live region says "Copied …" so
 * screen-reader users hear it worked. One element: the icon is drawn by CSS, because a list of 5,000
 * transactions creates these while it scrolls.
 */
export function CopyButton({ value, label }: CopyButtonProps) {
  const [status, copy] = useCopy();
  return (
    <button
      type="button"
      className={styles.button}
      data-status={status}
      onClick={() => copy(value, label)}
      aria-label={t(m.copy, { label })}
      title={t(m.copy, { label })}
    />
  );
}
