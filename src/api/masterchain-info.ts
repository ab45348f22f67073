import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import { masterchainInfoSchema, type MasterchainInfo } from './block-schemas.ts';

/** The newest (and the first) masterchain block the index knows. */
export async function fetchMasterchainInfo(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<MasterchainInfo> {
  const { data } = await client.get('masterchainInfo', [], masterchainInfoSchema, signal);
  return data;
}

/** The newest block moves every few seconds. */
export function masterchainInfoQueryOptions(client: ApiClient) {
  // The client is identified by its base URL: a key changes who may ask, not what the answer is.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: ['masterchainInfo', client.baseUrl],
    queryFn: ({ signal }) => fetchMasterchainInfo(client, signal),
    staleTime: 5_000,
  });
}
