/**
 * One row per account of a lookup, with everything the table, the detail view and the exports show,
 * derived from a snapshot. Pure, so sorting, filtering and totals are table-tested.
 */
import { balanceOf } from '../api/account-states.ts';
import { isApiError } from '../api/api-error.ts';
import { shownServerMessage } from '../components/api/api-error-state.ts';
import { SERVER_MESSAGE_SHOWN, truncateMiddle } from '../ton/text/text-safety.ts';
import type { Account, AddressBookEntry, TokenInfo } from '../api/schemas.ts';
import { accountForm } from '../ton/account-form.ts';
import { parseAddress, toFriendlyAddress, type TonAddress } from '../ton/address.ts';
import { compareBigInt } from '../ton/amount.ts';
import { jettonDecimalsOf } from '../ton/jetton/jetton-info.ts';
import type { AccountLookupSnapshot } from './lookup/account-lookup.ts';
import type { AccountLabel } from '../workspace/labels.ts';
import { t } from '../ton/i18n/door.ts';
import type { Message } from '../ton/i18n/messages.ts';
import { rowsMessages as m } from './rows-messages.ts';

export type TonNetwork = 'mainnet' | 'testnet';

/**
 * What is known of the account: `found` (the answer has it; `status` says active, uninit, frozen or
 * nonexist), `not-found` (answered without it), `failed` (its request failed for good), `waiting`
 * (not answered yet) or `not-fetched` (cancelled before it was sent or answered).
 */
export type RowState = 'found' | 'not-found' | 'failed' | 'waiting' | 'not-fetched';

/** The status filter's values: an account status, or the row's state when there is no account. */
export type StatusKey = 'active' | 'uninit' | 'frozen' | 'nonexist' | 'unknown' | Exclude<RowState, 'found'>;

export const STATUS_ORDER: readonly StatusKey[] = [
  'active',
  'uninit',
  'frozen',
  'nonexist',
  'unknown',
  'not-found',
  'failed',
  'waiting',
  'not-fetched',
];

/** Each status's words: messages, read with t() when shown (the language can change after import). */
export const STATUS_LABELS: Record<StatusKey, Message> = {
  active: m.statusActive,
  uninit: m.statusUninit,
  frozen: m.statusFrozen,
  nonexist: m.statusNonexist,
  unknown: m.statusUnknown,
  'not-found': m.statusNotFound,
  failed: m.statusFailed,
  waiting: m.statusWaiting,
  'not-fetched': m.statusNotFetched,
};

/** The mark beside each status's words (the words say it too; the mark is hidden from screen readers). */
export const STATUS_ICONS: Record<StatusKey, string> = {
  active: '●',
  uninit: '○',
  frozen: '❄',
  nonexist: '∅',
  unknown: '?',
  'not-found': '∅',
  failed: '✗',
  waiting: '…',
  'not-fetched': '–',
};

export interface TokenSummary {
  /** jetton_masters, jetton_wallets, nft_items, nft_collections, or what the server says. */
  type: string | undefined;
  name: string | undefined;
  symbol: string | undefined;
  description: string | undefined;
  /** Untrusted URL, checked by toSafeHttpUrl before any use; the index's own resized copy when it has one. */
  imageUrl: string | undefined;
  isScam: boolean;
  isNsfw: boolean;
  nftIndex: string | undefined;
  /** Jetton wallets: the jetton master, its name and symbol when the answer describes it, the balance. */
  jettonMaster: string | undefined;
  jettonName: string | undefined;
  jettonSymbol: string | undefined;
  jettonBalance: bigint | undefined;
  jettonDecimals: number | undefined;
  owner: string | undefined;
}

export interface AccountRow {
  raw: string;
  /** Position in the list as given: the default order. */
  position: number;
  address: TonAddress;
  state: RowState;
  statusKey: StatusKey;
  /** The account as last answered; during a refresh, the previous answer until the new one arrives. */
  account: Account | undefined;
  /** `account` is from before the refresh that is running. */
  refreshing: boolean;
  error: unknown;
  chunkIndex: number;
  entry: AddressBookEntry | undefined;
  /** bounceable and non-bounceable forms, with the testnet-only flag when the endpoint is testnet. */
  bounceable: string;
  nonBounceable: string;
  /**
   * The form shown, linked, copied and exported: computed from the raw address, as the variant (bounceable
   * or not, testnet-only or not) the address book's form chose when that form is this account's; else the
   * bounceable form. Never the address book's text itself.
   */
  userFriendly: string;
  /** The address book's form is not this account's (another account's, or not an address): it was ignored. */
  entryInconsistent: boolean;
  token: TokenSummary | undefined;
  /** Set when a refresh answered a different balance than before (null: not found). */
  balanceChange: { before: bigint | null; after: bigint | null } | undefined;
  /** The different texts that named this account in the pasted list (2 or more: merged). */
  pastedForms: readonly string[];
  /** Given in a testnet-only form or from a testnet explorer link. */
  testnetForm: boolean;
}

export interface RowContext {
  network: TonNetwork;
  /** Pasted forms by raw address, when the list was pasted with several forms of one account. */
  pastedForms?: ReadonlyMap<string, readonly string[]> | undefined;
  testnetForms?: ReadonlySet<string> | undefined;
}

function tokenOf(snapshot: AccountLookupSnapshot, raw: string): TokenSummary | undefined {
  const infos = snapshot.metadata[raw]?.token_info ?? [];
  const info = infos.find((candidate) => candidate.valid !== false) ?? infos[0];
  if (!info) return undefined;
  const extra = info.extra ?? {};
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  const jettonMaster = text(extra['jetton'])?.toUpperCase();
  const master: TokenInfo | undefined = jettonMaster
    ? snapshot.metadata[jettonMaster]?.token_info?.[0]
    : undefined;
  const balanceText = text(extra['balance']);
  // The one jetton metadata module's reading (issue 26): absent or hostile decimals are unknown.
  const decimals = jettonDecimalsOf(master?.extra?.['decimals'] ?? extra['decimals']);
  return {
    type: info.type ?? undefined,
    // DNS items name themselves by their domain.
    name: info.name ?? text(extra['domain']),
    symbol: info.symbol ?? undefined,
    description: info.description ?? undefined,
    imageUrl: text(extra['_image_small']) ?? info.image ?? undefined,
    isScam: info.is_scam === true || master?.is_scam === true,
    isNsfw: info.is_nsfw === true,
    nftIndex: info.nft_index ?? undefined,
    jettonMaster,
    jettonName: master?.name ?? undefined,
    jettonSymbol: master?.symbol ?? undefined,
    jettonBalance: balanceText && /^\d{1,80}$/.test(balanceText) ? BigInt(balanceText) : undefined,
    jettonDecimals: decimals.known ? decimals.value : undefined,
    owner: text(extra['owner'])?.toUpperCase(),
  };
}

function statusKeyOf(state: RowState, account: Account | undefined): StatusKey {
  if (state !== 'found') return state;
  switch (account?.status) {
    case 'active':
    case 'uninit':
    case 'frozen':
    case 'nonexist':
      return account.status;
    default:
      return 'unknown';
  }
}

const NO_FORMS: readonly string[] = [];

function sameFields<T extends object>(a: T | undefined, b: T | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a) as Array<keyof T>;
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** Same content: every field identical, the derived objects (token, balance change) compared by field. */
function sameRow(a: AccountRow, b: AccountRow): boolean {
  return (Object.keys(a) as Array<keyof AccountRow>).every((key) => {
    if (key === 'address') return true; // derived from `raw`
    if (key === 'token' || key === 'balanceChange') return sameFields<object>(a[key], b[key]);
    return a[key] === b[key];
  });
}

/**
 * Rows in the order given. With `cache` (rows of an earlier call, by raw address), a row whose content
 * did not change is returned as the same object, so the table redraws only the rows an answer changed.
 */
export function buildAccountRows(
  snapshot: AccountLookupSnapshot,
  context: RowContext,
  cache?: Map<string, AccountRow>,
): AccountRow[] {
  const rows = buildFreshRows(snapshot, context, cache);
  if (!cache) return rows;
  return rows.map((row) => {
    const previous = cache.get(row.raw);
    if (previous && sameRow(previous, row)) return previous;
    cache.set(row.raw, row);
    return row;
  });
}

function buildFreshRows(
  snapshot: AccountLookupSnapshot,
  context: RowContext,
  cache: Map<string, AccountRow> | undefined,
): AccountRow[] {
  const testnet = context.network === 'testnet';
  return snapshot.rawAddresses.flatMap((raw, position) => {
    const cachedAddress = cache?.get(raw)?.address;
    const parsed = cachedAddress ? ({ ok: true, address: cachedAddress } as const) : parseAddress(raw);
    if (!parsed.ok) return [];
    const chunkIndex = snapshot.chunkIndexOf.get(raw) ?? -1;
    const chunk = snapshot.chunks[chunkIndex];
    const known = snapshot.accounts.get(raw);
    let state: RowState;
    switch (chunk?.status) {
      case 'done':
        state = known ? 'found' : 'not-found';
        break;
      case 'failed':
        state = 'failed';
        break;
      case 'cancelled':
        state = known ? 'found' : snapshot.notFound.has(raw) ? 'not-found' : 'not-fetched';
        break;
      default:
        // Waiting or loading: a refresh keeps showing the previous answer.
        state = known ? 'found' : snapshot.notFound.has(raw) ? 'not-found' : 'waiting';
    }
    const refreshing = (chunk?.status === 'waiting' || chunk?.status === 'loading') && state !== 'waiting';
    const account = state === 'found' ? known : undefined;
    let balanceChange: AccountRow['balanceChange'];
    if (chunk?.status === 'done' && snapshot.previousBalances?.has(raw)) {
      const before = snapshot.previousBalances.get(raw) ?? null;
      const after = balanceOf(account);
      // A balance unreadable on either side is unknown: no change is known, and it is not "new" or "gone".
      if (before !== after && before !== 'unknown' && after !== 'unknown') balanceChange = { before, after };
    }
    const entry = snapshot.addressBook[raw];
    const bounceable = toFriendlyAddress(parsed.address, { bounceable: true, testnetOnly: testnet });
    const form = accountForm(raw, entry?.user_friendly, { bounceable: true, testnetOnly: testnet });
    return [
      {
        raw,
        position,
        address: parsed.address,
        state,
        statusKey: statusKeyOf(state, account),
        account,
        refreshing,
        error: state === 'failed' ? chunk?.error : undefined,
        chunkIndex,
        entry,
        bounceable,
        nonBounceable: toFriendlyAddress(parsed.address, { bounceable: false, testnetOnly: testnet }),
        userFriendly: form.friendly ?? bounceable,
        entryInconsistent: form.inconsistent,
        token: tokenOf(snapshot, raw),
        balanceChange,
        pastedForms: context.pastedForms?.get(raw) ?? NO_FORMS,
        testnetForm: context.testnetForms?.has(raw) ?? false,
      },
    ];
  });
}

/**
 * What a failure says to a person: the server's reason when it gave one; an answer that cannot be read
 * is called an unexpected response, as on the block page, and names the field.
 */
export function failureReason(error: unknown): string {
  if (isApiError(error)) {
    if (error.kind !== 'unexpected-response') return error.message;
    return `Unexpected response: ${error.message.charAt(0).toLowerCase()}${error.message.slice(1)}`;
  }
  if (error instanceof Error && error.message) return error.message;
  return 'the request failed';
}

/**
 * `failureReason` as the page shows it: it quotes the server's message, a stranger's text, so its
 * invisible and direction-changing characters are made visible and it is cut to the length a panel quotes
 * (shownServerMessage), or shorter (a table cell). Exports keep `failureReason` itself.
 */
export function shownFailureReason(error: unknown, maxChars = SERVER_MESSAGE_SHOWN): string {
  return shownServerMessage(truncateMiddle(failureReason(error), maxChars, 0));
}

/**
 * The note to show next to a balance, or undefined for a valid one: a negative balance is shown as sent,
 * but flagged (the accounts table does; AccountDetails can, with the same words).
 */
export function balanceNote(balance: bigint | undefined): string | undefined {
  return balance !== undefined && balance < 0n ? t(m.negativeBalance) : undefined;
}

export type SortKey = 'input' | 'balance-desc' | 'balance-asc' | 'status' | 'address';

export const SORT_LABELS: Record<SortKey, Message> = {
  input: m.sortInput,
  'balance-desc': m.sortBalanceDesc,
  'balance-asc': m.sortBalanceAsc,
  status: m.sortStatus,
  address: m.sortAddress,
};

/** Stable: rows that compare equal keep the order given. Rows without a balance sort last either way. */
export function sortRows(rows: readonly AccountRow[], key: SortKey): AccountRow[] {
  const sorted = [...rows];
  const byPosition = (a: AccountRow, b: AccountRow) => a.position - b.position;
  const balanceOf = (row: AccountRow) => row.account?.balance;
  switch (key) {
    case 'input':
      return sorted.sort(byPosition);
    case 'balance-desc':
    case 'balance-asc': {
      const direction = key === 'balance-desc' ? -1 : 1;
      return sorted.sort((a, b) => {
        const x = balanceOf(a);
        const y = balanceOf(b);
        if (x === undefined || y === undefined) {
          if (x === y) return byPosition(a, b);
          return x === undefined ? 1 : -1;
        }
        return direction * compareBigInt(x, y) || byPosition(a, b);
      });
    }
    case 'status':
      return sorted.sort(
        (a, b) => STATUS_ORDER.indexOf(a.statusKey) - STATUS_ORDER.indexOf(b.statusKey) || byPosition(a, b),
      );
    case 'address':
      // Workchain first (masterchain -1 before basechain 0), then the account id.
      return sorted.sort((a, b) => {
        const x = a.raw.slice(a.raw.indexOf(':'));
        const y = b.raw.slice(b.raw.indexOf(':'));
        return a.address.workchain - b.address.workchain || (x < y ? -1 : x > y ? 1 : 0);
      });
  }
}

/**
 * Rows of a status (or all) whose address (any form), domain, token name or symbol, or the user's label
 * or note (`labels`, by raw address) contains `text`, ignoring case and spaces around it.
 */
export function filterRows(
  rows: readonly AccountRow[],
  status: StatusKey | 'all',
  text = '',
  labels?: ReadonlyMap<string, AccountLabel>,
): AccountRow[] {
  const needle = text.trim().toLowerCase();
  return rows.filter((row) => {
    if (status !== 'all' && row.statusKey !== status) return false;
    if (needle === '') return true;
    const label = labels?.get(row.raw);
    return [
      row.raw,
      row.bounceable,
      row.nonBounceable,
      row.userFriendly,
      row.entry?.domain,
      row.token?.name,
      row.token?.symbol,
      row.token?.jettonName,
      row.token?.jettonSymbol,
      label?.label,
      label?.note,
    ].some((value) => value?.toLowerCase().includes(needle));
  });
}

export function countByStatus(rows: readonly AccountRow[]): Map<StatusKey, number> {
  const counts = new Map<StatusKey, number>();
  for (const row of rows) counts.set(row.statusKey, (counts.get(row.statusKey) ?? 0) + 1);
  return counts;
}

/** Sum of the balances shown, exact (nanotons), and how many rows had one. */
export function totalBalance(rows: readonly AccountRow[]): { nanotons: bigint; accounts: number } {
  let nanotons = 0n;
  let accounts = 0;
  for (const row of rows) {
    const balance = row.account?.balance;
    if (balance !== undefined) {
      nanotons += balance;
      accounts++;
    }
  }
  return { nanotons, accounts };
}
