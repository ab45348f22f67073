import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import styles from './Dialog.module.css';
import { t } from '../../ton/i18n/door.ts';
import { uiMessages as m } from './ui-messages.ts';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Focused when the dialog opens instead of its first control (the browser's choice), when it is there. */
  initialFocus?: RefObject<HTMLElement | null> | undefined;
  /** Takes the whole screen on a phone (a dialog with several sections). */
  fillOnPhone?: boolean;
}

/**
 * A modal on the native <dialog>: the browser traps focus, Escape closes it and the page behind is inert.
 */
export function Dialog({ open, title, onClose, children, initialFocus, fillOnPhone = false }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // After showModal, which focuses the first control: the children mounted before this effect ran.
      initialFocus?.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, initialFocus]);

  return (
    <dialog
      ref={ref}
      className={fillOnPhone ? `${styles.dialog} ${styles.fill}` : styles.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
    >
      {open ? (
        <>
          <div className={styles.head}>
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="button" onClick={onClose}>
              {t(m.close)}
            </button>
          </div>
          {children}
        </>
      ) : null}
    </dialog>
  );
}
