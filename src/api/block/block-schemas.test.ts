// @vitest-environment node
/**
 * The block header as the OpenAPI's Block schema names it (toncenter/ton-indexer's swagger, copied into
 * sample-api/recordings/), read from the recorded testnet masterchainInfo's `last`, which has every field.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { recordedFullBlock } from '../../../test/fixtures/block-headers.ts';
import { blockSchema, blocksResponseSchema } from './block-schemas.ts';
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
