// Rough figures for opening the biggest trace (issue 27): the sample API's synthetic 4,000-transaction
// trace (sample-api/big-trace.ts), read the way the data worker reads it (block-answer.ts →
// traces/trace-answer.ts), with each piece the page's main thread does timed apart: the structured clone
// of each batch (what a postMessage costs the page on arrival, roughly: structuredClone does both ends)
// and putting the batches together (trace-query.ts's assembler). Run: `npx tsx test/bench/trace-figures.ts`.
// Not part of `npm run bench`, whose `trace` group opens the same trace in the browser (run-bench.ts).
import { emitAnswer, FIRST_BATCH } from '../../src/api/block/block-answer.ts';
import type { BlockAnswerEvent } from '../../src/api/block/block-answer.ts';
import { traceAssembler } from '../../src/api/traces/trace-query.ts';
import { BIG_TRACE_ID } from '../../sample-api/big-trace.ts';
import { startSampleApiServer } from '../../sample-api/server.ts';

const api = await startSampleApiServer({ profile: 'spec', bigTrace: true });
const path = `/api/v3/traces?tx_hash=${encodeURIComponent(BIG_TRACE_ID)}`;
const text = await (await fetch(`${api.origin}${path}`)).text();
await api.close();

const request = { url: `${api.origin}${path}`, request: path, operation: 'traces', timeoutMs: 60_000 };
for (let round = 0; round < 3; round += 1) {
  let started = performance.now();
  JSON.parse(text);
  const parseMs = performance.now() - started;

  const events: BlockAnswerEvent[] = [];
  const batchMs: number[] = [];
  let batchStarted = performance.now();
  started = performance.now();
  await emitAnswer(
    request,
    text,
    200,
    (event) => {
      events.push(event);
      if (event.type === 'trace-rows') batchMs.push(performance.now() - batchStarted);
    },
    async () => {
      batchStarted = performance.now();
    },
  );
  const workerMs = performance.now() - started;

  // The page's side: each event cloned (as postMessage does) and handed to the assembler.
  const assembler = traceAssembler();
  const pageMs: number[] = [];
  for (const event of events) {
    if (event.type === 'error' || event.type === 'end') continue;
    const eventStarted = performance.now();
    assembler.onEvent(structuredClone(event));
    pageMs.push(performance.now() - eventStarted);
  }
  started = performance.now();
  const result = assembler.result();
  const resultMs = performance.now() - started;
  const nodes = result.kind === 'trace' ? result.trace.nodes.length : 0;
  const rows = events.filter((event) => event.type === 'trace-rows').length;
  console.log(
    [
      `round ${round + 1}: ${(text.length / 1e6).toFixed(1)} MB, ${nodes} nodes, cut: ${result.kind === 'trace' ? String(result.trace.cut) : result.kind}`,
      `  worker: JSON.parse ${parseMs.toFixed(0)} ms; whole read ${workerMs.toFixed(0)} ms; ${rows} batches (first ${FIRST_BATCH}), longest batch ${Math.max(...batchMs).toFixed(1)} ms`,
      `  page: events' median (clone + assemble) ${[...pageMs].sort((a, b) => a - b)[pageMs.length >> 1]!.toFixed(1)} ms, longest ${Math.max(...pageMs).toFixed(1)} ms, all ${pageMs.reduce((a, b) => a + b, 0).toFixed(0)} ms; result ${resultMs.toFixed(1)} ms`,
    ].join('\n'),
  );
}
