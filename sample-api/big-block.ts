// A synthetic 5,000-transaction masterchain block for the benchmark (`npm run bench`): the dataset's
// real transactions (recorded and emulated) copied until the count is reached, each copy with fresh
// hashes and logical times so no two transactions collide. It is built in memory when the sample API
// starts with SAMPLE_API_BIG_BLOCK=1 (about 21 MB of JSON: far too big to commit), the same bytes on
// every start, and served only at SYNTHETIC_BLOCK_SEQNO, which the catalog never lists: the normal
// sample never shows it.
import { createHash } from 'node:crypto';
import { transactionAddresses, type DatasetBlock, type SampleDataset } from './dataset.ts';
import { asObject, asString, isJsonObject, type JsonObject, type JsonValue } from './json.ts';

/** Reserved for the synthetic block: far above the sample's newest block, so no link or ← / → reaches it. */
export const SYNTHETIC_BLOCK_SEQNO = 99_999_999;
export const SYNTHETIC_BLOCK_TRANSACTIONS = 5000;
/** Written into every answer about the block (and its source list), so nobody mistakes it for chain data. */
export const SYNTHETIC_BLOCK_NOTE =
  'synthetic benchmark block: copies of the sample transactions with fresh hashes and logical times';

/** Copy k adds (k + 1) × this to every logical time; larger than the dataset's whole lt range. */
const LT_STRIDE = 10n ** 13n;
/** Shard blocks of the synthetic block: basechain split in four, each with this seqno. */
const SHARD_BLOCK_SEQNO = 60_000_000;
const MASTERCHAIN_SHARD = '8000000000000000';
const BASECHAIN_SHARDS = ['2000000000000000', '6000000000000000', 'A000000000000000', 'E000000000000000'];

/** Hash-valued fields (base64 of 32 bytes) of transactions, messages and message contents. */
const HASH_FIELDS = new Set([
  'hash',
  'hash_norm',
  'trace_id',
  'trace_external_hash',
  'prev_trans_hash',
  'in_msg_tx_hash',
  'out_msg_tx_hash',
]);
/** Logical-time fields: shifted together so the order and gaps inside a copy stay as recorded. */
const LT_FIELDS = new Set(['lt', 'prev_trans_lt', 'created_lt']);

export interface SyntheticBlockOptions {
  seqno?: number;
  transactions?: number;
}

export function buildSyntheticBlock(
  dataset: SampleDataset,
  options: SyntheticBlockOptions = {},
): DatasetBlock {
  const seqno = options.seqno ?? SYNTHETIC_BLOCK_SEQNO;
  const count = options.transactions ?? SYNTHETIC_BLOCK_TRANSACTIONS;
  const sources = dataset.blocks.flatMap((block) => block.transactions);
  if (sources.length === 0) throw new Error('the dataset has no transactions to copy');
  checkLtRange(sources);

  const transactions: JsonObject[] = [];
  for (let index = 0; index < count; index += 1) {
    const copy = Math.floor(index / sources.length);
    const source = sources[index % sources.length];
    if (!source) throw new Error('unreachable: index within sources');
    transactions.push(copyTransaction(source, copy, seqno));
  }
  // As the dataset keeps them: by lt, then hash.
  transactions.sort((a, b) => {
    const ltA = BigInt(asString(a.lt, 'lt'));
    const ltB = BigInt(asString(b.lt, 'lt'));
    if (ltA !== ltB) return ltA < ltB ? -1 : 1;
    const hashA = asString(a.hash, 'hash');
    const hashB = asString(b.hash, 'hash');
    return hashA < hashB ? -1 : hashA > hashB ? 1 : 0;
  });

  const addressBook: Record<string, JsonObject> = {};
  const metadata: Record<string, JsonObject> = {};
  for (const [index, transaction] of transactions.entries()) {
    for (const address of transactionAddresses(transaction, `synthetic.transactions[${index}]`)) {
      const entry = dataset.address_book[address];
      if (entry) addressBook[address] = entry;
      const meta = dataset.metadata[address];
      if (meta) metadata[address] = meta;
    }
  }

  return {
    seqno,
    sources: [SYNTHETIC_BLOCK_NOTE],
    blocks: deriveSyntheticBlocks(seqno, transactions),
    transactions,
    address_book: addressBook,
    metadata,
  };
}

function checkLtRange(sources: JsonObject[]): void {
  let min: bigint | undefined;
  let max: bigint | undefined;
  for (const transaction of sources) {
    const lt = BigInt(asString(transaction.lt, 'lt'));
    if (min === undefined || lt < min) min = lt;
    if (max === undefined || lt > max) max = lt;
  }
  // Copies must not overlap, or two transactions could share an lt.
  if (min !== undefined && max !== undefined && max - min >= LT_STRIDE) {
    throw new Error('the dataset spans more logical time than the synthetic block can shift copies by');
  }
}

function freshHash(hash: string, copy: number): string {
  return createHash('sha256').update(`tonlens synthetic block, copy ${copy}: ${hash}`).digest('base64');
}

/**
 * Deep copy with every hash replaced by a hash of (copy, old hash) and every lt shifted by the copy's
 * offset: links inside a copy (a message to the transaction it starts, a trace) stay consistent, and
 * no value equals one of the normal sample's.
 */
function rewrite(value: JsonValue, copy: number, key: string | undefined): JsonValue {
  if (typeof value === 'string') {
    if (key !== undefined && HASH_FIELDS.has(key)) return freshHash(value, copy);
    if (key !== undefined && LT_FIELDS.has(key) && /^\d+$/.test(value)) {
      return String(BigInt(value) + BigInt(copy + 1) * LT_STRIDE);
    }
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => rewrite(item, copy, undefined));
  if (isJsonObject(value)) {
    const result: JsonObject = {};
    for (const [member, item] of Object.entries(value)) result[member] = rewrite(item, copy, member);
    return result;
  }
  return value;
}

function copyTransaction(source: JsonObject, copy: number, seqno: number): JsonObject {
  const copied = asObject(rewrite(source, copy, undefined), 'synthetic transaction');
  // The state hashes of the account before and after are not transaction identities: keep them.
  if (isJsonObject(source.account_state_before)) copied.account_state_before = source.account_state_before;
  if (isJsonObject(source.account_state_after)) copied.account_state_after = source.account_state_after;
  copied.mc_block_seqno = seqno;
  copied.block_ref = shardRefOf(asString(source.account, 'account'), seqno);
  return copied;
}

/** Basechain accounts go to the shard their account id's first two bits select, as in a split chain. */
function shardRefOf(account: string, seqno: number): JsonObject {
  const [workchainText = '', id = ''] = account.split(':');
  if (workchainText === '-1') return { workchain: -1, shard: MASTERCHAIN_SHARD, seqno };
  const topBits = Number.parseInt(id.charAt(0) || '0', 16) >> 2;
  return {
    workchain: Number.parseInt(workchainText, 10),
    shard: BASECHAIN_SHARDS[topBits] ?? MASTERCHAIN_SHARD,
    seqno: SHARD_BLOCK_SEQNO,
  };
}

/** The live profile's `{blocks}`: the masterchain block, then its shard blocks, as build-dataset derives them. */
export function deriveSyntheticBlocks(seqno: number, transactions: JsonObject[]): JsonObject[] {
  const masterchainRef: JsonObject = { workchain: -1, shard: MASTERCHAIN_SHARD, seqno };
  const counts = new Map<string, { ref: JsonObject; count: number }>();
  let masterchainCount = 0;
  let latestNow = 0;
  for (const transaction of transactions) {
    const now = transaction.now;
    if (typeof now === 'number' && now > latestNow) latestNow = now;
    const ref = asObject(transaction.block_ref, 'block_ref');
    if (ref.workchain === -1) {
      masterchainCount += 1;
      continue;
    }
    const key = `${String(ref.workchain)}:${asString(ref.shard, 'shard')}`;
    const group = counts.get(key) ?? { ref, count: 0 };
    group.count += 1;
    counts.set(key, group);
  }
  const genUtime = String(latestNow);
  const shardBlocks = [...counts.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, { ref, count }]) => ({
      ...ref,
      gen_utime: genUtime,
      tx_count: count,
      masterchain_block_ref: masterchainRef,
    }));
  return [
    {
      ...masterchainRef,
      gen_utime: genUtime,
      tx_count: masterchainCount,
      masterchain_block_ref: masterchainRef,
    },
    ...shardBlocks,
  ];
}
