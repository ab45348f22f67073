import { t } from '../../ton/i18n/door.ts';
import { listMessages as m } from './list-messages.ts';

/**
 * The transaction list's column headers, in order (a group or details row spans all of them). "Msgs out"
 * is a count of outgoing messages: beside "Value in", an amount, a bare "Out" read as one. "Action" (the
 * action the transaction belongs to, in one sentence) is drawn as a line of its own under the others.
 */
export const COLUMNS = [
  'Account',
  'Type',
  'Result',
  'Value in',
  'Msgs out',
  'Fees',
  'Message',
  'Action',
] as const;

const COLUMN_MESSAGES = {
  Account: m.colAccount,
  Type: m.colType,
  Result: m.colResult,
  'Value in': m.colValueIn,
  'Msgs out': m.colMsgsOut,
  Fees: m.colFees,
  Message: m.colMessage,
  Action: m.colAction,
} as const satisfies Record<(typeof COLUMNS)[number], unknown>;

/** A column's header in the page's language (COLUMNS are its keys, in English). */
export function columnHeader(column: (typeof COLUMNS)[number]): string {
  return t(COLUMN_MESSAGES[column]);
}

/** A header's longer words, where its short text could be misread. */
export function columnTitle(column: (typeof COLUMNS)[number]): string | undefined {
  if (column === 'Msgs out') return t(m.titleMsgsOut);
  if (column === 'Action') return t(m.titleAction);
  return undefined;
}
