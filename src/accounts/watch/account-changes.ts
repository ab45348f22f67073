/**
 * "What changed since you last looked": each account of a lookup compared with the list's snapshot (the
 * last completed lookup, workspace/snapshots.ts). Pure, so every kind of change is table-tested.
 */
import { driftIn } from '../../api/drift.ts';
import type { Account } from '../../api/schemas.ts';
import {
  isUnreadable,
  rememberedSymbol,
  type AccountSnapshot,
  type RememberedJetton,
  type SnapshotField,
} from '../../workspace/snapshots.ts';
import { jettonAmountText, USDT_MAINNET_MASTER, type JettonDecimals } from '../../ton/jetton/jetton-info.ts';
import type { AccountLookupSnapshot } from '../lookup/account-lookup.ts';
import type { Message } from '../../ton/i18n/messages.ts';
import { watchMessages as m } from './watch-messages.ts';

/** What can change, in the order a change is described. */
export type ChangedField =
  'found' | 'balance' | 'status' | 'lastTransaction' | 'codeHash' | 'dataHash' | 'jettons';

/** Each field's words: messages, read with t() when shown. */
export const CHANGED_FIELD_LABELS: Record<ChangedField, Message> = {
  found: m.fieldFound,
  balance: m.fieldBalance,
  status: m.fieldStatus,
  lastTransaction: m.fieldLastTransaction,
  codeHash: m.fieldCodeHash,
  dataHash: m.fieldDataHash,
  jettons: m.fieldJettons,
};

/**
 * One jetton balance that moved since the snapshot: `new` (no wallet of that master then), `gone` (none
 * now), or `moved`. `delta` is after − before, exact, an absent side counting as zero.
 */
export interface JettonChange {
  /** The jetton master, canonical raw. */
  master: string;
  kind: 'moved' | 'new' | 'gone';
  before: bigint | null;
  after: bigint | null;
  delta: bigint;
}

/**
 * An owner's jettons as the token lookup gives them (src/api/tokens/owner-tokens.ts, `OwnerTokens['jettons']`):
 * only an answer says what it holds; loading, failed, not offered or no sample data say nothing.
 */
export type JettonsSource =
  | {
      state: 'answered';
      value: readonly {
        jetton: { master: string; symbol?: string | null; decimals?: JettonDecimals };
        balance: bigint;
      }[];
    }
  | { state: 'loading' | 'no-sample-data' | 'not-offered' | 'failed' };

/** The token lookup's answers by owner (TokenLookup['byOwner']), as far as changes read them. */
export type JettonsByOwner = ReadonlyMap<string, { readonly jettons: JettonsSource }>;

export interface AccountChange {
  fields: readonly ChangedField[];
  /** Fields not compared: unreadable on one side (then or now), so nothing is known of them. */
  unknown: readonly ChangedField[];
  /** after − before, exact; null when either side has no balance (not found then or now). */
  balanceDelta: bigint | null;
  /** The jetton balances that moved (USD₮ and the rest by master order); empty when none did or unknown. */
  jettons: readonly JettonChange[];
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
export function snapshotOfAccount(account: Account | undefined, jettons?: JettonsSource): AccountSnapshot {
  const held = jettons ? snapshotJettons(jettons) : undefined;
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
    ...(held ? { jettons: held } : {}),
  };
}

/**
 * What a snapshot keeps of an owner's jettons: when answered, each master's balance as exact text (two
 * wallets of one master, which no standard jetton has, are added up); otherwise undefined (unknown).
 */
export function snapshotJettons(source: JettonsSource): Record<string, string> | undefined {
  if (source.state !== 'answered') return undefined;
  // A negative balance is a drifted answer, which the snapshot reader refuses (and with it the owner's
  // whole map): such an owner's jettons are unknown this time, and the last look stays the baseline.
  if (source.value.some(({ balance }) => balance < 0n)) return undefined;
  const sums = new Map<string, bigint>();
  for (const { jetton, balance } of source.value)
    sums.set(jetton.master, (sums.get(jetton.master) ?? 0n) + balance);
  const result: Record<string, string> = {};
  for (const [master, balance] of sums)
    Object.defineProperty(result, master, {
      value: balance.toString(),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return result;
}

/** An owner's balance of `master` in a snapshot's jettons; null when it held no wallet of it. */
function heldOf(jettons: Readonly<Record<string, string>>, master: string): bigint | null {
  const text = Object.hasOwn(jettons, master) ? jettons[master] : undefined;
  return text === undefined ? null : BigInt(text);
}

/**
 * The jetton balances that differ between two snapshots of one owner, exact. Unknown on either side (not
 * answered, or a snapshot from before jettons were kept): nothing is compared, so nothing is listed. A
 * master absent on one side counts as zero there: a wallet that appeared with 0 is no change.
 */
export function jettonChanges(before: AccountSnapshot, after: AccountSnapshot): JettonChange[] {
  if (!before.jettons || !after.jettons) return [];
  const masters = new Set([...Object.keys(before.jettons), ...Object.keys(after.jettons)]);
  const changes: JettonChange[] = [];
  for (const master of masters) {
    const then = heldOf(before.jettons, master);
    const now = heldOf(after.jettons, master);
    const delta = (now ?? 0n) - (then ?? 0n);
    if (delta === 0n) continue;
    const kind = then === null ? 'new' : now === null ? 'gone' : 'moved';
    changes.push({ master, kind, before: then, after: now, delta });
  }
  return changes.sort(
    (a, b) =>
      Number(b.master === USDT_MAINNET_MASTER) - Number(a.master === USDT_MAINNET_MASTER) ||
      (a.master < b.master ? -1 : a.master > b.master ? 1 : 0),
  );
}

/**
 * The jetton delta of one owner and master in a list's changes: what the token column marks beside the
 * balance. Undefined when it did not move (or the owner's jettons were not compared).
 */
export function jettonDeltaOf(
  changes: ReadonlyMap<string, AccountChange> | undefined,
  owner: string,
  master: string,
): JettonChange | undefined {
  return changes?.get(owner)?.jettons.find((change) => change.master === master);
}

/**
 * A jetton delta as the table writes it: exact, signed, grouped ("+1,234.5", "−0.000001"), with the
 * jetton's decimals; its raw units when they are unknown (null, or `known: false`: the caller says "raw
 * units"). Never with GRAM: the symbol is the stranger's text, shown beside it through StrangerText.
 */
export function jettonDeltaText(delta: bigint, decimals: JettonDecimals | number | null): string {
  const places: JettonDecimals =
    typeof decimals === 'number'
      ? { known: true, value: decimals }
      : (decimals ?? { known: false, reason: 'decimals unknown' });
  const magnitude = jettonAmountText(delta < 0n ? -delta : delta, places);
  // The sign of the one amount door: "+" for a rise, U+2212 for a fall, none for zero.
  return delta > 0n ? `+${magnitude}` : delta < 0n ? `\u2212${magnitude}` : magnitude;
}

/**
 * What the next snapshot remembers of each jetton its accounts hold (symbol, decimals): this lookup's
 * answers over what was remembered, kept only for masters some account's jettons still name.
 */
export function rememberedJettons(
  before: Readonly<Record<string, RememberedJetton>> | undefined,
  tokens: JettonsByOwner | undefined,
  accounts: Readonly<Record<string, AccountSnapshot>>,
): Record<string, RememberedJetton> {
  const known = new Map<string, RememberedJetton>(Object.entries(before ?? {}));
  for (const { jettons } of tokens?.values() ?? []) {
    if (jettons.state !== 'answered') continue;
    for (const { jetton } of jettons.value) {
      const decimals = jetton.decimals?.known ? jetton.decimals.value : null;
      known.set(jetton.master, { symbol: rememberedSymbol(jetton.symbol ?? null), decimals });
    }
  }
  const result: Record<string, RememberedJetton> = {};
  for (const entry of Object.values(accounts))
    for (const master of Object.keys(entry.jettons ?? {})) {
      const jetton = known.get(master);
      if (jetton)
        Object.defineProperty(result, master, {
          value: jetton,
          enumerable: true,
          writable: true,
          configurable: true,
        });
    }
  return result;
}

/** How many jetton balances moved across a list's changes (the ChangesBar's count beside the accounts). */
export function countJettonChanges(changes: ReadonlyMap<string, AccountChange>): number {
  let count = 0;
  for (const change of changes.values()) count += change.jettons.length;
  return count;
}

/** Every chunk of the lookup has settled with an answer: the lookup is complete and can be kept. */
export function lookupComplete(lookup: AccountLookupSnapshot): boolean {
  return lookup.chunks.length > 0 && lookup.chunks.every((chunk) => chunk.status === 'done');
}

/**
 * The answered accounts of a lookup (only chunks answered: a failed or waiting one says nothing), each with
 * its jettons when the token lookup (`tokens`) answered them.
 */
export function lookupAccountSnapshots(
  lookup: AccountLookupSnapshot,
  tokens?: JettonsByOwner,
): Record<string, AccountSnapshot> {
  const result: Record<string, AccountSnapshot> = {};
  for (const chunk of lookup.chunks) {
    if (chunk.status !== 'done') continue;
    for (const raw of chunk.rawAddresses)
      result[raw] = snapshotOfAccount(lookup.accounts.get(raw), tokens?.get(raw)?.jettons);
  }
  return result;
}

/**
 * Whether the token lookup has settled for every account of the lookup: no owner's jettons still loading
 * (an owner the token lookup does not know is settled: its jettons are unknown).
 */
export function jettonsSettled(lookup: AccountLookupSnapshot, tokens: JettonsByOwner | undefined): boolean {
  if (!tokens) return true;
  return lookup.chunks.every((chunk) =>
    chunk.rawAddresses.every((raw) => tokens.get(raw)?.jettons.state !== 'loading'),
  );
}

/**
 * The list's next snapshot: the new answers over the old, an account's jettons kept from before when they
 * are unknown now (the tokens failed or were not offered this time: the baseline stays, as it does for a
 * failed lookup).
 */
export function nextSnapshotAccounts(
  before: Readonly<Record<string, AccountSnapshot>> | undefined,
  after: Readonly<Record<string, AccountSnapshot>>,
): Record<string, AccountSnapshot> {
  const next: Record<string, AccountSnapshot> = { ...before };
  for (const [raw, now] of Object.entries(after)) {
    const then = before && Object.hasOwn(before, raw) ? before[raw] : undefined;
    const kept =
      now.jettons === undefined && then?.jettons !== undefined ? { ...now, jettons: then.jettons } : now;
    Object.defineProperty(next, raw, { value: kept, enumerable: true, writable: true, configurable: true });
  }
  return next;
}

/** The snapshot fields each changed field is read from. */
const FIELDS_OF: Record<Exclude<ChangedField, 'found' | 'jettons'>, readonly SnapshotField[]> = {
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
  if (jettonChanges(before, after).length > 0) fields.push('jettons');
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
    const jettons = fields.includes('jettons') ? jettonChanges(then, now) : [];
    changes.set(raw, { fields, unknown, balanceDelta, jettons, before: then, after: now, since });
  }
  return changes;
}

/** The accounts of `raw` that differ between two lists (order aside): the list was edited. */
export function sameAccounts(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((raw) => set.has(raw));
}
