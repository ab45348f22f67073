/**
 * What a transaction's phases add up to, in one word a person can read. Phase-aware: a transaction
 * whose compute phase failed and whose bounceable message went back is "bounced" with the compute code.
 */
import type { Transaction } from '../api/schemas.ts';

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

export function classifyTransaction(transaction: Pick<Transaction, 'description'>): TransactionResult {
  const description = transaction.description;
  if (!description) return { kind: 'unknown', bounced: false };
  const bounced = description.bounce !== undefined && description.bounce !== null;
  const compute = description.compute_ph;
  const action = description.action;

  if (compute?.skipped) {
    return { kind: bounced ? 'bounced' : 'skipped', skipReason: compute.reason ?? undefined, bounced };
  }
  if (compute && compute.success === false) {
    return { kind: bounced ? 'bounced' : 'compute-failed', code: compute.exit_code ?? undefined, bounced };
  }
  if (action && action.success === false) {
    return { kind: bounced ? 'bounced' : 'action-failed', code: action.result_code ?? undefined, bounced };
  }
  if (description.aborted) return { kind: bounced ? 'bounced' : 'aborted', bounced };
  if (bounced) return { kind: 'bounced', bounced };
  return { kind: 'success', bounced: false };
}

export function isFailure(result: TransactionResult): boolean {
  return result.kind !== 'success' && result.kind !== 'unknown';
}
