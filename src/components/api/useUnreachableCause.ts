import { useContext } from 'react';
import { isConnectAllowedByPage } from '../../settings/content-security-policy.ts';
import { ActiveEndpointContext } from '../../settings/active-endpoint-context.ts';
import { unreachableCause, type UnreachableCause } from './api-error-state.ts';

/** Why the active endpoint is likely unreachable from this page, when that can be said (unreachableCause). */
export function useUnreachableCause(): UnreachableCause | undefined {
  const active = useContext(ActiveEndpointContext);
  if (!active || typeof window === 'undefined') return undefined;
  return unreachableCause(active.baseUrl, {
    origin: window.location.origin,
    connectAllowed: (url) => isConnectAllowedByPage(url),
  });
}
