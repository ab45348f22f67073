/**
 * What a server can do, as Settings' "This server" says it: which optional endpoints it answered, did not
 * offer or was not asked yet (the page's own learning, learned-endpoints.ts: per server and endpoint, for
 * the page's session, nothing stored), and how far its index lags the chain, from the newest masterchain
 * block's time against this device's clock. The sample API's data is a recording: it has no lag to tell,
 * only the recording's date. docs/decisions/2026-11-26-server-capabilities.md.
 */
import * as z from 'zod/mini';
import type { ApiClient, QueryParams } from './client.ts';
import {
  isAnsweredBy,
  isNotOfferedBy,
  isNotOfferedError,
  learnNotOffered,
  learnOffered,
} from './learned-endpoints.ts';

/**
 * The optional endpoints the page reads, in the order Settings lists them. `actions` needs the index's
 * classifier and `traces` its trace tables (the guide and learned-endpoints.ts: a self-hosted index runs
 * without them); the others are the index's own but not every implementation has them.
 */
export const OPTIONAL_ENDPOINTS = [
  'actions',
  'traces',
  'metadata',
  'jetton/wallets',
  'nft/items',
  'walletStates',
  'dns/records',
] as const;

export type OptionalEndpoint = (typeof OPTIONAL_ENDPOINTS)[number];

export type EndpointState = 'answered' | 'not-offered' | 'not-asked';

type Server = Pick<ApiClient, 'baseUrl'>;

/** What the page has learned of `endpoint` on this server: "not offered" wins over an earlier answer. */
export function endpointState(client: Server, endpoint: string): EndpointState {
  if (isNotOfferedBy(client, endpoint)) return 'not-offered';
  return isAnsweredBy(client, endpoint) ? 'answered' : 'not-asked';
}

// ---------------------------------------------------------------------------------------------------
// The index's lag

/**
 * A lag up to this is "up to date": masterchain blocks come every 2.5–5 s and an index writes them a few
 * seconds later, and a device's clock is often off by a minute; neither is a lag worth telling.
 */
export const UP_TO_DATE_SECONDS = 120;

/** A newest block more than this ahead of the device's clock says the clock is off, not the index. */
const CLOCK_AHEAD_SECONDS = UP_TO_DATE_SECONDS;

/** gen_utime beyond this (year 2200) or before the chain began is no time to compare with. */
const LATEST_PLAUSIBLE_UTIME = 7_258_118_400;
const EARLIEST_PLAUSIBLE_UTIME = 1_500_000_000;

export type IndexFreshness =
  /** Nothing to judge by yet: no head, or not yet known whether this is the sample API. */
  | { kind: 'unknown' }
  /** The sample API: recorded data, whose newest block is from `newestBlockAt` (unix seconds). */
  | { kind: 'recorded'; newestBlockAt: number | undefined }
  | { kind: 'up-to-date'; lagSeconds: number }
  | { kind: 'behind'; lagSeconds: number }
  /** The newest block is this many seconds ahead of this device's clock: the clock is off. */
  | { kind: 'clock-behind'; aheadSeconds: number };

/** A gen_utime read back as a number of seconds, or undefined when it is none a clock could show. */
function plausibleUtime(genUtime: bigint | undefined): number | undefined {
  if (genUtime === undefined) return undefined;
  if (genUtime < BigInt(EARLIEST_PLAUSIBLE_UTIME) || genUtime > BigInt(LATEST_PLAUSIBLE_UTIME))
    return undefined;
  return Number(genUtime);
}

/**
 * How fresh the index is: its newest block's time (`genUtime`, unix seconds) against this device's clock
 * when that answer arrived (`answeredAtMs`), not now — a head asked a minute ago is not a minute's lag.
 * `isSample`: undefined while not known; true says "recorded", never a lag.
 */
export function indexFreshness(head: {
  isSample: boolean | undefined;
  genUtime: bigint | undefined;
  answeredAtMs: number;
}): IndexFreshness {
  if (head.isSample === undefined) return { kind: 'unknown' };
  const utime = plausibleUtime(head.genUtime);
  if (head.isSample) return { kind: 'recorded', newestBlockAt: utime };
  if (utime === undefined || !Number.isFinite(head.answeredAtMs) || head.answeredAtMs <= 0) {
    return { kind: 'unknown' };
  }
  const lagSeconds = Math.round(head.answeredAtMs / 1000 - utime);
  if (lagSeconds < -CLOCK_AHEAD_SECONDS) return { kind: 'clock-behind', aheadSeconds: -lagSeconds };
  if (lagSeconds <= UP_TO_DATE_SECONDS) return { kind: 'up-to-date', lagSeconds: Math.max(0, lagSeconds) };
  return { kind: 'behind', lagSeconds };
}

/** A lag in the largest whole unit it has: minutes below two hours, hours below two days, then days. */
export function lagInUnits(seconds: number): { unit: 'minutes' | 'hours' | 'days'; count: number } {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  if (minutes < 120) return { unit: 'minutes', count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return { unit: 'hours', count: hours };
  return { unit: 'days', count: Math.floor(hours / 24) };
}

// ---------------------------------------------------------------------------------------------------
// "Check now": each endpoint not asked yet, once, with the smallest request

/** The elector, an account every TON chain has: a valid address for the requests that need one. */
const ELECTOR = '-1:3333333333333333333333333333333333333333333333333333333333333333';

const rows = (name: string) => z.looseObject({ [name]: z.array(z.unknown()) });

/** The smallest request of each endpoint (one row at most), and the member its answer must have. */
const PROBES: Readonly<Record<OptionalEndpoint, { params: QueryParams; schema: z.ZodMiniType }>> = {
  actions: {
    params: [
      ['account', ELECTOR],
      ['limit', '1'],
    ],
    schema: rows('actions'),
  },
  traces: {
    params: [
      ['account', ELECTOR],
      ['limit', '1'],
    ],
    schema: rows('traces'),
  },
  metadata: { params: [['address', ELECTOR]], schema: z.looseObject({}) },
  'jetton/wallets': {
    params: [
      ['owner_address', ELECTOR],
      ['limit', '1'],
    ],
    schema: rows('jetton_wallets'),
  },
  'nft/items': {
    params: [
      ['owner_address', ELECTOR],
      ['limit', '1'],
    ],
    schema: rows('nft_items'),
  },
  walletStates: { params: [['address', ELECTOR]], schema: rows('wallets') },
  'dns/records': {
    params: [
      ['wallet', ELECTOR],
      ['limit', '1'],
    ],
    schema: rows('records'),
  },
};

/** How one endpoint's check ended: learned (answered, not offered), or failed for another reason. */
export type CheckOutcome = 'answered' | 'not-offered' | 'failed';

/**
 * Asks `endpoint` once with its smallest request, through the client (so within the endpoint's learned
 * request budget), and learns from the answer as the page's own requests do. An answer that says nothing
 * about the endpoint (a timeout, a 429 past patience, a 500) is `failed` and nothing is learned.
 */
export async function checkEndpoint(
  client: ApiClient,
  endpoint: OptionalEndpoint,
  signal?: AbortSignal,
): Promise<CheckOutcome> {
  const known = endpointState(client, endpoint);
  if (known !== 'not-asked') return known;
  const probe = PROBES[endpoint];
  try {
    await client.get(endpoint, probe.params, probe.schema, signal);
    learnOffered(client, endpoint);
    return 'answered';
  } catch (error) {
    if (signal?.aborted) throw error;
    if (!isNotOfferedError(error)) return 'failed';
    learnNotOffered(client, endpoint);
    return 'not-offered';
  }
}
