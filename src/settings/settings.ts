/**
 * The user's preferences, kept in localStorage: endpoint, API keys (one per preset), theme, time and
 * amount display, whether token images may load, recent searches. Read defensively: storage written by an older version, by hand, or
 * by another tab must never break the app, so every field is validated and falls back to its default.
 */
import * as z from 'zod/mini';
import '../api/schema-kit.ts';

export const ENDPOINT_PRESETS = ['sample', 'mainnet', 'testnet', 'custom'] as const;
export type EndpointPreset = (typeof ENDPOINT_PRESETS)[number];

export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** The base URLs of the public presets; `sample` is the app's own origin (or VITE_API_BASE_URL). */
export const PRESET_BASE_URLS = {
  mainnet: 'https://toncenter.com',
  testnet: 'https://testnet.toncenter.com',
} as const;

export const PRESET_LABELS: Record<EndpointPreset, string> = {
  sample: 'Built-in sample API',
  mainnet: 'TON mainnet (toncenter.com)',
  testnet: 'TON testnet (testnet.toncenter.com)',
  custom: 'Custom endpoint',
};

const MAX_RECENT_SEARCHES = 8;

const stringUpTo = (length: number) => z.string().check(z.maxLength(length));

/** One key per preset at most; a stored map with any other key is not ours and is dropped whole. */
const apiKeysSchema = z.partialRecord(z.enum(ENDPOINT_PRESETS), stringUpTo(200));

const recentSearchesSchema = z.record(
  z.string(),
  z.array(stringUpTo(5000)).check(z.maxLength(MAX_RECENT_SEARCHES)),
);

/** The stored value, or `fallback` when it is absent or not readable. */
const orDefault = <T extends z.ZodMiniType>(schema: T, fallback: z.output<T>) => z.catch(schema, fallback);

// Each field falls back to its default on its own: one bad value never resets the others. Unknown keys
// are dropped: they are not ours.
const settingsSchema = z.object({
  preset: orDefault(z.enum(ENDPOINT_PRESETS), 'sample'),
  customBaseUrl: orDefault(stringUpTo(2000), ''),
  apiKeys: orDefault(apiKeysSchema, {}),
  theme: orDefault(z.enum(THEMES), 'system'),
  highContrast: orDefault(z.boolean(), false),
  timeZone: orDefault(z.enum(['utc', 'local']), 'utc'),
  amountUnit: orDefault(z.enum(['ton', 'nanoton']), 'ton'),
  /**
   * Load token images from the servers their creators chose (who then see the visitor's IP address).
   * Off by default; the page's image policy follows it from the next load (app/content-security-policy.ts).
   */
  tokenImages: orDefault(z.boolean(), false),
  recentSearches: orDefault(recentSearchesSchema, {}),
});

export type Settings = z.output<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = settingsSchema.parse({});

const STORAGE_KEY = 'tonlens.settings.v1';

export function readSettings(storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage()): Settings {
  try {
    const text = storage?.getItem(STORAGE_KEY);
    if (!text) return DEFAULT_SETTINGS;
    const parsed: unknown = JSON.parse(text);
    return settingsSchema.parse(typeof parsed === 'object' && parsed !== null ? parsed : {});
  } catch {
    return DEFAULT_SETTINGS;
  }
}

export function writeSettings(
  settings: Settings,
  storage: Pick<Storage, 'setItem'> | undefined = safeLocalStorage(),
) {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Private mode or a full quota: the preference lasts for this page only.
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** Adds a search to the front of a network's recent list, without duplicates, capped. */
export function withRecentSearch(settings: Settings, network: string, text: string): Settings {
  const trimmed = text.trim();
  if (!trimmed) return settings;
  const previous = settings.recentSearches[network] ?? [];
  const next = [trimmed, ...previous.filter((item) => item !== trimmed)].slice(0, MAX_RECENT_SEARCHES);
  return { ...settings, recentSearches: { ...settings.recentSearches, [network]: next } };
}

export function withoutRecentSearch(settings: Settings, network: string, text: string): Settings {
  const previous = settings.recentSearches[network] ?? [];
  return {
    ...settings,
    recentSearches: { ...settings.recentSearches, [network]: previous.filter((item) => item !== text) },
  };
}

export { STORAGE_KEY as SETTINGS_STORAGE_KEY };
