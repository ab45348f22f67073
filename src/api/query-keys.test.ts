import { describe, expect, it } from 'vitest';
import { accountStatesChunkQueryOptions } from './account-states.ts';
import { blockOverviewQueryOptions } from './block/block-overview.ts';
import { createApiClient } from './client.ts';
import { blockQueriesKey, blockQueryOptions } from './block/masterchain-block.ts';
import { masterchainInfoQueryOptions } from './head/masterchain-info.ts';
import { endpointKey } from './query-keys.ts';
import { sampleCatalogQueryOptions } from './sample-catalog.ts';

const chunk = { rawAddresses: ['0:' + '0'.repeat(64)], includeBoc: false };
const keysOf = (client: ReturnType<typeof createApiClient>) => [
  masterchainInfoQueryOptions(client).queryKey,
  blockQueryOptions(client, 7).queryKey,
  blockOverviewQueryOptions(client, 7).queryKey,
  sampleCatalogQueryOptions(client).queryKey,
  accountStatesChunkQueryOptions(client, chunk).queryKey,
];

describe('endpointKey', () => {
  it('names the endpoint by its base URL, as written after the client normalised it', () => {
    expect(endpointKey(createApiClient({ baseUrl: 'https://toncenter.com/api/v3/' }))).toBe(
      'https://toncenter.com',
    );
  });

  it('gives the clients of one endpoint the same keys, whatever their API key or rate limit', () => {
    const one = createApiClient({ baseUrl: 'https://toncenter.com', apiKey: 'one' });
    const other = createApiClient({
      baseUrl: 'https://toncenter.com',
      apiKey: 'other',
      maxRequestsPerSecond: 10,
    });
    expect(keysOf(other)).toEqual(keysOf(one));
    expect(keysOf(one).map((key) => key[1])).toEqual(Array(5).fill('https://toncenter.com'));
  });

  it('keeps two endpoints apart', () => {
    const mainnet = keysOf(createApiClient({ baseUrl: 'https://toncenter.com' }));
    const testnet = keysOf(createApiClient({ baseUrl: 'https://testnet.toncenter.com' }));
    mainnet.forEach((key, index) => expect(key).not.toEqual(testnet[index]));
  });

  it('starts every block key of an endpoint with blockQueriesKey', () => {
    const client = createApiClient({ baseUrl: 'https://toncenter.com' });
    expect(blockQueryOptions(client, 7).queryKey).toEqual([...blockQueriesKey(client), 7]);
  });
});
