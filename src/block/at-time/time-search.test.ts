// @vitest-environment node
/**
 * The time search against the real sample API (both profiles) over loopback HTTP: each case counts the
 * requests that left the client and checks the exact block. The sample chain is sparse (33 blocks from
 * 45268909 to 50503976): the search probes only what its catalog lists.
 */
import { QueryClient } from '@tanstack/react-query';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countingClient } from '../../../test/fixtures/request-log.ts';
import { masterchainInfoQueryOptions } from '../../api/head/masterchain-info.ts';
import { startSampleApiServer, type SampleApiServer } from '../../../sample-api/server.ts';
import { overviewProbe, runTimeSearch } from './time-search-run.ts';
import { findBlockAtTime, probeLimit, type ProbeReport, type TimedBlock } from './time-search.ts';
import { MAX_SEQNO } from '../../ton/seqno.ts';

interface DatasetBlock {
  seqno: number;
  blocks: Array<{ workchain: number; gen_utime: string }>;
}
const dataset = JSON.parse(
  readFileSync(new URL('../../../sample-api/dataset/mainnet.json', import.meta.url), 'utf8'),
) as { blocks: DatasetBlock[] };
/** Each sample block's own time (its masterchain header's gen_utime), by seqno. */
const timeOf = new Map(
  dataset.blocks.map((block) => [
    block.seqno,
    Number(block.blocks.find((header) => header.workchain === -1)?.gen_utime),
  ]),
);
const seqnos = [...timeOf.keys()].sort((a, b) => a - b);
const at = (seqno: number) => {
  const time = timeOf.get(seqno);
  if (time === undefined) throw new Error(`no sample block ${seqno}`);
  return time;
};
const FIRST = seqnos[0]!;
const LAST = seqnos.at(-1)!;

let spec: SampleApiServer;
let live: SampleApiServer;

beforeAll(async () => {
  spec = await startSampleApiServer({ profile: 'spec' });
  live = await startSampleApiServer({ profile: 'live' });
});

afterAll(async () => {
  await spec.close();
  await live.close();
});

const probesOf = (sent: readonly string[]) =>
  sent.filter((url) => url.includes('masterchainBlockShardState'));

// At least five moments spread over the sample chain, its first and last block included.
const moments: Array<[what: string, moment: number, expected: number]> = [
  ['the first block’s exact time', at(FIRST), FIRST],
  ['inside the recorded gap between 47270678 and 48203121', 1747000000, 47270678],
  ['the exact time of 50502665', at(50502665), 50502665],
  ['a second before 50502665', at(50502665) - 1, 50502651],
  ['3 s after 50503960', at(50503960) + 3, 50503960],
  ['the exact time of 50503953 (the last recorded block)', at(50503953), 50503953],
  ['the last block’s time', at(LAST), LAST],
];

describe('runTimeSearch over the sample API (spec profile)', () => {
  it.each(moments)('%s: the exact block in ≤ 6 block requests', async (_what, moment, expected) => {
    const { client, sent } = countingClient(spec.origin);
    const reports: ProbeReport[] = [];
    const result = await runTimeSearch(new QueryClient(), client, {
      moment,
      onProbe: (report) => reports.push(report),
    });
    expect(result).toMatchObject({ kind: 'found', block: { seqno: expected, time: at(expected) } });
    expect(probesOf(sent).length).toBeLessThanOrEqual(6);
    expect(reports.map((report) => report.seqno)).toEqual(
      probesOf(sent).map((url) => Number(new URL(url, 'http://x').searchParams.get('seqno'))),
    );
    // Only blocks the catalog lists were asked for: no 404 was ever risked.
    expect(reports.every((report) => timeOf.has(report.seqno))).toBe(true);
    expect(sent.filter((url) => !url.includes('masterchainBlockShardState'))).toEqual([
      '/api/v3/masterchainInfo',
      '/__sample/catalog',
    ]);
    // For the report: how many block requests each moment took.
    console.info(`time search: ${_what}: ${probesOf(sent).length} block request(s)`);
  });

  it('opens the first block of a day: the first whose time is at or after its 00:00', async () => {
    const { client } = countingClient(spec.origin);
    const day = Date.parse('2025-08-02T00:00:00Z') / 1000;
    const result = await runTimeSearch(new QueryClient(), client, { moment: day, dayEnd: day + 86400 });
    // 2025-08-02's first sample block is 50502651 (17:13:46 UTC); 48203124 is the last before it.
    expect(result).toMatchObject({ kind: 'found', block: { seqno: 50502651 } });
    expect(result).not.toHaveProperty('noBlockThatDay');
  });

  it('says when a day holds no block in the index, and opens the first after it', async () => {
    const { client } = countingClient(spec.origin);
    const day = Date.parse('2025-05-01T00:00:00Z') / 1000;
    const result = await runTimeSearch(new QueryClient(), client, { moment: day, dayEnd: day + 86400 });
    expect(result).toMatchObject({ kind: 'found', block: { seqno: 48203121 }, noBlockThatDay: true });
  });

  it.each([
    ['before the first block', at(FIRST) - 1, 'before-first'],
    ['after the last block', at(LAST) + 1, 'after-last'],
    ['a day that ends before the first block', Date.parse('2025-02-23T00:00:00Z') / 1000, 'before-first'],
  ] as const)('%s: says so after masterchainInfo alone', async (_what, moment, kind) => {
    const { client, sent } = countingClient(spec.origin);
    const dayEnd = _what.startsWith('a day') ? moment + 86400 : undefined;
    const result = await runTimeSearch(new QueryClient(), client, { moment, dayEnd });
    expect(result).toMatchObject({
      kind,
      first: { seqno: FIRST, time: at(FIRST) },
      last: { seqno: LAST, time: at(LAST) },
    });
    expect(sent).toEqual(['/api/v3/masterchainInfo']);
  });
});

describe('runTimeSearch over the live profile (rate-limited to 1 request/s)', () => {
  it('finds the block 3 s after 50503960 from the blocks’ own headers', async () => {
    const { client, sent } = countingClient(live.origin, 1);
    const result = await runTimeSearch(new QueryClient(), client, { moment: at(50503960) + 3 });
    expect(result).toMatchObject({ kind: 'found', block: { seqno: 50503960, time: at(50503960) } });
    expect(probesOf(sent).length).toBeLessThanOrEqual(6);
  });
});

describe('findBlockAtTime without a catalog (every seqno a candidate)', () => {
  // The emulated blocks 50503954…50503976 are consecutive: a dense chain of real answers.
  const first: TimedBlock = { seqno: 50503954, time: at(50503954) };
  const last: TimedBlock = { seqno: LAST, time: at(LAST) };

  it.each(seqnos.filter((seqno) => seqno >= first.seqno && seqno < LAST))(
    'finds %i from its time and 2 s after',
    async (seqno) => {
      const { client, sent } = countingClient(spec.origin);
      const probe = overviewProbe(new QueryClient(), client);
      for (const moment of [at(seqno), at(seqno) + 2]) {
        const result = await findBlockAtTime({ moment, first, last }, { probe });
        expect(result).toMatchObject({ kind: 'found', block: { seqno } });
      }
      expect(probesOf(sent).length).toBeLessThanOrEqual(8);
    },
  );

  it('reports a block the index does not hold, with the nearest blocks found so far', async () => {
    const { client } = countingClient(spec.origin);
    const reports: ProbeReport[] = [];
    const result = await findBlockAtTime(
      { moment: at(50502665), first: { seqno: FIRST, time: at(FIRST) }, last },
      { probe: overviewProbe(new QueryClient(), client), onProbe: (report) => reports.push(report) },
    );
    expect(result).toMatchObject({ kind: 'missing', below: { seqno: FIRST }, above: { seqno: LAST } });
    expect(reports).toEqual([
      { seqno: (result as { seqno: number }).seqno, time: undefined, verdict: 'missing' },
    ]);
  });

  it('probes a neighbour of a block whose answer gives no time', async () => {
    const { client } = countingClient(spec.origin);
    const real = overviewProbe(new QueryClient(), client);
    // As a spec-shaped answer of a block with no transaction would: 50503960 answers, without a time.
    const probe = async (seqno: number) => (seqno === 50503960 ? { seqno, time: undefined } : real(seqno));
    const reports: ProbeReport[] = [];
    const moment = at(50503960) + 1;
    const around = await findBlockAtTime(
      { moment, first, last },
      { probe, onProbe: (report) => reports.push(report) },
    );
    expect(reports).toContainEqual({ seqno: 50503960, time: undefined, verdict: 'unknown' });
    // 50503960 is the answer but has no time: the newest block known at or before is 50503959, and the
    // result names the untimed one between it and the next.
    expect(around).toMatchObject({ kind: 'found', block: { seqno: 50503959 }, untimed: [50503960] });
  });
});

describe('runTimeSearch on a growing chain (the sample API’s replay mode, on a fake clock)', () => {
  let clock = 0;
  let replay: SampleApiServer;
  beforeAll(async () => {
    replay = await startSampleApiServer({ profile: 'spec', replay: { intervalMs: 4000 }, now: () => clock });
  });
  afterAll(() => replay.close());

  it('asks masterchainInfo afresh, once, before saying a moment is after the last block', async () => {
    const queryClient = new QueryClient();
    const { client, sent } = countingClient(replay.origin);
    const info = (urls: readonly string[]) => urls.filter((url) => url === '/api/v3/masterchainInfo');
    // A first search fills the cache: the head is the first block of the replayed run.
    const head = await queryClient.fetchQuery(masterchainInfoQueryOptions(client));
    const start = head.last.seqno;
    expect(info(sent)).toHaveLength(1);
    // Three blocks appear; the cached answer (seconds old, within its staleTime) still names `start`.
    clock += 3 * 4000;
    const found = await runTimeSearch(queryClient, client, { moment: at(start + 2) + 1 });
    expect(found).toMatchObject({ kind: 'found', block: { seqno: start + 2 } });
    expect(info(sent)).toHaveLength(2);
    // After the new head: asked afresh once more, then said so, with no request but masterchainInfo.
    const before = sent.length;
    const after = await runTimeSearch(queryClient, client, { moment: at(start + 3) + 1 });
    expect(after).toMatchObject({ kind: 'after-last', last: { seqno: start + 3 } });
    expect(sent.slice(before)).toEqual(['/api/v3/masterchainInfo']);
  });
});

describe('findBlockAtTime on a pathological chain', () => {
  // Not chain data: a model of 2^31 blocks 5 s apart, with a 30-day pause before each of 640 blocks
  // spaced ever wider (1.05^k) either side of the middle, where a secant's guesses creep.
  const FIRST_MODEL = 1;
  const LAST_MODEL = 2 ** 31;
  const middle = 2 ** 30;
  const pauses = [
    ...Array.from({ length: 320 }, (_, k) => middle - Math.floor(1.05 ** k)),
    ...Array.from({ length: 320 }, (_, k) => middle + Math.floor(1.05 ** k)),
  ].sort((a, b) => a - b);
  const timeOfModel = (seqno: number) => {
    let paused = 0;
    for (const pause of pauses) if (seqno >= pause) paused += 1;
    return 1_600_000_000 + (seqno - FIRST_MODEL) * 5 + paused * 30 * 86_400;
  };
  const first: TimedBlock = { seqno: FIRST_MODEL, time: timeOfModel(FIRST_MODEL) };
  const last: TimedBlock = { seqno: LAST_MODEL, time: timeOfModel(LAST_MODEL) };
  const probe = async (seqno: number) => ({ seqno, time: timeOfModel(seqno) });

  it('finds the right block within its limit, however the secant creeps', async () => {
    // 1073747734 took 48 probes with a fixed limit of 48 and the search gave up.
    const targets = [1073747734, middle, middle - 1, middle + 300, ...pauses.filter((_, i) => i % 40 === 0)];
    let worst = 0;
    for (const seqno of targets) {
      for (const moment of [timeOfModel(seqno), timeOfModel(seqno) + 2]) {
        const result = await findBlockAtTime({ moment, first, last }, { probe });
        expect(result).toMatchObject({ kind: 'found', block: { seqno } });
        if (result.kind === 'found') worst = Math.max(worst, result.probes);
      }
    }
    expect(worst).toBeGreaterThan(40);
    expect(worst).toBeLessThanOrEqual(probeLimit(LAST_MODEL));
  });

  it('allows more probes the more candidates there are', () => {
    expect(probeLimit(33)).toBe(4 * 6 + 8);
    expect(probeLimit(2 ** 32)).toBe(4 * 32 + 8);
  });
});

describe('findBlockAtTime between ends out of range', () => {
  // Not chain data: a server whose masterchainInfo names a first block of −5 and a last of 2^50 (the
  // API's schema refuses both; the search holds to block numbers on its own as well), a block every 5 s.
  const T0 = 1_600_000_000;
  const timeOfModel = (seqno: number) => T0 + (seqno + 5) * 5;
  const first: TimedBlock = { seqno: -5, time: timeOfModel(-5) };
  const last: TimedBlock = { seqno: 2 ** 50, time: timeOfModel(2 ** 50) };

  it.each([
    ['a block inside the range', 2 ** 31],
    ['a moment after the last block number', 2 ** 40],
    ['block 0', 0],
  ])('probes only block numbers, 0 to 2^32−1: %s', async (_, seqno) => {
    const probed: number[] = [];
    const probe = async (candidate: number) => {
      probed.push(candidate);
      return { seqno: candidate, time: timeOfModel(candidate) };
    };
    const result = await findBlockAtTime({ moment: timeOfModel(seqno), first, last }, { probe });
    expect(probed.length).toBeGreaterThan(0);
    expect(probed.filter((candidate) => candidate < 0 || candidate > MAX_SEQNO)).toEqual([]);
    expect(result.kind).toBe('found');
    // Past the last block number, the nearest the (clamped) bracket allows.
    if (result.kind === 'found') expect(result.block.seqno).toBe(Math.min(seqno, MAX_SEQNO - 1));
  });

  it('and from a catalog, only its block numbers in range', async () => {
    const probed: number[] = [];
    const probe = async (candidate: number) => {
      probed.push(candidate);
      return { seqno: candidate, time: timeOfModel(candidate) };
    };
    const catalog = [-3, 7, 2 ** 20, 2 ** 31, 2 ** 33, 2 ** 50];
    const result = await findBlockAtTime(
      { moment: timeOfModel(2 ** 31) + 1, first, last },
      { probe, catalog },
    );
    expect(probed.filter((candidate) => candidate < 0 || candidate > MAX_SEQNO)).toEqual([]);
    expect(result).toMatchObject({ kind: 'found', block: { seqno: 2 ** 31 } });
  });
});
