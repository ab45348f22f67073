/**
 * "Accounts in this block": one row per account the block's transactions touched, how it came out of the
 * block (balance before its first and after its last transaction, status, code and data), what it paid and
 * what moved in and out, with totals that add up exactly to the sums over the block's transactions.
 *
 * Every amount is an exact bigint. What the answer does not give stays unknown (undefined), never 0: a
 * missing balance makes the net change unknown, a missing hash makes "code changed" unknown (unless the
 * account has no code: nonexist, uninit or frozen).
 *
 * The rows are built in one pass over the transactions and kept with the block (oncePerBlock); sorting and
 * filtering then only read them. The view's sort and filter live in the URL, beside the list's own:
 *
 *   view=accounts               this view (absent: the transaction list)
 *   asort=net|fees|in|out|tx|address   the sort column (absent: net, largest change first)
 *   adir=asc|desc               against the column's natural direction (absent: its natural one)
 *   aq=…                        free text: address in any form, domain, label or note
 *   acode=1                     only accounts whose code changed (a deploy, an upgrade)
 *   adata=1                     only accounts whose data changed (almost every wallet transaction does)
 *   astatus=1                   only accounts whose status changed
 */
import type { MasterchainBlock } from '../../api/block/masterchain-block.ts';
import type { AccountStateInTransaction, AddressBook, Transaction } from '../../api/schemas.ts';
import { accountForm } from '../../ton/account-form.ts';
import { compareBigInt } from '../../ton/amount.ts';
import { normalizeAddressKey } from '../../ton/address.ts';
import type { AccountLabel } from '../../workspace/labels.ts';
import { accountsLabelled } from '../model/block-index.ts';
import { incomingValue } from '../model/block-summary.ts';
import { oncePerBlock } from '../model/per-block.ts';
import { accountsSortMessages as sm } from '../model/model-messages.ts';
import { t } from '../../ton/i18n/door.ts';
import type { Message } from '../../ton/i18n/messages.ts';

export interface BlockAccountRow {
  /** Raw address, as the transactions give it. */
  raw: string;
  /** Order of first appearance in the block: the last tie-breaker of every sort. */
  position: number;
  transactions: number;
  balanceBefore: bigint | undefined;
  balanceAfter: bigint | undefined;
  /** balanceAfter − balanceBefore; undefined when either is. */
  netChange: bigint | undefined;
  statusBefore: string | undefined;
  statusAfter: string | undefined;
  /** undefined when either status is missing. */
  statusChanged: boolean | undefined;
  /** Compared between the first transaction's state before and the last's after; undefined when unknown. */
  codeChanged: boolean | undefined;
  dataChanged: boolean | undefined;
  /** Σ total_fees of its transactions that give one. */
  fees: bigint;
  /** Its transactions that give no readable total_fees (not in `fees`). */
  feesMissing: number;
  /** Σ value of its incoming internal messages (an in_msg with a source). */
  valueIn: bigint;
  /** Σ value of its outgoing internal messages (out_msgs with a destination). */
  valueOut: bigint;
}

export interface BlockAccountTotals {
  accounts: number;
  transactions: number;
  fees: bigint;
  feesMissing: number;
  valueIn: bigint;
  valueOut: bigint;
  /** Σ net change of the accounts whose change is known. */
  netChange: bigint;
  /** Accounts whose net change is unknown (not in `netChange`). */
  unknownNetChange: number;
}

export interface BlockAccounts {
  /** In order of first appearance in the block. */
  rows: BlockAccountRow[];
  totals: BlockAccountTotals;
}

interface Accumulator {
  row: BlockAccountRow;
  first: Transaction;
  last: Transaction;
}

function changed(before: string | undefined, after: string | undefined): boolean | undefined {
  return before === undefined || after === undefined ? undefined : before !== after;
}

/** Statuses in which an account has no code and no data: a missing hash then means "none", not unknown. */
const NO_CODE_STATUSES: ReadonlySet<string> = new Set(['nonexist', 'uninit', 'frozen']);
const NO_CODE = 'none';

/**
 * A state's code or data hash; NO_CODE for an account without code (its own status, else the transaction's
 * status on that side, says so); undefined when the answer does not say.
 */
function hashOf(
  state: AccountStateInTransaction | undefined,
  field: 'code_hash' | 'data_hash',
  transactionStatus: string | undefined,
): string | undefined {
  const hash = state?.[field] ?? undefined;
  if (hash !== undefined) return hash;
  const status = state?.account_status ?? transactionStatus;
  return status !== undefined && NO_CODE_STATUSES.has(status) ? NO_CODE : undefined;
}

function finish({ row, first, last }: Accumulator): BlockAccountRow {
  const before = first.account_state_before ?? undefined;
  const after = last.account_state_after ?? undefined;
  const balanceBefore = before?.balance ?? undefined;
  const balanceAfter = after?.balance ?? undefined;
  const statusBefore = first.orig_status ?? undefined;
  const statusAfter = last.end_status ?? undefined;
  return {
    ...row,
    balanceBefore,
    balanceAfter,
    netChange:
      balanceBefore === undefined || balanceAfter === undefined ? undefined : balanceAfter - balanceBefore,
    statusBefore,
    statusAfter,
    statusChanged: changed(statusBefore, statusAfter),
    codeChanged: changed(hashOf(before, 'code_hash', statusBefore), hashOf(after, 'code_hash', statusAfter)),
    dataChanged: changed(hashOf(before, 'data_hash', statusBefore), hashOf(after, 'data_hash', statusAfter)),
  };
}

function emptyRow(raw: string, position: number): BlockAccountRow {
  return {
    raw,
    position,
    transactions: 0,
    balanceBefore: undefined,
    balanceAfter: undefined,
    netChange: undefined,
    statusBefore: undefined,
    statusAfter: undefined,
    statusChanged: undefined,
    codeChanged: undefined,
    dataChanged: undefined,
    fees: 0n,
    feesMissing: 0,
    valueIn: 0n,
    valueOut: 0n,
  };
}

/** The block's accounts and their totals, in one pass over its transactions. */
export function summariseBlockAccounts(block: Pick<MasterchainBlock, 'transactions'>): BlockAccounts {
  const byAccount = new Map<string, Accumulator>();
  for (const transaction of block.transactions) {
    let entry = byAccount.get(transaction.account);
    if (!entry) {
      entry = { row: emptyRow(transaction.account, byAccount.size), first: transaction, last: transaction };
      byAccount.set(transaction.account, entry);
    }
    const { row } = entry;
    // Block order is by shard block, then lt: an account's transactions are compared by lt, not position.
    if (transaction.lt < entry.first.lt) entry.first = transaction;
    if (transaction.lt > entry.last.lt) entry.last = transaction;
    row.transactions += 1;
    if (transaction.total_fees === undefined || transaction.total_fees === null) row.feesMissing += 1;
    else row.fees += transaction.total_fees;
    row.valueIn += incomingValue(transaction);
    for (const message of transaction.out_msgs) {
      if (message.destination) row.valueOut += message.value ?? 0n;
    }
  }
  const rows = [...byAccount.values()].map(finish);
  return { rows, totals: totalsOf(rows) };
}

/** The column totals of `rows`. */
export function totalsOf(rows: readonly BlockAccountRow[]): BlockAccountTotals {
  const totals: BlockAccountTotals = {
    accounts: rows.length,
    transactions: 0,
    fees: 0n,
    feesMissing: 0,
    valueIn: 0n,
    valueOut: 0n,
    netChange: 0n,
    unknownNetChange: 0,
  };
  for (const row of rows) {
    totals.transactions += row.transactions;
    totals.fees += row.fees;
    totals.feesMissing += row.feesMissing;
    totals.valueIn += row.valueIn;
    totals.valueOut += row.valueOut;
    if (row.netChange === undefined) totals.unknownNetChange += 1;
    else totals.netChange += row.netChange;
  }
  return totals;
}

/** summariseBlockAccounts, once per block object. */
export const blockAccountsOf: (block: MasterchainBlock) => BlockAccounts =
  oncePerBlock(summariseBlockAccounts);

// ---------------------------------------------------------------------------------------------------
// The view's sort and filter, read from and written to the URL.

export const ACCOUNT_SORT_KEYS = ['net', 'fees', 'in', 'out', 'tx', 'address'] as const;
export type AccountSortKey = (typeof ACCOUNT_SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

/** Each column's first direction when chosen: numbers largest first, addresses A to Z. */
export function naturalDirection(key: AccountSortKey): SortDirection {
  return key === 'address' ? 'asc' : 'desc';
}

export interface AccountViewState {
  sort: AccountSortKey;
  direction: SortDirection;
  query: string;
  codeChangedOnly: boolean;
  dataChangedOnly: boolean;
  statusChangedOnly: boolean;
}

export const ACCOUNT_FILTER_PARAMS = ['aq', 'acode', 'adata', 'astatus'] as const;

function isOn(value: string | null): boolean {
  return value === '1' || value === 'true';
}

export function readAccountView(params: URLSearchParams): AccountViewState {
  const sortText = params.get('asort');
  const sort = ACCOUNT_SORT_KEYS.find((key) => key === sortText) ?? 'net';
  const dir = params.get('adir');
  return {
    sort,
    direction: dir === 'asc' || dir === 'desc' ? dir : naturalDirection(sort),
    query: (params.get('aq') ?? '').trim(),
    codeChangedOnly: isOn(params.get('acode')),
    dataChangedOnly: isOn(params.get('adata')),
    statusChangedOnly: isOn(params.get('astatus')),
  };
}

export type AccountViewChange = Partial<AccountViewState>;

/** A copy of `params` with the change applied; defaults are left out of the URL. */
export function withAccountViewChange(params: URLSearchParams, change: AccountViewChange): URLSearchParams {
  const next = new URLSearchParams(params);
  // A new column starts in its own direction unless the change says otherwise.
  const direction = change.direction ?? (change.sort ? naturalDirection(change.sort) : undefined);
  const state = { ...readAccountView(params), ...change, ...(direction ? { direction } : {}) };
  const set = (name: string, value: string | undefined) => {
    if (value === undefined || value === '') next.delete(name);
    else next.set(name, value);
  };
  set('asort', state.sort === 'net' ? undefined : state.sort);
  set('adir', state.direction === naturalDirection(state.sort) ? undefined : state.direction);
  set('aq', change.query ?? params.get('aq') ?? undefined);
  set('acode', state.codeChangedOnly ? '1' : undefined);
  set('adata', state.dataChangedOnly ? '1' : undefined);
  set('astatus', state.statusChangedOnly ? '1' : undefined);
  return next;
}

/** Every filter of the view removed; its sort stays. */
export function withoutAccountFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of ACCOUNT_FILTER_PARAMS) next.delete(name);
  return next;
}

export function hasAccountFilters(state: AccountViewState): boolean {
  return state.query !== '' || state.codeChangedOnly || state.dataChangedOnly || state.statusChangedOnly;
}

/** What the free text is searched in: the raw and shown forms, the domain (lowercase). */
function accountSearchText(raw: string, addressBook: AddressBook): string {
  const entry = addressBook[raw];
  const form = accountForm(raw, entry?.user_friendly);
  return [raw, form.friendly ?? '', entry?.domain ?? ''].join('\n').toLowerCase();
}

function abs(value: bigint): bigint {
  return value < 0n ? -value : value;
}

/** What each sort orders by, in words a reader can check against the numbers. */
const SORT_SUBJECTS: Record<AccountSortKey, Message> = {
  net: sm.subjectNet,
  fees: sm.subjectFees,
  in: sm.subjectIn,
  out: sm.subjectOut,
  tx: sm.subjectTx,
  address: sm.subjectAddress,
};

/**
 * The view's order in words ("Sorted by fees: largest first"): the net change sorts by size, not sign,
 * so a −5 stands above a +3, and the page says so.
 */
export function sortDescription({ sort, direction }: Pick<AccountViewState, 'sort' | 'direction'>): string {
  const order =
    sort === 'address'
      ? direction === 'asc'
        ? sm.aToZ
        : sm.zToA
      : direction === 'asc'
        ? sm.smallestFirst
        : sm.largestFirst;
  return t(sm.sortedBy, { subject: t(SORT_SUBJECTS[sort]), order: t(order) });
}

/** Ascending comparison by `key` (unknown net changes are ordered apart, see selectAccountRows). */
function compareBy(key: AccountSortKey, a: BlockAccountRow, b: BlockAccountRow): number {
  switch (key) {
    case 'net':
      // By the size of the change, then a gain above a loss of the same size.
      return (
        compareBigInt(abs(a.netChange ?? 0n), abs(b.netChange ?? 0n)) ||
        compareBigInt(a.netChange ?? 0n, b.netChange ?? 0n)
      );
    case 'fees':
      return compareBigInt(a.fees, b.fees);
    case 'in':
      return compareBigInt(a.valueIn, b.valueIn);
    case 'out':
      return compareBigInt(a.valueOut, b.valueOut);
    case 'tx':
      return a.transactions - b.transactions;
    case 'address':
      return a.raw < b.raw ? -1 : a.raw > b.raw ? 1 : 0;
  }
}

/**
 * The rows the view shows, filtered and sorted. The free text finds an address in any form (exactly), or
 * any part of the raw or shown form, the domain, or the private label or note (`labels`, by raw address).
 */
export function selectAccountRows(
  rows: readonly BlockAccountRow[],
  state: AccountViewState,
  addressBook: AddressBook,
  labels?: ReadonlyMap<string, AccountLabel>,
): BlockAccountRow[] {
  const needle = state.query.toLowerCase();
  const exact = state.query ? normalizeAddressKey(state.query) : null;
  // The same rule as the transaction list's search: a label or note holding the text finds its account.
  const labelled = accountsLabelled(labels, state.query);
  const matchesText = (row: BlockAccountRow) => {
    if (!needle) return true;
    if (exact) return row.raw.toUpperCase() === exact;
    return labelled.has(row.raw.toUpperCase()) || accountSearchText(row.raw, addressBook).includes(needle);
  };
  const shown = rows.filter(
    (row) =>
      (!state.codeChangedOnly || row.codeChanged === true) &&
      (!state.dataChangedOnly || row.dataChanged === true) &&
      (!state.statusChangedOnly || row.statusChanged === true) &&
      matchesText(row),
  );
  const sign = state.direction === 'asc' ? 1 : -1;
  // An unknown change is no size at all: it goes last whichever way the column is sorted.
  const unknownLast = (a: BlockAccountRow, b: BlockAccountRow) =>
    state.sort === 'net' ? Number(a.netChange === undefined) - Number(b.netChange === undefined) : 0;
  return shown.sort(
    (a, b) => unknownLast(a, b) || sign * compareBy(state.sort, a, b) || a.position - b.position,
  );
}
