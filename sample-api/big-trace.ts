// A synthetic 4,000-transaction trace for the benchmark and the tests of big traces: copies of the
// emulated chain's real transactions (their fields, phases and message shapes), each with a fresh hash,
// lt and in_msg, linked into one tree — a 200-deep chain, then a wide fan-out — by rewriting each copy's
// out_msgs into the messages that start its children. Built in memory only when asked for
// (SAMPLE_API_BIG_TRACE=1), served only for its reserved trace id or its own transaction and message
// hashes, and marked `sample_synthetic` so nobody mistakes it for chain data. Its transactions are the
// synthetic block BIG_TRACE_SEQNO (bigTraceBlock), served with it and marked the same way, so the app
// can open them (`/block/99999998?tx=…&trace=1`).
import { createHash } from 'node:crypto';
import { deriveSyntheticBlocks } from './big-block.ts';
import { transactionAddresses, type DatasetBlock, type SampleDataset } from './dataset.ts';
import { asString, isJsonObject, type JsonObject } from './json.ts';
import { inMessage, outMessages, traceFromTransactions, type SampleTrace } from './trace-store.ts';

export const BIG_TRACE_TRANSACTIONS = 4000;
/** The first chain of the tree: this many transactions one below the other. */
const DEEP_CHAIN = 200;
/** Past the chain, each transaction has up to this many children. */
const FAN_OUT = 4;
export const BIG_TRACE_SEQNO = 99_999_998;
export const BIG_TRACE_NOTE =
  'synthetic trace for benchmarks and tests: copies of the emulated sample transactions with fresh hashes, logical times and message links';
/** Above every lt of the dataset (and of the synthetic block's copies, which start at 10^13). */
const BIG_TRACE_LT = 90_000_000_000_000n;

function syntheticHash(label: string, index: number): string {
  return createHash('sha256').update(`tonlens synthetic trace ${label} ${index}`).digest('base64');
}

/** The trace id (the hash of its first transaction) under which the big trace is served. */
export const BIG_TRACE_ID = syntheticHash('transaction', 0);

function parentOf(index: number): number {
  return index < DEEP_CHAIN ? index - 1 : Math.floor((index - DEEP_CHAIN) / FAN_OUT);
}

export function buildBigTrace(dataset: SampleDataset, count = BIG_TRACE_TRANSACTIONS): SampleTrace {
  const templates = dataset.blocks
    .filter((block) => block.emulated)
    .flatMap((block) => block.transactions)
    .filter((transaction) => {
      const inMsg = inMessage(transaction);
      return inMsg !== null && typeof inMsg.source === 'string' && outMessages(transaction).length > 0;
    });
  const rootTemplate = dataset.blocks
    .filter((block) => block.emulated)
    .flatMap((block) => block.transactions)
    .find((transaction) => {
      const inMsg = inMessage(transaction);
      return inMsg !== null && inMsg.source === null && outMessages(transaction).length > 0;
    });
  if (templates.length === 0 || !rootTemplate)
    throw new Error('the dataset has no emulated transactions to copy');

  const children: number[][] = Array.from({ length: count }, () => []);
  for (let index = 1; index < count; index += 1) children[parentOf(index)]?.push(index);

  const hashes = Array.from({ length: count }, (_, index) => syntheticHash('transaction', index));
  const inHashes = Array.from({ length: count }, (_, index) => syntheticHash('message', index));
  const accounts: string[] = [];
  const transactions: JsonObject[] = [];
  for (let index = 0; index < count; index += 1) {
    const template = index === 0 ? rootTemplate : templates[index % templates.length];
    if (!template) throw new Error('unreachable: templates is not empty');
    const copy = structuredClone(template);
    const account = asString(copy.account, 'account');
    accounts.push(account);
    const lt = String(BIG_TRACE_LT + BigInt(index) * 10n);
    copy.hash = hashes[index] ?? '';
    copy.lt = lt;
    copy.mc_block_seqno = BIG_TRACE_SEQNO;
    copy.trace_id = BIG_TRACE_ID;
    copy.prev_trans_hash = null;
    copy.prev_trans_lt = null;
    if (isJsonObject(copy.block_ref)) copy.block_ref = { ...copy.block_ref, seqno: BIG_TRACE_SEQNO };
    const inMsg = inMessage(copy);
    if (inMsg) {
      inMsg.hash = inHashes[index] ?? '';
      if (index > 0) {
        inMsg.source = accounts[parentOf(index)] ?? null;
        inMsg.destination = account;
        inMsg.created_lt = String(BIG_TRACE_LT + BigInt(parentOf(index)) * 10n + 1n);
      }
      if (typeof inMsg.hash_norm === 'string') inMsg.hash_norm = syntheticHash('normalized message', index);
    }
    const shape = outMessages(template)[0];
    copy.out_msgs = (children[index] ?? []).map((child) => ({
      ...(shape ? structuredClone(shape) : {}),
      hash: inHashes[child] ?? '',
      source: account,
      created_lt: String(BIG_TRACE_LT + BigInt(index) * 10n + 1n),
    }));
    transactions.push(copy);
  }
  // Children's destinations are known once every account is chosen.
  for (const [index, transaction] of transactions.entries()) {
    for (const [position, out] of outMessages(transaction).entries()) {
      const child = children[index]?.[position];
      if (child !== undefined) out.destination = accounts[child] ?? null;
    }
  }
  const { body, ordered, messageHashes } = traceFromTransactions(BIG_TRACE_ID, transactions, {
    synthetic: BIG_TRACE_NOTE,
  });
  const traceInfo = body.trace_info;
  if (isJsonObject(traceInfo)) traceInfo.classification_state = 'unclassified';
  const last = ordered.at(-1);
  return {
    traceId: BIG_TRACE_ID,
    kind: 'synthetic',
    body,
    transactions: ordered,
    messageHashes,
    endSeqno: BIG_TRACE_SEQNO,
    endLt: BigInt(asString(last?.lt ?? '0', 'lt')),
  };
}

/** The synthetic masterchain block that holds the big trace's transactions (by lt, then hash). */
export function bigTraceBlock(trace: SampleTrace, dataset: SampleDataset): DatasetBlock {
  const transactions = [...trace.transactions].sort((a, b) => {
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
    for (const address of transactionAddresses(transaction, `big trace transactions[${index}]`)) {
      const entry = dataset.address_book[address];
      if (entry) addressBook[address] = entry;
      const meta = dataset.metadata[address];
      if (meta) metadata[address] = meta;
    }
  }
  return {
    seqno: BIG_TRACE_SEQNO,
    sources: [BIG_TRACE_NOTE],
    blocks: deriveSyntheticBlocks(BIG_TRACE_SEQNO, transactions),
    transactions,
    address_book: addressBook,
    metadata,
  };
}
