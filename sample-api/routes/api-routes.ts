// The API's endpoints under /api/v3: one module per endpoint in this folder, one line each in API_ROUTES.
import { errorReply, type Reply } from '../send.ts';
import { accountStatesRoute } from './account-states.ts';
import { actionsRoute } from './actions.ts';
import { dnsRecordsRoute } from './dns-records.ts';
import { jettonWalletsRoute } from './jetton-wallets.ts';
import { masterchainBlockShardStateRoute } from './masterchain-block-shard-state.ts';
import { masterchainInfoRoute } from './masterchain-info.ts';
import { metadataRoute } from './metadata.ts';
import { nftItemsRoute } from './nft-items.ts';
import type { ApiRoute, ServedChain } from './served-chain.ts';
import { tracesRoute } from './traces.ts';
import { transactionsByMasterchainBlockRoute } from './transactions-by-masterchain-block.ts';
import { walletStatesRoute } from './wallet-states.ts';

export const API_PREFIX = '/api/v3';

/** Each endpoint by its name after API_PREFIX, with what makes its route for one handler's chain. */
const API_ROUTES = new Map<string, (chain: ServedChain) => ApiRoute>([
  ['masterchainBlockShardState', masterchainBlockShardStateRoute],
  ['transactionsByMasterchainBlock', transactionsByMasterchainBlockRoute],
  ['accountStates', accountStatesRoute],
  ['masterchainInfo', masterchainInfoRoute],
  ['jetton/wallets', jettonWalletsRoute],
  ['nft/items', nftItemsRoute],
  ['dns/records', dnsRecordsRoute],
  ['walletStates', walletStatesRoute],
  ['metadata', metadataRoute],
  ['traces', tracesRoute],
  ['actions', actionsRoute],
]);

/** The endpoints a server without the action classifier and trace store lacks (SAMPLE_API_TRACES=off). */
export const TRACE_ENDPOINTS: readonly string[] = ['traces', 'actions'];

/** Answers a request under API_PREFIX from `chain`: its endpoint's answer, or a 404. */
export function createApiRoutes(chain: ServedChain, options: { traces?: boolean } = {}): (url: URL) => Reply {
  const withTraces = options.traces ?? true;
  // The index routes case-insensitively and ignores a trailing slash (fiber's defaults). Without the
  // trace endpoints, their paths are a 404 like any path the server does not have.
  const routes = new Map(
    [...API_ROUTES]
      .filter(([name]) => withTraces || !TRACE_ENDPOINTS.includes(name))
      .map(([name, makeRoute]) => [name.toLowerCase(), makeRoute(chain)] as const),
  );
  return (url) => {
    const name = url.pathname
      .slice(API_PREFIX.length + 1)
      .replace(/\/$/, '')
      .toLowerCase();
    const route = routes.get(name);
    return route ? route(url.searchParams) : errorReply(404, 'not found');
  };
}
