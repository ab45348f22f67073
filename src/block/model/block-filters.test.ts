import { describe, expect, it } from 'vitest';
import {
  filterProblems,
  hasActiveFilters,
  neighbourSearch,
  readBlockFilters,
  withFilterChange,
  withoutFilters,
} from './block-filters.ts';

const TOLYA_RAW = '0:9DA971AF38D2F03ABDF308D5F91636A97E5A2B07A66C39D71D7CBAE3B032EDDC';
const TOLYA_FRIENDLY = 'UQCdqXGvONLwOr3zCNX5FjapflorB6ZsOdcdfLrjsDLt3AF4';

const read = (search: string) => readBlockFilters(new URLSearchParams(search));

describe('readBlockFilters', () => {
  it('reads nothing as no filter, block order', () => {
    expect(read('')).toEqual({
      failedOnly: false,
      bouncedOnly: false,
      accountText: '',
      account: undefined,
      opcodeText: '',
      opcode: undefined,
      noOpcode: false,
      unreadableOpcode: false,
      shardText: '',
      shard: undefined,
      outcomeText: '',
      outcome: undefined,
      actionText: '',
      action: undefined,
      query: '',
      sort: 'lt',
    });
    expect(hasActiveFilters(read(''))).toBe(false);
  });

  it.each([
    ['failed=1', { failedOnly: true }],
    ['failed=true', { failedOnly: true }],
    ['failed=0', { failedOnly: false }],
    ['bounced=1', { bouncedOnly: true }],
    [`account=${TOLYA_FRIENDLY}`, { account: TOLYA_RAW }],
    [`account=${TOLYA_RAW.toLowerCase()}`, { account: TOLYA_RAW }],
    ['opcode=0x0f8a7ea5', { opcode: 0x0f8a7ea5 }],
    ['opcode=0x0F8A7EA5', { opcode: 0x0f8a7ea5 }],
    ['opcode=260734629', { opcode: 0x0f8a7ea5 }],
    ['opcode=none', { opcode: undefined, noOpcode: true }],
    ['opcode=NONE', { opcode: undefined, noOpcode: true }],
    ['opcode=unreadable', { opcode: undefined, noOpcode: false, unreadableOpcode: true }],
    ['shard=0:8000000000000000:55671169', { shard: '0:8000000000000000:55671169' }],
    ['shard=%200:c000000000000000:55671177%20', { shard: '0:C000000000000000:55671177' }],
    ['shard=-1:8:50503961', { shard: '-1:0000000000000008:50503961' }],
    ['outcome=compute-failed', { outcome: 'compute-failed' }],
    ['outcome=Bounced', { outcome: 'bounced' }],
    ['action=jetton_transfer', { action: 'jetton_transfer' }],
    ['action=%20Jetton_Transfer%20', { action: 'jetton_transfer' }],
    ['action=unclassified', { action: 'unclassified' }],
    ['q=%20tolya%20', { query: 'tolya' }],
    ['sort=fees', { sort: 'fees' }],
    ['sort=value', { sort: 'value' }],
    ['sort=random', { sort: 'lt' }],
  ])('%s', (search, expected) => {
    expect(read(search)).toMatchObject(expected);
  });

  it('a sort alone is not a filter', () => {
    expect(hasActiveFilters(read('sort=fees'))).toBe(false);
    expect(hasActiveFilters(read('q=x'))).toBe(true);
    expect(hasActiveFilters(read('opcode=none'))).toBe(true);
    expect(hasActiveFilters(read('shard=0:8000000000000000:1'))).toBe(true);
    expect(hasActiveFilters(read('outcome=success'))).toBe(true);
  });
});

describe('filterProblems', () => {
  it('reports what it cannot read, and ignores it', () => {
    const filters = read('account=nobody&opcode=0x123456789');
    expect(filters.account).toBeUndefined();
    expect(filters.opcode).toBeUndefined();
    expect(hasActiveFilters(filters)).toBe(false);
    expect(filterProblems(filters).map((problem) => problem.param)).toEqual(['account', 'opcode']);
  });

  it.each([
    'shard=8000000000000000',
    'shard=0:8000000000000000',
    'shard=0:xyz:1',
    'shard=0:12345678901234567:1',
    'shard=0:8000000000000000:-1',
    'shard=0:8000000000000000:1.5',
    'shard=99999999999:8:1',
  ])('reports a shard block it cannot read, and ignores it: %s', (search) => {
    const filters = read(search);
    expect(filters.shard).toBeUndefined();
    expect(hasActiveFilters(filters)).toBe(false);
    expect(filterProblems(filters).map((problem) => problem.message)).toEqual([
      expect.stringContaining('is not a shard block'),
    ]);
  });

  it('reports an outcome it does not know, and ignores it', () => {
    const filters = read('outcome=failed');
    expect(filters.outcome).toBeUndefined();
    expect(hasActiveFilters(filters)).toBe(false);
    expect(filterProblems(filters)).toEqual([
      {
        param: 'outcome',
        message:
          '“failed” is not an outcome (success, compute-failed, action-failed, skipped, aborted, bounced); showing every outcome.',
      },
    ]);
  });

  it('reports nothing for good filters', () => {
    expect(filterProblems(read('opcode=none&shard=0:8000000000000000:1&outcome=aborted'))).toEqual([]);
    expect(filterProblems(read(`account=${TOLYA_FRIENDLY}&opcode=0x0f8a7ea5`))).toEqual([]);
  });
});

describe('the action type filter (action=)', () => {
  it('is a filter', () => {
    expect(hasActiveFilters(read('action=ton_transfer'))).toBe(true);
    expect(filterProblems(read('action=nft_transfer'))).toEqual([]);
  });

  it.each([
    ['action=jetton%20transfer', 'jetton transfer'],
    ['action=%E2%80%AEdrop', '⟨U+202E⟩drop'],
    ['action=1bad', '1bad'],
    [`action=${'x'.repeat(200)}`, 'x'],
  ])('reports a value that is no action type, quoted safely, and ignores it: %s', (search, quoted) => {
    const filters = read(search);
    expect(filters.action).toBeUndefined();
    expect(hasActiveFilters(filters)).toBe(false);
    const [problem] = filterProblems(filters);
    expect(problem?.param).toBe('action');
    expect(problem?.message).toContain(quoted);
    expect(problem?.message).toContain('is not an action type');
    expect(problem?.message).not.toContain('\u202E');
    expect(problem?.message.length).toBeLessThan(300);
  });

  it('is set, read back and removed; clearing filters removes it', () => {
    let params = withFilterChange(new URLSearchParams('tx=a'), { action: 'jetton_transfer' });
    expect(params.toString()).toBe('tx=a&action=jetton_transfer');
    expect(readBlockFilters(params).action).toBe('jetton_transfer');
    expect(withoutFilters(params).toString()).toBe('tx=a');
    params = withFilterChange(params, { action: undefined });
    expect(params.toString()).toBe('tx=a');
  });
});

describe('writing filters', () => {
  const tx = 'tx=9hsNgT8weTaQEpK452gbmkTWOCXkCO%2FKd%2BVP1Wxo86k%3D';

  it('sets and removes parameters, keeping the opened transaction', () => {
    let params = new URLSearchParams(tx);
    params = withFilterChange(params, { failedOnly: true, opcode: 0x0f8a7ea5, sort: 'fees', query: 'hi' });
    expect(params.toString()).toBe(`${tx}&failed=1&opcode=0x0f8a7ea5&q=hi&sort=fees`);
    params = withFilterChange(params, { failedOnly: false, opcode: undefined, sort: 'lt', query: '' });
    expect(params.toString()).toBe(tx);
  });

  it('sets and removes the shard block, outcome and "no opcode" filters', () => {
    let params = new URLSearchParams(tx);
    params = withFilterChange(params, {
      shard: '0:8000000000000000:55671169',
      outcome: 'compute-failed',
      opcode: 'none',
    });
    expect(params.toString()).toBe(
      `${tx}&opcode=none&shard=0%3A8000000000000000%3A55671169&outcome=compute-failed`,
    );
    expect(readBlockFilters(params)).toMatchObject({
      shard: '0:8000000000000000:55671169',
      outcome: 'compute-failed',
      noOpcode: true,
    });
    params = withFilterChange(params, { shard: '', outcome: undefined, opcode: undefined });
    expect(params.toString()).toBe(tx);
  });

  it('sets and reads the "unreadable opcode" filter, which is no problem to report', () => {
    const params = withFilterChange(new URLSearchParams(tx), { opcode: 'unreadable' });
    expect(params.toString()).toBe(`${tx}&opcode=unreadable`);
    const filters = readBlockFilters(params);
    expect(filters).toMatchObject({ unreadableOpcode: true, noOpcode: false, opcode: undefined });
    expect(hasActiveFilters(filters)).toBe(true);
    expect(filterProblems(filters)).toEqual([]);
  });

  it('clears filters but keeps the sort and the opened transaction', () => {
    const params = new URLSearchParams(
      `${tx}&failed=1&bounced=1&account=x&opcode=0x1&shard=0:8:1&outcome=success&q=y&sort=value`,
    );
    expect(withoutFilters(params).toString()).toBe(`${tx}&sort=value`);
  });

  it('carries filters, not the opened transaction, to a neighbouring block', () => {
    expect(neighbourSearch(new URLSearchParams(`${tx}&failed=1`)).toString()).toBe('failed=1');
  });

  it('carries the view to a neighbouring block, but not following the head', () => {
    expect(neighbourSearch(new URLSearchParams('view=accounts&follow=1&aq=x')).toString()).toBe(
      'view=accounts&aq=x',
    );
  });

  it('does not carry a shard block, which belongs to this masterchain block alone', () => {
    expect(
      neighbourSearch(new URLSearchParams('shard=0:8000000000000000:55671169&outcome=bounced')).toString(),
    ).toBe('outcome=bounced');
  });

  it('shows the transaction list when a filter changes (the filters narrow the list)', () => {
    const next = withFilterChange(new URLSearchParams('view=accounts&aq=x'), { outcome: 'bounced' });
    expect(next.get('view')).toBeNull();
    expect(next.get('outcome')).toBe('bounced');
    expect(next.get('aq')).toBe('x');
  });
});
