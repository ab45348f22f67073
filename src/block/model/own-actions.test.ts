import { describe, expect, it } from 'vitest';
import { allMetadata, allTransactions } from '../../../test/fixtures/emulated-chain.ts';
import type { MasterchainBlock } from '../../api/block/masterchain-block.ts';
import { readActionsFromTransactions, readContextFromMetadata } from '../../ton/actions/read-messages.ts';
import { linkedGroups, ownActionsIfRead, READ_AT_ONCE, readOwnActions } from './own-actions.ts';

/** Every transaction of the sample (recorded and emulated) as one block: more than is read at once. */
function wholeSample(): MasterchainBlock {
  const transactions = allTransactions();
  return {
    seqno: 1,
    transactions,
    addressBook: {},
    metadata: allMetadata(),
    shardBlocks: [],
    blocks: undefined,
    shape: 'spec',
    requests: [],
    rawBodies: [],
  };
}

const byId = (actions: readonly { id: string }[]) => [...actions].sort((a, b) => (a.id < b.id ? -1 : 1));

describe("tonlens's own reading of a block", () => {
  const block = wholeSample();

  it('groups the transactions that name each other’s messages, every transaction once, in block order', () => {
    const groups = linkedGroups(block.transactions);
    expect(groups.flat()).toHaveLength(block.transactions.length);
    expect(new Set(groups.flat())).toEqual(new Set(block.transactions));
    const firsts = groups.map((group) => block.transactions.indexOf(group[0]!));
    expect(firsts).toEqual([...firsts].sort((a, b) => a - b));
    // A message sent in the group is received in the same group.
    const groupOf = new Map(groups.flatMap((group, n) => group.map((tx) => [tx, n] as const)));
    const receiver = new Map(block.transactions.map((tx) => [tx.in_msg?.hash, tx] as const));
    for (const tx of block.transactions) {
      for (const out of tx.out_msgs) {
        const to = out.hash ? receiver.get(out.hash) : undefined;
        if (to) expect(groupOf.get(to)).toBe(groupOf.get(tx));
      }
    }
  });

  it('reads a big block in slices to the same actions as one reading of the whole', async () => {
    expect(block.transactions.length).toBeGreaterThan(READ_AT_ONCE);
    expect(ownActionsIfRead(block)).toBeUndefined();
    const whole = readActionsFromTransactions(block.transactions, readContextFromMetadata(block.metadata));
    const sliced = await readOwnActions(block);
    expect(whole.length).toBeGreaterThan(100);
    expect(byId(sliced)).toEqual(byId(whole));
    // Once read, the block's reading is kept with it.
    expect(ownActionsIfRead(block)).toBe(sliced);
    expect(await readOwnActions(block)).toBe(sliced);
  });
});
