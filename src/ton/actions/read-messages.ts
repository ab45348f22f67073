/**
 * tonlens's own reading of what happened (issue 27), from the transactions the page already holds: used
 * where the server gives no classification (a server without /actions, the sample's emulated blocks).
 * docs/actions.md says what is read and why; the rule is "never a guess": a message tonlens does not
 * know reads "contract call `op` (unclassified)".
 *
 * How: every message the transactions name (their incoming message and their outgoing ones) is indexed by
 * hash, with the transaction that sent it and the one that received it when those are in the set (an
 * out_msg hash equals another transaction's in_msg hash). A message that follows from another by a
 * standard (a jetton transfer's internal_transfer, its notification and excess, a bounce) joins the action
 * of the message that caused it; every other message starts an action. Linear in the messages: maps by
 * hash, no search over pairs.
 *
 * Values move where the chain moved them: a flow is written only for a transaction in the set in which
 * that balance changed (the sender's jettons leave in its jetton wallet's transaction, arrive in the
 * receiver's). So a block's actions count what moved in that block, and a whole trace's actions count each
 * movement once. Coin flows are the value of plain transfers, contract calls and deploys; the coin a
 * jetton or NFT message carries pays fees and forwards and is not counted as value moved.
 */
import { normalizeAddressKey } from '../address.ts';
import type { Action, ActionAsset, SentencePart, ValueFlow } from './action-model.ts';
import type { ActionMessageShape, ActionTransactionShape, MetadataShape } from './action-transaction.ts';
import { decodedAddress, decodedAmount, decodedComment, decodedField } from './decoded-fields.ts';
import { bouncedBack, succeeded, transactionFailure } from './transaction-failure.ts';
import { t } from '../i18n/door.ts';
import type { Message } from '../i18n/messages.ts';
import { failureMessages as f, sentenceMessages as m } from './sentence-messages.ts';

export type { ActionTransactionShape, ActionMessageShape, MetadataShape } from './action-transaction.ts';

export interface ReadContext {
  /** A jetton wallet's master (raw) when the metadata says (jetton_wallets entry extra.jetton), else null. */
  jettonWalletMaster(wallet: string): string | null;
  /** A jetton wallet's owner (raw) when the metadata says (extra.owner), else null. */
  jettonWalletOwner?(wallet: string): string | null;
}

/** What the metadata says of jetton wallets: master and owner by wallet. */
export function readContextFromMetadata(metadata: MetadataShape | null | undefined): ReadContext {
  const masters = new Map<string, string>();
  const owners = new Map<string, string>();
  if (metadata && typeof metadata === 'object') {
    for (const key of Object.keys(metadata)) {
      const entries = metadata[key]?.token_info;
      if (!Array.isArray(entries)) continue;
      const wallet = rawKey(key);
      if (wallet === null) continue;
      for (const entry of entries as readonly unknown[]) {
        if (typeof entry !== 'object' || entry === null) continue;
        const info = entry as { type?: unknown; valid?: unknown; extra?: unknown };
        if (info.type !== 'jetton_wallets' || info.valid === false) continue;
        const master = rawKey(decodedField(info.extra, 'jetton'));
        const owner = rawKey(decodedField(info.extra, 'owner'));
        if (master !== null && !masters.has(wallet)) masters.set(wallet, master);
        if (owner !== null && !owners.has(wallet)) owners.set(wallet, owner);
      }
    }
  }
  return {
    jettonWalletMaster: (wallet) => masters.get(rawKey(wallet) ?? wallet) ?? null,
    jettonWalletOwner: (wallet) => owners.get(rawKey(wallet) ?? wallet) ?? null,
  };
}

/** An address (any form the metadata uses) as the raw key `0:ABC…`; null when it is none. */
function rawKey(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 100) return null;
  return normalizeAddressKey(value);
}

// ---------------------------------------------------------------------------------------------------
// Message kinds

const OP = {
  comment: 0x00000000,
  encryptedComment: 0x2167da4b,
  jettonTransfer: 0x0f8a7ea5,
  internalTransfer: 0x178d4519,
  notify: 0x7362d09c,
  excess: 0xd53276db,
  burn: 0x595f07bc,
  burnNotification: 0x7bdd97de,
  nftTransfer: 0x5fcc3d14,
  ownershipAssigned: 0x05138d91,
} as const;

type Kind =
  | 'external'
  | 'plain'
  | 'jetton-transfer'
  | 'internal-transfer'
  | 'notify'
  | 'excess'
  | 'burn'
  | 'burn-notification'
  | 'nft-transfer'
  | 'ownership-assigned'
  | 'bounced'
  | 'call';

function kindOf(message: ActionMessageShape): Kind {
  if (!message.source) return 'external';
  if (message.bounced === true) return 'bounced';
  const op = message.opcode;
  if (op === null || op === undefined) return 'plain';
  switch (op) {
    case OP.comment:
    case OP.encryptedComment:
      return 'plain';
    case OP.jettonTransfer:
      return 'jetton-transfer';
    case OP.internalTransfer:
      return 'internal-transfer';
    case OP.notify:
      return 'notify';
    case OP.excess:
      return 'excess';
    case OP.burn:
      return 'burn';
    case OP.burnNotification:
      return 'burn-notification';
    case OP.nftTransfer:
      return 'nft-transfer';
    case OP.ownershipAssigned:
      return 'ownership-assigned';
    default:
      return 'call';
  }
}

/** What a message of each kind causes by its standard: these join the action of the message they follow. */
const FOLLOW_UPS: Readonly<Partial<Record<Kind, ReadonlySet<Kind>>>> = {
  'jetton-transfer': new Set(['internal-transfer', 'bounced']),
  'internal-transfer': new Set(['notify', 'excess', 'bounced']),
  'nft-transfer': new Set(['ownership-assigned', 'excess', 'bounced']),
  burn: new Set(['burn-notification', 'bounced']),
  'burn-notification': new Set(['excess', 'bounced']),
};
const ONLY_BOUNCE: ReadonlySet<Kind> = new Set(['bounced']);

// ---------------------------------------------------------------------------------------------------
// The index of messages

interface Known {
  message: ActionMessageShape;
  kind: Kind;
  /** The transaction in the set that sent it (null: not in the set, or an external message). */
  sender: ActionTransactionShape | null;
  /** The transaction in the set that received it. */
  receiver: ActionTransactionShape | null;
  /** The message this one follows from by a standard, when it does. */
  parent: Known | null;
  /** On a message that starts an action: the messages of that action, this one first. */
  members: Known[] | null;
}

function known(message: ActionMessageShape): Known {
  return { message, kind: kindOf(message), sender: null, receiver: null, parent: null, members: null };
}

/**
 * Every message the transactions name, once, in encounter order (the transactions' order, in_msg before
 * out_msgs), with its sender and receiver in the set, its parent, and each action's members on its root.
 */
function indexMessages(transactions: readonly ActionTransactionShape[]): Known[] {
  const byKey = new Map<string, Known>();
  const list: Known[] = [];
  /** Each transaction's incoming message, to find the parent of what it sent. */
  const incoming = new Map<ActionTransactionShape, Known>();
  for (const [t, transaction] of transactions.entries()) {
    const inMsg = transaction.in_msg;
    if (inMsg) {
      const key = inMsg.hash || `in:${t}`;
      let entry = byKey.get(key);
      if (entry === undefined) {
        entry = known(inMsg);
        byKey.set(key, entry);
        list.push(entry);
      }
      entry.receiver ??= transaction;
      incoming.set(transaction, entry);
    }
    const outs = transaction.out_msgs;
    if (!Array.isArray(outs)) continue;
    for (let o = 0; o < outs.length; o++) {
      const out: ActionMessageShape = outs[o];
      // An external outbound message (a log) goes nowhere and moves nothing.
      if (!out.destination) continue;
      const key = out.hash || `out:${t}:${o}`;
      let entry = byKey.get(key);
      if (entry === undefined) {
        entry = known(out);
        byKey.set(key, entry);
        list.push(entry);
      }
      entry.sender ??= transaction;
    }
  }
  // Parents: the message the sending transaction received, when this kind follows from that one's.
  for (const entry of list) {
    if (entry.sender === null) continue;
    const parent = incoming.get(entry.sender);
    if (parent === undefined || parent === entry) continue;
    const follows = FOLLOW_UPS[parent.kind] ?? (parent.kind === 'external' ? undefined : ONLY_BOUNCE);
    if (follows?.has(entry.kind)) entry.parent = parent;
  }
  for (const entry of list) {
    let root = entry;
    // Standard chains are short (a jetton transfer: four messages); the bound stops a hostile loop.
    for (let step = 0; root.parent !== null && step < 16; step++) root = root.parent;
    if (root.members === null) root.members = [entry];
    else root.members.push(entry);
  }
  return list;
}

// ---------------------------------------------------------------------------------------------------
// Reading

/** tonlens's own reading of the transactions' messages: the actions, in the order of their first message. */
export function readActionsFromTransactions(
  transactions: readonly ActionTransactionShape[],
  context: ReadContext,
): Action[] {
  const actions: Action[] = [];
  for (const action of readActionsStepwise(transactions, context)) if (action) actions.push(action);
  return actions;
}

/**
 * The same reading one message group at a time: after one pass that indexes the messages, each step reads
 * one group and yields its action, or null when the group is none. A caller reading thousands of linked
 * transactions (one trace) gives the main thread back between steps; readActionsFromTransactions takes
 * them all at once.
 */
export function* readActionsStepwise(
  transactions: readonly ActionTransactionShape[],
  context: ReadContext,
): Generator<Action | null, void, undefined> {
  const perFirst = new Map<string, number>();
  for (const root of indexMessages(transactions)) {
    const members = root.members;
    if (members === null) continue;
    const read = readGroup(root, members, context);
    if (read === null) {
      yield null;
      continue;
    }
    const spanned = spannedTransactions(members);
    const first = spanned[0];
    if (first === undefined) {
      yield null;
      continue;
    }
    const n = perFirst.get(first.hash) ?? 0;
    perFirst.set(first.hash, n + 1);
    const returned = returnedFlows(members);
    const hashes: string[] = [];
    let traceId: string | null = null;
    for (const transaction of spanned) {
      hashes.push(transaction.hash);
      traceId ??= transaction.trace_id || null;
    }
    yield {
      id: `tonlens:${first.hash}:${n}`,
      type: read.type,
      source: 'tonlens',
      success: read.success,
      failure: read.failure,
      sentence: read.sentence,
      accounts: read.accounts,
      flows: returned.length === 0 ? read.flows : [...read.flows, ...returned],
      transactions: hashes,
      traceId,
    };
  }
}

/**
 * What bounces brought back: a bounced message received in the set returns its value to its receiver,
 * whichever action it belongs to (a failed transfer, call, deploy, or a jetton request a wallet refused).
 */
function returnedFlows(members: readonly Known[]): ValueFlow[] {
  const flows: ValueFlow[] = [];
  for (const member of members) {
    const { value, destination } = member.message;
    if (member.kind === 'bounced' && member.receiver && destination && value !== undefined && value > 0n) {
      flows.push({ account: destination, asset: COIN, delta: value });
    }
  }
  return flows;
}

/** The transactions a group's messages were sent or received in, by logical time (the causal order). */
function spannedTransactions(members: readonly Known[]): ActionTransactionShape[] {
  const spanned: ActionTransactionShape[] = [];
  for (const member of members) {
    if (member.sender !== null && !spanned.includes(member.sender)) spanned.push(member.sender);
    if (member.receiver !== null && !spanned.includes(member.receiver)) spanned.push(member.receiver);
  }
  if (spanned.length > 1) spanned.sort((a, b) => (a.lt < b.lt ? -1 : a.lt > b.lt ? 1 : 0));
  return spanned;
}

type ReadAction = Omit<Action, 'id' | 'source' | 'transactions' | 'traceId'>;

function readGroup(root: Known, members: readonly Known[], context: ReadContext): ReadAction | null {
  switch (root.kind) {
    case 'external':
      return readExternal(root);
    case 'plain':
      return readPlain(root, members);
    case 'jetton-transfer':
      return readJettonTransfer(root, members, context);
    case 'internal-transfer':
      return readInternalTransfer(root, members, context);
    case 'notify':
      return readNotify(root, context);
    case 'excess':
      return readExcess(root);
    case 'burn':
      return readBurn(root, members, context);
    case 'burn-notification':
      return readBurnNotification(root, context);
    case 'nft-transfer':
      return readNftTransfer(root, members);
    case 'ownership-assigned':
      return readOwnershipAssigned(root);
    case 'bounced':
      return readBounced(root);
    case 'call':
      return readCall(root);
  }
}

const account = (raw: string): SentencePart => ({ kind: 'account', raw });
const coin = (nanos: bigint): SentencePart => ({ kind: 'coin', nanos });
const words = (message: Message, values?: Readonly<Record<string, SentencePart>>): SentencePart =>
  values === undefined ? { kind: 'words', message } : { kind: 'words', message, values };
const COIN: ActionAsset = Object.freeze({ kind: 'coin' });
// The parts most sentences share, one frozen object each (a big block has thousands of transfers).
const NO_CLAUSE: SentencePart = Object.freeze({ kind: 'text', text: '' });
const ENCRYPTED_COMMENT = Object.freeze(words(m.encryptedClause));
const UNREADABLE_AMOUNT = Object.freeze(words(m.unreadableAmount));
const UNREADABLE_ADDRESS = Object.freeze(words(m.unreadableAddress));
const UNREADABLE_JETTON_AMOUNT = Object.freeze(words(m.unreadableJettonAmount));

/** A comment clause: " with comment “…”", or nothing. */
function commentClause(comment: string | null): SentencePart {
  return comment === null
    ? NO_CLAUSE
    : words(m.commentClause, { comment: { kind: 'stranger', text: comment } });
}

function unique(accounts: ReadonlyArray<string | null | undefined>): string[] {
  const list: string[] = [];
  for (const value of accounts)
    if (typeof value === 'string' && value !== '' && !list.includes(value)) list.push(value);
  return list;
}

function decodedOf(message: ActionMessageShape): unknown {
  return message.message_content?.decoded ?? undefined;
}

/** The bounce a transaction sent back (its outgoing message marked bounced), among the group's messages. */
function bounceFrom(members: readonly Known[], failed: ActionTransactionShape | null): Known | null {
  if (!failed) return null;
  return members.find((member) => member.kind === 'bounced' && member.sender === failed) ?? null;
}

/** An external message: only a deploy is an action of its own; a wallet's request acts through its messages. */
function readExternal(root: Known): ReadAction | null {
  const receiver = root.receiver;
  if (!receiver || !isDeploy(receiver)) return null;
  return {
    type: 'contract_deploy',
    success: succeeded(receiver),
    failure: transactionFailure(receiver),
    sentence: [words(m.deployedItself, { account: account(receiver.account) })],
    accounts: [receiver.account],
    flows: [],
  };
}

/** The account went from nothing (or a balance only) to a contract with code. */
function isDeploy(transaction: ActionTransactionShape): boolean {
  return (
    (transaction.orig_status === 'nonexist' || transaction.orig_status === 'uninit') &&
    transaction.end_status === 'active'
  );
}

/** A coin transfer (with a comment or none), or a deploy when it carried a StateInit that took. */
function readPlain(root: Known, members: readonly Known[]): ReadAction {
  const message = root.message;
  const from = message.source ?? '';
  const to = message.destination ?? '';
  const value = message.value;
  const receiver = root.receiver;
  if (receiver && message.init_state && isDeploy(receiver)) return readDeploy(root, receiver);
  if (receiver && bouncedBack(receiver)) return readBounce(root, receiver, bounceFrom(members, receiver));

  const sentence: SentencePart[] = [
    words(m.sent, {
      from: account(from),
      amount: value === undefined ? UNREADABLE_AMOUNT : coin(value),
      to: account(to),
      comment:
        message.opcode === OP.encryptedComment
          ? ENCRYPTED_COMMENT
          : commentClause(decodedComment(decodedOf(message))),
    }),
  ];
  const flows: ValueFlow[] = [];
  if (value !== undefined && value > 0n) {
    if (root.sender) flows.push({ account: from, asset: COIN, delta: -value });
    if (receiver) flows.push({ account: to, asset: COIN, delta: value });
  }
  let success: boolean | null = null;
  let failure: string | null = null;
  if (receiver) {
    // The value is credited before any code runs: unless it bounced, the receiver keeps it. An account
    // that ran no code for it (no code yet, or too little value to buy gas) simply holds it, which is
    // what a transfer asks.
    const ranNoCode = receiver.description?.compute_ph?.skipped === true;
    failure = ranNoCode ? null : transactionFailure(receiver);
    success = failure === null;
    if (failure !== null && !receiver.description?.bounce) failure = t(f.valueStayed, { failure });
  }
  return { type: 'ton_transfer', success, failure, sentence, accounts: unique([from, to]), flows };
}

/** A message whose receiver failed and sent it back: "transfer to B bounced: 0.5 GRAM returned". */
function readBounce(root: Known, receiver: ActionTransactionShape, bounce: Known | null): ReadAction {
  const message = root.message;
  const from = message.source ?? '';
  const to = message.destination ?? '';
  const returned = bounce?.message.value ?? returnedValue(receiver);
  const sentence: SentencePart[] = [
    returned === undefined
      ? words(m.bounced, { to: account(to) })
      : words(m.bouncedReturned, { to: account(to), amount: coin(returned), from: account(from) }),
  ];
  const flows: ValueFlow[] = [];
  if (root.sender && message.value !== undefined && message.value > 0n) {
    flows.push({ account: from, asset: COIN, delta: -message.value });
  }
  return {
    type: 'bounce',
    success: false,
    failure: transactionFailure(receiver),
    sentence,
    accounts: unique([from, to]),
    flows,
  };
}

/** The value of the bounce a failed transaction sent (its outgoing message marked bounced). */
function returnedValue(transaction: ActionTransactionShape): bigint | undefined {
  const outs = transaction.out_msgs;
  if (!Array.isArray(outs)) return undefined;
  return (outs as readonly ActionMessageShape[]).find((out) => out.bounced === true)?.value;
}

function readDeploy(root: Known, receiver: ActionTransactionShape): ReadAction {
  const message = root.message;
  const from = message.source ?? '';
  const to = message.destination ?? '';
  const value = message.value;
  const sentence: SentencePart[] = [
    value !== undefined && value > 0n
      ? words(m.deployedWith, { from: account(from), contract: account(to), amount: coin(value) })
      : words(m.deployed, { from: account(from), contract: account(to) }),
  ];
  const flows: ValueFlow[] = [];
  const bounced = bouncedBack(receiver);
  if (value !== undefined && value > 0n) {
    if (root.sender) flows.push({ account: from, asset: COIN, delta: -value });
    if (!bounced) flows.push({ account: to, asset: COIN, delta: value });
  }
  return {
    type: 'contract_deploy',
    success: succeeded(receiver),
    failure: transactionFailure(receiver),
    sentence,
    accounts: unique([from, to]),
    flows,
  };
}

/** A message tonlens knows no standard for: named by its opcode, never guessed. */
function readCall(root: Known): ReadAction {
  const message = root.message;
  const from = message.source ?? '';
  const to = message.destination ?? '';
  const receiver = root.receiver;
  if (receiver && message.init_state && isDeploy(receiver)) return readDeploy(root, receiver);
  const value = message.value;
  const sentence: SentencePart[] = [
    words(m.unclassifiedCall, {
      from: account(from),
      to: account(to),
      opcode: { kind: 'opcode', opcode: message.opcode ?? 0 },
    }),
  ];
  const flows: ValueFlow[] = [];
  const bounced = receiver !== null && bouncedBack(receiver);
  if (value !== undefined && value > 0n) {
    if (root.sender) flows.push({ account: from, asset: COIN, delta: -value });
    if (receiver && !bounced) flows.push({ account: to, asset: COIN, delta: value });
  }
  return {
    type: 'unclassified',
    success: receiver ? succeeded(receiver) : null,
    failure: receiver ? transactionFailure(receiver) : null,
    sentence,
    accounts: unique([from, to]),
    flows,
  };
}

function jettonPart(master: string | null, amount: bigint | null): SentencePart {
  return amount === null ? UNREADABLE_JETTON_AMOUNT : { kind: 'jetton', master, amount };
}

const jettonAsset = (master: string | null): ActionAsset => ({ kind: 'jetton', master });

function ownerOf(context: ReadContext, wallet: string | null | undefined): string | null {
  if (!wallet) return null;
  return context.jettonWalletOwner?.(wallet) ?? null;
}

/**
 * TEP-74 transfer: the owner asks its jetton wallet (this message) to send `amount` to `destination` (an
 * owner); the wallet sends internal_transfer to the receiver's wallet, which notifies the new owner and
 * returns the excess. It failed if either wallet failed; the jettons come back with the bounce of a failed
 * internal_transfer.
 */
function readJettonTransfer(root: Known, members: readonly Known[], context: ReadContext): ReadAction {
  const message = root.message;
  const decoded = decodedOf(message);
  const owner = message.source ?? '';
  const wallet = message.destination ?? '';
  const master = context.jettonWalletMaster(wallet);
  const amount = decodedAmount(decodedField(decoded, 'amount'));
  const destination = decodedAddress(decodedField(decoded, 'destination'));
  const first = root.receiver;
  const internal =
    members.find((member) => member.kind === 'internal-transfer' && member.sender === first && first) ?? null;
  const second = internal?.receiver ?? null;

  const sentence: SentencePart[] = [
    words(m.sent, {
      from: account(owner),
      amount: jettonPart(master, amount),
      to: destination ? account(destination) : UNREADABLE_ADDRESS,
      comment: commentClause(decodedComment(decodedField(decoded, 'forward_payload'))),
    }),
  ];

  const flows: ValueFlow[] = [];
  let success: boolean | null = null;
  let failure: string | null = null;
  if (first) {
    failure = transactionFailure(first, { jettonWallet: true });
    if (failure !== null) {
      success = false;
      failure = t(f.senderWalletRefused, { failure });
    } else if (amount !== null && amount > 0n) {
      flows.push({ account: owner, asset: jettonAsset(master), delta: -amount });
    }
  }
  if (success === null && second) {
    const secondFailure = transactionFailure(second, { jettonWallet: true });
    if (secondFailure !== null) {
      success = false;
      const back = bounceFrom(members, second);
      const restored = back?.receiver ?? null;
      failure = t(restored ? f.receiverWalletRefusedBack : f.receiverWalletRefused, {
        failure: secondFailure,
      });
      if (restored && succeeded(restored) !== false && amount !== null && amount > 0n) {
        flows.push({ account: owner, asset: jettonAsset(master), delta: amount });
      }
    } else {
      success = first ? true : null;
      if (amount !== null && amount > 0n && destination) {
        flows.push({ account: destination, asset: jettonAsset(master), delta: amount });
      }
    }
  }
  return {
    type: 'jetton_transfer',
    success,
    failure,
    sentence,
    accounts: unique([owner, destination, wallet, internal?.message.destination]),
    flows,
  };
}

/**
 * An internal_transfer whose jetton_transfer is not in the set: a mint when the metadata says the sender
 * is the receiving wallet's master, the arriving half of a transfer when it says the sender is a wallet of
 * the same jetton, and otherwise the message for what it is (which of the two it is would be a guess).
 */
function readInternalTransfer(root: Known, members: readonly Known[], context: ReadContext): ReadAction {
  const message = root.message;
  const decoded = decodedOf(message);
  const source = message.source ?? '';
  const wallet = message.destination ?? '';
  const amount = decodedAmount(decodedField(decoded, 'amount'));
  const from = decodedAddress(decodedField(decoded, 'from'));
  const receiver = root.receiver;
  const masterOfReceiving = context.jettonWalletMaster(wallet);
  const masterOfSending = context.jettonWalletMaster(source);
  const notify = members.find((member) => member.kind === 'notify' && member.sender === receiver && receiver);
  const owner = notify?.message.destination ?? ownerOf(context, wallet);
  const failure = receiver ? transactionFailure(receiver, { jettonWallet: true }) : null;
  const success = receiver ? failure === null : null;
  const arrived = receiver !== null && failure === null && amount !== null && amount > 0n;
  const to: SentencePart = owner ? account(owner) : words(m.ownerOfJettonWallet, { wallet: account(wallet) });

  if (masterOfReceiving !== null && masterOfReceiving === normalizeAddressKey(source)) {
    return {
      type: 'jetton_mint',
      success,
      failure,
      sentence: [
        words(m.minted, { minter: account(source), amount: jettonPart(masterOfReceiving, amount), to }),
      ],
      accounts: unique([source, owner, wallet]),
      flows: arrived
        ? [{ account: owner ?? wallet, asset: jettonAsset(masterOfReceiving), delta: amount }]
        : [],
    };
  }
  const master = masterOfReceiving ?? masterOfSending;
  const sameJetton =
    masterOfSending !== null && masterOfReceiving !== null && masterOfSending === masterOfReceiving;
  if (sameJetton && from) {
    return {
      type: 'jetton_transfer',
      success,
      failure,
      sentence: [
        words(m.sent, { from: account(from), amount: jettonPart(master, amount), to, comment: NO_CLAUSE }),
      ],
      accounts: unique([from, owner, source, wallet]),
      flows: arrived ? [{ account: owner ?? wallet, asset: jettonAsset(master), delta: amount }] : [],
    };
  }
  return {
    type: 'jetton_internal_transfer',
    success,
    failure,
    sentence: [
      words(m.internalTransfer, {
        from: account(source),
        amount: jettonPart(master, amount),
        wallet: account(wallet),
      }),
    ],
    accounts: unique([source, wallet, from, owner]),
    flows: arrived ? [{ account: owner ?? wallet, asset: jettonAsset(master), delta: amount }] : [],
  };
}

/** A transfer notification whose transfer is not in the set: the jettons arrived before it. */
function readNotify(root: Known, context: ReadContext): ReadAction {
  const message = root.message;
  const decoded = decodedOf(message);
  const wallet = message.source ?? '';
  const owner = message.destination ?? '';
  const amount = decodedAmount(decodedField(decoded, 'amount'));
  const sender = decodedAddress(decodedField(decoded, 'sender'));
  const master = context.jettonWalletMaster(wallet);
  const comment = commentClause(decodedComment(decodedField(decoded, 'forward_payload')));
  const notified = { owner: account(owner), amount: jettonPart(master, amount), comment };
  const sentence: SentencePart[] = [
    sender ? words(m.notifiedFrom, { ...notified, sender: account(sender) }) : words(m.notified, notified),
  ];
  const { success, failure } = informational(root.receiver);
  return {
    type: 'jetton_notification',
    success,
    failure,
    sentence,
    accounts: unique([owner, sender, wallet]),
    flows: [],
  };
}

/**
 * A message that tells its receiver of something already done (a transfer notification, an NFT's
 * ownership assigned): the value moved before it. A receiver that runs no code for it (a wallet given too
 * little gas, an account without code) ignores it, which is no failure; a receiver whose code failed on it
 * (a DEX refusing a deposit) did fail, and says why.
 */
function informational(receiver: ActionTransactionShape | null): {
  success: boolean | null;
  failure: string | null;
} {
  if (!receiver) return { success: null, failure: null };
  if (receiver.description?.compute_ph?.skipped === true) return { success: true, failure: null };
  const failure = transactionFailure(receiver);
  return { success: failure === null ? succeeded(receiver) : false, failure };
}

/** Excess returned by a standard contract, its request not in the set. Fees' change: no value moved. */
function readExcess(root: Known): ReadAction {
  const message = root.message;
  const from = message.source ?? '';
  const to = message.destination ?? '';
  const value = message.value;
  const sentence: SentencePart[] = [
    words(m.excessReturned, {
      from: account(from),
      amount: value === undefined ? UNREADABLE_AMOUNT : coin(value),
      to: account(to),
    }),
  ];
  return {
    type: 'excess',
    success: root.receiver ? succeeded(root.receiver) : null,
    failure: root.receiver ? transactionFailure(root.receiver) : null,
    sentence,
    accounts: unique([to, from]),
    flows: [],
  };
}

/** TEP-74 burn: the owner asks its wallet to burn; the wallet tells the master (burn_notification). */
function readBurn(root: Known, members: readonly Known[], context: ReadContext): ReadAction {
  const message = root.message;
  const owner = message.source ?? '';
  const wallet = message.destination ?? '';
  const amount = decodedAmount(decodedField(decodedOf(message), 'amount'));
  const master = context.jettonWalletMaster(wallet);
  const receiver = root.receiver;
  let failure = receiver ? transactionFailure(receiver, { jettonWallet: true }) : null;
  let success: boolean | null = receiver ? failure === null : null;
  const flows: ValueFlow[] = [];
  if (receiver && failure === null && amount !== null && amount > 0n) {
    flows.push({ account: owner, asset: jettonAsset(master), delta: -amount });
  }
  const notification = members.find(
    (member) => member.kind === 'burn-notification' && member.sender === receiver,
  );
  const masterTx = notification?.receiver ?? null;
  if (success && masterTx) {
    const masterFailure = transactionFailure(masterTx);
    if (masterFailure !== null) {
      success = false;
      failure = t(f.masterRefusedBurn, { failure: masterFailure });
    }
  }
  return {
    type: 'jetton_burn',
    success,
    failure,
    sentence: [words(m.burned, { owner: account(owner), amount: jettonPart(master, amount) })],
    accounts: unique([owner, wallet, notification?.message.destination]),
    flows,
  };
}

function readBurnNotification(root: Known, context: ReadContext): ReadAction {
  const message = root.message;
  const decoded = decodedOf(message);
  const wallet = message.source ?? '';
  const master = context.jettonWalletMaster(wallet);
  const amount = decodedAmount(decodedField(decoded, 'amount'));
  const owner = decodedAddress(decodedField(decoded, 'sender'));
  const receiver = root.receiver;
  const sentence: SentencePart[] = [
    owner
      ? words(m.burnTold, { owner: account(owner), amount: jettonPart(master, amount) })
      : words(m.walletBurnTold, { wallet: account(wallet), amount: jettonPart(master, amount) }),
  ];
  return {
    type: 'jetton_burn',
    success: receiver ? succeeded(receiver) : null,
    failure: receiver ? transactionFailure(receiver) : null,
    sentence,
    accounts: unique([owner, wallet, message.destination]),
    flows: [],
  };
}

/** TEP-62 transfer: the owner asks the item (this message) to change owner; the item tells the new one. */
function readNftTransfer(root: Known, members: readonly Known[]): ReadAction {
  const message = root.message;
  const decoded = decodedOf(message);
  const owner = message.source ?? '';
  const item = message.destination ?? '';
  const newOwner = decodedAddress(decodedField(decoded, 'new_owner'));
  const receiver = root.receiver;
  const sentence: SentencePart[] = [
    words(m.nftTransferred, {
      from: account(owner),
      item: account(item),
      to: newOwner ? account(newOwner) : UNREADABLE_ADDRESS,
      comment: commentClause(decodedComment(decodedField(decoded, 'forward_payload'))),
    }),
  ];
  void members;
  return {
    type: 'nft_transfer',
    success: receiver ? succeeded(receiver) : null,
    failure: receiver ? transactionFailure(receiver) : null,
    sentence,
    accounts: unique([owner, newOwner, item]),
    flows: [],
  };
}

function readOwnershipAssigned(root: Known): ReadAction {
  const message = root.message;
  const decoded = decodedOf(message);
  const item = message.source ?? '';
  const owner = message.destination ?? '';
  const previous = decodedAddress(decodedField(decoded, 'prev_owner'));
  const sentence: SentencePart[] = [
    previous
      ? words(m.ownershipAssignedFrom, {
          owner: account(owner),
          item: account(item),
          previous: account(previous),
        })
      : words(m.ownershipAssigned, { owner: account(owner), item: account(item) }),
  ];
  const { success, failure } = informational(root.receiver);
  return {
    type: 'nft_ownership_assigned',
    success,
    failure,
    sentence,
    accounts: unique([owner, item, previous]),
    flows: [],
  };
}

/** A bounced message whose failed transaction is not in the set. */
function readBounced(root: Known): ReadAction {
  const message = root.message;
  const failedAt = message.source ?? '';
  const backTo = message.destination ?? '';
  const value = message.value;
  const sentence: SentencePart[] = [
    value === undefined
      ? words(m.bounced, { to: account(failedAt) })
      : words(m.bouncedReturned, { to: account(failedAt), amount: coin(value), from: account(backTo) }),
  ];
  return {
    type: 'bounce',
    success: false,
    failure: t(f.bouncedUnseen),
    sentence,
    accounts: unique([backTo, failedAt]),
    flows: [],
  };
}
