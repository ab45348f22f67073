import { useId, useState, type ReactNode } from 'react';
import styles from './Disclosure.module.css';

interface DisclosureProps {
  /** The button's text; it says what opens. */
  label: ReactNode;
  /** Rendered only while open: heavy content (a stringified body) costs nothing until asked for. */
  children: () => ReactNode;
}

/** A button that shows and hides a panel below it, whose content is built only when opened. */
export function Disclosure({ label, children }: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className={styles.disclosure} data-open={open || undefined}>
      <button
        type="button"
        className={`button ${styles.toggle}`}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true" className={styles.chevron}>
          {open ? '▾' : '▸'}
        </span>
        {label}
      </button>
      {open ? (
        <div id={panelId} className={styles.panel}>
          {children()}
        </div>
      ) : null}
    </div>
  );
}
