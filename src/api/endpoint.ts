import { t } from '../ton/i18n/door.ts';
import { endpointMessages as n } from './endpoint-messages.ts';

/**
 * Where the API lives. The default is the app's own origin, where `npm start` mounts the sample API;
 * `VITE_API_BASE_URL` (read at build/start time) points a build at toncenter or a self-hosted index.
 */
export interface EndpointConfig {
  /** The part before `/api/v3`; '' means this page's own origin. */
  baseUrl: string;
  apiKey?: string | undefined;
  /** The endpoint's rate limit; undefined for the sample API, which has none in its spec profile. */
  maxRequestsPerSecond?: number | undefined;
}

/**
 * toncenter's public hosts, each with the network it serves: the one list of them (rate limits, network
 * labels, what "cannot be reached" can mean and the build's connect-src are all read from it).
 */
export const TONCENTER_HOSTS: ReadonlyMap<string, 'mainnet' | 'testnet'> = new Map([
  ['toncenter.com', 'mainnet'],
  ['testnet.toncenter.com', 'testnet'],
]);

export const MAX_BASE_URL_LENGTH = 2000;

/** Validates a base URL typed by a person or set in the environment; returns a message when it is unusable. */
export function checkBaseUrl(value: string): string | undefined {
  if (value === '') return undefined;
  // What the settings keep (a longer one would be dropped on the next read).
  if (value.length > MAX_BASE_URL_LENGTH)
    return t(n.urlTooLong, { max: MAX_BASE_URL_LENGTH, length: value.length });
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    // Not quoted: the value is in the field being typed, and a link's dialog quotes it through the door.
    return t(n.notAUrl);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return t(n.urlScheme);
  if (url.search || url.hash) return t(n.urlQuery);
  // `https://toncenter.com@evil.example` reads as toncenter but goes to evil.example.
  if (url.username || url.password || /^[a-z]+:\/\/[^/]*@/i.test(value)) return t(n.urlCredentials);
  return undefined;
}

/**
 * The origin requests to this base URL go to, as the browser parses it: scheme, host (punycode for a
 * non-ASCII host) and port. '' is this page's origin. Keys belong to one exact origin.
 */
export function endpointOrigin(baseUrl: string): string | undefined {
  if (baseUrl === '') return typeof location === 'undefined' ? undefined : location.origin;
  try {
    const { origin } = new URL(baseUrl);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** toncenter allows 1 request/s without a key and 10/s with the free key. */
export function rateLimitFor(baseUrl: string, apiKey: string | undefined): number | undefined {
  if (baseUrl === '') return undefined;
  try {
    const host = new URL(baseUrl).hostname;
    if (TONCENTER_HOSTS.has(host)) return apiKey ? 10 : 1;
  } catch {
    return undefined;
  }
  return undefined;
}

export function endpointFromEnvironment(env: { VITE_API_BASE_URL?: string | undefined }): EndpointConfig {
  const baseUrl = (env.VITE_API_BASE_URL ?? '').trim();
  const problem = checkBaseUrl(baseUrl);
  if (problem) throw new Error(`VITE_API_BASE_URL: ${problem}`);
  return { baseUrl, maxRequestsPerSecond: rateLimitFor(baseUrl, undefined) };
}
