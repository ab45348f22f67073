import type { ReactNode } from 'react';
import { useCopy } from './clipboard.ts';
import styles from './CopyTextButton.module.css';
import { t } from '../../../ton/i18n/door.ts';
import { uiMessages as m } from '../ui-messages.ts';

/**
 * A labelled button that copies `value()` ("Copy as curl", "Copy as TSV"): for actions whose name
 * matters more than an icon. The text is computed on click (it may be large). Beside the button a short
 * visible "Copied"; the page's live region says what was copied (`what`).
 */
export function CopyTextButton({
  value,
  what,
  children,
}: {
  value: () => string;
  /** What the announcement names: "Copied <what>". */
  what: () => string;
  children: ReactNode;
}) {
  const [status, copy] = useCopy(2500);
  return (
    <span className={styles.wrap}>
      <button type="button" className="button" onClick={() => copy(value(), what())}>
        {children}
      </button>
      <span className="muted" aria-hidden="true">
        {status === 'copied' ? t(m.copied) : status === 'failed' ? t(m.copyFailedSelect) : ''}
      </span>
    </span>
  );
}
