// Who a request is from, for the live profile's per-client rate limit. Behind a proxy on the same machine
// (the deploy's nginx) every request comes from loopback: the proxy names the client in X-Real-IP (and
// appends it to X-Forwarded-For). Only a loopback peer is trusted to say so; anyone else is its socket
// address, whatever it writes in those headers.
import type { IncomingHttpHeaders } from 'node:http';
import { isIP } from 'node:net';

export interface ClientRequest {
  socket: { remoteAddress?: string };
  headers: IncomingHttpHeaders;
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (a server listening on `::`). */
function isLoopback(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return address === '::1' || (isIP(v4) === 4 && v4.startsWith('127.'));
}

function ipOrUndefined(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed !== undefined && isIP(trimmed) !== 0 ? trimmed : undefined;
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The rate limit's key for `req`: for a loopback peer, the client its proxy names (X-Real-IP, else the
 * last X-Forwarded-For entry: the one the proxy added, the earlier ones are the client's own word), when
 * that is an IP address; otherwise, and for every other peer, the socket's address.
 */
export function clientKey(req: ClientRequest): string {
  const peer = req.socket.remoteAddress;
  if (peer === undefined) return 'unknown';
  if (!isLoopback(peer)) return peer;
  const realIp = ipOrUndefined(firstHeader(req.headers['x-real-ip']));
  if (realIp !== undefined) return realIp;
  const forwarded = firstHeader(req.headers['x-forwarded-for'])?.split(',').at(-1);
  return ipOrUndefined(forwarded) ?? peer;
}
