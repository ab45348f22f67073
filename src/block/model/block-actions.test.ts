import { describe, expect, it } from 'vitest';
import type { Action } from '../../ton/actions/action-model.ts';
import { USDT_MAINNET_MASTER } from '../../ton/jetton/jetton-info.ts';
import {
  actionsOf,
  combineActions,
  indexBlockActions,
  jettonsOfMetadata,
  joinDirectories,
  undescribedMasters,
} from './block-actions.ts';

const LENS = '0:A916EB105558CC4D95623B4A3ACD8292B099F872A081840D821C0FA82EC0DCA8';
const A = `0:${'A'.repeat(64)}`;
const B = `0:${'B'.repeat(64)}`;

function action(id: string, type: string, transactions: string[], extra: Partial<Action> = {}): Action {
  return {
    id,
    type,
    source: 'tonlens',
    success: true,
    failure: null,
    sentence: [{ kind: 'text', text: type }],
    accounts: [],
    flows: [],
    transactions,
    traceId: null,
    ...extra,
  };
}

describe('indexBlockActions', () => {
  const jetton = action('1', 'jetton_transfer', ['t1', 't2', 'elsewhere'], {
    source: 'server',
    sentence: [
      { kind: 'account', raw: A },
      { kind: 'text', text: ' sent ' },
      { kind: 'jetton', master: LENS, amount: 100_000_000_000n },
      { kind: 'text', text: ' to ' },
      { kind: 'account', raw: B },
    ],
    flows: [
      { account: A, asset: { kind: 'jetton', master: LENS }, delta: -100_000_000_000n },
      { account: B, asset: { kind: 'jetton', master: USDT_MAINNET_MASTER }, delta: 1n },
    ],
  });
  const coin = action('2', 'ton_transfer', ['t2']);
  const coin2 = action('3', 'ton_transfer', ['t3', 't3']);
  const index = indexBlockActions([jetton, coin, coin2], new Set(['t1', 't2', 't3']));

  it('looks each transaction up once, its actions in order, a repeated hash once', () => {
    expect(actionsOf(index, 't1')).toEqual([jetton]);
    expect(actionsOf(index, 't2')).toEqual([jetton, coin]);
    expect(actionsOf(index, 't3')).toEqual([coin2]);
    expect(actionsOf(index, 'none')).toEqual([]);
    expect(actionsOf(index, 'none')).toBe(actionsOf(index, 'other'));
  });

  it("counts actions per type, most first, and the block's transactions each keeps", () => {
    expect(index.types).toEqual([
      { type: 'ton_transfer', actions: 2, transactions: 2 },
      { type: 'jetton_transfer', actions: 1, transactions: 2 },
    ]);
    expect(index.sources).toEqual({ server: 1, tonlens: 2 });
  });

  it('names the jetton masters of sentences and flows, each once', () => {
    expect(index.masters).toEqual([LENS, USDT_MAINNET_MASTER]);
  });
});

describe('the jettons the page knows', () => {
  it("reads the block's metadata: masters only, decimals as the metadata says", () => {
    const jettons = jettonsOfMetadata({
      [LENS]: {
        is_indexed: true,
        token_info: [
          {
            valid: true,
            type: 'jetton_masters',
            symbol: 'LENS',
            name: 'Lens Token',
            extra: { decimals: '9' },
          },
        ],
      },
      [A]: {
        is_indexed: true,
        token_info: [{ valid: true, type: 'jetton_wallets', extra: { jetton: LENS, balance: '1' } }],
      },
    });
    expect([...jettons.keys()]).toEqual([LENS]);
    expect(jettons.get(LENS)).toMatchObject({ symbol: 'LENS', decimals: { known: true, value: 9 } });
  });

  it('joins directories, the first to describe a master winning, and lists the masters none describe', () => {
    const first = jettonsOfMetadata({
      [LENS]: { token_info: [{ type: 'jetton_masters', symbol: 'LENS', extra: { decimals: '9' } }] },
    });
    const second = jettonsOfMetadata({
      [LENS]: { token_info: [{ type: 'jetton_masters', symbol: 'FAKE', extra: { decimals: '2' } }] },
      [USDT_MAINNET_MASTER]: {
        token_info: [{ type: 'jetton_masters', symbol: 'USD₮', extra: { decimals: '6' } }],
      },
    });
    const joined = joinDirectories(first, second);
    expect(joined.get(LENS)?.symbol).toBe('LENS');
    expect(joined.get(USDT_MAINNET_MASTER)?.symbol).toBe('USD₮');
    expect(joinDirectories(first, new Map())).toBe(first);
    expect(undescribedMasters([LENS, USDT_MAINNET_MASTER, A], first)).toEqual([USDT_MAINNET_MASTER, A]);
  });
});

describe('combineActions', () => {
  const own1 = action('tonlens:t1:0', 'jetton_transfer', ['t1', 't2']);
  const own2 = action('tonlens:t3:0', 'ton_transfer', ['t3']);
  const own3 = action('tonlens:t4:0', 'ton_transfer', ['t4']);
  const server = action('s1', 'jetton_transfer', ['t1', 't2', 'next-block'], { source: 'server' });

  it("keeps the server's word for what it classified, tonlens's for the rest", () => {
    const combined = combineActions({ actions: [server], coveredTransactions: new Set(['t1', 't2', 't3']) }, [
      own1,
      own2,
      own3,
    ]);
    // t3 was covered but the server named no action for it (unclassified): tonlens's reading stays.
    expect(combined.map((one) => one.id)).toEqual(['s1', 'tonlens:t3:0', 'tonlens:t4:0']);
  });

  it("is tonlens's reading while the server has said nothing", () => {
    expect(combineActions({ actions: [], coveredTransactions: new Set(['t1']) }, [own1])).toEqual([own1]);
  });
});
