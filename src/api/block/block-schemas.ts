/**
 * The live server's blocks: the header of a masterchain block or shard block, and the answers made of
 * them (/masterchainInfo, and /masterchainBlockShardState's `{blocks}` shape). A module of their own,
 * apart from the transaction schemas, so that the pages that only ask for the newest block (home) do not
 * carry every transaction schema in the first download.
 */
import * as z from 'zod/mini';
import { MAX_SEQNO } from '../../ton/seqno.ts';
import { describe, lenient, unreadable } from '../schema-kit.ts';
import {
  lenientScalar,
  optionalBigInt,
  optionalBoolean,
  optionalInt,
  optionalString,
  readsOrdinary,
  tolerantObject,
  TO_ZOD,
} from '../tolerant-object.ts';

// ---------------------------------------------------------------------------------------------------
// Block numbers: unsigned 32-bit on the chain, so every seqno a server sends is read in 0…2^32−1 or not
// at all. A number outside it is no block: linked, redirected to or searched, it could only end on "Not a
// block number" (issue 24).

function isSeqno(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_SEQNO;
}

/**
 * Why `value` is not a block number: not an integer, or out of range (named by `noun`, with the number:
 * a JSON number is digits, never a stranger's text).
 */
function seqnoProblem(value: unknown, noun: string): string {
  if (typeof value !== 'number' || !Number.isInteger(value))
    return `expected an integer, got ${describe(value)}`;
  return `${noun} ${String(value)} is out of range: block numbers go from 0 to ${MAX_SEQNO}`;
}

/** An essential block number; `noun` names it in the message (`the server's newest block number`). */
/* @__NO_SIDE_EFFECTS__ */
export function seqnoSchema(noun = 'block number') {
  return z
    .number()
    .check(z.refine((value) => isSeqno(value), { error: (issue) => seqnoProblem(issue.input, noun) }));
}

/** A block number the page can live without: absent or null as sent, out of range or not a number as drift. */
export const optionalSeqno = lenientScalar((value: unknown) =>
  value === null || isSeqno(value) ? value : unreadable<undefined>(seqnoProblem(value, 'block number')),
);

export const blockRefSchema = readsOrdinary(
  z.looseObject({
    workchain: z.int(),
    shard: z.string(),
    seqno: seqnoSchema(),
  }),
  readBlockRef,
);

/**
 * What blockRefSchema makes of a block reference it reads without an issue — a new object, its three
 * fields first, then the others as sent (but `__proto__`) — and TO_ZOD for anything else, for zod to read.
 */
function readBlockRef(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return TO_ZOD;
  const sent = value as Record<string, unknown>;
  const { workchain, shard, seqno } = sent;
  if (!Number.isSafeInteger(workchain) || typeof shard !== 'string' || !isSeqno(seqno)) return TO_ZOD;
  const ref: Record<string, unknown> = { workchain, shard, seqno };
  for (const key in sent) {
    if (key !== 'workchain' && key !== 'shard' && key !== 'seqno' && key !== '__proto__')
      ref[key] = sent[key];
  }
  return ref;
}

/**
 * A block's header, with the fields the OpenAPI's Block schema names (toncenter/ton-indexer). Only the
 * block's identity is required; every other field is one the page can live without: absent or null is
 * simply not shown, a value of another type is drift (marked "unreadable" where shown). Logical times and
 * gen_utime are decimal strings on the wire, read as bigint; hashes, rand_seed and created_by are the
 * server's text, shown as text.
 */
const blockShape = {
  workchain: z.int(),
  shard: z.string(),
  seqno: seqnoSchema(),
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
  min_ref_mc_seqno: optionalSeqno,
  prev_key_block_seqno: optionalSeqno,
  vert_seqno: optionalInt,
  master_ref_seqno: optionalSeqno,
  rand_seed: optionalString,
  created_by: optionalString,
  tx_count: optionalInt,
  masterchain_block_ref: lenient(blockRefSchema),
  prev_blocks: lenient(z.array(blockRefSchema)),
};
export const blockSchema = tolerantObject(blockShape);

/**
 * The newest and the first block the index holds. The newest is essential (there is nothing to open, list
 * or follow without it): one out of range makes the answer unusable, named as the server's newest block
 * number; the first is only the time search's lower end, and out of range it is unreadable.
 */
export const masterchainInfoSchema = tolerantObject({
  last: tolerantObject({ ...blockShape, seqno: seqnoSchema("the server's newest block number") }),
  first: lenient(tolerantObject({ ...blockShape, seqno: seqnoSchema("the server's first block number") })),
});

/** The live server's answer of /masterchainBlockShardState: the masterchain block, then its shard blocks. */
export const blocksResponseSchema = tolerantObject({ blocks: z.array(blockSchema) });

export type BlockRef = z.output<typeof blockRefSchema>;
export type Block = z.output<typeof blockSchema>;
export type MasterchainInfo = z.output<typeof masterchainInfoSchema>;
