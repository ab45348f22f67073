/**
 * Which API the page talks to, from the stored preset, a link's override and the build's default.
 */
import { endpointOrigin, rateLimitFor, TONCENTER_HOSTS, type EndpointConfig } from '../api/endpoint.ts';
import {
  apiKeyProblem,
  ownValue,
  PRESET_BASE_URLS,
  presetLabel,
  storedKeyFor,
  type EndpointPreset,
  type Settings,
} from './settings.ts';
import type { EndpointOverride, KeysNotUsed } from './settings-store.ts';
import type { RuntimeConfig, RuntimeEndpoint } from './runtime-config.ts';
import { t } from '../ton/i18n/door.ts';
import { settingsMessages } from './settings-messages.ts';

export type Network = 'mainnet' | 'testnet' | 'unknown';

/** The build's endpoint (VITE_API_BASE_URL, or this origin's sample API), as the `sample` preset shows it. */
export interface DefaultEndpoint {
  /** Labelled by what it is: the sample API, a toncenter network, or the host it points to. */
  label: string;
  /** True only for this origin (base URL ''), where `npm start` mounts the sample API. */
  isSampleApi: boolean;
  network: Network;
  /** Where its requests go (this page's origin for the sample API); its key is this origin's. */
  origin: string | undefined;
}

export interface ActiveEndpoint extends EndpointConfig {
  preset: EndpointPreset;
  /**
   * Where requests go (scheme, host and port as the browser parses them): the key sent is the one stored
   * for exactly this origin, never another's. Undefined when the base URL is not usable.
   */
  origin: string | undefined;
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
  /** The origins whose server holds the API key (config.json): none is ever sent to them. */
  serverKeyOrigins: readonly string[];
}

/**
 * The build's default endpoint labelled by where it points: a build with VITE_API_BASE_URL elsewhere must
 * not call toncenter or someone's index "Built-in sample API".
 */
export function describeDefaultEndpoint(baseUrl: string, deployed?: RuntimeEndpoint): DefaultEndpoint {
  // The deploy's config.json named it: its label and network.
  const origin = endpointOrigin(deployed?.baseUrl ?? baseUrl);
  if (deployed) return { label: deployed.label, isSampleApi: false, network: deployed.network, origin };
  if (baseUrl === '') return { label: presetLabel('sample'), isSampleApi: true, network: 'unknown', origin };
  const host = hostOf(baseUrl);
  const network = TONCENTER_HOSTS.get(host);
  if (network) return { label: presetLabel(network), isSampleApi: false, network, origin };
  return { label: host, isSampleApi: false, network: 'unknown', origin };
}

export function resolveEndpoint(
  settings: Settings,
  override: EndpointOverride | undefined,
  defaultEndpoint: EndpointConfig,
  keysNotUsed: KeysNotUsed = {},
  runtime?: RuntimeConfig,
): ActiveEndpoint {
  const preset = override?.preset ?? settings.preset;
  // The deploy's first endpoint (config.json) stands for the build's own.
  const deployed = runtime?.endpoints[0];
  const defaultDescription = describeDefaultEndpoint(defaultEndpoint.baseUrl, deployed);
  let baseUrl: string;
  let network: Network;
  let label: string;
  switch (preset) {
    case 'sample':
      baseUrl = deployed?.baseUrl ?? defaultEndpoint.baseUrl;
      network = defaultDescription.network;
      label = defaultDescription.label;
      break;
    case 'mainnet':
    case 'testnet':
      baseUrl = PRESET_BASE_URLS[preset];
      network = preset;
      label = presetLabel(preset);
      break;
    case 'custom':
      baseUrl = (override?.preset === 'custom' ? override.baseUrl : undefined) ?? settings.customBaseUrl;
      network = 'unknown';
      label = baseUrl
        ? t(settingsMessages.customAt, { host: hostOf(baseUrl) })
        : t(settingsMessages.customNotSet);
      break;
  }
  const serverKeyOrigins = runtime?.serverKeyOrigins ?? [];
  // The key of exactly this origin: switching origin (a link's endpoint, a changed custom URL, another
  // scheme or port) never carries one. A key no header can carry is never sent (fetch would throw).
  const origin = endpointOrigin(baseUrl);
  // Its server adds the key: the reader's stored key (if any) stays in the browser.
  const keyHeldByServer = origin !== undefined && serverKeyOrigins.includes(origin);
  const found = keyHeldByServer ? undefined : storedKeyFor(settings, origin);
  const storedKey = found && apiKeyProblem(found) === undefined ? found : undefined;
  // Only the very key that was set aside: a key changed since (here or in another tab) is used again.
  const keyNotUsed =
    storedKey !== undefined && origin !== undefined && ownValue(keysNotUsed, origin) === storedKey;
  const apiKey = keyNotUsed ? undefined : storedKey;
  return {
    preset,
    origin,
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
    serverKeyOrigins,
  };
}

export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
