import { describe, expect, it } from 'vitest';
import {
  MASTERCHAIN_SHARD,
  datasetBlocks,
  recordedFullBlock,
  reidentified,
} from '../../../test/fixtures/block-headers.ts';
import { parsedBlock } from '../../../test/fixtures/parsed-blocks.ts';
import type { Json } from '../../../test/fixtures/recorded-transactions.ts';
import { blocksResponseSchema, type Block } from './block-schemas.ts';
import { readWith } from '../schema-kit.ts';
import { masterchainHeaderOf, mergeShardBlocks, summariseShardBlocks } from './shard-blocks.ts';

/** Recorded testnet block 36376446: transactions in four shard blocks of three shards; shard 2000… has none. */
const SEQNO = 36376446;
const transactions = parsedBlock('testnet', SEQNO).transactions;
const fromTransactions = summariseShardBlocks(transactions);

function headers(blocks: Json[]): Block[] {
  const result = readWith(blocksResponseSchema, { blocks });
  if (!result.success) throw new Error('the blocks did not parse');
  return result.data.blocks;
}

const ids = (list: ReadonlyArray<{ workchain: number; shard: string; seqno: number }>) =>
  list.map(({ workchain, shard, seqno }) => `${workchain}:${shard}:${seqno}`);

/** The masterchain block with every field (the recorded full header), then the dataset's shard blocks. */
const masterchain = reidentified(
  recordedFullBlock(),
  { workchain: -1, shard: MASTERCHAIN_SHARD, seqno: SEQNO },
  SEQNO,
);
const datasetShardBlocks = datasetBlocks('testnet', SEQNO).slice(1);
/**
 * A block of the one shard none of the transactions touch (2000…), 0:2000000000000000:38182865: the
 * dataset's latest before this block, committed by an earlier masterchain block (36376442). Its dataset
 * header, unchanged; 4 transactions, none of these.
 */
const earlier = datasetBlocks('testnet', 36376442)[1]!;

describe('summariseShardBlocks', () => {
  it('counts the transactions of each shard block they point at, in block order', () => {
    expect(fromTransactions.map((summary) => [ids([summary])[0], summary.transactionCount])).toEqual([
      ['0:6000000000000000:38194539', 1],
      ['0:A000000000000000:38134732', 5],
      ['0:A000000000000000:38134733', 4],
      ['0:E000000000000000:38136835', 1],
    ]);
  });
});

describe('mergeShardBlocks', () => {
  it('spec shape (no blocks): the transactions’ shard blocks alone, without headers', () => {
    const merged = mergeShardBlocks(SEQNO, undefined, fromTransactions);
    expect(merged).toEqual(fromTransactions);
    expect(merged.every((summary) => summary.header === undefined)).toBe(true);
  });

  it('live shape: every shard block of the answer, with its header, the earlier committed one included', () => {
    const blocks = headers([masterchain, ...datasetShardBlocks, earlier]);
    const merged = mergeShardBlocks(SEQNO, blocks, fromTransactions);
    expect(ids(merged)).toEqual([
      '0:2000000000000000:38182865',
      '0:6000000000000000:38194539',
      '0:A000000000000000:38134732',
      '0:A000000000000000:38134733',
      '0:E000000000000000:38136835',
    ]);
    const [earlierEntry, ...rest] = merged;
    expect(earlierEntry).toMatchObject({ transactionCount: 0, header: { tx_count: 4 } });
    expect(earlierEntry?.header).toEqual(headers([earlier])[0]);
    for (const summary of rest) {
      expect(summary.header?.tx_count).toBe(summary.transactionCount);
      expect(summary.header?.seqno).toBe(summary.seqno);
    }
  });

  it('leaves out the masterchain block holding no transaction: its header is shown on its own', () => {
    const blocks = headers([masterchain, ...datasetShardBlocks]);
    const merged = mergeShardBlocks(SEQNO, blocks, fromTransactions);
    expect(ids(merged)).not.toContain(`-1:${MASTERCHAIN_SHARD}:${SEQNO}`);
    expect(masterchainHeaderOf(SEQNO, blocks)?.root_hash).toBe(masterchain['root_hash']);
    expect(masterchainHeaderOf(SEQNO, undefined)).toBeUndefined();
  });

  it('lists the masterchain block first when transactions point at it, with its header', () => {
    // Emulated mainnet block 50503961: a masterchain tick transaction and two basechain shard blocks.
    const emulated = parsedBlock('mainnet', 50503961);
    const summaries = summariseShardBlocks(emulated.transactions);
    const merged = mergeShardBlocks(50503961, headers(datasetBlocks('mainnet', 50503961)), summaries);
    expect(ids(merged)).toEqual([
      `-1:${MASTERCHAIN_SHARD}:50503961`,
      '0:4000000000000000:55671177',
      '0:C000000000000000:55671177',
    ]);
    expect(merged[0]).toMatchObject({ transactionCount: 1, header: { tx_count: 1, global_id: -239 } });
    expect(merged.map((summary) => summary.transactionCount)).toEqual(
      summaries.map((s) => s.transactionCount),
    );
  });

  it('keeps a shard block seen only in the transactions, without a header', () => {
    const withoutA = datasetShardBlocks.filter((block) => block['shard'] !== 'A000000000000000');
    const merged = mergeShardBlocks(SEQNO, headers([masterchain, ...withoutA]), fromTransactions);
    expect(ids(merged)).toEqual(ids(fromTransactions));
    const a = merged.filter((summary) => summary.shard === 'A000000000000000');
    expect(a.map((summary) => [summary.transactionCount, summary.header])).toEqual([
      [5, undefined],
      [4, undefined],
    ]);
  });

  it('lists a shard block committed by an earlier masterchain block: its own tx_count, none of these', () => {
    const merged = mergeShardBlocks(
      SEQNO,
      headers([masterchain, earlier, ...datasetShardBlocks]),
      fromTransactions,
    );
    expect(merged[0]).toMatchObject({
      shard: '2000000000000000',
      seqno: 38182865,
      transactionCount: 0,
      header: { tx_count: 4 },
    });
  });

  it('lists a shard block whose header says it holds no transaction (tx_count 0)', () => {
    // The earlier committed block's header with tx_count rewritten to 0 (its real count is 4), to
    // exercise the zero case.
    const zeroCount = { ...earlier, tx_count: 0 };
    const merged = mergeShardBlocks(
      SEQNO,
      headers([masterchain, ...datasetShardBlocks, zeroCount]),
      fromTransactions,
    );
    expect(merged[0]).toMatchObject({ seqno: 38182865, transactionCount: 0, header: { tx_count: 0 } });
  });

  it('lists a block named twice once, with the first header given for it', () => {
    const first = datasetShardBlocks[0]!;
    const again = { ...first, tx_count: 99 };
    const merged = mergeShardBlocks(
      SEQNO,
      headers([masterchain, first, again, earlier, { ...earlier }]),
      fromTransactions,
    );
    expect(ids(merged)).toEqual([...new Set(ids(merged))]);
    expect(merged.find((summary) => summary.seqno === first['seqno'])?.header?.tx_count).toBe(
      first['tx_count'],
    );
  });

  it('does not change the summaries it was given', () => {
    const before = structuredClone(fromTransactions);
    mergeShardBlocks(SEQNO, headers([masterchain, ...datasetShardBlocks, earlier]), fromTransactions);
    expect(fromTransactions).toEqual(before);
  });
});
