import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../api/api-client-context.ts';
import { sampleCatalogQueryOptions } from '../api/sample-catalog.ts';
import type { TonNetwork } from './account-rows.ts';

/**
 * The network the endpoint serves: testnet for a testnet host (testnet.toncenter.com) or a sample API
 * that says so in its catalog; mainnet otherwise, since that is what nearly every endpoint serves.
 */
export function networkOfEndpoint(baseUrl: string, catalogNetwork: string | undefined): TonNetwork {
  if (baseUrl !== '') {
    try {
      if (new URL(baseUrl).hostname.split('.').includes('testnet')) return 'testnet';
    } catch {
      // An unusable base URL was refused at startup; nothing to learn from it here.
    }
  }
  return catalogNetwork === 'testnet' ? 'testnet' : 'mainnet';
}

/** toncenter has no catalog: asking would spend one of its 1 request/s on a 404. */
function mayHaveCatalog(baseUrl: string): boolean {
  if (baseUrl === '') return true;
  try {
    const host = new URL(baseUrl).hostname;
    return host !== 'toncenter.com' && !host.endsWith('.toncenter.com');
  } catch {
    return false;
  }
}

export function useEndpointNetwork(): TonNetwork {
  const client = useApiClient();
  const catalog = useQuery({ ...sampleCatalogQueryOptions(client), enabled: mayHaveCatalog(client.baseUrl) });
  return networkOfEndpoint(client.baseUrl, catalog.data?.network);
}
