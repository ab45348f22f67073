/**
 * Renders the real app (real router, real QueryClient without retries) at a URL, against a real sample
 * API server on loopback: the network is the only boundary, and it is a real one.
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateOptions,
  type To,
} from 'react-router';
import { App } from '../src/app/App.tsx';
import { createQueryClient } from '../src/app/query-client.ts';

// The app's lazy modules (its pages, dialogs, the block loader), loaded while the test file is collected
// rather than by the first test to open each: on a loaded machine a first visit spent seconds of that
// test's time in the module loader, and the first test of a file failed where the others passed. The app
// still loads them through its own import(); these are already in the module cache.
await Promise.all([
  import('../src/home/HomePage.tsx'),
  import('../src/block/BlockRoute.tsx'),
  import('../src/block/at-time/BlockAtTimeRoute.tsx'),
  import('../src/block/accounts/BlockAccountsView.tsx'),
  import('../src/accounts/AccountsRoute.tsx'),
  import('../src/app/settings/SettingsDialog.tsx'),
  import('../src/app/KeyboardHelpDialog.tsx'),
  import('../src/app/NotFoundPage.tsx'),
  import('../src/app/settings/LinkEndpointDialog.tsx'),
  import('../src/api/block/block-answer.ts'),
  import('../src/api/http/request-budget.ts'),
  import('../src/ton/text/search-query.ts'),
]);

/** What the tests read and drive: the current location, and navigation as a user's back button or link. */
export interface TestRouter {
  state: { location: Location };
  navigate: (to: To | number, options?: NavigateOptions) => void;
}

export function renderApp(url: string, options: { baseUrl: string; apiKey?: string }) {
  const router: TestRouter = {
    state: { location: { pathname: '/', search: '', hash: '', state: null, key: 'default' } },
    navigate: () => {
      throw new Error('the app has not rendered its router yet');
    },
  };
  // The app's router is declarative (no router object of its own), so this probe inside it reports
  // where it is and lends its navigate function.
  function RouterProbe() {
    const location = useLocation();
    const navigate = useNavigate();
    router.state = { location };
    router.navigate = (to, navigateOptions) => {
      if (typeof to === 'number') void navigate(to);
      else void navigate(to, navigateOptions);
    };
    return null;
  }
  function TestMemoryRouter({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter initialEntries={[url]}>
        <RouterProbe />
        {children}
      </MemoryRouter>
    );
  }
  const queryClient = createQueryClient({ retry: false });
  const view = render(
    <App
      endpoint={{ baseUrl: options.baseUrl, apiKey: options.apiKey }}
      router={TestMemoryRouter}
      queryClient={queryClient}
    />,
  );
  return { ...view, router, queryClient };
}
