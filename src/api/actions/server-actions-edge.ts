/**
 * Where the server's raw actions become the model's Action: one function, so the API layer has one door
 * to the TON layer's reader of the server's classification (ton/actions/server-actions.ts,
 * `actionFromServer`, which never throws), and the jettons an answer's metadata names.
 */
import type { Action, JettonDirectory } from '../../ton/actions/action-model.ts';
import type { ActionTransactionShape, MetadataShape } from '../../ton/actions/action-transaction.ts';
import { actionFromServer } from '../../ton/actions/server-actions.ts';
import { jettonInfoOf, type JettonInfo } from '../../ton/jetton/jetton-info.ts';
import type { Metadata, Transaction } from '../schemas.ts';
import type { RawAction } from './action-schemas.ts';

/** The answer's actions as the model's, those that are no action (no type) left out. Never throws. */
export function actionsFromServer(raws: readonly RawAction[]): Action[] {
  const actions: Action[] = [];
  for (const raw of raws) {
    const action = actionFromServer(raw);
    if (action) actions.push(action);
  }
  return actions;
}

/** The jetton masters an answer's metadata describes (an entry of type `jetton_masters`), read once each. */
export function jettonsOfMetadata(
  metadata: Metadata,
  into = new Map<string, JettonInfo>(),
): Map<string, JettonInfo> {
  for (const master in metadata) {
    if (into.has(master)) continue;
    const entries = metadata[master]?.token_info;
    if (!entries?.some((entry) => entry.type === 'jetton_masters')) continue;
    into.set(master, jettonInfoOf(master, entries));
  }
  return into;
}

export type { JettonDirectory };

/**
 * tonlens's own reading (ton/actions/read-messages.ts) reads transactions and metadata through shapes of
 * its own; a validated transaction and an answer's metadata must fit them, or this stops compiling.
 */
export type TransactionFitsActionShape = Transaction extends ActionTransactionShape ? true : never;
export type MetadataFitsActionShape = Metadata extends MetadataShape ? true : never;
const fitsActionShapes: [TransactionFitsActionShape, MetadataFitsActionShape] = [true, true];
void fitsActionShapes;
