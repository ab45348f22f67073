import { describe, expect, it } from 'vitest';
import type { JettonHolding, OwnerTokens } from '../api/tokens/owner-tokens.ts';
import { USDT_MAINNET_MASTER, type JettonInfo } from '../ton/jetton/jetton-info.ts';
import {
  balanceOfJetton,
  filterHoldsAny,
  heldJettons,
  jettonColumns,
  jettonSortKey,
  jettonTotal,
  orderedJettons,
  parseJettonSortKey,
  sortByJetton,
} from './holdings.ts';

const master = (digit: string) => `0:${digit.repeat(64)}`;
const USDT: JettonInfo = {
  master: USDT_MAINNET_MASTER,
  symbol: 'USD₮',
  name: 'Tether USD',
  decimals: { known: true, value: 6 },
  image: null,
  isUsdt: true,
  warnings: [],
};
const FAKE_USDT: JettonInfo = {
  ...USDT,
  master: master('F'),
  symbol: 'USDT',
  isUsdt: false,
  warnings: ['looks-like-usdt'],
};
const LENS: JettonInfo = {
  ...USDT,
  master: master('A'),
  symbol: 'LENS',
  name: 'Lens Token',
  decimals: { known: true, value: 9 },
  isUsdt: false,
};
const OTHER: JettonInfo = { ...LENS, master: master('B'), symbol: 'OTH' };
const RARE: JettonInfo = { ...LENS, master: master('C'), symbol: 'RARE' };
const SPAM: JettonInfo = { ...LENS, master: master('D'), symbol: 'SPAM', warnings: ['scam-flagged'] };

let walletSeq = 0;
const hold = (jetton: JettonInfo, balance: bigint): JettonHolding => ({
  wallet: `0:${(walletSeq++).toString(16).padStart(64, '0').toUpperCase()}`,
  jetton,
  balance,
  lastTransactionLt: null,
});
const answered = (...jettons: JettonHolding[]): OwnerTokens => ({
  jettons: { state: 'answered', value: jettons },
  nfts: { state: 'answered', value: [] },
  wallet: { state: 'answered', value: null },
});
const noData: OwnerTokens = {
  jettons: { state: 'no-sample-data', note: 'recorded account' },
  nfts: { state: 'no-sample-data', note: 'recorded account' },
  wallet: { state: 'loading' },
};

const byOwner = new Map<string, OwnerTokens>([
  ['a', answered(hold(LENS, 5n), hold(USDT, 1_500_000n), hold(SPAM, 1n), hold(SPAM, 1n))],
  ['b', answered(hold(LENS, 7n), hold(OTHER, 1n), hold(FAKE_USDT, 999_000_000n), hold(SPAM, 1n))],
  ['c', answered(hold(OTHER, 2n), hold(RARE, 0n), hold(SPAM, 1n))],
  ['d', noData],
  ['e', answered()],
]);
const owners = ['a', 'b', 'c', 'd', 'e'];
const rows = owners.map((raw) => ({ raw }));

describe('what each owner holds', () => {
  it('puts USD₮ first, decided by the master, never the look-alike', () => {
    const holdings = orderedJettons([hold(FAKE_USDT, 1n), hold(LENS, 1n), hold(USDT, 1n)]);
    expect(holdings.map((holding) => holding.jetton.master)).toEqual([
      USDT.master,
      FAKE_USDT.master,
      LENS.master,
    ]);
    expect(balanceOfJetton(byOwner.get('b'), USDT.master)).toBe(0n);
  });

  it('knows nothing of an owner the sample cannot know, rather than zero', () => {
    expect(balanceOfJetton(byOwner.get('d'), LENS.master)).toBeUndefined();
    expect(balanceOfJetton(byOwner.get('e'), LENS.master)).toBe(0n);
    // Two wallets of one master (mintless, a hostile answer) are summed, exactly.
    expect(balanceOfJetton(byOwner.get('a'), SPAM.master)).toBe(2n);
  });

  it('makes columns of USD₮ and the most-held others, flagged ones last, empty wallets not counted', () => {
    const columns = jettonColumns(owners, byOwner, 3);
    expect(columns.map((column) => [column.jetton?.symbol, column.holders])).toEqual([
      ['USD₮', 1],
      ['LENS', 2],
      ['OTH', 2],
      // SPAM is held by 3, but flagged: after the unflagged ones; RARE (only an empty wallet) is no column.
      ['SPAM', 3],
    ]);
    expect(jettonColumns(owners, byOwner, 1).map((column) => column.jetton?.symbol)).toEqual([
      'USD₮',
      'LENS',
    ]);
    expect(heldJettons(owners, byOwner).map((jetton) => jetton.jetton.symbol)).toEqual([
      'USD₮',
      'LENS',
      'OTH',
      'SPAM',
      'USDT',
    ]);
  });

  it('totals a jetton exactly over the owners given', () => {
    const big = 10n ** 80n;
    const map = new Map([
      ['x', answered(hold(LENS, big))],
      ['y', answered(hold(LENS, big + 1n))],
      ['z', noData],
    ]);
    expect(jettonTotal(['x', 'y', 'z'], map, LENS.master)).toEqual({
      amount: 2n * big + 1n,
      holders: 2,
      known: 2,
      unknown: 1,
    });
    expect(jettonTotal(owners, byOwner, USDT.master)).toEqual({
      amount: 1_500_000n,
      holders: 1,
      known: 4,
      unknown: 1,
    });
  });

  it('counts the owners whose jettons are not known (loading, failed, not offered, no data)', () => {
    const other = { nfts: { state: 'loading' }, wallet: { state: 'loading' } } as const;
    const map = new Map<string, OwnerTokens>([
      ['x', answered(hold(LENS, 3n))],
      ['l', { ...other, jettons: { state: 'loading' } }],
      ['n', { ...other, jettons: { state: 'not-offered', host: 'example.org' } }],
      ['z', noData],
    ]);
    // An owner missing from the lookup is unknown as well: its jettons were never asked.
    expect(jettonTotal(['x', 'l', 'n', 'z', 'missing'], map, LENS.master)).toEqual({
      amount: 3n,
      holders: 1,
      known: 1,
      unknown: 4,
    });
  });

  it('sorts by a jetton, unknown owners last either way, ties in the order given', () => {
    const order = (direction: 'desc' | 'asc') =>
      sortByJetton(rows, byOwner, LENS.master, direction).map((row) => row.raw);
    expect(order('desc')).toEqual(['b', 'a', 'c', 'e', 'd']);
    expect(order('asc')).toEqual(['c', 'e', 'a', 'b', 'd']);
    expect(parseJettonSortKey(jettonSortKey(LENS.master, 'asc'))).toEqual({
      master: LENS.master,
      direction: 'asc',
    });
    expect(parseJettonSortKey('balance-desc')).toBeUndefined();
  });

  it('filters the owners holding any of the chosen jettons', () => {
    const holding = (masters: string[]) =>
      filterHoldsAny(rows, byOwner, new Set(masters)).map((row) => row.raw);
    expect(holding([])).toEqual(owners);
    expect(holding([USDT.master])).toEqual(['a']);
    expect(holding([OTHER.master, USDT.master])).toEqual(['a', 'b', 'c']);
    // An empty wallet is not holding.
    expect(holding([RARE.master])).toEqual([]);
  });
});
