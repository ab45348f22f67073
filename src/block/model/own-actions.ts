/**
 * tonlens's own reading of a block's transactions (issue 27), once per block object: every transaction
 * read from its messages (ton/actions/read-messages.ts), jetton wallets' masters taken from the block's
 * metadata and, where it names none (a live server's block answer carries no metadata), from what
 * /api/v3/metadata said of the block's jetton accounts (`extra`). A block never changes, so going back to
 * one reuses its reading (one per block and `extra` object).
 *
 * The reading of a 5,000-transaction block takes 50-250 ms (measured on the synthetic big block, on a
 * loaded two-core machine), far more than a frame, so a big block is read in slices: its transactions are
 * split into groups that name each other's messages (what one sends, another receives: the reader links
 * nothing else), the groups are read a batch at a time, and the main thread is given back between batches
 * once a slice has taken SLICE_MS. A group of thousands (one big trace) is read a message group at a time
 * with the same looks at the clock. The actions are the same as one reading of the whole block, groups in
 * block order. A small block is read at once, so its page never shows a reading in progress. A list of
 * transactions (a trace's, for the drill-down) is read the same way, once per list.
 */
import type { MasterchainBlock } from '../../api/block/masterchain-block.ts';
import { yieldUntilIdle } from '../../api/block/idle.ts';
import type { Metadata, Transaction } from '../../api/schemas.ts';
import type { Action } from '../../ton/actions/action-model.ts';
import {
  readActionsFromTransactions,
  readActionsStepwise,
  readContextFromMetadata,
  type ReadContext,
} from '../../ton/actions/read-messages.ts';
import { oncePerBlock } from './per-block.ts';

/** Up to this many transactions a block is read at once (a few milliseconds). */
export const READ_AT_ONCE = 400;
/** A slice of the reading gives the main thread back after this long. */
const SLICE_MS = 8;
/** Transactions read in one call between two looks at the clock. */
const BATCH = 100;
/** Message groups read between two looks at the clock. */
const STEPS_PER_LOOK = 16;

/** No metadata beyond the block's own. */
const NONE: Metadata = Object.freeze({}) as Metadata;

/** Readings by the extra metadata object, then by block. */
const readings = new WeakMap<Metadata, WeakMap<MasterchainBlock, readonly Action[]>>();
const pendingReadings = new WeakMap<Metadata, WeakMap<MasterchainBlock, Promise<readonly Action[]>>>();

/** The inner map of `outer` for `key`, made on first use. */
function innerOf<K extends WeakKey, T extends WeakKey, V>(
  outer: WeakMap<K, WeakMap<T, V>>,
  key: K,
): WeakMap<T, V> {
  let inner = outer.get(key);
  if (!inner) {
    inner = new WeakMap<T, V>();
    outer.set(key, inner);
  }
  return inner;
}

/** The block's metadata, with `extra`'s entries for the accounts the block's own does not describe. */
function readContextOf(block: MasterchainBlock, extra: Metadata): ReadContext {
  return readContextFromMetadata(extra === NONE ? block.metadata : { ...extra, ...block.metadata });
}

/** The block's reading when it is done (at once for a small block), else undefined. */
export function ownActionsIfRead(
  block: MasterchainBlock,
  extra: Metadata = NONE,
): readonly Action[] | undefined {
  const done = innerOf(readings, extra).get(block);
  if (done || block.transactions.length > READ_AT_ONCE) return done;
  const actions = readActionsFromTransactions(block.transactions, readContextOf(block, extra));
  innerOf(readings, extra).set(block, actions);
  return actions;
}

/**
 * The block's reading, in slices that give the main thread back (see above); one reading per block
 * however many ask. `onProgress` hears how many transactions have been read.
 */
export function readOwnActions(
  block: MasterchainBlock,
  onProgress?: (read: number) => void,
  extra: Metadata = NONE,
): Promise<readonly Action[]> {
  const done = ownActionsIfRead(block, extra);
  if (done) return Promise.resolve(done);
  return readOnce(innerOf(readings, extra), innerOf(pendingReadings, extra), block, () =>
    readInSlices(block, onProgress, readContextOf(block, extra)),
  );
}

/**
 * One reading per key however many ask while it runs: kept in `done` when it ends. A reading that failed
 * is not kept, so the next ask reads again.
 */
function readOnce<K extends WeakKey>(
  done: WeakMap<K, readonly Action[]>,
  pending: WeakMap<K, Promise<readonly Action[]>>,
  key: K,
  read: () => Promise<readonly Action[]>,
): Promise<readonly Action[]> {
  let reading = pending.get(key);
  if (!reading) {
    reading = read().then(
      (actions) => {
        done.set(key, actions);
        pending.delete(key);
        return actions;
      },
      (error: unknown) => {
        pending.delete(key);
        throw error;
      },
    );
    pending.set(key, reading);
  }
  return reading;
}

async function readInSlices(
  block: MasterchainBlock,
  onProgress: ((read: number) => void) | undefined,
  context: ReadContext,
): Promise<readonly Action[]> {
  // Not inside the task that asked (a render's effects): grouping a big block's transactions alone takes
  // a slice's worth of time.
  await yieldUntilIdle();
  const slice = { start: performance.now() };
  const groups = linkedGroups(block.transactions);
  const actions: Action[] = [];
  let batch: Transaction[] = [];
  let read = 0;
  const flush = async () => {
    await readInto(actions, batch, context, slice);
    read += batch.length;
    batch = [];
  };
  for (const group of groups) {
    for (const transaction of group) batch.push(transaction);
    if (batch.length < BATCH) continue;
    await flush();
    if (performance.now() - slice.start >= SLICE_MS) {
      onProgress?.(read);
      await yieldUntilIdle();
      slice.start = performance.now();
    }
  }
  if (batch.length > 0) await flush();
  return actions;
}

/**
 * Reads `transactions` into `actions` one message group at a time, giving the main thread back whenever
 * the slice has taken SLICE_MS: one trace's thousands of linked transactions are one group of the block,
 * and reading them in one call was a 70-250 ms task.
 */
async function readInto(
  actions: Action[],
  transactions: readonly Transaction[],
  context: ReadContext,
  slice: { start: number },
): Promise<void> {
  let steps = 0;
  for (const action of readActionsStepwise(transactions, context)) {
    if (action) actions.push(action);
    if (++steps % STEPS_PER_LOOK !== 0 || performance.now() - slice.start < SLICE_MS) continue;
    await yieldUntilIdle();
    slice.start = performance.now();
  }
}

/** Readings of a list of transactions (a trace's, a transaction's part of its trace), by list and context. */
const listReadings = new WeakMap<readonly Transaction[], WeakMap<ReadContext, readonly Action[]>>();
const pendingListReadings = new WeakMap<
  readonly Transaction[],
  WeakMap<ReadContext, Promise<readonly Action[]>>
>();

/**
 * tonlens's reading of a list of transactions when it is done: at once for up to READ_AT_ONCE of them,
 * else undefined until readListInSlices has read it (once per list and context).
 */
export function listActionsIfRead(
  transactions: readonly Transaction[],
  context: ReadContext,
): readonly Action[] | undefined {
  const done = innerOf(listReadings, transactions).get(context);
  if (done || transactions.length > READ_AT_ONCE) return done;
  const actions = readActionsFromTransactions(transactions, context);
  innerOf(listReadings, transactions).set(context, actions);
  return actions;
}

/** The list's reading, in slices that give the main thread back; one reading however many ask. */
export function readListInSlices(
  transactions: readonly Transaction[],
  context: ReadContext,
): Promise<readonly Action[]> {
  const done = listActionsIfRead(transactions, context);
  if (done) return Promise.resolve(done);
  return readOnce(
    innerOf(listReadings, transactions),
    innerOf(pendingListReadings, transactions),
    context,
    async () => {
      // Not inside the task that asked (a render's effects): the indexing pass alone is long.
      await yieldUntilIdle();
      const actions: Action[] = [];
      await readInto(actions, transactions, context, { start: performance.now() });
      return actions;
    },
  );
}

/**
 * The transactions in groups that name each other's messages: a message one sends (`out_msgs`) and
 * another receives (`in_msg`) has the same hash, and the reader links transactions only through such
 * messages. Union-find over message hashes, linear; groups in block order of their first transaction.
 */
export function linkedGroups(transactions: readonly Transaction[]): Transaction[][] {
  const parent = transactions.map((_, index) => index);
  const find = (index: number): number => {
    let root = index;
    while (parent[root] !== root) root = parent[root] ?? root;
    let step = index;
    while (parent[step] !== root) {
      const next = parent[step] ?? root;
      parent[step] = root;
      step = next;
    }
    return root;
  };
  const byMessage = new Map<string, number>();
  const link = (hash: string | undefined | null, index: number) => {
    if (!hash) return;
    const other = byMessage.get(hash);
    if (other === undefined) {
      byMessage.set(hash, index);
      return;
    }
    const a = find(other);
    const b = find(index);
    if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
  };
  transactions.forEach((transaction, index) => {
    link(transaction.in_msg?.hash, index);
    for (const message of transaction.out_msgs) link(message.hash, index);
  });
  const groups = new Map<number, Transaction[]>();
  transactions.forEach((transaction, index) => {
    const root = find(index);
    const group = groups.get(root);
    if (group) group.push(transaction);
    else groups.set(root, [transaction]);
  });
  return [...groups.values()];
}

/** The block's transaction hashes in block order, once per block (what the server is asked about). */
export const transactionHashesOf: (block: MasterchainBlock) => readonly string[] = oncePerBlock((block) =>
  block.transactions.map((transaction) => transaction.hash),
);
