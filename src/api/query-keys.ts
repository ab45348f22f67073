/**
 * How the query cache names an endpoint's answers. Each request has one factory of its query options,
 * beside its fetch code, which alone builds its key; everything else (useQuery, prefetches, cache reads
 * and removals, tests) takes the key from the factory:
 *
 * - masterchainInfoQueryOptions (masterchain-info.ts): ['masterchainInfo', endpoint]
 * - blockQueryOptions (masterchain-block.ts): ['block', endpoint, seqno]; blockQueriesKey: ['block', endpoint]
 * - blockOverviewQueryOptions (block-overview.ts): ['blockOverview', endpoint, seqno]
 * - sampleCatalogQueryOptions (sample-catalog.ts): ['sampleCatalog', endpoint]
 * - accountStatesChunkQueryOptions (account-states.ts): ['accountStates', endpoint, {includeBoc, addresses}]
 * - blockAtTimeQueryOptions (the block page's time-search-run.ts): ['blockAtTime', endpoint, moment, dayEnd]
 */
import type { ApiClient } from './client.ts';

/**
 * What a query key holds of the client its query asks through: the endpoint, named by its base URL.
 * An endpoint's answer is the same whoever asks: the API key, the rate limit and the transport (what
 * else a client is made of) change who may ask and how, not what the answer is. So the clients of one
 * endpoint, such as the one made when the key changes, share its cached answers.
 *
 * The factories take the client and key it as `endpointKey(client)`, so the key holds what their queryFn
 * depends on: the client, as far as an answer goes. (The `@tanstack/query/exhaustive-deps` rule reads a
 * value computed from the client as that dependency; `client.baseUrl` written out names one field of it,
 * and the rule asks for the rest.)
 */
export function endpointKey(client: Pick<ApiClient, 'baseUrl'>): string {
  return client.baseUrl;
}
