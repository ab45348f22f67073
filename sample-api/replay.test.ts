// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSampleDataset } from './dataset.ts';
import {
  createReplay,
  DEFAULT_REPLAY_INTERVAL_MS,
  parseReplayRestart,
  REPLAY_NOTE,
  replayRunOf,
} from './replay.ts';
import { startSampleApiServer, type SampleApiServer } from './server.ts';

const mainnet = loadSampleDataset('mainnet');
const testnet = loadSampleDataset('testnet');
const seqnos = mainnet.blocks.map((block) => block.seqno);
const run = replayRunOf(mainnet);
const first = run[0] ?? 0;
const last = run.at(-1) ?? 0;

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

async function getJson(origin: string, path: string, init?: RequestInit): Promise<Answer> {
  const response = await fetch(`${origin}${path}`, init);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const restart = (origin: string, body: unknown) =>
  getJson(origin, '/__sample/replay', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('replay run (pure)', () => {
  it("is the dataset's longest run of consecutive seqnos at its end", () => {
    expect(run.at(-1)).toBe(seqnos.at(-1));
    expect(run.length).toBeGreaterThan(2);
    for (const [index, seqno] of run.entries()) if (index > 0) expect(seqno).toBe((run[index - 1] ?? 0) + 1);
    // The block before the run is not its predecessor: the run is as long as it can be.
    expect(seqnos[seqnos.length - run.length - 1]).not.toBe(first - 1);
    // On mainnet: the last recorded block, then every emulated one.
    const emulated = mainnet.blocks.filter((block) => block.emulated).map((block) => block.seqno);
    expect(run.slice(1)).toEqual(emulated);
    expect(mainnet.blocks.find((block) => block.seqno === first)?.emulated).toBeUndefined();
  });

  it('is one block when the dataset ends with a lone block (testnet): nothing to replay', () => {
    const testnetRun = replayRunOf(testnet);
    expect(testnetRun.at(-1)).toBe(testnet.blocks.at(-1)?.seqno);
    const replay = createReplay(testnet, { now: () => 0 });
    expect(replay.head()).toBe(testnetRun[0]);
  });

  it('shows the next block every interval and stays at the last one', () => {
    let clock = 1_000_000;
    const replay = createReplay(mainnet, { now: () => clock, intervalMs: 4000 });
    expect(replay.head()).toBe(first);
    expect(replay.visible(first)).toBe(true);
    expect(replay.visible(first + 1)).toBe(false);
    // Blocks before the run are always there.
    expect(replay.visible(seqnos[0] ?? 0)).toBe(true);
    clock += 3999;
    expect(replay.head()).toBe(first);
    clock += 1;
    expect(replay.head()).toBe(first + 1);
    expect(replay.visible(first + 1)).toBe(true);
    clock += 4000 * 1000;
    expect(replay.head()).toBe(last);
    expect(replay.note()).toMatchObject({ head: last, ended: true, interval_ms: 4000 });
  });

  it("answers masterchainInfo with the head block's own header", () => {
    let clock = 0;
    const replay = createReplay(mainnet, { now: () => clock });
    expect(replay.intervalMs).toBe(DEFAULT_REPLAY_INTERVAL_MS);
    const header = (seqno: number) => mainnet.blocks.find((block) => block.seqno === seqno)?.blocks[0];
    expect(replay.masterchainInfo()).toEqual({
      sample_replayed: {
        note: REPLAY_NOTE,
        head: first,
        interval_ms: 4000,
        run: { first, last },
        ended: false,
      },
      last: header(first),
      first: mainnet.masterchain_info.first,
    });
    clock += 2 * DEFAULT_REPLAY_INTERVAL_MS;
    expect(replay.masterchainInfo().last).toEqual(header(first + 2));
    expect((replay.masterchainInfo().last as { seqno: number }).seqno).toBe(first + 2);
  });

  it('restarts from another head at another pace', () => {
    let clock = 0;
    const replay = createReplay(mainnet, { now: () => clock });
    clock = 50_000;
    replay.restart({ head: first + 3, intervalMs: 1500 });
    expect(replay.head()).toBe(first + 3);
    clock += 1500;
    expect(replay.head()).toBe(first + 4);
  });

  it('validates a control request', () => {
    expect(parseReplayRestart({ head: first }, run, 4000)).toEqual({ head: first, intervalMs: 4000 });
    expect(parseReplayRestart({ head: last, intervalMs: 1500 }, run, 4000)).toEqual({
      head: last,
      intervalMs: 1500,
    });
    for (const bad of [
      null,
      [],
      'x',
      {},
      { head: first - 1 },
      { head: last + 1 },
      { head: String(first) },
      { head: first + 0.5 },
      { head: first, intervalMs: 0 },
      { head: first, intervalMs: 99 },
      { head: first, intervalMs: 600_001 },
      { head: first, intervalMs: '1500' },
      { head: first, speed: 2 },
    ]) {
      expect(typeof parseReplayRestart(bad, run, 4000), JSON.stringify(bad)).toBe('string');
    }
  });
});

describe('replay (server)', () => {
  let clock = 0;
  let server: SampleApiServer;
  let still: SampleApiServer;
  beforeAll(async () => {
    server = await startSampleApiServer({ replay: { intervalMs: 4000 }, now: () => clock });
    still = await startSampleApiServer();
  });
  afterAll(async () => {
    await server.close();
    await still.close();
  });
  const shardState = (origin: string, seqno: number) =>
    getJson(origin, `/api/v3/masterchainBlockShardState?seqno=${seqno}`);
  const transactions = (origin: string, seqno: number) =>
    getJson(origin, `/api/v3/transactionsByMasterchainBlock?seqno=${seqno}&limit=1000`);
  const catalogSeqnos = async (origin: string) => {
    const catalog = await getJson(origin, '/__sample/catalog');
    return {
      body: catalog.body,
      seqnos: (catalog.body.blocks as Array<{ seqno: number }>).map((block) => block.seqno),
    };
  };

  it('grows over time: head, 404 beyond it exactly as an unknown block, the catalog up to the head', async () => {
    expect((await restart(server.origin, { head: first, intervalMs: 4000 })).status).toBe(200);
    const info = await getJson(server.origin, '/api/v3/masterchainInfo');
    expect((info.body.last as { seqno: number }).seqno).toBe(first);
    expect(info.body.sample_replayed).toMatchObject({ head: first, interval_ms: 4000, note: REPLAY_NOTE });
    expect(info.body.first).toEqual(mainnet.masterchain_info.first);

    // Beyond the head: the same answers as a seqno the sample never had.
    const hidden = await shardState(server.origin, first + 1);
    const absent = await shardState(still.origin, 1);
    expect(hidden).toEqual(absent);
    expect(hidden.status).toBe(404);
    const hiddenPage = await transactions(server.origin, first + 1);
    expect(hiddenPage.status).toBe(404);
    expect(hiddenPage.body).toEqual({ error: `masterchain block ${first + 1} not found` });

    const before = await catalogSeqnos(server.origin);
    expect(before.seqnos).toEqual(seqnos.filter((seqno) => seqno <= first));
    expect(before.body.sample_replayed).toMatchObject({ head: first });

    clock += 4000;
    const now = await getJson(server.origin, '/api/v3/masterchainInfo');
    expect((now.body.last as { seqno: number }).seqno).toBe(first + 1);
    // The block's data is the dataset's, unchanged and unmarked.
    expect(await shardState(server.origin, first + 1)).toEqual(await shardState(still.origin, first + 1));
    expect(await transactions(server.origin, first + 1)).toEqual(await transactions(still.origin, first + 1));
    expect((await catalogSeqnos(server.origin)).seqnos.at(-1)).toBe(first + 1);

    // The run's end: the head stays at the last block, which is the recorded masterchainInfo's.
    clock += 4000 * run.length * 2;
    const end = await getJson(server.origin, '/api/v3/masterchainInfo');
    expect(end.body.last).toEqual(mainnet.masterchain_info.last);
    expect(end.body.sample_replayed).toMatchObject({ head: last, ended: true });
    expect((await catalogSeqnos(server.origin)).seqnos).toEqual(seqnos);
  });

  it('restarts from a valid head and refuses anything else with 400 {error}', async () => {
    const ok = await restart(server.origin, { head: first + 5, intervalMs: 1500 });
    expect(ok.status).toBe(200);
    expect(ok.body.sample_replayed).toMatchObject({ head: first + 5, interval_ms: 1500 });
    expect((await getJson(server.origin, '/__sample/replay')).body.sample_replayed).toMatchObject({
      head: first + 5,
    });
    expect((await shardState(server.origin, first + 6)).status).toBe(404);
    clock += 1500;
    expect((await shardState(server.origin, first + 6)).status).toBe(200);

    for (const body of [{ head: last + 1 }, { head: first, intervalMs: -1 }, 'nonsense']) {
      const refused = await restart(server.origin, body);
      expect(refused.status).toBe(400);
      expect(typeof refused.body.error).toBe('string');
    }
    const notJson = await getJson(server.origin, '/__sample/replay', { method: 'POST', body: '{' });
    expect(notJson).toEqual({ status: 400, body: { error: 'body must be JSON' } });
    // A refused request leaves the replay as it was.
    expect((await getJson(server.origin, '/__sample/replay')).body.sample_replayed).toMatchObject({
      head: first + 6,
      interval_ms: 1500,
    });
  });

  it('is off by default: the recorded head, unmarked, and no control', async () => {
    const info = await getJson(still.origin, '/api/v3/masterchainInfo');
    expect(info.body).toEqual(mainnet.masterchain_info);
    const catalog = await catalogSeqnos(still.origin);
    expect(catalog.body.sample_replayed).toBeUndefined();
    expect(catalog.seqnos).toEqual(seqnos);
    expect((await restart(still.origin, { head: first })).status).toBe(404);
  });
});
