/**
 * "What changed since you last looked": each account of a lookup compared with the list's snapshot (the
 * last completed lookup, workspace/snapshots.ts). Pure, so every kind of change is table-tested.
 */
import type { Account } from '../../api/schemas.ts';
import type { AccountSnapshot } from '../../workspace/snapshots.ts';
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
  /** after − before, exact; null when either side has no balance (not found then or now). */
  balanceDelta: bigint | null;
  before: AccountSnapshot;
  after: AccountSnapshot;
  /** Epoch milliseconds of the snapshot compared with. */
  since: number;
}

/** What is kept of one answer about an account: the fields a change is looked for in. */
export function snapshotOfAccount(account: Account | undefined): AccountSnapshot {
  return {
    found: account !== undefined,
    balance: account?.balance ?? null,
    status: account?.status ?? null,
    lastTransactionLt: account?.last_transaction_lt ?? null,
    lastTransactionHash: account?.last_transaction_hash ?? null,
    codeHash: account?.code_hash ?? null,
    dataHash: account?.data_hash ?? null,
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

/** The fields that differ between two answers about one account. */
export function changedFields(before: AccountSnapshot, after: AccountSnapshot): ChangedField[] {
  const fields: ChangedField[] = [];
  if (before.found !== after.found) fields.push('found');
  if (before.balance !== after.balance) fields.push('balance');
  if (before.status !== after.status) fields.push('status');
  if (
    before.lastTransactionLt !== after.lastTransactionLt ||
    before.lastTransactionHash !== after.lastTransactionHash
  )
    fields.push('lastTransaction');
  if (before.codeHash !== after.codeHash) fields.push('codeHash');
  if (before.dataHash !== after.dataHash) fields.push('dataHash');
  return fields;
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
    const fields = changedFields(then, now);
    if (fields.length === 0) continue;
    const balanceDelta = then.balance !== null && now.balance !== null ? now.balance - then.balance : null;
    changes.set(raw, { fields, balanceDelta, before: then, after: now, since });
  }
  return changes;
}

/** The accounts of `raw` that differ between two lists (order aside): the list was edited. */
export function sameAccounts(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((raw) => set.has(raw));
}
