/**
 * The answer of `GET /api/v3/traces` (the index's TracesResponse): `{traces, address_book, metadata}`, each
 * trace with its meta (`trace_info`), its tree (`trace`: `{tx_hash, in_msg_hash, children[]}`) and its
 * transactions by hash. The tree is not read here: a schema walks by recursion, and a stranger's tree
 * may nest thousands of levels; trace-tree.ts reads it iteratively, with bounds. Transactions are the
 * project's tolerant transactionSchema; one that does not read is left out of the map (recorded as drift),
 * and its node shows without details.
 */
import * as z from 'zod/mini';
import { MAX_SEQNO } from '../../ton/seqno.ts';
import { describe, lenient, unreadable } from '../schema-kit.ts';
import {
  optionalBigInt,
  optionalBoolean,
  optionalInt,
  optionalString,
  tolerantObject,
} from '../tolerant-object.ts';
import { addressBookSchema, metadataSchema, transactionSchema, type Transaction } from '../schemas.ts';
import { rawRecordList } from '../actions/action-schemas.ts';

/**
 * A masterchain block number the index writes as a string (`"50503953"`: its Go type is a hash type) or
 * a number: read to a number in 0…2^32−1; absent or null as null; anything else is drift.
 */
export const traceSeqno = z.optional(
  z.transform((value: unknown): number | null | undefined => {
    if (value === null || value === undefined) return null;
    const number =
      typeof value === 'number'
        ? value
        : typeof value === 'string' && /^\d{1,10}$/.test(value)
          ? Number(value)
          : NaN;
    if (Number.isInteger(number) && number >= 0 && number <= MAX_SEQNO) return number;
    return unreadable<number | null>(`expected a block number, got ${describe(value)}`, null) as
      number | null;
  }),
);

export const traceInfoSchema = tolerantObject({
  trace_state: optionalString,
  messages: optionalInt,
  transactions: optionalInt,
  pending_messages: optionalInt,
  classification_state: optionalString,
});

const SKIPPED: unique symbol = Symbol('skipped transaction');

/** Hash → transaction, keys as sent (base64 hashes are case-sensitive); unreadable entries left out. */
export const traceTransactionsSchema = z.pipe(
  lenient(
    z.record(
      z.string(),
      z.catch(transactionSchema, () => SKIPPED as unknown as Transaction),
    ),
    {},
  ),
  z.transform((record): Record<string, Transaction> => {
    const result: Record<string, Transaction> = {};
    if (!record) return result;
    if (typeof record !== 'object') return record; // the lenient step's unreadable value, for the object
    let left = 0;
    for (const hash in record) {
      const value = record[hash];
      if (value === (SKIPPED as unknown)) left += 1;
      else if (value) result[hash] = value;
    }
    return left === 0 ? result : (unreadable(`${left} transactions unreadable`, result) as never);
  }),
);

/** A trace's fields but its transactions. */
const traceShape = {
  trace_id: optionalString,
  external_hash: optionalString,
  mc_seqno_start: traceSeqno,
  mc_seqno_end: traceSeqno,
  start_lt: optionalBigInt,
  end_lt: optionalBigInt,
  start_utime: optionalInt,
  end_utime: optionalInt,
  trace_info: lenient(traceInfoSchema),
  is_incomplete: optionalBoolean,
  warning: optionalString,
  /** Read by trace-tree.ts, iteratively. */
  trace: z.optional(z.unknown()),
  transactions_order: lenient(z.array(z.string())),
  actions: lenient(rawRecordList),
};

export const traceSchema = tolerantObject({ ...traceShape, transactions: traceTransactionsSchema });

/**
 * A trace with its transactions left as sent: the data worker reads them one by one (trace-answer.ts), so
 * that they reach the page in batches.
 */
export const traceShellSchema = tolerantObject({ ...traceShape, transactions: z.optional(z.unknown()) });

/** An answer whose traces are not read yet: the worker reads only the one asked for. */
export const tracesShellSchema = tolerantObject({
  traces: z.array(z.unknown()),
  address_book: addressBookSchema,
  metadata: metadataSchema,
});

export const tracesResponseSchema = tolerantObject({
  traces: z.array(traceSchema),
  address_book: addressBookSchema,
  metadata: metadataSchema,
});

export type TraceAnswer = z.output<typeof traceSchema>;
export type TraceShell = z.output<typeof traceShellSchema>;
export type TracesResponse = z.output<typeof tracesResponseSchema>;
