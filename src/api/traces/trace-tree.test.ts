import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_TRACE_NODES } from '../actions/action-answers.ts';
import { tracesResponseSchema } from './trace-schemas.ts';
import { MAX_TRACE_DEPTH, readTraceTree } from './trace-tree.ts';
import { traceStateOf, traceViewOf } from './trace-view.ts';
import type { Transaction } from '../schemas.ts';

/** A recorded real trace body (sample-api/recordings, unchanged). */
function recorded(file: string) {
  const body: unknown = JSON.parse(readFileSync(`sample-api/recordings/${file}`, 'utf8'));
  return { body, answer: tracesResponseSchema.parse(body) };
}

const NO_TRANSACTIONS: Record<string, Transaction> = {};

/** A node of a test tree: hashes are test labels, not chain data. */
const node = (tx_hash: unknown, children: unknown[] = []) => ({ tx_hash, children });

describe('readTraceTree', () => {
  it('reads a recorded trace in pre-order, with parents, depths and children by index', () => {
    const { answer } = recorded('traces.ton-connect-kit.ft-sent-traces.json');
    const trace = answer.traces[0]!;
    const tree = readTraceTree(trace.trace, trace.transactions);
    expect(tree.cut).toBeNull();
    expect(tree.nodes.map((n) => n.txHash).sort()).toEqual(Object.keys(trace.transactions).sort());
    expect(tree.nodes[0]).toMatchObject({ parent: null, depth: 0, txHash: trace.trace_id });
    for (const [index, n] of tree.nodes.entries()) {
      expect(n.transaction?.hash).toBe(n.txHash);
      for (const child of n.children) {
        expect(child).toBeGreaterThan(index);
        expect(tree.nodes[child]).toMatchObject({ parent: index, depth: n.depth + 1 });
      }
    }
    const view = traceViewOf(trace, answer.address_book, answer.metadata);
    expect(view).toMatchObject({
      state: 'complete',
      isIncomplete: false,
      mcSeqnoStart: 50503953,
      mcSeqnoEnd: 50503953,
    });
  });

  it('refuses a cycle in children with a reason, keeping what came before', () => {
    const tree = readTraceTree(
      node('a', [node('b', [node('c', [node('a', [node('d')])])])]),
      NO_TRANSACTIONS,
    );
    expect(tree.nodes.map((n) => n.txHash)).toEqual(['a', 'b', 'c']);
    expect(tree.cut).toMatch(/names transaction 1 again among its own descendants \(a cycle\)/);
  });

  it('refuses a child named twice', () => {
    const tree = readTraceTree(node('a', [node('b'), node('c', [node('b')])]), NO_TRANSACTIONS);
    expect(tree.nodes.map((n) => n.txHash)).toEqual(['a', 'b', 'c']);
    expect(tree.nodes[2]!.children).toEqual([]);
    expect(tree.cut).toMatch(/names transaction 2 twice/);
  });

  it(`stops at ${MAX_TRACE_NODES} nodes, saying so`, () => {
    const children = Array.from({ length: MAX_TRACE_NODES + 500 }, (_, i) => node(`leaf ${i}`));
    const tree = readTraceTree(node('root', children), NO_TRANSACTIONS);
    expect(tree.nodes).toHaveLength(MAX_TRACE_NODES);
    expect(tree.cut).toMatch(/more than 4,000 transactions; only the first 4,000/);
  });

  it('reads a 4,000-node tree whole, and a chain deeper than the bound without recursion', () => {
    const wide = readTraceTree(
      node(
        'root',
        Array.from({ length: MAX_TRACE_NODES - 1 }, (_, i) => node(`leaf ${i}`)),
      ),
      NO_TRANSACTIONS,
    );
    expect(wide.nodes).toHaveLength(MAX_TRACE_NODES);
    // Every transaction missing is the only reason here.
    expect(wide.cut).toMatch(/^4,000 transactions of the tree's 4,000 are not in the answer/);

    // 200,000 levels: a recursive reader (or a recursive schema) would overflow the stack.
    let deep: unknown = node('bottom');
    for (let level = 0; level < 200_000; level += 1) deep = node(`level ${level}`, [deep]);
    const chain = readTraceTree(deep, NO_TRANSACTIONS);
    expect(chain.nodes).toHaveLength(MAX_TRACE_DEPTH + 1);
    expect(chain.nodes.at(-1)!.depth).toBe(MAX_TRACE_DEPTH);
    expect(chain.cut).toMatch(/deeper than 1,000 levels/);
  });

  it('says how many transactions the answer lacks, and shows their nodes without details', () => {
    const { answer } = recorded('traces.ton-connect-kit.ft-sent-traces.json');
    const trace = answer.traces[0]!;
    const [first, ...rest] = Object.keys(trace.transactions);
    const partial = Object.fromEntries(rest.map((hash) => [hash, trace.transactions[hash]!]));
    const tree = readTraceTree(trace.trace, partial);
    expect(tree.nodes).toHaveLength(rest.length + 1);
    expect(tree.nodes.find((n) => n.txHash === first)?.transaction).toBeNull();
    expect(tree.cut).toBe(
      `1 transaction of the tree's ${rest.length + 1} is not in the answer; it is shown without details.`,
    );
  });

  it('keeps hostile strings as data and refuses nodes that are not nodes', () => {
    const hostile = '\u202Egnp.exe <script>alert(1)</script>';
    const tree = readTraceTree(
      node(hostile, [
        42,
        node(null),
        { children: 'x', tx_hash: 'y' },
        node('__proto__'),
        node('constructor'),
      ]),
      NO_TRANSACTIONS,
    );
    expect(tree.nodes.map((n) => n.txHash)).toEqual([hostile, 'y', '__proto__', 'constructor']);
    expect(tree.nodes.every((n) => n.transaction === null)).toBe(true);
    expect(tree.cut).toMatch(/is not an object/);
    expect(readTraceTree(undefined, NO_TRANSACTIONS)).toEqual({
      nodes: [],
      cut: 'The answer has no tree of this trace.',
    });
    expect(readTraceTree('a tree', NO_TRANSACTIONS).cut).toMatch(/not an object/);
  });
});

describe('the trace answer schema', () => {
  it('reads mc_seqno as numbers from strings or numbers, anything else as null', () => {
    const { body } = recorded('traces.ton-connect-kit.contract-call-traces.json');
    const trace = (body as { traces: Record<string, unknown>[] }).traces[0]!;
    const read = (start: unknown, end: unknown) => {
      const answer = tracesResponseSchema.parse({
        ...(body as object),
        traces: [{ ...trace, mc_seqno_start: start, mc_seqno_end: end }],
      });
      return [answer.traces[0]!.mc_seqno_start ?? null, answer.traces[0]!.mc_seqno_end ?? null];
    };
    expect(read('48203121', 48203124)).toEqual([48203121, 48203124]);
    expect(read('-1', '4294967296')).toEqual([null, null]);
    expect(read('1e3', 1.5)).toEqual([null, null]);
    expect(read(null, undefined)).toEqual([null, null]);
    expect(read('9'.repeat(10_000), {})).toEqual([null, null]);
  });

  it('reads the trace state as one of three words, else unknown', () => {
    expect(
      ['complete', 'pending', 'broken', 'COMPLETE', '', null, 5, '\u202Ecomplete'].map(traceStateOf),
    ).toEqual(['complete', 'pending', 'broken', 'unknown', 'unknown', 'unknown', 'unknown', 'unknown']);
  });
});
