// Converts what the emulator produced into the index's JSON (toncenter API v3 as the recordings show it:
// field names, key order, nulls, decimal strings, base64 hashes, uppercase raw addresses). Key order and
// which fields are omitted when empty follow the index's Go models (toncenter/ton-indexer,
// ton-index-go/index/models.go: Transaction, TransactionDescr, ComputePhase, ActionPhase, BouncePhase,
// Message, AccountState, AccountStateFull, TokenInfo), where `omitempty` on a pointer drops only a missing
// value. Values come from the transaction cells themselves; what the index computes on top is marked
// "Rule:" next to the code that does it.
import {
  Address,
  beginCell,
  loadAccount,
  loadMessage,
  storeMessage,
  storeStateInit,
  type Account,
  type Cell,
  type CurrencyCollection,
  type Dictionary,
  type Message,
  type Transaction,
  type TransactionActionPhase,
  type TransactionBouncePhase,
  type TransactionComputePhase,
  type TransactionStoragePhase,
} from '@ton/core';
import type { JsonObject, JsonValue } from '../json.ts';
import { formatUserFriendlyAddress } from '../ton-address.ts';
import { bocBase64 } from './boc.ts';
import { bodyOpcode, decodeBody, formatOpcode, OPCODE_NAMES, type BodyContext } from './decode.ts';

export function rawAddress(address: Address): string {
  return `${address.workChain}:${address.hash.toString('hex').toUpperCase()}`;
}

function hash256(value: bigint): string {
  return Buffer.from(value.toString(16).padStart(64, '0'), 'hex').toString('base64');
}

function cellHash(cell: Cell): string {
  return cell.hash().toString('base64');
}

/** `{ "<currency id>": "<amount>" }` by id, as the index writes currency maps. */
function currencyMap(other: Dictionary<number, bigint> | null | undefined): JsonObject {
  const map: JsonObject = {};
  if (!other) return map;
  for (const id of [...other.keys()].sort((a, b) => a - b)) {
    map[String(id)] = String(other.get(id));
  }
  return map;
}

const STATUS: Record<string, string> = {
  uninitialized: 'uninit',
  uninit: 'uninit',
  frozen: 'frozen',
  active: 'active',
  'non-existing': 'nonexist',
};

function status(value: string): string {
  const name = STATUS[value];
  if (!name) throw new Error(`unknown account status ${value}`);
  return name;
}

/** The parsed Account of an Account cell (account_none$0 | account$1 …); null for account_none. */
export function parseAccountCell(cell: Cell): Account | null {
  const slice = cell.beginParse();
  return slice.loadBit() ? loadAccount(slice) : null;
}

export interface AccountFacts {
  hash: string;
  balance: bigint;
  extraCurrencies: JsonObject;
  status: string;
  frozenHash: string | null;
  code: Cell | null;
  data: Cell | null;
}

/**
 * Rule (the index's account parser, ton-index-worker parse_none_account): account_none is status
 * `nonexist` with balance 0; uninit and frozen accounts have no code or data hash.
 */
export function accountFacts(cell: Cell): AccountFacts {
  const account = parseAccountCell(cell);
  const facts: AccountFacts = {
    hash: cellHash(cell),
    balance: 0n,
    extraCurrencies: {},
    status: 'nonexist',
    frozenHash: null,
    code: null,
    data: null,
  };
  if (!account) return facts;
  facts.balance = account.storage.balance.coins;
  facts.extraCurrencies = currencyMap(account.storage.balance.other);
  const state = account.storage.state;
  facts.status = status(state.type);
  if (state.type === 'frozen') facts.frozenHash = hash256(state.stateHash);
  if (state.type === 'active') {
    facts.code = state.state.code ?? null;
    facts.data = state.state.data ?? null;
  }
  return facts;
}

/** AccountState inside a transaction (account_state_before / account_state_after). */
function accountStateJson(cell: Cell): JsonObject {
  const facts = accountFacts(cell);
  return {
    hash: facts.hash,
    balance: facts.balance.toString(),
    extra_currencies: facts.extraCurrencies,
    account_status: facts.status,
    frozen_hash: facts.frozenHash,
    data_hash: facts.data ? cellHash(facts.data) : null,
    code_hash: facts.code ? cellHash(facts.code) : null,
  };
}

function storagePhaseJson(phase: TransactionStoragePhase): JsonObject {
  const json: JsonObject = { storage_fees_collected: phase.storageFeesCollected.toString() };
  if (phase.storageFeesDue !== undefined && phase.storageFeesDue !== null) {
    json.storage_fees_due = phase.storageFeesDue.toString();
  }
  json.status_change = phase.statusChange;
  return json;
}

const SKIP_REASONS: Record<string, string> = {
  'no-state': 'no_state',
  'bad-state': 'bad_state',
  'no-gas': 'no_gas',
  suspended: 'suspended',
};

function computePhaseJson(phase: TransactionComputePhase): JsonObject {
  if (phase.type === 'skipped') {
    const reason = SKIP_REASONS[phase.reason];
    if (!reason) throw new Error(`unknown skip reason ${phase.reason}`);
    return { skipped: true, reason };
  }
  const json: JsonObject = {
    skipped: false,
    success: phase.success,
    msg_state_used: phase.messageStateUsed,
    account_activated: phase.accountActivated,
    gas_fees: phase.gasFees.toString(),
    gas_used: phase.gasUsed.toString(),
    gas_limit: phase.gasLimit.toString(),
  };
  if (phase.gasCredit !== undefined && phase.gasCredit !== null) json.gas_credit = phase.gasCredit.toString();
  json.mode = phase.mode;
  json.exit_code = phase.exitCode;
  if (phase.exitArg !== undefined && phase.exitArg !== null) json.exit_arg = phase.exitArg;
  json.vm_steps = phase.vmSteps;
  json.vm_init_state_hash = hash256(phase.vmInitStateHash);
  json.vm_final_state_hash = hash256(phase.vmFinalStateHash);
  return json;
}

function actionPhaseJson(phase: TransactionActionPhase): JsonObject {
  const json: JsonObject = {
    success: phase.success,
    valid: phase.valid,
    no_funds: phase.noFunds,
    status_change: phase.statusChange,
  };
  if (phase.totalFwdFees !== undefined && phase.totalFwdFees !== null) {
    json.total_fwd_fees = phase.totalFwdFees.toString();
  }
  if (phase.totalActionFees !== undefined && phase.totalActionFees !== null) {
    json.total_action_fees = phase.totalActionFees.toString();
  }
  json.result_code = phase.resultCode;
  if (phase.resultArg !== undefined && phase.resultArg !== null) json.result_arg = phase.resultArg;
  json.tot_actions = phase.totalActions;
  json.spec_actions = phase.specActions;
  json.skipped_actions = phase.skippedActions;
  json.msgs_created = phase.messagesCreated;
  json.action_list_hash = hash256(phase.actionListHash);
  json.tot_msg_size = {
    cells: phase.totalMessageSize.cells.toString(),
    bits: phase.totalMessageSize.bits.toString(),
  };
  return json;
}

function bouncePhaseJson(phase: TransactionBouncePhase): JsonObject {
  switch (phase.type) {
    case 'negative-funds':
      return { type: 'negfunds' };
    case 'no-funds':
      return {
        type: 'nofunds',
        msg_size: { cells: phase.messageSize.cells.toString(), bits: phase.messageSize.bits.toString() },
        req_fwd_fees: phase.requiredForwardFees.toString(),
      };
    case 'ok':
      return {
        type: 'ok',
        msg_size: { cells: phase.messageSize.cells.toString(), bits: phase.messageSize.bits.toString() },
        msg_fees: phase.messageFees.toString(),
        fwd_fees: phase.forwardFees.toString(),
      };
  }
}

function creditPhaseJson(credit: CurrencyCollection, due: bigint | null | undefined): JsonObject {
  const json: JsonObject = {};
  if (due !== undefined && due !== null) json.due_fees_collected = due.toString();
  json.credit = credit.coins.toString();
  // omitempty on a map: written only when the credit carries extra currencies
  const extra = currencyMap(credit.other);
  if (Object.keys(extra).length > 0) json.credit_extra_currencies = extra;
  return json;
}

function descriptionJson(transaction: Transaction): JsonObject {
  const description = transaction.description;
  if (description.type === 'generic') {
    const json: JsonObject = {
      type: 'ord',
      aborted: description.aborted,
      destroyed: description.destroyed,
      credit_first: description.creditFirst,
    };
    if (description.storagePhase) json.storage_ph = storagePhaseJson(description.storagePhase);
    if (description.creditPhase) {
      json.credit_ph = creditPhaseJson(
        description.creditPhase.credit,
        description.creditPhase.dueFeesColelcted,
      );
    }
    json.compute_ph = computePhaseJson(description.computePhase);
    if (description.actionPhase) json.action = actionPhaseJson(description.actionPhase);
    if (description.bouncePhase) json.bounce = bouncePhaseJson(description.bouncePhase);
    return json;
  }
  if (description.type === 'tick-tock') {
    const json: JsonObject = {
      type: 'tick_tock',
      aborted: description.aborted,
      destroyed: description.destroyed,
      is_tock: description.isTock,
      storage_ph: storagePhaseJson(description.storagePhase),
      compute_ph: computePhaseJson(description.computePhase),
    };
    if (description.actionPhase) json.action = actionPhaseJson(description.actionPhase);
    return json;
  }
  throw new Error(`the sample does not emulate ${description.type} transactions`);
}

/**
 * Rule (TEP-467, the index's `hash_norm` of an external inbound message): the hash of the same message
 * with no source, import_fee 0, no StateInit and the body as a reference.
 */
export function normalizedHash(message: Message): string {
  if (message.info.type !== 'external-in') throw new Error('hash_norm is for external inbound messages');
  const normalized: Message = {
    info: { type: 'external-in', src: null, dest: message.info.dest, importFee: 0n },
    init: null,
    body: message.body,
  };
  return cellHash(
    beginCell()
      .store(storeMessage(normalized, { forceRef: true }))
      .endCell(),
  );
}

function stateInitCell(message: Message): Cell | null {
  return message.init ? beginCell().store(storeStateInit(message.init)).endCell() : null;
}

export type MessageContext = (message: Message) => BodyContext;

/** A Message as the index writes it, from the raw message cell (its hash is the cell's). */
export function messageJson(cell: Cell, context: MessageContext): JsonObject {
  const message = loadMessage(cell.beginParse());
  const body = message.body;
  const opcode = bodyOpcode(body);
  const content: JsonObject = {
    hash: cellHash(body),
    body: bocBase64(body, { crc32: true }),
    decoded: decodeBody(body, context(message)),
  };
  const init = stateInitCell(message);
  const initState: JsonValue = init
    ? { hash: cellHash(init), body: bocBase64(init, { crc32: true }), decoded: null }
    : null;
  const common = {
    opcode: formatOpcode(opcode),
    decoded_opcode: opcode === null ? null : (OPCODE_NAMES[opcode] ?? null),
  };
  const info = message.info;
  if (info.type === 'internal') {
    return {
      hash: cellHash(cell),
      source: rawAddress(info.src),
      destination: rawAddress(info.dest),
      value: info.value.coins.toString(),
      value_extra_currencies: currencyMap(info.value.other),
      fwd_fee: info.forwardFee.toString(),
      ihr_fee: info.ihrFee.toString(),
      extra_flags: null,
      created_lt: info.createdLt.toString(),
      created_at: String(info.createdAt),
      ...common,
      ihr_disabled: info.ihrDisabled,
      bounce: info.bounce,
      bounced: info.bounced,
      import_fee: null,
      message_content: content,
      init_state: initState,
    };
  }
  if (info.type === 'external-in') {
    return {
      hash: cellHash(cell),
      source: null,
      destination: rawAddress(info.dest),
      value: null,
      value_extra_currencies: null,
      fwd_fee: null,
      ihr_fee: null,
      extra_flags: null,
      created_lt: null,
      created_at: null,
      ...common,
      ihr_disabled: null,
      bounce: null,
      bounced: null,
      import_fee: info.importFee.toString(),
      message_content: content,
      init_state: initState,
      hash_norm: normalizedHash(message),
    };
  }
  return {
    hash: cellHash(cell),
    source: rawAddress(info.src),
    destination: null,
    value: null,
    value_extra_currencies: null,
    fwd_fee: null,
    ihr_fee: null,
    extra_flags: null,
    created_lt: info.createdLt.toString(),
    created_at: String(info.createdAt),
    ...common,
    ihr_disabled: null,
    bounce: null,
    bounced: null,
    import_fee: null,
    message_content: content,
    init_state: initState,
  };
}

export interface BlockPlacement {
  mcSeqno: number;
  blockRef: { workchain: number; shard: string; seqno: number };
}

export interface TransactionSource {
  transaction: Transaction;
  inMessage: Cell | null;
  outMessages: Cell[];
  accountBefore: Cell;
  accountAfter: Cell;
  traceId: string;
}

/** A Transaction as the index writes it. */
export function transactionJson(
  source: TransactionSource,
  placement: BlockPlacement,
  context: MessageContext,
): JsonObject {
  const { transaction } = source;
  const account = new Address(
    placement.blockRef.workchain,
    Buffer.from(transaction.address.toString(16).padStart(64, '0'), 'hex'),
  );
  return {
    account: rawAddress(account),
    hash: transaction.hash().toString('base64'),
    lt: transaction.lt.toString(),
    now: transaction.now,
    mc_block_seqno: placement.mcSeqno,
    trace_id: source.traceId,
    prev_trans_hash: hash256(transaction.prevTransactionHash),
    prev_trans_lt: transaction.prevTransactionLt.toString(),
    orig_status: status(transaction.oldStatus),
    end_status: status(transaction.endStatus),
    total_fees: transaction.totalFees.coins.toString(),
    total_fees_extra_currencies: currencyMap(transaction.totalFees.other),
    description: descriptionJson(transaction),
    block_ref: placement.blockRef,
    in_msg: source.inMessage ? messageJson(source.inMessage, context) : null,
    out_msgs: source.outMessages.map((cell) => messageJson(cell, context)),
    account_state_before: accountStateJson(source.accountBefore),
    account_state_after: accountStateJson(source.accountAfter),
    emulated: false,
  };
}

/** AccountStateFull (GET /accountStates), from the account's latest transaction. */
export function accountJson(source: TransactionSource, address: string): JsonObject {
  const facts = accountFacts(source.accountAfter);
  const json: JsonObject = {
    address,
    account_state_hash: facts.hash,
    balance: facts.balance.toString(),
    extra_currencies: facts.extraCurrencies,
    status: facts.status,
  };
  if (facts.frozenHash) json.frozen_hash = facts.frozenHash;
  json.last_transaction_hash = source.transaction.hash().toString('base64');
  json.last_transaction_lt = source.transaction.lt.toString();
  if (facts.data) json.data_hash = cellHash(facts.data);
  if (facts.code) json.code_hash = cellHash(facts.code);
  // Rule: BOCs are written as the index writes message bodies (the node's serializer, with CRC32-C).
  if (facts.data) json.data_boc = bocBase64(facts.data, { crc32: true });
  if (facts.code) json.code_boc = bocBase64(facts.code, { crc32: true });
  return json;
}

/**
 * Code hashes of the wallets the index treats as wallets (toncenter/ton-indexer, ton-index-go
 * index/models.go, WalletsHashMap): wallet v1–v5 and highload wallets.
 */
export const INDEX_WALLET_CODE_HASHES = new Set([
  'oM/CxIruFqJx8s/AtzgtgXVs7LEBfQd/qqs7tgL2how=',
  '1JAvzJ+tdGmPqONTIgpo2g3PcuMryy657gQhfBfTBiw=',
  'WHzHie/xyE9G7DeX5F/ICaFP9a4k8eDHpqmcydyQYf8=',
  'XJpeaMEI4YchoHxC+ZVr+zmtd+xtYktgxXbsiO7mUyk=',
  '/pUw0yQ4Uwg+8u8LTCkIwKv2+hwx6iQ6rKpb+MfXU/E=',
  'thBBpYp5gLlG6PueGY48kE0keZ/6NldOpCUcQaVm9YE=',
  'hNr6RJ+Ypph3ibojI1gHK8D3bcRSQAKl0JGLmnXS1Zk=',
  'ZN1UgFUixb6KnbWc6gEFzPDQh4bKeb64y3nogKjXMi0=',
  '/rX/aCDi/w2Ug+fg1iyBfYRniftK5YDIeIZtlZ2r1cA=',
  '89fKU0k97trCizgZhqhJQDy6w9LFhHea8IEGWvCsS5M=',
  'IINLe3KxEhR+Gy+0V7hOdNGjDwT3N9T2KmaOlVLSty8=',
]);

/**
 * Rule (the index's getAccountAddressFriendly): the user-friendly form is bounceable unless the account
 * has no code, is uninit, or runs one of the wallet codes above; testnet-only never on mainnet.
 */
export function userFriendly(address: Address, facts: AccountFacts): string {
  const codeHash = facts.code ? cellHash(facts.code) : null;
  const bounceable =
    codeHash !== null && facts.status !== 'uninit' && !INDEX_WALLET_CODE_HASHES.has(codeHash);
  return formatUserFriendlyAddress(
    { workchain: address.workChain, hash: address.hash.toString('hex').toUpperCase() },
    { bounceable, testnetOnly: false },
  );
}
