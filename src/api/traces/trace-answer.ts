/**
 * A traces answer read in the data worker (../block/block.worker.ts runs it through block-answer.ts's
 * loader, which hands every `{traces}` answer here): JSON.parse of a 4,000-transaction trace (~15 MB) and
 * the validation of its transactions (~0.15 ms each) would hold the page's main thread for about a second.
 * The worker reads the trace asked for, sends its structure first (`trace-head`: the tree read safely,
 * without transactions), then its transactions in the tree's order in batches (`trace-rows`), each small
 * enough to arrive on the page (a structured clone) in well under 50 ms (TRACE_LATER_BATCH). The page puts them together
 * (trace-query.ts). Where there is no Worker, the page runs the same code, yielding between batches.
 */
import type { $ZodType } from 'zod/v4/core';
import type { ApiError, ApiWords } from '../api-error.ts';
import type { TraceStateName } from '../actions/action-answers.ts';
import type { RawAction } from '../actions/action-schemas.ts';
import { driftPaths, driftRecorded, type DriftAt } from '../drift.ts';
import type { AnswerIssues } from '../read-answer.ts';
import { readWith } from '../schema-kit.ts';
import { transactionSchema, type AddressBook, type Metadata, type Transaction } from '../schemas.ts';
import { traceShellSchema, tracesShellSchema } from './trace-schemas.ts';
import { readTraceShape, type ReadTraceNode } from './trace-tree.ts';

/** What the page keeps of a trace besides its tree. */
export interface TraceMeta {
  traceId: string;
  state: TraceStateName;
  isIncomplete: boolean;
  mcSeqnoStart: number | null;
  mcSeqnoEnd: number | null;
}

export type TraceAnswerEvent =
  /** The answer holds no trace (the server knows no trace of the transaction). */
  | { type: 'trace-head'; found: false }
  | {
      type: 'trace-head';
      found: true;
      meta: TraceMeta;
      /** The tree in pre-order, every `transaction` still null. */
      nodes: ReadTraceNode[];
      /** Why the structure was cut, or null: words, read in the page's language on the page. */
      cut: ApiWords | null;
      actions: RawAction[];
      addressBook: AddressBook;
      metadata: Metadata;
      drift: DriftAt[];
    }
  /** The next transactions: `nodes[i]` is the node index of `transactions[i]`. */
  | {
      type: 'trace-rows';
      nodes: number[];
      transactions: Transaction[];
      drift: Array<[position: number, drift: DriftAt[]]>;
    };

const STATES: ReadonlySet<string> = new Set(['complete', 'pending', 'broken']);

/** `trace_info.trace_state` as one of the three the index writes, else 'unknown' (absent, or anything else). */
export function traceStateOf(value: unknown): TraceStateName {
  return typeof value === 'string' && STATES.has(value) ? (value as TraceStateName) : 'unknown';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The hash a traces request asked for (`tx_hash=`), from its URL. */
export function askedHash(url: string): string | null {
  try {
    return new URL(url, 'http://localhost').searchParams.get('tx_hash');
  } catch {
    return null;
  }
}

/** The raw trace holding `hash` (in its transactions, or as its id), else the first; undefined: none. */
function pickTrace(traces: readonly unknown[], hash: string | null): unknown {
  if (hash !== null) {
    const holding = traces.find(
      (trace) =>
        isRecord(trace) &&
        (trace['trace_id'] === hash ||
          (isRecord(trace['transactions']) && Object.hasOwn(trace['transactions'], hash))),
    );
    if (holding !== undefined) return holding;
  }
  return traces[0];
}

function validated<T>(
  schema: $ZodType<T>,
  value: unknown,
  fail: (issues: AnswerIssues) => ApiError,
  at: PropertyKey[],
): { value: T; drift: DriftAt[] } {
  const before = driftRecorded();
  const result = readWith(schema, value);
  if (!result.success) {
    throw fail({ issues: result.error.issues.map((issue) => ({ ...issue, path: [...at, ...issue.path] })) });
  }
  return { value: result.data, drift: driftRecorded() === before ? [] : driftPaths(result.data) };
}

/**
 * Transactions a batch after the first. A trace's transactions are bigger than a block's on average (the
 * synthetic 4,000-transaction trace is 20 MB, 5 kB each): 250 of them cost the page 10–50 ms to receive
 * on this machine under load, with spikes; 100 keep each arrival near 10 ms (test/bench/trace-figures.ts).
 */
export const TRACE_LATER_BATCH = 100;

export interface TraceBatches {
  first: number;
  later: number;
}

/**
 * Emits a traces answer (already parsed) as a head and batches of rows. Throws the ApiError `fail` makes
 * for an answer without its `traces` list; a trace whose fields do not read is the same; a transaction
 * that does not read is left out (its node shows without details).
 */
export async function emitTraceAnswer(
  raw: unknown,
  hash: string | null,
  emit: (event: TraceAnswerEvent) => void,
  fail: (issues: AnswerIssues) => ApiError,
  batches: TraceBatches,
  afterBatch?: (sent: number) => Promise<void>,
): Promise<void> {
  const answer = validated(tracesShellSchema, raw, fail, []);
  const picked = pickTrace(answer.value.traces, hash);
  if (picked === undefined) {
    emit({ type: 'trace-head', found: false });
    return;
  }
  const index = answer.value.traces.indexOf(picked);
  const shell = validated(traceShellSchema, picked, fail, ['traces', index]);
  const { trace: root, transactions: rawTransactions } = shell.value;
  const tree = readTraceShape(root);
  const transactions = isRecord(rawTransactions) ? rawTransactions : {};
  emit({
    type: 'trace-head',
    found: true,
    meta: {
      traceId: shell.value.trace_id ?? '',
      state: traceStateOf(shell.value.trace_info?.trace_state),
      isIncomplete: shell.value.is_incomplete === true,
      mcSeqnoStart: shell.value.mc_seqno_start ?? null,
      mcSeqnoEnd: shell.value.mc_seqno_end ?? null,
    },
    nodes: tree.nodes,
    cut: tree.cut,
    actions: shell.value.actions ?? [],
    addressBook: answer.value.address_book,
    metadata: answer.value.metadata,
    drift: answer.drift.filter((drift) => drift.path[0] !== 'traces'),
  });

  let batchNodes: number[] = [];
  let batch: Transaction[] = [];
  let batchDrift: Array<[number, DriftAt[]]> = [];
  let size = batches.first;
  let sent = 0;
  const flush = async () => {
    emit({ type: 'trace-rows', nodes: batchNodes, transactions: batch, drift: batchDrift });
    sent += batch.length;
    batchNodes = [];
    batch = [];
    batchDrift = [];
    size = batches.later;
    if (afterBatch) await afterBatch(sent);
  };
  for (const [position, node] of tree.nodes.entries()) {
    if (!Object.hasOwn(transactions, node.txHash)) continue;
    const before = driftRecorded();
    const result = readWith(transactionSchema, transactions[node.txHash]);
    if (!result.success) continue;
    const drift = driftRecorded() === before ? [] : driftPaths(result.data);
    if (drift.length > 0) batchDrift.push([batch.length, drift]);
    batchNodes.push(position);
    batch.push(result.data);
    if (batch.length >= size) await flush();
  }
  if (batch.length > 0) await flush();
}
