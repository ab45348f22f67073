/**
 * The block page's filters and sort live in the URL's search parameters, so a filtered view is a link
 * that can be shared. `tx` (the opened transaction) sits beside them and is never touched here.
 *
 *   failed=1       only transactions that did not succeed (failed, skipped, aborted or bounced)
 *   bounced=1      only transactions whose incoming message bounced back
 *   account=…      only this account's transactions; any address form
 *   opcode=0x…     only transactions whose incoming message has this opcode (hex or decimal)
 *   q=…            free text: hash, account (any form), domain, comment, opcode name or hex
 *   sort=fees|value  highest first; absent means block order (by shard block, then lt)
 *
 * What cannot be read (an account that is not an address, an opcode that is not 32 bits) is reported and
 * ignored, never guessed.
 */
import { normalizeAddressKey } from '../ton/address.ts';
import { formatOpcode, parseOpcode } from '../ton/opcodes.ts';

export const SORT_ORDERS = ['lt', 'fees', 'value'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const FILTER_PARAMS = ['failed', 'bounced', 'account', 'opcode', 'q'] as const;

export interface BlockFilters {
  failedOnly: boolean;
  bouncedOnly: boolean;
  /** The account filter as written in the URL, and its raw form when it is an address. */
  accountText: string;
  account: string | undefined;
  /** The opcode filter as written in the URL, and its value when it is one. */
  opcodeText: string;
  opcode: number | undefined;
  /** Free text, trimmed. */
  query: string;
  sort: SortOrder;
}

export interface FilterProblem {
  param: 'account' | 'opcode';
  message: string;
}

function isOn(value: string | null): boolean {
  return value === '1' || value === 'true';
}

function isSortOrder(value: string | null): value is SortOrder {
  return SORT_ORDERS.some((order) => order === value);
}

export function readBlockFilters(params: URLSearchParams): BlockFilters {
  const accountText = (params.get('account') ?? '').trim();
  const opcodeText = (params.get('opcode') ?? '').trim();
  const sort = params.get('sort');
  return {
    failedOnly: isOn(params.get('failed')),
    bouncedOnly: isOn(params.get('bounced')),
    accountText,
    account: accountText ? (normalizeAddressKey(accountText) ?? undefined) : undefined,
    opcodeText,
    opcode: opcodeText ? (parseOpcode(opcodeText) ?? undefined) : undefined,
    query: (params.get('q') ?? '').trim(),
    sort: isSortOrder(sort) ? sort : 'lt',
  };
}

/** What in the URL is ignored because it cannot be read, in words the user can act on. */
export function filterProblems(filters: BlockFilters): FilterProblem[] {
  const problems: FilterProblem[] = [];
  if (filters.accountText && filters.account === undefined) {
    problems.push({
      param: 'account',
      message: `“${filters.accountText}” is not an address; showing all accounts.`,
    });
  }
  if (filters.opcodeText && filters.opcode === undefined) {
    problems.push({
      param: 'opcode',
      message: `“${filters.opcodeText}” is not an opcode (32 bits, like 0x0f8a7ea5); showing all opcodes.`,
    });
  }
  return problems;
}

/** True when any filter narrows the list (a sort alone does not). */
export function hasActiveFilters(filters: BlockFilters): boolean {
  return (
    filters.failedOnly ||
    filters.bouncedOnly ||
    filters.account !== undefined ||
    filters.opcode !== undefined ||
    filters.query !== ''
  );
}

export interface FilterChange {
  failedOnly?: boolean;
  bouncedOnly?: boolean;
  account?: string;
  opcode?: number | undefined;
  query?: string;
  sort?: SortOrder;
}

/** A copy of `params` with the change applied; empty values remove their parameter. `tx` is kept. */
export function withFilterChange(params: URLSearchParams, change: FilterChange): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | undefined) => {
    if (value === undefined || value === '') next.delete(name);
    else next.set(name, value);
  };
  if (change.failedOnly !== undefined) set('failed', change.failedOnly ? '1' : undefined);
  if (change.bouncedOnly !== undefined) set('bounced', change.bouncedOnly ? '1' : undefined);
  if (change.account !== undefined) set('account', change.account.trim());
  if ('opcode' in change)
    set('opcode', change.opcode === undefined ? undefined : formatOpcode(change.opcode));
  if (change.query !== undefined) set('q', change.query);
  if (change.sort !== undefined) set('sort', change.sort === 'lt' ? undefined : change.sort);
  return next;
}

/** Every filter removed; the sort and the opened transaction stay. */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of FILTER_PARAMS) next.delete(name);
  return next;
}

/** The search to carry to a neighbouring block: the same filters and sort, no opened transaction. */
export function neighbourSearch(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('tx');
  return next;
}
