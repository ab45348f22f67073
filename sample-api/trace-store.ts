// The traces the sample API can answer for, in the index's Trace shape (ton-index-go models/traces.go):
// - emulated: the emulated chain's transactions grouped by `trace_id` (the hash of the trace's first
//   transaction, emulator/README.md), the tree built from the real message links (a transaction is the
//   child of the one whose out_msg hash equals its in_msg hash), ordered and counted as the index does;
// - recorded: the recorded GET /traces bodies (recordings/traces.*.json), kept exactly as recorded.
// Nothing is invented: a message the sample window never delivers is counted as pending, and the trace
// says so in `sample_note`, a member no real server sends.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transactionAddresses, type SampleDataset } from './dataset.ts';
import { asArray, asObject, asString, isJsonObject, type JsonObject } from './json.ts';

export const PENDING_TRACE_NOTE =
  'The sample chain ends before this trace does: its pending messages are delivered after the newest sample block, which the sample does not hold.';

/** One trace the sample answers for, with what selects it. */
export interface SampleTrace {
  traceId: string;
  kind: 'emulated' | 'recorded' | 'synthetic';
  /** The Trace object as served (without actions; the route adds them when asked). */
  body: JsonObject;
  /** Transactions by hash, in the trace's order. */
  transactions: JsonObject[];
  /** Hashes of every message of the trace: inbound and outbound, delivered or not. */
  messageHashes: string[];
  /** The masterchain block of the trace's last transaction, and its lt and time (for sorting). */
  endSeqno: number;
  endLt: bigint;
  /** For a recorded trace: the recording's own address book and metadata, unchanged. */
  recorded?: { file: string; address_book: JsonObject; metadata: JsonObject };
}

export interface TraceStore {
  traces: SampleTrace[];
  byId: ReadonlyMap<string, SampleTrace>;
  byTransaction: ReadonlyMap<string, SampleTrace>;
  byMessage: ReadonlyMap<string, SampleTrace>;
}

function lt(transaction: JsonObject): bigint {
  return BigInt(asString(transaction.lt, 'lt'));
}

/** The index's order of a trace's transactions: by lt, then account. */
export function compareByLtThenAccount(a: JsonObject, b: JsonObject): number {
  const ltA = lt(a);
  const ltB = lt(b);
  if (ltA !== ltB) return ltA < ltB ? -1 : 1;
  const accountA = asString(a.account, 'account');
  const accountB = asString(b.account, 'account');
  return accountA < accountB ? -1 : accountA > accountB ? 1 : 0;
}

export function inMessage(transaction: JsonObject): JsonObject | null {
  const message = transaction.in_msg;
  return isJsonObject(message) ? message : null;
}

export function outMessages(transaction: JsonObject): JsonObject[] {
  return asArray(transaction.out_msgs ?? [], 'out_msgs').filter(isJsonObject);
}

function messageHash(message: JsonObject): string {
  return asString(message.hash, 'message.hash');
}

/**
 * The tree as the index assembles it (parse.AssembleTraceTxsFromMap): transactions in order, each the
 * child of the transaction whose out_msg is its in_msg; a transaction without out_msgs has `children: []`.
 * A transaction with out_msgs none of which is delivered in the trace also gets `[]` here (the index
 * would write `null`; the sample has no such transaction with a message to nowhere, only pending ones).
 */
export function assembleTree(ordered: readonly JsonObject[]): JsonObject | null {
  interface Node {
    tx_hash: string;
    in_msg_hash?: string;
    children: Node[];
  }
  const parentOf = new Map<string, Node>();
  let root: Node | null = null;
  for (const transaction of ordered) {
    const inMsg = inMessage(transaction);
    // The index's key order: tx_hash, in_msg_hash (left out when there is none), children.
    const node: Node = {
      tx_hash: asString(transaction.hash, 'hash'),
      ...(inMsg ? { in_msg_hash: messageHash(inMsg) } : {}),
      children: [],
    };
    for (const out of outMessages(transaction)) parentOf.set(messageHash(out), node);
    const parent = node.in_msg_hash === undefined ? undefined : parentOf.get(node.in_msg_hash);
    if (parent) {
      if (node.in_msg_hash !== undefined) parentOf.delete(node.in_msg_hash);
      parent.children.push(node);
    } else root ??= node;
  }
  return root as unknown as JsonObject | null;
}

/** Builds one trace object from its transactions (any order), as the index writes a trace. */
export function traceFromTransactions(
  traceId: string,
  transactions: readonly JsonObject[],
  extra: { note?: string; synthetic?: string } = {},
): { body: JsonObject; ordered: JsonObject[]; messageHashes: string[]; pending: number } {
  const ordered = [...transactions].sort(compareByLtThenAccount);
  const first = ordered[0];
  const last = ordered.at(-1);
  if (!first || !last) throw new Error(`trace ${traceId} has no transactions`);
  const delivered = new Set<string>();
  const messageHashes: string[] = [];
  let internalCreated = 0;
  let externalIn = 0;
  for (const transaction of ordered) {
    const inMsg = inMessage(transaction);
    if (inMsg) {
      delivered.add(messageHash(inMsg));
      messageHashes.push(messageHash(inMsg));
      if (inMsg.source === null || inMsg.source === undefined) externalIn += 1;
    }
  }
  let pending = 0;
  for (const transaction of ordered) {
    for (const out of outMessages(transaction)) {
      messageHashes.push(messageHash(out));
      if (out.destination === null || out.destination === undefined) continue; // external out: a log
      internalCreated += 1;
      if (!delivered.has(messageHash(out))) pending += 1;
    }
  }
  const rootIn = inMessage(first);
  const externalHash = rootIn && (rootIn.source ?? null) === null ? messageHash(rootIn) : null;
  const seqnos = ordered.map((transaction) => Number(transaction.mc_block_seqno));
  const transactionsMap: JsonObject = {};
  // Go writes a map's keys sorted (encoding/json): the recordings' `transactions` are in hash order.
  const byHash = [...ordered].sort((a, b) => {
    const hashA = asString(a.hash, 'hash');
    const hashB = asString(b.hash, 'hash');
    return hashA < hashB ? -1 : hashA > hashB ? 1 : 0;
  });
  for (const transaction of byHash) transactionsMap[asString(transaction.hash, 'hash')] = transaction;
  const body: JsonObject = {
    ...(extra.synthetic === undefined ? {} : { sample_synthetic: extra.synthetic }),
    ...(pending > 0 ? { sample_note: extra.note ?? PENDING_TRACE_NOTE } : {}),
    trace_id: traceId,
    external_hash: externalHash,
    mc_seqno_start: String(Math.min(...seqnos)),
    mc_seqno_end: String(Math.max(...seqnos)),
    start_lt: asString(first.lt, 'lt'),
    start_utime: first.now ?? null,
    end_lt: asString(last.lt, 'lt'),
    end_utime: last.now ?? null,
    trace_info: {
      trace_state: pending > 0 ? 'pending' : 'complete',
      // The index counts the edges it has seen: every inbound message (the external one too) plus the
      // internal messages still in flight.
      messages: externalIn + internalCreated,
      transactions: ordered.length,
      pending_messages: pending,
      classification_state: 'ok',
    },
    is_incomplete: false,
    trace: assembleTree(ordered),
    transactions_order: ordered.map((transaction) => asString(transaction.hash, 'hash')),
    transactions: transactionsMap,
  };
  return { body, ordered, messageHashes, pending };
}

function emulatedTraces(dataset: SampleDataset): SampleTrace[] {
  const groups = new Map<string, JsonObject[]>();
  for (const block of dataset.blocks) {
    if (!block.emulated) continue;
    for (const transaction of block.transactions) {
      const traceId = asString(transaction.trace_id, 'trace_id');
      const group = groups.get(traceId);
      if (group) group.push(transaction);
      else groups.set(traceId, [transaction]);
    }
  }
  return [...groups].map(([traceId, transactions]) => {
    const { body, ordered, messageHashes } = traceFromTransactions(traceId, transactions);
    const last = ordered.at(-1);
    if (!last) throw new Error('unreachable: a group has a transaction');
    return {
      traceId,
      kind: 'emulated',
      body,
      transactions: ordered,
      messageHashes,
      endSeqno: Number(body.mc_seqno_end),
      endLt: lt(last),
    };
  });
}

function recordingsDirectory(): string {
  return path.join(path.dirname(fileURLToPath(import.meta.url)), 'recordings');
}

/** The recorded trace bodies among the dataset's recordings, unchanged. */
function recordedTraces(dataset: SampleDataset): SampleTrace[] {
  const traces: SampleTrace[] = [];
  for (const file of dataset.recordings) {
    if (!file.startsWith('traces.')) continue;
    const root = asObject(JSON.parse(readFileSync(path.join(recordingsDirectory(), file), 'utf8')), file);
    const addressBook = asObject(root.address_book ?? {}, `${file}.address_book`);
    const metadata = asObject(root.metadata ?? {}, `${file}.metadata`);
    for (const [index, item] of asArray(root.traces, `${file}.traces`).entries()) {
      const body = asObject(item, `${file}.traces[${index}]`);
      const order = asArray(body.transactions_order ?? [], 'transactions_order').map((hash) =>
        asString(hash, 'transactions_order[]'),
      );
      const map = asObject(body.transactions ?? {}, 'transactions');
      const transactions = order.map((hash) => asObject(map[hash], `transactions.${hash}`));
      const messageHashes = transactions.flatMap((transaction) => {
        const inMsg = inMessage(transaction);
        return [...(inMsg ? [messageHash(inMsg)] : []), ...outMessages(transaction).map(messageHash)];
      });
      traces.push({
        traceId: asString(body.trace_id, 'trace_id'),
        kind: 'recorded',
        body,
        transactions,
        messageHashes,
        endSeqno: Number(body.mc_seqno_end),
        endLt: BigInt(asString(body.end_lt, 'end_lt')),
        recorded: { file, address_book: addressBook, metadata },
      });
    }
  }
  return traces;
}

export function buildTraceStore(dataset: SampleDataset, extra: readonly SampleTrace[] = []): TraceStore {
  const traces = [...recordedTraces(dataset), ...emulatedTraces(dataset), ...extra];
  const byId = new Map<string, SampleTrace>();
  const byTransaction = new Map<string, SampleTrace>();
  const byMessage = new Map<string, SampleTrace>();
  for (const trace of traces) {
    byId.set(trace.traceId, trace);
    for (const transaction of trace.transactions)
      byTransaction.set(asString(transaction.hash, 'hash'), trace);
    // A message belongs to the trace that delivers it or, when none does, to the one that sent it.
    for (const hash of trace.messageHashes) if (!byMessage.has(hash)) byMessage.set(hash, trace);
  }
  return { traces, byId, byTransaction, byMessage };
}

/** Every address a trace's transactions touch, in order, once each. */
export function traceAddresses(trace: SampleTrace): string[] {
  return [
    ...new Set(
      trace.transactions.flatMap((transaction, index) =>
        transactionAddresses(transaction, `${trace.traceId}.transactions[${index}]`),
      ),
    ),
  ];
}
