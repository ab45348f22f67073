/**
 * The server's classification (`GET /api/v3/actions`, and the actions a trace answer carries) read into
 * the one action model, tolerantly: an action object of the index (toncenter ton-indexer, Go models
 * `Action` and `ActionDetails*`) with its `type`, `success`, `transactions`, `trace_id` and `details`.
 *
 * - The common types are read from their details: ton_transfer, jetton_transfer, jetton_mint, jetton_burn,
 *   jetton_swap, nft_transfer, nft_mint, contract_deploy, call_contract. Every other type (DNS, staking,
 *   DEX liquidity, multisig, … about sixty) reads as its label with the accounts its details name; no
 *   amount is guessed from fields tonlens does not know.
 * - Amounts are decimal strings read as bigint; anything else is refused and the sentence says the amount
 *   is unreadable (the action is kept, with no flow for it).
 * - Addresses are the index's raw form (`0:ABC…`); anything else is not an account.
 * - Type names, comments and DEX names are strangers' text: kept as data, shown through the text-safety
 *   functions where text is built (./action-text.ts).
 * - Never throws: the caller may hand it anything an answer held.
 */
import type { Action, ActionAsset, SentencePart, ValueFlow } from './action-model.ts';
import { parseOpcode } from '../chain/opcodes.ts';
import { t } from '../i18n/door.ts';
import type { Message } from '../i18n/messages.ts';
import { failureMessages, sentenceMessages as m } from './sentence-messages.ts';

type JsonRecord = Readonly<Record<string, unknown>>;

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function field(record: unknown, key: string): unknown {
  return isRecord(record) && Object.hasOwn(record, key) ? record[key] : undefined;
}

const RAW_ADDRESS = /^-?[0-9]{1,3}:[0-9a-fA-F]{64}$/;

/** A raw address as the index writes it, uppercased; null for anything else. */
function addressOf(value: unknown): string | null {
  if (typeof value !== 'string' || !RAW_ADDRESS.test(value)) return null;
  const [workchain, hex] = value.split(':') as [string, string];
  return `${Number(workchain)}:${hex.toUpperCase()}`;
}

const DIGITS = /^[0-9]{1,80}$/;

/** A decimal amount string as bigint; null when absent or anything but a plain decimal integer. */
function amountOf(value: unknown): bigint | null {
  return typeof value === 'string' && DIGITS.test(value) ? BigInt(value) : null;
}

/** Most stranger's text kept as data (a type name, a DEX's name; comments are kept whole). */
const TYPE_KEPT = 256;
/** Transactions read from one action (the index caps a trace at 4,000). */
const MAX_TRANSACTIONS = 4_000;
/** Accounts read from one action's details. */
const MAX_ACCOUNTS = 64;

const account = (raw: string): SentencePart => ({ kind: 'account', raw });
const stranger = (value: string): SentencePart => ({ kind: 'stranger', text: value });
const words = (message: Message, values?: Readonly<Record<string, SentencePart | number>>): SentencePart =>
  values === undefined ? { kind: 'words', message } : { kind: 'words', message, values };
const COIN: ActionAsset = { kind: 'coin' };
const UNREADABLE = words(m.unreadableAmount);
const NO_CLAUSE: SentencePart = { kind: 'text', text: '' };

function coinPart(nanos: bigint | null): SentencePart {
  return nanos === null ? UNREADABLE : { kind: 'coin', nanos };
}

function assetAmountPart(asset: ActionAsset, amount: bigint | null): SentencePart {
  if (amount === null) return UNREADABLE;
  return asset.kind === 'coin'
    ? { kind: 'coin', nanos: amount }
    : { kind: 'jetton', master: asset.master, amount };
}

function accountOr(raw: string | null, otherwise: Message): SentencePart {
  return raw === null ? words(otherwise) : account(raw);
}

/** A sender's loss and a receiver's gain, when the action did what it set out to and the amount reads. */
function moved(
  success: boolean | null,
  asset: ActionAsset,
  amount: bigint | null,
  from: string | null,
  to: string | null,
): ValueFlow[] {
  if (success === false || amount === null || amount === 0n) return [];
  const flows: ValueFlow[] = [];
  if (from !== null) flows.push({ account: from, asset, delta: -amount });
  if (to !== null) flows.push({ account: to, asset, delta: amount });
  return flows;
}

/** The comment clause of a sentence: " with comment “…”", " with an encrypted comment", or nothing. */
function commentClause(details: unknown, key = 'comment', encryptedKey = 'encrypted'): SentencePart {
  if (field(details, encryptedKey) === true) return words(m.encryptedClause);
  const comment = field(details, key);
  return typeof comment === 'string' && comment !== ''
    ? words(m.commentClause, { comment: stranger(comment) })
    : NO_CLAUSE;
}

interface Read {
  sentence: SentencePart[];
  accounts: Array<string | null>;
  flows: ValueFlow[];
}

function readTonTransfer(details: unknown, success: boolean | null): Read {
  const source = addressOf(field(details, 'source'));
  const destination = addressOf(field(details, 'destination'));
  const value = amountOf(field(details, 'value'));
  return {
    sentence: [
      words(m.sent, {
        from: accountOr(source, m.someone),
        amount: coinPart(value),
        to: accountOr(destination, m.someone),
        comment: commentClause(details),
      }),
    ],
    accounts: [source, destination],
    flows: moved(success, COIN, value, source, destination),
  };
}

function jettonOf(details: unknown, key = 'asset'): ActionAsset {
  return { kind: 'jetton', master: addressOf(field(details, key)) };
}

function readJettonTransfer(details: unknown, success: boolean | null): Read {
  const asset = jettonOf(details);
  const sender = addressOf(field(details, 'sender'));
  const receiver = addressOf(field(details, 'receiver'));
  const amount = amountOf(field(details, 'amount'));
  return {
    sentence: [
      words(m.sent, {
        from: accountOr(sender, m.someone),
        amount: assetAmountPart(asset, amount),
        to: accountOr(receiver, m.someone),
        comment: commentClause(details, 'comment', 'is_encrypted_comment'),
      }),
    ],
    accounts: [
      sender,
      receiver,
      addressOf(field(details, 'sender_jetton_wallet')),
      addressOf(field(details, 'receiver_jetton_wallet')),
    ],
    flows: moved(success, asset, amount, sender, receiver),
  };
}

function readJettonMint(details: unknown, success: boolean | null): Read {
  const asset = jettonOf(details);
  const receiver = addressOf(field(details, 'receiver'));
  const amount = amountOf(field(details, 'amount'));
  const master = asset.kind === 'jetton' ? asset.master : null;
  return {
    sentence: [
      words(m.minted, {
        minter: accountOr(master, m.aJettonMaster),
        amount: assetAmountPart(asset, amount),
        to: accountOr(receiver, m.someone),
      }),
    ],
    accounts: [receiver, master, addressOf(field(details, 'receiver_jetton_wallet'))],
    flows: moved(success, asset, amount, null, receiver),
  };
}

function readJettonBurn(details: unknown, success: boolean | null): Read {
  const asset = jettonOf(details);
  const owner = addressOf(field(details, 'owner'));
  const amount = amountOf(field(details, 'amount'));
  return {
    sentence: [
      words(m.burned, { owner: accountOr(owner, m.someone), amount: assetAmountPart(asset, amount) }),
    ],
    accounts: [owner, addressOf(field(details, 'owner_jetton_wallet')), addressOf(field(details, 'asset'))],
    flows: moved(success, asset, amount, owner, null),
  };
}

/**
 * A swap: the DEX got `dex_incoming_transfer.amount` of `asset_in` and paid `dex_outgoing_transfer.amount`
 * of `asset_out`. The index writes no asset for the native coin (its `Asset(is_ton=True)` has no address),
 * so an absent asset is the coin here.
 */
function readJettonSwap(details: unknown, success: boolean | null): Read {
  const sender = addressOf(field(details, 'sender'));
  const incoming = field(details, 'dex_incoming_transfer');
  const outgoing = field(details, 'dex_outgoing_transfer');
  const assetOf = (key: string, transfer: unknown): ActionAsset => {
    const master = addressOf(field(details, key)) ?? addressOf(field(transfer, 'asset'));
    return master === null ? COIN : { kind: 'jetton', master };
  };
  const assetIn = assetOf('asset_in', incoming);
  const assetOut = assetOf('asset_out', outgoing);
  const amountIn = amountOf(field(incoming, 'amount'));
  const amountOut = amountOf(field(outgoing, 'amount'));
  const dex = field(details, 'dex');
  const pool = addressOf(field(incoming, 'destination')) ?? addressOf(field(outgoing, 'source'));
  const swap = {
    sender: accountOr(sender, m.someone),
    amountIn: assetAmountPart(assetIn, amountIn),
    amountOut: assetAmountPart(assetOut, amountOut),
  };
  const sentence: SentencePart[] = [
    typeof dex === 'string' && dex !== ''
      ? words(m.swappedOn, { ...swap, dex: stranger(dex.slice(0, TYPE_KEPT)) })
      : words(m.swapped, swap),
  ];
  const flows: ValueFlow[] = [];
  if (success !== false && sender !== null) {
    if (amountIn !== null && amountIn > 0n) flows.push({ account: sender, asset: assetIn, delta: -amountIn });
    if (amountOut !== null && amountOut > 0n)
      flows.push({ account: sender, asset: assetOut, delta: amountOut });
  }
  return {
    sentence,
    accounts: [sender, pool, addressOf(field(incoming, 'source')), addressOf(field(outgoing, 'destination'))],
    flows,
  };
}

function readNftTransfer(details: unknown): Read {
  const item = addressOf(field(details, 'nft_item'));
  const oldOwner = addressOf(field(details, 'old_owner'));
  const newOwner = addressOf(field(details, 'new_owner'));
  const transfer = {
    from: accountOr(oldOwner, m.someone),
    item: accountOr(item, m.anNftItem),
    to: accountOr(newOwner, m.someone),
    comment: commentClause(details, 'comment', 'is_encrypted_comment'),
  };
  const price = amountOf(field(details, 'price'));
  const sentence: SentencePart[] = [
    field(details, 'is_purchase') === true && price !== null
      ? words(m.nftSold, { ...transfer, price: coinPart(price) })
      : words(m.nftTransferred, transfer),
  ];
  return {
    sentence,
    accounts: [oldOwner, newOwner, item, addressOf(field(details, 'nft_collection'))],
    flows: [],
  };
}

function readNftMint(details: unknown): Read {
  const item = addressOf(field(details, 'nft_item'));
  const owner = addressOf(field(details, 'owner'));
  const collection = addressOf(field(details, 'nft_collection'));
  const minted = { collection: accountOr(collection, m.aCollection), item: accountOr(item, m.anItem) };
  const sentence: SentencePart[] = [
    owner !== null ? words(m.nftMintedFor, { ...minted, owner: account(owner) }) : words(m.nftMinted, minted),
  ];
  return { sentence, accounts: [owner, item, collection], flows: [] };
}

/**
 * A deploy moves nothing of its own: the index's classifier lifts it out beside the ton_transfer or
 * call_contract of the same message (ton-index-go's unwind_deployments), which already carries its
 * value; counting it here too would count that value twice in a block's totals.
 */
function readDeploy(details: unknown): Read {
  const source = addressOf(field(details, 'source'));
  const destination = addressOf(field(details, 'destination'));
  const sentence: SentencePart[] =
    source === null
      ? [words(m.wasDeployed, { contract: accountOr(destination, m.aContract) })]
      : [words(m.deployed, { from: account(source), contract: accountOr(destination, m.aContract) })];
  return { sentence, accounts: [source, destination], flows: [] };
}

function readCallContract(details: unknown, success: boolean | null): Read {
  const source = addressOf(field(details, 'source'));
  const destination = addressOf(field(details, 'destination'));
  const value = amountOf(field(details, 'value'));
  const opcode = parseOpcode(field(details, 'opcode'));
  const sentence: SentencePart[] = [
    words(m.called, {
      from: accountOr(source, m.someone),
      contract: accountOr(destination, m.aContract),
      opcode: opcode !== null ? words(m.opcodeClause, { opcode: { kind: 'opcode', opcode } }) : NO_CLAUSE,
      value: value !== null && value > 0n ? words(m.sendingClause, { amount: coinPart(value) }) : NO_CLAUSE,
    }),
  ];
  return {
    sentence,
    accounts: [source, destination],
    flows: moved(success, COIN, value, source, destination),
  };
}

/** Any other type: its label (the view writes it from `type`) and the accounts its details name. */
function readOther(type: string, details: unknown): Read {
  const accounts = accountsIn(details);
  const [first, second, third] = accounts.map(account);
  const named = { type: stranger(type) };
  let sentence: SentencePart;
  if (first === undefined) sentence = words(m.other, named);
  else if (second === undefined) sentence = words(m.otherOne, { ...named, first });
  else if (third === undefined) sentence = words(m.otherTwo, { ...named, first, second });
  else if (accounts.length === 3) sentence = words(m.otherThree, { ...named, first, second, third });
  else sentence = words(m.otherMore, { ...named, first, second, third, count: accounts.length - 3 });
  return { sentence: [sentence], accounts, flows: [] };
}

/** Every raw address in the details, breadth first, at most MAX_ACCOUNTS, each once. */
function accountsIn(details: unknown): string[] {
  const found = new Set<string>();
  let level: unknown[] = [details];
  for (let depth = 0; depth < 4 && level.length > 0 && found.size < MAX_ACCOUNTS; depth++) {
    const next: unknown[] = [];
    for (const node of level.slice(0, 256)) {
      const values = Array.isArray(node) ? node : isRecord(node) ? Object.values(node) : [];
      for (const value of values.slice(0, 256)) {
        const raw = addressOf(value);
        if (raw !== null) found.add(raw);
        else if (typeof value === 'object' && value !== null) next.push(value);
        if (found.size >= MAX_ACCOUNTS) break;
      }
    }
    level = next;
  }
  return [...found];
}

/**
 * One action object of the index in the action model; null when it is not an action (no type). Never
 * throws.
 */
export function actionFromServer(raw: unknown): Action | null {
  try {
    return read(raw);
  } catch {
    return null;
  }
}

function read(raw: unknown): Action | null {
  if (!isRecord(raw)) return null;
  const declared = field(raw, 'type');
  if (typeof declared !== 'string' || declared === '') return null;
  const type = declared.length > TYPE_KEPT ? declared.slice(0, TYPE_KEPT) : declared;
  const successField = field(raw, 'success');
  const success = typeof successField === 'boolean' ? successField : null;
  const details = field(raw, 'details');
  const listed = field(raw, 'transactions');
  const transactions = Array.isArray(listed)
    ? listed
        .slice(0, MAX_TRANSACTIONS)
        .filter((hash): hash is string => typeof hash === 'string' && hash !== '' && hash.length <= 128)
    : [];
  const traceField = field(raw, 'trace_id');
  const traceId = typeof traceField === 'string' && traceField !== '' ? traceField.slice(0, 128) : null;
  const idField = field(raw, 'action_id');
  const id =
    typeof idField === 'string' && idField !== ''
      ? idField.slice(0, 128)
      : `server:${traceId ?? 'no-trace'}:${transactions[0] ?? 'no-transaction'}:${type.slice(0, 32)}`;

  let read: Read;
  switch (type) {
    case 'ton_transfer':
      read = readTonTransfer(details, success);
      break;
    case 'jetton_transfer':
      read = readJettonTransfer(details, success);
      break;
    case 'jetton_mint':
      read = readJettonMint(details, success);
      break;
    case 'jetton_burn':
      read = readJettonBurn(details, success);
      break;
    case 'jetton_swap':
      read = readJettonSwap(details, success);
      break;
    case 'nft_transfer':
      read = readNftTransfer(details);
      break;
    case 'nft_mint':
      read = readNftMint(details);
      break;
    case 'contract_deploy':
      read = readDeploy(details);
      break;
    case 'call_contract':
      read = readCallContract(details, success);
      break;
    default:
      read = readOther(type, details);
  }
  const listedAccounts = field(raw, 'accounts');
  const extra = Array.isArray(listedAccounts) ? listedAccounts.slice(0, MAX_ACCOUNTS).map(addressOf) : [];
  const accounts = [
    ...new Set([...read.accounts, ...extra].filter((value): value is string => value !== null)),
  ];
  return {
    id,
    type,
    source: 'server',
    success,
    failure: success === false ? t(failureMessages.serverFailed) : null,
    sentence: read.sentence,
    accounts,
    flows: read.flows,
    transactions,
    traceId,
  };
}
