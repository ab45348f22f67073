// Actions the sample derives from the emulated chain's real messages, in the index's Action shape and its
// `details` field names (ton-index-go models/actions.go, ActionDetails*). The index classifies with its
// own classifier; the sample has none, so it reads the few standards its emulated scenarios use — a TON
// transfer (with its comment), TEP-74 jetton transfer and mint, TEP-62 NFT transfer, a contract deploy,
// the heartbeat's tick, and any other internal message as a contract call — and marks every action it
// writes with `sample_note`, a member no real server sends. Recorded traces get no actions: the recordings
// are unclassified, and the sample does not guess.
import { createHash } from 'node:crypto';
import { asString, isJsonObject, type JsonObject, type JsonValue } from './json.ts';
import { inMessage, outMessages, type SampleTrace } from './trace-store.ts';

export const DERIVED_ACTION_NOTE =
  'derived by the sample API from the emulated chain’s messages (no real classifier ran): TON transfers, TEP-74 jetton transfers and mints, TEP-62 NFT transfers, deploys, ticks; any other message is a contract call';

/** What the derivation needs to know besides the trace: who owns a jetton wallet, what an NFT item is. */
export interface DeriveContext {
  /** The jetton master of a jetton wallet (raw), or null. */
  jettonOf(wallet: string): string | null;
  /** The owner of a jetton wallet (raw), or null. */
  ownerOf(wallet: string): string | null;
  /** True for a jetton master the sample knows. */
  isJettonMaster(address: string): boolean;
  /** An NFT item's collection and index, or null when the sample does not know the item. */
  nftItem(address: string): { collection: string | null; index: string } | null;
}

const TEXT_COMMENT_OPCODE = '0x00000000';
const EXCESS_OPCODE = '0xd53276db';

function decodedOf(message: JsonObject | null): JsonObject | null {
  const content = message?.message_content;
  if (!isJsonObject(content)) return null;
  const decoded = content.decoded;
  return isJsonObject(decoded) ? decoded : null;
}

function decodedType(message: JsonObject | null): string | null {
  const type = decodedOf(message)?.['@type'];
  return typeof type === 'string' ? type : null;
}

/** `addr_std` of the index's printed TL-B as a raw address (`0:ABC…`), else null. */
function rawOf(value: JsonValue | undefined): string | null {
  if (!isJsonObject(value) || value['@type'] !== 'addr_std') return null;
  const { workchain_id: workchain, address } = value;
  return typeof workchain === 'string' && typeof address === 'string'
    ? `${workchain}:${address.toUpperCase()}`
    : null;
}

function varUint(value: JsonValue | undefined): string | null {
  if (isJsonObject(value) && typeof value.value === 'string') return value.value;
  return typeof value === 'string' ? value : null;
}

/** A text comment carried in a forward payload (either form), else null. */
function payloadComment(payload: JsonValue | undefined): string | null {
  if (!isJsonObject(payload)) return null;
  const inner = payload.value;
  if (isJsonObject(inner) && inner['@type'] === 'text_comment' && typeof inner.text === 'string') {
    return inner.text;
  }
  return null;
}

function stringOrNull(value: JsonValue | undefined): string | null {
  return typeof value === 'string' ? value : null;
}

function hashOf(transaction: JsonObject): string {
  return asString(transaction.hash, 'hash');
}

function description(transaction: JsonObject): JsonObject {
  return isJsonObject(transaction.description) ? transaction.description : {};
}

/** Compute ran and succeeded, or was skipped (nothing to run); the action phase, if any, succeeded. */
function ranWell(transaction: JsonObject): boolean {
  const descr = description(transaction);
  const compute = isJsonObject(descr.compute_ph) ? descr.compute_ph : null;
  const action = isJsonObject(descr.action) ? descr.action : null;
  const computeOk = compute === null || compute.skipped === true || compute.success === true;
  const actionOk = action === null || action.success === true;
  return computeOk && actionOk;
}

/** The transaction bounced its inbound message back (its bounce phase ran). */
function bouncedBack(transaction: JsonObject): boolean {
  const bounce = description(transaction).bounce;
  return bounce !== undefined && bounce !== null;
}

function nonEmptyMap(value: JsonValue | undefined): JsonObject | null {
  return isJsonObject(value) && Object.keys(value).length > 0 ? value : null;
}

interface Draft {
  type: string;
  transactions: JsonObject[];
  success: boolean;
  details: JsonObject;
}

/** Derives the actions of one emulated trace. */
export function deriveTraceActions(trace: SampleTrace, context: DeriveContext): JsonObject[] {
  const ordered = trace.transactions;
  const receiverOf = new Map<string, JsonObject>();
  for (const transaction of ordered) {
    const inMsg = inMessage(transaction);
    if (inMsg) receiverOf.set(asString(inMsg.hash, 'hash'), transaction);
  }
  const senderOf = new Map<string, JsonObject>();
  for (const transaction of ordered) {
    for (const out of outMessages(transaction)) {
      const receiver = receiverOf.get(asString(out.hash, 'hash'));
      if (receiver) senderOf.set(hashOf(receiver), transaction);
    }
  }
  const subtree = (root: JsonObject): JsonObject[] => {
    const result: JsonObject[] = [];
    const stack = [root];
    const seen = new Set<string>();
    while (stack.length > 0) {
      const next = stack.pop();
      if (!next || seen.has(hashOf(next))) continue;
      seen.add(hashOf(next));
      result.push(next);
      for (const out of outMessages(next)) {
        const child = receiverOf.get(asString(out.hash, 'hash'));
        if (child) stack.push(child);
      }
    }
    return result;
  };
  const delivered = (message: JsonObject | undefined): JsonObject | null =>
    message ? (receiverOf.get(asString(message.hash, 'hash')) ?? null) : null;

  const covered = new Set<string>();
  const drafts: Draft[] = [];
  const cover = (transactions: JsonObject[]): JsonObject[] => {
    for (const transaction of transactions) covered.add(hashOf(transaction));
    return transactions;
  };
  const withSender = (transaction: JsonObject): JsonObject[] => {
    const sender = senderOf.get(hashOf(transaction));
    return sender ? [sender, ...subtree(transaction)] : subtree(transaction);
  };

  for (const transaction of ordered) {
    const inMsg = inMessage(transaction);
    if (!inMsg || inMsg.bounced === true) continue;
    const decoded = decodedOf(inMsg);
    const account = asString(transaction.account, 'account');
    const type = decodedType(inMsg);
    if (decoded && type === 'jetton_transfer') {
      const internal = outMessages(transaction).find(
        (out) => decodedType(out) === 'jetton_internal_transfer',
      );
      const receiverTx = delivered(internal);
      const receiverWallet = internal ? stringOrNull(internal.destination) : null;
      drafts.push({
        type: 'jetton_transfer',
        transactions: cover(withSender(transaction)),
        success:
          ranWell(transaction) && !bouncedBack(transaction) && receiverTx !== null && ranWell(receiverTx),
        details: {
          asset: context.jettonOf(account) ?? (receiverWallet ? context.jettonOf(receiverWallet) : null),
          sender: stringOrNull(inMsg.source),
          receiver: rawOf(decoded.destination),
          sender_jetton_wallet: account,
          receiver_jetton_wallet: receiverWallet,
          amount: varUint(decoded.amount),
          comment: payloadComment(decoded.forward_payload),
          is_encrypted_comment: false,
          query_id: stringOrNull(decoded.query_id),
          response_destination: rawOf(decoded.response_destination),
          custom_payload: null,
          forward_payload: null,
          forward_amount: varUint(decoded.forward_ton_amount),
        },
      });
      continue;
    }
    if (decoded && type === 'nft_transfer') {
      const item = context.nftItem(account);
      drafts.push({
        type: 'nft_transfer',
        transactions: cover(withSender(transaction)),
        success: ranWell(transaction) && !bouncedBack(transaction),
        details: {
          nft_collection: item?.collection ?? null,
          nft_item: account,
          nft_item_index: item?.index ?? null,
          old_owner: stringOrNull(inMsg.source),
          new_owner: rawOf(decoded.new_owner),
          is_purchase: false,
          query_id: stringOrNull(decoded.query_id),
          response_destination: rawOf(decoded.response_destination),
          custom_payload: null,
          forward_payload: null,
          forward_amount: varUint(decoded.forward_amount),
          comment: payloadComment(decoded.forward_payload),
          is_encrypted_comment: false,
          marketplace: null,
          real_old_owner: null,
          marketplace_address: null,
          payout_amount: null,
          payout_address: null,
          payout_comment: null,
          payout_comment_encrypted: null,
          payout_comment_encoded: null,
          royalty_amount: null,
          royalty_address: null,
        },
      });
      continue;
    }
    if (context.isJettonMaster(account) && type !== 'jetton_burn_notification') {
      const internal = outMessages(transaction).find(
        (out) => decodedType(out) === 'jetton_internal_transfer',
      );
      const minted = internal ? decodedOf(internal) : null;
      if (internal && minted) {
        const receiverWallet = stringOrNull(internal.destination);
        const receiverTx = delivered(internal);
        drafts.push({
          type: 'jetton_mint',
          transactions: cover(withSender(transaction)),
          success: ranWell(transaction) && receiverTx !== null && ranWell(receiverTx),
          details: {
            asset: account,
            receiver: receiverWallet ? context.ownerOf(receiverWallet) : null,
            receiver_jetton_wallet: receiverWallet,
            amount: varUint(minted.amount),
            ton_amount: stringOrNull(internal.value),
          },
        });
      }
    }
  }

  for (const transaction of ordered) {
    const descr = description(transaction);
    const account = asString(transaction.account, 'account');
    if (descr.type === 'tick_tock') {
      drafts.push({
        type: 'tick_tock',
        transactions: [transaction],
        success: ranWell(transaction),
        details: { account },
      });
      continue;
    }
    const inMsg = inMessage(transaction);
    const deployed =
      (transaction.orig_status === 'nonexist' || transaction.orig_status === 'uninit') &&
      transaction.end_status === 'active';
    if (deployed && !covered.has(hashOf(transaction))) {
      const details: JsonObject = {};
      if (inMsg && typeof inMsg.opcode === 'string') details.opcode = inMsg.opcode;
      if (inMsg && typeof inMsg.source === 'string') details.source = inMsg.source;
      details.destination = account;
      if (inMsg && typeof inMsg.value === 'string') details.value = inMsg.value;
      drafts.push({
        type: 'contract_deploy',
        transactions: [transaction],
        success: ranWell(transaction),
        details,
      });
    }
    if (!inMsg || typeof inMsg.source !== 'string' || covered.has(hashOf(transaction))) continue;
    if (inMsg.bounced === true || inMsg.opcode === EXCESS_OPCODE) continue; // part of the sender's action
    const sender = senderOf.get(hashOf(transaction));
    const bounceBack = outMessages(transaction)
      .filter((out) => out.bounced === true)
      .map((out) => delivered(out))
      .filter((tx): tx is JsonObject => tx !== null);
    const transactions = [...(sender ? [sender] : []), transaction, ...bounceBack];
    const success = ranWell(transaction) && !bouncedBack(transaction);
    const opcode = inMsg.opcode ?? null;
    const extra = nonEmptyMap(inMsg.value_extra_currencies);
    if (opcode === null || opcode === TEXT_COMMENT_OPCODE) {
      const decoded = decodedOf(inMsg);
      // The index writes a message's own comment as {type: 'text_comment', comment} (the TL-B form
      // {'@type': 'text_comment', text} only inside payloads); either is read.
      const isComment = decoded?.type === 'text_comment' || decoded?.['@type'] === 'text_comment';
      const comment = isComment ? (stringOrNull(decoded.comment) ?? stringOrNull(decoded.text)) : null;
      drafts.push({
        type: 'ton_transfer',
        transactions,
        success,
        details: {
          source: inMsg.source,
          destination: account,
          value: stringOrNull(inMsg.value),
          ...(extra ? { value_extra_currencies: extra } : {}),
          comment,
          encrypted: false,
        },
      });
    } else {
      drafts.push({
        type: 'call_contract',
        transactions,
        success,
        details: {
          opcode,
          source: inMsg.source,
          destination: account,
          value: stringOrNull(inMsg.value),
          ...(extra ? { extra_currencies: extra } : {}),
        },
      });
    }
  }

  const body = trace.body;
  const rootIn = ordered[0] ? inMessage(ordered[0]) : null;
  const externalHash = typeof body.external_hash === 'string' ? body.external_hash : null;
  const externalHashNorm = rootIn && typeof rootIn.hash_norm === 'string' ? rootIn.hash_norm : externalHash;
  return drafts
    .map((draft, index) => ({ draft, index, start: minLt(draft.transactions) }))
    .sort((a, b) => (a.start === b.start ? a.index - b.index : a.start < b.start ? -1 : 1))
    .map(({ draft }, index) => {
      const transactions = unique(draft.transactions).sort((a, b) => {
        const ltA = BigInt(asString(a.lt, 'lt'));
        const ltB = BigInt(asString(b.lt, 'lt'));
        return ltA === ltB ? 0 : ltA < ltB ? -1 : 1;
      });
      const first = transactions[0];
      const last = transactions.at(-1);
      if (!first || !last) throw new Error('unreachable: an action has a transaction');
      const action: JsonObject = {
        sample_note: DERIVED_ACTION_NOTE,
        trace_id: trace.traceId,
        action_id: createHash('sha256')
          .update(`tonlens sample action ${trace.traceId} ${index} ${draft.type}`)
          .digest('base64'),
        start_lt: asString(first.lt, 'lt'),
        end_lt: asString(last.lt, 'lt'),
        start_utime: first.now ?? null,
        end_utime: last.now ?? null,
        trace_end_lt: body.end_lt ?? null,
        trace_end_utime: body.end_utime ?? null,
        trace_mc_seqno_end: Number(body.mc_seqno_end),
        transactions: transactions.map(hashOf),
        success: draft.success,
        type: draft.type,
        details: draft.details,
        ...(externalHash === null ? {} : { trace_external_hash: externalHash }),
        ...(externalHashNorm === null ? {} : { trace_external_hash_norm: externalHashNorm }),
        accounts: actionAccounts(transactions, draft.details),
        finality: 'finalized',
      };
      return action;
    });
}

function minLt(transactions: readonly JsonObject[]): bigint {
  let min: bigint | null = null;
  for (const transaction of transactions) {
    const value = BigInt(asString(transaction.lt, 'lt'));
    if (min === null || value < min) min = value;
  }
  return min ?? 0n;
}

function unique(transactions: readonly JsonObject[]): JsonObject[] {
  const seen = new Map<string, JsonObject>();
  for (const transaction of transactions) seen.set(hashOf(transaction), transaction);
  return [...seen.values()];
}

const RAW_ADDRESS = /^-?\d+:[0-9A-F]{64}$/;

/** The accounts of an action: its transactions' accounts and every address its details name. */
function actionAccounts(transactions: readonly JsonObject[], details: JsonObject): string[] {
  const accounts = new Set(transactions.map((transaction) => asString(transaction.account, 'account')));
  for (const value of Object.values(details)) {
    if (typeof value === 'string' && RAW_ADDRESS.test(value)) accounts.add(value);
  }
  return [...accounts];
}

/** Every raw address an action names (details and accounts), for the answer's address book. */
export function actionAddresses(action: JsonObject): string[] {
  const found = new Set<string>();
  const accounts = action.accounts;
  if (Array.isArray(accounts)) for (const item of accounts) if (typeof item === 'string') found.add(item);
  if (isJsonObject(action.details)) {
    for (const value of Object.values(action.details)) {
      if (typeof value === 'string' && RAW_ADDRESS.test(value)) found.add(value);
    }
  }
  return [...found];
}
