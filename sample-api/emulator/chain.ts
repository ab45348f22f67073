// A run of blocks on the TON emulator. @ton/sandbox executes every transaction with the node's own
// transaction code (the emulator built from ton-blockchain/ton, as wasm); this module decides which
// message is delivered when, which the sandbox leaves to its caller. Rules (the collator's, simplified
// and fixed so the run is reproducible):
//  - Time advances one masterchain block at a time, BLOCK_SECONDS apart; every transaction of a block
//    runs with that block's time as `now`.
//  - A message created in block N is delivered in block N + 1 (the next block of the receiving shard),
//    in the order the messages were created; an external message is delivered in the block it is sent.
//  - Logical time is the sandbox's: each transaction starts at least 1,000,000 after the previous one;
//    the emulator then raises it past the inbound message's created_lt as the node does.
//  - An address that never had a transaction is `account_none` (status nonexist) until its first one, as
//    on the real chain (the sandbox would otherwise hand the emulator an empty uninit account).
//  - Every block starts with a tick transaction of the heartbeat contract, a special (tick-tock)
//    masterchain account listed in config param 31 as the real chain's system contracts are.
import { Blockchain, type BlockchainTransaction } from '@ton/sandbox';
import {
  Address,
  beginCell,
  Cell,
  Dictionary,
  storeShardAccount,
  type DictionaryValue,
  type Message,
  type ShardAccount,
  type StateInit,
  type Transaction,
} from '@ton/core';

export const BLOCK_SECONDS = 5;

/** A transaction kept for the dataset, with what the index knows about it besides the transaction. */
export interface RecordedTransaction {
  transaction: Transaction;
  /** Index of the window block it ran in (0 = the first emulated block in the dataset). */
  block: number;
  /** The raw cells the transaction references: inbound message and outbound messages in order. */
  inMessage: Cell | null;
  outMessages: Cell[];
  /** The Account cell (account_none or account) before and after: their hashes are the state update's. */
  accountBefore: Cell;
  accountAfter: Cell;
  /** Hash (base64) of the transaction that started its trace. */
  traceId: string;
  scenario: string;
}

interface Trace {
  root: string | null;
  scenario: string;
}

interface QueuedMessage {
  message: Message;
  trace: Trace;
}

const TRUE_VALUE: DictionaryValue<boolean> = {
  serialize: () => undefined,
  parse: () => true,
};

/** The sandbox's default (mainnet) config with `special` added to the special accounts (param 31). */
export function configWithSpecialAccount(config: Cell, special: Address): Cell {
  const params = Dictionary.loadDirect(Dictionary.Keys.Int(32), Dictionary.Values.Cell(), config);
  const current = params.get(31);
  const accounts = current
    ? current.beginParse().loadDict(Dictionary.Keys.BigUint(256), TRUE_VALUE)
    : Dictionary.empty(Dictionary.Keys.BigUint(256), TRUE_VALUE);
  accounts.set(BigInt(`0x${special.hash.toString('hex')}`), true);
  params.set(31, beginCell().storeDict(accounts).endCell());
  return beginCell().storeDictDirect(params).endCell();
}

function accountCell(shardAccount: ShardAccount): Cell {
  return beginCell().store(storeShardAccount(shardAccount)).endCell().refs[0] as Cell;
}

/** The raw in_msg and out_msgs cells of a transaction (TL-B: ^[ in_msg:(Maybe ^Message) out_msgs:(HashmapE 15 ^Message) ]). */
function messageCells(raw: Cell): { inMessage: Cell | null; outMessages: Cell[] } {
  const slice = (raw.refs[0] as Cell).beginParse();
  const inMessage = slice.loadBit() ? slice.loadRef() : null;
  const outs = slice.loadDict(Dictionary.Keys.Uint(15), Dictionary.Values.Cell());
  const outMessages = [...outs.keys()].sort((a, b) => a - b).map((key) => outs.get(key) as Cell);
  return { inMessage, outMessages };
}

export class EmulatedChain {
  readonly blockchain: Blockchain;
  /** Block being built, counted from the start of the prelude, then again from the start of the window. */
  block: number;
  readonly recorded: RecordedTransaction[] = [];
  private recording = false;
  private queue: QueuedMessage[] = [];
  private next: QueuedMessage[] = [];
  private readonly known = new Set<string>();
  private readonly heartbeat: Address;

  private constructor(blockchain: Blockchain, heartbeat: Address) {
    this.blockchain = blockchain;
    this.heartbeat = heartbeat;
    this.block = 0;
  }

  static async create(options: { heartbeat: Address }): Promise<EmulatedChain> {
    const defaults = await Blockchain.create();
    const blockchain = await Blockchain.create({
      config: configWithSpecialAccount(defaults.config, options.heartbeat),
    });
    blockchain.verbosity = { print: false, blockchainLogs: false, vmLogs: 'none', debugLogs: false };
    return new EmulatedChain(blockchain, options.heartbeat);
  }

  /** Sets the clock and the logical time (only forward) of the emulator. */
  async setClock(now: number, lt: bigint): Promise<void> {
    const snapshot = this.blockchain.snapshot();
    await this.blockchain.loadFrom({ ...snapshot, time: now, lt: lt > snapshot.lt ? lt : snapshot.lt });
  }

  /** An account that exists before the prelude: the faucet that funds everything else. */
  async genesis(shardAccount: ShardAccount): Promise<void> {
    const address = shardAccount.account?.addr;
    if (!address) throw new Error('genesis account without an address');
    await this.blockchain.setShardAccount(address, shardAccount);
    this.known.add(address.toRawString());
  }

  /** From now on transactions are kept, and blocks are counted from 0 again. */
  startRecording(): void {
    this.recording = true;
    this.block = 0;
  }

  /** Sends an external message to `to` in the current block. */
  sendExternal(scenario: string, to: Address, body: Cell, init?: StateInit): void {
    const message: Message = {
      info: { type: 'external-in', src: null, dest: to, importFee: 0n },
      init: init ?? null,
      body,
    };
    this.queue.push({ message, trace: { root: null, scenario } });
  }

  get pending(): number {
    return this.queue.length + this.next.length;
  }

  /** Runs the current block: the heartbeat's tick, then every message due, then moves the clock on. */
  async runBlock(now: number): Promise<void> {
    this.blockchain.now = now;
    if (this.known.has(this.heartbeat.toRawString())) await this.runTick();
    const due = this.queue;
    this.queue = [];
    for (const item of due) await this.deliver(item);
    this.queue = this.next;
    this.next = [];
    this.block += 1;
  }

  private async runTick(): Promise<void> {
    const contract = await this.blockchain.getContract(this.heartbeat);
    const before = accountCell(contract.account);
    const result = await this.blockchain.runTickTock(this.heartbeat, 'tick');
    const [transaction] = result.transactions;
    if (!transaction || result.transactions.length !== 1) throw new Error('tick: expected one transaction');
    this.keep(transaction, before, accountCell(contract.account), { root: null, scenario: 'heartbeat' });
  }

  private async deliver(item: QueuedMessage): Promise<void> {
    const { message } = item;
    const destination = message.info.dest;
    if (!Address.isAddress(destination)) throw new Error('message without an internal destination');
    const contract = await this.blockchain.getContract(destination);
    const key = destination.toRawString();
    if (!this.known.has(key)) {
      // Never touched: the real chain holds no account here at all.
      contract.account = { account: undefined, lastTransactionLt: 0n, lastTransactionHash: 0n };
      this.known.add(key);
    }
    const before = accountCell(contract.account);
    const iterator = await this.blockchain.sendMessageIter(message, { allowParallel: true });
    const step = await iterator.next();
    const transaction: BlockchainTransaction | undefined = step.value;
    if (step.done === true || !transaction) throw new Error(`no transaction for a message to ${key}`);
    this.keep(transaction, before, accountCell(contract.account), item.trace);
    for (const out of transaction.outMessages.values()) {
      if (out.info.type === 'internal') this.next.push({ message: out, trace: item.trace });
    }
  }

  private keep(transaction: Transaction, before: Cell, after: Cell, trace: Trace): void {
    const hash = transaction.hash().toString('base64');
    trace.root ??= hash;
    if (!before.hash().equals(transaction.stateUpdate.oldHash)) {
      throw new Error(`${hash}: account before does not match the state update`);
    }
    if (!after.hash().equals(transaction.stateUpdate.newHash)) {
      throw new Error(`${hash}: account after does not match the state update`);
    }
    if (!this.recording) return;
    this.recorded.push({
      transaction,
      block: this.block,
      ...messageCells(transaction.raw),
      accountBefore: before,
      accountAfter: after,
      traceId: trace.root,
      scenario: trace.scenario,
    });
  }
}
