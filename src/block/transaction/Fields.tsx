import type { ReactNode } from 'react';
import styles from './TransactionDetails.module.css';

/** A label and its value; `undefined` leaves the row out (a field the API did not send is not a zero). */
export type Field = readonly [label: string, value: ReactNode | undefined];

export function Fields({ rows }: { rows: readonly Field[] }) {
  const present = rows.filter(([, value]) => value !== undefined && value !== null);
  if (present.length === 0) return <p className="muted">The API sent no fields for this.</p>;
  return (
    <dl className={styles.fields}>
      {present.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function yesNo(value: boolean | null | undefined): string | undefined {
  return value === undefined || value === null ? undefined : value ? 'yes' : 'no';
}

/** Counters and codes as text; absent stays absent. */
export function plain(value: number | bigint | string | null | undefined): string | undefined {
  return value === undefined || value === null ? undefined : String(value);
}

/** "2 cells, 1457 bits" */
export function messageSize(
  size: { cells?: bigint | undefined; bits?: bigint | undefined } | null | undefined,
) {
  if (!size) return undefined;
  return `${size.cells ?? '?'} cells, ${size.bits ?? '?'} bits`;
}
