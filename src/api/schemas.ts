/**
 * Schemas for every object of the toncenter API v3 that tonlens reads (spec section 2, plus the live
 * server's Block), in zod. They are a tolerant reader: the live server sends nulls, missing fields, extra
 * fields and older shapes (real answers in sample-api/recordings/; "Drift" in docs/glossary.md), so
 *  - every field the page can live without is `lenient`: optional and nullable, and a malformed value
 *    there becomes `undefined` instead of failing the whole answer (the raw JSON keeps what was really
 *    sent, and the object records the field as drift, which the views mark "unreadable");
 *  - the few fields the page cannot live without (a transaction's hash, lt and account; an account's
 *    address) fail the parse, and the failure's issue path names the field;
 *  - unknown fields are kept (`tolerantObject`, a loose object) so the raw view shows them;
 *  - numbers that can exceed 2^53 (balances, fees, lts, gas, times of messages) become `bigint` here, once
 *    (the `decimal` codec), and the older compute-phase and comment forms become the current ones.
 *
 * The schema is the type: the TypeScript types below are `z.output` of these schemas.
 */
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { parseOpcode } from '../ton/chain/opcodes.ts';
import type { TransactionShape } from '../ton/chain/transaction-shape.ts';
import { keepDrift } from './drift.ts';
import { blockRefSchema, optionalSeqno } from './block/block-schemas.ts';
import {
  DECIMAL_EXPECTED,
  describe,
  isDecimalInput,
  readDecimal,
  toBigInt,
  isUnreadable,
  lenient,
  nullAsAbsent,
  unreadable,
} from './schema-kit.ts';
import {
  lenientScalar,
  optionalBigInt,
  optionalBoolean,
  optionalInt,
  optionalString,
  isOrdinaryRecord,
  readsOrdinary,
  tolerantObject,
  TO_ZOD,
} from './tolerant-object.ts';

export {
  blockRefSchema,
  blockSchema,
  blocksResponseSchema,
  masterchainInfoSchema,
  type Block,
  type BlockRef,
  type MasterchainInfo,
} from './block/block-schemas.ts';

/** A decimal integer string (or safe integer) read as an exact `bigint`, and written back as a string. */
export const decimal = z.codec(
  z.custom<string | number>(isDecimalInput, {
    error: (issue) =>
      issue.input === undefined ? 'missing' : `${DECIMAL_EXPECTED}, got ${describe(issue.input)}`,
  }),
  z.bigint(),
  { decode: toBigInt, encode: (value) => value.toString() },
);

// Almost every currency map is empty, five a transaction: one shared, frozen empty map instead of
// 25,000 new ones for a big block (decoded data is never written to).
const NO_CURRENCIES: Record<string, bigint> = Object.freeze({});
/** An amount in a currency map that is not a decimal: what came, for the drift message. */
class UnreadableAmount {
  constructor(readonly got: string) {}
}

/**
 * Currency maps: `{ "<currency id>": "<amount>" }`, may be `{}`, null or absent (all read as `{}`). A map
 * that is not an object is read as `{}`, and an amount that is not a decimal is left out (null ones are
 * just left out); either is recorded as drift.
 */
export const currencyMap = readsOrdinary(
  z.pipe(
    lenient(
      z.record(
        z.string(),
        z.catch(z.nullable(decimal), (ctx) => new UnreadableAmount(describe(ctx.input)) as unknown as bigint),
      ),
      NO_CURRENCIES,
    ),
    z.transform((amounts): Record<string, bigint> => {
      if (!amounts) return NO_CURRENCIES;
      // Not an object: the lenient step's unreadable value, passed on for the object to record.
      if (isUnreadable(amounts)) return amounts as never;
      let result: Record<string, bigint> | undefined;
      let unreadableAmounts: string[] | undefined;
      for (const currencyId in amounts) {
        const amount: unknown = amounts[currencyId];
        if (typeof amount === 'bigint') (result ??= {})[currencyId] = amount;
        else if (amount instanceof UnreadableAmount)
          (unreadableAmounts ??= []).push(`${currencyId}: ${DECIMAL_EXPECTED}, got ${amount.got}`);
      }
      const read = result ?? NO_CURRENCIES;
      return unreadableAmounts ? (unreadable(unreadableAmounts.join('; '), read) as never) : read;
    }),
  ),
  readCurrencyMap,
);

/**
 * currencyMap's own reader: what the schema gives for an absent or null map and for a map of decimal
 * amounts (and nulls) — nearly every map, most of them `{}` — without zod's record, its amounts' codecs
 * and the transform; anything else (an amount that is not a decimal, a map that is not an object) to zod.
 */
function readCurrencyMap(value: unknown): Record<string, bigint> | typeof TO_ZOD {
  if (value === undefined || value === null) return NO_CURRENCIES;
  if (!isOrdinaryRecord(value)) return TO_ZOD;
  let result: Record<string, bigint> | undefined;
  for (const currencyId in value) {
    if (currencyId === '__proto__' || !Object.prototype.hasOwnProperty.call(value, currencyId)) return TO_ZOD;
    const amount = value[currencyId];
    if (amount === null) continue;
    const read = readDecimal(amount);
    if (read === undefined) return TO_ZOD;
    (result ??= {})[currencyId] = read;
  }
  return result ?? NO_CURRENCIES;
}

const nonEmptyString = z.string().check(z.minLength(1));

/** Raw addresses are keys of the address book; the server writes them uppercase, we make sure. */
export const rawAddress = readsOrdinary(
  z.pipe(
    nonEmptyString,
    z.transform((value: string) => value.toUpperCase()),
  ),
  (value) => (typeof value === 'string' && value !== '' ? value.toUpperCase() : TO_ZOD),
);
const optionalRawAddress = lenient(rawAddress);

/** Opcode: the spec says integer, the live server sends "0x0f8a7ea5". Both become an unsigned number. */
const opcode = nullAsAbsent(
  lenient(
    readsOrdinary(
      z.pipe(
        z.custom<number | string>((value) => parseOpcode(value) !== null, {
          error: (issue) =>
            `expected a 32-bit opcode (an integer or "0x…" hex), got ${describe(issue.input)}`,
        }),
        z.transform((value: number | string) => parseOpcode(value) ?? 0),
      ),
      (value) => parseOpcode(value) ?? TO_ZOD,
    ),
  ),
);

/**
 * An amount that is never negative on TON — a fee, gas, a forwarding or storage fee, the value a message
 * carries, a size — read like `optionalBigInt`; a negative one is no fee anybody paid, so it is drift like
 * any other value that cannot be what its field says: marked where it is shown, left out of every sum, and
 * kept as sent in the raw JSON. (Balances are shown as sent and flagged beside the value instead.)
 */
export const NEGATIVE_AMOUNT = 'expected an amount of 0 or more, got a negative integer';
const optionalAmount = lenientScalar((value: unknown): bigint | undefined => {
  if (value === null) return undefined;
  const amount = readDecimal(value);
  if (amount === undefined) return unreadable(`${DECIMAL_EXPECTED}, got ${describe(value)}`);
  return amount < 0n ? unreadable(NEGATIVE_AMOUNT) : amount;
});

// ---------------------------------------------------------------------------------------------------
// Transaction pieces (spec 2.3–2.6)

export const accountStateInTransactionSchema = tolerantObject({
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

const msgSizeSchema = lenient(tolerantObject({ cells: optionalAmount, bits: optionalAmount }));

export const storagePhaseSchema = tolerantObject({
  storage_fees_collected: optionalAmount,
  storage_fees_due: optionalAmount,
  status_change: optionalString,
});

export const creditPhaseSchema = tolerantObject({
  due_fees_collected: optionalAmount,
  credit: optionalAmount,
  credit_extra_currencies: currencyMap,
});

/** `Omit` that keeps the other keys of a type with an index signature (`Omit` keeps only the index). */
type WithoutKeys<T, K extends PropertyKey> = { [P in keyof T as P extends K ? never : P]: T[P] };

const computePhaseFields = tolerantObject({
  skipped: optionalBoolean,
  reason: optionalString,
  type: optionalString,
  skip_reason: optionalString,
  success: optionalBoolean,
  msg_state_used: optionalBoolean,
  account_activated: optionalBoolean,
  gas_fees: optionalAmount,
  gas_used: optionalAmount,
  gas_limit: optionalAmount,
  gas_credit: optionalAmount,
  mode: optionalInt,
  exit_code: optionalInt,
  exit_arg: optionalInt,
  vm_steps: optionalInt,
  vm_init_state_hash: optionalString,
  vm_final_state_hash: optionalString,
});
type ComputePhaseFields = z.output<typeof computePhaseFields>;

/**
 * The compute phase, normalised to one form. Current servers write `{ skipped: true, reason }` or
 * `{ skipped: false, success, … }`; older index versions wrote `{ type: "skipped", skip_reason }` and
 * `{ type: "vm", … }`.
 */
export const computePhaseSchema = z.pipe(
  computePhaseFields,
  z.transform((decoded: ComputePhaseFields) => {
    const skipped = decoded.skipped ?? decoded.type === 'skipped';
    const reason = skipped ? (decoded.reason ?? decoded.skip_reason ?? undefined) : undefined;
    // The current form (no `type`, no `skip_reason`) is completed where it is: `decoded` is this read's
    // own object (a tolerant object's new one, or the answer's own when read in place). The older form is
    // copied key by key without those two rather than deleting them (a deleted key makes V8 keep the
    // object as a slow dictionary) or using `{ type, skip_reason, ...phase }` (object rest is slow too).
    let phase = decoded as Record<string, unknown>;
    if ('type' in decoded || 'skip_reason' in decoded) {
      phase = {};
      for (const key in decoded) if (key !== 'type' && key !== 'skip_reason') phase[key] = decoded[key];
      keepDrift(decoded, phase);
    }
    phase.skipped = skipped;
    phase.reason = reason;
    return phase as WithoutKeys<ComputePhaseFields, 'type' | 'skip_reason' | 'skipped' | 'reason'> & {
      skipped: boolean;
      reason: string | undefined;
    };
  }),
);

export const actionPhaseSchema = tolerantObject({
  success: optionalBoolean,
  valid: optionalBoolean,
  no_funds: optionalBoolean,
  status_change: optionalString,
  total_fwd_fees: optionalAmount,
  total_action_fees: optionalAmount,
  result_code: optionalInt,
  result_arg: optionalInt,
  tot_actions: optionalInt,
  spec_actions: optionalInt,
  skipped_actions: optionalInt,
  msgs_created: optionalInt,
  action_list_hash: optionalString,
  tot_msg_size: msgSizeSchema,
});

export const bouncePhaseSchema = tolerantObject({
  type: optionalString,
  msg_size: msgSizeSchema,
  req_fwd_fees: optionalAmount,
  msg_fees: optionalAmount,
  fwd_fees: optionalAmount,
});

export const splitInfoSchema = tolerantObject({
  cur_shard_pfx_len: optionalInt,
  acc_split_depth: optionalInt,
  this_addr: optionalString,
  sibling_addr: optionalString,
});

export const transactionDescriptionSchema = tolerantObject({
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
export const decodedContentSchema = z.pipe(
  z.record(z.string(), z.unknown()),
  z.transform((decoded: Record<string, unknown>): Record<string, unknown> & { '@type'?: string } => {
    const declared = decoded['@type'] ?? decoded['type'];
    // `decoded` is the record's own new object (z.record copies what it reads): completed where it is.
    if (typeof declared === 'string') decoded['@type'] = declared;
    return decoded;
  }),
);

export const messageContentSchema = tolerantObject({
  hash: optionalString,
  body: optionalString,
  decoded: lenient(decodedContentSchema),
});

export const messageSchema = tolerantObject({
  hash: optionalString,
  hash_norm: optionalString,
  source: optionalRawAddress,
  destination: optionalRawAddress,
  value: optionalAmount,
  value_extra_currencies: currencyMap,
  fwd_fee: optionalAmount,
  ihr_fee: optionalAmount,
  import_fee: optionalAmount,
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

// Absent, null or unreadable out_msgs all mean no message to show: one shared, frozen empty list.
const NO_MESSAGES: Message[] = Object.freeze([]) as unknown as Message[];

export const transactionSchema = tolerantObject({
  // Essential: without these a row cannot be shown, linked or ordered.
  account: rawAddress,
  hash: nonEmptyString,
  lt: decimal,
  now: optionalInt,
  mc_block_seqno: optionalSeqno,
  trace_id: optionalString,
  trace_external_hash: optionalString,
  prev_trans_hash: optionalString,
  prev_trans_lt: optionalBigInt,
  orig_status: optionalString,
  end_status: optionalString,
  total_fees: optionalAmount,
  total_fees_extra_currencies: currencyMap,
  description: lenient(transactionDescriptionSchema),
  block_ref: lenient(blockRefSchema),
  in_msg: lenient(messageSchema),
  out_msgs: z.pipe(
    lenient(z.array(messageSchema), NO_MESSAGES),
    z.transform((messages) => messages ?? NO_MESSAGES),
  ),
  account_state_before: lenient(accountStateInTransactionSchema),
  account_state_after: lenient(accountStateInTransactionSchema),
  emulated: optionalBoolean,
  finality: optionalString,
});

// ---------------------------------------------------------------------------------------------------
// Address book and metadata (shapes the spec leaves open; from the live server)

export const addressBookEntrySchema = tolerantObject({
  user_friendly: optionalString,
  domain: optionalString,
  interfaces: lenient(z.array(z.string())),
});

const SKIPPED_ENTRY: unique symbol = Symbol('skipped entry');

/**
 * Maps keyed by raw address: keys uppercased, entries that are not usable left out, a map that is not an
 * object read as `{}` (and recorded as drift), null or absent read as `{}`.
 */
/* @__NO_SIDE_EFFECTS__ */
function rawKeyedRecord<T extends $ZodType>(entry: T) {
  const entries = z.record(
    z.string(),
    z.catch(entry, () => SKIPPED_ENTRY as unknown as z.output<T>),
  );
  return z.pipe(
    lenient(entries, {}),
    z.transform((record): Record<string, z.output<T>> => {
      const result: Record<string, z.output<T>> = {};
      if (!record) return result;
      // Not an object: the lenient step's unreadable value, passed on for the object to record.
      if (isUnreadable(record)) return record;
      for (const key in record) {
        const value = record[key];
        if (value !== (SKIPPED_ENTRY as unknown)) result[key.toUpperCase()] = value as z.output<T>;
      }
      return result;
    }),
  );
}

export const addressBookSchema = rawKeyedRecord(addressBookEntrySchema);

export const tokenInfoSchema = tolerantObject({
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

export const addressMetadataSchema = tolerantObject({
  is_indexed: optionalBoolean,
  token_info: lenient(z.array(tokenInfoSchema)),
});

export const metadataSchema = rawKeyedRecord(addressMetadataSchema);

// ---------------------------------------------------------------------------------------------------
// Responses

/** The spec's answer of /masterchainBlockShardState (and each page of /transactionsByMasterchainBlock). */
export const blockTransactionsSchema = tolerantObject({
  transactions: z.array(transactionSchema),
  address_book: addressBookSchema,
  metadata: metadataSchema,
});

export const accountSchema = tolerantObject({
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
  contract_methods: lenient(z.array(z.int())),
});

export const accountStatesSchema = tolerantObject({
  accounts: z.array(accountSchema),
  address_book: addressBookSchema,
  metadata: metadataSchema,
});

export const errorBodySchema = z.looseObject({ error: z.string() });

export type AccountStateInTransaction = z.output<typeof accountStateInTransactionSchema>;
export type StoragePhase = z.output<typeof storagePhaseSchema>;
export type CreditPhase = z.output<typeof creditPhaseSchema>;
export type ComputePhase = z.output<typeof computePhaseSchema>;
export type ActionPhase = z.output<typeof actionPhaseSchema>;
export type BouncePhase = z.output<typeof bouncePhaseSchema>;
export type SplitInfo = z.output<typeof splitInfoSchema>;
export type TransactionDescription = z.output<typeof transactionDescriptionSchema>;
export type MessageContent = z.output<typeof messageContentSchema>;
export type Message = z.output<typeof messageSchema>;
export type Transaction = z.output<typeof transactionSchema>;
export type AddressBookEntry = z.output<typeof addressBookEntrySchema>;
export type AddressBook = z.output<typeof addressBookSchema>;
export type TokenInfo = z.output<typeof tokenInfoSchema>;
export type AddressMetadata = z.output<typeof addressMetadataSchema>;
export type Metadata = z.output<typeof metadataSchema>;
export type Account = z.output<typeof accountSchema>;
export type AccountStatesResponse = z.output<typeof accountStatesSchema>;

/**
 * The TON layer's rules (fees, outcome) read transactions through shapes of their own
 * (ton/chain/transaction-shape.ts); a validated transaction must fit them, or this stops compiling.
 */
export type TransactionFitsTonShape = Transaction extends TransactionShape ? true : never;
const transactionFitsTonShape: TransactionFitsTonShape = true;
void transactionFitsTonShape;
