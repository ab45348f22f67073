import { useCopy } from './clipboard.ts';
import styles from './CopyButton.module.css';

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
      aria-label={`Copy ${label}`}
      title={`Copy ${label}`}
    />
  );
}
