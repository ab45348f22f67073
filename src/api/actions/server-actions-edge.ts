/**
 * Where the server's raw actions become the model's Action: one function, so the API layer has one door
 * to the TON layer's reader of the server's classification (ton/actions/server-actions.ts,
 * `actionFromServer`, which never throws), and the jettons an answer's metadata names.
 */
import type { Action, JettonDirectory } from '../../ton/actions/action-model.ts';
import { jettonInfoOf, type JettonInfo } from '../../ton/jetton/jetton-info.ts';
import type { Metadata } from '../schemas.ts';
import type { RawAction } from './action-schemas.ts';

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * A first reading until the model's reader is merged: the action's identity, type, outcome and
 * transactions, its type shown as the server wrote it.
 */
function actionFromServer(raw: unknown): Action | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const record = raw as Record<string, unknown>;
  const type = text(record['type']);
  if (type === null) return null;
  const transactions = Array.isArray(record['transactions'])
    ? (record['transactions'] as unknown[]).filter((hash): hash is string => typeof hash === 'string')
    : [];
  const success = typeof record['success'] === 'boolean' ? record['success'] : null;
  return {
    id: text(record['action_id']) ?? `server:${transactions[0] ?? '?'}:${type}`,
    type,
    source: 'server',
    success,
    failure: null,
    sentence: [{ kind: 'stranger', text: type }],
    accounts: [],
    flows: [],
    transactions,
    traceId: text(record['trace_id']),
  };
}

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
