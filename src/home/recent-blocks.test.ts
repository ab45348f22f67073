import { describe, expect, it } from 'vitest';
import { recentSeqnos } from './recent-blocks.ts';

describe('recent blocks', () => {
  it('without a catalog: last, last − 1, …', () => {
    expect(recentSeqnos(100, null, 4)).toEqual([100, 99, 98, 97]);
    expect(recentSeqnos(2, null, 8)).toEqual([2, 1, 0]);
    expect(recentSeqnos(100, [], 2)).toEqual([100, 99]);
  });

  it('with a catalog: only the blocks it lists, up to the head', () => {
    const catalog = [45268909, 47270678, 50502651, 50503953, 50503954, 50503955, 50503956];
    expect(recentSeqnos(50503955, catalog, 4)).toEqual([50503955, 50503954, 50503953, 50502651]);
    expect(recentSeqnos(50503956, catalog, 8)).toEqual([...catalog].reverse());
  });

  it('with a catalog read before the chain grew: the new seqnos above it too', () => {
    expect(recentSeqnos(50503958, [50502651, 50503953, 50503954], 4)).toEqual([
      50503958, 50503957, 50503956, 50503955,
    ]);
    expect(recentSeqnos(50503956, [50502651, 50503953, 50503954], 8)).toEqual([
      50503956, 50503955, 50503954, 50503953, 50502651,
    ]);
  });
});
