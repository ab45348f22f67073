/**
 * Reads a deploy's config.json (runtime-config.ts fetches it): each entry checked on its own and clamped;
 * a bad one is left out with a console warning. Its own chunk: a build served without a config.json never
 * downloads it, so the first screen pays only for the fetch.
 */
import * as z from 'zod/mini';
import '../api/schema-kit.ts';
import type { RuntimeConfig, RuntimeEndpoint, ReaderTools } from './runtime-config-types.ts';

export const MAX_CONFIG_ENDPOINTS = 8;
export const MAX_CONFIG_LABEL = 60;

const entrySchema = z.object({
  url: z.string(),
  label: z.optional(z.string()),
  network: z.optional(z.enum(['mainnet', 'testnet'])),
  keyHeldByServer: z.optional(z.boolean()),
});

const API_ROOT = /\/api\/v3$/;

/**
 * The base URL an entry's `url` names: a path beginning with `/` on this page's origin (anything that
 * would leave it, `//host` or `/\host`, is refused) or an absolute URL checked as the settings check one.
 */
function baseUrlOf(
  url: string,
  pageOrigin: string,
  checkBaseUrl: ReaderTools['checkBaseUrl'],
): string | undefined {
  const trimmed = url.trim();
  const isPath = trimmed.startsWith('/');
  let parsed: URL;
  try {
    parsed = isPath ? new URL(trimmed, pageOrigin) : new URL(trimmed);
  } catch {
    return undefined;
  }
  if (isPath ? parsed.origin !== pageOrigin : checkBaseUrl(trimmed) !== undefined) return undefined;
  if (checkBaseUrl(parsed.href) !== undefined) return undefined;
  const path = parsed.pathname.replace(/\/+$/, '').replace(API_ROOT, '');
  return `${parsed.origin}${path}`;
}

/** A config file is a few hundred bytes; a larger answer is not one. */
const MAX_CONFIG_CHARS = 64_000;

/** The endpoints config.json's text names, or undefined (with a warning) when it is not one. */
export function readConfigText(
  text: string,
  pageOrigin: string,
  warn: (message: string) => void,
  tools: ReaderTools,
): RuntimeConfig | undefined {
  let json: unknown;
  try {
    if (text.length > MAX_CONFIG_CHARS) throw new Error('too long');
    json = JSON.parse(text);
  } catch {
    warn("config.json: not readable; using the build's endpoint");
    return undefined;
  }
  return readRuntimeConfig(json, pageOrigin, warn, tools);
}

/** The endpoints of a parsed config.json, or undefined when it names none usable. */
export function readRuntimeConfig(
  json: unknown,
  pageOrigin: string,
  warn: (message: string) => void,
  { checkBaseUrl, shownStrangerText }: ReaderTools,
): RuntimeConfig | undefined {
  const entries = (json as { endpoints?: unknown } | null)?.endpoints;
  if (!Array.isArray(entries)) {
    warn('config.json: no "endpoints" list; using the build\'s endpoint');
    return undefined;
  }
  const endpoints: RuntimeEndpoint[] = [];
  for (const [index, entry] of entries.slice(0, MAX_CONFIG_ENDPOINTS).entries()) {
    const parsed = entrySchema.safeParse(entry);
    const baseUrl = parsed.success ? baseUrlOf(parsed.data.url, pageOrigin, checkBaseUrl) : undefined;
    if (!parsed.success || baseUrl === undefined) {
      warn(`config.json: endpoint ${index + 1} is not usable; it is left out`);
      continue;
    }
    if (endpoints.some((known) => known.baseUrl === baseUrl)) continue;
    const label = shownStrangerText((parsed.data.label ?? '').trim(), MAX_CONFIG_LABEL - 1);
    endpoints.push({
      label: label || new URL(baseUrl).host,
      baseUrl,
      network: parsed.data.network ?? 'unknown',
      keyHeldByServer: parsed.data.keyHeldByServer === true,
    });
  }
  if (entries.length > MAX_CONFIG_ENDPOINTS)
    warn(`config.json: only the first ${MAX_CONFIG_ENDPOINTS} endpoints are read`);
  if (endpoints.length === 0) return undefined;
  const serverKeyOrigins = endpoints.flatMap((endpoint) =>
    endpoint.keyHeldByServer ? [new URL(endpoint.baseUrl).origin] : [],
  );
  return { endpoints, serverKeyOrigins };
}
