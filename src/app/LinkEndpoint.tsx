import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { checkBaseUrl } from '../api/endpoint.ts';
import { Dialog } from '../components/ui/Dialog.tsx';
import { useActiveEndpoint } from '../settings/active-endpoint-context.ts';
import { setEndpointOverride } from '../settings/settings-store.ts';
import type { EndpointPreset } from '../settings/settings.ts';

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

  return (
    <Dialog
      open={wantsCustom}
      title="Use another API endpoint?"
      onClose={() => {
        setDeclined(linkEndpoint ?? undefined);
        dropParam();
      }}
    >
      <p>
        This link asks tonlens to read from <strong className="mono">{linkEndpoint}</strong> instead of{' '}
        {active.label}. The blocks and addresses you look at would be sent to that server.
      </p>
      <p>Only continue if you trust who sent you the link.</p>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <button
          type="button"
          className="button button-primary"
          onClick={() => {
            if (linkEndpoint)
              setEndpointOverride({ preset: 'custom', baseUrl: linkEndpoint.replace(/\/+$/, '') });
          }}
        >
          Use {linkEndpoint}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            setDeclined(linkEndpoint ?? undefined);
            dropParam();
          }}
        >
          Stay with {active.label}
        </button>
      </div>
    </Dialog>
  );
}
