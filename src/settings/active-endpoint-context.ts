import { createContext, useContext } from 'react';
import type { ActiveEndpoint } from './endpoint.ts';

export const ActiveEndpointContext = createContext<ActiveEndpoint | null>(null);

/** The endpoint the page talks to now: for the header badge, rate-limit hints and share links. */
export function useActiveEndpoint(): ActiveEndpoint {
  const active = useContext(ActiveEndpointContext);
  if (!active) throw new Error('useActiveEndpoint needs the App provider');
  return active;
}
