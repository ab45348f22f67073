import { createContext, useContext } from 'react';
import type { ApiClient } from './client.ts';

/** The client of the active endpoint; provided once under the app root (see app/App.tsx). */
export const ApiClientContext = createContext<ApiClient | null>(null);

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient needs an ApiClientContext provider above it');
  return client;
}
