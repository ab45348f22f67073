/**
 * Schemas for every object of the toncenter API v3 that tonlens reads (spec section 2, plus the live
 * server's Block). They are a tolerant reader: the live server sends nulls, missing fields, extra fields
 * and older shapes (see ../shared/guide/toncenter-api.md, copied into docs/glossary.md), so
 *  - every field the page can live without is optional and nullable, and a malformed value there becomes
 *    `undefined` instead of failing the whole answer (the raw JSON keeps what was really sent);
 *  - the few fields the page cannot live without (a transaction's hash, lt and account; an account's
 *    address) fail the parse, and the failure names the field;
 *  - unknown fields are kept (`looseObject`) so the raw view shows them;
 *  - numbers that can exceed 2^53 (balances, fees, lts, gas, times of messages) become `bigint` here, once.
 *
 * The schema is the type: the TypeScript types below are inferred from these schemas. They are built
 * with our own decoder.ts rather than zod, for speed and size (docs/decisions/2026-11-21-performance.md);
 * `parse` and `safeParse` work as zod's do, and a failure's issue path names the field.
 */
import {
  array,
  decoder,
  fail,
  describe,
  int,
  keepDrift,
  lenient,
  lenientBoolean,
  lenientInt,
  lenientString,
  looseObject,
  map,
  record,
  refine,
  string,
  tolerate,
  unknown,
  type Decoder,
  type Infer,
} from './decoder.ts';
import { parseOpcode } from '../ton/opcodes.ts';

// ---------------------------------------------------------------------------------------------------
// Scalars

const DECIMAL_INTEGER = /^-?\d{1,80}$/;

function toBigInt(value: unknown): bigint | undefined {
  if (typeof value === 'bigint') return value;
  // Most fees and many amounts are zero: one shared 0n instead of a new one each (bigints are immutable).
  if (value === '0') return 0n;
  if (typeof value === 'string' && DECIMAL_INTEGER.test(value)) return BigInt(value);
  // Some servers send small quantities as JSON integers; those are exact only below 2^53.
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value);
  return undefined;
}

const DECIMAL_EXPECTED = 'expected a decimal integer string';

/** A decimal string (or safe integer) that must be present and valid: essential fields only. */
export const requiredBigInt = decoder((value) => {
  const parsed = toBigInt(value);
  if (parsed !== undefined) return parsed;
  return fail(value === undefined ? 'missing' : `${DECIMAL_EXPECTED}, got ${describe(value)}`);
});

/**
 * A decimal quantity the page can live without: absent, null or malformed all read as `undefined`; a
 * malformed one is listed as drift by the object that holds it.
 */
export const optionalBigInt = decoder((value): bigint | undefined => {
  const parsed = toBigInt(value);
  if (parsed !== undefined || value === undefined || value === null) return parsed;
  return tolerate(`${DECIMAL_EXPECTED}, got ${describe(value)}`);
});

const optionalString = lenientString();
const optionalBoolean = lenientBoolean();
const optionalInt = lenientInt();

// Almost every currency map is empty, five a transaction: one shared, frozen empty map instead of
// 25,000 new ones for a big block (decoded data is never written to).
const NO_CURRENCIES: Record<string, bigint> = Object.freeze({});

/**
 * Currency maps: `{ "<currency id>": "<amount>" }`, may be `{}`, null or absent. A map that is not an
 * object, or an amount that is not a decimal (null ones are just left out), is left out and listed as
 * drift.
 */
export const currencyMap = decoder((value): Record<string, bigint> => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    if (value !== undefined && value !== null) tolerate(`expected an object, got ${describe(value)}`);
    return NO_CURRENCIES;
  }
  let result: Record<string, bigint> | undefined;
  let unreadable: string[] | undefined;
  for (const currencyId in value) {
    const amount = (value as Record<string, unknown>)[currencyId];
    const parsed = toBigInt(amount);
    if (parsed !== undefined) (result ??= {})[currencyId] = parsed;
    else if (amount !== null)
      (unreadable ??= []).push(`${currencyId}: ${DECIMAL_EXPECTED}, got ${describe(amount)}`);
  }
  if (unreadable) tolerate(unreadable.join('; '));
  return result ?? NO_CURRENCIES;
});

/** Raw addresses are keys of the address book; the server writes them uppercase, we make sure. */
const rawAddress = map(
  refine(string(), (value) => (value.length > 0 ? undefined : 'expected a non-empty string')),
  (value) => value.toUpperCase(),
);
const optionalRawAddress = lenient(rawAddress);

/** Opcode: the spec says integer, the live server sends "0x0f8a7ea5". Both become an unsigned number. */
const opcode = decoder((value): number | undefined => {
  const parsed = parseOpcode(value);
  if (parsed !== null) return parsed;
  if (value === undefined || value === null) return undefined;
  return tolerate(`expected a 32-bit opcode (an integer or "0x…" hex), got ${describe(value)}`);
});

// ---------------------------------------------------------------------------------------------------
// Transaction pieces (spec 2.3–2.6)

export const accountStateInTransactionSchema = looseObject({
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

export const blockRefSchema = looseObject({
  workchain: int(),
  shard: string(),
  seqno: int(),
});

const msgSizeSchema = lenient(looseObject({ cells: optionalBigInt, bits: optionalBigInt }));

export const storagePhaseSchema = looseObject({
  storage_fees_collected: optionalBigInt,
  storage_fees_due: optionalBigInt,
  status_change: optionalString,
});

export const creditPhaseSchema = looseObject({
  due_fees_collected: optionalBigInt,
  credit: optionalBigInt,
  credit_extra_currencies: currencyMap,
});

/** `Omit` that keeps the other keys of a type with an index signature (`Omit` keeps only the index). */
type WithoutKeys<T, K extends PropertyKey> = { [P in keyof T as P extends K ? never : P]: T[P] };

/**
 * The compute phase, normalised to one form. Current servers write `{ skipped: true, reason }` or
 * `{ skipped: false, success, … }`; older index versions wrote `{ type: "skipped", skip_reason }` and
 * `{ type: "vm", … }`.
 */
export const computePhaseSchema = map(
  looseObject({
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
  }),
  (decoded) => {
    const skipped = decoded.skipped ?? decoded.type === 'skipped';
    const reason = skipped ? (decoded.reason ?? decoded.skip_reason ?? undefined) : undefined;
    // Copied key by key rather than with `{ type, skip_reason, ...phase }`: object rest is a slow
    // runtime path in V8, and this runs once per transaction.
    const phase: Record<string, unknown> = {};
    for (const key in decoded) if (key !== 'type' && key !== 'skip_reason') phase[key] = decoded[key];
    phase.skipped = skipped;
    phase.reason = reason;
    keepDrift(decoded, phase);
    return phase as WithoutKeys<typeof decoded, 'type' | 'skip_reason' | 'skipped' | 'reason'> & {
      skipped: boolean;
      reason: string | undefined;
    };
  },
);

export const actionPhaseSchema = looseObject({
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

export const bouncePhaseSchema = looseObject({
  type: optionalString,
  msg_size: msgSizeSchema,
  req_fwd_fees: optionalBigInt,
  msg_fees: optionalBigInt,
  fwd_fees: optionalBigInt,
});

export const splitInfoSchema = looseObject({
  cur_shard_pfx_len: optionalInt,
  acc_split_depth: optionalInt,
  this_addr: optionalString,
  sibling_addr: optionalString,
});

export const transactionDescriptionSchema = looseObject({
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
export const decodedContentSchema = map(
  record(unknown()),
  (decoded): Record<string, unknown> & { '@type'?: string } => {
    const declared = decoded['@type'] ?? decoded['type'];
    return typeof declared === 'string' ? { ...decoded, '@type': declared } : decoded;
  },
);

export const messageContentSchema = looseObject({
  hash: optionalString,
  body: optionalString,
  decoded: lenient(decodedContentSchema),
});

export const messageSchema = looseObject({
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

export const transactionSchema = looseObject({
  // Essential: without these a row cannot be shown, linked or ordered.
  account: rawAddress,
  hash: refine(string(), (value) => (value.length > 0 ? undefined : 'expected a non-empty string')),
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
  out_msgs: map(lenient(array(messageSchema)), (messages) => messages ?? []),
  account_state_before: lenient(accountStateInTransactionSchema),
  account_state_after: lenient(accountStateInTransactionSchema),
  emulated: optionalBoolean,
  finality: optionalString,
});

// ---------------------------------------------------------------------------------------------------
// Address book and metadata (shapes the spec leaves open; from the live server)

export const addressBookEntrySchema = looseObject({
  user_friendly: optionalString,
  domain: optionalString,
  interfaces: lenient(array(string())),
});

/** Maps keyed by raw address: keys uppercased, entries that are not usable left out, null read as `{}`. */
function rawKeyedRecord<T>(entry: Decoder<T>) {
  const keyedRecord = record(entry, { mapKey: (key) => key.toUpperCase(), skipInvalid: true });
  return map(lenient(keyedRecord), (result) => result ?? {});
}

export const addressBookSchema = rawKeyedRecord(addressBookEntrySchema);

export const tokenInfoSchema = looseObject({
  valid: optionalBoolean,
  type: optionalString,
  name: optionalString,
  symbol: optionalString,
  description: optionalString,
  image: optionalString,
  nft_index: optionalString,
  is_nsfw: optionalBoolean,
  is_scam: optionalBoolean,
  extra: lenient(record(unknown())),
});

export const addressMetadataSchema = looseObject({
  is_indexed: optionalBoolean,
  token_info: lenient(array(tokenInfoSchema)),
});

export const metadataSchema = rawKeyedRecord(addressMetadataSchema);

// ---------------------------------------------------------------------------------------------------
// Blocks (live server only)

export const blockSchema = looseObject({
  workchain: int(),
  shard: string(),
  seqno: int(),
  root_hash: optionalString,
  file_hash: optionalString,
  global_id: optionalInt,
  gen_utime: optionalBigInt,
  start_lt: optionalBigInt,
  end_lt: optionalBigInt,
  tx_count: optionalInt,
  key_block: optionalBoolean,
  masterchain_block_ref: lenient(blockRefSchema),
  prev_blocks: lenient(array(blockRefSchema)),
});

export const masterchainInfoSchema = looseObject({
  last: blockSchema,
  first: lenient(blockSchema),
});

// ---------------------------------------------------------------------------------------------------
// Responses

/** The spec's answer of /masterchainBlockShardState (and each page of /transactionsByMasterchainBlock). */
export const blockTransactionsSchema = looseObject({
  transactions: array(transactionSchema),
  address_book: addressBookSchema,
  metadata: metadataSchema,
});

/** The live server's answer of /masterchainBlockShardState: the masterchain block, then its shard blocks. */
export const blocksResponseSchema = looseObject({ blocks: array(blockSchema) });

export const accountSchema = looseObject({
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
  contract_methods: lenient(array(int())),
});

export const accountStatesSchema = looseObject({
  accounts: array(accountSchema),
  address_book: addressBookSchema,
  metadata: metadataSchema,
});

export const errorBodySchema = looseObject({ error: string() });

export type AccountStateInTransaction = Infer<typeof accountStateInTransactionSchema>;
export type BlockRef = Infer<typeof blockRefSchema>;
export type StoragePhase = Infer<typeof storagePhaseSchema>;
export type CreditPhase = Infer<typeof creditPhaseSchema>;
export type ComputePhase = Infer<typeof computePhaseSchema>;
export type ActionPhase = Infer<typeof actionPhaseSchema>;
export type BouncePhase = Infer<typeof bouncePhaseSchema>;
export type SplitInfo = Infer<typeof splitInfoSchema>;
export type TransactionDescription = Infer<typeof transactionDescriptionSchema>;
export type MessageContent = Infer<typeof messageContentSchema>;
export type Message = Infer<typeof messageSchema>;
export type Transaction = Infer<typeof transactionSchema>;
export type AddressBookEntry = Infer<typeof addressBookEntrySchema>;
export type AddressBook = Infer<typeof addressBookSchema>;
export type TokenInfo = Infer<typeof tokenInfoSchema>;
export type AddressMetadata = Infer<typeof addressMetadataSchema>;
export type Metadata = Infer<typeof metadataSchema>;
export type Block = Infer<typeof blockSchema>;
export type MasterchainInfo = Infer<typeof masterchainInfoSchema>;
export type Account = Infer<typeof accountSchema>;
export type AccountStatesResponse = Infer<typeof accountStatesSchema>;
