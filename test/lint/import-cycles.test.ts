// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No module of src/ reaches itself through its imports (type-only imports included: a cycle of types is
 * still two modules that cannot be read one before the other). The graph is read with TypeScript's own
 * import scanner and its strongly connected components found with Tarjan's algorithm.
 */
const SRC = path.resolve(import.meta.dirname, '../../src');

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => fileName.split('?')[0]!)
      .filter((name) => name.startsWith('.'))
      .map((name) => path.resolve(path.dirname(file), name))
      .filter((target) => known.has(target));
    graph.set(file, targets);
  }
  return graph;
}

/** The strongly connected components with more than one module, or one that imports itself. */
function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  function visit(node: string) {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component);
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

describe('the import graph of src/', () => {
  it('has no cycle', () => {
    const cycles = importCycles(importGraph(sourceFiles(SRC))).map((cycle) =>
      cycle.map((file) => path.relative(SRC, file)).sort(),
    );
    expect(cycles).toEqual([]);
  });

  it('finds a cycle when there is one (the check can fail)', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
      ['e', ['e']],
    ]);
    expect(importCycles(graph).map((cycle) => cycle.sort())).toEqual([['a', 'b', 'c'], ['e']]);
  });
});
