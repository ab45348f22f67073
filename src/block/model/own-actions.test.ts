import { describe, expect, it } from 'vitest';
import { allMetadata, allTransactions } from '../../../test/fixtures/emulated-chain.ts';
import type { MasterchainBlock } from '../../api/block/masterchain-block.ts';
import { buildBigTrace } from '../../../sample-api/big-trace.ts';
import { loadSampleDataset } from '../../../sample-api/dataset.ts';
import { transactionSchema } from '../../api/schemas.ts';
import {
  readActionsFromTransactions,
  readActionsStepwise,
  readContextFromMetadata,
} from '../../ton/actions/read-messages.ts';
import {
  linkedGroups,
  listActionsIfRead,
  ownActionsIfRead,
  READ_AT_ONCE,
  readListInSlices,
  readOwnActions,
} from './own-actions.ts';

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

describe("tonlens's own reading of a list of transactions", () => {
  // The sample's synthetic 4,000-transaction trace: one linked group, which the block reader cannot split
  // into batches, so it is read a message group at a time.
  const trace = buildBigTrace(loadSampleDataset('mainnet'));
  const transactions = trace.transactions.map((raw) => transactionSchema.parse(raw));
  const context = readContextFromMetadata(allMetadata());

  it('is one linked group, read in many steps (one per message group)', () => {
    expect(linkedGroups(transactions)).toHaveLength(1);
    const steps = [...readActionsStepwise(transactions, context)];
    const actions = steps.filter((step) => step !== null);
    // One group of the block, but hundreds of steps to give the main thread back between.
    expect(actions.length).toBeGreaterThan(100);
    expect(steps.length).toBeGreaterThanOrEqual(actions.length);
    expect(new Set(actions.map((action) => action.id)).size).toBe(actions.length);
  });

  it('reads a long list in slices to the same actions, once per list and context', async () => {
    expect(transactions.length).toBeGreaterThan(READ_AT_ONCE);
    expect(listActionsIfRead(transactions, context)).toBeUndefined();
    const reading = readListInSlices(transactions, context);
    // Not in the asking task, and however many ask while it reads, it is one reading.
    expect(listActionsIfRead(transactions, context)).toBeUndefined();
    expect(readListInSlices(transactions, context)).toBe(reading);
    const sliced = await reading;
    expect(sliced).toEqual(readActionsFromTransactions(transactions, context));
    expect(listActionsIfRead(transactions, context)).toBe(sliced);
    // Another context (other metadata) is another reading.
    expect(listActionsIfRead(transactions, readContextFromMetadata({}))).toBeUndefined();
  });

  it('reads a short list at once', () => {
    const short = transactions.slice(0, 50);
    const actions = listActionsIfRead(short, context);
    expect(actions).toEqual(readActionsFromTransactions(short, context));
    expect(listActionsIfRead(short, context)).toBe(actions);
  });
});
