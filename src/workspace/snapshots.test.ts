// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { HOSTILE_JSON_VALUES } from '../../test/fixtures/hostile-stored-values.ts';
import {
  loadSnapshot,
  readRememberedJettons,
  readSnapshotJettons,
  rememberedSymbol,
  REMEMBERED_SYMBOL_MAX,
  saveSnapshot,
  SNAPSHOT_MAX_BALANCE_DIGITS,
  SNAPSHOT_MAX_JETTONS,
} from './snapshots.ts';
import { writeAll } from './workspace-db.ts';

describe('a stored snapshot of another shape', () => {
  it('keeps the well-formed entries and drops the others, so comparing never throws', async () => {
    const good = {
      found: true,
      balance: 5n,
      status: 'active',
      lastTransactionLt: 1n,
      lastTransactionHash: 'h',
      codeHash: null,
      dataHash: null,
    };
    await writeAll('snapshots', [
      {
        listId: 'odd',
        takenAt: 1,
        accounts: { '0:AA': good, '0:BB': { ...good, balance: '5' }, '0:CC': 7, '0:DD': null },
      },
    ]);
    expect((await loadSnapshot('odd'))?.accounts).toEqual({ '0:AA': good });
    await writeAll('snapshots', [{ listId: 'worse', takenAt: 'yesterday', accounts: {} }]);
    expect(await loadSnapshot('worse')).toBeUndefined();
  });
});

const USDT = '0:B113A994B5024A16719F69139328EB759596C38A25F59028B146FECDC3621DFE';
const LENS = '0:A916EB105558CC4D95623B4A3ACD8292B099F872A081840D821C0FA82EC0DCA8';
const entry = {
  found: true,
  balance: 5n,
  status: 'active',
  lastTransactionLt: 1n,
  lastTransactionHash: 'h',
  codeHash: null,
  dataHash: null,
};

describe('jetton balances in a snapshot', () => {
  it('round-trip exactly as text, beside the GRAM fields', async () => {
    const jettons = { [USDT]: '123456789012345678901234567890123456', [LENS]: '0' };
    expect(
      await saveSnapshot({ listId: 'tokens', takenAt: 2, accounts: { '0:AA': { ...entry, jettons } } }),
    ).toBe(true);
    const read = await loadSnapshot('tokens');
    expect(read?.accounts['0:AA']).toEqual({ ...entry, jettons });
    expect(BigInt(read!.accounts['0:AA']!.jettons![USDT]!)).toBe(123456789012345678901234567890123456n);
  });

  it('an entry written before jettons were kept still reads, with its jettons unknown', async () => {
    await writeAll('snapshots', [{ listId: 'old', takenAt: 3, accounts: { '0:AA': entry } }]);
    const read = await loadSnapshot('old');
    expect(read?.accounts['0:AA']).toEqual(entry);
    expect(read?.accounts['0:AA']?.jettons).toBeUndefined();
  });

  it.each(HOSTILE_JSON_VALUES.map((value) => [value]))(
    'a hostile stored jettons value (%#) leaves them unknown and keeps the GRAM fields',
    async (value) => {
      await writeAll('snapshots', [
        { listId: 'hostile', takenAt: 4, accounts: { '0:AA': { ...entry, jettons: value } } },
      ]);
      const read = await loadSnapshot('hostile');
      // {} is a well-formed map: the owner held no jetton then.
      if (
        typeof value === 'object' &&
        value !== null &&
        !Array.isArray(value) &&
        Object.keys(value).length === 0
      )
        expect(read?.accounts['0:AA']).toEqual({ ...entry, jettons: {} });
      else expect(read?.accounts['0:AA']).toEqual(entry);
    },
  );

  it.each(HOSTILE_JSON_VALUES.map((value) => [value]))(
    'a hostile stored balance (%#) leaves the jettons unknown',
    (value) => {
      expect(readSnapshotJettons({ [USDT]: '1', [LENS]: value })).toBeUndefined();
    },
  );

  it.each([
    ['a negative balance', { [USDT]: '-1' }],
    ['a fraction', { [USDT]: '1.5' }],
    ['an exponent', { [USDT]: '1e3' }],
    ['leading zeros', { [USDT]: '007' }],
    ['a bigint, not text', { [USDT]: 1n }],
    ['too many digits', { [USDT]: '9'.repeat(SNAPSHOT_MAX_BALANCE_DIGITS + 1) }],
    ['a friendly master', { EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs: '1' }],
    ['a lower-case master', { [USDT.toLowerCase()]: '1' }],
    ['a prototype key', JSON.parse('{"__proto__":"1"}') as unknown],
    ['a constructor key', { constructor: '1' }],
    ['a class instance', new Map([[USDT, '1']])],
    [
      'more jettons than kept',
      Object.fromEntries(
        Array.from({ length: SNAPSHOT_MAX_JETTONS + 1 }, (_, i) => [
          `0:${i.toString(16).toUpperCase().padStart(64, '0')}`,
          '1',
        ]),
      ),
    ],
  ])('%s: unknown', (_name, value) => {
    expect(readSnapshotJettons(value)).toBeUndefined();
  });

  it('the largest balance kept and as many jettons as kept are read', () => {
    const many = Object.fromEntries(
      Array.from({ length: SNAPSHOT_MAX_JETTONS }, (_, i) => [
        `0:${i.toString(16).toUpperCase().padStart(64, '0')}`,
        '1',
      ]),
    );
    expect(Object.keys(readSnapshotJettons(many) ?? {})).toHaveLength(SNAPSHOT_MAX_JETTONS);
    const big = '9'.repeat(SNAPSHOT_MAX_BALANCE_DIGITS);
    const masterchain = '-1:' + 'F'.repeat(64);
    expect(readSnapshotJettons({ [USDT]: big, [masterchain]: '0' })).toEqual({
      [USDT]: big,
      [masterchain]: '0',
    });
  });
});

describe('the jettons a snapshot remembers (symbol and decimals, for a jetton gone since)', () => {
  it('round-trip, and a snapshot without them still reads', async () => {
    const jettons = { [USDT]: { symbol: 'USD₮', decimals: 6 }, [LENS]: { symbol: null, decimals: null } };
    await saveSnapshot({ listId: 'remembered', takenAt: 5, accounts: {}, jettons });
    expect((await loadSnapshot('remembered'))?.jettons).toEqual(jettons);
    await writeAll('snapshots', [{ listId: 'older', takenAt: 5, accounts: {} }]);
    expect(await loadSnapshot('older')).toEqual({ listId: 'older', takenAt: 5, accounts: {} });
  });

  it.each(HOSTILE_JSON_VALUES.map((value) => [value]))(
    'a hostile stored entry (%#) is left out, the others kept',
    async (value) => {
      await writeAll('snapshots', [
        {
          listId: 'hostile-remembered',
          takenAt: 6,
          accounts: {},
          jettons: { [USDT]: { symbol: 'USD₮', decimals: 6 }, [LENS]: value },
        },
      ]);
      expect((await loadSnapshot('hostile-remembered'))?.jettons).toEqual({
        [USDT]: { symbol: 'USD₮', decimals: 6 },
      });
    },
  );

  it.each(HOSTILE_JSON_VALUES.map((value) => [value]))(
    'a hostile stored map (%#) reads as one or none',
    (value) => {
      const read = readRememberedJettons(value);
      expect(read === undefined || Object.keys(read).length === 0).toBe(true);
    },
  );

  it.each([
    ['decimals 37', { symbol: 'X', decimals: 37 }],
    ['decimals -1', { symbol: 'X', decimals: -1 }],
    ['decimals 1.5', { symbol: 'X', decimals: 1.5 }],
    ['decimals "6"', { symbol: 'X', decimals: '6' }],
    ['a long symbol', { symbol: 'x'.repeat(REMEMBERED_SYMBOL_MAX + 1), decimals: 6 }],
    ['a symbol of another type', { symbol: 5, decimals: 6 }],
  ])('%s: left out', (_name, entry) => {
    expect(readRememberedJettons({ [USDT]: entry, [LENS]: { symbol: 'LENS', decimals: 9 } })).toEqual({
      [LENS]: { symbol: 'LENS', decimals: 9 },
    });
  });

  it('a symbol is cut to what is kept, never inside a character', () => {
    expect(rememberedSymbol(null)).toBeNull();
    expect(rememberedSymbol('USD₮')).toBe('USD₮');
    const long = 'a'.repeat(REMEMBERED_SYMBOL_MAX - 1) + '😀';
    expect(rememberedSymbol(long)).toBe('a'.repeat(REMEMBERED_SYMBOL_MAX - 1));
    expect(rememberedSymbol('b'.repeat(10_000))).toHaveLength(REMEMBERED_SYMBOL_MAX);
  });
});
