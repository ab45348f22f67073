// GET /__sample/faults: the queued faults; POST `{path, times, fault}`: queue one; DELETE: clear them.
import type { IncomingMessage } from 'node:http';
import { parseFaultRequest, type FaultQueue } from '../faults.ts';
import { errorReply, jsonReply, methodNotAllowed, type Reply } from '../send.ts';
import { readBody } from './request-body.ts';

export const FAULTS_PATH = '/__sample/faults';

export async function handleFaultsControl(req: IncomingMessage, faults: FaultQueue): Promise<Reply> {
  if (req.method === 'POST') {
    let value: unknown;
    try {
      value = JSON.parse(await readBody(req));
    } catch {
      return errorReply(400, 'body must be JSON');
    }
    const parsed = parseFaultRequest(value);
    if (typeof parsed === 'string') return errorReply(400, parsed);
    faults.add(parsed);
    return jsonReply(201, { faults: faults.list() });
  }
  if (req.method === 'DELETE') {
    faults.clear();
    return jsonReply(200, { faults: [] });
  }
  if (req.method === 'GET') return jsonReply(200, { faults: faults.list() });
  return methodNotAllowed('GET, POST, DELETE');
}
