/**
 * The words around an action in the drill-down and the trace: who read it and how it ended. Pure helpers
 * for TransactionActions.tsx.
 */
import type { Transaction } from '../../api/schemas.ts';
import type { Action, ActionSource } from '../../ton/actions/action-model.ts';
import { classifyTransactionOutcome, isFailedOutcome } from '../../ton/chain/transaction-outcome.ts';
import { resultText } from '../list/transaction-result-text.ts';

/** Said on every action: whose reading it is. */
export const ACTION_SOURCE_TEXT: Record<ActionSource, string> = {
  server: 'classified by the server',
  tonlens: 'read from the messages by tonlens',
};

/** How the action ended, in words: "Succeeded", "Failed: <reason>", or that it was not said. */
export function actionOutcomeText(action: Pick<Action, 'success' | 'failure'>): string {
  if (action.success === true) return 'Succeeded';
  if (action.success === false)
    return action.failure ? `Failed: ${action.failure}` : 'Failed (no reason given)';
  return action.failure ? `Outcome not said; ${action.failure}` : 'Outcome not said';
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
