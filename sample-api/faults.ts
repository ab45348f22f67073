// Fault injection (sample API only): the queue that `POST /__sample/faults` fills, and what a queued
// fault does to the request it matches: wait, drop the connection, answer in the real answer's place, or
// send the real answer drifted, under another content type, truncated, dripped or padded.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { applyDrift, parseDrift, type SampleDrift } from './drift.ts';
import { isJsonObject, type JsonValue } from './json.ts';
import { acceptsGzip, errorReply, JSON_TYPE, RATE_LIMIT_BODY, type Reply, send } from './send.ts';

export interface SampleFault {
  /** Reply with this status instead of the real answer. */
  status?: number;
  /** Seconds for a Retry-After header; alone it implies status 429. */
  retryAfter?: number;
  /** Body to send instead of the real one (with `status`, or 200 alone). */
  body?: string;
  contentType?: string;
  /** Wait this long before answering (or before dropping). */
  delayMs?: number;
  /** Destroy the socket without an answer. */
  drop?: boolean;
  /** Send only the first half of the body, with a Content-Length that matches the half: broken JSON. */
  truncate?: boolean;
  /**
   * Send the body slowly: 64 bytes, then a pause of this many milliseconds, and so on (a server or proxy
   * that drips its answer). The headers go at once.
   */
  dripMs?: number;
  /**
   * Make the real answer this many bytes long, with spaces after its JSON (still valid JSON): a huge
   * answer. Gzipped for a client that accepts it, as real answers are, so it is also a "gzip bomb": a
   * small Content-Length that decodes to `padBytes`. At most 1 GiB.
   */
  padBytes?: number;
  /**
   * Rewrite the real answer (a 200) as another server version would write it: a field missing, null,
   * of another type, an extra field, the older compute-phase or comment form (see drift.ts).
   */
  drift?: SampleDrift;
}

export interface QueuedFault {
  /** Matched against the end of the request's pathname, e.g. `accountStates`. */
  path: string;
  /** Matching requests left before the fault is used up. */
  times: number;
  fault: SampleFault;
}

export function parseFaultRequest(value: unknown): QueuedFault | string {
  if (!isJsonObject(value)) return 'body must be a JSON object';
  const { path, times = 1, fault } = value;
  if (typeof path !== 'string' || path === '') return '"path" must be a non-empty string';
  if (typeof times !== 'number' || !Number.isInteger(times) || times < 1) {
    return '"times" must be a positive integer';
  }
  if (!isJsonObject(fault)) return '"fault" must be an object';
  const parsed: SampleFault = {};
  for (const [key, member] of Object.entries(fault)) {
    switch (key) {
      case 'status':
        if (typeof member !== 'number' || !Number.isInteger(member) || member < 100 || member > 599) {
          return '"fault.status" must be an HTTP status code';
        }
        parsed.status = member;
        break;
      case 'retryAfter':
      case 'delayMs':
      case 'dripMs':
      case 'padBytes':
        if (typeof member !== 'number' || !Number.isInteger(member) || member < 0) {
          return `"fault.${key}" must be a non-negative integer`;
        }
        parsed[key] = member;
        break;
      case 'body':
      case 'contentType':
        if (typeof member !== 'string') return `"fault.${key}" must be a string`;
        parsed[key] = member;
        break;
      case 'drop':
      case 'truncate':
        if (typeof member !== 'boolean') return `"fault.${key}" must be a boolean`;
        parsed[key] = member;
        break;
      case 'drift': {
        const drift = parseDrift(member);
        if (typeof drift === 'string') return drift;
        parsed.drift = drift;
        break;
      }
      default:
        return `unknown fault option "${key}"`;
    }
  }
  if (parsed.padBytes !== undefined && parsed.padBytes > 1 << 30) return '"fault.padBytes" is at most 1 GiB';
  if (
    parsed.drift &&
    (parsed.status !== undefined ||
      parsed.retryAfter !== undefined ||
      parsed.body !== undefined ||
      parsed.drop)
  ) {
    return '"fault.drift" rewrites the real answer: it cannot go with status, retryAfter, body or drop';
  }
  return { path, times, fault: parsed };
}

function faultReply(fault: SampleFault): Reply | null {
  if (fault.status === undefined && fault.retryAfter === undefined && fault.body === undefined) return null;
  const status = fault.status ?? (fault.retryAfter !== undefined ? 429 : 200);
  const body =
    fault.body ?? (status === 429 ? RATE_LIMIT_BODY : JSON.stringify({ error: `sample fault: ${status}` }));
  const headers: Record<string, string> = { 'content-type': fault.contentType ?? JSON_TYPE };
  if (fault.retryAfter !== undefined) headers['retry-after'] = String(fault.retryAfter);
  return { status, body, headers };
}

/** The real answer rewritten by `drift`; a 500 naming the drift when it matched nothing. */
function driftedReply(reply: Reply, drift: SampleDrift): Reply {
  const result = applyDrift(JSON.parse(reply.body) as JsonValue, drift);
  if ('error' in result) return errorReply(500, result.error);
  return { ...reply, body: JSON.stringify(result.body) };
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The faults waiting for their requests, in the order they were queued. */
export interface FaultQueue {
  /** The first fault whose path ends the request's, used once more (and gone when used up); else null. */
  take: (pathname: string) => SampleFault | null;
  add: (queued: QueuedFault) => void;
  clear: () => void;
  /** The queue as the control endpoint shows it: copies, so later use does not change an answer. */
  list: () => JsonValue[];
}

export function createFaultQueue(): FaultQueue {
  const faults: QueuedFault[] = [];
  return {
    take: (pathname) => {
      const index = faults.findIndex((queued) => pathname.endsWith(queued.path));
      const queued = faults[index];
      if (!queued) return null;
      queued.times -= 1;
      if (queued.times === 0) faults.splice(index, 1);
      return queued.fault;
    },
    add: (queued) => {
      faults.push(queued);
    },
    clear: () => {
      faults.length = 0;
    },
    list: () =>
      faults.map(({ path, times, fault: { drift, ...rest } }) => ({
        path,
        times,
        fault: drift ? { ...rest, drift: { ...drift } } : { ...rest },
      })),
  };
}

/**
 * What a fault does before the real answer is looked at: it waits `delayMs`, then drops the connection
 * or answers in the real answer's place. True when that finished the request.
 */
export async function finishedByFault(
  fault: SampleFault | null,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  if (fault?.delayMs) await sleep(fault.delayMs);
  if (fault?.drop) {
    req.socket.destroy();
    return true;
  }
  const injected = fault ? faultReply(fault) : null;
  if (injected) {
    send(res, injected, fault?.truncate);
    return true;
  }
  return false;
}

/** Sends the real answer as `fault` (if any) shapes it, gzipped for a client that accepts it. */
export function sendRealAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  answer: Reply,
  fault: SampleFault | null,
): void {
  // A copy: some replies are cached and shared between requests.
  let reply = { ...answer };
  if (fault?.drift && reply.status === 200) reply = driftedReply(reply, fault.drift);
  // `contentType` alone: the real body under a wrong media type, as a misconfigured proxy sends it.
  if (fault?.contentType) reply.headers = { ...reply.headers, 'content-type': fault.contentType };
  const shape = { dripMs: fault?.dripMs, padBytes: fault?.padBytes };
  // A padded answer is compressed as a real one is; other faults are sent as written.
  const compress = (!fault || fault.padBytes !== undefined) && acceptsGzip(req);
  send(res, reply, fault?.truncate, compress, shape);
}
