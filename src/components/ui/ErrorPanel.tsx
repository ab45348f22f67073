import type { ReactNode } from 'react';
import styles from './ErrorPanel.module.css';

interface ErrorPanelProps {
  title: string;
  children?: ReactNode;
  /** Shown as a button when the user can do something about it (retry, go back). */
  action?: { label: string; onClick: () => void } | undefined;
}

/** A designed error state: what happened, what the user can do. Announced to assistive technology. */
export function ErrorPanel({ title, children, action }: ErrorPanelProps) {
  return (
    <section className={styles.panel} role="alert" aria-label={title}>
      <h2 className={styles.title}>
        <span aria-hidden="true">⚠ </span>
        {title}
      </h2>
      {children ? <div className={styles.body}>{children}</div> : null}
      {action ? (
        <button type="button" className="button" onClick={action.onClick}>
          {action.label}
        </button>
      ) : null}
    </section>
  );
}
