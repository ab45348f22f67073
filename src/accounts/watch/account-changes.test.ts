import { describe, expect, it } from 'vitest';
import type { AccountSnapshot } from '../../workspace/snapshots.ts';
import {
  changedFields,
  compareSnapshots,
  countJettonChanges,
  jettonDeltaOf,
  jettonDeltaText,
  jettonsSettled,
  lookupAccountSnapshots,
  nextSnapshotAccounts,
  rememberedJettons,
  sameAccounts,
  snapshotJettons,
  snapshotOfAccount,
  type JettonsSource,
} from './account-changes.ts';
import { jettonInfoOf } from '../../ton/jetton/jetton-info.ts';
import * as z from 'zod/mini';
import { accountSchema, accountStatesSchema } from '../../api/schemas.ts';
import { createApiClient } from '../../api/client.ts';
import { chunkAnswerOf, planAccountStatesRequests } from '../../api/account-states.ts';
import { buildLookupSnapshot } from '../lookup/account-lookup.ts';

/** An account as the schema reads it from an answer, with `fields` replacing the recorded ones. */
function answered(fields: Record<string, unknown>) {
  return z.parse(accountSchema, {
    address: '0:' + 'AB'.repeat(32),
    balance: '1000000000',
    status: 'active',
    last_transaction_lt: '100',
    last_transaction_hash: 'h1',
    code_hash: 'c1',
    data_hash: 'd1',
    ...fields,
  });
}

const base: AccountSnapshot = {
  found: true,
  balance: 1_000_000_000n,
  status: 'active',
  lastTransactionLt: 100n,
  lastTransactionHash: 'h1',
  codeHash: 'c1',
  dataHash: 'd1',
};
const missing: AccountSnapshot = snapshotOfAccount(undefined);

describe('changedFields', () => {
  it.each([
    ['nothing', base, []],
    ['balance', { ...base, balance: 1n }, ['balance']],
    ['status', { ...base, status: 'frozen' }, ['status']],
    ['last transaction lt', { ...base, lastTransactionLt: 101n }, ['lastTransaction']],
    ['last transaction hash', { ...base, lastTransactionHash: 'h2' }, ['lastTransaction']],
    ['code hash', { ...base, codeHash: 'c2' }, ['codeHash']],
    ['data hash', { ...base, dataHash: 'd2' }, ['dataHash']],
    ['gone', missing, ['found', 'balance', 'status', 'lastTransaction', 'codeHash', 'dataHash']],
  ] as const)('%s', (_, after, fields) => {
    expect(changedFields(base, after)).toEqual(fields);
  });
});

describe('compareSnapshots', () => {
  it('gives the exact signed delta, beyond a double', () => {
    const huge = { ...base, balance: 2n ** 70n };
    const changes = compareSnapshots({ a: huge }, { a: { ...huge, balance: 2n ** 70n - 1n } }, 5);
    expect(changes.get('a')?.balanceDelta).toBe(-1n);
    expect(changes.get('a')?.since).toBe(5);
  });

  it('marks nothing the first time, nor for accounts new to the list or not answered', () => {
    expect(compareSnapshots({}, { a: base }, 0).size).toBe(0);
    expect(compareSnapshots({ a: base }, { b: { ...base, balance: 0n } }, 0).size).toBe(0);
    expect(compareSnapshots({ a: base }, { a: base }, 0).size).toBe(0);
  });

  it('has no delta when the account was not found on one side', () => {
    const change = compareSnapshots({ a: missing }, { a: base }, 0).get('a');
    expect(change?.balanceDelta).toBeNull();
    expect(change?.fields).toContain('found');
  });
});

describe('an unreadable field is unknown, never new or gone (issue 24, item 10)', () => {
  const readable = snapshotOfAccount(answered({}));
  const unreadableBalance = snapshotOfAccount(answered({ balance: 'lots' }));

  it('a balance that became unreadable is not a change, nor "new"', () => {
    expect(unreadableBalance.found).toBe(true);
    expect(changedFields(readable, unreadableBalance)).toEqual([]);
    expect(compareSnapshots({ a: readable }, { a: unreadableBalance }, 0).size).toBe(0);
  });

  it('a balance that was unreadable when stored is not compared when it reads again', () => {
    const later = snapshotOfAccount(answered({ balance: '2000000000' }));
    expect(changedFields(unreadableBalance, later)).toEqual([]);
    const withStatus = snapshotOfAccount(answered({ balance: '2000000000', status: 'frozen' }));
    const change = compareSnapshots({ a: unreadableBalance }, { a: withStatus }, 0).get('a');
    expect(change?.fields).toEqual(['status']);
    expect(change?.unknown).toEqual(['balance']);
  });

  it('the same holds for hashes, status and the last transaction', () => {
    for (const [field, name] of [
      ['code_hash', 'codeHash'],
      ['data_hash', 'dataHash'],
      ['status', 'status'],
      ['last_transaction_lt', 'lastTransaction'],
      ['last_transaction_hash', 'lastTransaction'],
    ] as const) {
      const drifted = snapshotOfAccount(answered({ [field]: { nested: 'x' } }));
      expect(changedFields(readable, drifted), field).toEqual([]);
      expect(changedFields(drifted, readable), field).toEqual([]);
      const change = compareSnapshots({ a: drifted }, { a: missing }, 0).get('a');
      expect(change?.fields, field).toContain('found');
      expect(change?.fields, field).not.toContain(name);
    }
  });

  it('found and gone are still told, and a stored entry of an older version (no list) still compares', () => {
    const { unreadable: _, ...older } = readable;
    expect(changedFields(older as AccountSnapshot, { ...readable, balance: 1n })).toEqual(['balance']);
    expect(changedFields(missing, unreadableBalance)).toContain('found');
  });
});

describe('sameAccounts', () => {
  it('ignores order, not membership', () => {
    expect(sameAccounts(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameAccounts(['a', 'b'], ['a'])).toBe(false);
    expect(sameAccounts(['a', 'b'], ['a', 'c'])).toBe(false);
  });
});

const USDT = '0:B113A994B5024A16719F69139328EB759596C38A25F59028B146FECDC3621DFE';
const LENS = '0:A916EB105558CC4D95623B4A3ACD8292B099F872A081840D821C0FA82EC0DCA8';
const OTHER = '0:0000000000000000000000000000000000000000000000000000000000000001';

/** An owner's jettons as the token lookup answers them. */
function held(...balances: Array<[string, bigint]>): JettonsSource {
  return {
    state: 'answered',
    value: balances.map(([master, balance]) => ({ jetton: { master }, balance })),
  };
}

describe('jetton balances: what moved since you last looked', () => {
  it('a snapshot keeps answered jettons as exact text, and nothing for an unknown answer', () => {
    const account = answered({});
    expect(snapshotOfAccount(account, held([USDT, 10n ** 80n], [LENS, 0n])).jettons).toEqual({
      [USDT]: (10n ** 80n).toString(),
      [LENS]: '0',
    });
    expect(snapshotOfAccount(account, held()).jettons).toEqual({});
    for (const state of ['loading', 'failed', 'not-offered', 'no-sample-data'] as const)
      expect(snapshotOfAccount(account, { state }).jettons, state).toBeUndefined();
    expect(snapshotOfAccount(account).jettons).toBeUndefined();
    // Two wallets of one master (no standard jetton has them) add up, exactly.
    expect(snapshotOfAccount(account, held([USDT, 2n ** 64n], [USDT, 1n])).jettons).toEqual({
      [USDT]: (2n ** 64n + 1n).toString(),
    });
  });

  it('moved, new and gone jettons give exact deltas, USD₮ first, beside an unchanged GRAM balance', () => {
    const before = snapshotOfAccount(answered({}), held([LENS, 5n], [OTHER, 7n], [USDT, 2n ** 100n]));
    const after = snapshotOfAccount(
      answered({}),
      held([LENS, 12n], [USDT, 2n ** 100n - 1n], ['0:' + 'F'.repeat(64), 3n]),
    );
    const change = compareSnapshots({ a: before }, { a: after }, 9).get('a');
    expect(change?.fields).toEqual(['jettons']);
    expect(change?.balanceDelta).toBeNull();
    expect(change?.jettons).toEqual([
      { master: USDT, kind: 'moved', before: 2n ** 100n, after: 2n ** 100n - 1n, delta: -1n },
      { master: OTHER, kind: 'gone', before: 7n, after: null, delta: -7n },
      { master: LENS, kind: 'moved', before: 5n, after: 12n, delta: 7n },
      { master: '0:' + 'F'.repeat(64), kind: 'new', before: null, after: 3n, delta: 3n },
    ]);
    const changes = compareSnapshots({ a: before, b: before }, { a: after, b: before }, 9);
    expect(changes.size).toBe(1);
    expect(countJettonChanges(changes)).toBe(4);
    expect(jettonDeltaOf(changes, 'a', LENS)?.delta).toBe(7n);
    expect(jettonDeltaOf(changes, 'a', '0:' + 'E'.repeat(64))).toBeUndefined();
    expect(jettonDeltaOf(changes, 'b', LENS)).toBeUndefined();
    expect(jettonDeltaOf(undefined, 'a', LENS)).toBeUndefined();
  });

  it('every delta recomputes: before + delta = after, for balances past 2^120', () => {
    let seed = 7n;
    const next = () => (seed = (seed * 6364136223846793005n + 1442695040888963407n) % 2n ** 128n);
    const masters = Array.from(
      { length: 40 },
      (_, i) => `0:${i.toString(16).toUpperCase().padStart(64, '0')}`,
    );
    const side = () =>
      held(
        ...masters
          .filter(() => next() % 3n !== 0n)
          .map((m): [string, bigint] => [m, (next() % 4n) * 2n ** 121n]),
      );
    const account = answered({});
    for (let round = 0; round < 50; round++) {
      const before = snapshotOfAccount(account, side());
      const after = snapshotOfAccount(account, side());
      const moved = compareSnapshots({ a: before }, { a: after }, 0).get('a')?.jettons ?? [];
      for (const master of masters) {
        const then = BigInt(before.jettons?.[master] ?? '0');
        const now = BigInt(after.jettons?.[master] ?? '0');
        const change = moved.find((c) => c.master === master);
        expect(then + (change?.delta ?? 0n)).toBe(now);
        if (change)
          expect(change.kind).toBe(
            !(master in before.jettons!) ? 'new' : !(master in after.jettons!) ? 'gone' : 'moved',
          );
      }
    }
  });

  it('a wallet that appears with 0, or a jetton unknown on either side, is no change', () => {
    const none = snapshotOfAccount(answered({}), held());
    expect(
      compareSnapshots({ a: none }, { a: snapshotOfAccount(answered({}), held([USDT, 0n])) }, 0).size,
    ).toBe(0);
    const holding = snapshotOfAccount(answered({}), held([USDT, 1n]));
    for (const state of ['loading', 'failed', 'not-offered', 'no-sample-data'] as const) {
      const unknown = snapshotOfAccount(answered({}), { state });
      expect(compareSnapshots({ a: holding }, { a: unknown }, 0).size, state).toBe(0);
      expect(compareSnapshots({ a: unknown }, { a: holding }, 0).size, state).toBe(0);
    }
    // A snapshot written before jettons were kept: the first lookup after is the jettons' baseline.
    expect(compareSnapshots({ a: base }, { a: { ...base, jettons: { [USDT]: '5' } } }, 0).size).toBe(0);
  });

  it('an owner with no account (not found) still holds jettons: they are compared', () => {
    const before = snapshotOfAccount(undefined, held([USDT, 1n]));
    const after = snapshotOfAccount(undefined, held([USDT, 4n]));
    expect(compareSnapshots({ a: before }, { a: after }, 0).get('a')?.jettons).toEqual([
      { master: USDT, kind: 'moved', before: 1n, after: 4n, delta: 3n },
    ]);
  });

  it('the next snapshot keeps the jettons baseline when they are unknown this time', () => {
    const holding = { ...base, jettons: { [USDT]: '5' } };
    const failed = { ...base, balance: 2n };
    expect(nextSnapshotAccounts({ a: holding, b: base }, { a: failed })).toEqual({
      a: { ...failed, jettons: { [USDT]: '5' } },
      b: base,
    });
    expect(nextSnapshotAccounts(undefined, { a: failed })).toEqual({ a: failed });
    const now = { ...base, jettons: {} };
    expect(nextSnapshotAccounts({ a: holding }, { a: now })).toEqual({ a: now });
  });
});

describe('a lookup with tokens is compared once the tokens have settled', () => {
  const client = createApiClient({ baseUrl: 'https://toncenter.com' });
  const A = '0:' + 'AB'.repeat(32);
  const B = '0:' + 'CD'.repeat(32);
  const answer = accountStatesSchema.parse({ accounts: [{ address: A, balance: '1', status: 'active' }] });
  const lookup = buildLookupSnapshot(planAccountStatesRequests(client, [A, B], false), [
    {
      status: 'success',
      fetchStatus: 'idle',
      data: chunkAnswerOf([A, B], answer, undefined),
      error: null,
      dataUpdatedAt: 1,
    },
  ]);
  const owners = (a: JettonsSource, b?: JettonsSource) =>
    new Map([[A, { jettons: a }], ...(b ? [[B, { jettons: b }] as const] : [])]);

  it('waits while an owner’s jettons load; an owner the token lookup does not know is settled', () => {
    expect(jettonsSettled(lookup, undefined)).toBe(true);
    expect(jettonsSettled(lookup, owners(held([USDT, 1n])))).toBe(true);
    expect(jettonsSettled(lookup, owners(held(), { state: 'loading' }))).toBe(false);
    expect(jettonsSettled(lookup, owners({ state: 'failed' }, { state: 'not-offered' }))).toBe(true);
  });

  it('the lookup’s snapshots carry the answered jettons, and none for the others', () => {
    const snapshots = lookupAccountSnapshots(lookup, owners(held([USDT, 5n]), { state: 'no-sample-data' }));
    expect(snapshots[A]?.jettons).toEqual({ [USDT]: '5' });
    expect(snapshots[B]).toEqual({ ...missing });
  });
});

describe('naming and writing a jetton change', () => {
  it('jettonDeltaText: exact and signed with the decimals, raw units when unknown', () => {
    expect(jettonDeltaText(1_500_000n, { known: true, value: 6 })).toBe('+1.5');
    expect(jettonDeltaText(-1n, 6)).toBe('\u22120.000001');
    expect(jettonDeltaText(-(10n ** 80n), { known: false, reason: 'x' })).toBe(
      jettonDeltaText(-(10n ** 80n), 0),
    );
    expect(jettonDeltaText(-(10n ** 80n), null).replace(/[,\u2212]/g, '')).toBe((10n ** 80n).toString());
    expect(jettonDeltaText(1_234_000_000_000n, 9)).toBe('+1,234');
  });

  it('rememberedJettons: this answer over the old, only for masters an account still names', () => {
    const usdt = { master: USDT, symbol: 'USD₮', decimals: { known: true, value: 6 } as const };
    const odd = {
      master: OTHER,
      symbol: 'x'.repeat(10_000),
      decimals: { known: false, reason: 'r' } as const,
    };
    const tokens = new Map([[`0:${'AB'.repeat(32)}`, { jettons: held() }]]);
    tokens.set('b', {
      jettons: {
        state: 'answered',
        value: [
          { jetton: usdt, balance: 1n },
          { jetton: odd, balance: 2n },
        ],
      },
    });
    const accounts = { a: { ...base, jettons: { [USDT]: '1', [OTHER]: '2', [LENS]: '3' } } };
    const remembered = rememberedJettons(
      { [LENS]: { symbol: 'LENS', decimals: 9 }, ['0:' + 'F'.repeat(64)]: { symbol: 'OLD', decimals: 9 } },
      tokens,
      accounts,
    );
    expect(remembered).toEqual({
      [USDT]: { symbol: 'USD₮', decimals: 6 },
      [OTHER]: { symbol: 'x'.repeat(64), decimals: null },
      // Gone from this answer, still held in the snapshot: remembered from before.
      [LENS]: { symbol: 'LENS', decimals: 9 },
    });
  });
});

describe('snapshotJettons', () => {
  const jetton = jettonInfoOf('0:A916EB105558CC4D95623B4A3ACD8292B099F872A081840D821C0FA82EC0DCA8', [
    { type: 'jetton_masters', symbol: 'LENS', extra: { decimals: '9' } },
  ]);
  const holding = (balance: bigint) => ({ wallet: '0:00', jetton, balance, lastTransactionLt: null });

  it('keeps each master balance as exact decimal text', () => {
    expect(snapshotJettons({ state: 'answered', value: [holding(10n ** 30n)] })).toEqual({
      [jetton.master]: '1000000000000000000000000000000',
    });
  });

  it('a drifted negative balance makes the owner unknown this time, not a map the reader refuses', () => {
    expect(snapshotJettons({ state: 'answered', value: [holding(5n), holding(-1n)] })).toBeUndefined();
  });
});
