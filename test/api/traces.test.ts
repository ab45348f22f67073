// @vitest-environment node
/**
 * A transaction's whole trace asked the way the page asks (traceQueryOptions: the data worker's loader,
 * run here on the test's own thread as the page does without a Worker), over HTTP from the sample API —
 * its synthetic 4,000-transaction trace included — or from loopback servers answering recorded real trace
 * bodies rewritten into the hostile cases.
 */
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/client.ts';
import { createQueryClient } from '../../src/app/query-client.ts';
import { MAX_TRACE_NODES } from '../../src/api/actions/action-answers.ts';
import { traceQueryOptions, type TraceAnswerState } from '../../src/api/traces/trace-query.ts';
import { TRACE_LATER_BATCH } from '../../src/api/traces/trace-answer.ts';
import { FIRST_BATCH } from '../../src/api/block/block-answer.ts';
import { forgetLearnedEndpoints } from '../../src/api/learned-endpoints.ts';
import { ApiError } from '../../src/api/api-error.ts';
import { BIG_TRACE_ID } from '../../sample-api/big-trace.ts';
import { startSampleApiServer, type SampleApiServer } from '../../sample-api/server.ts';
import { sendJson, startLoopbackProxy, type LoopbackProxy } from '../fixtures/loopback-proxy.ts';
import { RECORDED_JETTON_TRACE } from '../fixtures/sample-traces.ts';

let api: SampleApiServer;
beforeAll(async () => {
  api = await startSampleApiServer({ profile: 'spec', bigTrace: true });
});
afterAll(() => api.close());

const proxies: LoopbackProxy[] = [];
afterEach(async () => {
  forgetLearnedEndpoints();
  await Promise.all(proxies.splice(0).map((proxy) => proxy.close()));
});

function ask(origin: string, hash: string): Promise<TraceAnswerState> {
  const client = createApiClient({ baseUrl: origin });
  return createQueryClient({ retry: false }).fetchQuery(traceQueryOptions(client, hash));
}

function traceOf(state: TraceAnswerState) {
  if (state.kind !== 'trace') throw new Error(`no trace: ${state.kind}`);
  return state.trace;
}

type Json = Record<string, unknown>;

/** The recorded USD₮ transfer trace (sample-api/recordings), rewritten by `change`, served for any hash. */
async function servedRecording(change: (trace: Json, body: Json) => void): Promise<string> {
  const body = JSON.parse(
    readFileSync(`sample-api/recordings/${RECORDED_JETTON_TRACE.file}`, 'utf8'),
  ) as Json & { traces: Json[] };
  change(body.traces[0]!, body);
  const text = JSON.stringify(body);
  const proxy = await startLoopbackProxy(api.origin, (_req, res) => sendJson(res, 200, text));
  proxies.push(proxy);
  return proxy.origin;
}

interface Node {
  tx_hash: string;
  children: Node[];
}

describe('traceQueryOptions', () => {
  it(`reads the synthetic ${MAX_TRACE_NODES}-transaction trace whole, in batches of ${FIRST_BATCH} then ${TRACE_LATER_BATCH}`, async () => {
    const client = createApiClient({ baseUrl: api.origin });
    const sizes: number[] = [];
    await client.loadBlockAnswer('traces', [['tx_hash', BIG_TRACE_ID]], (event) => {
      if (event.type === 'trace-rows') sizes.push(event.transactions.length);
    });
    expect(sizes[0]).toBe(FIRST_BATCH);
    expect(Math.max(...sizes)).toBe(TRACE_LATER_BATCH);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(MAX_TRACE_NODES);

    const trace = traceOf(await ask(api.origin, BIG_TRACE_ID));
    expect(trace.nodes).toHaveLength(MAX_TRACE_NODES);
    expect(trace.cut).toBeNull();
    expect(trace.nodes.every((node) => node.transaction?.hash === node.txHash)).toBe(true);
    expect(Math.max(...trace.nodes.map((node) => node.depth))).toBeGreaterThanOrEqual(199);
  });

  it('refuses a cycle in children with a reason, and shows the rest', async () => {
    const origin = await servedRecording((trace) => {
      // JSON holds no real cycle: a tree that names the root again inside its own subtree describes one.
      const root = trace['trace'] as Node;
      const again = structuredClone(root);
      root.children[0]!.children[0]!.children.push(again);
    });
    const trace = traceOf(await ask(origin, RECORDED_JETTON_TRACE.traceId));
    expect(trace.nodes).toHaveLength(5);
    expect(trace.cut).toMatch(/again among its own descendants \(a cycle\)/);
  });

  it('refuses a child named twice, and says which transactions the answer lacks', async () => {
    const twice = await servedRecording((trace) => {
      const root = trace['trace'] as Node;
      root.children.push(root.children[0]!);
    });
    expect(traceOf(await ask(twice, RECORDED_JETTON_TRACE.traceId)).cut).toMatch(/names transaction 2 twice/);

    const lacking = await servedRecording((trace) => {
      const transactions = trace['transactions'] as Json;
      const [first, , ...rest] = Object.entries(transactions);
      trace['transactions'] = Object.fromEntries([first!, ...rest]);
    });
    const trace = traceOf(await ask(lacking, RECORDED_JETTON_TRACE.traceId));
    expect(trace.nodes).toHaveLength(5);
    expect(trace.nodes.filter((node) => node.transaction === null)).toHaveLength(1);
    expect(trace.cut).toMatch(/^1 transaction of the tree's 5 is not in the answer/);
  });

  it('keeps hostile text as data, reads hostile numbers as nothing, and never throws on them', async () => {
    const hostile = '\u202Egnp.exe\u0000<img src=x onerror=alert(1)>';
    const origin = await servedRecording((trace) => {
      trace['trace_id'] = hostile;
      trace['mc_seqno_start'] = '-1';
      trace['mc_seqno_end'] = 'x';
      trace['trace_info'] = { trace_state: hostile };
      trace['is_incomplete'] = 'yes';
      const transactions = trace['transactions'] as Record<string, Json>;
      const first = transactions[Object.keys(transactions)[0]!]!;
      first['hostile_extra'] = 'x'.repeat(10_000_000);
    });
    const trace = traceOf(await ask(origin, RECORDED_JETTON_TRACE.traceId));
    expect(trace).toMatchObject({
      traceId: hostile,
      state: 'unknown',
      isIncomplete: false,
      mcSeqnoStart: null,
      mcSeqnoEnd: null,
    });
    expect(
      trace.nodes.some((node) => (node.transaction?.['hostile_extra'] as string)?.length === 10_000_000),
    ).toBe(true);
  });

  it('fails an answer without its list of traces, naming the field', async () => {
    const origin = await servedRecording((_trace, body) => {
      body['traces'] = 'none';
    });
    const error: unknown = await ask(origin, RECORDED_JETTON_TRACE.traceId).catch(
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('unexpected-response');
    expect((error as ApiError).message).toMatch(/traces/);
  });

  it('says not-found when the server has no trace of the transaction', async () => {
    expect(await ask(api.origin, 'B'.repeat(43) + '=')).toEqual({ kind: 'not-found' });
  });
});
