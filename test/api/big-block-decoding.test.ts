// @vitest-environment node
/**
 * A 5,000-transaction answer (the sample API's synthetic block) takes the sliced path of
 * fetchMasterchainBlock: first rows early, in their final order, and the same block and the same errors
 * as the one-piece path of small answers.
 */
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSyntheticBlock, SYNTHETIC_BLOCK_SEQNO } from '../../sample-api/big-block.ts';
import { loadSampleDataset } from '../../sample-api/dataset.ts';
import { startSampleApiServer, type SampleApiServer } from '../../sample-api/server.ts';
import { isApiError } from '../../src/api/api-error.ts';
import { createApiClient, type ApiClient } from '../../src/api/client.ts';
import {
  blockQueryOptions,
  blockStaleTime,
  fetchMasterchainBlock,
  type MasterchainBlock,
} from '../../src/api/block/masterchain-block.ts';
import { compareInBlockOrder } from '../../src/api/block/block-order.ts';
import { blockTransactionsSchema } from '../../src/api/schemas.ts';

const synthetic = buildSyntheticBlock(loadSampleDataset('mainnet'));
const body = { transactions: synthetic.transactions, address_book: synthetic.address_book };
/** The answer as a server sends it: ~20 MB, written once for the tests that send it unchanged. */
const bodyText = JSON.stringify(body);

/** A client whose every GET answers `text`, exactly as the real one parses it. */
function clientAnswering(text: string): ApiClient {
  return createApiClient({
    baseUrl: 'http://sample.invalid',
    fetch: () =>
      Promise.resolve(new Response(text, { status: 200, headers: { 'content-type': 'application/json' } })),
  });
}

let spec: SampleApiServer;
let live: SampleApiServer;
beforeAll(async () => {
  [spec, live] = await Promise.all([
    startSampleApiServer({ syntheticBlock: true }),
    startSampleApiServer({ profile: 'live', syntheticBlock: true }),
  ]);
});
afterAll(async () => {
  await Promise.all([spec.close(), live.close()]);
});

describe('a 5,000-transaction block', () => {
  it('decodes to what the schema gives, in block order, with its first rows shown first', async () => {
    const partials: MasterchainBlock[] = [];
    const block = await fetchMasterchainBlock(clientAnswering(bodyText), SYNTHETIC_BLOCK_SEQNO, {
      onProgress: (partial) => partials.push(partial),
    });
    const expected = [...blockTransactionsSchema.parse(body).transactions].sort(compareInBlockOrder);
    expect(block.transactions).toStrictEqual(expected);
    expect(block.partial).toBeUndefined();
    // Decoded in place, the answer's JSON is read again for the raw view: as the server sent it. Compared
    // as text: a deep comparison of the 20 MB took seconds, half of this test’s time.
    expect(block.rawBodies).toHaveLength(1);
    expect(JSON.stringify(block.rawBodies[0])).toBe(bodyText);
    expect(block.shardBlocks.reduce((sum, shard) => sum + shard.transactionCount, 0)).toBe(5000);

    expect(partials).toHaveLength(1);
    const [first] = partials;
    // Read as it arrives, the answer's size is not known until its end.
    expect(first?.partial).toEqual({ received: first?.transactions.length, expected: undefined });
    // The first rows are the answer's first transactions (it sends them by lt, not in block order), shown
    // in block order among themselves: the rest, when it comes, is put between them where it belongs.
    const firstRows = first?.transactions ?? [];
    expect(firstRows.map((transaction) => transaction.hash)).toEqual(
      [...firstRows].sort(compareInBlockOrder).map((transaction) => transaction.hash),
    );
    expect(new Set(firstRows.map((transaction) => transaction.hash))).toEqual(
      new Set(synthetic.transactions.slice(0, firstRows.length).map((transaction) => transaction.hash)),
    );
  });

  it('names the unusable field of a transaction deep in it, as for a small block', async () => {
    const broken = structuredClone(body);
    const victim = broken.transactions[4321];
    if (!victim) throw new Error('no transaction 4321');
    victim.lt = 'soon';
    const error: unknown = await fetchMasterchainBlock(
      clientAnswering(JSON.stringify(broken)),
      SYNTHETIC_BLOCK_SEQNO,
    ).catch((caught: unknown) => caught);
    expect(isApiError(error) && error.kind).toBe('unexpected-response');
    expect(isApiError(error) && error.field).toBe('transactions[4321].lt');
  });

  it('over HTTP from the spec and the live profile: the same transactions', async () => {
    const fromSpec = await fetchMasterchainBlock(
      createApiClient({ baseUrl: spec.origin }),
      SYNTHETIC_BLOCK_SEQNO,
    );
    const pages: number[] = [];
    const fromLive = await fetchMasterchainBlock(
      createApiClient({ baseUrl: live.origin }),
      SYNTHETIC_BLOCK_SEQNO,
      {
        onProgress: (partial) => pages.push(partial.transactions.length),
      },
    );
    expect(fromLive.shape).toBe('live');
    expect(fromLive.transactions.map((transaction) => transaction.hash)).toEqual(
      fromSpec.transactions.map((transaction) => transaction.hash),
    );
    // The live profile answers one request a second, which the client learns from its first 429: every
    // page arrives once, in order (a full fifth page means a sixth, empty one ends the block).
    expect(pages).toEqual([1000, 2000, 3000, 4000, 5000]);
  });

  it('the block query holds the rows received so far, stale until the block is complete', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const options = blockQueryOptions(createApiClient({ baseUrl: spec.origin }), SYNTHETIC_BLOCK_SEQNO);
    const seen: (MasterchainBlock['partial'] | 'complete')[] = [];
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      const data = event.query.state.data as MasterchainBlock | undefined;
      if (event.type === 'updated' && event.action.type === 'success' && data)
        seen.push(data.partial ?? 'complete');
    });
    const block = await queryClient.fetchQuery(options);
    unsubscribe();
    expect(block.transactions).toHaveLength(5000);
    expect(seen[0]).toMatchObject({ expected: undefined });
    expect(seen[seen.length - 1]).toBe('complete');
    expect(options.staleTime).toBe(blockStaleTime);
    expect(blockStaleTime({ state: { data: block } })).toBe(Infinity);
    expect(blockStaleTime({ state: { data: { ...block, partial: { received: 1, expected: 5000 } } } })).toBe(
      0,
    );
  });
});
