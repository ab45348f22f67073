import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';
import { shellPaths } from './shell-paths.ts';

describe('shellPaths, the first download’s paths', () => {
  it('are the paths of paths.ts, which adds the accounts links', () => {
    const search = new URLSearchParams([
      ['tx', 'a/b+c='],
      ['view', 'accounts'],
    ]);
    expect(shellPaths.home()).toBe(paths.home());
    expect(shellPaths.latestBlock()).toBe(paths.latestBlock());
    expect(shellPaths.block(50503953n)).toBe(paths.block(50503953n));
    expect(shellPaths.blockAtTime('2025-01-01T00:00:00Z')).toBe(paths.blockAtTime('2025-01-01T00:00:00Z'));
    expect(shellPaths.transaction(7, 'a/b+c=')).toBe(paths.transaction(7, 'a/b+c='));
    expect(shellPaths.blockWithSearch(7, search)).toBe(paths.blockWithSearch(7, search));
  });

  it('name the accounts page with no list as paths.accounts() does', () => {
    expect(shellPaths.accountsPage()).toBe(paths.accounts());
    expect(shellPaths.accountsPage()).toBe('/accounts');
  });
});
