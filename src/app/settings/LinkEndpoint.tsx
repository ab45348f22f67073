import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { checkBaseUrl, endpointOrigin } from '../../api/endpoint.ts';
import { useActiveEndpoint } from '../../settings/active-endpoint-context.ts';
import { setEndpointOverride, useSettings } from '../../settings/settings-store.ts';
import { apiKeyProblem, storedKeyFor, type EndpointPreset } from '../../settings/settings.ts';
import { useFramed } from '../../settings/framing.ts';

// Only a link with ?endpoint= ever shows them: not part of the first download.
const LinkEndpointDialog = lazy(() =>
  import('./LinkEndpointDialog.tsx').then((module) => ({ default: module.LinkEndpointDialog })),
);
const RefusedLinkEndpointDialog = lazy(() =>
  import('./LinkEndpointDialog.tsx').then((module) => ({ default: module.RefusedLinkEndpointDialog })),
);

// A Map, not an object: `?network=constructor` or `__proto__` must find nothing, not Object's own members.
const LINK_NETWORKS: ReadonlyMap<string, EndpointPreset> = new Map([
  ['mainnet', 'mainnet'],
  ['testnet', 'testnet'],
  ['sample', 'sample'],
]);

/**
 * Applies the endpoint a shared link names. `?network=mainnet|testnet|sample` wins over the stored
 * choice at once (it only picks among the presets the user already trusts); any other value is ignored.
 * `?endpoint=<url>` would send this user's lookups to a server the link's author chose, so it is used
 * only after the user confirms; a URL that hides where it goes (user-info) is refused, saying why.
 */
export function LinkEndpoint() {
  const [searchParams, setSearchParams] = useSearchParams();
  const active = useActiveEndpoint();
  const settings = useSettings();
  const framed = useFramed();
  const linkNetwork = searchParams.get('network');
  const linkEndpoint = searchParams.get('endpoint');
  const [declined, setDeclined] = useState<string | undefined>();

  useEffect(() => {
    const preset = linkNetwork ? LINK_NETWORKS.get(linkNetwork) : undefined;
    if (preset && preset !== active.preset) setEndpointOverride({ preset });
  }, [linkNetwork, active.preset]);

  function dropParam() {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete('endpoint');
        return next;
      },
      { replace: true },
    );
  }

  if (!linkEndpoint || linkEndpoint === declined) return null;
  const baseUrl = linkEndpoint.replace(/\/+$/, '');
  const endpointProblem = checkBaseUrl(linkEndpoint);
  if (endpointProblem) {
    return (
      <Suspense fallback={null}>
        <RefusedLinkEndpointDialog
          linkEndpoint={linkEndpoint}
          reason={endpointProblem}
          activeLabel={active.label}
          onClose={() => {
            setDeclined(linkEndpoint);
            dropParam();
          }}
        />
      </Suspense>
    );
  }
  if (active.preset === 'custom' && active.baseUrl === baseUrl) return null;
  // A key goes only to the origin it was entered for: a link's new origin has none.
  const origin = endpointOrigin(baseUrl);
  const storedKey = storedKeyFor(settings, origin);
  const keyWillBeSent = storedKey !== undefined && apiKeyProblem(storedKey) === undefined;
  return (
    <Suspense fallback={null}>
      <LinkEndpointDialog
        linkEndpoint={baseUrl}
        activeLabel={active.label}
        keyWillBeSent={keyWillBeSent}
        framed={framed}
        onUse={() => {
          if (!framed) setEndpointOverride({ preset: 'custom', baseUrl });
        }}
        onDecline={() => {
          setDeclined(linkEndpoint);
          dropParam();
        }}
      />
    </Suspense>
  );
}
