/**
 * A trace's tree (`trace`: `{tx_hash, in_msg_hash, children[]}` nested) read into a flat list in
 * pre-order, each node with its parent, depth and children by index — by a loop with a stack of its own,
 * never by recursion: the tree is a stranger's JSON and may nest a million levels, repeat a node, or
 * name a node among its own descendants ("a cycle in children": JSON holds no real cycle, but a tree that
 * names a transaction inside its own subtree describes one).
 *
 * What does not fit is refused with a reason (`cut`) rather than thrown: the first such reason is kept,
 * the rest of the tree is still read where it can be.
 */
import { t } from '../../ton/i18n/door.ts';
import type { ApiWords } from '../api-error.ts';
import { traceCutMessages as m } from './trace-messages.ts';
import type { Transaction } from '../schemas.ts';
import { MAX_TRACE_NODES, type TraceNode } from '../actions/action-answers.ts';

/**
 * The deepest node read. A trace is a chain of messages each paying its forward fee, so real ones are a
 * few dozen levels deep; 1,000 leaves room for any of them and keeps the views' indentation bounded.
 */
export const MAX_TRACE_DEPTH = 1_000;

export interface TraceTree {
  nodes: TraceNode[];
  cut: string | null;
}

/** Where the reader is in one node's list of children: the stack holds one per level, never more. */
interface Frame {
  list: readonly unknown[];
  next: number;
  parent: number | null;
  depth: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface TraceLimits {
  maxNodes?: number;
  maxDepth?: number;
}

/**
 * Reads `root` against the answer's `transactions` (hash → transaction). `maxNodes` and `maxDepth` are
 * MAX_TRACE_NODES and MAX_TRACE_DEPTH unless given (tests).
 */
export function readTraceTree(
  root: unknown,
  transactions: Readonly<Record<string, Transaction>>,
  limits: TraceLimits = {},
): TraceTree {
  const shape = readTraceShape(root, limits);
  for (const node of shape.nodes) {
    node.transaction = Object.hasOwn(transactions, node.txHash) ? (transactions[node.txHash] ?? null) : null;
  }
  return { nodes: shape.nodes, cut: cutText(shape.cut) ?? missingTransactionsReason(shape.nodes) };
}

/** A node as read, its transaction put in afterwards (by readTraceTree, or as the data worker sends it). */
export type ReadTraceNode = TraceNode & { children: number[]; transaction: Transaction | null };

/**
 * The tree's structure alone: every node without its transaction, and why the structure was cut (null:
 * it was read whole). The data worker sends this first, then the transactions in batches.
 */
export function readTraceShape(
  root: unknown,
  limits: TraceLimits = {},
): { nodes: ReadTraceNode[]; cut: ApiWords | null } {
  const maxNodes = limits.maxNodes ?? MAX_TRACE_NODES;
  const maxDepth = limits.maxDepth ?? MAX_TRACE_DEPTH;
  const nodes: ReadTraceNode[] = [];
  const indexOf = new Map<string, number>();
  let cut: ApiWords | null = null;
  const refuse = (reason: ApiWords) => {
    cut ??= reason;
  };

  if (root === undefined || root === null) {
    return { nodes: [], cut: { message: m.noTree } };
  }

  const stack: Frame[] = [{ list: [root], next: 0, parent: null, depth: 0 }];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as Frame;
    if (frame.next >= frame.list.length) {
      stack.pop();
      continue;
    }
    const value = frame.list[frame.next];
    frame.next += 1;
    const { parent, depth } = frame;
    if (!isRecord(value)) {
      refuse({ message: m.notObject, values: { node: String((parent ?? 0) + 1) } });
      continue;
    }
    const hash = value['tx_hash'];
    if (typeof hash !== 'string' || hash === '') {
      refuse({ message: m.noTransaction, values: { node: String((parent ?? 0) + 1) } });
      continue;
    }
    const seenAt = indexOf.get(hash);
    if (seenAt !== undefined) {
      // Which of the two it is matters only for the reason said (the first one kept).
      if (cut === null) {
        let ancestor = parent;
        while (ancestor !== null && ancestor !== seenAt) ancestor = nodes[ancestor]?.parent ?? null;
        refuse({ message: ancestor === seenAt ? m.cycle : m.twice, values: { node: String(seenAt + 1) } });
      }
      continue;
    }
    if (depth > maxDepth) {
      refuse({ message: m.tooDeep, values: { count: maxDepth } });
      continue;
    }
    if (nodes.length >= maxNodes) {
      refuse({ message: m.tooMany, values: { count: maxNodes, shown: maxNodes } });
      break;
    }
    const index = nodes.length;
    indexOf.set(hash, index);
    nodes.push({
      txHash: hash,
      parent,
      depth,
      children: [],
      transaction: null,
    });
    if (parent !== null) nodes[parent]?.children.push(index);
    const children = value['children'];
    if (children === undefined || children === null) continue;
    if (!Array.isArray(children)) {
      refuse({ message: m.childrenNotList, values: { node: String(index + 1) } });
      continue;
    }
    if (children.length > 0) stack.push({ list: children, next: 0, parent: index, depth: depth + 1 });
  }

  return { nodes, cut };
}

/** Why some nodes show without details: their transactions are not in the answer (null: all are). */
export function missingTransactionsReason(nodes: readonly TraceNode[]): string | null {
  const missing = nodes.reduce((count, node) => count + (node.transaction === null ? 1 : 0), 0);
  if (missing === 0) return null;
  return t(m.missing, { count: missing, total: nodes.length });
}

/** Why the tree was cut, in the page's language (the words may come from the data worker). */
export function cutText(cut: ApiWords | null): string | null {
  return cut && t(cut.message, cut.values);
}
