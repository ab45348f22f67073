// @vitest-environment node
/**
 * The block header as the OpenAPI's Block schema names it (toncenter/ton-indexer's swagger, copied into
 * sample-api/recordings/), read from the recorded testnet masterchainInfo's `last`, which has every field.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { recordedFullBlock } from '../../../test/fixtures/block-headers.ts';
import { blockSchema, blocksResponseSchema, masterchainInfoSchema } from './block-schemas.ts';
import { sampleCatalogSchema } from '../sample-catalog.ts';
import { transactionSchema } from '../schemas.ts';
import { RECORDED, recordedTransaction } from '../../../test/fixtures/recorded-transactions.ts';
import { driftIn, type KnownField } from '../drift.ts';
import { readWith } from '../schema-kit.ts';

const swagger = JSON.parse(
  readFileSync(
    new URL('../../../sample-api/recordings/openapi-v3-swagger.toncenter-ton-indexer.json', import.meta.url),
    'utf8',
  ),
) as { definitions: { Block: { properties: Record<string, { type?: string }> } } };
const BLOCK_FIELDS = Object.keys(swagger.definitions.Block.properties);
/** The block's identity: without it there is no block to show. */
const REQUIRED = ['workchain', 'shard', 'seqno'];

function read(body: unknown) {
  const result = readWith(blockSchema, body);
  if (!result.success) throw new Error(result.error.issues.map((issue) => issue.message).join('; '));
  return result.data;
}

/** A JSON value of another type than the field's (OpenAPI type, or the array/object it holds). */
function wrongTypeFor(field: string): unknown {
  const type = swagger.definitions.Block.properties[field]?.type;
  if (type === 'string') return { not: 'a string' };
  if (type === 'integer' || type === 'boolean') return 'a string';
  return 42;
}

describe('blockSchema', () => {
  it('names every field of the OpenAPI Block, as the recorded full block has them', () => {
    expect(Object.keys(recordedFullBlock()).sort()).toEqual([...BLOCK_FIELDS].sort());
  });

  it('reads every field of the recorded full block: lts and gen_utime as bigint, the rest as sent', () => {
    const header = read(recordedFullBlock());
    expect(header).toMatchObject({
      workchain: -1,
      shard: '8000000000000000',
      seqno: 21082664,
      root_hash: 'SMroEPt+MFtk85CpRUmyeogmrVDmHa6WbJm9Wz9OmMA=',
      file_hash: 'TRya8nOmld4LaZVKlJC3Kq1apB4a4HmVYOxewte6a/k=',
      global_id: -3,
      version: 0,
      after_merge: false,
      before_split: false,
      after_split: false,
      want_merge: true,
      want_split: false,
      key_block: false,
      vert_seqno_incr: false,
      flags: 1,
      gen_utime: 1721068768n,
      start_lt: 23694519000000n,
      end_lt: 23694519000004n,
      validator_list_hash_short: 197321932,
      gen_catchain_seqno: 288848,
      min_ref_mc_seqno: 21082657,
      prev_key_block_seqno: 21082243,
      vert_seqno: 0,
      master_ref_seqno: 0,
      rand_seed: 'dN8oWdq3z/UfiufHNqwjHAA2J7fDhuqsZjz4ZsDKMMo=',
      created_by: 'EIs7uyFACFwaIqs9Jw3Rm0LmtoEkV6GkIr/y9gnE/hk=',
      tx_count: 3,
      masterchain_block_ref: { workchain: -1, shard: '8000000000000000', seqno: 21082664 },
      prev_blocks: [{ workchain: -1, shard: '8000000000000000', seqno: 21082663 }],
    });
  });

  const optional = BLOCK_FIELDS.filter((field) => !REQUIRED.includes(field));

  it.each(optional)('%s: missing or null is simply absent; another type is drift, not a failure', (field) => {
    const missing = Object.fromEntries(Object.entries(recordedFullBlock()).filter(([key]) => key !== field));
    expect(read(missing)).not.toHaveProperty(field);

    const nulled = read({ ...recordedFullBlock(), [field]: null });
    expect(nulled[field as keyof typeof nulled] ?? undefined).toBeUndefined();
    expect(driftIn(nulled, field as KnownField<typeof nulled>)).toBeUndefined();

    const retyped = read({ ...recordedFullBlock(), [field]: wrongTypeFor(field) });
    expect(retyped[field as keyof typeof retyped]).toBeUndefined();
    expect(driftIn(retyped, field as KnownField<typeof retyped>)).toMatch(/^expected /);
    // The other fields came through.
    expect(retyped.seqno).toBe(21082664);
    if (field !== 'root_hash') expect(retyped.root_hash).toBe('SMroEPt+MFtk85CpRUmyeogmrVDmHa6WbJm9Wz9OmMA=');
  });

  it('keeps an unknown field as sent, for the raw view', () => {
    const header = read({ ...recordedFullBlock(), future_field: { x: 1 } });
    expect(header).toHaveProperty('future_field', { x: 1 });
  });

  it.each(REQUIRED)('a block without its %s fails the answer, naming it', (field) => {
    const body = { blocks: [{ ...recordedFullBlock(), [field]: null }] };
    const result = readWith(blocksResponseSchema, body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['blocks', 0, field]);
  });
});

/** Block numbers are unsigned 32-bit: every seqno a server sends is read in 0…2^32−1 or not at all. */
describe('seqnos from a server', () => {
  const OUT_OF_RANGE = [-5, -1, 2 ** 32, 2 ** 50, 1e20];
  const info = (seqno: unknown) => ({ last: { ...recordedFullBlock(), seqno }, first: recordedFullBlock() });
  const refused = (schema: Parameters<typeof readWith>[0], body: unknown) => {
    const result = readWith(schema, body);
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    return { path: issue?.path, message: issue?.message };
  };

  it.each([0, 1, 2 ** 32 - 1])('reads %d at either end of the range', (seqno) => {
    expect(readWith(masterchainInfoSchema, info(seqno)).data?.last.seqno).toBe(seqno);
  });

  it.each(OUT_OF_RANGE)('refuses masterchainInfo whose newest block number is %d, naming it', (seqno) => {
    expect(refused(masterchainInfoSchema, info(seqno))).toEqual({
      path: ['last', 'seqno'],
      message: `the server's newest block number ${String(seqno)} is out of range: block numbers go from 0 to 4294967295`,
    });
  });

  it('refuses a first block number out of range only as drift: the head still reads', () => {
    const result = readWith(masterchainInfoSchema, {
      last: recordedFullBlock(),
      first: { ...recordedFullBlock(), seqno: -5 },
    });
    expect(result.data?.first).toBeUndefined();
    expect(result.data && driftIn(result.data, 'first')).toBe(
      "seqno: the server's first block number -5 is out of range: block numbers go from 0 to 4294967295",
    );
  });

  it('refuses a fractional or textual block number as before', () => {
    expect(refused(masterchainInfoSchema, info(1.5)).message).toBe(
      'expected an integer, got a fractional number',
    );
    expect(refused(masterchainInfoSchema, info('5')).message).toBe('expected an integer, got a string');
  });

  it.each(OUT_OF_RANGE)('refuses a {blocks} answer holding block number %d', (seqno) => {
    expect(
      refused(blocksResponseSchema, { blocks: [recordedFullBlock(), { ...recordedFullBlock(), seqno }] }),
    ).toEqual({
      path: ['blocks', 1, 'seqno'],
      message: `block number ${String(seqno)} is out of range: block numbers go from 0 to 4294967295`,
    });
  });

  it.each(['min_ref_mc_seqno', 'prev_key_block_seqno', 'master_ref_seqno'] as const)(
    "a header's %s out of range is unreadable, never a link to a block that cannot exist",
    (field) => {
      const header = read({ ...recordedFullBlock(), [field]: 2 ** 50 });
      expect(header[field]).toBeUndefined();
      expect(driftIn(header, field)).toBe(
        'block number 1125899906842624 is out of range: block numbers go from 0 to 4294967295',
      );
    },
  );

  it('a reference out of range (previous blocks, the masterchain block) is unreadable', () => {
    const ref = { workchain: -1, shard: '8000000000000000', seqno: -5 };
    const header = read({ ...recordedFullBlock(), prev_blocks: [ref], masterchain_block_ref: ref });
    expect(header.prev_blocks).toBeUndefined();
    expect(header.masterchain_block_ref).toBeUndefined();
    expect(driftIn(header, 'prev_blocks')).toMatch(/^\[0\]\.seqno: block number -5 is out of range/);
  });

  it("a transaction's block_ref or mc_block_seqno out of range is unreadable", () => {
    const transaction = {
      ...recordedTransaction('mainnet', RECORDED.externalWalletTx),
      block_ref: { workchain: 0, shard: '8000000000000000', seqno: 2 ** 32 },
      mc_block_seqno: -1,
    };
    const decoded = readWith(transactionSchema, transaction).data;
    expect(decoded?.hash).toBe(RECORDED.externalWalletTx);
    expect(decoded?.block_ref).toBeUndefined();
    expect(decoded?.mc_block_seqno).toBeUndefined();
    expect(decoded && driftIn(decoded, 'mc_block_seqno')).toBe(
      'block number -1 is out of range: block numbers go from 0 to 4294967295',
    );
  });

  it("the sample API's catalog lists only block numbers in range", () => {
    const catalog = {
      network: 'mainnet',
      profile: 'spec',
      accounts: [],
      blocks: [{ seqno: 2 ** 50, transactions: 1 }],
    };
    expect(refused(sampleCatalogSchema, catalog)).toEqual({
      path: ['blocks', 0, 'seqno'],
      message: 'block number 1125899906842624 is out of range: block numbers go from 0 to 4294967295',
    });
  });
});
