/**
 * Renders the real app (real router, real QueryClient without retries) at a URL, against a real sample
 * API server on loopback: the network is the only boundary, and it is a real one.
 */
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { App } from '../src/app/App.tsx';
import { createQueryClient } from '../src/app/query-client.ts';
import { routes } from '../src/app/routes.tsx';

export function renderApp(url: string, options: { baseUrl: string; apiKey?: string }) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const queryClient = createQueryClient({ retry: false });
  const view = render(
    <App
      endpoint={{ baseUrl: options.baseUrl, apiKey: options.apiKey }}
      router={router}
      queryClient={queryClient}
    />,
  );
  return { ...view, router, queryClient };
}
