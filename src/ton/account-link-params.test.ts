import { describe, expect, it } from 'vitest';
import { accountsLocation } from './account-list-link.ts';
import { linkNamesList } from './account-link-params.ts';
import { syntheticAccounts } from '../../test/synthetic-accounts.ts';

describe('linkNamesList', () => {
  it('is true for the links the app writes, short (query) and long (fragment)', () => {
    const [one] = syntheticAccounts(1, 7);
    const short = accountsLocation([one as string]);
    expect(short.search).toContain('address=');
    expect(linkNamesList(short.search, short.hash)).toBe(true);
    const long = accountsLocation(syntheticAccounts(200, 7));
    expect(long.hash).toMatch(/^#list=/);
    expect(linkNamesList(long.search, long.hash)).toBe(true);
  });

  it('is a guess made without reading the addresses: a list of no addresses counts', () => {
    // The page then opens its paste box after all; the skeleton drew only the title, so nothing moves.
    expect(linkNamesList('', '#list=damaged')).toBe(true);
    expect(linkNamesList('?address=not-an-address', '')).toBe(true);
  });

  it('is false for an empty page, empty parameters and links that only set options', () => {
    expect(linkNamesList('', '')).toBe(false);
    expect(linkNamesList('?address=&address=%20', '#list=')).toBe(false);
    expect(linkNamesList('?include_boc=false', '')).toBe(false);
    expect(linkNamesList('?addresses=EQ', '#lists=1')).toBe(false);
  });
});
