// @vitest-environment node
/**
 * The block headers the builder derives (the live profile's `{blocks}`): only fields a rule in
 * build-dataset.ts derives, each by its rule. The emulated chain is rebuilt here from the committed
 * dataset's own emulated blocks rather than by running the emulator (`npm run sample:check` does that).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  buildSampleDatasets,
  emulationParameters,
  buildRecordedDatasets,
  readRecordings,
  serializeSampleDataset,
} from './build-dataset.ts';
import { datasetFileUrl, loadSampleDataset, type DatasetBlock, type SampleDataset } from './dataset.ts';
import { BLOCK_SECONDS } from './emulator/chain.ts';
import { BASECHAIN_SHARDS, type EmulatedChainData } from './emulator/generate.ts';
import type { JsonObject } from './json.ts';

const recordings = readRecordings();
const mainnet = loadSampleDataset('mainnet');
const testnet = loadSampleDataset('testnet');
const recordedCount = buildRecordedDatasets(recordings).datasets.mainnet.blocks.length;
const recordedMainnet = mainnet.blocks.slice(0, recordedCount);
const emulatedBlocks = mainnet.blocks.slice(recordedCount);

// The recorded masterchainInfo body: its `last` Block has every field, in the index's key order.
const infoRecording = recordings.find((recording) => recording.file.startsWith('masterchainInfo.'));
const fullBlock = (infoRecording?.body as { last: JsonObject } | undefined)?.last;
if (!fullBlock) throw new Error('no recorded masterchainInfo');
const MASTERCHAIN_SHARD = fullBlock.shard;

/** What the emulator handed the builder, read back from the committed dataset. */
function emulatedDataFrom(dataset: SampleDataset): EmulatedChainData {
  const emulated = dataset.blocks.filter((block) => block.emulated);
  const first = emulated[0];
  if (!first?.emulated) throw new Error('no emulated blocks');
  return {
    emulator: first.emulated.emulator,
    scenarios: dataset.scenarios ?? [],
    blocks: emulated.map((block) => ({
      seqno: block.seqno,
      scenarios: block.emulated?.scenarios ?? [],
      transactions: block.transactions,
    })),
    globalId: Number(first.blocks[0]?.global_id),
    accounts: dataset.accounts,
    addressBook: dataset.address_book,
    metadata: dataset.metadata,
  };
}

const masterchainOf = (block: DatasetBlock) => block.blocks[0] as JsonObject;
const shardBlocksOf = (block: DatasetBlock) => block.blocks.slice(1);

describe('derived block headers', () => {
  it('hold only derivable fields, in the key order of a real Block', () => {
    const order = Object.keys(fullBlock);
    for (const block of [...mainnet.blocks, ...testnet.blocks]) {
      for (const header of block.blocks) {
        const keys = Object.keys(header);
        expect(keys.every((key) => order.includes(key))).toBe(true);
        expect(keys).toEqual([...keys].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
        for (const unknown of ['root_hash', 'file_hash', 'start_lt', 'end_lt', 'rand_seed', 'created_by']) {
          expect(header).not.toHaveProperty(unknown);
        }
        for (const unknown of ['key_block', 'version', 'flags', 'vert_seqno', 'after_split', 'want_merge']) {
          expect(header).not.toHaveProperty(unknown);
        }
      }
    }
  });

  it("a masterchain block's previous block is the masterchain block before it", () => {
    for (const block of [...mainnet.blocks, ...testnet.blocks]) {
      expect(masterchainOf(block).prev_blocks).toEqual([
        { workchain: -1, shard: MASTERCHAIN_SHARD, seqno: block.seqno - 1 },
      ]);
    }
    expect(mainnet.masterchain_info.last.prev_blocks).toEqual([
      { workchain: -1, shard: MASTERCHAIN_SHARD, seqno: Number(mainnet.masterchain_info.last.seqno) - 1 },
    ]);
  });

  it('recorded blocks: no global id, and no previous block for a shard block (splits are not recorded)', () => {
    for (const block of [...recordedMainnet, ...testnet.blocks]) {
      for (const header of block.blocks) expect(header).not.toHaveProperty('global_id');
      for (const header of shardBlocksOf(block)) expect(header).not.toHaveProperty('prev_blocks');
    }
  });

  it("emulated blocks: one block of each basechain shard, each after the same shard's previous one", () => {
    const run = emulationParameters(buildRecordedDatasets(recordings).datasets.mainnet);
    expect(emulatedBlocks.length).toBeGreaterThanOrEqual(20);
    for (const [index, block] of emulatedBlocks.entries()) {
      const shardBlocks = shardBlocksOf(block);
      const seqno = run.firstShardSeqno + index;
      expect(shardBlocks.map((header) => [header.workchain, header.shard, header.seqno])).toEqual(
        BASECHAIN_SHARDS.map((shard) => [0, shard, seqno]),
      );
      for (const header of shardBlocks) {
        if (index === 0) expect(header).not.toHaveProperty('prev_blocks');
        else expect(header.prev_blocks).toEqual([{ workchain: 0, shard: header.shard, seqno: seqno - 1 }]);
      }
    }
  });

  it("emulated blocks: the time is the emulator's clock, and the global id its config's (mainnet's, -239)", () => {
    const start = Number(masterchainOf(emulatedBlocks[0]!).gen_utime);
    for (const [index, block] of emulatedBlocks.entries()) {
      const time = String(start + index * BLOCK_SECONDS);
      for (const header of block.blocks) {
        expect(header.gen_utime).toBe(time);
        expect(header.global_id).toBe(-239);
      }
      for (const transaction of block.transactions) expect(String(transaction.now)).toBe(time);
    }
  });

  it('rebuilt from its own emulated blocks, the mainnet dataset is the committed file', () => {
    const rebuilt = buildSampleDatasets(recordings, emulatedDataFrom(mainnet));
    expect(serializeSampleDataset(rebuilt.mainnet)).toBe(readFileSync(datasetFileUrl('mainnet'), 'utf8'));
  });

  it('an emulated shard block that holds no transaction is still listed: tx_count 0, the block time', () => {
    const data = emulatedDataFrom(mainnet);
    const last = data.blocks.at(-1)!;
    const emptied = BASECHAIN_SHARDS[1];
    last.transactions = last.transactions.filter(
      (transaction) => (transaction.block_ref as JsonObject).shard !== emptied,
    );
    const rebuilt = buildSampleDatasets(recordings, data).mainnet.blocks.at(-1)!;
    const committed = mainnet.blocks.at(-1)!;
    const empty = shardBlocksOf(rebuilt).find((header) => header.shard === emptied);
    expect(empty).toEqual({
      ...shardBlocksOf(committed).find((header) => header.shard === emptied),
      tx_count: 0,
    });
    expect(empty?.gen_utime).toBe(masterchainOf(committed).gen_utime);
  });
});
