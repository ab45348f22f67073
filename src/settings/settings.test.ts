// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  apiKeyProblem,
  DEFAULT_SETTINGS,
  MAX_API_KEY_LENGTH,
  readSettings,
  SETTINGS_STORAGE_KEY,
  withRecentSearch,
} from './settings.ts';
import { HOSTILE_JSON_VALUES, HOSTILE_TEXTS, LONG_TEXT } from '../../test/fixtures/hostile-stored-values.ts';

const stored = (value: unknown) => ({
  getItem: (key: string) => (key === SETTINGS_STORAGE_KEY ? JSON.stringify(value) : null),
});

// A JWT-like key, as some self-hosted indexes issue: longer than the 200 characters once allowed.
const JWT_KEY = `eyJhbGciOiJIUzI1NiJ9.${'a'.repeat(240)}.${'b'.repeat(23)}`;

describe('readSettings', () => {
  it('reads what was stored', () => {
    const settings = {
      ...DEFAULT_SETTINGS,
      preset: 'testnet',
      theme: 'dark',
      keysByOrigin: { 'https://testnet.toncenter.com': 'k' },
    };
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

  it('keeps a 285-character key across a reload', () => {
    expect(JWT_KEY.length).toBe(285);
    const read = readSettings(stored({ keysByOrigin: { 'https://index.example.org': JWT_KEY } }));
    expect(read.keysByOrigin).toStrictEqual({ 'https://index.example.org': JWT_KEY });
  });

  it('drops only the bad entry: a key too long, unsendable, or under a name that is not an origin', () => {
    const read = readSettings(
      stored({
        keysByOrigin: {
          'https://a.example': 'fine',
          'https://b.example': 'k'.repeat(MAX_API_KEY_LENGTH + 1),
          'https://c.example': 'zero\u200Bwidth',
          'https://d.example': 42,
          'not an origin': 'k',
          'https://e.example/path': 'k',
          __proto__: 'k',
        },
      }),
    );
    expect(read.keysByOrigin).toStrictEqual({ 'https://a.example': 'fine' });
  });

  it('drops only the bad recent search, and keeps the first eight of a longer list', () => {
    const searches = Array.from({ length: 9 }, (_, index) => String(index));
    const read = readSettings(
      stored({
        recentSearches: {
          mainnet: ['a', 'x'.repeat(5001), 'b', 7],
          testnet: searches,
          'custom:https://i.example': 'not a list',
        },
      }),
    );
    expect(read.recentSearches).toStrictEqual({ mainnet: ['a', 'b'], testnet: searches.slice(0, 8) });
  });

  it('leaves out fields it does not know, and survives storage that is not JSON', () => {
    expect(readSettings(stored({ theme: 'light', future: 1 }))).not.toHaveProperty('future');
    expect(readSettings({ getItem: () => '{not json' })).toStrictEqual(DEFAULT_SETTINGS);
    expect(readSettings(stored([1, 2]))).toStrictEqual(DEFAULT_SETTINGS);
  });
});

describe('the coin’s ticker and the amount unit', () => {
  it('GRAM in whole coins by default', () => {
    expect(DEFAULT_SETTINGS.coinTicker).toBe('GRAM');
    expect(DEFAULT_SETTINGS.amountUnit).toBe('ton');
  });

  it('keeps the old ticker and a unit stored before the coin was renamed', () => {
    const read = readSettings(stored({ amountUnit: 'nanoton', coinTicker: 'TON', theme: 'dark' }));
    expect(read).toMatchObject({ amountUnit: 'nanoton', coinTicker: 'TON', theme: 'dark' });
  });

  it('settings stored before the ticker existed read GRAM, their unit kept', () => {
    expect(readSettings(stored({ amountUnit: 'nanoton' }))).toMatchObject({
      amountUnit: 'nanoton',
      coinTicker: 'GRAM',
    });
  });

  it.each([['gram'], ['Toncoin'], [''], [7], [null], [['TON']]])(
    'a ticker it does not know (%j) falls back to GRAM alone',
    (coinTicker) => {
      expect(readSettings(stored({ coinTicker, amountUnit: 'nanoton' }))).toMatchObject({
        coinTicker: 'GRAM',
        amountUnit: 'nanoton',
      });
    },
  );
});

describe('keys stored per preset (before keys belonged to an origin) move to their preset’s origin', () => {
  it('mainnet and testnet to toncenter’s origins, custom to the stored custom URL’s origin', () => {
    const read = readSettings(
      stored({
        customBaseUrl: 'https://my.index:8443/v3-proxy',
        apiKeys: { mainnet: 'm', testnet: 't', custom: 'c', moon: 'x' },
      }),
    );
    expect(read.keysByOrigin).toStrictEqual({
      'https://toncenter.com': 'm',
      'https://testnet.toncenter.com': 't',
      'https://my.index:8443': 'c',
    });
    expect(read).not.toHaveProperty('apiKeys');
  });

  it('sample to the build’s endpoint (this origin here); a 285-character key is kept too', () => {
    const read = readSettings(stored({ apiKeys: { sample: JWT_KEY, mainnet: 'k'.repeat(5000) } }));
    expect(read.keysByOrigin).toStrictEqual({ [window.location.origin]: JWT_KEY });
  });

  it('a custom key without a usable custom URL has no origin: nothing to carry it to', () => {
    expect(readSettings(stored({ apiKeys: { custom: 'c' } })).keysByOrigin).toStrictEqual({});
  });

  it('never over a key already stored for that origin', () => {
    const read = readSettings(
      stored({ keysByOrigin: { 'https://toncenter.com': 'new' }, apiKeys: { mainnet: 'old' } }),
    );
    expect(read.keysByOrigin).toStrictEqual({ 'https://toncenter.com': 'new' });
  });
});

describe('apiKeyProblem', () => {
  it.each([
    ['a'.repeat(MAX_API_KEY_LENGTH + 1), /at most 1,000 characters/],
    ['abc\u200Bdef', /invisible character ⟨U\+200B⟩ at position 4/],
    ['abc\u202Edef', /invisible character ⟨U\+202E⟩/],
    ['abc\u00A0def', /U\+00A0/],
    ['ключ', /“к” \(U\+043A\)/],
    ['abc déf', /space/],
    ['abcé', /“é” \(U\+00E9\)/],
  ])('refuses %j', (key, message) => {
    expect(apiKeyProblem(key)).toMatch(message);
  });

  it.each(['', 'a1b2c3', JWT_KEY, '~!@#$%^&*()_+{}|:"<>?`-=[]\\;\',./'])('accepts %j', (key) => {
    expect(apiKeyProblem(key)).toBeUndefined();
  });
});

describe('withRecentSearch', () => {
  it('does not remember a search longer than a recent search may be', () => {
    const long = 'x'.repeat(5001);
    expect(withRecentSearch(DEFAULT_SETTINGS, 'mainnet', long).recentSearches).toStrictEqual({});
  });
});

describe('poisoned settings (issue 24: every stored value read within bounds)', () => {
  const raw = (text: string) => ({ getItem: (key: string) => (key === SETTINGS_STORAGE_KEY ? text : null) });

  it.each(Object.keys(DEFAULT_SETTINGS))(
    'any value of %s is read as a valid setting (its default when unusable), the others kept',
    (field) => {
      for (const value of HOSTILE_JSON_VALUES) {
        const read = readSettings(stored({ theme: 'dark', [field]: value }));
        const label = `${field}=${JSON.stringify(value)?.slice(0, 40)}`;
        if (field !== 'theme') expect(read.theme, label).toBe('dark');
        const fieldValue: unknown = read[field as keyof typeof read];
        const fallback: unknown = DEFAULT_SETTINGS[field as keyof typeof DEFAULT_SETTINGS];
        expect(typeof fieldValue, label).toBe(typeof fallback);
        if (typeof fieldValue === 'object' && fieldValue !== null)
          expect(Object.getPrototypeOf(fieldValue), label).toBe(Object.prototype);
        // What was read is a setting as written: reading it again changes nothing.
        expect(readSettings(stored(read)), label).toStrictEqual(read);
      }
    },
  );

  it('a whole entry that is not settings reads as the defaults', () => {
    for (const text of [...HOSTILE_TEXTS, LONG_TEXT])
      expect(readSettings(raw(text))).toStrictEqual(DEFAULT_SETTINGS);
  });

  it('a prototype key never reaches a setting or a lookup', () => {
    const read = readSettings(
      raw('{"__proto__":{"preset":"mainnet"},"keysByOrigin":{"__proto__":"k","constructor":"k"}}'),
    );
    expect(read.preset).toBe('sample');
    expect(read.keysByOrigin).toStrictEqual({});
    expect(({} as Record<string, unknown>)['x']).toBeUndefined();
  });
});
