import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client.ts';
import { DEFAULT_RETRY_POLICY, LOAD_DEADLINE_MS, deadlineGiveUp, withRetry } from '../http/retry.ts';
import { masterchainInfoSchema, type MasterchainInfo } from '../block/block-schemas.ts';
import { endpointKey } from '../query-keys.ts';

/** The newest (and the first) masterchain block the index knows. */
export async function fetchMasterchainInfo(
  client: ApiClient,
  signal?: AbortSignal,
  options: { retry?: boolean; deadlineMs?: number } = {},
): Promise<MasterchainInfo> {
  const startedAt = Date.now();
  const deadlineMs = options.deadlineMs ?? LOAD_DEADLINE_MS;
  const deadlineAt = startedAt + deadlineMs;
  // Retried here rather than by the query (whose own retries are off), so that every try fits in the
  // deadline: /block/latest does not sit at "Loading…" for 85 s.
  const { data } = await withRetry(
    () => client.get('masterchainInfo', [], masterchainInfoSchema, signal, { deadlineAt }),
    {
      signal,
      deadlineAt,
      onGiveUp: deadlineGiveUp('latest', startedAt, deadlineMs),
      ...(options.retry ? {} : { policy: { ...DEFAULT_RETRY_POLICY, attempts: 1 } }),
    },
  );
  return data;
}

/** The newest block moves every few seconds. */
export function masterchainInfoQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ['masterchainInfo', endpointKey(client)],
    queryFn: ({ signal, client: queryClient }) =>
      fetchMasterchainInfo(client, signal, {
        retry: queryClient.getDefaultOptions().queries?.retry !== false,
      }),
    staleTime: 5_000,
    retry: false,
  });
}
