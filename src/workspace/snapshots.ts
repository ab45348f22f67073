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
  /**
   * The fields the answer sent but that could not be read (drift), or, for the balance, a found account
   * sent none: their null means unknown, not absent, and they are never compared. Absent in entries
   * written before it existed (nothing known to be unreadable then).
   */
  unreadable?: readonly SnapshotField[];
}

/** The fields of an account's entry that hold a value of the answer. */
export type SnapshotField = Exclude<keyof AccountSnapshot, 'found' | 'unreadable'>;

export const SNAPSHOT_FIELDS: readonly SnapshotField[] = [
  'balance',
  'status',
  'lastTransactionLt',
  'lastTransactionHash',
  'codeHash',
  'dataHash',
];

/** Whether `field` of `entry` is unknown (unreadable when the answer came). */
export function isUnreadable(entry: AccountSnapshot, field: SnapshotField): boolean {
  return entry.unreadable?.includes(field) ?? false;
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
    stringOrNull(entry.dataHash) &&
    (entry.unreadable === undefined ||
      (Array.isArray(entry.unreadable) &&
        entry.unreadable.every((field) => (SNAPSHOT_FIELDS as readonly unknown[]).includes(field))))
  );
}

/** Later than this after now, a snapshot's time is a bad clock or a tampered record. */
const FUTURE_SLACK_MS = 60_000;

/**
 * The stored snapshot, read as a stranger's record (another version of tonlens, an edit in the browser's
 * tools): a malformed account entry is dropped (that account is compared next time, from the new answer),
 * never allowed to throw when compared.
 */
function readSnapshot(value: unknown, listId: string): ListSnapshot | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const stored = value as Record<string, unknown>;
  const { takenAt } = stored;
  if (stored.listId !== listId || typeof takenAt !== 'number') return undefined;
  // A time that is no date, or one ahead of this clock (no later lookup would ever be compared): no
  // snapshot, so the next lookup is kept as the list's first.
  if (!Number.isFinite(takenAt) || takenAt < 0 || takenAt > Date.now() + FUTURE_SLACK_MS) return undefined;
  if (typeof stored.accounts !== 'object' || stored.accounts === null) return undefined;
  const accounts: Record<string, AccountSnapshot> = {};
  for (const [raw, entry] of Object.entries(stored.accounts)) {
    if (isAccountSnapshot(entry))
      Object.defineProperty(accounts, raw, {
        value: entry,
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  return { listId, takenAt, accounts };
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
