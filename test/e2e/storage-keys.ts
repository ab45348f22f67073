/**
 * Every key the app writes in the browser's storage, for test/e2e/poisoned-storage.spec.ts to poison and
 * for test/lint/storage-keys.test.ts to hold against the source: a key added in src/ and missing here
 * fails that test. Plain data (the spec cannot import the app's modules: they read Vite's import.meta.env).
 */

/** localStorage: the settings, and one request budget per endpoint under the prefix. */
export const LOCAL_STORAGE_KEYS = ['tonlens.settings.v1'] as const;
export const LOCAL_STORAGE_PREFIXES = ['tonlens.requestBudget.'] as const;

/** sessionStorage: per tab. */
export const SESSION_STORAGE_KEYS = [
  'tonlens.scroll.v1',
  'tonlens.blockPicture.open',
  'tonlens.accounts.draft',
  'tonlens.accounts.pastedLabelsSaved',
  'tonlens.lang',
] as const;

/** The settings' fields (src/settings/settings.ts), each poisoned on its own too. */
export const SETTINGS_FIELDS = [
  'preset',
  'customBaseUrl',
  'keysByOrigin',
  'theme',
  'highContrast',
  'language',
  'timeZone',
  'amountUnit',
  'coinTicker',
  'tokenImages',
  'recentSearches',
] as const;

/** A request budget's fields (src/api/http/request-budget.ts). */
export const BUDGET_FIELDS = [
  'version',
  'spacingMs',
  'floorMs',
  'cautiousLeft',
  'lastSentAt',
  'pausedUntil',
  'refusalsInRow',
  'answersSinceChange',
  'changedAt',
  'updatedAt',
] as const;

/** The budget of the built-in sample API (this origin, no key, a limit to learn): its id after the prefix. */
export const sampleBudgetKey = (origin: string) => `${LOCAL_STORAGE_PREFIXES[0]}${origin} no-key learned`;
