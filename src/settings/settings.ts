/**
 * The user's preferences, kept in localStorage: endpoint, API keys (one per preset), theme, time and
 * amount display, whether token images may load, recent searches. Read defensively: storage written by an older version, by hand, or
 * by another tab must never break the app, so every field is validated and falls back to its default.
 */
import {
  array,
  boolean,
  map,
  oneOf,
  record,
  refine,
  strictObject,
  string,
  withDefault,
  type Infer,
} from '../api/decoder.ts';

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

const stringUpTo = (length: number) =>
  refine(string(), (value) => (value.length <= length ? undefined : `longer than ${length} characters`));

/** One key per preset at most; a stored map with any other key is not ours and is dropped whole. */
const apiKeysSchema = map(
  refine(record(stringUpTo(200)), (keys) =>
    Object.keys(keys).every((preset) => (ENDPOINT_PRESETS as readonly string[]).includes(preset))
      ? undefined
      : 'unknown preset',
  ),
  (keys) => keys as Partial<Record<EndpointPreset, string>>,
);

const recentSearchesSchema = record(
  refine(array(stringUpTo(5000)), (items) =>
    items.length <= MAX_RECENT_SEARCHES ? undefined : `more than ${MAX_RECENT_SEARCHES} searches`,
  ),
);

// Each field falls back to its default on its own: one bad value never resets the others.
const settingsSchema = strictObject({
  preset: withDefault(oneOf(ENDPOINT_PRESETS), 'sample'),
  customBaseUrl: withDefault(stringUpTo(2000), ''),
  apiKeys: withDefault(apiKeysSchema, {}),
  theme: withDefault(oneOf(THEMES), 'system'),
  highContrast: withDefault(boolean(), false),
  timeZone: withDefault(oneOf(['utc', 'local']), 'utc'),
  amountUnit: withDefault(oneOf(['ton', 'nanoton']), 'ton'),
  /**
   * Load token images from the servers their creators chose (who then see the visitor's IP address).
   * Off by default; the page's image policy follows it from the next load (app/content-security-policy.ts).
   */
  tokenImages: withDefault(boolean(), false),
  recentSearches: withDefault(recentSearchesSchema, {}),
});

export type Settings = Infer<typeof settingsSchema>;

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
