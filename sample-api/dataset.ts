// The dataset the sample API serves: written by build-dataset.ts into sample-api/dataset/<network>.json,
// read back here by the request handler. Recorded objects (transactions, address-book entries,
// metadata) are kept exactly as recorded; the objects the builder derives are described below.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  asArray,
  asInteger,
  asObject,
  asString,
  objectMap,
  optionalString,
  type JsonObject,
} from './json.ts';

export const NETWORKS = ['mainnet', 'testnet'] as const;
export type SampleNetwork = (typeof NETWORKS)[number];

export interface DatasetBlock {
  /** Masterchain block sequence number. */
  seqno: number;
  /** Recording files that hold at least one transaction of this block (none for an emulated block). */
  sources: string[];
  /** Only on blocks produced by the TON emulator (see emulator/): what produced them. */
  emulated?: EmulatedOrigin;
  /** Live-shaped Block objects: the masterchain block first, then the shard blocks of its transactions. */
  blocks: JsonObject[];
  /** Recorded transactions with this `mc_block_seqno`, by lt then hash. */
  transactions: JsonObject[];
  /** Recorded address-book entries of every address in these transactions and their messages. */
  address_book: Record<string, JsonObject>;
  /** Recorded metadata of those addresses (only the ones that have some). */
  metadata: Record<string, JsonObject>;
}

export interface EmulatedOrigin {
  /** The emulator package and version, e.g. `@ton/sandbox@0.41.0`. */
  emulator: string;
  /** Names of the scenarios with a transaction in the block. */
  scenarios: string[];
}

export interface EmulatedScenario {
  name: string;
  description: string;
}

export interface SampleDataset {
  network: SampleNetwork;
  /** Recording files this dataset was built from. */
  recordings: string[];
  /** The GET /masterchainInfo answer, `last` first as the index writes it. */
  masterchain_info: { last: JsonObject; first: JsonObject };
  /** By seqno, ascending. */
  blocks: DatasetBlock[];
  /** Current state of every account that has a recorded transaction, keyed by raw address. */
  accounts: Record<string, JsonObject>;
  /** Every recorded address-book entry of this network, keyed by raw address. */
  address_book: Record<string, JsonObject>;
  /** Every recorded metadata entry of this network, keyed by raw address. */
  metadata: Record<string, JsonObject>;
  /** The scenarios of the emulated blocks, when the dataset has some. */
  scenarios?: EmulatedScenario[];
}

export function isSampleNetwork(value: string): value is SampleNetwork {
  return NETWORKS.some((network) => network === value);
}

/**
 * Addresses a transaction touches: its account and the source and destination of each of its messages
 * (external messages have a null source or destination). The index builds a transaction list's address
 * book from these.
 */
export function transactionAddresses(transaction: JsonObject, where: string): string[] {
  const addresses = [asString(transaction.account, `${where}.account`)];
  const messages = [transaction.in_msg ?? null, ...asArray(transaction.out_msgs ?? [], `${where}.out_msgs`)];
  for (const [index, message] of messages.entries()) {
    if (message === null) continue;
    const messageWhere = `${where}.messages[${index}]`;
    const object = asObject(message, messageWhere);
    for (const key of ['source', 'destination']) {
      const address = optionalString(object, key, messageWhere);
      if (address !== null) addresses.push(address);
    }
  }
  return addresses;
}

export function parseSampleDataset(value: unknown, where: string): SampleDataset {
  const root = asObject(value, where);
  const network = asString(root.network, `${where}.network`);
  if (!isSampleNetwork(network)) throw new Error(`${where}.network: unknown network ${network}`);
  const info = asObject(root.masterchain_info, `${where}.masterchain_info`);
  return {
    network,
    recordings: asArray(root.recordings, `${where}.recordings`).map((file, index) =>
      asString(file, `${where}.recordings[${index}]`),
    ),
    masterchain_info: {
      last: asObject(info.last, `${where}.masterchain_info.last`),
      first: asObject(info.first, `${where}.masterchain_info.first`),
    },
    blocks: asArray(root.blocks, `${where}.blocks`).map((item, index): DatasetBlock => {
      const blockWhere = `${where}.blocks[${index}]`;
      const block = asObject(item, blockWhere);
      return {
        seqno: asInteger(block.seqno, `${blockWhere}.seqno`),
        sources: asArray(block.sources, `${blockWhere}.sources`).map((file, i) =>
          asString(file, `${blockWhere}.sources[${i}]`),
        ),
        ...(block.emulated === undefined
          ? {}
          : { emulated: parseOrigin(block.emulated, `${blockWhere}.emulated`) }),
        blocks: asArray(block.blocks, `${blockWhere}.blocks`).map((b, i) =>
          asObject(b, `${blockWhere}.blocks[${i}]`),
        ),
        transactions: asArray(block.transactions, `${blockWhere}.transactions`).map((tx, i) =>
          asObject(tx, `${blockWhere}.transactions[${i}]`),
        ),
        address_book: objectMap(block.address_book, `${blockWhere}.address_book`),
        metadata: objectMap(block.metadata, `${blockWhere}.metadata`),
      };
    }),
    accounts: objectMap(root.accounts, `${where}.accounts`),
    address_book: objectMap(root.address_book, `${where}.address_book`),
    metadata: objectMap(root.metadata, `${where}.metadata`),
    ...(root.scenarios === undefined
      ? {}
      : {
          scenarios: asArray(root.scenarios, `${where}.scenarios`).map((item, index) => {
            const scenarioWhere = `${where}.scenarios[${index}]`;
            const scenario = asObject(item, scenarioWhere);
            return {
              name: asString(scenario.name, `${scenarioWhere}.name`),
              description: asString(scenario.description, `${scenarioWhere}.description`),
            };
          }),
        }),
  };
}

function parseOrigin(value: unknown, where: string): EmulatedOrigin {
  const origin = asObject(value, where);
  return {
    emulator: asString(origin.emulator, `${where}.emulator`),
    scenarios: asArray(origin.scenarios, `${where}.scenarios`).map((name, index) =>
      asString(name, `${where}.scenarios[${index}]`),
    ),
  };
}

export function datasetFileUrl(network: SampleNetwork): URL {
  // Not `new URL('./dataset/…', import.meta.url)`: Vite rewrites that pattern into an asset URL when it
  // transforms this module for the jsdom tests, and the file is then looked for at /sample-api/dataset.
  return pathToFileURL(path.join(path.dirname(fileURLToPath(import.meta.url)), 'dataset', `${network}.json`));
}

const loaded = new Map<SampleNetwork, SampleDataset>();

/** Reads and checks the committed dataset once per process; handlers share it read-only. */
export function loadSampleDataset(network: SampleNetwork): SampleDataset {
  const cached = loaded.get(network);
  if (cached) return cached;
  const url = datasetFileUrl(network);
  const dataset = parseSampleDataset(JSON.parse(readFileSync(url, 'utf8')), url.pathname);
  loaded.set(network, dataset);
  return dataset;
}
