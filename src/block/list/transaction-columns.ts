/** The transaction list's column headers, in order (a group or details row spans all of them). */
export const COLUMNS = ['Account', 'Type', 'Result', 'Value in', 'Out', 'Fees', 'Message'] as const;
