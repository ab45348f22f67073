// Runs the scenarios on the TON emulator and turns the result into dataset blocks, accounts, address
// book and metadata in the index's JSON. build-dataset.ts appends these blocks to the mainnet dataset.
import { createRequire } from 'node:module';
import { Address, Dictionary, type Cell } from '@ton/core';
import type { JsonObject } from '../json.ts';
import { BLOCK_SECONDS, EmulatedChain, type RecordedTransaction } from './chain.ts';
import { compileContracts, type ContractCodes } from './contracts.ts';
import type { BodyContext } from './decode.ts';
import {
  accountFacts,
  accountJson,
  rawAddress,
  transactionJson,
  userFriendly,
  type AccountFacts,
  type BlockPlacement,
  type MessageContext,
} from './index-json.ts';
import {
  buildSchedule,
  createWorld,
  EXTRA_CURRENCY_ID,
  HEARTBEAT,
  SCENARIOS,
  type ScenarioInfo,
  type World,
} from './scenarios.ts';
import { heartbeat, JETTON_CONTENT, readOnchainContent, ton } from './world.ts';

export interface EmulatedRunParameters {
  /** Masterchain seqno of the first emulated block. */
  firstSeqno: number;
  /** gen_utime of the first emulated block. */
  startTime: number;
  /** Logical time the emulator starts from (the prelude's first transaction). */
  startLt: bigint;
  /** Seqno of the basechain shard blocks committed by the first emulated masterchain block. */
  firstShardSeqno: number;
  /** The masterchain's shard id as the index writes it. */
  masterchainShard: string;
}

export interface EmulatedBlock {
  seqno: number;
  /** Scenario names with a transaction in this block, in SCENARIOS order. */
  scenarios: string[];
  transactions: JsonObject[];
}

export interface EmulatedChainData {
  /** `@ton/sandbox@<version>`, the emulator that produced the chain. */
  emulator: string;
  scenarios: ScenarioInfo[];
  blocks: EmulatedBlock[];
  /** The chain's global id: config param 19 of the config every transaction ran with. */
  globalId: number;
  accounts: Record<string, JsonObject>;
  addressBook: Record<string, JsonObject>;
  metadata: Record<string, JsonObject>;
}

const PRELUDE_SECONDS = 3600;

export function sandboxVersion(): string {
  const require = createRequire(import.meta.url);
  const manifest: unknown = require('@ton/sandbox/package.json');
  const version =
    typeof manifest === 'object' && manifest !== null && 'version' in manifest ? manifest.version : null;
  if (typeof version !== 'string') throw new Error('cannot read the @ton/sandbox version');
  return version;
}

/**
 * Rule (the shard layout of the emulated run): the basechain is split in two shards by the first bit of
 * the account id, 0... in shard 4000000000000000 and 1... in C000000000000000; masterchain accounts
 * live in the masterchain block itself.
 */
export const BASECHAIN_SHARDS = ['4000000000000000', 'C000000000000000'] as const;

export function shardOf(address: Address, masterchainShard: string): { workchain: number; shard: string } {
  if (address.workChain === -1) return { workchain: -1, shard: masterchainShard };
  const firstBit = ((address.hash[0] ?? 0) & 0x80) !== 0;
  return { workchain: address.workChain, shard: BASECHAIN_SHARDS[firstBit ? 1 : 0] };
}

/** Config param 19, the network's global id, of the config the emulator ran with. */
function globalIdOf(config: Cell): number {
  const params = Dictionary.loadDirect(Dictionary.Keys.Int(32), Dictionary.Values.Cell(), config);
  const param = params.get(19);
  if (!param) throw new Error('the emulator config has no param 19 (global id)');
  return param.beginParse().loadInt(32);
}

function accountAddress(recorded: RecordedTransaction): Address {
  const slice = recorded.accountAfter.beginParse();
  if (slice.loadBit()) return slice.loadAddress();
  const before = recorded.accountBefore.beginParse();
  if (before.loadBit()) return before.loadAddress();
  // Both account_none: the address is the inbound message's destination.
  const message = recorded.transaction.inMessage;
  if (message && Address.isAddress(message.info.dest)) return message.info.dest;
  throw new Error('cannot tell the account of a transaction');
}

async function runChain(parameters: EmulatedRunParameters, codes: ContractCodes) {
  const schedule = buildSchedule();
  const chain = await EmulatedChain.create({ heartbeat: heartbeat(codes).address });
  const world: World = createWorld(chain, codes);
  const faucet = world.faucet;
  const extraCurrencies = Dictionary.empty(Dictionary.Keys.Uint(32), Dictionary.Values.BigVarUint(5));
  extraCurrencies.set(EXTRA_CURRENCY_ID, 1_000_000_000_000n);
  await chain.genesis({
    account: {
      addr: faucet.address,
      storage: {
        lastTransLt: 0n,
        balance: { coins: ton('1000000'), other: extraCurrencies },
        state: { type: 'active', state: { code: faucet.init.code, data: faucet.init.data } },
      },
      storageStats: { used: { cells: 0n, bits: 0n }, lastPaid: 0, duePayment: null, storageExtra: null },
    },
    lastTransactionLt: 0n,
    lastTransactionHash: 0n,
  });

  // Prelude: until every message of the scheduled funding and deployments is delivered.
  const preludeStart = parameters.startTime - PRELUDE_SECONDS;
  await chain.setClock(preludeStart, parameters.startLt);
  const lastPreludeBlock = Math.max(...schedule.prelude.keys());
  for (let block = 0; block <= lastPreludeBlock || chain.pending > 0; block++) {
    const now = preludeStart + block * BLOCK_SECONDS;
    for (const action of schedule.prelude.get(block) ?? []) action(world, now);
    await chain.runBlock(now);
  }

  // The window: the scheduled blocks, then more until every message is delivered.
  chain.startRecording();
  const lastWindowBlock = Math.max(...schedule.window.keys());
  for (let block = 0; block <= lastWindowBlock || chain.pending > 0; block++) {
    const now = parameters.startTime + block * BLOCK_SECONDS;
    for (const action of schedule.window.get(block) ?? []) action(world, now);
    await chain.runBlock(now);
  }
  return { chain, world };
}

interface Interfaces {
  byCodeHash: Map<string, string[]>;
}

/**
 * Rule (the index's interface detection, which calls a contract's get-methods): wallets by their code
 * (wallet_v4r2, wallet_v5r1), jetton masters and wallets, NFT collections and items by the TEP-74/TEP-62
 * get-methods these contracts implement; the probe and the heartbeat implement no standard: [].
 */
function interfaces(codes: ContractCodes): Interfaces {
  const entries: [Cell, string[]][] = [
    [codes.walletV4, ['wallet_v4r2']],
    [codes.walletV5, ['wallet_v5r1']],
    [codes.jettonMinter, ['jetton_master']],
    [codes.jettonWallet, ['jetton_wallet']],
    [codes.nftCollection, ['nft_collection']],
    [codes.nftItem, ['nft_item']],
  ];
  return {
    byCodeHash: new Map(entries.map(([code, names]) => [code.hash().toString('base64'), names])),
  };
}

/** Rule: the context a body is decoded in follows the receiving account's code (wallet requests). */
function messageContext(codes: ContractCodes, finalCode: Map<string, string | null>): MessageContext {
  const v4 = codes.walletV4.hash().toString('base64');
  const v5 = codes.walletV5.hash().toString('base64');
  return (message): BodyContext => {
    if (message.info.type !== 'external-in') return 'internal';
    const code = finalCode.get(rawAddress(message.info.dest));
    if (code === v4) return 'external-to-wallet-v4';
    if (code === v5) return 'external-to-wallet-v5';
    return 'internal';
  };
}

/**
 * Rule (what the index's jetton indexer reads): a jetton master's name, symbol, description and decimals
 * come from its TEP-64 on-chain content; a jetton wallet's balance, owner and master from its data.
 */
function jettonMetadata(
  facts: Map<string, { address: Address; facts: AccountFacts }>,
  codes: ContractCodes,
): Record<string, JsonObject> {
  const metadata: Record<string, JsonObject> = {};
  const minterCode = codes.jettonMinter.hash();
  const walletCode = codes.jettonWallet.hash();
  for (const [raw, { facts: account }] of facts) {
    const code = account.code?.hash();
    const data = account.data;
    if (!code || !data) continue;
    if (code.equals(minterCode)) {
      const slice = data.beginParse();
      slice.loadCoins();
      slice.loadAddressAny();
      const content = readOnchainContent(slice.loadRef(), Object.keys(JETTON_CONTENT));
      const info: JsonObject = { valid: true, type: 'jetton_masters' };
      if (content.name !== undefined) info.name = content.name;
      if (content.symbol !== undefined) info.symbol = content.symbol;
      if (content.description !== undefined) info.description = content.description;
      info.extra = content.decimals === undefined ? {} : { decimals: content.decimals };
      metadata[raw] = { is_indexed: true, token_info: [info] };
    } else if (code.equals(walletCode)) {
      const slice = data.beginParse();
      const balance = slice.loadCoins();
      const owner = slice.loadAddress();
      const master = slice.loadAddress();
      metadata[raw] = {
        is_indexed: true,
        token_info: [
          {
            valid: true,
            type: 'jetton_wallets',
            extra: { balance: balance.toString(), jetton: rawAddress(master), owner: rawAddress(owner) },
          },
        ],
      };
    }
  }
  return metadata;
}

function sortedKeys<T>(record: Map<string, T>): Record<string, T> {
  const sorted: Record<string, T> = {};
  for (const key of [...record.keys()].sort()) sorted[key] = record.get(key) as T;
  return sorted;
}

export async function generateEmulatedChain(parameters: EmulatedRunParameters): Promise<EmulatedChainData> {
  const codes = await compileContracts();
  const { chain } = await runChain(parameters, codes);

  // Final state of every account the window touched: the latest transaction's state after.
  const latest = new Map<string, { address: Address; recorded: RecordedTransaction }>();
  for (const recorded of chain.recorded) {
    const address = accountAddress(recorded);
    latest.set(rawAddress(address), { address, recorded });
  }
  const facts = new Map<string, { address: Address; facts: AccountFacts }>();
  const finalCode = new Map<string, string | null>();
  for (const [raw, { address, recorded }] of latest) {
    const accountFactsAfter = accountFacts(recorded.accountAfter);
    facts.set(raw, { address, facts: accountFactsAfter });
    finalCode.set(raw, accountFactsAfter.code ? accountFactsAfter.code.hash().toString('base64') : null);
  }
  const context = messageContext(codes, finalCode);

  const blocks: EmulatedBlock[] = [];
  for (const recorded of chain.recorded) {
    const index = recorded.block;
    const mcSeqno = parameters.firstSeqno + index;
    const address = accountAddress(recorded);
    const { workchain, shard } = shardOf(address, parameters.masterchainShard);
    // Rule: every masterchain block commits one new block of each basechain shard, so shard seqnos
    // advance with the masterchain; a masterchain transaction's block is the masterchain block itself.
    const placement: BlockPlacement = {
      mcSeqno,
      blockRef: { workchain, shard, seqno: workchain === -1 ? mcSeqno : parameters.firstShardSeqno + index },
    };
    const block = blocks[index] ?? { seqno: mcSeqno, scenarios: [], transactions: [] };
    blocks[index] = block;
    block.transactions.push(transactionJson(recorded, placement, context));
    if (!block.scenarios.includes(recorded.scenario)) block.scenarios.push(recorded.scenario);
  }
  const order = SCENARIOS.map((info) => info.name);
  for (const [index, block] of blocks.entries()) {
    if (!block) throw new Error(`emulated block ${index} has no transactions`);
    block.scenarios.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  }

  // Every address a transaction names: its account and its messages' ends.
  const named = new Set<string>(facts.keys());
  const addressBook = new Map<string, JsonObject>();
  const detected = interfaces(codes);
  for (const raw of named) {
    const entry = facts.get(raw);
    if (!entry) continue;
    const codeHash = entry.facts.code?.hash().toString('base64');
    addressBook.set(raw, {
      user_friendly: userFriendly(entry.address, entry.facts),
      domain: null,
      interfaces: (codeHash && detected.byCodeHash.get(codeHash)) ?? [],
    });
  }
  const accounts = new Map<string, JsonObject>();
  for (const [raw, { recorded }] of latest) accounts.set(raw, accountJson(recorded, raw));

  return {
    emulator: `@ton/sandbox@${sandboxVersion()}`,
    scenarios: SCENARIOS.filter(
      (info) => info.name === HEARTBEAT || blocks.some((b) => b.scenarios.includes(info.name)),
    ),
    blocks,
    globalId: globalIdOf(chain.blockchain.config),
    accounts: sortedKeys(accounts),
    addressBook: sortedKeys(addressBook),
    metadata: sortedKeys(new Map(Object.entries(jettonMetadata(facts, codes)))),
  };
}
