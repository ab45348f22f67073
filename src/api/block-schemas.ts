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
} from './schema-kit.ts';

export const blockRefSchema = z.looseObject({
  workchain: z.int(),
  shard: z.string(),
  seqno: z.int(),
});

export const blockSchema = tolerantObject({
  workchain: z.int(),
  shard: z.string(),
  seqno: z.int(),
  root_hash: optionalString,
  file_hash: optionalString,
  global_id: optionalInt,
  gen_utime: optionalBigInt,
  start_lt: optionalBigInt,
  end_lt: optionalBigInt,
  tx_count: optionalInt,
  key_block: optionalBoolean,
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
