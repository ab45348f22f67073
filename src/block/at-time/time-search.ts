/**
 * Which masterchain block was in effect at a moment: the newest whose time is at or before it (or, for a
 * date alone, the first at or after the day's 00:00). Found from the two blocks masterchainInfo names
 * (the first and the last the index holds) by a secant search over block times: each probe asks one
 * block's time, and the next seqno is read off the line through the two latest known points (the
 * bracket's ends at first, then the latest probes, which follow the chain's local pace), falling back to
 * bisection when the guesses stop closing in. It ends when the bracket's ends are neighbours.
 *
 * The candidates are every seqno between first and last, or only those an index says it holds (the
 * sample API's catalog): probing a block the index does not hold would only say 404.
 *
 * No React, no fetch: the caller hands in `probe`, so tests run it against the real sample API and count.
 */
import { MAX_SEQNO } from '../../ton/seqno.ts';

export interface TimedBlock {
  seqno: number;
  /** Unix seconds. */
  time: number;
}

/** What one probe learned: the block's time, no time (its answer gives none), or that it is not there. */
export type ProbeAnswer = { seqno: number; time: number | undefined } | { seqno: number; missing: true };

export type ProbeVerdict = 'earlier' | 'later' | 'unknown' | 'missing';

export interface ProbeReport {
  seqno: number;
  time: number | undefined;
  /** `earlier`: at or before the moment sought; `later`: after it; `unknown`: no time; `missing`: 404. */
  verdict: ProbeVerdict;
}

export interface TimeSearchRequest {
  /** Unix seconds. */
  moment: number;
  /** A date alone: the first block at or after `moment`, which is the day's start; the day ends at `dayEnd`. */
  dayEnd?: number | undefined;
  first: TimedBlock;
  last: TimedBlock;
}

export type TimeSearchResult =
  | { kind: 'before-first'; first: TimedBlock; last: TimedBlock }
  | { kind: 'after-last'; first: TimedBlock; last: TimedBlock }
  | {
      kind: 'found';
      block: TimedBlock;
      /** A date alone whose day holds no block: `block` is the first after it. */
      noBlockThatDay?: boolean;
      /** Blocks between the answer and its neighbour whose answers gave no time. */
      untimed: number[];
      probes: number;
    }
  | { kind: 'missing'; seqno: number; below: TimedBlock; above: TimedBlock; probes: number }
  | { kind: 'gave-up'; below: TimedBlock; above: TimedBlock; probes: number };

/**
 * The most block requests a search over `count` candidates may make: a safety stop, not a budget (the
 * sample chain needs at most 3). Secant probes alone can creep along a chain of long gaps while their
 * errors keep shrinking, so the search bisects whenever three timed probes did not halve the bracket
 * (see `findBlockAtTime`): it halves at least every four, ⌈log2 count⌉ times at most; three more open
 * the search, and a few spare ones cover answers that give no time.
 */
export function probeLimit(count: number): number {
  return 4 * Math.ceil(Math.log2(Math.max(2, count))) + 8;
}

/** Whether the moment lies outside the index's blocks; undefined when a search is needed (or not even that). */
export function outOfRange(request: TimeSearchRequest): TimeSearchResult | undefined {
  const { moment, dayEnd, first, last } = request;
  if (dayEnd !== undefined) {
    if (dayEnd <= first.time) return { kind: 'before-first', first, last };
    if (moment > last.time) return { kind: 'after-last', first, last };
    return undefined;
  }
  if (moment < first.time) return { kind: 'before-first', first, last };
  if (moment > last.time) return { kind: 'after-last', first, last };
  return undefined;
}

/** The seqnos that may be probed, in order: every seqno between the ends, or a catalog's. */
interface Candidates {
  count: number;
  at(index: number): number;
  /** The index of the candidate nearest to a (fractional) seqno. */
  nearest(seqno: number): number;
}

function denseCandidates(first: number, last: number): Candidates {
  return {
    count: last - first + 1,
    at: (index) => first + index,
    nearest: (seqno) => Math.round(seqno - first),
  };
}

function listedCandidates(seqnos: readonly number[], first: number, last: number): Candidates {
  const sorted = [
    ...new Set([first, last, ...seqnos.filter((seqno) => seqno >= first && seqno <= last)]),
  ].sort((a, b) => a - b);
  return {
    count: sorted.length,
    at: (index) => sorted[index] ?? Number.NaN,
    nearest: (seqno) => {
      let low = 0;
      let high = sorted.length - 1;
      while (low < high) {
        const middle = (low + high) >> 1;
        if ((sorted[middle] ?? 0) < seqno) low = middle + 1;
        else high = middle;
      }
      const before = low - 1;
      return before >= 0 && seqno - (sorted[before] ?? 0) < (sorted[low] ?? 0) - seqno ? before : low;
    },
  };
}

interface Point extends TimedBlock {
  index: number;
}

/** The seqno whose time should be `target` on the line through two known blocks. */
function secant(a: TimedBlock, b: TimedBlock, target: number): number | undefined {
  if (a.time === b.time || a.seqno === b.seqno) return undefined;
  return a.seqno + ((target - a.time) * (b.seqno - a.seqno)) / (b.time - a.time);
}

/** The next index to probe strictly between the bracket's ends, skipping blocks known to have no time. */
function nextIndex(
  candidates: Candidates,
  low: Point,
  high: Point,
  guess: number,
  untimed: ReadonlySet<number>,
): number | undefined {
  const start = Math.min(Math.max(guess, low.index + 1), high.index - 1);
  for (let distance = 0; start - distance > low.index || start + distance < high.index; distance += 1) {
    for (const index of [start + distance, start - distance]) {
      if (index > low.index && index < high.index && !untimed.has(index)) return index;
    }
  }
  return undefined;
}

export interface TimeSearchOptions {
  probe: (seqno: number) => Promise<ProbeAnswer>;
  onProbe?: (report: ProbeReport) => void;
  /** The seqnos the index holds (its catalog), or undefined: every seqno between first and last. */
  catalog?: readonly number[] | undefined;
}

/**
 * An end of the search held to block numbers (0…MAX_SEQNO): the API refuses a masterchainInfo that names
 * one outside them, and the search does not lean on that — no probe ever asks for a block that cannot
 * exist. Its time is kept: only the seqno is an end of the candidates.
 */
function withinSeqnos(block: TimedBlock): TimedBlock {
  const seqno = Math.min(Math.max(block.seqno, 0), MAX_SEQNO);
  return seqno === block.seqno ? block : { seqno, time: block.time };
}

/** The search itself; `outOfRange` is checked first (a moment outside the index needs no probe). */
export async function findBlockAtTime(
  request: TimeSearchRequest,
  { probe, onProbe, catalog }: TimeSearchOptions,
): Promise<TimeSearchResult> {
  const outside = outOfRange(request);
  if (outside) return outside;
  const { dayEnd } = request;
  const first = withinSeqnos(request.first);
  const last = withinSeqnos(request.last);
  // Block times are whole seconds: "the first at or after 00:00" is the one after the newest before it.
  const target = dayEnd === undefined ? request.moment : request.moment - 1;
  const candidates = catalog
    ? listedCandidates(catalog, first.seqno, last.seqno)
    : denseCandidates(first.seqno, last.seqno);
  // A day that begins at or before the first block: its first block (in the index) is that one.
  if (target < first.time) return { kind: 'found', block: first, untimed: [], probes: 0 };
  let low: Point = { ...first, index: 0 };
  let high: Point = { ...last, index: candidates.count - 1 };
  if (last.time <= target) low = high;
  const untimed = new Set<number>();
  // The two latest points known: the secant runs through them (the bracket's ends until probes replace them).
  let recent: [TimedBlock, TimedBlock] = [first, last];
  let errors: number[] = [];
  // The bracket's width before each timed probe: a guard that bounds the search whatever the chain's times.
  const widths: number[] = [];
  const limit = probeLimit(candidates.count);
  let probes = 0;

  while (low !== high && low.index + 1 < high.index) {
    // Two probes that did not bring the guess four times closer: the line no longer fits the chain here.
    const [earlierError, , latestError] = errors.slice(-3);
    const stalled =
      (errors.length >= 3 && (latestError ?? 0) > (earlierError ?? Number.POSITIVE_INFINITY) / 4) ||
      // Three probes that did not halve the bracket (a chain of long gaps can keep the errors shrinking
      // while the guesses creep): bisect, so the bracket halves at least every four probes.
      (widths.length >= 3 && high.index - low.index > (widths.at(-3) ?? 0) / 2);
    const line = secant(recent[0], recent[1], target + 0.5) ?? secant(low, high, target + 0.5);
    const guess = stalled || line === undefined ? (low.index + high.index) / 2 : candidates.nearest(line);
    if (stalled) errors = [];
    const index = nextIndex(candidates, low, high, Math.round(guess), untimed);
    if (index === undefined) break;
    if (probes >= limit) return { kind: 'gave-up', below: low, above: high, probes };
    const seqno = candidates.at(index);
    probes += 1;
    const answer = await probe(seqno);
    if ('missing' in answer) {
      onProbe?.({ seqno, time: undefined, verdict: 'missing' });
      return { kind: 'missing', seqno, below: low, above: high, probes };
    }
    if (answer.time === undefined) {
      onProbe?.({ seqno, time: undefined, verdict: 'unknown' });
      untimed.add(index);
      continue;
    }
    widths.push(high.index - low.index);
    const point: Point = { seqno, time: answer.time, index };
    const earlier = point.time <= target;
    onProbe?.({ seqno, time: point.time, verdict: earlier ? 'earlier' : 'later' });
    if (earlier) low = point;
    else high = point;
    recent = [recent[1], point];
    errors.push(Math.abs(point.time - target));
  }
  const untimedBetween = [...untimed].filter((index) => index > low.index && index < high.index);
  const block = dayEnd === undefined || low === high ? low : high;
  const found: TimedBlock = { seqno: block.seqno, time: block.time };
  return {
    kind: 'found',
    block: found,
    ...(dayEnd !== undefined && found.time >= dayEnd ? { noBlockThatDay: true } : {}),
    untimed: untimedBetween.map((index) => candidates.at(index)).sort((a, b) => a - b),
    probes,
  };
}
