/**
 * The embedded sample API lists what it holds at /__sample/catalog, so the home page can link real
 * sample blocks and accounts. Other endpoints (toncenter, a self-hosted index) do not have it: a 404 is
 * not an error there, just no catalog.
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { isApiError } from './api-error.ts';
import type { ApiClient } from './client.ts';

export const sampleCatalogSchema = z.looseObject({
  network: z.string(),
  profile: z.string(),
  blocks: z.array(
    z.looseObject({
      seqno: z.number().int(),
      transactions: z.number().int(),
      /** `recorded` (real chain data from toncenter) or `emulated` (produced by the TON emulator). */
      kind: z.string().optional(),
      source: z.string().optional(),
    }),
  ),
  accounts: z.array(z.looseObject({ address: z.string(), user_friendly: z.string().nullish() })),
});

export type SampleCatalog = z.output<typeof sampleCatalogSchema>;

export function sampleCatalogQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ['sampleCatalog', client.baseUrl],
    queryFn: async ({ signal }): Promise<SampleCatalog | null> => {
      try {
        const { data } = await client.get('/__sample/catalog', [], sampleCatalogSchema, signal);
        return data;
      } catch (error) {
        if (isApiError(error) && error.kind === 'http' && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: Infinity,
    retry: false,
  });
}
