/**
 * The trace's tree as rows on screen: which levels are open, and the rows that shows, in the tree's order.
 * A trace holds up to 4,000 transactions (MAX_TRACE_NODES) and may be 4,000 deep: rows are computed
 * without recursion, each node at most once (a node named twice, or a cycle the reader let through,
 * cannot loop), in time proportional to the nodes shown.
 */
import type { TraceNode, TraceStateName } from '../../api/actions/action-answers.ts';
import { t } from '../../ton/i18n/door.ts';
import { traceMessages as m } from './trace-messages.ts';

/** Levels open when the trace is first shown: the root and its first levels; deeper ones on demand. */
export const OPEN_LEVELS = 5;

/** One row: the node's index, its depth as shown, and where it stands among its siblings. */
export interface TraceRow {
  node: number;
  depth: number;
  /** 1-based position among its parent's children, and how many they are. */
  position: number;
  siblings: number;
}

/**
 * The nodes open at first: those above OPEN_LEVELS, and every ancestor of `current` (the transaction the
 * reader came from must be in view, however deep).
 */
export function initiallyOpen(nodes: readonly TraceNode[], current: number | null): Set<number> {
  const open = new Set<number>();
  nodes.forEach((node, index) => {
    if (node.depth < OPEN_LEVELS - 1 && node.children.length > 0) open.add(index);
  });
  let step = current === null ? null : (nodes[current]?.parent ?? null);
  // Bounded by the node count: a parent chain that loops stops there.
  for (let guard = 0; step !== null && guard < nodes.length; guard++) {
    open.add(step);
    step = nodes[step]?.parent ?? null;
  }
  return open;
}

/** The rows shown when the nodes in `open` are unfolded: a pre-order walk that skips folded subtrees. */
export function visibleRows(nodes: readonly TraceNode[], open: ReadonlySet<number>): TraceRow[] {
  const rows: TraceRow[] = [];
  if (nodes.length === 0) return rows;
  const seen = new Set<number>();
  const stack: TraceRow[] = [{ node: 0, depth: 0, position: 1, siblings: 1 }];
  while (stack.length > 0) {
    const row = stack.pop();
    if (!row || seen.has(row.node) || !nodes[row.node]) continue;
    seen.add(row.node);
    rows.push(row);
    if (!open.has(row.node)) continue;
    const children = nodes[row.node]?.children ?? [];
    for (let index = children.length - 1; index >= 0; index--) {
      const child = children[index];
      if (child !== undefined && !seen.has(child)) {
        stack.push({ node: child, depth: row.depth + 1, position: index + 1, siblings: children.length });
      }
    }
  }
  return rows;
}

/** How many transactions lie under a node (all levels), each counted once. */
export function descendantCounts(nodes: readonly TraceNode[]): number[] {
  const counts = new Array<number>(nodes.length).fill(0);
  // Children come after their parent in pre-order; going backwards adds each subtree to its parent once.
  for (let index = nodes.length - 1; index > 0; index--) {
    const parent = nodes[index]?.parent;
    if (parent !== null && parent !== undefined && parent < index) {
      counts[parent] = (counts[parent] ?? 0) + (counts[index] ?? 0) + 1;
    }
  }
  return counts;
}

/** The trace's state, said plainly. */
export function traceStateText(state: TraceStateName): string {
  switch (state) {
    case 'complete':
      return t(m.stateComplete);
    case 'pending':
      return t(m.statePending);
    case 'broken':
      return t(m.stateBroken);
    case 'unknown':
      return t(m.stateUnknown);
  }
}

/** Said when the index does not hold every transaction of the trace. */
export function incompleteText(): string {
  return t(m.incomplete);
}
