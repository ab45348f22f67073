// GET /api/v3/traces?tx_hash=&trace_id=&msg_hash=&account=&mc_seqno=&limit=&offset=&sort=&include_actions=: whole traces in
// the index's TracesResponse shape, `{traces, address_book, metadata}`, from the emulated chain (built from
// its real message links, trace-store.ts) and the recorded trace bodies (served unchanged, with their own
// recorded address book and metadata). A filter that matches nothing answers an empty list, as the index.
import { asString, type JsonObject } from '../json.ts';
import { errorReply, jsonReply, type Reply } from '../send.ts';
import { traceAddresses, type SampleTrace } from '../trace-store.ts';
import { hashList } from './hash-query.ts';
import { formatRawAddress, parseAccountAddress } from '../ton-address.ts';
import { conversionError, parseInt32, queryValue } from './query.ts';
import type { ApiRoute, ServedChain } from './served-chain.ts';
import { isReply, optionalBool, pageOf } from './token-query.ts';

/** The index's LimitRequest: default 10, at most 1000. */
const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 1000;

/** `sort`: the index accepts asc/desc (and their first letters) in any case; desc is the default. */
export function sortDirection(query: URLSearchParams): 1 | -1 | Reply {
  const text = (queryValue(query, 'sort') ?? 'desc').toLowerCase();
  if (!['desc', 'd', 'asc', 'a'].includes(text)) return errorReply(422, 'wrong value for sort parameter');
  return text.startsWith('a') ? 1 : -1;
}

/** Traces by end lt (then trace id) in `direction`. */
export function sortTraces(traces: SampleTrace[], direction: 1 | -1): SampleTrace[] {
  return traces.sort((a, b) => {
    if (a.endLt !== b.endLt) return direction * (a.endLt < b.endLt ? -1 : 1);
    return direction * (a.traceId < b.traceId ? -1 : a.traceId > b.traceId ? 1 : 0);
  });
}

export function tracesRoute(chain: ServedChain): ApiRoute {
  let bigReply: Reply | undefined;
  return (query) => {
    const traceIds = hashList(query, 'trace_id');
    if (isReply(traceIds)) return traceIds;
    const txHashes = hashList(query, 'tx_hash');
    if (isReply(txHashes)) return txHashes;
    const msgHashes = hashList(query, 'msg_hash');
    if (isReply(msgHashes)) return msgHashes;
    const account = accountParam(query);
    if (isReply(account)) return account;
    const filters = [account !== null, traceIds.length > 0, txHashes.length > 0, msgHashes.length > 0];
    if (filters.filter(Boolean).length > 1) {
      return errorReply(422, 'only one of account, trace_id, tx_hash, msg_hash should be specified');
    }
    const seqnoText = queryValue(query, 'mc_seqno');
    const mcSeqno = seqnoText === null ? null : parseInt32(seqnoText);
    if (seqnoText !== null && mcSeqno === null) return conversionError('mc_seqno');
    const includeActions = optionalBool(query, 'include_actions');
    if (isReply(includeActions)) return includeActions;
    const page = pageOf(query, DEFAULT_LIMIT, MAX_LIMIT);
    if (isReply(page)) return page;
    const direction = sortDirection(query);
    if (isReply(direction)) return direction;

    const { store, actionsOf, visible } = chain.traces();
    let found: SampleTrace[];
    if (traceIds.length > 0) found = pick(traceIds, store.byId);
    else if (txHashes.length > 0) found = pick(txHashes, store.byTransaction);
    else if (msgHashes.length > 0) found = pick(msgHashes, store.byMessage);
    else found = store.traces.filter((trace) => trace.kind !== 'synthetic');
    // A replay shows each trace only up to its head (and a trace selected by a hash it has not shown yet
    // not at all, as the index knows nothing of a transaction not yet in a block).
    const shown = [...new Set(found)]
      .map(visible)
      .filter((trace): trace is SampleTrace => trace !== undefined)
      .filter((trace) => {
        const hashes = new Set(trace.transactions.map((transaction) => String(transaction.hash)));
        if (txHashes.length > 0 && !txHashes.some((hash) => hashes.has(hash))) return false;
        if (msgHashes.length > 0 && !msgHashes.some((hash) => trace.messageHashes.includes(hash)))
          return false;
        if (account !== null && !trace.transactions.some((transaction) => transaction.account === account)) {
          return false;
        }
        // `mc_seqno`: traces that ended (were completed) in that masterchain block.
        return mcSeqno === null || trace.endSeqno === mcSeqno;
      });
    const traces = sortTraces(shown, direction).slice(page.offset, page.offset + page.limit);

    const bodies = traces.map((trace) => {
      if (includeActions !== true || trace.kind !== 'emulated') return trace.body;
      // The index puts `actions` after `is_incomplete` (and `warning`), before the tree.
      const withActions: JsonObject = {};
      for (const [key, value] of Object.entries(trace.body)) {
        if (key === 'trace') withActions.actions = actionsOf(trace).map(withoutAccounts);
        withActions[key] = value;
      }
      return withActions;
    });
    // The synthetic big trace's answer is ~20 MB: written once, not per request (and then gzipped once).
    const [only] = traces;
    if (traces.length === 1 && only?.kind === 'synthetic') {
      bigReply ??= jsonReply(200, { traces: bodies, ...booksOf(chain, traces) });
      return bigReply;
    }
    return jsonReply(200, { traces: bodies, ...booksOf(chain, traces) });
  };
}

/** `account` in any address form, as a raw address; null when absent. */
export function accountParam(query: URLSearchParams): string | null | Reply {
  const text = queryValue(query, 'account');
  if (text === null) return null;
  const parsed = parseAccountAddress(text);
  return parsed ? formatRawAddress(parsed) : conversionError('account');
}

function pick(hashes: readonly string[], index: ReadonlyMap<string, SampleTrace>): SampleTrace[] {
  return hashes.map((hash) => index.get(hash)).filter((trace): trace is SampleTrace => trace !== undefined);
}

function withoutAccounts(action: JsonObject): JsonObject {
  const { accounts: _accounts, ...rest } = action;
  return rest;
}

/**
 * The answer's address book and metadata: a recorded trace's are its recording's own (all of that file's
 * entries, unchanged: one recorded trace asked for by its id is its recorded answer byte for byte); an
 * emulated trace's are the dataset's entries for every address its transactions touch.
 */
export function booksOf(
  chain: ServedChain,
  traces: readonly SampleTrace[],
): { address_book: JsonObject; metadata: JsonObject } {
  const addressBook: JsonObject = {};
  const metadata: JsonObject = {};
  const addresses = new Set<string>();
  for (const trace of traces) {
    if (trace.recorded) {
      Object.assign(addressBook, trace.recorded.address_book);
      Object.assign(metadata, trace.recorded.metadata);
    } else for (const address of traceAddresses(trace)) addresses.add(address);
  }
  Object.assign(addressBook, chain.addressBookOf([...addresses].filter((a) => !(a in addressBook))));
  for (const address of addresses) {
    const entry = chain.dataset.metadata[address];
    if (entry && !(address in metadata)) metadata[address] = entry;
    // The jetton master of a jetton wallet the trace touches: its symbol and decimals.
    const master = jettonMasterOf(entry);
    const masterEntry = master === null ? undefined : chain.dataset.metadata[master];
    if (master !== null && masterEntry && !(master in metadata)) metadata[master] = masterEntry;
  }
  return { address_book: addressBook, metadata };
}

function jettonMasterOf(entry: JsonObject | undefined): string | null {
  const infos = entry?.token_info;
  if (!Array.isArray(infos)) return null;
  for (const info of infos) {
    if (typeof info !== 'object' || info === null || Array.isArray(info)) continue;
    const extra = info.extra;
    if (
      info.type === 'jetton_wallets' &&
      typeof extra === 'object' &&
      extra !== null &&
      !Array.isArray(extra)
    ) {
      return typeof extra.jetton === 'string' ? asString(extra.jetton, 'jetton') : null;
    }
  }
  return null;
}
