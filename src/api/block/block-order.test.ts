import { describe, expect, it } from 'vitest';
import { compareInBlockOrder, uniqueInBlockOrder } from './block-order.ts';

const ref = (workchain: number, shard: string, seqno: number) => ({ workchain, shard, seqno });

describe('block order', () => {
  it('orders by shard block (masterchain first), then lt, then hash', () => {
    const keys = [
      { block_ref: ref(0, '8000000000000000', 7), lt: 5n, hash: 'a' },
      { block_ref: ref(0, '4000000000000000', 9), lt: 9n, hash: 'b' },
      { block_ref: ref(-1, '8000000000000000', 3), lt: 20n, hash: 'c' },
      { block_ref: ref(0, '4000000000000000', 8), lt: 30n, hash: 'd' },
      { block_ref: ref(0, '4000000000000000', 8), lt: 30n, hash: 'A' },
      { block_ref: ref(0, '4000000000000000', 8), lt: 4n, hash: 'e' },
    ];
    expect([...keys].sort(compareInBlockOrder).map((key) => key.hash)).toEqual([
      'c',
      'e',
      'A',
      'd',
      'b',
      'a',
    ]);
  });

  it('reads the raw JSON in the same order, lts compared as numbers', () => {
    const items = [
      { hash: 'x', lt: '100', block_ref: ref(0, '8000000000000000', 1) },
      { hash: 'y', lt: '0099', block_ref: ref(0, '8000000000000000', 1) },
      { hash: 'z', lt: 7, block_ref: ref(-1, '8000000000000000', 1) },
      { hash: 'w', lt: '12345678901234567890', block_ref: ref(0, '8000000000000000', 1) },
    ];
    expect(uniqueInBlockOrder(items)).toEqual([2, 1, 0, 3]);
  });

  it('leaves out later repeats of a hash, and puts what it cannot read last, in the order given', () => {
    const items = [
      'not an object',
      { hash: 'b', lt: '2' },
      { hash: 'a', lt: 'soon' },
      { hash: 'b', lt: '1' },
      { hash: 'c', lt: '1' },
      null,
      { hash: 'd', lt: -1 },
    ];
    expect(uniqueInBlockOrder(items)).toEqual([4, 1, 0, 2, 5, 6]);
  });
});
