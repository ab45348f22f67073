import { describe, expect, it } from 'vitest';
import mainnet from '../../sample-api/dataset/mainnet.json' with { type: 'json' };
import { createApiClient } from '../api/client.ts';
import {
  chunkAnswerOf,
  planAccountStatesRequests,
  type AccountStatesChunkAnswer,
} from '../api/account-states.ts';
import { accountStatesSchema, type AccountStatesResponse } from '../api/schemas.ts';
import { toRawAddress } from '../ton/address.ts';
import { buildLookupSnapshot, type ChunkQueryState } from './lookup/account-lookup.ts';
import {
  buildAccountRows,
  countByStatus,
  failureReason,
  filterRows,
  sortRows,
  STATUS_ORDER,
  totalBalance,
  type AccountRow,
} from './account-rows.ts';
import { ApiError } from '../api/api-error.ts';

const client = createApiClient({ baseUrl: 'https://toncenter.com' });
// The sample dataset grows as recordings are added: counts and totals are derived from it.
const SAMPLE = Object.keys(mainnet.accounts);
const RECORDED = mainnet.accounts as Record<string, { balance?: string; status?: string }>;
const balanceOf = (raw: string) => BigInt(RECORDED[raw]?.balance ?? '0');
const UNKNOWN = toRawAddress({ workchain: -1, hash: new Uint8Array(32).fill(7) });
const USDT_WALLET = '0:C4072D7B04AB4C504CD223DFDE42C8037C6A99272D3624AEC2CBFF2E72B102DD';
const USDT_MASTER = '0:B113A994B5024A16719F69139328EB759596C38A25F59028B146FECDC3621DFE';

/** The recorded answer for the sample accounts (and the USDT master's metadata), as the app parses it. */
function recordedAnswer(raws: readonly string[]) {
  const metadata = Object.fromEntries(
    Object.entries(mainnet.metadata).filter(([raw]) => raws.includes(raw) || raw === USDT_MASTER),
  );
  return accountStatesSchema.parse({
    accounts: raws.flatMap((raw) => {
      const account = (mainnet.accounts as Record<string, unknown>)[raw];
      return account ? [account] : [];
    }),
    address_book: Object.fromEntries(
      raws.flatMap((raw) => {
        const entry = (mainnet.address_book as Record<string, unknown>)[raw];
        return entry ? [[raw, entry]] : [];
      }),
    ),
    metadata,
  });
}

/** The lookup of `raws` (one request) with its query in `state`, as the page derives it. */
function lookupOf(raws: readonly string[], state: ChunkQueryState) {
  return buildLookupSnapshot(planAccountStatesRequests(client, raws, true), [state]);
}

function answered(
  raws: readonly string[],
  response: AccountStatesResponse,
  previous?: AccountStatesChunkAnswer,
): ChunkQueryState {
  const data = chunkAnswerOf(raws, response, previous);
  return { status: 'success', fetchStatus: 'idle', data, error: null, dataUpdatedAt: 1 };
}

function answeredRows(raws: readonly string[]): AccountRow[] {
  return buildAccountRows(lookupOf(raws, answered(raws, recordedAnswer(raws))), { network: 'mainnet' });
}

describe('buildAccountRows', () => {
  const list = [...SAMPLE, UNKNOWN];
  const rows = answeredRows(list);

  it('gives one row per account, in the order given, found or not found', () => {
    expect(rows.map((row) => row.raw)).toEqual(list);
    expect(rows.filter((row) => row.state === 'found')).toHaveLength(SAMPLE.length);
    expect(rows.at(-1)).toMatchObject({ state: 'not-found', statusKey: 'not-found', account: undefined });
  });

  it('gives the three forms of each account', () => {
    const tolya = rows.find((row) => row.entry?.domain === 'tolya.ton')!;
    expect(tolya).toMatchObject({
      bounceable: 'EQCdqXGvONLwOr3zCNX5FjapflorB6ZsOdcdfLrjsDLt3Fy9',
      nonBounceable: 'UQCdqXGvONLwOr3zCNX5FjapflorB6ZsOdcdfLrjsDLt3AF4',
      userFriendly: 'UQCdqXGvONLwOr3zCNX5FjapflorB6ZsOdcdfLrjsDLt3AF4',
    });
    const testnetRows = buildAccountRows(lookupOf([tolya.raw], answered([tolya.raw], recordedAnswer([]))), {
      network: 'testnet',
    });
    expect(testnetRows[0]?.bounceable).toMatch(/^kQ/);
    expect(testnetRows[0]?.nonBounceable).toMatch(/^0Q/);
  });

  it('names the jetton a wallet holds, with its balance in the jetton decimals', () => {
    const wallet = rows.find((row) => row.raw === USDT_WALLET)!;
    expect(wallet.token).toMatchObject({
      type: 'jetton_wallets',
      jettonName: 'Tether USD',
      jettonSymbol: 'USD₮',
      jettonBalance: 9024902n,
      jettonDecimals: 6,
    });
  });

  it('reads a DNS item by its domain and an NFT by its name, never loading images by itself', () => {
    const names = rows.flatMap((row) => (row.token?.name ? [row.token.name] : []));
    expect(names).toEqual(expect.arrayContaining(['foundation.ton', 'Desk Calendar #45754']));
    const nft = rows.find((row) => row.token?.name === 'Desk Calendar #45754')!;
    expect(nft.token?.imageUrl).toMatch(/^https:\/\/imgproxy\.toncenter\.com\//);
  });

  it('shows a failed request with its reason on each of its accounts', () => {
    const error = new ApiError({
      kind: 'http',
      status: 422,
      message: 'HTTP 422: boom',
      serverMessage: 'boom',
    });
    const failed: ChunkQueryState = {
      status: 'error',
      fetchStatus: 'idle',
      data: undefined,
      error,
      dataUpdatedAt: 0,
    };
    const [row] = buildAccountRows(lookupOf([UNKNOWN], failed), { network: 'mainnet' });
    expect(row).toMatchObject({ state: 'failed', statusKey: 'failed' });
    expect(failureReason(row?.error)).toBe('HTTP 422: boom');
  });

  it('calls an answer that cannot be read an unexpected response, naming the field', () => {
    const error = new ApiError({
      kind: 'unexpected-response',
      message: "The server's answer to accountStates has an unusable field accounts[0].address: missing.",
      field: 'accounts[0].address',
    });
    expect(failureReason(error)).toBe(
      "Unexpected response: the server's answer to accountStates has an unusable field accounts[0].address: missing.",
    );
  });

  it('marks balances that changed on refresh, and only those', () => {
    const raws = SAMPLE.slice(0, 2);
    const first = answered(raws, recordedAnswer(raws));
    // Refreshing: React Query keeps the first answer as the query's data while it fetches again.
    const during = buildAccountRows(lookupOf(raws, { ...first, fetchStatus: 'fetching' }), {
      network: 'mainnet',
    });
    expect(during.every((row) => row.refreshing && row.state === 'found' && !row.balanceChange)).toBe(true);
    const changed = recordedAnswer(raws);
    changed.accounts[0]!.balance = (changed.accounts[0]!.balance ?? 0n) - 5n;
    const after = buildAccountRows(lookupOf(raws, answered(raws, changed, first.data)), {
      network: 'mainnet',
    });
    expect(after[0]?.balanceChange).toEqual({
      before: BigInt(mainnet.accounts[raws[0] as keyof typeof mainnet.accounts].balance),
      after: BigInt(mainnet.accounts[raws[0] as keyof typeof mainnet.accounts].balance) - 5n,
    });
    expect(after[1]?.balanceChange).toBeUndefined();
  });

  it('a balance unreadable before or after a refresh is no change, nor "new" or "gone" (issue 24, item 10)', () => {
    const raws = SAMPLE.slice(0, 1);
    const drifted = (json: Record<string, unknown>) =>
      accountStatesSchema.parse({
        ...json,
        accounts: (json['accounts'] as Array<Record<string, unknown>>).map((account) => ({
          ...account,
          balance: 'lots',
        })),
      });
    const recorded = {
      accounts: raws.map((raw) => (mainnet.accounts as Record<string, unknown>)[raw]),
      address_book: {},
      metadata: {},
    };
    const readable = answered(raws, recordedAnswer(raws));
    const unreadable = answered(raws, drifted(recorded), readable.data);
    const [became] = buildAccountRows(lookupOf(raws, unreadable), { network: 'mainnet' });
    expect(became?.state).toBe('found');
    expect(became?.balanceChange).toBeUndefined();
    const [readAgain] = buildAccountRows(
      lookupOf(raws, answered(raws, recordedAnswer(raws), unreadable.data)),
      { network: 'mainnet' },
    );
    expect(readAgain?.balanceChange).toBeUndefined();
  });
});

describe('sorting, filtering and totals', () => {
  const rows = answeredRows([UNKNOWN, ...SAMPLE]);

  it('totals the exact balances, in nanotons', () => {
    const nanotons = SAMPLE.reduce((sum, raw) => sum + balanceOf(raw), 0n);
    expect(totalBalance(rows)).toEqual({ nanotons, accounts: SAMPLE.length });
    expect(totalBalance(filterRows(rows, 'not-found'))).toEqual({ nanotons: 0n, accounts: 0 });
  });

  it('sorts by balance both ways, with rows without a balance last', () => {
    const balances = SAMPLE.map(balanceOf).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const desc = sortRows(rows, 'balance-desc');
    expect(desc[0]?.account?.balance).toBe(balances.at(-1));
    expect(desc.at(-1)?.raw).toBe(UNKNOWN);
    const asc = sortRows(rows, 'balance-asc');
    expect(asc[0]?.account?.balance).toBe(balances[0]);
    expect(asc.at(-1)?.raw).toBe(UNKNOWN);
    expect(asc.slice(0, -1).map((row) => row.account?.balance)).toEqual(balances);
  });

  it('sorts by status and by address, and back to the order given', () => {
    expect(sortRows(rows, 'status').at(-1)?.raw).toBe(UNKNOWN);
    const statuses = sortRows(rows, 'status').map((row) => row.statusKey);
    expect(statuses).toEqual([...statuses].sort((a, b) => STATUS_ORDER.indexOf(a) - STATUS_ORDER.indexOf(b)));
    // The masterchain (-1) comes before the basechain (0), then by account id.
    const byAddress = sortRows(rows, 'address').map((row) => row.raw);
    const masterchain = [...SAMPLE, UNKNOWN].filter((raw) => raw.startsWith('-1:')).sort();
    const basechain = SAMPLE.filter((raw) => raw.startsWith('0:')).sort();
    expect(byAddress).toEqual([...masterchain, ...basechain]);
    expect(sortRows(sortRows(rows, 'balance-desc'), 'input')).toEqual(rows);
  });

  it('filters and counts by status', () => {
    const expected: Record<string, number> = { 'not-found': 1 };
    for (const raw of SAMPLE) {
      const status = RECORDED[raw]?.status ?? 'unknown';
      expected[status] = (expected[status] ?? 0) + 1;
    }
    expect(Object.fromEntries(countByStatus(rows))).toEqual(expected);
    expect(filterRows(rows, 'active')).toHaveLength(expected['active'] ?? 0);
    expect(filterRows(rows, 'all')).toHaveLength(SAMPLE.length + 1);
  });

  it('finds rows by any address form, domain or token name, ignoring case', () => {
    const tolya = rows.find((row) => row.entry?.domain === 'tolya.ton')!;
    for (const text of [
      'TOLYA',
      ' tolya.ton ',
      tolya.raw.toLowerCase(),
      tolya.bounceable,
      tolya.nonBounceable.slice(5, 20),
    ])
      expect(filterRows(rows, 'all', text)).toEqual([tolya]);
    expect(filterRows(rows, 'all', 'Desk Calendar').map((row) => row.token?.name)).toEqual([
      'Desk Calendar #45754',
    ]);
    const usdt = filterRows(rows, 'all', 'USD₮');
    expect(usdt.length).toBeGreaterThanOrEqual(2);
    expect(usdt.every((row) => row.token?.jettonSymbol === 'USD₮')).toBe(true);
    expect(filterRows(rows, 'not-found', 'tolya')).toEqual([]);
  });

  it('finds rows by the label or note given to them, ignoring case; without labels, by neither', () => {
    const tolya = rows.find((row) => row.entry?.domain === 'tolya.ton')!;
    const other = rows.find((row) => row !== tolya && row.state === 'found')!;
    const labels = new Map([
      [tolya.raw, { raw: tolya.raw, label: 'Team Treasury', note: '', updatedAt: 1 }],
      [other.raw, { raw: other.raw, label: 'Cold', note: 'Deposit for the exchange', updatedAt: 1 }],
    ]);
    expect(filterRows(rows, 'all', 'treasury', labels)).toEqual([tolya]);
    expect(filterRows(rows, 'all', ' EXCHANGE ', labels)).toEqual([other]);
    expect(filterRows(rows, 'all', 'treasury')).toEqual([]);
    expect(filterRows(rows, 'not-found', 'treasury', labels)).toEqual([]);
    expect(filterRows(rows, 'all', '', labels)).toHaveLength(rows.length);
  });
});
