/**
 * The parts of a transaction and of a metadata answer that the actions readers use, as the index names
 * them. The pure TON layer declares what it reads instead of importing the API's schemas (a layer above:
 * docs/decisions/2026-11-26-layers-and-folders.md); the API's validated `Transaction` and `Metadata` fit
 * these shapes, which the API layer checks at compile time (as it does for ../chain/transaction-shape.ts).
 */
import type { TransactionShape } from '../chain/transaction-shape.ts';

/** A value the index may leave out; strings, flags and integers may also come as null. */
type Maybe<T> = T | null | undefined;

/** A message's body or StateInit: only whether it is there and, for a body, the index's decoded TL-B. */
export interface ActionMessageContentShape {
  body?: Maybe<string>;
  decoded?: Maybe<Readonly<Record<string, unknown>>>;
}

export interface ActionMessageShape {
  /** The message hash (base64): the link between the transaction that sent it and the one that got it. */
  hash?: Maybe<string>;
  /** Raw form; absent on an external inbound message. */
  source?: Maybe<string>;
  /** Raw form; absent on an external outbound message (a log). */
  destination?: Maybe<string>;
  value?: bigint | undefined;
  /** The forwarding fee the sender paid on top of the value (with the IHR fee, out of its balance). */
  fwd_fee?: bigint | undefined;
  ihr_fee?: bigint | undefined;
  /** Unsigned 32-bit opcode as the schema reads it; absent for an empty body. */
  opcode?: Maybe<number>;
  bounce?: Maybe<boolean>;
  bounced?: Maybe<boolean>;
  message_content?: Maybe<ActionMessageContentShape>;
  init_state?: Maybe<ActionMessageContentShape>;
}

export interface ActionAccountStateShape {
  balance?: bigint | undefined | null;
}

export interface ActionTransactionShape extends TransactionShape {
  hash: string;
  /** Raw form, uppercase. */
  account: string;
  lt: bigint;
  trace_id?: Maybe<string>;
  mc_block_seqno?: Maybe<number>;
  orig_status?: Maybe<string>;
  end_status?: Maybe<string>;
  in_msg?: Maybe<ActionMessageShape>;
  out_msgs?: Maybe<readonly ActionMessageShape[]>;
  account_state_before?: Maybe<ActionAccountStateShape>;
  account_state_after?: Maybe<ActionAccountStateShape>;
}

/** One entry of `metadata[address].token_info` as the readers use it. */
export interface ActionTokenInfoShape {
  valid?: Maybe<boolean>;
  type?: Maybe<string>;
  extra?: Maybe<Readonly<Record<string, unknown>>>;
}

/** The `metadata` map of an answer: raw address → what the index knows of it. */
export type MetadataShape = Readonly<
  Record<string, Maybe<{ token_info?: Maybe<readonly ActionTokenInfoShape[]> }>>
>;
