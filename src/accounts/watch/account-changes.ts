/**
 * "What changed since you last looked": each account of a lookup compared with the list's snapshot (the
 * last completed lookup, workspace/snapshots.ts). Pure, so every kind of change is table-tested.
 */
import { driftIn } from '../../api/drift.ts';
import type { Account } from '../../api/schemas.ts';
import { isUnreadable, type AccountSnapshot, type SnapshotField } from '../../workspace/snapshots.ts';
import type { AccountLookupSnapshot } from '../lookup/account-lookup.ts';

/** What can change, in the order a change is described. */
export type ChangedField = 'found' | 'balance' | 'status' | 'lastTransaction' | 'codeHash' | 'dataHash';

export const CHANGED_FIELD_LABELS: Record<ChangedField, string> = {
  found: 'found or not',
  balance: 'balance',
  status: 'status',
  lastTransaction: 'last transaction',
  codeHash: 'code hash',
  dataHash: 'data hash',
};

export interface AccountChange {
  fields: readonly ChangedField[];
  /** Fields not compared: unreadable on one side (then or now), so nothing is known of them. */
  unknown: readonly ChangedField[];
  /** after − before, exact; null when either side has no balance (not found then or now). */
  balanceDelta: bigint | null;
  before: AccountSnapshot;
  after: AccountSnapshot;
  /** Epoch milliseconds of the snapshot compared with. */
  since: number;
}

/** Each field of an entry, and the field of the answer it is read from. */
const ANSWER_FIELDS: ReadonlyArray<[SnapshotField, keyof Account & string]> = [
  ['balance', 'balance'],
  ['status', 'status'],
  ['lastTransactionLt', 'last_transaction_lt'],
  ['lastTransactionHash', 'last_transaction_hash'],
  ['codeHash', 'code_hash'],
  ['dataHash', 'data_hash'],
];

/**
 * What is kept of one answer about an account: the fields a change is looked for in, and which of them
 * could not be read (drift, or no balance for a found account), whose null means unknown.
 */
export function snapshotOfAccount(account: Account | undefined): AccountSnapshot {
  const unreadable = account
    ? ANSWER_FIELDS.filter(
        ([field, answerField]) =>
          driftIn(account, answerField as never) !== undefined ||
          (field === 'balance' && account.balance === undefined),
      ).map(([field]) => field)
    : [];
  return {
    found: account !== undefined,
    balance: account?.balance ?? null,
    status: account?.status ?? null,
    lastTransactionLt: account?.last_transaction_lt ?? null,
    lastTransactionHash: account?.last_transaction_hash ?? null,
    codeHash: account?.code_hash ?? null,
    dataHash: account?.data_hash ?? null,
    ...(unreadable.length > 0 ? { unreadable } : {}),
  };
}

/** Every chunk of the lookup has settled with an answer: the lookup is complete and can be kept. */
export function lookupComplete(lookup: AccountLookupSnapshot): boolean {
  return lookup.chunks.length > 0 && lookup.chunks.every((chunk) => chunk.status === 'done');
}

/** The answered accounts of a lookup (only chunks answered: a failed or waiting one says nothing). */
export function lookupAccountSnapshots(lookup: AccountLookupSnapshot): Record<string, AccountSnapshot> {
  const result: Record<string, AccountSnapshot> = {};
  for (const chunk of lookup.chunks) {
    if (chunk.status !== 'done') continue;
    for (const raw of chunk.rawAddresses) result[raw] = snapshotOfAccount(lookup.accounts.get(raw));
  }
  return result;
}

/** The snapshot fields each changed field is read from. */
const FIELDS_OF: Record<Exclude<ChangedField, 'found'>, readonly SnapshotField[]> = {
  balance: ['balance'],
  status: ['status'],
  lastTransaction: ['lastTransactionLt', 'lastTransactionHash'],
  codeHash: ['codeHash'],
  dataHash: ['dataHash'],
};

/**
 * The fields that differ between two answers about one account, and (`unknown`) those not compared:
 * unreadable on either side, they never count as a change. An account found on one side only differs
 * in every readable field it has: it is new, or gone.
 */
export function compareFields(
  before: AccountSnapshot,
  after: AccountSnapshot,
): { fields: ChangedField[]; unknown: ChangedField[] } {
  const fields: ChangedField[] = [];
  const unknown: ChangedField[] = [];
  if (before.found !== after.found) fields.push('found');
  for (const [field, parts] of Object.entries(FIELDS_OF) as Array<[ChangedField, SnapshotField[]]>) {
    const readable = parts.every((part) => !isUnreadable(before, part) && !isUnreadable(after, part));
    const differs = parts.some((part) => before[part] !== after[part]);
    if (readable) {
      if (differs) fields.push(field);
    } else if (before.found && after.found) unknown.push(field);
  }
  return { fields, unknown };
}

/** The fields that differ between two answers about one account (unreadable ones never do). */
export function changedFields(before: AccountSnapshot, after: AccountSnapshot): ChangedField[] {
  return compareFields(before, after).fields;
}

/**
 * The accounts of `after` that changed since `before` (taken at `since`). An account absent from either
 * side (new to the list, or not answered this time) is not compared: nothing is known to have changed.
 */
export function compareSnapshots(
  before: Readonly<Record<string, AccountSnapshot>>,
  after: Readonly<Record<string, AccountSnapshot>>,
  since: number,
): Map<string, AccountChange> {
  const changes = new Map<string, AccountChange>();
  for (const [raw, now] of Object.entries(after)) {
    const then = before[raw];
    if (!then) continue;
    const { fields, unknown } = compareFields(then, now);
    if (fields.length === 0) continue;
    const balanceDelta =
      fields.includes('balance') && then.balance !== null && now.balance !== null
        ? now.balance - then.balance
        : null;
    changes.set(raw, { fields, unknown, balanceDelta, before: then, after: now, since });
  }
  return changes;
}

/** The accounts of `raw` that differ between two lists (order aside): the list was edited. */
export function sameAccounts(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((raw) => set.has(raw));
}
