import { describe, expect, it } from 'vitest';
import type { TraceNode } from '../../api/actions/action-answers.ts';
import { descendantCounts, initiallyOpen, OPEN_LEVELS, visibleRows } from './trace-rows.ts';

/** Nodes in pre-order from a parent list (parents[i] is node i's parent). */
function nodesOf(parents: ReadonlyArray<number | null>): TraceNode[] {
  const nodes: TraceNode[] = parents.map((parent, index) => ({
    txHash: `h${index}`,
    parent,
    depth: 0,
    children: [],
    transaction: null,
  }));
  parents.forEach((parent, index) => {
    if (parent === null) return;
    const node = nodes[index];
    const above = nodes[parent];
    if (!node || !above) return;
    node.depth = above.depth + 1;
    above.children = [...above.children, index];
  });
  return nodes;
}

/** A chain: each node the only child of the one before. */
function chain(length: number): TraceNode[] {
  return nodesOf(Array.from({ length }, (_, index) => (index === 0 ? null : index - 1)));
}

describe('trace rows', () => {
  it('opens the first levels and folds the rest', () => {
    const nodes = chain(10);
    const rows = visibleRows(nodes, initiallyOpen(nodes, null));
    expect(rows.map((row) => row.node)).toEqual(Array.from({ length: OPEN_LEVELS }, (_, index) => index));
  });

  it('opens every ancestor of the current transaction, however deep', () => {
    const nodes = chain(50);
    const rows = visibleRows(nodes, initiallyOpen(nodes, 40));
    expect(rows.at(-1)?.node).toBe(40);
    expect(rows).toHaveLength(41);
  });

  it('shows siblings in order, with their place among them', () => {
    const nodes = nodesOf([null, 0, 1, 1, 0]);
    const rows = visibleRows(nodes, new Set([0, 1]));
    expect(rows.map((row) => [row.node, row.depth, row.position, row.siblings])).toEqual([
      [0, 0, 1, 1],
      [1, 1, 1, 2],
      [2, 2, 1, 2],
      [3, 2, 2, 2],
      [4, 1, 2, 2],
    ]);
  });

  it('shows each node once when children name a node twice or loop back', () => {
    const nodes = nodesOf([null, 0, 1]);
    // A cycle (2 -> 0) and a child named twice (0 -> 1, 1).
    nodes[2] = { ...nodes[2]!, children: [0] };
    nodes[0] = { ...nodes[0]!, children: [1, 1] };
    const rows = visibleRows(nodes, new Set([0, 1, 2]));
    expect(rows.map((row) => row.node)).toEqual([0, 1, 2]);
  });

  it('walks a 4,000-deep chain without recursion', () => {
    const nodes = chain(4_000);
    const all = new Set(nodes.map((_, index) => index));
    expect(visibleRows(nodes, all)).toHaveLength(4_000);
    expect(descendantCounts(nodes)[0]).toBe(3_999);
  });

  it('counts every transaction under a node', () => {
    expect(descendantCounts(nodesOf([null, 0, 1, 1, 0]))).toEqual([4, 2, 0, 0, 0]);
  });
});
