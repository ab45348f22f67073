/**
 * The live server's blocks: the header of a masterchain block or shard block, and the answers made of
 * them (/masterchainInfo, and /masterchainBlockShardState's `{blocks}` shape). A module of their own,
 * apart from the transaction schemas, so that the pages that only ask for the newest block (home) do not
 * carry every transaction schema in the first download.
 */
import * as z from 'zod/mini';
import {
  lenient,
  optionalBigInt,
  optionalBoolean,
  optionalInt,
  optionalString,
  tolerantObject,
} from '../schema-kit.ts';

export const blockRefSchema = z.looseObject({
  workchain: z.int(),
  shard: z.string(),
  seqno: z.int(),
});

/**
 * A block's header, with the fields the OpenAPI's Block schema names (toncenter/ton-indexer). Only the
 * block's identity is required; every other field is one the page can live without: absent or null is
 * simply not shown, a value of another type is drift (marked "unreadable" where shown). Logical times and
 * gen_utime are decimal strings on the wire, read as bigint; hashes, rand_seed and created_by are the
 * server's text, shown as text.
 */
export const blockSchema = tolerantObject({
  workchain: z.int(),
  shard: z.string(),
  seqno: z.int(),
  root_hash: optionalString,
  file_hash: optionalString,
  global_id: optionalInt,
  version: optionalInt,
  after_merge: optionalBoolean,
  before_split: optionalBoolean,
  after_split: optionalBoolean,
  want_merge: optionalBoolean,
  want_split: optionalBoolean,
  key_block: optionalBoolean,
  vert_seqno_incr: optionalBoolean,
  flags: optionalInt,
  gen_utime: optionalBigInt,
  start_lt: optionalBigInt,
  end_lt: optionalBigInt,
  validator_list_hash_short: optionalInt,
  gen_catchain_seqno: optionalInt,
  min_ref_mc_seqno: optionalInt,
  prev_key_block_seqno: optionalInt,
  vert_seqno: optionalInt,
  master_ref_seqno: optionalInt,
  rand_seed: optionalString,
  created_by: optionalString,
  tx_count: optionalInt,
  masterchain_block_ref: lenient(blockRefSchema),
  prev_blocks: lenient(z.array(blockRefSchema)),
});

export const masterchainInfoSchema = tolerantObject({
  last: blockSchema,
  first: lenient(blockSchema),
});

/** The live server's answer of /masterchainBlockShardState: the masterchain block, then its shard blocks. */
export const blocksResponseSchema = tolerantObject({ blocks: z.array(blockSchema) });

export type BlockRef = z.output<typeof blockRefSchema>;
export type Block = z.output<typeof blockSchema>;
export type MasterchainInfo = z.output<typeof masterchainInfoSchema>;
