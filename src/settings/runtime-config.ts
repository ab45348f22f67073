/**
 * The deploy's run-time configuration: `config.json` served beside the app names its endpoints, so one
 * build serves any deployment without a rebuild (docs/decisions/2026-11-26-runtime-config.md). Read once
 * at start, as the boot's input, before the first API request. A stranger's file: absent, HTML (a static
 * host's fallback page), not JSON or of the wrong shape, it changes nothing (runtime-config-read.ts
 * checks what it holds). It never holds a key.
 */

/** A server that does not answer must not keep the page blank: the build's defaults then. */
const CONFIG_TIMEOUT_MS = 5_000;

import { checkBaseUrl } from '../api/endpoint.ts';
import { shownStrangerText } from '../ton/text/text-safety.ts';

export type { ReaderTools, RuntimeConfig, RuntimeEndpoint } from './runtime-config-types.ts';
import type { RuntimeConfig } from './runtime-config-types.ts';

/**
 * Fetches `config.json` beside the app (index.html preloads it, so it arrives with the scripts) and
 * reads it. Never throws: anything but a usable file is the build's defaults.
 */
export async function loadRuntimeConfig(
  fetcher: typeof fetch = fetch,
  url = new URL(`${import.meta.env.BASE_URL}config.json`, location.href).href,
  warn: (message: string) => void = console.warn,
): Promise<RuntimeConfig | undefined> {
  try {
    // The same request as the preload (default headers and mode), so the browser hands its answer over.
    const response = await fetcher(url, { signal: AbortSignal.timeout(CONFIG_TIMEOUT_MS) });
    // Absent, or the host's page for any path: this deploy has no config, which is no problem.
    if (!response.ok) return undefined;
    const text = await response.text();
    if (/^\s*</.test(text)) return undefined;
    const { readConfigText } = await import('./runtime-config-read.ts');
    return readConfigText(text, new URL(url).origin, warn, {
      checkBaseUrl,
      shownStrangerText,
    });
  } catch {
    // Offline, refused by the page's policy, or no answer in time.
    warn('config.json: no answer');
    return undefined;
  }
}
