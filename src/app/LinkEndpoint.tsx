import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { checkBaseUrl } from '../api/endpoint.ts';
import { useActiveEndpoint } from '../settings/active-endpoint-context.ts';
import { setEndpointOverride } from '../settings/settings-store.ts';
import type { EndpointPreset } from '../settings/settings.ts';

// Only a link with ?endpoint= ever shows it: not part of the first download.
const LinkEndpointDialog = lazy(() =>
  import('./LinkEndpointDialog.tsx').then((module) => ({ default: module.LinkEndpointDialog })),
);

const LINK_NETWORKS: Record<string, EndpointPreset> = {
  mainnet: 'mainnet',
  testnet: 'testnet',
  sample: 'sample',
};

/**
 * Applies the endpoint a shared link names. `?network=mainnet|testnet|sample` wins over the stored
 * choice at once (it only picks among the presets the user already trusts). `?endpoint=<url>` would send
 * this user's lookups to a server the link's author chose, so it is used only after the user confirms.
 */
export function LinkEndpoint() {
  const [searchParams, setSearchParams] = useSearchParams();
  const active = useActiveEndpoint();
  const linkNetwork = searchParams.get('network');
  const linkEndpoint = searchParams.get('endpoint');
  const [declined, setDeclined] = useState<string | undefined>();

  useEffect(() => {
    const preset = linkNetwork ? LINK_NETWORKS[linkNetwork] : undefined;
    if (preset && preset !== active.preset) setEndpointOverride({ preset });
  }, [linkNetwork, active.preset]);

  const endpointProblem = linkEndpoint ? checkBaseUrl(linkEndpoint) : undefined;
  const wantsCustom =
    linkEndpoint !== null &&
    !endpointProblem &&
    linkEndpoint !== declined &&
    !(active.preset === 'custom' && active.baseUrl === linkEndpoint.replace(/\/+$/, ''));

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

  if (!wantsCustom || !linkEndpoint) return null;
  return (
    <Suspense fallback={null}>
      <LinkEndpointDialog
        linkEndpoint={linkEndpoint}
        activeLabel={active.label}
        onUse={() => setEndpointOverride({ preset: 'custom', baseUrl: linkEndpoint.replace(/\/+$/, '') })}
        onDecline={() => {
          setDeclined(linkEndpoint);
          dropParam();
        }}
      />
    </Suspense>
  );
}
