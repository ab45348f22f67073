/**
 * What a transaction's phases add up to, with the bounce told apart by whether value really went back.
 *
 * A bounce phase on record does not mean the sender got anything back: its `type` is `ok` when the bounce
 * message was sent, `nofunds` or `negfunds` when what was left could not pay for it (TL-B TrBouncePhase,
 * docs.ton.org "Transaction layout"). So a transaction is "bounced" only with an `ok` (or, in older index
 * versions, untyped) bounce phase; with a bounce that could not be sent, its result is the failure that
 * caused it, and `bounce` says 'not-sent'.
 *
 * Order of the checks follows the phases: compute skipped, compute failed, action failed, then the
 * `aborted` flag on its own (the node aborted the transaction without a failed phase on record).
 */
import type { TransactionDescriptionShape, TransactionShape } from './transaction-shape.ts';

export type TransactionResultKind =
  'success' | 'compute-failed' | 'action-failed' | 'skipped' | 'aborted' | 'bounced' | 'unknown';

export interface TransactionResult {
  kind: TransactionResultKind;
  /** Compute exit code or action result code, when the failure has one. */
  code?: number | undefined;
  /** Compute-phase skip reason (no_state, no_gas, …). */
  skipReason?: string | undefined;
  /** A failed, skipped or aborted transaction whose incoming message was bounced back. */
  bounced: boolean;
}

export type BounceOutcome = 'none' | 'returned' | 'not-sent';

export interface TransactionOutcome extends TransactionResult {
  /** The phase whose failure decided the result (also for a bounced transaction). */
  failedPhase: 'compute' | 'action' | undefined;
  bounce: BounceOutcome;
}

export function bounceOutcome(description: TransactionDescriptionShape | null | undefined): BounceOutcome {
  const bounce = description?.bounce;
  if (!bounce) return 'none';
  return bounce.type === 'nofunds' || bounce.type === 'negfunds' ? 'not-sent' : 'returned';
}

export function classifyTransactionOutcome(
  transaction: Pick<TransactionShape, 'description'>,
): TransactionOutcome {
  const description = transaction.description;
  if (!description) return { kind: 'unknown', bounced: false, failedPhase: undefined, bounce: 'none' };
  const bounce = bounceOutcome(description);
  const returned = bounce === 'returned';
  const compute = description.compute_ph;
  const action = description.action;

  if (compute?.skipped) {
    return {
      kind: returned ? 'bounced' : 'skipped',
      skipReason: compute.reason ?? undefined,
      bounced: returned,
      failedPhase: 'compute',
      bounce,
    };
  }
  if (compute && compute.success === false) {
    return {
      kind: returned ? 'bounced' : 'compute-failed',
      code: compute.exit_code ?? undefined,
      bounced: returned,
      failedPhase: 'compute',
      bounce,
    };
  }
  if (action && action.success === false) {
    return {
      kind: returned ? 'bounced' : 'action-failed',
      code: action.result_code ?? undefined,
      bounced: returned,
      failedPhase: 'action',
      bounce,
    };
  }
  if (description.aborted || returned) {
    return { kind: returned ? 'bounced' : 'aborted', bounced: returned, failedPhase: undefined, bounce };
  }
  return { kind: 'success', bounced: false, failedPhase: undefined, bounce };
}

/** Anything but success: failed phases, a skipped compute phase, an abort, a bounce. */
export function isFailedOutcome(outcome: TransactionResult): boolean {
  return outcome.kind !== 'success' && outcome.kind !== 'unknown';
}
