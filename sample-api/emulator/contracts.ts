// The contracts of the emulated chain. Wallet code comes from @ton/ton (the v4r2 and v5r1 codes every
// TON wallet app deploys); the jetton, NFT, probe and heartbeat contracts are FunC sources in
// ./contracts/, compiled here at build time by @ton-community/func-js (the FunC compiler as wasm), so
// the code cells, their hashes and the dataset follow from the sources alone.
import { readdirSync, readFileSync } from 'node:fs';
import { compileFunc } from '@ton-community/func-js';
import { Cell } from '@ton/core';
import { WalletContractV4, WalletContractV5R1 } from '@ton/ton';

const SOURCES_DIR = new URL('./contracts/', import.meta.url);

export const CONTRACT_TARGETS = {
  jettonMinter: 'jetton-minter.fc',
  jettonWallet: 'jetton-wallet.fc',
  nftCollection: 'nft-collection.fc',
  nftItem: 'nft-item.fc',
  probe: 'probe.fc',
  heartbeat: 'ticktock.fc',
} as const;

export type ContractName = keyof typeof CONTRACT_TARGETS;

export interface ContractCodes extends Record<ContractName, Cell> {
  walletV4: Cell;
  walletV5: Cell;
}

function readSources(): Record<string, string> {
  const sources: Record<string, string> = {};
  for (const file of readdirSync(SOURCES_DIR).sort()) {
    if (file.endsWith('.fc')) sources[file] = readFileSync(new URL(file, SOURCES_DIR), 'utf8');
  }
  return sources;
}

async function compile(target: string, sources: Record<string, string>): Promise<Cell> {
  const result = await compileFunc({ targets: [target], sources });
  if (result.status !== 'ok') throw new Error(`FunC compilation of ${target} failed: ${result.message}`);
  return Cell.fromBase64(result.codeBoc);
}

export async function compileContracts(): Promise<ContractCodes> {
  const sources = readSources();
  const compiled: Partial<Record<ContractName, Cell>> = {};
  for (const [name, target] of Object.entries(CONTRACT_TARGETS)) {
    compiled[name as ContractName] = await compile(target, sources);
  }
  const zeroKey = Buffer.alloc(32);
  const { jettonMinter, jettonWallet, nftCollection, nftItem, probe, heartbeat } = compiled as Record<
    ContractName,
    Cell
  >;
  return {
    jettonMinter,
    jettonWallet,
    nftCollection,
    nftItem,
    probe,
    heartbeat,
    walletV4: WalletContractV4.create({ workchain: 0, publicKey: zeroKey }).init.code,
    walletV5: WalletContractV5R1.create({ workchain: 0, publicKey: zeroKey }).init.code,
  };
}
