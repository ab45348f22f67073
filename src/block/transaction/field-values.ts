/** Values as the transaction's field rows (and the block header's) show them; absent stays absent. */

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

/** The drift messages of several fields of one object as one, each named: `cells: expected …; bits: …`. */
export function unreadableOf(
  messages: ReadonlyArray<readonly [field: string, message: string | undefined]>,
): string | undefined {
  const found = messages.filter((entry): entry is readonly [string, string] => entry[1] !== undefined);
  if (found.length === 0) return undefined;
  return found.map(([field, message]) => `${field}: ${message}`).join('; ');
}
