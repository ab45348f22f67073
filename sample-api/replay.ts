// A chain that grows over time, for tests and demos of "follow the head" (SAMPLE_API_REPLAY=1, off by
// default, never on in `npm start` / `npm run dev`): the recorded sample is a frozen moment whose newest
// block never changes. In this mode the server starts with its head at the first block of the dataset's
// last run of consecutive seqnos (on mainnet the last recorded block, followed by the emulated ones) and
// makes the next block of that run visible every `intervalMs`; blocks beyond the head answer 404 as an
// unknown block does, and masterchainInfo's `last` is the head block's own header. Every block's data is
// the dataset's, unchanged; the answers the mode changes say so in a member no real server sends
// (`sample_replayed`). When the run ends, the head stays at its last block.
import type { SampleDataset } from './dataset.ts';
import type { JsonObject } from './json.ts';

/** Written into every answer the mode changes, so nobody mistakes the head for the recorded one. */
export const REPLAY_NOTE =
  'replayed chain: the sample dataset is revealed one block at a time from the start of its last run of ' +
  'consecutive blocks; blocks beyond the head answer 404 until their time comes; block data is unchanged';

/** A new block every 4 s by default: about a real masterchain's pace (one every 2.5-5 s). */
export const DEFAULT_REPLAY_INTERVAL_MS = 4000;
/** Bounds of a control request's interval: fast enough for tests, and at most ten minutes. */
export const MIN_REPLAY_INTERVAL_MS = 100;
export const MAX_REPLAY_INTERVAL_MS = 600_000;

export interface ReplayOptions {
  /** Milliseconds between two new blocks. */
  intervalMs?: number;
  /** Clock in milliseconds; tests pass a fake one. */
  now?: () => number;
}

/** The dataset's longest run of consecutive seqnos that ends at its newest block, oldest first. */
export function replayRunOf(dataset: SampleDataset): number[] {
  const seqnos = dataset.blocks.map((block) => block.seqno);
  const last = seqnos.at(-1);
  if (last === undefined) throw new Error('the sample dataset has no block');
  let start = seqnos.length - 1;
  while (start > 0 && seqnos[start - 1] === (seqnos[start] ?? 0) - 1) start -= 1;
  return seqnos.slice(start);
}

export interface ReplayRestart {
  head: number;
  intervalMs: number;
}

/** A control request (`POST /__sample/replay`): `{head, intervalMs}`, else why not. */
export function parseReplayRestart(
  value: unknown,
  run: readonly number[],
  currentIntervalMs: number,
): ReplayRestart | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return 'body must be a JSON object';
  }
  const { head, intervalMs = currentIntervalMs, ...rest } = value as Record<string, unknown>;
  const unknown = Object.keys(rest)[0];
  if (unknown !== undefined) return `unknown option "${unknown}"`;
  const first = run[0] ?? 0;
  const last = run.at(-1) ?? 0;
  if (typeof head !== 'number' || !Number.isInteger(head) || head < first || head > last) {
    return `"head" must be a block of the replayed run, ${first} to ${last}`;
  }
  if (
    typeof intervalMs !== 'number' ||
    !Number.isInteger(intervalMs) ||
    intervalMs < MIN_REPLAY_INTERVAL_MS ||
    intervalMs > MAX_REPLAY_INTERVAL_MS
  ) {
    return `"intervalMs" must be an integer from ${MIN_REPLAY_INTERVAL_MS} to ${MAX_REPLAY_INTERVAL_MS}`;
  }
  return { head, intervalMs };
}

/**
 * The replay of one server. `head()` is the newest visible block now; `visible(seqno)` whether a block
 * of the dataset may be answered; `restart` starts again from another head (the control endpoint).
 */
export function createReplay(dataset: SampleDataset, options: ReplayOptions = {}) {
  const now = options.now ?? Date.now;
  const run = replayRunOf(dataset);
  const first = run[0] ?? 0;
  const last = run.at(-1) ?? 0;
  const headers = new Map(dataset.blocks.map((block) => [block.seqno, block.blocks[0]]));
  let startHead = first;
  let intervalMs = options.intervalMs ?? DEFAULT_REPLAY_INTERVAL_MS;
  let startedAt = now();

  const head = (): number =>
    Math.min(last, startHead + Math.floor(Math.max(0, now() - startedAt) / intervalMs));

  /** What the mode's answers say about it. */
  const note = (): JsonObject => {
    const at = head();
    return {
      note: REPLAY_NOTE,
      head: at,
      interval_ms: intervalMs,
      run: { first, last },
      ended: at === last,
    };
  };

  return {
    run,
    head,
    note,
    get intervalMs() {
      return intervalMs;
    },
    /** Blocks before the run are always there; those of the run only up to the head. */
    visible: (seqno: number): boolean => seqno <= head(),
    /** The masterchainInfo answer with the head's own header as `last`. */
    masterchainInfo: (): JsonObject => {
      const header = headers.get(head());
      if (!header) throw new Error(`the replay's head ${head()} has no block header`);
      return { sample_replayed: note(), last: header, first: dataset.masterchain_info.first };
    },
    restart: (restart: ReplayRestart): void => {
      startHead = restart.head;
      intervalMs = restart.intervalMs;
      startedAt = now();
    },
  };
}

export type Replay = ReturnType<typeof createReplay>;
