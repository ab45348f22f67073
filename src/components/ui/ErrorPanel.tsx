import type { ReactNode } from 'react';
import styles from './ErrorPanel.module.css';

export interface ErrorPanelAction {
  label: string;
  onClick: () => void;
}

interface ErrorPanelProps {
  title: string;
  children?: ReactNode;
  /** Shown as a button when the user can do something about it (retry, go back). */
  action?: ErrorPanelAction | undefined;
  /** More than one thing to do (open the settings, try without the key): buttons in this order. */
  actions?: readonly ErrorPanelAction[] | undefined;
}

/** A designed error state: what happened, what the user can do. Announced to assistive technology. */
export function ErrorPanel({ title, children, action, actions = [] }: ErrorPanelProps) {
  const buttons = action ? [action, ...actions] : actions;
  return (
    <section className={styles.panel} role="alert" aria-label={title}>
      <h2 className={styles.title}>
        <span aria-hidden="true">⚠ </span>
        {title}
      </h2>
      {children ? <div className={styles.body}>{children}</div> : null}
      {buttons.length > 0 ? (
        <div className={styles.actions}>
          {buttons.map((button) => (
            <button key={button.label} type="button" className="button" onClick={button.onClick}>
              {button.label}
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
