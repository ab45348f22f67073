/** Values as the transaction's field rows (and the block header's) show them; absent stays absent. */
import { t } from '../../ton/i18n/door.ts';
import { messageViewMessages as mm } from './message-view-messages.ts';
import { transactionMessages as m } from './transaction-messages.ts';

export function yesNo(value: boolean | null | undefined): string | undefined {
  return value === undefined || value === null ? undefined : value ? t(m.yes) : t(m.no);
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
  return t(mm.size, {
    cells: t(mm.cells, { count: size.cells ?? '?' }),
    bits: t(mm.bits, { count: size.bits ?? '?' }),
  });
}

/** The drift messages of several fields of one object as one, each named: `cells: expected …; bits: …`. */
export function unreadableOf(
  messages: ReadonlyArray<readonly [field: string, message: string | undefined]>,
): string | undefined {
  const found = messages.filter((entry): entry is readonly [string, string] => entry[1] !== undefined);
  if (found.length === 0) return undefined;
  return found.map(([field, message]) => `${field}: ${message}`).join('; ');
}
