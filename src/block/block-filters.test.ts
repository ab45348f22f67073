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

  it('reports nothing for good filters', () => {
    expect(filterProblems(read(`account=${TOLYA_FRIENDLY}&opcode=0x0f8a7ea5`))).toEqual([]);
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

  it('clears filters but keeps the sort and the opened transaction', () => {
    const params = new URLSearchParams(`${tx}&failed=1&bounced=1&account=x&opcode=0x1&q=y&sort=value`);
    expect(withoutFilters(params).toString()).toBe(`${tx}&sort=value`);
  });

  it('carries filters, not the opened transaction, to a neighbouring block', () => {
    expect(neighbourSearch(new URLSearchParams(`${tx}&failed=1`)).toString()).toBe('failed=1');
  });
});
