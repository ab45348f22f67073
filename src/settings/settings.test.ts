import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, readSettings, SETTINGS_STORAGE_KEY } from './settings.ts';

const stored = (value: unknown) => ({
  getItem: (key: string) => (key === SETTINGS_STORAGE_KEY ? JSON.stringify(value) : null),
});

describe('readSettings', () => {
  it('reads what was stored', () => {
    const settings = { ...DEFAULT_SETTINGS, preset: 'testnet', theme: 'dark', apiKeys: { testnet: 'k' } };
    expect(readSettings(stored(settings))).toStrictEqual(settings);
  });

  it('falls back field by field, never resetting the fields that are fine', () => {
    const read = readSettings(
      stored({
        preset: 'moon',
        theme: 'dark',
        highContrast: 'yes',
        customBaseUrl: 'x'.repeat(2001),
        recentSearches: { mainnet: ['a', 'b'] },
      }),
    );
    expect(read).toStrictEqual({
      ...DEFAULT_SETTINGS,
      theme: 'dark',
      recentSearches: { mainnet: ['a', 'b'] },
    });
  });

  it('drops an API key map naming an unknown preset, too long a key, or too many searches', () => {
    expect(readSettings(stored({ apiKeys: { mainnet: 'a', moon: 'b' } })).apiKeys).toStrictEqual({});
    expect(readSettings(stored({ apiKeys: { mainnet: 'k'.repeat(201) } })).apiKeys).toStrictEqual({});
    const searches = Array.from({ length: 9 }, (_, index) => String(index));
    expect(readSettings(stored({ recentSearches: { mainnet: searches } })).recentSearches).toStrictEqual({});
  });

  it('leaves out fields it does not know, and survives storage that is not JSON', () => {
    expect(readSettings(stored({ theme: 'light', future: 1 }))).not.toHaveProperty('future');
    expect(readSettings({ getItem: () => '{not json' })).toStrictEqual(DEFAULT_SETTINGS);
    expect(readSettings(stored([1, 2]))).toStrictEqual(DEFAULT_SETTINGS);
  });
});
