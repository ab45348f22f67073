// GET /api/v3/actions?tx_hash=&trace_id=&msg_hash=&action_id=&mc_seqno=&limit=&offset=&sort=
// &include_accounts=&include_transactions=&action_type=&exclude_action_type=: actions in the index's ActionsResponse shape,
// `{actions, address_book, metadata}`. The actions are the sample's own reading of the emulated chain
// (derive-actions.ts), each marked with `sample_note`, and the answer says so too; recorded traces have
// none (their recordings are unclassified). `mc_seqno` selects the actions of traces that ENDED in that
// masterchain block, as the index does, not the block's transactions.
import type { JsonObject } from '../json.ts';
import { errorReply, jsonReply } from '../send.ts';
import { DERIVED_ACTION_NOTE, actionAddresses } from '../derive-actions.ts';
import type { SampleTrace } from '../trace-store.ts';
import { hashList } from './hash-query.ts';
import { conversionError, parseInt32, queryValue } from './query.ts';
import type { ApiRoute, ServedChain } from './served-chain.ts';
import { isReply, optionalBool, pageOf } from './token-query.ts';
import { accountParam, sortDirection } from './traces.ts';

const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 1000;

/** The action types the index's OpenAPI lists for `action_type` (validateActionTypeFilter accepts more). */
const ACTION_TYPE = /^[a-z][a-z0-9_]*$/;

function typeList(query: URLSearchParams, name: string): string[] | null {
  const values = query
    .getAll(name)
    .flatMap((value) => value.split(','))
    .filter((value) => value !== '');
  return values.every((value) => ACTION_TYPE.test(value)) ? values : null;
}

export function actionsRoute(chain: ServedChain): ApiRoute {
  return (query) => {
    const txHashes = hashList(query, 'tx_hash');
    if (isReply(txHashes)) return txHashes;
    const traceIds = hashList(query, 'trace_id');
    if (isReply(traceIds)) return traceIds;
    const msgHashes = hashList(query, 'msg_hash');
    if (isReply(msgHashes)) return msgHashes;
    const actionIds = hashList(query, 'action_id');
    if (isReply(actionIds)) return actionIds;
    const account = accountParam(query);
    if (isReply(account)) return account;
    const seqnoText = queryValue(query, 'mc_seqno');
    const mcSeqno = seqnoText === null ? null : parseInt32(seqnoText);
    if (seqnoText !== null && mcSeqno === null) return conversionError('mc_seqno');
    const includeAccounts = optionalBool(query, 'include_accounts');
    if (isReply(includeAccounts)) return includeAccounts;
    const includeTransactions = optionalBool(query, 'include_transactions');
    if (isReply(includeTransactions)) return includeTransactions;
    const page = pageOf(query, DEFAULT_LIMIT, MAX_LIMIT);
    if (isReply(page)) return page;
    const direction = sortDirection(query);
    if (isReply(direction)) return direction;
    const include = typeList(query, 'action_type');
    if (include === null) return errorReply(422, 'invalid action type in action_type');
    const exclude = typeList(query, 'exclude_action_type');
    if (exclude === null) return errorReply(422, 'invalid action type in exclude_action_type');
    if (mcSeqno !== null && !chain.block(mcSeqno)) {
      return errorReply(404, `masterchain block ${mcSeqno} not found`);
    }

    const { store, allActions, visible } = chain.traces();
    const txSet = new Set(txHashes);
    const traceSet = new Set(traceIds);
    const actionSet = new Set(actionIds);
    // A message selects the actions of the transactions that send or receive it.
    const msgTransactions = new Set<string>();
    for (const hash of msgHashes) {
      const trace = visible(store.byMessage.get(hash));
      for (const transaction of trace?.transactions ?? []) {
        const messages = [
          transaction.in_msg,
          ...(Array.isArray(transaction.out_msgs) ? transaction.out_msgs : []),
        ];
        if (
          messages.some((m) => typeof m === 'object' && m !== null && !Array.isArray(m) && m.hash === hash)
        ) {
          msgTransactions.add(String(transaction.hash));
        }
      }
    }
    const selected = allActions().filter(({ trace, action }) => {
      const hashes = Array.isArray(action.transactions) ? action.transactions.map(String) : [];
      if (txHashes.length > 0 && !hashes.some((hash) => txSet.has(hash))) return false;
      if (msgHashes.length > 0 && !hashes.some((hash) => msgTransactions.has(hash))) return false;
      if (traceIds.length > 0 && !traceSet.has(trace.traceId)) return false;
      if (actionIds.length > 0 && !actionSet.has(String(action.action_id))) return false;
      if (mcSeqno !== null && trace.endSeqno !== mcSeqno) return false;
      if (account !== null && !actionAddresses(action).includes(account)) return false;
      const type = String(action.type);
      if (include.length > 0 && !include.includes(type)) return false;
      if (exclude.includes(type)) return false;
      return true;
    });
    const ordered = sortActions(selected, direction).slice(page.offset, page.offset + page.limit);
    const actions = ordered.map(({ trace, action }) => {
      const shown = includeAccounts === true ? action : withoutAccounts(action);
      if (includeTransactions !== true) return shown;
      // `transactions_full`: the action's transactions, whole, in its own order (the index's Action model).
      const byHash = new Map(
        trace.transactions.map((transaction) => [String(transaction.hash), transaction]),
      );
      const hashes = Array.isArray(action.transactions) ? action.transactions.map(String) : [];
      const full = hashes.map((hash) => byHash.get(hash)).filter((tx): tx is JsonObject => tx !== undefined);
      const { finality, ...rest } = shown;
      return { ...rest, transactions_full: full, ...(finality === undefined ? {} : { finality }) };
    });
    const addresses = new Set(ordered.flatMap(({ action }) => actionAddresses(action)));
    const addressBook = chain.addressBookOf(addresses);
    const metadata: JsonObject = {};
    for (const address of addresses) {
      const entry = chain.dataset.metadata[address];
      if (entry) metadata[address] = entry;
    }
    return jsonReply(200, {
      ...(actions.length > 0 ? { sample_note: DERIVED_ACTION_NOTE } : {}),
      actions,
      address_book: addressBook,
      metadata,
    });
  };
}

/** By the trace's end lt, then trace id, then the action's own order (its start lt), in `direction`. */
function sortActions(
  actions: readonly { trace: SampleTrace; action: JsonObject }[],
  direction: 1 | -1,
): { trace: SampleTrace; action: JsonObject }[] {
  return actions
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => {
      const traceA = a.entry.trace;
      const traceB = b.entry.trace;
      if (traceA.endLt !== traceB.endLt) return direction * (traceA.endLt < traceB.endLt ? -1 : 1);
      if (traceA.traceId !== traceB.traceId) return direction * (traceA.traceId < traceB.traceId ? -1 : 1);
      return direction * (a.index - b.index);
    })
    .map(({ entry }) => entry);
}

function withoutAccounts(action: JsonObject): JsonObject {
  const { accounts: _accounts, ...rest } = action;
  return rest;
}
