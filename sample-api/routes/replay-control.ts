// The replay mode's control endpoint (replay.ts is the replay itself).
import type { IncomingMessage } from 'node:http';
import { parseReplayRestart, type Replay } from '../replay.ts';
import { errorReply, jsonReply, methodNotAllowed, type Reply } from '../send.ts';
import { readBody } from './request-body.ts';

/** The replay mode's control: GET its state, POST `{head, intervalMs}` to start again from `head`. */
export const REPLAY_PATH = '/__sample/replay';

/** `GET /__sample/replay`: the replay's state; `POST` `{head, intervalMs}`: start again from `head`. */
export async function handleReplay(req: IncomingMessage, replay: Replay | undefined): Promise<Reply> {
  if (!replay) return errorReply(404, 'the replay mode is off (SAMPLE_API_REPLAY=1 turns it on)');
  if (req.method === 'GET') return jsonReply(200, { sample_replayed: replay.note() });
  if (req.method !== 'POST') return methodNotAllowed('GET, POST');
  let value: unknown;
  try {
    value = JSON.parse(await readBody(req));
  } catch {
    return errorReply(400, 'body must be JSON');
  }
  const restart = parseReplayRestart(value, replay.run, replay.intervalMs);
  if (typeof restart === 'string') return errorReply(400, restart);
  replay.restart(restart);
  return jsonReply(200, { sample_replayed: replay.note() });
}
