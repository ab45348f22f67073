import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useActiveEndpoint } from '../../settings/active-endpoint-context.ts';
import { setEndpointOverride } from '../../settings/settings-store.ts';
import type { EndpointPreset } from '../../settings/settings.ts';

// Only a link with ?endpoint= ever needs them: not part of the first download.
const LinkEndpointQuestion = lazy(() =>
  import('./LinkEndpointDialog.tsx').then((module) => ({ default: module.LinkEndpointQuestion })),
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
 * only after the user confirms (LinkEndpointQuestion, loaded when a link has one); a URL that hides where
 * it goes (user-info) is refused, saying why.
 */
export function LinkEndpoint() {
  const [searchParams, setSearchParams] = useSearchParams();
  const active = useActiveEndpoint();
  const linkNetwork = searchParams.get('network');
  const linkEndpoint = searchParams.get('endpoint');
  const [declined, setDeclined] = useState<string | undefined>();

  useEffect(() => {
    const preset = linkNetwork ? LINK_NETWORKS.get(linkNetwork) : undefined;
    if (preset && preset !== active.preset) setEndpointOverride({ preset });
  }, [linkNetwork, active.preset]);

  if (!linkEndpoint || linkEndpoint === declined) return null;
  return (
    <Suspense fallback={null}>
      <LinkEndpointQuestion
        linkEndpoint={linkEndpoint}
        onDecline={() => {
          setDeclined(linkEndpoint);
          setSearchParams(
            (params) => {
              const next = new URLSearchParams(params);
              next.delete('endpoint');
              return next;
            },
            { replace: true },
          );
        }}
      />
    </Suspense>
  );
}
