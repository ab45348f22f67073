import { describe, expect, it } from 'vitest';
import type { AccountSnapshot } from '../../workspace/snapshots.ts';
import { changedFields, compareSnapshots, sameAccounts, snapshotOfAccount } from './account-changes.ts';

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

describe('sameAccounts', () => {
  it('ignores order, not membership', () => {
    expect(sameAccounts(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameAccounts(['a', 'b'], ['a'])).toBe(false);
    expect(sameAccounts(['a', 'b'], ['a', 'c'])).toBe(false);
  });
});
