/**
 * The API schemas as they were written in zod before src/api/schemas.ts moved to our own decoders
 * (docs/decisions/2026-11-21-performance.md), kept unchanged as the reference: decoder-equivalence.test.ts
 * checks that the decoders give the same result for every recorded transaction and thousands of drifted
 * variants of them. Not used by the app.
 */
import { z } from 'zod';
import { parseOpcode } from '../../src/ton/opcodes.ts';

// ---------------------------------------------------------------------------------------------------
// Scalars

const DECIMAL_INTEGER = /^-?\d{1,80}$/;

function toBigInt(value: unknown): bigint | undefined {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'string' && DECIMAL_INTEGER.test(value)) return BigInt(value);
  // Some servers send small quantities as JSON integers; those are exact only below 2^53.
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value);
  return undefined;
}

/** A decimal string (or safe integer) that must be present and valid: essential fields only. */
export const requiredBigInt = z
  .unknown()
  .optional()
  .transform((value, ctx): bigint => {
    const parsed = toBigInt(value);
    if (parsed === undefined) {
      ctx.issues.push({
        code: 'custom',
        message: value === undefined ? 'missing' : 'expected a decimal integer string',
        input: value,
      });
      return z.NEVER;
    }
    return parsed;
  });

/** A decimal quantity the page can live without: absent, null or malformed all read as `undefined`. */
// `.optional()` before the transform: zod 4 otherwise treats the key as required.
export const optionalBigInt = z
  .unknown()
  .optional()
  .transform((value): bigint | undefined => toBigInt(value));

function lenient<T extends z.ZodType>(schema: T) {
  // `.catch` turns drift in a non-essential field into `undefined`; the raw JSON still holds the value.
  return schema.optional().nullable().catch(undefined);
}

const optionalString = lenient(z.string());
const optionalBoolean = lenient(z.boolean());
const optionalInt = lenient(z.number().int());

/** Currency maps: `{ "<currency id>": "<amount>" }`, may be `{}`, null or absent. */
export const currencyMap = z
  .unknown()
  .optional()
  .transform((value): Record<string, bigint> => {
    const result: Record<string, bigint> = {};
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return result;
    for (const [currencyId, amount] of Object.entries(value)) {
      const parsed = toBigInt(amount);
      if (parsed !== undefined) result[currencyId] = parsed;
    }
    return result;
  });

/** Raw addresses are keys of the address book; the server writes them uppercase, we make sure. */
const rawAddress = z
  .string()
  .min(1)
  .transform((value) => value.toUpperCase());
const optionalRawAddress = lenient(rawAddress);

/** Opcode: the spec says integer, the live server sends "0x0f8a7ea5". Both become an unsigned number. */
const opcode = z
  .unknown()
  .optional()
  .transform((value): number | undefined => parseOpcode(value) ?? undefined);

// ---------------------------------------------------------------------------------------------------
// Transaction pieces (spec 2.3–2.6)

export const accountStateInTransactionSchema = z.looseObject({
  hash: optionalString,
  balance: optionalBigInt,
  extra_currencies: currencyMap,
  account_status: optionalString,
  frozen_hash: optionalString,
  data_hash: optionalString,
  code_hash: optionalString,
  code_boc: optionalString,
  data_boc: optionalString,
});

export const blockRefSchema = z.looseObject({
  workchain: z.number().int(),
  shard: z.string(),
  seqno: z.number().int(),
});

const msgSizeSchema = lenient(z.looseObject({ cells: optionalBigInt, bits: optionalBigInt }));

export const storagePhaseSchema = z.looseObject({
  storage_fees_collected: optionalBigInt,
  storage_fees_due: optionalBigInt,
  status_change: optionalString,
});

export const creditPhaseSchema = z.looseObject({
  due_fees_collected: optionalBigInt,
  credit: optionalBigInt,
  credit_extra_currencies: currencyMap,
});

/**
 * The compute phase, normalised to one form. Current servers write `{ skipped: true, reason }` or
 * `{ skipped: false, success, … }`; older index versions wrote `{ type: "skipped", skip_reason }` and
 * `{ type: "vm", … }`.
 */
export const computePhaseSchema = z
  .looseObject({
    skipped: optionalBoolean,
    reason: optionalString,
    type: optionalString,
    skip_reason: optionalString,
    success: optionalBoolean,
    msg_state_used: optionalBoolean,
    account_activated: optionalBoolean,
    gas_fees: optionalBigInt,
    gas_used: optionalBigInt,
    gas_limit: optionalBigInt,
    gas_credit: optionalBigInt,
    mode: optionalInt,
    exit_code: optionalInt,
    exit_arg: optionalInt,
    vm_steps: optionalInt,
    vm_init_state_hash: optionalString,
    vm_final_state_hash: optionalString,
  })
  .transform(({ type, skip_reason, ...phase }) => {
    const skipped = phase.skipped ?? type === 'skipped';
    return { ...phase, skipped, reason: skipped ? (phase.reason ?? skip_reason ?? undefined) : undefined };
  });

export const actionPhaseSchema = z.looseObject({
  success: optionalBoolean,
  valid: optionalBoolean,
  no_funds: optionalBoolean,
  status_change: optionalString,
  total_fwd_fees: optionalBigInt,
  total_action_fees: optionalBigInt,
  result_code: optionalInt,
  result_arg: optionalInt,
  tot_actions: optionalInt,
  spec_actions: optionalInt,
  skipped_actions: optionalInt,
  msgs_created: optionalInt,
  action_list_hash: optionalString,
  tot_msg_size: msgSizeSchema,
});

export const bouncePhaseSchema = z.looseObject({
  type: optionalString,
  msg_size: msgSizeSchema,
  req_fwd_fees: optionalBigInt,
  msg_fees: optionalBigInt,
  fwd_fees: optionalBigInt,
});

export const splitInfoSchema = z.looseObject({
  cur_shard_pfx_len: optionalInt,
  acc_split_depth: optionalInt,
  this_addr: optionalString,
  sibling_addr: optionalString,
});

export const transactionDescriptionSchema = z.looseObject({
  type: optionalString,
  aborted: optionalBoolean,
  destroyed: optionalBoolean,
  credit_first: optionalBoolean,
  is_tock: optionalBoolean,
  installed: optionalBoolean,
  storage_ph: lenient(storagePhaseSchema),
  credit_ph: lenient(creditPhaseSchema),
  compute_ph: lenient(computePhaseSchema),
  action: lenient(actionPhaseSchema),
  bounce: lenient(bouncePhaseSchema),
  split_info: lenient(splitInfoSchema),
});

/**
 * Decoded message content. The index writes `{ "@type": "text_comment", comment }` today; older versions
 * wrote text comments as `{ type: "text_comment", comment }` without `@type`. Both get an `@type`.
 */
export const decodedContentSchema = z
  .record(z.string(), z.unknown())
  .transform((decoded): Record<string, unknown> & { '@type'?: string } => {
    const declared = decoded['@type'] ?? decoded['type'];
    return typeof declared === 'string' ? { ...decoded, '@type': declared } : decoded;
  });

export const messageContentSchema = z.looseObject({
  hash: optionalString,
  body: optionalString,
  decoded: lenient(decodedContentSchema),
});

export const messageSchema = z.looseObject({
  hash: optionalString,
  hash_norm: optionalString,
  source: optionalRawAddress,
  destination: optionalRawAddress,
  value: optionalBigInt,
  value_extra_currencies: currencyMap,
  fwd_fee: optionalBigInt,
  ihr_fee: optionalBigInt,
  import_fee: optionalBigInt,
  created_lt: optionalBigInt,
  created_at: optionalBigInt,
  opcode,
  decoded_opcode: optionalString,
  ihr_disabled: optionalBoolean,
  bounce: optionalBoolean,
  bounced: optionalBoolean,
  in_msg_tx_hash: optionalString,
  out_msg_tx_hash: optionalString,
  message_content: lenient(messageContentSchema),
  init_state: lenient(messageContentSchema),
});

export const transactionSchema = z.looseObject({
  // Essential: without these a row cannot be shown, linked or ordered.
  account: rawAddress,
  hash: z.string().min(1),
  lt: requiredBigInt,
  now: optionalInt,
  mc_block_seqno: optionalInt,
  trace_id: optionalString,
  trace_external_hash: optionalString,
  prev_trans_hash: optionalString,
  prev_trans_lt: optionalBigInt,
  orig_status: optionalString,
  end_status: optionalString,
  total_fees: optionalBigInt,
  total_fees_extra_currencies: currencyMap,
  description: lenient(transactionDescriptionSchema),
  block_ref: lenient(blockRefSchema),
  in_msg: lenient(messageSchema),
  out_msgs: lenient(z.array(messageSchema)).transform((messages) => messages ?? []),
  account_state_before: lenient(accountStateInTransactionSchema),
  account_state_after: lenient(accountStateInTransactionSchema),
  emulated: optionalBoolean,
  finality: optionalString,
});

// ---------------------------------------------------------------------------------------------------
// Address book and metadata (shapes the spec leaves open; from the live server)

export const addressBookEntrySchema = z.looseObject({
  user_friendly: optionalString,
  domain: optionalString,
  interfaces: lenient(z.array(z.string())),
});

function rawKeyedRecord<T extends z.ZodType>(entry: T) {
  return lenient(z.record(z.string(), z.unknown())).transform((record) => {
    const result: Record<string, z.output<T>> = {};
    for (const [key, value] of Object.entries(record ?? {})) {
      const parsed = entry.safeParse(value);
      if (parsed.success) result[key.toUpperCase()] = parsed.data;
    }
    return result;
  });
}

export const addressBookSchema = rawKeyedRecord(addressBookEntrySchema);

export const tokenInfoSchema = z.looseObject({
  valid: optionalBoolean,
  type: optionalString,
  name: optionalString,
  symbol: optionalString,
  description: optionalString,
  image: optionalString,
  nft_index: optionalString,
  is_nsfw: optionalBoolean,
  is_scam: optionalBoolean,
  extra: lenient(z.record(z.string(), z.unknown())),
});

export const addressMetadataSchema = z.looseObject({
  is_indexed: optionalBoolean,
  token_info: lenient(z.array(tokenInfoSchema)),
});

export const metadataSchema = rawKeyedRecord(addressMetadataSchema);

// ---------------------------------------------------------------------------------------------------
// Blocks (live server only)

export const blockSchema = z.looseObject({
  workchain: z.number().int(),
  shard: z.string(),
  seqno: z.number().int(),
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

export const masterchainInfoSchema = z.looseObject({
  last: blockSchema,
  first: lenient(blockSchema),
});

// ---------------------------------------------------------------------------------------------------
// Responses

/** The spec's answer of /masterchainBlockShardState (and each page of /transactionsByMasterchainBlock). */
export const blockTransactionsSchema = z.looseObject({
  transactions: z.array(transactionSchema),
  address_book: addressBookSchema,
  metadata: metadataSchema,
});

/** The live server's answer of /masterchainBlockShardState: the masterchain block, then its shard blocks. */
export const blocksResponseSchema = z.looseObject({ blocks: z.array(blockSchema) });

export const accountSchema = z.looseObject({
  address: rawAddress,
  account_state_hash: optionalString,
  balance: optionalBigInt,
  extra_currencies: currencyMap,
  status: optionalString,
  code_boc: optionalString,
  data_boc: optionalString,
  code_hash: optionalString,
  data_hash: optionalString,
  frozen_hash: optionalString,
  last_transaction_hash: optionalString,
  last_transaction_lt: optionalBigInt,
  contract_methods: lenient(z.array(z.number().int())),
});

export const accountStatesSchema = z.looseObject({
  accounts: z.array(accountSchema),
  address_book: addressBookSchema,
  metadata: metadataSchema,
});

export const errorBodySchema = z.looseObject({ error: z.string() });
