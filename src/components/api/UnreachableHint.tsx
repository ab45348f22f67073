import { useContext } from 'react';
import { ActiveEndpointContext } from '../../settings/active-endpoint-context.ts';
import { useUnreachableCause } from './useUnreachableCause.ts';

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

/**
 * For a request that got no answer: what is likely wrong with the active endpoint as seen from this page,
 * and what to change. Nothing for the sample API on this origin or the toncenter presets (see
 * unreachableCause), whose plain "cannot be reached" message says enough.
 */
export function UnreachableHint() {
  const active = useContext(ActiveEndpointContext);
  const cause = useUnreachableCause();
  if (!active || !cause) return null;
  const api = originOf(active.baseUrl);
  switch (cause) {
    case 'mixed-content':
      return (
        <p>
          This page was loaded over https, and the browser blocks its requests to the http:// address{' '}
          <code>{api}</code> (mixed content). Serve the API over https and use its https:// address in the
          settings.
        </p>
      );
    case 'connect-src':
      return (
        <p>
          The browser blocked the request: this build’s security policy (<code>connect-src</code>) does not
          list <code>{api}</code>. Rebuild with <code>VITE_CSP_CONNECT_ORIGINS={api}</code> (see the README),
          or serve tonlens from the API’s origin.
        </p>
      );
    case 'cors-or-down':
      return (
        <>
          <p>
            Either <code>{api}</code> is down or unreachable from here, or it does not allow requests from
            this page (CORS); the browser’s console says which.
          </p>
          <p>
            For CORS, the server must answer with{' '}
            <code>Access-Control-Allow-Origin: {window.location.origin}</code> (or <code>*</code>) and answer
            the preflight <code>OPTIONS</code> request with{' '}
            <code>Access-Control-Allow-Headers: X-API-Key, Accept</code>.
          </p>
        </>
      );
  }
}
