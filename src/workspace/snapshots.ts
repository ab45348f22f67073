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

function isSnapshot(value: unknown): value is ListSnapshot {
  const snapshot = value as Partial<ListSnapshot> | null;
  return (
    typeof snapshot?.listId === 'string' &&
    typeof snapshot.takenAt === 'number' &&
    typeof snapshot.accounts === 'object' &&
    snapshot.accounts !== null
  );
}

/** The list's last snapshot; undefined when it has none (its first lookup) or storage is unavailable. */
export async function loadSnapshot(listId: string): Promise<ListSnapshot | undefined> {
  const stored = await readOne<unknown>('snapshots', listId);
  return isSnapshot(stored) && stored.listId === listId ? stored : undefined;
}

/** Replaces the list's snapshot; false when storage failed (the page then compares with memory only). */
export function saveSnapshot(snapshot: ListSnapshot): Promise<boolean> {
  return writeAll('snapshots', [snapshot]);
}

/** Forgets a list's snapshot (its list was deleted for good). */
export function removeSnapshot(listId: string): Promise<boolean> {
  return removeAll('snapshots', [listId]);
}
