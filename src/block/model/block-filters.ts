/**
 * The block page's filters and sort live in the URL's search parameters, so a filtered view is a link
 * that can be shared. `tx` (the opened transaction) sits beside them and is never touched here.
 *
 *   failed=1       only transactions that did not succeed (failed, skipped, aborted or bounced)
 *   bounced=1      only transactions whose incoming message bounced back
 *   account=…      only this account's transactions; any address form
 *   opcode=0x…     only transactions whose incoming message has this opcode (hex or decimal);
 *                  opcode=none: only those whose incoming message has none (or that have no incoming one);
 *                  opcode=unreadable: only those whose incoming opcode the server sent in a form that is
 *                  no 32-bit opcode (api/message-opcode.ts)
 *   shard=0:8000000000000000:55671169  only the transactions of this shard block (workchain:shard hex:seqno)
 *   outcome=…      only this outcome: success, compute-failed, action-failed, skipped, aborted or bounced
 *   action=…       only transactions that belong to an action of this type (`jetton_transfer`, the index's
 *                  type names, lowercase; issue 27): whichever reader gave the action (the server's or
 *                  tonlens's own), so a type no action of this block has shows no transaction
 *   q=…            free text: hash, account (any form), domain, comment, opcode name or hex
 *   sort=fees|value  highest first; absent means block order (by shard block, then lt)
 *
 * What cannot be read (an account that is not an address, an opcode that is not 32 bits, a shard block or
 * an outcome that is none) is reported and ignored, never guessed.
 */
import { normalizeAddressKey } from '../../ton/address.ts';
import { formatOpcode, parseOpcode } from '../../ton/chain/opcodes.ts';
import type { TransactionResultKind } from '../../ton/chain/transaction-outcome.ts';
import { echoedInput } from '../../ton/seqno.ts';
import { t } from '../../ton/i18n/door.ts';
import { filtersMessages as m } from './filters-messages.ts';

export const SORT_ORDERS = ['lt', 'fees', 'value'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const FILTER_PARAMS = [
  'failed',
  'bounced',
  'account',
  'opcode',
  'shard',
  'outcome',
  'action',
  'q',
] as const;

/** The outcomes `outcome=` selects: TransactionResultKind without 'unknown' (nothing to look for). */
export const OUTCOME_FILTERS = [
  'success',
  'compute-failed',
  'action-failed',
  'skipped',
  'aborted',
  'bounced',
] as const satisfies readonly Exclude<TransactionResultKind, 'unknown'>[];
export type OutcomeFilter = (typeof OUTCOME_FILTERS)[number];

/** Each outcome in words, as the outcome menu and the chart of outcomes name it. */
const OUTCOME_MESSAGES = {
  success: m.success,
  'compute-failed': m.computeFailed,
  'action-failed': m.actionFailed,
  skipped: m.skipped,
  aborted: m.aborted,
  bounced: m.bounced,
} as const satisfies Record<OutcomeFilter, unknown>;

/** Each outcome in words, in the page's language at the time of asking. */
export function outcomeLabel(outcome: OutcomeFilter): string {
  return t(OUTCOME_MESSAGES[outcome]);
}

/** `opcode=none`: the transactions whose incoming message carries no opcode. */
export const NO_OPCODE = 'none';
/** `opcode=unreadable`: the transactions whose incoming message carries an opcode that cannot be read. */
export const UNREADABLE_OPCODE = 'unreadable';

export interface BlockFilters {
  failedOnly: boolean;
  bouncedOnly: boolean;
  /** The account filter as written in the URL, and its raw form when it is an address. */
  accountText: string;
  account: string | undefined;
  /** The opcode filter as written in the URL, and its value when it is one. */
  opcodeText: string;
  opcode: number | undefined;
  /** `opcode=none`: only transactions without an incoming opcode. */
  noOpcode: boolean;
  /** `opcode=unreadable`: only transactions whose incoming opcode cannot be read. */
  unreadableOpcode: boolean;
  /** The shard block filter as written in the URL, and its `workchain:SHARD:seqno` key when it reads as one. */
  shardText: string;
  shard: string | undefined;
  /** The outcome filter as written in the URL, and the outcome when it is one. */
  outcomeText: string;
  outcome: OutcomeFilter | undefined;
  /** The action type filter as written in the URL, and the type (lowercase) when it reads as one. */
  actionText: string;
  action: string | undefined;
  /** Free text, trimmed. */
  query: string;
  sort: SortOrder;
}

export interface FilterProblem {
  param: 'account' | 'opcode' | 'shard' | 'outcome' | 'action';
  message: string;
}

function isOn(value: string | null): boolean {
  return value === '1' || value === 'true';
}

function isSortOrder(value: string | null): value is SortOrder {
  return SORT_ORDERS.some((order) => order === value);
}

const SHARD_BLOCK = /^(-?\d{1,10}):([0-9a-f]{1,16}):(\d{1,10})$/i;

/**
 * `0:8000000000000000:55671169` → the key the index gives its shard block (shardBlockLabel): the shard in
 * uppercase, padded to 16 hex digits as the API sends it, so `0:8000000000000000:…` and `0:80000000…` in
 * lowercase agree. Undefined for anything else.
 */
export function parseShardBlock(text: string): string | undefined {
  const match = SHARD_BLOCK.exec(text.trim());
  if (!match) return undefined;
  const [, workchain = '', shard = '', seqno = ''] = match;
  const wc = Number.parseInt(workchain, 10);
  const n = Number.parseInt(seqno, 10);
  if (wc < -0x80000000 || wc > 0x7fffffff || n > 0xffffffff) return undefined;
  return `${wc}:${shard.toUpperCase().padStart(16, '0')}:${n}`;
}

/**
 * An action type as the index names them (`jetton_transfer`, `dns_renew`, `stake_deposit`): a lowercase
 * letter, then letters, digits and underscores, 64 characters at most. The URL may write it in capitals.
 */
const ACTION_TYPE = /^[a-z][a-z0-9_]{0,63}$/;

/** `action=` read: the type in lowercase, or undefined when the text is no type name. */
export function parseActionType(text: string): string | undefined {
  const lower = text.trim().toLowerCase();
  return ACTION_TYPE.test(lower) ? lower : undefined;
}

function parseOutcome(text: string): OutcomeFilter | undefined {
  const lower = text.toLowerCase();
  return OUTCOME_FILTERS.find((outcome) => outcome === lower);
}

export function readBlockFilters(params: URLSearchParams): BlockFilters {
  const accountText = (params.get('account') ?? '').trim();
  const opcodeText = (params.get('opcode') ?? '').trim();
  const shardText = (params.get('shard') ?? '').trim();
  const outcomeText = (params.get('outcome') ?? '').trim();
  const actionText = (params.get('action') ?? '').trim();
  const noOpcode = opcodeText.toLowerCase() === NO_OPCODE;
  const unreadableOpcode = opcodeText.toLowerCase() === UNREADABLE_OPCODE;
  const sort = params.get('sort');
  return {
    failedOnly: isOn(params.get('failed')),
    bouncedOnly: isOn(params.get('bounced')),
    accountText,
    account: accountText ? (normalizeAddressKey(accountText) ?? undefined) : undefined,
    opcodeText,
    opcode: opcodeText && !noOpcode && !unreadableOpcode ? (parseOpcode(opcodeText) ?? undefined) : undefined,
    noOpcode,
    unreadableOpcode,
    shardText,
    shard: shardText ? parseShardBlock(shardText) : undefined,
    outcomeText,
    outcome: outcomeText ? parseOutcome(outcomeText) : undefined,
    actionText,
    action: actionText ? parseActionType(actionText) : undefined,
    query: (params.get('q') ?? '').trim(),
    sort: isSortOrder(sort) ? sort : 'lt',
  };
}

/**
 * What in the URL is ignored because it cannot be read, in words the user can act on. A link is a
 * stranger's text: what it says is quoted through echoedInput (invisible characters made visible, cut short).
 */
export function filterProblems(filters: BlockFilters): FilterProblem[] {
  const problems: FilterProblem[] = [];
  if (filters.accountText && filters.account === undefined) {
    problems.push({
      param: 'account',
      message: t(m.notAnAddress, { text: echoedInput(filters.accountText) }),
    });
  }
  if (filters.opcodeText && filters.opcode === undefined && !filters.noOpcode && !filters.unreadableOpcode) {
    problems.push({
      param: 'opcode',
      message: t(m.notAnOpcode, { text: echoedInput(filters.opcodeText) }),
    });
  }
  if (filters.shardText && filters.shard === undefined) {
    problems.push({
      param: 'shard',
      message: t(m.notAShardBlock, { text: echoedInput(filters.shardText) }),
    });
  }
  if (filters.outcomeText && filters.outcome === undefined) {
    problems.push({
      param: 'outcome',
      message: t(m.notAnOutcome, {
        text: echoedInput(filters.outcomeText),
        outcomes: OUTCOME_FILTERS.join(', '),
      }),
    });
  }
  if (filters.actionText && filters.action === undefined) {
    problems.push({
      param: 'action',
      message: t(m.notAnActionType, { text: echoedInput(filters.actionText) }),
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
    filters.noOpcode ||
    filters.unreadableOpcode ||
    filters.shard !== undefined ||
    filters.outcome !== undefined ||
    filters.action !== undefined ||
    filters.query !== ''
  );
}

/** What the opcode filter can be set to: an opcode, or one of the two kinds of messages without a readable one. */
export type OpcodeFilterValue = number | typeof NO_OPCODE | typeof UNREADABLE_OPCODE;

/**
 * The value `opcode=` holds as the menu and the picture write it ('none', 'unreadable', `0x…`), or
 * undefined when it is no filter.
 */
export function opcodeFilterValue(filters: BlockFilters): OpcodeFilterValue | undefined {
  if (filters.noOpcode) return NO_OPCODE;
  if (filters.unreadableOpcode) return UNREADABLE_OPCODE;
  return filters.opcode;
}

/** The two opcode filters that are no opcode, in words, as the Opcode menu and the chart of opcodes name them. */
export function opcodeKindLabel(kind: typeof NO_OPCODE | typeof UNREADABLE_OPCODE): string {
  return t(kind === NO_OPCODE ? m.noOpcode : m.unreadableOpcode);
}

export interface FilterChange {
  failedOnly?: boolean;
  bouncedOnly?: boolean;
  account?: string;
  /** A number, NO_OPCODE, UNREADABLE_OPCODE, or undefined (with the key present) to remove the filter. */
  opcode?: OpcodeFilterValue | undefined;
  /** A shard block key (`workchain:SHARD:seqno`); '' removes the filter. */
  shard?: string;
  /** An outcome, or undefined (with the key present) to remove the filter. */
  outcome?: OutcomeFilter | undefined;
  /** An action type (`jetton_transfer`), or undefined (with the key present) to remove the filter. */
  action?: string | undefined;
  query?: string;
  sort?: SortOrder;
}

/**
 * A copy of `params` with the change applied; empty values remove their parameter. `tx` is kept. The
 * filters narrow the transaction list, so a change also shows the list (`view` is removed): a bar of the
 * block's picture or the header's "failed" link pressed in the accounts view opens the list it filters.
 */
export function withFilterChange(params: URLSearchParams, change: FilterChange): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('view');
  const set = (name: string, value: string | undefined) => {
    if (value === undefined || value === '') next.delete(name);
    else next.set(name, value);
  };
  if (change.failedOnly !== undefined) set('failed', change.failedOnly ? '1' : undefined);
  if (change.bouncedOnly !== undefined) set('bounced', change.bouncedOnly ? '1' : undefined);
  if (change.account !== undefined) set('account', change.account.trim());
  if ('opcode' in change) {
    const opcode = change.opcode;
    set('opcode', typeof opcode === 'number' ? formatOpcode(opcode) : opcode);
  }
  if (change.shard !== undefined) set('shard', change.shard.trim());
  if ('outcome' in change) set('outcome', change.outcome);
  if ('action' in change) set('action', change.action);
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

/**
 * The search to carry to a neighbouring block: the same view, filters and sort; no opened transaction,
 * no shard block (it belongs to this masterchain block alone: kept, the next one would show nothing),
 * and not following the head (a step back in the chain is a step away from its head).
 */
export function neighbourSearch(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('tx');
  next.delete('shard');
  next.delete('follow');
  return next;
}
