// Builds the sample API's dataset from the real toncenter recordings in sample-api/recordings/ and from
// a chain the TON emulator produces (sample-api/emulator/), and writes
// sample-api/dataset/{mainnet,testnet}.json. Run with `npm run sample:build`; `npm run sample:check`
// rebuilds in memory and fails if the committed files differ.
//
// Nothing here is typed in by hand: every value in the output is either copied from a recording, produced
// by the emulator, or computed by one of the rules written next to the code that applies it. Re-running
// the builder reproduces the committed files byte for byte.
//
// The emulated blocks follow the recorded mainnet blocks: their seqnos continue from the highest recorded
// one, so masterchainInfo's `last` is the newest emulated block; the testnet dataset is recordings only.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  NETWORKS,
  datasetFileUrl,
  transactionAddresses,
  type DatasetBlock,
  type SampleDataset,
  type SampleNetwork,
} from './dataset.ts';
import { BLOCK_SECONDS } from './emulator/chain.ts';
import {
  BASECHAIN_SHARDS,
  generateEmulatedChain,
  type EmulatedChainData,
  type EmulatedRunParameters,
} from './emulator/generate.ts';
import {
  asArray,
  asInteger,
  asObject,
  asString,
  formatJson,
  isJsonObject,
  objectMap,
  optionalString,
  type JsonObject,
  type JsonValue,
} from './json.ts';
import { formatRawAddress, parseAccountAddress } from './ton-address.ts';

export interface Recording {
  /** File name inside sample-api/recordings/. */
  file: string;
  body: unknown;
}

export const RECORDINGS_DIR = new URL('./recordings/', import.meta.url);

/** Every *.json recording, by file name so the output never depends on directory order. */
export function readRecordings(directory: URL = RECORDINGS_DIR): Recording[] {
  return readdirSync(directory)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({ file, body: JSON.parse(readFileSync(new URL(file, directory), 'utf8')) }));
}

// Block fields the recordings and the emulated run let us derive, each by a rule written in deriveBlocks
// (global_id and a shard block's prev_blocks for emulated blocks only). Everything else in a real Block
// (root_hash, file_hash, start_lt/end_lt, rand_seed, created_by, key_block, the split/merge flags, …) is
// unknown and is left out rather than invented; so is any value of the recorded testnet masterchainInfo
// beyond its key order and the masterchain's shard id.
const DERIVABLE_BLOCK_FIELDS = [
  'workchain',
  'shard',
  'seqno',
  'global_id',
  'gen_utime',
  'tx_count',
  'masterchain_block_ref',
  'prev_blocks',
];

interface BlockShape {
  /** Key order of a real Block (from the recorded masterchainInfo body), restricted to derivable fields. */
  keyOrder: string[];
  /** The masterchain's only shard, as the index writes it (the masterchain never splits). */
  masterchainShard: string;
}

/** Rule: Block key order and the masterchain shard id come from the recorded GET /masterchainInfo body. */
function readBlockShape(recording: Recording): BlockShape {
  const where = recording.file;
  const last = asObject(asObject(recording.body, where).last, `${where}.last`);
  if (asInteger(last.workchain, `${where}.last.workchain`) !== -1) {
    throw new Error(`${where}: last is not a masterchain block`);
  }
  const keyOrder = Object.keys(last).filter((key) => DERIVABLE_BLOCK_FIELDS.includes(key));
  const missing = DERIVABLE_BLOCK_FIELDS.filter((key) => !keyOrder.includes(key));
  if (missing.length > 0) throw new Error(`${where}: Block has no ${missing.join(', ')}`);
  return { keyOrder, masterchainShard: asString(last.shard, `${where}.last.shard`) };
}

function orderKeys(object: JsonObject, keyOrder: string[]): JsonObject {
  const ordered: JsonObject = {};
  for (const key of keyOrder) {
    const value = object[key];
    if (value !== undefined) ordered[key] = value;
  }
  return ordered;
}

/**
 * Rule: a recording's network is read from its address book. The index sets the testnet-only flag on
 * every user-friendly address it writes when it serves testnet, and never on mainnet.
 */
function recordingNetwork(file: string, addressBook: Record<string, JsonObject>): SampleNetwork {
  const flags = Object.entries(addressBook).map(([raw, entry]) => {
    const friendly = optionalString(entry, 'user_friendly', `${file}.address_book.${raw}`);
    const parsed = friendly === null ? null : parseAccountAddress(friendly);
    if (!parsed?.flags) {
      throw new Error(`${file}: address book entry ${raw} has no user-friendly form`);
    }
    return parsed.flags.testnetOnly;
  });
  if (flags.length > 0 && flags.every(Boolean)) return 'testnet';
  if (flags.length > 0 && !flags.some(Boolean)) return 'mainnet';
  throw new Error(`${file}: cannot tell the network from the address book`);
}

interface NetworkRecordings {
  files: string[];
  /** By transaction hash; the first recording (by file name) holding a hash supplies its body. */
  transactions: Map<string, { transaction: JsonObject; sources: Set<string> }>;
  addressBook: Record<string, JsonObject>;
  metadata: Record<string, JsonObject>;
}

function collectTraces(recordings: Recording[]): Map<SampleNetwork, NetworkRecordings> {
  const byNetwork = new Map<SampleNetwork, NetworkRecordings>();
  for (const { file, body } of recordings) {
    const root = asObject(body, file);
    const addressBook = objectMap(root.address_book, `${file}.address_book`);
    const network = recordingNetwork(file, addressBook);
    const collected: NetworkRecordings = byNetwork.get(network) ?? {
      files: [],
      transactions: new Map(),
      addressBook: {},
      metadata: {},
    };
    byNetwork.set(network, collected);
    collected.files.push(file);
    // Rule: the same address can appear in several recordings; the first recording by file name wins.
    for (const [raw, entry] of Object.entries(addressBook)) collected.addressBook[raw] ??= entry;
    for (const [raw, entry] of Object.entries(objectMap(root.metadata ?? {}, `${file}.metadata`))) {
      collected.metadata[raw] ??= entry;
    }
    for (const [traceIndex, trace] of asArray(root.traces, `${file}.traces`).entries()) {
      const where = `${file}.traces[${traceIndex}].transactions`;
      for (const [hash, value] of Object.entries(asObject(asObject(trace, where).transactions, where))) {
        const transaction = asObject(value, `${where}.${hash}`);
        // Rule: emulated or pending transactions have no masterchain block and are not part of any block.
        if (transaction.emulated === true || typeof transaction.mc_block_seqno !== 'number') continue;
        const known = collected.transactions.get(hash);
        if (known) known.sources.add(file);
        else collected.transactions.set(hash, { transaction, sources: new Set([file]) });
      }
    }
  }
  return byNetwork;
}

function compareLt(a: JsonObject, b: JsonObject): number {
  const ltA = BigInt(asString(a.lt, 'transaction.lt'));
  const ltB = BigInt(asString(b.lt, 'transaction.lt'));
  if (ltA !== ltB) return ltA < ltB ? -1 : 1;
  const hashA = asString(a.hash, 'transaction.hash');
  const hashB = asString(b.hash, 'transaction.hash');
  return hashA < hashB ? -1 : hashA > hashB ? 1 : 0;
}

function sortedRecord(record: Record<string, JsonObject>): Record<string, JsonObject> {
  const sorted: Record<string, JsonObject> = {};
  for (const key of Object.keys(record).sort()) {
    const value = record[key];
    if (value !== undefined) sorted[key] = value;
  }
  return sorted;
}

/** Address book and metadata restricted to `addresses`, keyed in sorted order. */
function entriesFor(
  addresses: Iterable<string>,
  recorded: Record<string, JsonObject>,
  required: boolean,
  where: string,
): Record<string, JsonObject> {
  const entries: Record<string, JsonObject> = {};
  for (const address of [...new Set(addresses)].sort()) {
    const entry = recorded[address];
    if (entry) entries[address] = entry;
    else if (required) throw new Error(`${where}: no recorded address-book entry for ${address}`);
  }
  return entries;
}

interface BlockRef {
  workchain: number;
  shard: string;
  seqno: number;
}

/**
 * What the emulated run fixes about the blocks of one of its masterchain blocks (emulator/generate.ts and
 * emulator/chain.ts), beyond what its transactions show.
 */
interface EmulatedBlockFacts {
  /** Position of the masterchain block in the run: 0 for the first emulated one. */
  index: number;
  /** Seqno of the basechain blocks the first emulated masterchain block commits. */
  firstShardSeqno: number;
  /** The basechain's shards in the run (generate.ts BASECHAIN_SHARDS). */
  shards: readonly string[];
  /** The block's time by the emulator's clock, unix seconds. */
  time: number;
  /** Config param 19 of the config the emulator ran with. */
  globalId: number;
}

function deriveBlocks(
  seqno: number,
  transactions: JsonObject[],
  shape: BlockShape,
  emulated?: EmulatedBlockFacts,
): JsonObject[] {
  const masterchainRef: JsonObject = { workchain: -1, shard: shape.masterchainShard, seqno };
  // Rule: gen_utime is the latest `now` among the block's recorded transactions (a string, as the index
  // writes it). The real block was generated at or after that moment, so this is a lower bound. For the
  // masterchain block it is taken over all its transactions: a masterchain block is generated after
  // every shard block it commits.
  // Rule (emulated blocks): gen_utime is exact, the block's time by the emulator's clock (chain.ts: every
  // transaction of a masterchain block, in it or in the shard blocks it commits, runs with that time as
  // `now`, which is checked here); so an emulated block without transactions has one too.
  const latestNow = (txs: JsonObject[]): string => {
    const nows = txs.map((tx) => asInteger(tx.now, 'transaction.now'));
    if (emulated) {
      if (nows.some((now) => now !== emulated.time)) {
        throw new Error(`emulated block ${seqno}: a transaction's now is not the block's time`);
      }
      return String(emulated.time);
    }
    return String(Math.max(...nows));
  };
  // Rule: tx_count counts the dataset's transactions of that block, so a Block agrees with the
  // transactions the sample API returns for it (the recordings hold a subset of the real block).
  const shards = new Map<string, { ref: BlockRef; transactions: JsonObject[] }>();
  const keyOf = (ref: BlockRef): string => `${ref.workchain}:${ref.shard}:${ref.seqno}`;
  // Rule (emulated blocks): every masterchain block commits one new block of each basechain shard
  // (generate.ts), seqnos consecutive from the first one, so each is listed even when it holds no
  // transaction (tx_count 0); and no transaction may point at any other.
  const emulatedShardSeqno = emulated ? emulated.firstShardSeqno + emulated.index : undefined;
  for (const shard of emulated?.shards ?? []) {
    const ref: BlockRef = { workchain: 0, shard, seqno: emulatedShardSeqno ?? 0 };
    shards.set(keyOf(ref), { ref, transactions: [] });
  }
  const masterchainTransactions: JsonObject[] = [];
  for (const transaction of transactions) {
    const ref = asObject(transaction.block_ref, 'transaction.block_ref');
    const workchain = asInteger(ref.workchain, 'block_ref.workchain');
    if (workchain === -1) {
      // A masterchain transaction lives in the masterchain block itself.
      masterchainTransactions.push(transaction);
      continue;
    }
    const shard = asString(ref.shard, 'block_ref.shard');
    const blockSeqno = asInteger(ref.seqno, 'block_ref.seqno');
    const key = keyOf({ workchain, shard, seqno: blockSeqno });
    if (emulated && !shards.has(key)) {
      throw new Error(`emulated block ${seqno}: a transaction points at ${key}, not a block it commits`);
    }
    const group = shards.get(key) ?? { ref: { workchain, shard, seqno: blockSeqno }, transactions: [] };
    group.transactions.push(transaction);
    shards.set(key, group);
  }
  // Rule (emulated blocks): global_id is the chain's config param 19, read from the config the emulator
  // ran with. The recordings never say it, so recorded blocks have none.
  const globalId: JsonObject = emulated ? { global_id: emulated.globalId } : {};
  // Rule: a masterchain block's prev_blocks is the masterchain block before it, seqno − 1: the
  // masterchain never splits or merges, so it has exactly one predecessor (as the recorded masterchainInfo
  // shows, 21082664 after 21082663).
  const masterchainBlock: JsonObject = {
    ...masterchainRef,
    ...globalId,
    gen_utime: latestNow(transactions),
    tx_count: masterchainTransactions.length,
    masterchain_block_ref: masterchainRef,
    ...(seqno > 0 ? { prev_blocks: [{ ...masterchainRef, seqno: seqno - 1 }] } : {}),
  };
  // Rule (emulated blocks): a shard block's prev_blocks is the same shard's block before it, seqno − 1,
  // since each masterchain block commits one new block of each shard. Not for the first emulated ones:
  // they follow a recorded block of another shard layout (the basechain whole, 8000000000000000), and
  // what came before them is not part of the chain. Recorded shard blocks have none: a shard may have
  // split or merged, and the recordings do not say.
  const previousOf = (ref: BlockRef): JsonObject =>
    emulated && emulated.index > 0 ? { prev_blocks: [{ ...ref, seqno: ref.seqno - 1 }] } : {};
  // Shard blocks by workchain, shard id (fixed-width hex, so string order is numeric order), then seqno.
  const shardBlocks = [...shards.values()]
    .sort(
      ({ ref: a }, { ref: b }) =>
        a.workchain - b.workchain ||
        (a.shard < b.shard ? -1 : a.shard > b.shard ? 1 : 0) ||
        a.seqno - b.seqno,
    )
    .map(({ ref, transactions: txs }) => ({
      ...ref,
      ...globalId,
      gen_utime: latestNow(txs),
      tx_count: txs.length,
      masterchain_block_ref: masterchainRef,
      ...previousOf(ref),
    }));
  return [masterchainBlock, ...shardBlocks].map((block) => orderKeys(block, shape.keyOrder));
}

/**
 * Rule: an account's current state is the `account_state_after` of its latest recorded transaction (by
 * lt), with that transaction as `last_transaction_*`. Field names and order follow the index's
 * AccountStateFull; hashes and BOCs the index omits when null (`omitempty`) are omitted too, and
 * code_boc/data_boc appear only when the recording holds them. contract_methods is unknown: left out.
 */
function deriveAccount(transaction: JsonObject): JsonObject {
  const where = `transaction ${asString(transaction.hash, 'transaction.hash')}`;
  const parsed = parseAccountAddress(asString(transaction.account, `${where}.account`));
  if (!parsed) throw new Error(`${where}: account is not an address`);
  const state = asObject(transaction.account_state_after, `${where}.account_state_after`);
  const account: JsonObject = {
    address: formatRawAddress(parsed),
    account_state_hash: asString(state.hash, `${where}.account_state_after.hash`),
    balance: state.balance ?? null,
  };
  if (state.extra_currencies !== undefined) account.extra_currencies = state.extra_currencies;
  account.status = state.account_status ?? null;
  const optional = (key: string, value: JsonValue | undefined): void => {
    if (value !== undefined && value !== null) account[key] = value;
  };
  optional('frozen_hash', state.frozen_hash);
  account.last_transaction_hash = asString(transaction.hash, `${where}.hash`);
  account.last_transaction_lt = asString(transaction.lt, `${where}.lt`);
  optional('data_hash', state.data_hash);
  optional('code_hash', state.code_hash);
  optional('data_boc', state.data_boc);
  optional('code_boc', state.code_boc);
  return account;
}

function buildNetworkDataset(
  network: SampleNetwork,
  recorded: NetworkRecordings,
  shape: BlockShape,
): SampleDataset {
  const everything = [...recorded.transactions.values()];
  const bySeqno = new Map<number, typeof everything>();
  for (const item of everything) {
    const seqno = asInteger(item.transaction.mc_block_seqno, 'transaction.mc_block_seqno');
    bySeqno.set(seqno, [...(bySeqno.get(seqno) ?? []), item]);
  }
  const blocks: DatasetBlock[] = [...bySeqno.keys()]
    .sort((a, b) => a - b)
    .map((seqno) => {
      const items = bySeqno.get(seqno) ?? [];
      const transactions = items.map((item) => item.transaction).sort(compareLt);
      const addresses = transactions.flatMap((tx) => transactionAddresses(tx, `block ${seqno}`));
      return {
        seqno,
        sources: [...new Set(items.flatMap((item) => [...item.sources]))].sort(),
        blocks: deriveBlocks(seqno, transactions, shape),
        transactions,
        address_book: entriesFor(addresses, recorded.addressBook, true, `${network} block ${seqno}`),
        metadata: entriesFor(addresses, recorded.metadata, false, `${network} block ${seqno}`),
      };
    });
  const first = blocks[0]?.blocks[0];
  const last = blocks.at(-1)?.blocks[0];
  if (!first || !last) throw new Error(`${network}: no recorded transactions`);

  const latest = new Map<string, JsonObject>();
  for (const transaction of everything.map((item) => item.transaction).sort(compareLt)) {
    latest.set(asString(transaction.account, 'transaction.account'), transaction);
  }
  const accounts: Record<string, JsonObject> = {};
  for (const transaction of latest.values()) {
    const account = deriveAccount(transaction);
    accounts[asString(account.address, 'account.address')] = account;
  }

  return {
    network,
    recordings: [...recorded.files].sort(),
    // Rule: masterchainInfo's first and last are the dataset's lowest and highest masterchain blocks.
    masterchain_info: { last, first },
    blocks,
    accounts: sortedRecord(accounts),
    address_book: sortedRecord(recorded.addressBook),
    metadata: sortedRecord(recorded.metadata),
  };
}

/**
 * What the emulated run continues from, read from the recorded mainnet dataset. Rules: the first emulated
 * masterchain block is the one after the highest recorded one, BLOCK_SECONDS after it; the emulator's
 * logical time starts at the next multiple of 1,000,000 above every recorded lt; the basechain shard
 * blocks continue from the shard block the newest recorded masterchain block commits, one per
 * masterchain block.
 */
export function emulationParameters(recorded: SampleDataset): EmulatedRunParameters {
  const newest = recorded.blocks.at(-1);
  if (!newest) throw new Error('no recorded blocks to continue from');
  const masterchain = asObject(newest.blocks[0], 'newest block');
  const shardBlock = newest.blocks.find((block) => block.workchain === 0);
  if (!shardBlock) throw new Error(`block ${newest.seqno} commits no basechain block`);
  const lts = recorded.blocks.flatMap((block) =>
    block.transactions.map((tx) => BigInt(asString(tx.lt, 'transaction.lt'))),
  );
  const maxLt = lts.reduce((max, lt) => (lt > max ? lt : max), 0n);
  return {
    firstSeqno: newest.seqno + 1,
    startTime: Number(asString(masterchain.gen_utime, 'gen_utime')) + BLOCK_SECONDS,
    startLt: (maxLt / 1_000_000n + 1n) * 1_000_000n,
    firstShardSeqno: asInteger(shardBlock.seqno, 'shard block seqno') + 1,
    masterchainShard: asString(masterchain.shard, 'masterchain shard'),
  };
}

/** Appends the emulated blocks (and their accounts, address book and metadata) to a recorded dataset. */
function appendEmulated(
  dataset: SampleDataset,
  emulated: EmulatedChainData,
  shape: BlockShape,
): SampleDataset {
  const addressBook = { ...dataset.address_book, ...emulated.addressBook };
  const metadata = { ...dataset.metadata, ...emulated.metadata };
  const run = emulationParameters(dataset);
  const blocks: DatasetBlock[] = emulated.blocks.map((block) => {
    const index = block.seqno - run.firstSeqno;
    const facts: EmulatedBlockFacts = {
      index,
      firstShardSeqno: run.firstShardSeqno,
      shards: BASECHAIN_SHARDS,
      time: run.startTime + index * BLOCK_SECONDS,
      globalId: emulated.globalId,
    };
    const transactions = [...block.transactions].sort(compareLt);
    const addresses = transactions.flatMap((tx) => transactionAddresses(tx, `block ${block.seqno}`));
    return {
      seqno: block.seqno,
      sources: [],
      emulated: { emulator: emulated.emulator, scenarios: block.scenarios },
      blocks: deriveBlocks(block.seqno, transactions, shape, facts),
      transactions,
      address_book: entriesFor(addresses, addressBook, true, `emulated block ${block.seqno}`),
      metadata: entriesFor(addresses, metadata, false, `emulated block ${block.seqno}`),
    };
  });
  const all = [...dataset.blocks, ...blocks];
  const first = all[0]?.blocks[0];
  const last = all.at(-1)?.blocks[0];
  if (!first || !last) throw new Error('no blocks');
  return {
    ...dataset,
    masterchain_info: { last, first },
    blocks: all,
    accounts: sortedRecord({ ...dataset.accounts, ...emulated.accounts }),
    address_book: sortedRecord(addressBook),
    metadata: sortedRecord(metadata),
    scenarios: emulated.scenarios,
  };
}

/** Recorded data of both networks, before the emulated chain is appended. */
export function buildRecordedDatasets(recordings: Recording[]): {
  datasets: Record<SampleNetwork, SampleDataset>;
  shape: BlockShape;
} {
  const sorted = [...recordings].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  // Recordings are told apart by shape: GET /traces bodies have `traces`, GET /masterchainInfo bodies
  // have `last` and `first`; anything else (the recorded error body) is not data for the dataset.
  const traces = sorted.filter(({ body }) => isJsonObject(body) && Array.isArray(body.traces));
  const infos = sorted.filter(
    ({ body }) => isJsonObject(body) && isJsonObject(body.last) && isJsonObject(body.first),
  );
  const [info, ...moreInfos] = infos;
  if (!info || moreInfos.length > 0) throw new Error('expected exactly one recorded masterchainInfo body');
  const shape = readBlockShape(info);
  const byNetwork = collectTraces(traces);
  const build = (network: SampleNetwork): SampleDataset => {
    const recorded = byNetwork.get(network);
    if (!recorded) throw new Error(`no ${network} recordings`);
    return buildNetworkDataset(network, recorded, shape);
  };
  return { datasets: { mainnet: build('mainnet'), testnet: build('testnet') }, shape };
}

/** The pure build: recordings and the emulated chain in, one dataset per network out. */
export function buildSampleDatasets(
  recordings: Recording[],
  emulated: EmulatedChainData,
): Record<SampleNetwork, SampleDataset> {
  const { datasets, shape } = buildRecordedDatasets(recordings);
  return { mainnet: appendEmulated(datasets.mainnet, emulated, shape), testnet: datasets.testnet };
}

/** Runs the emulator for the chain that continues the recorded mainnet blocks. */
export async function generateEmulatedData(recordings: Recording[]): Promise<EmulatedChainData> {
  const { datasets } = buildRecordedDatasets(recordings);
  return generateEmulatedChain(emulationParameters(datasets.mainnet));
}

/** A dataset as the committed file's text. */
export function serializeSampleDataset(dataset: SampleDataset): string {
  const blocks: JsonValue[] = dataset.blocks.map((block) => {
    const { emulated, ...rest } = block;
    const json: JsonObject = { seqno: rest.seqno, sources: rest.sources };
    if (emulated) json.emulated = { emulator: emulated.emulator, scenarios: emulated.scenarios };
    return {
      ...json,
      blocks: rest.blocks,
      transactions: rest.transactions,
      address_book: rest.address_book,
      metadata: rest.metadata,
    };
  });
  const root: JsonObject = {
    network: dataset.network,
    recordings: dataset.recordings,
    masterchain_info: dataset.masterchain_info,
    blocks,
    accounts: dataset.accounts,
    address_book: dataset.address_book,
    metadata: dataset.metadata,
  };
  if (dataset.scenarios) {
    root.scenarios = dataset.scenarios.map(({ name, description }) => ({ name, description }));
  }
  return formatJson(root);
}

/** The committed files' contents, by network. */
export function buildDatasetFiles(
  recordings: Recording[],
  emulated: EmulatedChainData,
): Record<SampleNetwork, string> {
  const datasets = buildSampleDatasets(recordings, emulated);
  return {
    mainnet: serializeSampleDataset(datasets.mainnet),
    testnet: serializeSampleDataset(datasets.testnet),
  };
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const started = performance.now();
  const recordings = readRecordings();
  const datasets = buildSampleDatasets(recordings, await generateEmulatedData(recordings));
  let differs = false;
  for (const network of NETWORKS) {
    const url = datasetFileUrl(network);
    const dataset = datasets[network];
    const text = serializeSampleDataset(dataset);
    if (check) {
      const same = readFileSync(url, 'utf8') === text;
      if (!same) differs = true;
      console.log(`${fileURLToPath(url)}: ${same ? 'reproduced byte for byte' : 'DIFFERS from the build'}`);
      continue;
    }
    writeFileSync(url, text);
    const transactions = dataset.blocks.reduce((sum, block) => sum + block.transactions.length, 0);
    const emulated = dataset.blocks.filter((block) => block.emulated).length;
    console.log(
      `${fileURLToPath(url)}: ${dataset.blocks.length} blocks (${emulated} emulated), ${transactions} ` +
        `transactions, ${Object.keys(dataset.accounts).length} accounts, ${Buffer.byteLength(text)} bytes`,
    );
  }
  console.log(`built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (differs) process.exitCode = 1;
}

// Run only as a script (`tsx sample-api/build-dataset.ts`), not when a test imports the pure build.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
