// @vitest-environment node
import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockTransactionsSchema } from '../src/api/schemas.ts';
import { buildSyntheticBlock, SYNTHETIC_BLOCK_NOTE, SYNTHETIC_BLOCK_SEQNO } from './big-block.ts';
import { loadSampleDataset, type DatasetBlock } from './dataset.ts';
import { startSampleApiServer, type SampleApiServer } from './server.ts';

const dataset = loadSampleDataset('mainnet');
let block: DatasetBlock;
let withBlock: SampleApiServer;
let withoutBlock: SampleApiServer;
let live: SampleApiServer;

beforeAll(async () => {
  block = buildSyntheticBlock(dataset);
  [withBlock, withoutBlock, live] = await Promise.all([
    startSampleApiServer({ syntheticBlock: true }),
    startSampleApiServer(),
    startSampleApiServer({ profile: 'live', syntheticBlock: true, now: () => 0 }),
  ]);
});

afterAll(async () => {
  await Promise.all([withBlock.close(), withoutBlock.close(), live.close()]);
});

/** GET with or without gzip, the body as text. */
function get(
  origin: string,
  path: string,
  gzip = false,
): Promise<{ status: number; encoding?: string; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${path}`, { headers: gzip ? { 'accept-encoding': 'gzip' } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        resolve({
          status: res.statusCode ?? 0,
          encoding,
          text: (encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8'),
        });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the synthetic 5,000-transaction block', () => {
  it('is the same on every build', () => {
    const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
    expect(digest(buildSyntheticBlock(dataset))).toBe(digest(block));
  });

  it('has 5,000 transactions with fresh hashes and lts, none of them the sample’s, in lt order', () => {
    const { transactions } = block;
    expect(transactions).toHaveLength(5000);
    const hashes = transactions.map((transaction) => transaction.hash);
    expect(new Set(hashes).size).toBe(5000);
    const lts = transactions.map((transaction) => BigInt(String(transaction.lt)));
    expect(new Set(lts).size).toBe(5000);
    expect(lts.every((lt, index) => index === 0 || (lts[index - 1] ?? 0n) < lt)).toBe(true);
    const sampleHashes = new Set(
      dataset.blocks.flatMap((b) => b.transactions.map((transaction) => transaction.hash)),
    );
    expect(hashes.some((hash) => sampleHashes.has(hash))).toBe(false);
    expect(transactions.every((transaction) => transaction.mc_block_seqno === SYNTHETIC_BLOCK_SEQNO)).toBe(
      true,
    );
  });

  it('keeps the links inside each copy: a message out of one transaction starts another one', () => {
    const incoming = new Set(
      block.transactions.map((transaction) => (transaction.in_msg as { hash?: string } | null)?.hash),
    );
    const outgoing = block.transactions.flatMap((transaction) =>
      (transaction.out_msgs as { hash?: string }[]).map((message) => message.hash),
    );
    expect(outgoing.filter((hash) => incoming.has(hash)).length).toBeGreaterThan(1000);
  });

  it('counts its transactions in its shard blocks, and reads as a valid answer', () => {
    const counts = block.blocks.map((header) => Number(header.tx_count));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(5000);
    const parsed = blockTransactionsSchema.parse({
      transactions: block.transactions,
      address_book: block.address_book,
    });
    expect(parsed.transactions).toHaveLength(5000);
    expect(Object.keys(parsed.address_book).length).toBeGreaterThan(0);
  });

  it('is served only when asked for, marked synthetic, and never listed in the catalog', async () => {
    const path = `/api/v3/masterchainBlockShardState?seqno=${SYNTHETIC_BLOCK_SEQNO}`;
    expect((await get(withoutBlock.origin, path)).status).toBe(404);
    const answer = await get(withBlock.origin, path, true);
    expect(answer.status).toBe(200);
    expect(answer.encoding).toBe('gzip');
    expect(answer.text.length).toBeGreaterThan(15_000_000);
    const body = JSON.parse(answer.text) as { sample_synthetic?: string; transactions: unknown[] };
    expect(body.sample_synthetic).toBe(SYNTHETIC_BLOCK_NOTE);
    expect(body.transactions).toHaveLength(5000);
    const catalog = JSON.parse((await get(withBlock.origin, '/__sample/catalog')).text) as {
      blocks: { seqno: number }[];
    };
    expect(catalog.blocks.map((entry) => entry.seqno)).not.toContain(SYNTHETIC_BLOCK_SEQNO);
  });

  it('pages by 1000 in the live profile', async () => {
    const page = await get(
      live.origin,
      `/api/v3/transactionsByMasterchainBlock?seqno=${SYNTHETIC_BLOCK_SEQNO}&limit=1000&offset=4000&sort=asc`,
    );
    const body = JSON.parse(page.text) as { sample_synthetic?: string; transactions: unknown[] };
    expect(body.transactions).toHaveLength(1000);
    expect(body.sample_synthetic).toBe(SYNTHETIC_BLOCK_NOTE);
  });
});
