/**
 * Which API the page talks to, from the stored preset, a link's override and the build's default.
 */
import { rateLimitFor, type EndpointConfig } from '../api/endpoint.ts';
import { PRESET_BASE_URLS, PRESET_LABELS, type EndpointPreset, type Settings } from './settings.ts';
import type { EndpointOverride } from './settings-store.ts';

export type Network = 'mainnet' | 'testnet' | 'unknown';

export interface ActiveEndpoint extends EndpointConfig {
  preset: EndpointPreset;
  /** What the header shows, e.g. "TON mainnet (toncenter.com)". */
  label: string;
  /** The chain behind it, when the preset says; the sample API tells its own through its catalog. */
  network: Network;
  /** True when a link, not the stored setting, chose this endpoint. */
  fromLink: boolean;
}

export function resolveEndpoint(
  settings: Settings,
  override: EndpointOverride | undefined,
  defaultEndpoint: EndpointConfig,
): ActiveEndpoint {
  const preset = override?.preset ?? settings.preset;
  const apiKey = settings.apiKeys[preset] || undefined;
  let baseUrl: string;
  let network: Network;
  switch (preset) {
    case 'sample':
      baseUrl = defaultEndpoint.baseUrl;
      network = 'unknown';
      break;
    case 'mainnet':
    case 'testnet':
      baseUrl = PRESET_BASE_URLS[preset];
      network = preset;
      break;
    case 'custom':
      baseUrl = (override?.preset === 'custom' ? override.baseUrl : undefined) ?? settings.customBaseUrl;
      network = 'unknown';
      break;
  }
  const label =
    preset === 'custom' ? `Custom: ${baseUrl ? hostOf(baseUrl) : 'not set'}` : PRESET_LABELS[preset];
  return {
    preset,
    baseUrl,
    apiKey,
    maxRequestsPerSecond:
      preset === 'sample' ? defaultEndpoint.maxRequestsPerSecond : rateLimitFor(baseUrl, apiKey),
    label,
    network,
    fromLink: override !== undefined,
  };
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
