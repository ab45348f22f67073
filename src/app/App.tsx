import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { createBrowserRouter, RouterProvider, type createMemoryRouter } from 'react-router';
import { ApiClientContext } from '../api/api-client-context.ts';
import { createApiClient } from '../api/client.ts';
import type { EndpointConfig } from '../api/endpoint.ts';
import { createQueryClient } from './query-client.ts';
import { routes } from './routes.tsx';

interface AppProps {
  endpoint: EndpointConfig;
  /** Tests pass a memory router and a QueryClient without retries; the browser gets the defaults. */
  router?: ReturnType<typeof createMemoryRouter>;
  queryClient?: QueryClient;
}

export function App({ endpoint, router: givenRouter, queryClient: givenQueryClient }: AppProps) {
  const [queryClient] = useState(() => givenQueryClient ?? createQueryClient());
  const [router] = useState(() => givenRouter ?? createBrowserRouter(routes));
  const apiClient = useMemo(
    () =>
      createApiClient({
        baseUrl: endpoint.baseUrl,
        apiKey: endpoint.apiKey,
        maxRequestsPerSecond: endpoint.maxRequestsPerSecond,
      }),
    [endpoint.baseUrl, endpoint.apiKey, endpoint.maxRequestsPerSecond],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientContext.Provider value={apiClient}>
        <RouterProvider router={router} />
      </ApiClientContext.Provider>
    </QueryClientProvider>
  );
}
