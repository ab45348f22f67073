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
import { t } from '../i18n/door.ts';
import type { Message } from '../i18n/messages.ts';
import { tlbValueMessages } from './tlb-value-messages.ts';

/** How a state or outcome should read: good, neutral, worth attention, bad, or not recognized. */
export type OutcomeKind = 'success' | 'neutral' | 'warning' | 'failure' | 'unknown';

export interface OutcomeDescription {
  title: string;
  detail?: string;
  kind: OutcomeKind;
}

type Outcome<K extends string> = readonly [value: K, title: Message, kind: OutcomeKind, detail?: Message];

const m = tlbValueMessages;

/**
 * Builds a lookup over a table whose first column is checked against the union K (typos fail to compile).
 * The table holds messages: their words are looked up when a value is described, in the page's language.
 */
function describer<K extends string>(entries: readonly Outcome<K>[]): (value: string) => OutcomeDescription {
  // A Map, not an object literal: values come from the network, and "constructor" or "__proto__"
  // must not resolve to Object.prototype members.
  const map = new Map<string, { title: Message; kind: OutcomeKind; detail: Message | undefined }>(
    entries.map(([value, title, kind, detail]) => [value, { title, kind, detail }]),
  );
  return (value) => {
    const known = map.get(value);
    if (!known) return { title: value, detail: t(m.unrecognized), kind: 'unknown' };
    return known.detail === undefined
      ? { title: t(known.title), kind: known.kind }
      : { title: t(known.title), detail: t(known.detail), kind: known.kind };
  };
}

/** Values of `compute_ph.reason` (TL-B ComputeSkipReason). */
export type SkipReason = 'no_state' | 'bad_state' | 'no_gas' | 'suspended';

const skipReasons = describer<SkipReason>([
  ['no_state', m.noState, 'neutral', m.noStateDetail],
  ['bad_state', m.badState, 'failure', m.badStateDetail],
  ['no_gas', m.noGas, 'failure', m.noGasDetail],
  ['suspended', m.suspended, 'failure', m.suspendedDetail],
]);

/** Values of `bounce.type` (TL-B TrBouncePhase). */
export type BounceType = 'ok' | 'nofunds' | 'negfunds';

const bounceTypes = describer<BounceType>([
  ['ok', m.bounced, 'warning', m.bouncedDetail],
  ['nofunds', m.bounceNoFunds, 'failure', m.bounceNoFundsDetail],
  ['negfunds', m.bounceNegFunds, 'failure', m.bounceNegFundsDetail],
]);

/** Values of `status_change` in the storage and action phases (TL-B AccStatusChange). */
export type StatusChange = 'unchanged' | 'frozen' | 'deleted';

const statusChanges = describer<StatusChange>([
  ['unchanged', m.unchanged, 'neutral'],
  ['frozen', m.frozen, 'warning', m.frozenChangeDetail],
  ['deleted', m.deleted, 'failure', m.deletedDetail],
]);

/** Values of `orig_status`, `end_status` and an account's `status` (TL-B AccountStatus). */
export type AccountStatus = 'active' | 'uninit' | 'frozen' | 'nonexist';

const accountStatuses = describer<AccountStatus>([
  ['active', m.active, 'success', m.activeDetail],
  ['uninit', m.uninit, 'neutral', m.uninitDetail],
  ['frozen', m.frozen, 'warning', m.frozenStatusDetail],
  ['nonexist', m.nonexist, 'neutral', m.nonexistDetail],
]);

/** Values of `description.type` (TL-B TransactionDescr constructors). */
export type TransactionType =
  'ord' | 'storage' | 'tick_tock' | 'split_prepare' | 'split_install' | 'merge_prepare' | 'merge_install';

const transactionTypes = describer<TransactionType>([
  ['ord', m.ord, 'neutral', m.ordDetail],
  ['storage', m.storage, 'neutral', m.storageDetail],
  ['tick_tock', m.tickTock, 'neutral', m.tickTockDetail],
  ['split_prepare', m.splitPrepare, 'neutral', m.splitPrepareDetail],
  ['split_install', m.splitInstall, 'neutral', m.splitInstallDetail],
  ['merge_prepare', m.mergePrepare, 'neutral', m.mergePrepareDetail],
  ['merge_install', m.mergeInstall, 'neutral', m.mergeInstallDetail],
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
