/**
 * The user's preferences, kept in localStorage: endpoint, API keys (one per origin), theme, time and
 * amount display, whether token images may load, recent searches. Read defensively: storage written by an
 * older version, by hand, or by another tab must never break the app, so every field is validated and
 * falls back to its default, and in the maps (keys, recent searches) every entry on its own: one bad
 * value drops only itself.
 */
import * as z from 'zod/mini';
import '../api/schema-kit.ts';
import { endpointOrigin, MAX_BASE_URL_LENGTH } from '../api/endpoint.ts';
import { revealInvisible } from '../ton/text/text-safety.ts';
import { t } from '../ton/i18n/door.ts';
import { settingsMessages as m } from './settings-messages.ts';
import { LANGUAGES } from '../ton/i18n/languages.ts';
import { AMOUNT_UNITS, COIN_TICKERS, DEFAULT_COIN_FORMAT } from '../ton/coin-units.ts';

export const ENDPOINT_PRESETS = ['sample', 'mainnet', 'testnet', 'custom'] as const;
export type EndpointPreset = (typeof ENDPOINT_PRESETS)[number];

export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** The base URLs of the public presets; `sample` is the app's own origin (or VITE_API_BASE_URL). */
export const PRESET_BASE_URLS = {
  mainnet: 'https://toncenter.com',
  testnet: 'https://testnet.toncenter.com',
} as const;

const PRESET_MESSAGES = {
  sample: m.presetSample,
  mainnet: m.presetMainnet,
  testnet: m.presetTestnet,
  custom: m.presetCustom,
} as const;

/** A preset's name in the page's language (read when shown: the language may change after import). */
export function presetLabel(preset: EndpointPreset): string {
  return t(PRESET_MESSAGES[preset]);
}

const MAX_RECENT_SEARCHES = 8;
/** Longer than any seqno, address, link or list line the search accepts: a longer one is not kept. */
export const MAX_RECENT_SEARCH_LENGTH = 5000;
/** Well above toncenter's 64-character keys and the JWTs (~300 characters) some self-hosted indexes issue. */
export const MAX_API_KEY_LENGTH = 1000;

const stringUpTo = (length: number) => z.string().check(z.maxLength(length));

/** Own keys only: a name such as `constructor` or `__proto__` must never find something inherited. */
export function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/**
 * Why a key cannot be used, or undefined. A key travels in the X-API-Key header, which takes only
 * Latin-1 (fetch throws on anything else, and every request would then fail as "cannot be reached");
 * keys are printable ASCII without spaces, so an invisible character (a copy-paste leftover), a space or
 * a letter of another script is refused with its position.
 */
export function apiKeyProblem(key: string): string | undefined {
  if (key.length > MAX_API_KEY_LENGTH)
    return t(m.keyTooLong, { max: MAX_API_KEY_LENGTH, length: key.length });
  let position = 0;
  for (const char of key) {
    position += 1;
    if (/^[\x21-\x7E]$/.test(char)) continue;
    const code = `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
    // A position is written as a plain number, as the reader counts characters.
    if (char === ' ') return t(m.keySpace, { position: String(position) });
    if (revealInvisible(char).changed || /\s/u.test(char)) {
      const shown = revealInvisible(char).changed ? revealInvisible(char).text : `⟨${code}⟩`;
      return t(m.keyInvisible, { shown, position: String(position) });
    }
    // Visible: the invisible ones were named above (and the door reveals what stands in quotes anyway).
    return t(m.keyNotAscii, { char, code, position: String(position) });
  }
  return undefined;
}

/** An origin as `new URL(…).origin` writes it: scheme, host (punycode) and port, nothing else. */
function isOrigin(text: string): boolean {
  return endpointOrigin(text) === text && text !== 'null';
}

const SKIPPED: unique symbol = Symbol('skipped entry');

/**
 * A map whose entries are checked one by one: an entry whose name or value is bad is left out, the
 * others are kept. Not an object at all: empty.
 */
function recordOfValid<T extends z.ZodMiniType>(isValidName: (name: string) => boolean, value: T) {
  return z.pipe(
    z.record(
      z.string(),
      z.catch(value, () => SKIPPED as unknown as z.output<T>),
    ),
    z.transform((record) => {
      const result: Record<string, z.output<T>> = {};
      for (const name of Object.keys(record)) {
        const entry = record[name];
        if (entry === (SKIPPED as unknown) || !isValidName(name)) continue;
        Object.defineProperty(result, name, {
          value: entry,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      return result;
    }),
  );
}

/** The API keys, by exact origin: a key is sent only to the origin it was entered for. */
const keysByOriginSchema = recordOfValid(
  isOrigin,
  z.string().check(z.refine((key) => key !== '' && apiKeyProblem(key) === undefined)),
);

/** Each search on its own: a bad one is dropped, the rest kept (the first eight). */
const recentListSchema = z.pipe(
  z.array(z.unknown()),
  z.transform((items) =>
    items
      .filter((item): item is string => typeof item === 'string' && item.length <= MAX_RECENT_SEARCH_LENGTH)
      .slice(0, MAX_RECENT_SEARCHES),
  ),
);

const recentSearchesSchema = recordOfValid(() => true, recentListSchema);

/** The stored value, or `fallback` when it is absent or not readable. */
const orDefault = <T extends z.ZodMiniType>(schema: T, fallback: z.output<T>) => z.catch(schema, fallback);

// Each field falls back to its default on its own: one bad value never resets the others. Unknown keys
// are dropped: they are not ours.
const settingsSchema = z.object({
  preset: orDefault(z.enum(ENDPOINT_PRESETS), 'sample'),
  customBaseUrl: orDefault(stringUpTo(MAX_BASE_URL_LENGTH), ''),
  keysByOrigin: orDefault(keysByOriginSchema, {}),
  theme: orDefault(z.enum(THEMES), 'system'),
  highContrast: orDefault(z.boolean(), false),
  /** The page's language; 'auto' follows the browser's preferred languages. */
  language: orDefault(z.enum(['auto', ...LANGUAGES]), 'auto'),
  timeZone: orDefault(z.enum(['utc', 'local']), 'utc'),
  /** The whole coin ('ton', the name stored before the coin was renamed) or its indivisible unit. */
  amountUnit: orDefault(z.enum(AMOUNT_UNITS), DEFAULT_COIN_FORMAT.unit),
  /** GRAM, the coin's name since 2026-06-15, or TON, the ticker it had before (src/ton/coin.ts). */
  coinTicker: orDefault(z.enum(COIN_TICKERS), DEFAULT_COIN_FORMAT.ticker),
  /**
   * Load token images from the servers their creators chose (who then see the visitor's IP address).
   * Off by default; the page's image policy follows it from the next load (settings/content-security-policy.ts).
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
    const settings = settingsSchema.parse(typeof parsed === 'object' && parsed !== null ? parsed : {});
    return withLegacyKeys(settings, (parsed as { apiKeys?: unknown } | null)?.apiKeys);
  } catch {
    return DEFAULT_SETTINGS;
  }
}

/** The base URL of the build's endpoint, which the `sample` preset talks to ('' is this origin). */
const BUILD_BASE_URL = (import.meta.env.VITE_API_BASE_URL ?? '').trim();

/** The origin a preset's requests go to, with the stored custom URL for `custom`. */
export function presetOrigin(preset: EndpointPreset, customBaseUrl: string): string | undefined {
  switch (preset) {
    case 'sample':
      return endpointOrigin(BUILD_BASE_URL);
    case 'mainnet':
    case 'testnet':
      return endpointOrigin(PRESET_BASE_URLS[preset]);
    case 'custom':
      return customBaseUrl ? endpointOrigin(customBaseUrl) : undefined;
  }
}

/**
 * Keys stored by an older version, one per preset (`apiKeys`), moved to their preset's origin (custom:
 * the stored custom URL's): none is lost, none lands on an origin that already has its own.
 */
function withLegacyKeys(settings: Settings, legacy: unknown): Settings {
  if (typeof legacy !== 'object' || legacy === null) return settings;
  let keysByOrigin = settings.keysByOrigin;
  for (const preset of ENDPOINT_PRESETS) {
    const key = ownValue(legacy as Record<string, unknown>, preset);
    if (typeof key !== 'string' || key === '' || apiKeyProblem(key)) continue;
    const origin = presetOrigin(preset, settings.customBaseUrl);
    if (!origin || Object.hasOwn(keysByOrigin, origin)) continue;
    keysByOrigin = { ...keysByOrigin, [origin]: key };
  }
  return keysByOrigin === settings.keysByOrigin ? settings : { ...settings, keysByOrigin };
}

/** The key stored for exactly this origin, if any. */
export function storedKeyFor(settings: Settings, origin: string | undefined): string | undefined {
  return origin === undefined ? undefined : ownValue(settings.keysByOrigin, origin);
}

/** Stores `key` for exactly `origin` ('' removes it). */
export function withApiKey(settings: Settings, origin: string, key: string): Settings {
  const { [origin]: _previous, ...others } = settings.keysByOrigin;
  return { ...settings, keysByOrigin: key ? { ...others, [origin]: key } : others };
}

/** A network's recent searches (own entries only). */
export function recentSearchesFor(settings: Settings, network: string): string[] {
  return ownValue(settings.recentSearches, network) ?? [];
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
  // Too long to keep: it would be dropped on the next read anyway.
  if (!trimmed || trimmed.length > MAX_RECENT_SEARCH_LENGTH) return settings;
  const previous = recentSearchesFor(settings, network);
  const next = [trimmed, ...previous.filter((item) => item !== trimmed)].slice(0, MAX_RECENT_SEARCHES);
  return { ...settings, recentSearches: { ...settings.recentSearches, [network]: next } };
}

export function withoutRecentSearch(settings: Settings, network: string, text: string): Settings {
  const previous = recentSearchesFor(settings, network);
  return {
    ...settings,
    recentSearches: { ...settings.recentSearches, [network]: previous.filter((item) => item !== text) },
  };
}

export { STORAGE_KEY as SETTINGS_STORAGE_KEY };
