// GET /__sample/requests: the API requests this server received (test controls only), each with the
// `X-API-Key` it carried; DELETE: forget them. For the tests of a proxy in front of the sample API
// (test/deploy/): how many requests reached the server, and which key the proxy added.
import type { IncomingMessage } from 'node:http';
import type { JsonValue } from '../json.ts';
import { jsonReply, methodNotAllowed, type Reply } from '../send.ts';

export const REQUESTS_PATH = '/__sample/requests';

/** The most requests remembered: the oldest are forgotten first. */
const MAX_RECORDED = 10_000;

export interface RequestLog {
  record: (req: IncomingMessage, url: URL) => void;
  list: () => JsonValue[];
  clear: () => void;
}

export function createRequestLog(now: () => number = Date.now): RequestLog {
  const seen: Array<{ method: string; path: string; query: string; apiKey: string | null; at: number }> = [];
  return {
    record: (req, url) => {
      const key = req.headers['x-api-key'];
      seen.push({
        method: req.method ?? '',
        path: url.pathname,
        query: url.search,
        apiKey: typeof key === 'string' ? key : null,
        at: now(),
      });
      if (seen.length > MAX_RECORDED) seen.splice(0, seen.length - MAX_RECORDED);
    },
    list: () => seen.map((entry) => ({ ...entry })),
    clear: () => {
      seen.length = 0;
    },
  };
}

export function handleRequestsControl(req: IncomingMessage, log: RequestLog): Reply {
  if (req.method === 'DELETE') {
    log.clear();
    return jsonReply(200, { requests: [] });
  }
  if (req.method === 'GET') return jsonReply(200, { requests: log.list() });
  return methodNotAllowed('GET, DELETE');
}
