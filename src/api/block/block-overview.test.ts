// @vitest-environment node
/**
 * The block overview against both shapes of the real sample API: the live shape's masterchain header and
 * the spec shape's transactions must tell the same time and count for every sample block, from one
 * request each.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSampleApiServer, type SampleApiServer } from '../../../sample-api/server.ts';
import { ApiError } from '../api-error.ts';
import { createApiClient } from '../client.ts';
import { fetchBlockOverview, overviewOf } from './block-overview.ts';
import { countingClient } from '../../../test/fixtures/request-log.ts';

interface DatasetBlock {
  seqno: number;
  transactions: unknown[];
  blocks: Array<{ workchain: number; gen_utime: string }>;
}
const dataset = JSON.parse(
  readFileSync(new URL('../../../sample-api/dataset/mainnet.json', import.meta.url), 'utf8'),
) as { blocks: DatasetBlock[] };

let spec: SampleApiServer;
let live: SampleApiServer;

beforeAll(async () => {
  spec = await startSampleApiServer({ profile: 'spec' });
  live = await startSampleApiServer({ profile: 'live' });
});

afterAll(async () => {
  await spec.close();
  await live.close();
});

// A recorded block (one shard block) and an emulated one (two shard blocks).
const checked = [50502665, 50503960].map((seqno) => {
  const block = dataset.blocks.find((candidate) => candidate.seqno === seqno);
  if (!block) throw new Error(`no sample block ${seqno}`);
  const header = block.blocks.find((candidate) => candidate.workchain === -1);
  return { seqno, time: Number(header?.gen_utime), transactions: block.transactions.length };
});

describe('fetchBlockOverview', () => {
  it.each(checked)('reads block $seqno from the spec shape: latest transaction time', async (expected) => {
    const { client, sent } = countingClient(spec.origin);
    const overview = await fetchBlockOverview(client, expected.seqno);
    expect(overview).toEqual({
      ...expected,
      timeSource: 'transactions',
      transactionsAtLeast: false,
      shape: 'spec',
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain(`/api/v3/masterchainBlockShardState?seqno=${expected.seqno}`);
  });

  it('reads the live shape: the masterchain header’s time and the shard blocks’ counts', async () => {
    // The sample's live profile allows 1 request/s measured at its own arrival: on a busy machine the
    // client's paced second request can arrive early, be answered 429 and be asked again. Those are
    // counted apart; every request answered otherwise must be one of the blocks.
    const answered: string[] = [];
    const client = createApiClient({
      baseUrl: live.origin,
      maxRequestsPerSecond: 1,
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        const url = new URL(input instanceof Request ? input.url : String(input));
        if (response.status !== 429) answered.push(`${url.pathname}${url.search}`);
        return response;
      },
    });
    for (const expected of checked) {
      const overview = await fetchBlockOverview(client, expected.seqno);
      expect(overview).toEqual({
        ...expected,
        timeSource: 'block',
        transactionsAtLeast: true,
        shape: 'live',
      });
    }
    // One answer per block: never the transaction pages of the live shape.
    expect(answered).toEqual(checked.map(({ seqno }) => `/api/v3/masterchainBlockShardState?seqno=${seqno}`));
  });

  it('fails with the 404 of a block the index does not hold', async () => {
    const { client } = countingClient(spec.origin);
    const error = await fetchBlockOverview(client, 50503000).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 404 });
  });
});

describe('overviewOf', () => {
  it('has no time for a spec-shaped answer without transactions', () => {
    expect(overviewOf(7, { transactions: [] })).toEqual({
      seqno: 7,
      time: undefined,
      timeSource: undefined,
      transactions: 0,
      transactionsAtLeast: false,
      shape: 'spec',
    });
  });

  it('has no time for a live answer that leaves out the masterchain block', () => {
    const shard = {
      workchain: 0,
      shard: '8000000000000000',
      seqno: 9,
      gen_utime: 1754158218n,
      tx_count: 3,
      masterchain_block_ref: { workchain: -1, shard: '8000000000000000', seqno: 7 },
    };
    expect(overviewOf(7, { blocks: [shard] })).toMatchObject({
      time: undefined,
      transactions: 3,
      shape: 'live',
    });
  });

  // The live answer is the shards' state: a shard that made no block since the last masterchain block is
  // listed with its latest block, committed (and counted) earlier.
  it('counts only the shard blocks this masterchain block commits, as a lower bound', () => {
    const reference = (seqno: number) => ({ workchain: -1, shard: '8000000000000000', seqno });
    const itself = {
      workchain: -1,
      shard: '8000000000000000',
      seqno: 7,
      gen_utime: 1754158218n,
      tx_count: 2,
    };
    const committed = {
      workchain: 0,
      shard: '4000000000000000',
      seqno: 9,
      tx_count: 5,
      masterchain_block_ref: reference(7),
    };
    const earlier = {
      workchain: 0,
      shard: 'C000000000000000',
      seqno: 4,
      tx_count: 11,
      masterchain_block_ref: reference(6),
    };
    expect(overviewOf(7, { blocks: [itself, committed, earlier] })).toMatchObject({
      time: 1754158218,
      transactions: 7,
      transactionsAtLeast: true,
    });
    // A shard block without its reference cannot be placed: no count rather than a wrong one.
    const { masterchain_block_ref: _unknown, ...unplaced } = committed;
    expect(overviewOf(7, { blocks: [itself, unplaced] }).transactions).toBeUndefined();
  });
});
