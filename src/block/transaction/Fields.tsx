import type { ReactNode } from 'react';
import { InfoList, InfoRow } from '../../components/ui/InfoRow.tsx';
import { t } from '../../ton/i18n/door.ts';
import { transactionMessages as m } from './transaction-messages.ts';

/**
 * A label, its value and, when the API sent the field in a form that cannot be read, what was wrong
 * (`driftIn(object, field)`). An absent value leaves the row out (a field the API did not send is not a
 * zero); an unreadable one keeps the row, marked.
 */
export type Field = readonly [label: string, value: ReactNode | undefined, unreadable?: string | undefined];

/** A phase's or a message's fields as rows of the app's one label/value list (`InfoRow`). */
export function Fields({ rows }: { rows: readonly Field[] }) {
  const present = rows.filter(
    ([, value, unreadable]) => (value !== undefined && value !== null) || unreadable !== undefined,
  );
  if (present.length === 0) return <p className="muted">{t(m.noFields)}</p>;
  return (
    <InfoList columns="medium">
      {present.map(([label, value, unreadable]) => (
        <InfoRow key={label} label={label} unreadable={unreadable}>
          {value}
        </InfoRow>
      ))}
    </InfoList>
  );
}
