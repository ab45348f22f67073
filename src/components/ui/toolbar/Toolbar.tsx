import type { FormEvent, ReactNode } from 'react';
import styles from './toolbar.module.css';

/**
 * The row of controls above a list or table: it wraps on a narrow screen, so nothing is hidden sideways
 * (down to a 390 px phone). `panel` is a bordered box whose fields stand label above control, their bottoms
 * aligned; `bar` is a plain row of controls with their labels beside them. With `searchLabel` it is a
 * search landmark of that name (a form that never submits: every change applies as it is made); with
 * `label`, a group of that name.
 */
export function Toolbar({
  look,
  searchLabel,
  label,
  className,
  children,
}: {
  look: 'panel' | 'bar';
  searchLabel?: string;
  /** Names the controls as a group ("Accounts toolbar"), when the page has several rows of them. */
  label?: string;
  /** The page's own additions (a margin): layout and look are the toolbar's. */
  className?: string;
  children: ReactNode;
}) {
  const classes = [styles.toolbar, look === 'panel' ? styles.panel : styles.bar, className]
    .filter(Boolean)
    .join(' ');
  if (searchLabel === undefined) {
    return (
      <div className={classes} role={label === undefined ? undefined : 'group'} aria-label={label}>
        {children}
      </div>
    );
  }
  return (
    <form role="search" aria-label={searchLabel} className={classes} onSubmit={preventSubmit}>
      {children}
    </form>
  );
}

function preventSubmit(event: FormEvent) {
  event.preventDefault();
}

/**
 * One labelled control of a toolbar (a menu, a text field): `stacked` puts the small label above the
 * control, which fills the field; `inline` puts the label beside it. `width` is the room a stacked field
 * asks for before the row wraps: `narrow` menus share a row on a phone, `wide` is for free text.
 */
export function ToolbarField({
  label,
  htmlFor,
  layout = 'stacked',
  width = 'normal',
  children,
}: {
  label: string;
  /** The id of the control the label names. */
  htmlFor: string;
  layout?: 'stacked' | 'inline';
  width?: 'narrow' | 'normal' | 'wide';
  /** The control, then anything that goes with it (suggestions, a message under it). */
  children: ReactNode;
}) {
  const classes =
    layout === 'inline' ? styles.inline : `${styles.field} ${width === 'normal' ? '' : styles[width]}`.trim();
  return (
    <div className={classes}>
      <label htmlFor={htmlFor}>{label}</label>
      {children}
    </div>
  );
}
