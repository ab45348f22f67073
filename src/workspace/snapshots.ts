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
  /**
   * The owner's jetton balances when its jettons were answered: by jetton master (canonical raw address),
   * each balance as exact decimal text (bigint as text, so a stored record reads the same in every
   * version). Absent: not known (the tokens were not answered, failed, not offered, no sample data; or the
   * entry was written before jettons were kept): never compared, never "holds nothing".
   */
  jettons?: Readonly<Record<string, string>>;
}

/** The fields of an account's entry that hold a value of the answer. */
export type SnapshotField = Exclude<keyof AccountSnapshot, 'found' | 'unreadable' | 'jettons'>;

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
  /**
   * What the lookup said of each jetton its accounts hold, by master: so a jetton gone since is still
   * named and its delta written with its decimals. Absent in snapshots written before jettons were kept.
   */
  jettons?: Record<string, RememberedJetton>;
}

/** A jetton as a snapshot remembers it: its symbol (stranger text, cut) and decimals (null: unknown). */
export interface RememberedJetton {
  symbol: string | null;
  decimals: number | null;
}

/** At most this many jettons are remembered per list (more in a stored record: none are read). */
export const SNAPSHOT_MAX_REMEMBERED_JETTONS = 10_000;
/** A remembered symbol's length at most, in UTF-16 code units (longer ones are cut when written). */
export const REMEMBERED_SYMBOL_MAX = 64;
/** The most decimals a remembered jetton has (ton/jetton/jetton-info.ts MAX_DISPLAY_DECIMALS). */
const REMEMBERED_MAX_DECIMALS = 36;

/** A symbol as a snapshot keeps it: cut to REMEMBERED_SYMBOL_MAX, never inside a surrogate pair. */
export function rememberedSymbol(symbol: string | null): string | null {
  if (symbol === null || symbol.length <= REMEMBERED_SYMBOL_MAX) return symbol;
  const cut = symbol.slice(0, REMEMBERED_SYMBOL_MAX);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

function readRememberedJetton(value: unknown): RememberedJetton | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { symbol, decimals } = value as Record<string, unknown>;
  const symbolOk = symbol === null || (typeof symbol === 'string' && symbol.length <= REMEMBERED_SYMBOL_MAX);
  const decimalsOk =
    decimals === null ||
    (typeof decimals === 'number' &&
      Number.isInteger(decimals) &&
      decimals >= 0 &&
      decimals <= REMEMBERED_MAX_DECIMALS);
  return symbolOk && decimalsOk
    ? { symbol: symbol as string | null, decimals: decimals as number | null }
    : undefined;
}

/**
 * A stored list's remembered jettons, read as a stranger's record: a malformed entry (or master key) is
 * left out, the others kept; more than SNAPSHOT_MAX_REMEMBERED_JETTONS, or not a plain object: none.
 */
export function readRememberedJettons(value: unknown): Record<string, RememberedJetton> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return undefined;
  const keys = Object.keys(value);
  if (keys.length > SNAPSHOT_MAX_REMEMBERED_JETTONS) return undefined;
  const jettons: Record<string, RememberedJetton> = {};
  for (const master of keys) {
    if (!MASTER_KEY.test(master)) continue;
    const read = readRememberedJetton((value as Record<string, unknown>)[master]);
    if (read) jettons[master] = read;
  }
  return jettons;
}

const bigintOrNull = (value: unknown) => value === null || typeof value === 'bigint';
const stringOrNull = (value: unknown) => value === null || typeof value === 'string';

/** At most this many jettons are kept per account: more in a stored entry is not this version's record. */
export const SNAPSHOT_MAX_JETTONS = 1000;
/** A jetton balance's digits at most: a standard balance (VarUInteger 16) has 37; the API layer reads up to 120. */
export const SNAPSHOT_MAX_BALANCE_DIGITS = 120;
/** A jetton master as the snapshot keys it: the canonical raw form (workchain, colon, 64 upper hex digits). */
const MASTER_KEY = /^-?[0-9]{1,3}:[0-9A-F]{64}$/;
const BALANCE_TEXT = new RegExp(`^(?:0|[1-9][0-9]{0,${SNAPSHOT_MAX_BALANCE_DIGITS - 1}})$`);

/**
 * A stored entry's jettons, read as a stranger's record: a plain object of at most SNAPSHOT_MAX_JETTONS
 * canonical raw masters, each with a non-negative integer's decimal text. Anything else (another shape, a
 * prototype key, a negative or fractional or too long balance) makes the whole map unknown: undefined, so
 * the account's jettons are compared again from the next answer rather than against half a record.
 */
export function readSnapshotJettons(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return undefined;
  const keys = Object.keys(value);
  if (keys.length > SNAPSHOT_MAX_JETTONS) return undefined;
  const jettons: Record<string, string> = {};
  for (const master of keys) {
    const balance = (value as Record<string, unknown>)[master];
    if (!MASTER_KEY.test(master) || typeof balance !== 'string' || !BALANCE_TEXT.test(balance))
      return undefined;
    jettons[master] = balance;
  }
  return jettons;
}

/**
 * One account's entry as this version writes it: a stored record of another shape is not compared. Its
 * jettons, when unreadable, are left out (unknown) and the rest of the entry is kept.
 */
function readAccountSnapshot(value: unknown): AccountSnapshot | undefined {
  if (!isAccountSnapshot(value)) return undefined;
  const { jettons, ...entry } = value as AccountSnapshot & { jettons?: unknown };
  if (jettons === undefined) return entry;
  const read = readSnapshotJettons(jettons);
  return read ? { ...entry, jettons: read } : entry;
}

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
    const read = readAccountSnapshot(entry);
    if (read)
      Object.defineProperty(accounts, raw, {
        value: read,
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  const jettons = readRememberedJettons(stored.jettons);
  return jettons ? { listId, takenAt, accounts, jettons } : { listId, takenAt, accounts };
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
