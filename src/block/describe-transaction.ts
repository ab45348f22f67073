import type { Transaction } from '../api/schemas.ts';
import { describeActionResultCode, describeComputeExitCode, describeSkipReason } from '../ton/exit-codes.ts';
import { classifyTransaction } from '../ton/transaction-result.ts';

/**
 * One sentence that says what happened, built from the phases, e.g. "Failed: compute phase exited with
 * code 13 (Out of gas); the bounceable incoming message was bounced back."
 */
export function describeTransaction(transaction: Transaction): string {
  const result = classifyTransaction(transaction);
  const compute = transaction.description?.compute_ph;
  const action = transaction.description?.action;
  const bounceNote = result.bounced ? '; the bounceable incoming message was bounced back' : '';
  const outCount = transaction.out_msgs.length;
  const sent = outCount === 0 ? '' : ` and sent ${outCount} message${outCount === 1 ? '' : 's'}`;

  if (compute?.skipped) {
    const reason = compute.reason
      ? `${compute.reason}: ${describeSkipReason(compute.reason).title.toLowerCase()}`
      : 'no reason given';
    return `Compute phase skipped (${reason})${bounceNote}.`;
  }
  if (compute && compute.success === false) {
    const code = compute.exit_code;
    const meaning = code === undefined || code === null ? '' : ` (${describeComputeExitCode(code).title})`;
    return `Failed: compute phase exited with code ${code ?? 'unknown'}${meaning}${bounceNote}.`;
  }
  if (action && action.success === false) {
    const code = action.result_code;
    const meaning = code === undefined || code === null ? '' : ` (${describeActionResultCode(code).title})`;
    return `Failed: action phase ended with result code ${code ?? 'unknown'}${meaning}${bounceNote}.`;
  }
  if (transaction.description?.aborted) return `Aborted${bounceNote}.`;
  if (result.kind === 'unknown') return 'The server did not describe this transaction’s phases.';
  const activated = compute?.account_activated ? ' The account was activated.' : '';
  return `Succeeded${sent}.${activated}`;
}
