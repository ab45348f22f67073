import { describe, expect, it } from 'vitest';
import type { AccountSnapshot } from '../../workspace/snapshots.ts';
import { changedFields, compareSnapshots, sameAccounts, snapshotOfAccount } from './account-changes.ts';
import * as z from 'zod/mini';
import { accountSchema } from '../../api/schemas.ts';

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
