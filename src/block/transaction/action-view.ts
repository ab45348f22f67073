/**
 * The words around an action in the drill-down and the trace: who read it, how it ended, and a jetton
 * amount's unit. Pure helpers for ActionSentence.tsx and TransactionActions.tsx.
 */
import type { Action, ActionSource, JettonDirectory } from '../../ton/actions/action-model.ts';
import type { JettonInfo } from '../../ton/jetton/jetton-info.ts';

/** Said on every action: whose reading it is. */
export const ACTION_SOURCE_TEXT: Record<ActionSource, string> = {
  server: 'classified by the server',
  tonlens: 'read from the messages by tonlens',
};

/** USD₮ is named by its master's address, never by what a metadata entry calls itself. */
export const USDT_SYMBOL = 'USD₮';

/** How the action ended, in words: "Succeeded", "Failed: <reason>", or that it was not said. */
export function actionOutcomeText(action: Pick<Action, 'success' | 'failure'>): string {
  if (action.success === true) return 'Succeeded';
  if (action.success === false)
    return action.failure ? `Failed: ${action.failure}` : 'Failed (no reason given)';
  return action.failure ? `Outcome not said; ${action.failure}` : 'Outcome not said';
}

/** The jetton a master names, if the page knows it (the directory is keyed by uppercase raw addresses). */
export function jettonOf(jettons: JettonDirectory, master: string | null): JettonInfo | undefined {
  if (master === null) return undefined;
  return jettons.get(master) ?? jettons.get(master.toUpperCase());
}
