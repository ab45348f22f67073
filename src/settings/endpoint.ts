/**
 * Which API the page talks to, from the stored preset, a link's override and the build's default.
 */
import { rateLimitFor, TONCENTER_HOSTS, type EndpointConfig } from '../api/endpoint.ts';
import { PRESET_BASE_URLS, PRESET_LABELS, type EndpointPreset, type Settings } from './settings.ts';
import type { EndpointOverride, KeysNotUsed } from './settings-store.ts';

export type Network = 'mainnet' | 'testnet' | 'unknown';

/** The build's endpoint (VITE_API_BASE_URL, or this origin's sample API), as the `sample` preset shows it. */
export interface DefaultEndpoint {
  /** Labelled by what it is: the sample API, a toncenter network, or the host it points to. */
  label: string;
  /** True only for this origin (base URL ''), where `npm start` mounts the sample API. */
  isSampleApi: boolean;
  network: Network;
}

export interface ActiveEndpoint extends EndpointConfig {
  preset: EndpointPreset;
  /** What the header shows, e.g. "TON mainnet (toncenter.com)". */
  label: string;
  /** The chain behind it, when the preset says; the sample API tells its own through its catalog. */
  network: Network;
  /** True when a link, not the stored setting, chose this endpoint. */
  fromLink: boolean;
  /**
   * True when a key is stored for this endpoint but is not sent from this tab ("Try without the key"
   * after the API refused it): `apiKey` is then undefined, and the settings say so.
   */
  keyNotUsed: boolean;
  /** The build's endpoint, for the `sample` preset's choice in the settings. */
  defaultEndpoint: DefaultEndpoint;
}

/**
 * The build's default endpoint labelled by where it points: a build with VITE_API_BASE_URL elsewhere must
 * not call toncenter or someone's index "Built-in sample API".
 */
export function describeDefaultEndpoint(baseUrl: string): DefaultEndpoint {
  if (baseUrl === '') return { label: PRESET_LABELS.sample, isSampleApi: true, network: 'unknown' };
  const host = hostOf(baseUrl);
  const network = TONCENTER_HOSTS.get(host);
  if (network) return { label: PRESET_LABELS[network], isSampleApi: false, network };
  return { label: host, isSampleApi: false, network: 'unknown' };
}

export function resolveEndpoint(
  settings: Settings,
  override: EndpointOverride | undefined,
  defaultEndpoint: EndpointConfig,
  keysNotUsed: KeysNotUsed = {},
): ActiveEndpoint {
  const preset = override?.preset ?? settings.preset;
  const storedKey = settings.apiKeys[preset] || undefined;
  // Only the very key that was set aside: a key changed since (here or in another tab) is used again.
  const keyNotUsed = storedKey !== undefined && keysNotUsed[preset] === storedKey;
  const apiKey = keyNotUsed ? undefined : storedKey;
  const defaultDescription = describeDefaultEndpoint(defaultEndpoint.baseUrl);
  let baseUrl: string;
  let network: Network;
  let label: string;
  switch (preset) {
    case 'sample':
      baseUrl = defaultEndpoint.baseUrl;
      network = defaultDescription.network;
      label = defaultDescription.label;
      break;
    case 'mainnet':
    case 'testnet':
      baseUrl = PRESET_BASE_URLS[preset];
      network = preset;
      label = PRESET_LABELS[preset];
      break;
    case 'custom':
      baseUrl = (override?.preset === 'custom' ? override.baseUrl : undefined) ?? settings.customBaseUrl;
      network = 'unknown';
      label = `Custom: ${baseUrl ? hostOf(baseUrl) : 'not set'}`;
      break;
  }
  return {
    preset,
    baseUrl,
    apiKey,
    maxRequestsPerSecond:
      preset === 'sample'
        ? (rateLimitFor(baseUrl, apiKey) ?? defaultEndpoint.maxRequestsPerSecond)
        : rateLimitFor(baseUrl, apiKey),
    label,
    network,
    fromLink: override !== undefined,
    keyNotUsed,
    defaultEndpoint: defaultDescription,
  };
}

export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
