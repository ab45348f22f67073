/**
 * The parts of a transaction that TON's own rules read (fees, outcome), as the index names them. The pure
 * TON layer declares what it needs instead of importing the API's schemas, which sit a layer above it
 * (docs/decisions/2026-11-26-layers-and-folders.md); the API's validated `Transaction` fits these shapes,
 * which `api/schemas.ts` checks at compile time.
 */

/** A value the index may leave out; strings, flags and integers may also come as null (amounts never do). */
type Maybe<T> = T | null | undefined;

/** A compute phase in the one form the schema normalises both of the index's forms to. */
export interface ComputePhaseShape {
  skipped: boolean;
  reason?: Maybe<string>;
  success?: Maybe<boolean>;
  exit_code?: Maybe<number>;
  gas_fees?: bigint | undefined;
}

export interface TransactionDescriptionShape {
  aborted?: Maybe<boolean>;
  storage_ph?: Maybe<{ storage_fees_collected?: bigint | undefined }>;
  credit_ph?: Maybe<{ due_fees_collected?: bigint | undefined }>;
  compute_ph?: Maybe<ComputePhaseShape>;
  action?: Maybe<{
    success?: Maybe<boolean>;
    result_code?: Maybe<number>;
    total_fwd_fees?: bigint | undefined;
    total_action_fees?: bigint | undefined;
  }>;
  bounce?: Maybe<{ type?: Maybe<string>; msg_fees?: bigint | undefined }>;
}

export interface TransactionShape {
  total_fees?: bigint | undefined;
  description?: Maybe<TransactionDescriptionShape>;
  /** Read only for whether there is an incoming message and whether it has a source (external: none). */
  in_msg?: Maybe<{ source?: Maybe<string> }>;
}
