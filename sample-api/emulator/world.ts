// The actors of the emulated chain and the helpers scenarios use to make them act: wallets with fixed
// keys, the jetton and NFT contracts, the probe and the heartbeat, and a schedule of what happens in
// which block. Everything is derived from fixed seeds, so every run produces the same chain.
import { createHash } from 'node:crypto';
import { keyPairFromSeed, type KeyPair } from '@ton/crypto';
import {
  Address,
  beginCell,
  contractAddress,
  Dictionary,
  internal,
  SendMode,
  type Cell,
  type MessageRelaxed,
  type StateInit,
} from '@ton/core';
import { WalletContractV4, WalletContractV5R1 } from '@ton/ton';
import type { EmulatedChain } from './chain.ts';
import type { ContractCodes } from './contracts.ts';

export function sha256(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** Keys of a named actor: ed25519 from SHA-256 of a fixed phrase. */
export function actorKeys(name: string): KeyPair {
  return keyPairFromSeed(sha256(`tonlens sample chain: ${name}`));
}

/** mulberry32: a small seeded PRNG, so "random" traffic is the same on every run. */
export class Prng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(below: number): number {
    return Math.floor(this.next() * below);
  }
  pick<T>(items: readonly T[]): T {
    const item = items[this.int(items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }
  queryId(): bigint {
    return (BigInt(this.int(2 ** 31)) << 32n) | BigInt(this.int(2 ** 32));
  }
}

export type WalletVersion = 'v4' | 'v5';

/** A wallet with fixed keys that signs its own external messages and counts its seqno. */
export class SampleWallet {
  readonly name: string;
  readonly version: WalletVersion;
  readonly keys: KeyPair;
  readonly contract: WalletContractV4 | WalletContractV5R1;
  seqno = 0;

  constructor(name: string, version: WalletVersion) {
    this.name = name;
    this.version = version;
    this.keys = actorKeys(name);
    this.contract =
      version === 'v4'
        ? WalletContractV4.create({ workchain: 0, publicKey: this.keys.publicKey })
        : WalletContractV5R1.create({ workchain: 0, publicKey: this.keys.publicKey });
  }

  get address(): Address {
    return this.contract.address;
  }

  get init(): StateInit {
    return this.contract.init;
  }

  /**
   * Signs a transfer of `messages` valid for 60 s after `now` and sends it as an external message. The
   * first one (seqno 0) carries the wallet's StateInit, which deploys it.
   */
  send(chain: EmulatedChain, scenario: string, now: number, messages: MessageRelaxed[]): void {
    const args = {
      seqno: this.seqno,
      secretKey: this.keys.secretKey,
      messages,
      sendMode: SendMode.PAY_GAS_SEPARATELY + SendMode.IGNORE_ERRORS,
      timeout: now + 60,
    };
    const body =
      this.contract instanceof WalletContractV4
        ? this.contract.createTransfer(args)
        : this.contract.createTransfer(args);
    chain.sendExternal(scenario, this.address, body, this.seqno === 0 ? this.init : undefined);
    this.seqno += 1;
  }
}

export function comment(text: string): Cell {
  return beginCell().storeUint(0, 32).storeStringTail(text).endCell();
}

export function ton(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 1_000_000_000n + BigInt(fraction.padEnd(9, '0').slice(0, 9));
}

export function transfer(
  to: Address,
  value: bigint,
  options: { bounce?: boolean; body?: Cell; init?: StateInit; extracurrency?: Record<number, bigint> } = {},
): MessageRelaxed {
  return internal({
    to,
    value,
    bounce: options.bounce ?? false,
    body: options.body,
    init: options.init,
    extracurrency: options.extracurrency,
  });
}

/** TEP-64 on-chain content: prefix 0x00, then a dictionary sha256(key) -> snake text with prefix 0x00. */
export function onchainContent(entries: Record<string, string>): Cell {
  const dict = Dictionary.empty(Dictionary.Keys.Buffer(32), Dictionary.Values.Cell());
  for (const [key, value] of Object.entries(entries)) {
    dict.set(sha256(key), beginCell().storeUint(0, 8).storeStringTail(value).endCell());
  }
  return beginCell().storeUint(0, 8).storeDict(dict).endCell();
}

/** Reads TEP-64 on-chain content back: the values of `keys` that are present. */
export function readOnchainContent(content: Cell, keys: readonly string[]): Record<string, string> {
  const slice = content.beginParse();
  if (slice.loadUint(8) !== 0) throw new Error('not on-chain content');
  const dict = slice.loadDict(Dictionary.Keys.Buffer(32), Dictionary.Values.Cell());
  const values: Record<string, string> = {};
  for (const key of keys) {
    const cell = dict.get(sha256(key));
    if (!cell) continue;
    const value = cell.beginParse();
    if (value.loadUint(8) !== 0) throw new Error(`${key}: not snake text`);
    values[key] = value.loadStringTail();
  }
  return values;
}

export interface Deployable {
  address: Address;
  init: StateInit;
}

function deployable(init: StateInit, workchain = 0): Deployable {
  return { address: contractAddress(workchain, init), init };
}

export const JETTON_CONTENT = {
  name: 'Lens Token',
  symbol: 'LENS',
  decimals: '9',
  description: 'Sample jetton of the tonlens emulated chain (TEP-74), minted at build time',
};

/** The jetton minter and how to find a holder's jetton wallet (same rule as jetton-common.fc). */
export function jettonMinter(codes: ContractCodes, admin: Address): Deployable {
  const data = beginCell()
    .storeCoins(0)
    .storeAddress(admin)
    .storeRef(onchainContent(JETTON_CONTENT))
    .storeRef(codes.jettonWallet)
    .endCell();
  return deployable({ code: codes.jettonMinter, data });
}

export function jettonWalletOf(codes: ContractCodes, minter: Address, owner: Address): Deployable {
  const data = beginCell()
    .storeCoins(0)
    .storeAddress(owner)
    .storeAddress(minter)
    .storeRef(codes.jettonWallet)
    .endCell();
  return deployable({ code: codes.jettonWallet, data });
}

export function nftCollection(codes: ContractCodes, owner: Address): Deployable {
  const content = beginCell()
    .storeRef(beginCell().storeUint(1, 8).storeStringTail('https://example.invalid/lenses.json').endCell())
    .storeRef(beginCell().storeStringTail('https://example.invalid/lenses/').endCell())
    .endCell();
  const data = beginCell()
    .storeAddress(owner)
    .storeUint(0, 64)
    .storeRef(content)
    .storeRef(codes.nftItem)
    .endCell();
  return deployable({ code: codes.nftCollection, data });
}

export function nftItemOf(codes: ContractCodes, collection: Address, index: number): Deployable {
  const data = beginCell().storeUint(index, 64).storeAddress(collection).endCell();
  return deployable({ code: codes.nftItem, data });
}

export function probe(codes: ContractCodes, owner: Address): Deployable {
  const data = beginCell().storeAddress(owner).storeUint(0, 32).endCell();
  return deployable({ code: codes.probe, data });
}

/** The heartbeat: a masterchain contract with the `tick` flag (TickTock in its StateInit). */
export function heartbeat(codes: ContractCodes): Deployable {
  const data = beginCell().storeUint(0, 96).endCell();
  return deployable({ code: codes.heartbeat, data, special: { tick: true, tock: false } }, -1);
}

/** Probe operations (probe.fc). */
export const PROBE_OPS = {
  touch: 0x70726f62,
  fail: 0x6661696c,
  spin: 0x7370696e,
  overspend: 0x6f767270,
} as const;

export function probeCall(op: number, queryId: bigint): Cell {
  return beginCell().storeUint(op, 32).storeUint(queryId, 64).endCell();
}

/** TEP-74 transfer, with the forward payload inline (a text comment or nothing). */
export function jettonTransferBody(args: {
  queryId: bigint;
  amount: bigint;
  destination: Address;
  responseDestination: Address;
  forwardTonAmount: bigint;
  forwardComment?: string;
}): Cell {
  const builder = beginCell()
    .storeUint(0x0f8a7ea5, 32)
    .storeUint(args.queryId, 64)
    .storeCoins(args.amount)
    .storeAddress(args.destination)
    .storeAddress(args.responseDestination)
    .storeBit(false) // no custom payload
    .storeCoins(args.forwardTonAmount)
    .storeBit(false); // forward payload inline
  if (args.forwardComment !== undefined) builder.storeUint(0, 32).storeStringTail(args.forwardComment);
  return builder.endCell();
}

/** The minter's mint request (jetton-minter.fc op::mint): internal_transfer from the minter itself. */
export function jettonMintBody(args: {
  queryId: bigint;
  to: Address;
  tonAmount: bigint;
  amount: bigint;
  responseAddress: Address;
}): Cell {
  const internalTransfer = beginCell()
    .storeUint(0x178d4519, 32)
    .storeUint(args.queryId, 64)
    .storeCoins(args.amount)
    .storeAddress(null)
    .storeAddress(args.responseAddress)
    .storeCoins(0)
    .storeBit(false)
    .endCell();
  return beginCell()
    .storeUint(21, 32)
    .storeUint(args.queryId, 64)
    .storeAddress(args.to)
    .storeCoins(args.tonAmount)
    .storeRef(internalTransfer)
    .endCell();
}

/** TEP-62 transfer, with an empty inline forward payload. */
export function nftTransferBody(args: {
  queryId: bigint;
  newOwner: Address;
  responseDestination: Address;
  forwardAmount: bigint;
}): Cell {
  return beginCell()
    .storeUint(0x5fcc3d14, 32)
    .storeUint(args.queryId, 64)
    .storeAddress(args.newOwner)
    .storeAddress(args.responseDestination)
    .storeBit(false)
    .storeCoins(args.forwardAmount)
    .storeBit(false)
    .endCell();
}

/** The collection's deploy request (nft-collection.fc op 1): item index, TON for the item, its content. */
export function nftDeployBody(args: {
  queryId: bigint;
  index: number;
  amount: bigint;
  owner: Address;
}): Cell {
  const content = beginCell()
    .storeAddress(args.owner)
    .storeRef(beginCell().storeStringTail(`${args.index}.json`).endCell())
    .endCell();
  return beginCell()
    .storeUint(1, 32)
    .storeUint(args.queryId, 64)
    .storeUint(args.index, 64)
    .storeCoins(args.amount)
    .storeRef(content)
    .endCell();
}
