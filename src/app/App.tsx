import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { ApiClientContext } from '../api/api-client-context.ts';
import { createApiClient } from '../api/client.ts';
import type { EndpointConfig } from '../api/endpoint.ts';
import { ActiveEndpointContext } from '../settings/active-endpoint-context.ts';
import { resolveEndpoint } from '../settings/endpoint.ts';
import type { RuntimeConfig } from '../settings/runtime-config.ts';
import { useSettingsState } from '../settings/settings-store.ts';
import { AppErrorBoundary } from './AppErrorBoundary.tsx';
import { FramedNotice } from './FramedNotice.tsx';
import { createQueryClient } from './query-client.ts';
import { routes } from './routes.tsx';
import { useResendRefusedOnKeyChange } from './settings/useResendRefusedOnKeyChange.ts';
import { activeLanguage } from '../ton/i18n/active-language.ts';
import type { Language } from '../ton/i18n/languages.ts';
import {
  keepSettingsOpenAcrossSwitch,
  PageLanguageContext,
  switchLanguage,
  type PageLanguage,
} from './i18n/page-language.ts';

interface AppProps {
  /** The build's endpoint (VITE_API_BASE_URL or this origin): what the "sample" preset talks to. */
  endpoint: EndpointConfig;
  /** The deploy's config.json, read at start: its first endpoint stands for the build's. */
  runtimeConfig?: RuntimeConfig | undefined;
  /** Tests pass a MemoryRouter and a QueryClient without retries; the browser gets the defaults. */
  router?: ComponentType<{ children: ReactNode }>;
  queryClient?: QueryClient;
}

// The router's declarative mode: its data router (loaders, actions, fetchers) is 17 KB gzipped that the
// app never uses, over the initial-load budget (docs/decisions/2026-11-21-performance.md).
function AppRoutes() {
  return useRoutes(routes);
}

export function App({
  endpoint,
  runtimeConfig,
  router: Router = BrowserRouter,
  queryClient: givenQueryClient,
}: AppProps) {
  const [queryClient] = useState(() => givenQueryClient ?? createQueryClient());
  const { settings, override, keysNotUsed } = useSettingsState();
  const active = useMemo(
    () => resolveEndpoint(settings, override, endpoint, keysNotUsed, runtimeConfig),
    [settings, override, endpoint, keysNotUsed, runtimeConfig],
  );
  const apiClient = useMemo(
    () =>
      createApiClient({
        baseUrl: active.baseUrl,
        apiKey: active.apiKey,
        maxRequestsPerSecond: active.maxRequestsPerSecond,
      }),
    [active.baseUrl, active.apiKey, active.maxRequestsPerSecond],
  );
  useResendRefusedOnKeyChange(queryClient, apiClient);

  const [language, setLanguage] = useState<Language>(activeLanguage);
  const choose = useCallback((choice: Language | 'auto') => {
    void switchLanguage(choice).then((loaded) => {
      keepSettingsOpenAcrossSwitch();
      setLanguage(loaded);
    });
  }, []);
  const pageLanguage = useMemo<PageLanguage>(() => ({ language, choose }), [language, choose]);

  useEffect(() => {
    const root = document.documentElement;
    if (settings.theme === 'system') root.removeAttribute('data-theme');
    else root.setAttribute('data-theme', settings.theme);
    if (settings.highContrast) root.setAttribute('data-contrast', 'high');
    else root.removeAttribute('data-contrast');
  }, [settings.theme, settings.highContrast]);

  // The providers sit inside a boundary too: nothing that throws outside a page ever blanks the app.
  return (
    <AppErrorBoundary>
      <FramedNotice />
      <QueryClientProvider client={queryClient}>
        <ActiveEndpointContext.Provider value={active}>
          <ApiClientContext.Provider value={apiClient}>
            <PageLanguageContext.Provider value={pageLanguage}>
              {/* Keyed by the language: every page renders again in it (the words are read at render
                  time), while the answers stay in the query cache and the URL keeps the place. */}
              <Router key={language}>
                <AppRoutes />
              </Router>
            </PageLanguageContext.Provider>
          </ApiClientContext.Provider>
        </ActiveEndpointContext.Provider>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
