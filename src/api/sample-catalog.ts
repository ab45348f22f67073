/**
 * The embedded sample API lists what it holds at /__sample/catalog, so the home page can link real
 * sample blocks and accounts. Other endpoints (toncenter, a self-hosted index) do not have it: a 404 is
 * not an error there, just no catalog.
 */
import { queryOptions } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';
import type { ApiClient } from './client.ts';
import { endpointKey } from './query-keys.ts';
import * as z from 'zod/mini';
import './schema-kit.ts';
import { seqnoSchema } from './block/block-schemas.ts';

export const sampleCatalogSchema = z.looseObject({
  network: z.string(),
  profile: z.string(),
  blocks: z.array(
    z.looseObject({
      seqno: seqnoSchema(),
      transactions: z.int(),
      /** `recorded` (real chain data from toncenter) or `emulated` (produced by the TON emulator). */
      kind: z.optional(z.string()),
      source: z.optional(z.string()),
    }),
  ),
  accounts: z.array(z.looseObject({ address: z.string(), user_friendly: z.nullish(z.string()) })),
});

export type SampleCatalog = z.output<typeof sampleCatalogSchema>;

export function sampleCatalogQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ['sampleCatalog', endpointKey(client)],
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
