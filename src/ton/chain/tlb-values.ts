/**
 * Plain-language meanings of the named values of a TON transaction and account, as an indexer such as
 * toncenter v3 writes them: why a compute phase was skipped (`compute_ph.reason`), what a bounce did
 * (`bounce.type`), how a status changed (`status_change`), an account's status (`orig_status`,
 * `end_status`, `status`) and a transaction's kind (`description.type`). Exit and result codes are in
 * exit-codes.ts.
 *
 * Source: block.tlb as explained in docs.ton.org "Transaction layout",
 * https://docs.ton.org/v3/documentation/data-formats/tlb/transaction-layout, and the compute phase of the
 * reference node, https://github.com/ton-blockchain/ton/blob/master/crypto/block/transaction.cpp
 * (Transaction::prepare_compute_phase). The snake_case strings are those the toncenter indexer writes
 * (cskip_no_state → "no_state", acst_frozen → "frozen", ...).
 *
 * Every describer accepts values it does not know and returns them verbatim with kind 'unknown': the
 * chain and the indexer evolve, and an explorer must show what it cannot explain.
 */

/** How a state or outcome should read: good, neutral, worth attention, bad, or not recognized. */
export type OutcomeKind = 'success' | 'neutral' | 'warning' | 'failure' | 'unknown';

export interface OutcomeDescription {
  title: string;
  detail?: string;
  kind: OutcomeKind;
}

type Outcome<K extends string> = readonly [value: K, title: string, kind: OutcomeKind, detail?: string];

/** Builds a lookup over a table whose first column is checked against the union K (typos fail to compile). */
function describer<K extends string>(entries: readonly Outcome<K>[]): (value: string) => OutcomeDescription {
  // A Map, not an object literal: values come from the network, and "constructor" or "__proto__"
  // must not resolve to Object.prototype members.
  const map = new Map<string, { title: string; kind: OutcomeKind; detail: string | undefined }>(
    entries.map(([value, title, kind, detail]) => [value, { title, kind, detail }]),
  );
  return (value) => {
    const known = map.get(value);
    if (!known) return { title: value, detail: 'Unrecognized value.', kind: 'unknown' };
    return known.detail === undefined
      ? { title: known.title, kind: known.kind }
      : { title: known.title, detail: known.detail, kind: known.kind };
  };
}

/** Values of `compute_ph.reason` (TL-B ComputeSkipReason). */
export type SkipReason = 'no_state' | 'bad_state' | 'no_gas' | 'suspended';

const skipReasons = describer<SkipReason>([
  [
    'no_state',
    'No state',
    'neutral',
    'The account has no code/state and the message carried no init, so no code ran. A plain transfer to an undeployed wallet looks like this.',
  ],
  [
    'bad_state',
    'Bad state',
    'failure',
    "The message carried an init (StateInit) that could not be used: malformed, or not matching the account's address or frozen state.",
  ],
  ['no_gas', 'No gas', 'failure', 'Not enough gas: the message value could not buy any gas.'],
  [
    'suspended',
    'Suspended',
    'failure',
    'The address is on the suspended address list (config param 44), so it cannot be deployed.',
  ],
]);

/** Values of `bounce.type` (TL-B TrBouncePhase). */
export type BounceType = 'ok' | 'nofunds' | 'negfunds';

const bounceTypes = describer<BounceType>([
  ['ok', 'Bounced', 'warning', 'The transaction failed and the remaining value was sent back to the sender.'],
  [
    'nofunds',
    'Bounce not sent: no funds',
    'failure',
    'The remaining message value could not pay the forwarding fee of the bounce message, so nothing was returned.',
  ],
  [
    'negfunds',
    'Bounce not sent: negative funds',
    'failure',
    'The remaining message value was negative after fees, so nothing was returned.',
  ],
]);

/** Values of `status_change` in the storage and action phases (TL-B AccStatusChange). */
export type StatusChange = 'unchanged' | 'frozen' | 'deleted';

const statusChanges = describer<StatusChange>([
  ['unchanged', 'Unchanged', 'neutral'],
  [
    'frozen',
    'Frozen',
    'warning',
    'The account could not pay its storage fees and was frozen: only a hash of its code and data is kept.',
  ],
  ['deleted', 'Deleted', 'failure', 'The account was deleted.'],
]);

/** Values of `orig_status`, `end_status` and an account's `status` (TL-B AccountStatus). */
export type AccountStatus = 'active' | 'uninit' | 'frozen' | 'nonexist';

const accountStatuses = describer<AccountStatus>([
  ['active', 'Active', 'success', 'The account has code and data.'],
  [
    'uninit',
    'Uninitialized',
    'neutral',
    'The account holds a balance but no code or data has been deployed.',
  ],
  [
    'frozen',
    'Frozen',
    'warning',
    'Storage fees were not paid; only a hash of the state is kept until a message restores it.',
  ],
  ['nonexist', 'Nonexistent', 'neutral', 'The account does not exist on chain.'],
]);

/** Values of `description.type` (TL-B TransactionDescr constructors). */
export type TransactionType =
  'ord' | 'storage' | 'tick_tock' | 'split_prepare' | 'split_install' | 'merge_prepare' | 'merge_install';

const transactionTypes = describer<TransactionType>([
  ['ord', 'Ordinary', 'neutral', 'Processes one inbound message and may send outbound messages.'],
  ['storage', 'Storage', 'neutral', 'Added by validators to collect storage fees; runs no code.'],
  [
    'tick_tock',
    'Tick-tock',
    'neutral',
    'Run automatically for special system contracts at the start (tick) or end (tock) of each masterchain block.',
  ],
  ['split_prepare', 'Split prepare', 'neutral', 'Prepares to split a large contract; currently not in use.'],
  ['split_install', 'Split install', 'neutral', 'Installs a split contract instance; currently not in use.'],
  [
    'merge_prepare',
    'Merge prepare',
    'neutral',
    'Prepares to merge split contract instances; currently not in use.',
  ],
  ['merge_install', 'Merge install', 'neutral', 'Installs a merged contract instance; currently not in use.'],
]);

/** Why the compute phase was skipped. Typed `string`: unknown values come back with kind 'unknown'. */
export function describeSkipReason(reason: string): OutcomeDescription {
  return skipReasons(reason);
}

/** What happened to the bounce of a failed bounceable message. */
export function describeBounceType(type: string): OutcomeDescription {
  return bounceTypes(type);
}

/** How the account status changed during the storage or action phase. */
export function describeStatusChange(change: string): OutcomeDescription {
  return statusChanges(change);
}

/** An account's status. */
export function describeAccountStatus(status: string): OutcomeDescription {
  return accountStatuses(status);
}

/** A transaction's kind. */
export function describeTransactionType(type: string): OutcomeDescription {
  return transactionTypes(type);
}
