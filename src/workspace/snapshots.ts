/**
 * What a saved list showed the last time it was looked up: the last answer per account, so the next
 * lookup can say what changed (account-changes.ts). Amounts and logical times stay bigint in storage
 * (IndexedDB stores them exactly). Read when a list is opened; written after each completed lookup.
 */
import { readOne, removeAll, writeAll } from './workspace-db.ts';

export interface AccountSnapshot {
  /** The answer had the account (false: answered without it). */
  found: boolean;
  balance: bigint | null;
  status: string | null;
  lastTransactionLt: bigint | null;
  lastTransactionHash: string | null;
  codeHash: string | null;
  dataHash: string | null;
}

export interface ListSnapshot {
  listId: string;
  /** Epoch milliseconds of the lookup it records. */
  takenAt: number;
  /** By raw address. */
  accounts: Record<string, AccountSnapshot>;
}

const bigintOrNull = (value: unknown) => value === null || typeof value === 'bigint';
const stringOrNull = (value: unknown) => value === null || typeof value === 'string';

/** One account's entry as this version writes it: a stored record of another shape is not compared. */
function isAccountSnapshot(value: unknown): value is AccountSnapshot {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.found === 'boolean' &&
    bigintOrNull(entry.balance) &&
    stringOrNull(entry.status) &&
    bigintOrNull(entry.lastTransactionLt) &&
    stringOrNull(entry.lastTransactionHash) &&
    stringOrNull(entry.codeHash) &&
    stringOrNull(entry.dataHash)
  );
}

/**
 * The stored snapshot, read as a stranger's record (another version of tonlens, an edit in the browser's
 * tools): a malformed account entry is dropped (that account is compared next time, from the new answer),
 * never allowed to throw when compared.
 */
function readSnapshot(value: unknown, listId: string): ListSnapshot | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const stored = value as Record<string, unknown>;
  if (stored.listId !== listId || typeof stored.takenAt !== 'number') return undefined;
  if (typeof stored.accounts !== 'object' || stored.accounts === null) return undefined;
  const accounts: Record<string, AccountSnapshot> = {};
  for (const [raw, entry] of Object.entries(stored.accounts)) {
    if (isAccountSnapshot(entry)) accounts[raw] = entry;
  }
  return { listId, takenAt: stored.takenAt, accounts };
}

/** The list's last snapshot; undefined when it has none (its first lookup) or storage is unavailable. */
export async function loadSnapshot(listId: string): Promise<ListSnapshot | undefined> {
  return readSnapshot(await readOne<unknown>('snapshots', listId), listId);
}

/** Replaces the list's snapshot; false when storage failed (the page then compares with memory only). */
export function saveSnapshot(snapshot: ListSnapshot): Promise<boolean> {
  return writeAll('snapshots', [snapshot]);
}

/** Forgets a list's snapshot (its list was deleted for good). */
export function removeSnapshot(listId: string): Promise<boolean> {
  return removeAll('snapshots', [listId]);
}
