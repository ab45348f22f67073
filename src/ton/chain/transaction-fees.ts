/**
 * How a transaction's `total_fees` splits over its phases.
 *
 * The rule, from the reference node (ton-blockchain/ton, crypto/block/transaction.cpp): `total_fees`
 * collects, in this order,
 *  - the inbound forwarding fee (`Transaction::unpack_input_msg`): for an external message, the import fee
 *    for its size; for an internal message delivered by IHR, its IHR fee; otherwise nothing;
 *  - `storage_ph.storage_fees_collected` (`prepare_storage_phase`);
 *  - `credit_ph.due_fees_collected` (`prepare_credit_phase`; 0 on current nodes, which collect debts in the
 *    storage phase, but older transactions carry it);
 *  - `compute_ph.gas_fees` (`prepare_compute_phase`);
 *  - `action.total_action_fees` (`prepare_action_phase`): the validators' share of the forwarding fees of
 *    the messages sent. The rest of `total_fwd_fees` travels with each message as its `fwd_fee` and is
 *    collected where it is delivered, so it is not part of this transaction's total;
 *  - `bounce.msg_fees` (`prepare_bounce_phase`).
 * The API reports every part but the first: an external message's `import_fee` is the field of its header
 * (0 in practice), not the fee charged. So the parts add up to the total only when nothing is missing;
 * otherwise the difference is reported as not itemised, and for an external message it is the import fee.
 * All amounts are nanotons.
 */
import { t } from '../i18n/door.ts';
import { feeMessages } from './fee-messages.ts';
import type { TransactionShape } from './transaction-shape.ts';

export type FeePhase = 'storage' | 'credit' | 'compute' | 'action' | 'bounce';

export interface FeePart {
  phase: FeePhase;
  /** What the amount is, in words. */
  label: string;
  /** The API field it comes from, for the curious and for support questions. */
  field: string;
  nanotons: bigint;
}

export interface FeeSplit {
  /** `total_fees` as the API reports it, or undefined when it did not. */
  total: bigint | undefined;
  /** The itemised parts present in the phases, in phase order. Absent phases are absent. */
  parts: FeePart[];
  /** Sum of `parts`. */
  itemised: bigint;
  /** total − itemised; undefined without a total. Positive: fees the API does not itemise. */
  remainder: bigint | undefined;
  /** True only when the total is known and the parts add up to it exactly. */
  addsUp: boolean;
  /** The incoming message is external, so a positive remainder is its import fee. */
  externalImport: boolean;
  /** Forwarding fees of the messages sent (total_fwd_fees − total_action_fees), paid on delivery. */
  forwardedWithMessages: bigint | undefined;
}

export function splitFees(transaction: TransactionShape): FeeSplit {
  const description = transaction.description;
  const parts: FeePart[] = [];
  const add = (phase: FeePhase, label: string, field: string, value: bigint | undefined) => {
    if (value !== undefined) parts.push({ phase, label, field, nanotons: value });
  };
  add(
    'storage',
    t(feeMessages.storage),
    'storage_ph.storage_fees_collected',
    description?.storage_ph?.storage_fees_collected,
  );
  add(
    'credit',
    t(feeMessages.credit),
    'credit_ph.due_fees_collected',
    description?.credit_ph?.due_fees_collected,
  );
  const compute = description?.compute_ph;
  if (compute && !compute.skipped)
    add('compute', t(feeMessages.gas), 'compute_ph.gas_fees', compute.gas_fees);
  const action = description?.action;
  add('action', t(feeMessages.action), 'action.total_action_fees', action?.total_action_fees);
  add('bounce', t(feeMessages.bounce), 'bounce.msg_fees', description?.bounce?.msg_fees);

  const itemised = parts.reduce((sum, part) => sum + part.nanotons, 0n);
  const total = transaction.total_fees;
  const remainder = total === undefined ? undefined : total - itemised;
  const inMsg = transaction.in_msg;
  const forwardedWithMessages =
    action?.total_fwd_fees !== undefined && action.total_action_fees !== undefined
      ? action.total_fwd_fees - action.total_action_fees
      : undefined;
  return {
    total,
    parts,
    itemised,
    remainder,
    addsUp: remainder === 0n,
    externalImport: Boolean(inMsg) && !inMsg?.source,
    forwardedWithMessages,
  };
}
