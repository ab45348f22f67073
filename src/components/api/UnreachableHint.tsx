import { useContext } from 'react';
import { ActiveEndpointContext } from '../../settings/active-endpoint-context.ts';
import { useUnreachableCause } from './useUnreachableCause.ts';
import { Msg } from '../ui/Msg.tsx';
import { apiMessages as m } from './api-messages.ts';

// Headers, directives and settings, in no language.
const CONNECT_SRC = 'connect-src';
const CSP_SETTING = 'VITE_CSP_CONNECT_ORIGINS';
const ALLOW_ORIGIN = 'Access-Control-Allow-Origin';
const OPTIONS = 'OPTIONS';
const ALLOW_HEADERS = 'Access-Control-Allow-Headers: X-API-Key, Accept';

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
          <Msg message={m.mixedContent} values={{ api: <code>{api}</code> }} />
        </p>
      );
    case 'connect-src':
      return (
        <p>
          <Msg
            message={m.connectSrc}
            values={{
              directive: <code>{CONNECT_SRC}</code>,
              api: <code>{api}</code>,
              setting: <code>{`${CSP_SETTING}=${api}`}</code>,
            }}
          />
        </p>
      );
    case 'cors-or-down':
      return (
        <>
          <p>
            <Msg message={m.corsOrDown} values={{ api: <code>{api}</code> }} />
          </p>
          <p>
            <Msg
              message={m.corsFix}
              values={{
                allowOrigin: <code>{`${ALLOW_ORIGIN}: ${window.location.origin}`}</code>,
                star: <code>*</code>,
                options: <code>{OPTIONS}</code>,
                allowHeaders: <code>{ALLOW_HEADERS}</code>,
              }}
            />
          </p>
        </>
      );
  }
}
