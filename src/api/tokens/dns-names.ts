/** Every DNS name (.ton, .t.me) an address owns, asked when its details open: /api/v3/dns/records?wallet=. */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client.ts';
import { endpointKey } from '../query-keys.ts';

/** The names as the index wrote them (stranger text), sorted; an empty list: it owns none. */
export function dnsNamesQueryOptions(client: ApiClient, rawOwner: string) {
  return queryOptions({
    queryKey: ['dnsNames', endpointKey(client), rawOwner] as const,
    queryFn: (): Promise<readonly string[]> => Promise.reject(new Error('not yet')),
  });
}
