// Writing the sample API's answers: JSON bodies, errors in toncenter's `{"error": …}` form, the gateway's
// 429 body and CORS headers, gzip for clients that accept it, and a fault's dripped or padded body.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { JsonValue } from './json.ts';

/** An answer before it is written: what the routes return and `send` writes. */
export interface Reply {
  status: number;
  body: string;
  headers: Record<string, string>;
}

export const JSON_TYPE = 'application/json';

/** The body toncenter's gateway sends with a 429. */
export const RATE_LIMIT_BODY = '{"ok":false,"result":"Ratelimit exceed","code":429}';

export function jsonReply(status: number, value: JsonValue): Reply {
  return { status, body: JSON.stringify(value), headers: { 'content-type': JSON_TYPE } };
}

export function errorReply(status: number, message: string): Reply {
  return jsonReply(status, { error: message });
}

export function methodNotAllowed(allow: string): Reply {
  const reply = errorReply(405, 'method not allowed');
  return { ...reply, headers: { ...reply.headers, allow } };
}

// ---- CORS, as toncenter's gateway: any origin, and the X-API-Key header in preflight ----

const CORS_HEADERS: Record<string, string> = { 'access-control-allow-origin': '*' };
export const PREFLIGHT_HEADERS: Record<string, string> = {
  ...CORS_HEADERS,
  'access-control-allow-methods': 'GET, OPTIONS',
  'access-control-allow-headers': 'X-API-Key, Content-Type',
  'access-control-max-age': '86400',
};

/** Bodies smaller than this are sent as they are: compressing them saves nothing worth the time. */
const COMPRESS_FROM_BYTES = 1024;
// The synthetic block's answer is one string, kept: its ~20 MB are compressed once, not per request.
let lastCompressed: { body: string; gzipped: Buffer } | undefined;

export function acceptsGzip(req: IncomingMessage): boolean {
  return /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
}

/** How a fault shapes the body on the wire: SampleFault's `dripMs` and `padBytes` (faults.ts). */
export interface BodyShape {
  dripMs?: number;
  padBytes?: number;
}

/**
 * `compress` gzips the body, as toncenter's gateway does for clients that accept it (without it a
 * 5,000-transaction block is 20 MB on the wire instead of ~3 MB). Injected faults are sent as written.
 */
export function send(
  res: ServerResponse,
  reply: Reply,
  truncate = false,
  compress = false,
  shape: BodyShape = {},
): void {
  let body: Buffer = Buffer.from(reply.body, 'utf8');
  const headers: Record<string, string> = { ...CORS_HEADERS, ...reply.headers };
  if (shape.padBytes !== undefined && shape.padBytes > body.length) {
    const padded = Buffer.alloc(shape.padBytes, 0x20);
    body.copy(padded);
    // Level 1: a gigabyte of spaces compresses to a few MB in about a second.
    body = compress ? gzipSync(padded, { level: 1 }) : padded;
    if (compress) {
      headers['content-encoding'] = 'gzip';
      headers.vary = 'accept-encoding';
    }
  } else if (truncate) body = body.subarray(0, Math.floor(body.length / 2));
  else if (compress && body.length >= COMPRESS_FROM_BYTES) {
    if (lastCompressed?.body !== reply.body) lastCompressed = { body: reply.body, gzipped: gzipSync(body) };
    body = lastCompressed.gzipped;
    headers['content-encoding'] = 'gzip';
    headers.vary = 'accept-encoding';
  }
  res.statusCode = reply.status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('content-length', String(body.length));
  if (shape.dripMs === undefined) {
    res.end(body);
    return;
  }
  const dripMs = shape.dripMs;
  let offset = 0;
  const drip = () => {
    if (res.destroyed) return;
    const piece = body.subarray(offset, offset + DRIP_BYTES);
    offset += piece.length;
    if (offset >= body.length) res.end(piece);
    else {
      res.write(piece);
      setTimeout(drip, dripMs);
    }
  };
  res.flushHeaders();
  drip();
}

/** A dripped answer is sent this many bytes at a time. */
const DRIP_BYTES = 64;
