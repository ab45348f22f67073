/**
 * Why a transaction did not do what its message asked, in words, for an action's `failure`: the phase
 * that failed with its code and that code's meaning (../chain/exit-codes.ts, ../chain/tlb-values.ts),
 * then what happened to the value (bounced back, or the bounce could not be sent).
 */
import { describeComputeExitCode, describeActionResultCode } from '../chain/exit-codes.ts';
import { describeSkipReason } from '../chain/tlb-values.ts';
import { classifyTransactionOutcome, isFailedOutcome } from '../chain/transaction-outcome.ts';
import type { TransactionShape } from '../chain/transaction-shape.ts';

/**
 * Codes the reference TEP-74 jetton wallet throws (ton-blockchain/token-contract, jetton-wallet.fc; the
 * sample's emulated jetton uses the same code). A jetton wallet with other code may mean other things, so
 * the text says whose meaning it is.
 */
const JETTON_WALLET_CODES: ReadonlyMap<number, string> = new Map([
  [705, 'the sender is not the owner of the jetton wallet'],
  [706, 'not enough jettons: the wallet holds less than the amount asked'],
  [707, 'the incoming transfer came neither from the master nor from a wallet of the same jetton'],
  [708, 'the forward payload is missing'],
  [709, 'not enough GRAM attached for the forward amount and the fees'],
]);

export interface FailureOptions {
  /** The failing account is a jetton wallet: its own codes (705–709) are explained as such. */
  jettonWallet?: boolean;
}

/**
 * The failure of a transaction in words, or null when it succeeded (or says too little to tell):
 * "compute phase failed with exit code 706 (Custom exit code 706; in the reference jetton wallet: not
 * enough jettons…); the message bounced back".
 */
export function transactionFailure(
  transaction: Pick<TransactionShape, 'description'>,
  options: FailureOptions = {},
): string | null {
  const outcome = classifyTransactionOutcome(transaction);
  if (!isFailedOutcome(outcome)) return null;
  let text: string;
  const description = transaction.description;
  const compute = description?.compute_ph;
  if (outcome.failedPhase === 'compute' && compute?.skipped) {
    const reason = outcome.skipReason;
    text =
      reason === undefined
        ? 'compute phase skipped'
        : `compute phase skipped: ${describeSkipReason(reason).title}`;
  } else if (outcome.failedPhase === 'compute') {
    const code = outcome.code;
    if (code === undefined) text = 'compute phase failed';
    else {
      const jetton = options.jettonWallet ? JETTON_WALLET_CODES.get(code) : undefined;
      const meaning = describeComputeExitCode(code).title;
      text = `compute phase failed with exit code ${code} (${meaning}${
        jetton ? `; in the reference jetton wallet: ${jetton}` : ''
      })`;
    }
  } else if (outcome.failedPhase === 'action') {
    const code = outcome.code;
    text =
      code === undefined
        ? 'action phase failed'
        : `action phase failed with result code ${code} (${describeActionResultCode(code).title})`;
  } else {
    text = 'the transaction was aborted';
  }
  if (outcome.bounce === 'returned') text += '; the message bounced back';
  else if (outcome.bounce === 'not-sent') {
    text += '; no bounce could be sent (the value left could not pay for it): nothing came back';
  }
  return text;
}

/** Whether the transaction failed and its incoming message went back to the sender. */
export function bouncedBack(transaction: Pick<TransactionShape, 'description'>): boolean {
  return classifyTransactionOutcome(transaction).bounce === 'returned';
}

/** Whether the transaction did what its message asked (null: the index says too little to tell). */
export function succeeded(transaction: Pick<TransactionShape, 'description'>): boolean | null {
  const outcome = classifyTransactionOutcome(transaction);
  if (outcome.kind === 'unknown') return null;
  return !isFailedOutcome(outcome);
}
