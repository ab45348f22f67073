/**
 * Why a transaction did not do what its message asked, in words, for an action's `failure`: the phase
 * that failed with its code and that code's meaning (../chain/exit-codes.ts, ../chain/tlb-values.ts),
 * then what happened to the value (bounced back, or the bounce could not be sent).
 */
import { describeComputeExitCode, describeActionResultCode } from '../chain/exit-codes.ts';
import { describeSkipReason } from '../chain/tlb-values.ts';
import { classifyTransactionOutcome, isFailedOutcome } from '../chain/transaction-outcome.ts';
import type { TransactionShape } from '../chain/transaction-shape.ts';
import { t } from '../i18n/door.ts';
import type { Message } from '../i18n/messages.ts';
import { failureMessages as f } from './sentence-messages.ts';

/**
 * Codes the reference TEP-74 jetton wallet throws (ton-blockchain/token-contract, jetton-wallet.fc; the
 * sample's emulated jetton uses the same code). A jetton wallet with other code may mean other things, so
 * the text says whose meaning it is.
 */
const JETTON_WALLET_CODES: ReadonlyMap<number, Message> = new Map<number, Message>([
  [705, f.jetton705],
  [706, f.jetton706],
  [707, f.jetton707],
  [708, f.jetton708],
  [709, f.jetton709],
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
        ? t(f.computeSkipped)
        : t(f.computeSkippedBecause, { reason: describeSkipReason(reason).title });
  } else if (outcome.failedPhase === 'compute') {
    const code = outcome.code;
    if (code === undefined) text = t(f.computeFailed);
    else {
      const jetton = options.jettonWallet ? JETTON_WALLET_CODES.get(code) : undefined;
      const meaning = describeComputeExitCode(code).title;
      // A code is chain data: written as the chain has it, without group separators.
      text = jetton
        ? t(f.computeFailedJettonCode, { code: String(code), meaning, jetton: t(jetton) })
        : t(f.computeFailedCode, { code: String(code), meaning });
    }
  } else if (outcome.failedPhase === 'action') {
    const code = outcome.code;
    text =
      code === undefined
        ? t(f.actionFailed)
        : t(f.actionFailedCode, { code: String(code), meaning: describeActionResultCode(code).title });
  } else {
    text = t(f.aborted);
  }
  if (outcome.bounce === 'returned') text = t(f.bouncedBack, { failure: text });
  else if (outcome.bounce === 'not-sent') text = t(f.noBounce, { failure: text });
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
