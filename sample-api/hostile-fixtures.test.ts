// @vitest-environment node
// The hostile /actions and /traces answers of test/fixtures/hostile-actions.ts: each carries its hostile
// part, and the sample API serves it through fault injection to the next request of that path only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HOSTILE_DECIMALS,
  HOSTILE_MASTERS,
  HOSTILE_SYMBOL,
  TEN_MB,
  hostileActionsAnswer,
  hostileBigTraceAnswer,
  hostileCycleTraceAnswer,
  hostileDeepTraceText,
  hostileFault,
} from '../test/fixtures/hostile-actions.ts';
import { startSampleApiServer, type SampleApiServer } from './server.ts';

type Json = Record<string, unknown>;
interface Node {
  tx_hash: string;
  children: Node[];
}

let api: SampleApiServer;
beforeAll(async () => {
  api = await startSampleApiServer();
});
afterAll(() => api.close());

async function queue(payload: Json): Promise<void> {
  const response = await fetch(`${api.origin}/__sample/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  expect(response.status).toBe(201);
}

describe('hostile action and trace answers', () => {
  it('serves the hostile actions once through fault injection, then the real answer again', async () => {
    await queue(hostileFault('actions', hostileActionsAnswer()));
    const hostile = (await (await fetch(`${api.origin}/api/v3/actions?limit=5`)).json()) as Json;
    const actions = hostile.actions as Json[];
    const metadata = hostile.metadata as Record<string, { token_info: { symbol: string; extra: Json }[] }>;
    expect(metadata[HOSTILE_MASTERS.rtlSymbol]?.token_info[0]?.symbol).toBe(HOSTILE_SYMBOL);
    expect(HOSTILE_SYMBOL).toContain('\u202E');
    expect(
      [HOSTILE_MASTERS.decimals255, HOSTILE_MASTERS.decimalsNegative, HOSTILE_MASTERS.decimalsNotANumber].map(
        (master) => metadata[master]?.token_info[0]?.extra.decimals,
      ),
    ).toEqual([...HOSTILE_DECIMALS]);
    const comment = (actions.at(-1)?.details as Json).comment as string;
    expect(comment.length).toBe(TEN_MB);
    const real = (await (await fetch(`${api.origin}/api/v3/actions?limit=5`)).json()) as Json;
    expect(real.metadata).not.toHaveProperty([HOSTILE_MASTERS.rtlSymbol]);
  });

  it('has a 4,000-node trace, a 4,000-deep one and a cycle in children, served as /traces answers', async () => {
    const count = (node: Node): number => {
      let total = 0;
      const stack = [node];
      while (stack.length > 0) {
        const next = stack.pop() as Node;
        total += 1;
        stack.push(...next.children);
      }
      return total;
    };
    const [big] = hostileBigTraceAnswer().traces as Json[];
    expect(count(big?.trace as Node)).toBe(4000);

    await queue(hostileFault('traces', hostileDeepTraceText()));
    const deep = (await (await fetch(`${api.origin}/api/v3/traces?limit=1`)).json()) as { traces: Json[] };
    let depth = 0;
    for (let node = deep.traces[0]?.trace as Node | undefined; node; node = node.children[0]) depth += 1;
    expect(depth).toBe(4000);

    const [cyclic] = hostileCycleTraceAnswer().traces as Json[];
    const root = cyclic?.trace as Node;
    const hashes: string[] = [];
    const stack = [root];
    while (stack.length > 0) {
      const next = stack.pop() as Node;
      hashes.push(next.tx_hash);
      stack.push(...next.children);
    }
    expect(hashes.filter((hash) => hash === root.tx_hash).length).toBeGreaterThan(1);
  }, 60_000);
});
