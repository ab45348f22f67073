import { QueryClient } from '@tanstack/react-query';
import { retryDelayMs } from '../api/http/retry.ts';

/**
 * Retries only what may succeed on a second try (5xx, network, timeout), backing off exponentially; 4xx
 * and unreadable answers fail at once, and so does a 429 the client already waited out (see retry.ts).
 */
export function createQueryClient(options: { retry?: boolean } = {}): QueryClient {
  const retry = options.retry ?? true;
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: retry ? (failureCount, error) => retryDelayMs(error, failureCount + 1) !== undefined : false,
        retryDelay: (failureCount, error) => retryDelayMs(error, failureCount) ?? 1000,
        refetchOnWindowFocus: false,
      },
    },
  });
}
