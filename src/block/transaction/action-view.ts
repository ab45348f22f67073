/**
 * The words around an action in the drill-down and the trace: who read it and how it ended. Pure helpers
 * for TransactionActions.tsx.
 */
import type { Transaction } from '../../api/schemas.ts';
import type { Action } from '../../ton/actions/action-model.ts';
import { classifyTransactionOutcome, isFailedOutcome } from '../../ton/chain/transaction-outcome.ts';
import { resultText } from '../list/transaction-result-text.ts';
import { t } from '../../ton/i18n/door.ts';
import { transactionMessages as m } from './transaction-messages.ts';

/** How the action ended, in words: "Succeeded", "Failed: <reason>", or that it was not said. */
export function actionOutcomeText(action: Pick<Action, 'success' | 'failure'>): string {
  if (action.success === true) return t(m.succeeded);
  if (action.success === false)
    return action.failure ? t(m.failedBecause, { reason: action.failure }) : t(m.failedNoReason);
  return action.failure ? t(m.outcomeNotSaidBut, { reason: action.failure }) : t(m.outcomeNotSaid);
}

/** A failed transaction of an action, as the chain shows it: its hash and its result in words. */
export interface ChainFailure {
  hash: string;
  text: string;
}

/**
 * What the chain says of a failed action: the first of its transactions the page holds whose result is a
 * failure ("Bounced (exit 706: …)"). The server's classifier may mark an action failed with no reason;
 * the transactions have one. null: the action did not fail, or the page holds none of its failed ones.
 */
export function chainFailureOf(
  action: Pick<Action, 'success' | 'transactions'>,
  transactionOf: (hash: string) => Transaction | undefined,
): ChainFailure | null {
  if (action.success !== false) return null;
  for (const hash of action.transactions) {
    const transaction = transactionOf(hash);
    if (!transaction) continue;
    const outcome = classifyTransactionOutcome(transaction);
    if (isFailedOutcome(outcome)) return { hash, text: resultText(outcome) };
  }
  return null;
}
