// GET /api/v3/masterchainInfo: the recorded head, or in the replay mode the head reached so far.
import { jsonReply } from '../send.ts';
import type { ApiRoute, ServedChain } from './served-chain.ts';

export function masterchainInfoRoute({ dataset, replay }: ServedChain): ApiRoute {
  return () => jsonReply(200, replay ? replay.masterchainInfo() : dataset.masterchain_info);
}
