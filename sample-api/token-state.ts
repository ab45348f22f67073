// What the sample knows about tokens, read once per dataset from what it already holds: the emulated
// accounts' data cells (TEP-74 jetton wallets, TEP-62 NFT items, wallet contracts) and the recorded
// metadata and transactions. Nothing is invented: a fact the dataset does not hold is left out, and the
// routes say so (`sample_note`) rather than answering "holds nothing".
import { Cell, type Slice } from '@ton/core';
import type { SampleDataset } from './dataset.ts';
import { asString, isJsonObject, type JsonObject, type JsonValue } from './json.ts';

/** A jetton wallet as the sample knows it: from its data cell, or from the recorded metadata. */
export interface SampleJettonWallet {
  address: string;
  balance: bigint;
  owner: string;
  jetton: string;
  /** `cell`: read from the emulated account's data; `recorded`: the recording's metadata, as of then. */
  source: 'cell' | 'recorded';
}

export interface SampleNftItem {
  address: string;
  index: bigint;
  collection: string | null;
  owner: string;
  /** The item's own content cell, read as text when it is a snake string (TEP-64 off-chain suffix). */
  content: JsonObject;
  init: boolean;
  source: 'cell' | 'recorded';
}

export interface SampleWalletData {
  seqno: number;
  walletId: number;
  /** v5 only. */
  signatureAllowed: boolean | null;
}

export interface TokenState {
  jettonWallets: SampleJettonWallet[];
  nftItems: SampleNftItem[];
  /** Accounts that are the account of an emulated transaction: the sample knows their whole state. */
  emulatedAccounts: ReadonlySet<string>;
  /** Wallet data read from a wallet account's data cell, by raw address. */
  walletData: ReadonlyMap<string, SampleWalletData>;
  /** `.ton` names the recorded address book gives an address (the index's reverse lookup), by raw address. */
  domains: ReadonlyMap<string, string>;
}

/** The raw form of a cell address (`<wc>:<HEX>`), or null for addr_none. */
function loadRawAddress(slice: Slice): string | null {
  const address = slice.loadMaybeAddress();
  return address ? `${address.workChain}:${address.hash.toString('hex').toUpperCase()}` : null;
}

function dataCell(account: JsonObject): Cell | null {
  const boc = account.data_boc;
  return typeof boc === 'string' ? Cell.fromBase64(boc) : null;
}

function interfacesOf(dataset: SampleDataset, address: string): string[] {
  const interfaces = dataset.address_book[address]?.interfaces;
  return Array.isArray(interfaces) ? interfaces.filter((name) => typeof name === 'string') : [];
}

/** TEP-74 wallet data: balance:Coins owner:MsgAddress jetton_master:MsgAddress jetton_wallet_code:^Cell. */
export function readJettonWalletData(data: Cell): { balance: bigint; owner: string; jetton: string } {
  const slice = data.beginParse();
  const balance = slice.loadCoins();
  const owner = loadRawAddress(slice);
  const jetton = loadRawAddress(slice);
  if (!owner || !jetton) throw new Error('jetton wallet data without owner or master');
  return { balance, owner, jetton };
}

/**
 * TEP-62 item data as the sample's item contract keeps it (emulator/contracts/nft-item.fc):
 * index:uint64 collection:MsgAddress, then owner:MsgAddress content:^Cell once initialized.
 */
export function readNftItemData(data: Cell): {
  index: bigint;
  collection: string | null;
  owner: string | null;
  content: Cell | null;
} {
  const slice = data.beginParse();
  const index = slice.loadUintBig(64);
  const collection = loadRawAddress(slice);
  if (slice.remainingBits === 0) return { index, collection, owner: null, content: null };
  const owner = loadRawAddress(slice);
  return { index, collection, owner, content: slice.loadRef() };
}

/** A content cell as the index shows what it cannot resolve: its text when it is a plain snake string. */
function itemContent(content: Cell | null): JsonObject {
  if (!content) return {};
  try {
    const text = content.beginParse().loadStringTail();
    // A collection item's content is the suffix the collection prefixes with its common content, which
    // the sample does not hold: said as what it is, not resolved into a URI.
    return { sample_item_content: text };
  } catch {
    return {};
  }
}

/** Wallet data by the wallet interface (index: ParseWalletV3 / ParseWalletV5, 32-bit fields). */
function readWalletData(interfaces: string[], data: Cell): SampleWalletData | null {
  const slice = data.beginParse();
  if (interfaces.includes('wallet_v5r1')) {
    const signatureAllowed = slice.loadBit();
    return { signatureAllowed, seqno: slice.loadUint(32), walletId: slice.loadUint(32) };
  }
  if (interfaces.some((name) => /^wallet_v[34]r[12]$/.test(name))) {
    return { signatureAllowed: null, seqno: slice.loadUint(32), walletId: slice.loadUint(32) };
  }
  return null;
}

function tokenInfos(entry: JsonObject | undefined): JsonObject[] {
  const infos = entry?.token_info;
  return Array.isArray(infos) ? infos.filter(isJsonObject) : [];
}

function stringMember(object: JsonValue | undefined, key: string): string | null {
  if (!isJsonObject(object)) return null;
  const value = object[key];
  return typeof value === 'string' ? value : null;
}

/**
 * Who owns a recorded NFT item, when the recording says so: its latest recorded transaction is a
 * successful TEP-62 transfer (not aborted, compute and action phases succeeded), whose decoded body names
 * the new owner. Anything else (another operation, a failed transfer, no transaction) says nothing.
 */
function recordedNftOwner(dataset: SampleDataset, address: string): string | null {
  const account = dataset.accounts[address];
  if (!account) return null;
  const lastLt = account.last_transaction_lt;
  const transaction = dataset.blocks
    .flatMap((block) => block.transactions)
    .find((tx) => tx.account === address && tx.lt === lastLt);
  if (!transaction) return null;
  const description = transaction.description;
  if (!isJsonObject(description) || description.aborted !== false) return null;
  const compute = description.compute_ph;
  const action = description.action;
  if (!isJsonObject(compute) || compute.success !== true) return null;
  if (!isJsonObject(action) || action.success !== true) return null;
  const inMessage = transaction.in_msg;
  if (!isJsonObject(inMessage)) return null;
  const content = inMessage.message_content;
  const decoded = isJsonObject(content) ? content.decoded : undefined;
  if (stringMember(decoded, '@type') !== 'nft_transfer' || !isJsonObject(decoded)) return null;
  const newOwner = decoded.new_owner;
  const workchain = stringMember(newOwner, 'workchain_id');
  const hash = stringMember(newOwner, 'address');
  if (stringMember(newOwner, '@type') !== 'addr_std' || workchain === null || hash === null) return null;
  return `${workchain}:${hash.toUpperCase()}`;
}

export function readTokenState(dataset: SampleDataset): TokenState {
  const emulatedAccounts = new Set<string>();
  for (const block of dataset.blocks) {
    if (!block.emulated) continue;
    for (const transaction of block.transactions) {
      emulatedAccounts.add(asString(transaction.account, 'transaction.account'));
    }
  }

  const jettonWallets: SampleJettonWallet[] = [];
  const nftItems: SampleNftItem[] = [];
  const walletData = new Map<string, SampleWalletData>();
  for (const [address, account] of Object.entries(dataset.accounts)) {
    const data = dataCell(account);
    if (!data) continue;
    const interfaces = interfacesOf(dataset, address);
    if (interfaces.includes('jetton_wallet')) {
      jettonWallets.push({ address, ...readJettonWalletData(data), source: 'cell' });
    } else if (interfaces.includes('nft_item')) {
      const item = readNftItemData(data);
      if (item.owner) {
        nftItems.push({
          address,
          index: item.index,
          collection: item.collection,
          owner: item.owner,
          content: itemContent(item.content),
          init: true,
          source: 'cell',
        });
      }
    } else {
      const wallet = readWalletData(interfaces, data);
      if (wallet) walletData.set(address, wallet);
    }
  }

  const fromCells = new Set([...jettonWallets, ...nftItems].map((item) => item.address));
  for (const [address, entry] of Object.entries(dataset.metadata)) {
    if (fromCells.has(address)) continue;
    for (const info of tokenInfos(entry)) {
      if (info.type === 'jetton_wallets') {
        // The recorded metadata describes the wallet as the index saw it when the answer was recorded.
        const balance = stringMember(info.extra, 'balance');
        const owner = stringMember(info.extra, 'owner');
        const jetton = stringMember(info.extra, 'jetton');
        if (balance === null || owner === null || jetton === null || !/^\d+$/.test(balance)) continue;
        jettonWallets.push({ address, balance: BigInt(balance), owner, jetton, source: 'recorded' });
      } else if (info.type === 'nft_items') {
        const owner = recordedNftOwner(dataset, address);
        const index = typeof info.nft_index === 'string' ? info.nft_index : null;
        if (!owner || index === null || !/^\d+$/.test(index)) continue;
        nftItems.push({
          address,
          index: BigInt(index),
          collection: null,
          owner,
          content: {},
          init: true,
          source: 'recorded',
        });
      }
    }
  }

  const domains = new Map<string, string>();
  for (const [address, entry] of Object.entries(dataset.address_book)) {
    if (typeof entry.domain === 'string' && entry.domain !== '') domains.set(address, entry.domain);
  }
  return { jettonWallets, nftItems, emulatedAccounts, walletData, domains };
}

/** The interfaces an address book entry lists (strings only). */
export function addressInterfaces(dataset: SampleDataset, address: string): string[] {
  return interfacesOf(dataset, address);
}

/** `wallet_v4r2` → `wallet v4 r2`: the index's wallet_type names (ParseWalletState's table). */
export function walletTypeOf(interfaces: string[]): string | null {
  for (const name of interfaces) {
    const match = /^wallet_(v\d+)(r\d+|beta)$/.exec(name);
    if (match) return `wallet ${match[1] ?? ''} ${match[2] ?? ''}`;
  }
  return null;
}
