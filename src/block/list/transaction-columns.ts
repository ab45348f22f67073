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

/** A header's longer words, where its short text could be misread. */
export const COLUMN_TITLES: Partial<Record<(typeof COLUMNS)[number], string>> = {
  'Msgs out': 'Outgoing messages: how many, not their value',
  Action: 'What the transaction was part of, in words: the first of its actions',
};
