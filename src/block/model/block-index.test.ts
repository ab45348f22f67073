import { describe, expect, it } from 'vitest';
import { parsedBlock } from '../../../test/fixtures/parsed-blocks.ts';
import { RECORDED, recordedBlock, toComputeFailed } from '../../../test/fixtures/recorded-transactions.ts';
import { readBlockFilters } from './block-filters.ts';
import { buildListView, indexBlock } from './block-index.ts';
import type { Action } from '../../ton/actions/action-model.ts';

const mainnet = parsedBlock('mainnet', RECORDED.mainnetBlock);
const index = indexBlock(mainnet);
const view = (search: string) => buildListView(index, readBlockFilters(new URLSearchParams(search)));
const hashes = (search: string) => view(search).order.map((item) => item.transaction.hash);

describe('indexBlock', () => {
  it('classifies each transaction once', () => {
    expect(index.transactions.map((item) => item.outcome.kind)).toEqual([
      'success',
      'success',
      'success',
      'skipped',
      'success',
    ]);
    expect(index.transactions.filter((item) => item.failed)).toHaveLength(1);
  });

  it('lists the incoming opcodes and accounts present, most frequent first', () => {
    expect(index.opcodes.map((choice) => choice.name)).toContain('Jetton transfer');
    expect(index.accounts[0]).toEqual({
      raw: '0:9DA971AF38D2F03ABDF308D5F91636A97E5A2B07A66C39D71D7CBAE3B032EDDC',
      count: 2,
    });
  });

  it('is built once per block object: a revisit reuses the index and the same filtered view', () => {
    expect(indexBlock(mainnet)).toBe(index);
    expect(view('failed=1')).toBe(view('failed=1'));
    expect(view('failed=1')).not.toBe(view('bounced=1'));
    const copy = parsedBlock('mainnet', RECORDED.mainnetBlock);
    expect(indexBlock(copy)).not.toBe(index);
    expect(indexBlock(copy).transactions.map((item) => item.transaction.hash)).toEqual(
      index.transactions.map((item) => item.transaction.hash),
    );
  });

  it("searches the address book's domains: the two transactions of tolya.ton's wallet match it", () => {
    const matches = index.transactions.filter((item) => item.searchText.includes('tolya.ton'));
    expect(matches.map((item) => item.transaction.account)).toEqual([
      '0:9DA971AF38D2F03ABDF308D5F91636A97E5A2B07A66C39D71D7CBAE3B032EDDC',
      '0:9DA971AF38D2F03ABDF308D5F91636A97E5A2B07A66C39D71D7CBAE3B032EDDC',
    ]);
    expect(matches[0]?.transaction.hash).toBe(RECORDED.externalWalletTx);
  });
});

describe('buildListView', () => {
  it("searches the user's labels and notes, and redoes a searched view when they change", () => {
    const tolya = '0:9DA971AF38D2F03ABDF308D5F91636A97E5A2B07A66C39D71D7CBAE3B032EDDC';
    const labels = new Map([
      [tolya, { raw: tolya, label: 'Team Treasury', note: 'pays the bills', updatedAt: 1 }],
    ]);
    const filters = (search: string) => readBlockFilters(new URLSearchParams(search));
    const accounts = (search: string, given = labels) =>
      buildListView(index, filters(search), given).order.map((item) => item.transaction.account);
    expect(accounts('q=treasury')).toEqual([tolya, tolya]);
    expect(accounts('q=BILLS')).toEqual([tolya, tolya]);
    expect(accounts('q=treasury', new Map())).toEqual([]);
    // Without a search, labels do not matter: the same view is reused.
    expect(buildListView(index, filters('failed=1'), labels)).toBe(buildListView(index, filters('failed=1')));
  });

  it('groups by shard block in block order, with a header per group', () => {
    const all = view('');
    expect(all.entries.map((entry) => entry.kind)).toEqual([
      'group',
      'transaction',
      'transaction',
      'transaction',
      'transaction',
      'transaction',
    ]);
    expect(all.entries[0]).toMatchObject({ shardBlock: '0:8000000000000000:55671169', shown: 5, total: 5 });
    expect(all.shown).toBe(5);
  });

  it('counts what a filter leaves in each group', () => {
    const failed = view('failed=1');
    expect(failed.entries[0]).toMatchObject({ kind: 'group', shown: 1, total: 5 });
    expect(hashes('failed=1')).toEqual([RECORDED.noGasTx]);
  });

  it('filters by account, opcode and free text', () => {
    expect(hashes('account=UQCdqXGvONLwOr3zCNX5FjapflorB6ZsOdcdfLrjsDLt3AF4')).toEqual([
      RECORDED.externalWalletTx,
      RECORDED.excessTx,
    ]);
    expect(hashes('opcode=0xd53276db')).toEqual([RECORDED.excessTx]);
    expect(hashes('q=tolya.ton')).toHaveLength(2);
    expect(hashes('q=JETTON_TRANSFER')).toContain(RECORDED.jettonTransferTx);
    expect(hashes(`q=${encodeURIComponent(RECORDED.noGasTx.slice(0, 10))}`)).toEqual([RECORDED.noGasTx]);
    // An address in the free text finds its account, whichever form the address book shows.
    expect(hashes('q=0:9da971af38d2f03abdf308d5f91636a97e5a2b07a66c39d71d7cbae3b032eddc')).toHaveLength(2);
    expect(hashes('q=nothing-like-this')).toEqual([]);
  });

  it('filters by shard block, outcome and "no opcode"', () => {
    expect(hashes('shard=0:8000000000000000:55671169')).toHaveLength(5);
    expect(hashes('shard=0:8000000000000000:55671170')).toEqual([]);
    expect(hashes('outcome=skipped')).toEqual([RECORDED.noGasTx]);
    expect(hashes('outcome=success')).toHaveLength(4);
    expect(hashes('outcome=bounced')).toEqual([]);
    // Every incoming message of this block carries an opcode (the wallet's external one too).
    expect(hashes('opcode=none')).toEqual([]);
  });

  it('keeps each outcome, shard block and opcode to its own transactions on an emulated block', () => {
    const emulated = indexBlock(parsedBlock('mainnet', 50503966));
    const filtered = (search: string) =>
      buildListView(emulated, readBlockFilters(new URLSearchParams(search))).order;
    expect(filtered('outcome=action-failed').map((item) => item.outcome.kind)).toEqual(['action-failed']);
    expect(filtered('outcome=skipped').map((item) => item.outcome.kind)).toEqual(['skipped']);
    const shard = filtered('shard=0:c000000000000000:55671182');
    expect(shard).toHaveLength(12);
    expect(new Set(shard.map((item) => item.shardBlock))).toEqual(new Set(['0:C000000000000000:55671182']));
    const none = filtered('opcode=none');
    expect(none).toHaveLength(1);
    expect(none[0]?.transaction.in_msg?.opcode).toBeUndefined();
    // Filters combine: the skipped one is in one of the two basechain blocks.
    const skipped = filtered('outcome=skipped')[0]!;
    expect(filtered(`outcome=skipped&shard=${skipped.shardBlock}`)).toEqual([skipped]);
  });

  it('sorts by fees or incoming value, highest first, flat', () => {
    const byFees = view('sort=fees');
    expect(byFees.entries.every((entry) => entry.kind === 'transaction')).toBe(true);
    const fees = byFees.order.map((item) => item.transaction.total_fees ?? 0n);
    expect([...fees].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0))).toEqual(fees);
    const values = view('sort=value').order.map((item) => item.transaction.in_msg?.value ?? -1n);
    expect([...values].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0))).toEqual(values);
  });

  it('bounced only keeps the transactions whose message went back', () => {
    const testnet = parsedBlock('testnet', RECORDED.testnetBouncedBlock);
    const bounced = buildListView(indexBlock(testnet), readBlockFilters(new URLSearchParams('bounced=1')));
    expect(bounced.shown).toBe(2);
  });

  it('counts a derived compute failure as failed', () => {
    const transactions = recordedBlock('mainnet', RECORDED.mainnetBlock).transactions.map((transaction) =>
      transaction['hash'] === RECORDED.excessTx ? toComputeFailed(transaction, 13) : transaction,
    );
    const derived = indexBlock(parsedBlock('mainnet', RECORDED.mainnetBlock, transactions));
    expect(buildListView(derived, readBlockFilters(new URLSearchParams('failed=1'))).shown).toBe(2);
  });
});

describe('the action type filter', () => {
  const [first, second, third] = index.transactions.map((item) => item.transaction.hash);
  const action = (type: string, transactions: string[]): Action => ({
    id: `test:${type}:${transactions.join(',')}`,
    type,
    source: 'tonlens',
    success: true,
    failure: null,
    sentence: [{ kind: 'text', text: type }],
    accounts: [],
    flows: [],
    transactions,
    traceId: null,
  });
  const byTransaction = (actions: Action[]) => {
    const map = new Map<string, Action[]>();
    for (const one of actions)
      for (const hash of one.transactions) map.set(hash, [...(map.get(hash) ?? []), one]);
    return map;
  };
  const actions = byTransaction([
    action('jetton_transfer', [first ?? '', second ?? '']),
    action('ton_transfer', [second ?? '', third ?? '']),
  ]);
  const filtered = (search: string, given = actions) =>
    buildListView(index, readBlockFilters(new URLSearchParams(search)), undefined, given).order.map(
      (item) => item.transaction.hash,
    );

  it('keeps the transactions an action of that type spans, any of their actions', () => {
    expect(filtered('action=jetton_transfer')).toEqual([first, second]);
    expect(filtered('action=ton_transfer')).toEqual([second, third]);
    expect(filtered('action=nft_transfer')).toEqual([]);
    expect(filtered('action=ton_transfer&account=nobody')).toEqual([second, third]);
  });

  it('redoes the view when the actions change (the server answered), not otherwise', () => {
    const before = buildListView(
      index,
      readBlockFilters(new URLSearchParams('action=ton_transfer')),
      undefined,
      actions,
    );
    const again = buildListView(
      index,
      readBlockFilters(new URLSearchParams('action=ton_transfer')),
      undefined,
      actions,
    );
    expect(again).toBe(before);
    const later = byTransaction([action('ton_transfer', [third ?? ''])]);
    expect(filtered('action=ton_transfer', later)).toEqual([third]);
  });
});
