import type { ReactNode } from 'react';
import { Unreadable } from './Unreadable.tsx';
import styles from './InfoRow.module.css';

/**
 * The one label/value list of the app (Otterscan's InfoRow, Blockscout's DetailedInfo): a transaction's
 * phases, a block's header, an account's details. A `<dl>` whose rows flow into as many columns as fit.
 */
export function InfoList({
  columns,
  children,
}: {
  /** Narrowest column: `narrow` 140–200 px, `medium` 220 px, `wide` 260 px. */
  columns: 'narrow' | 'medium' | 'wide';
  children: ReactNode;
}) {
  return (
    <dl className={styles.list} data-columns={columns}>
      {children}
    </dl>
  );
}

/**
 * One label and its value. `unreadable` (what was wrong when the API sent the field in a form that cannot
 * be read, from `driftIn`) marks the row after whatever value is shown, so a drifted field is never
 * silently absent. `span`: `all` for a row of its own (a whole hash), `double` for two columns.
 */
export function InfoRow({
  label,
  children,
  unreadable,
  span,
}: {
  label: ReactNode;
  children?: ReactNode;
  unreadable?: string | undefined;
  span?: 'all' | 'double' | undefined;
}) {
  const hasValue = children !== undefined && children !== null && children !== false;
  return (
    <div className={styles.row} data-span={span}>
      <dt>{label}</dt>
      <dd>
        {children}
        {hasValue && unreadable !== undefined ? ' ' : null}
        {unreadable !== undefined ? <Unreadable message={unreadable} /> : null}
      </dd>
    </div>
  );
}
