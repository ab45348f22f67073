// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { describeDefaultEndpoint, resolveEndpoint } from './endpoint.ts';
import { DEFAULT_SETTINGS, type Settings } from './settings.ts';

const settings = (change: Partial<Settings> = {}): Settings => ({ ...DEFAULT_SETTINGS, ...change });

describe('the default endpoint is labelled by what it is', () => {
  it.each([
    ['', 'Built-in sample API', true, 'unknown'],
    ['https://toncenter.com', 'TON mainnet (toncenter.com)', false, 'mainnet'],
    ['https://testnet.toncenter.com', 'TON testnet (testnet.toncenter.com)', false, 'testnet'],
    ['https://index.example.org', 'index.example.org', false, 'unknown'],
    ['http://127.0.0.1:8081', '127.0.0.1:8081', false, 'unknown'],
    // A look-alike is not toncenter.
    ['https://toncenter.com.example.org', 'toncenter.com.example.org', false, 'unknown'],
  ] as const)('VITE_API_BASE_URL=%j: %s', (baseUrl, label, isSampleApi, network) => {
    expect(describeDefaultEndpoint(baseUrl)).toMatchObject({ label, isSampleApi, network });
    const active = resolveEndpoint(settings(), undefined, { baseUrl });
    expect(active).toMatchObject({ preset: 'sample', baseUrl, label, network });
    expect(active.defaultEndpoint.label).toBe(label);
  });

  it('keeps the toncenter rate limit for a build pointed at toncenter: 1/s, 10/s with a key', () => {
    const defaults = { baseUrl: 'https://toncenter.com', maxRequestsPerSecond: 1 };
    expect(resolveEndpoint(settings(), undefined, defaults).maxRequestsPerSecond).toBe(1);
    const keyed = resolveEndpoint(
      settings({ keysByOrigin: { 'https://toncenter.com': 'k' } }),
      undefined,
      defaults,
    );
    expect(keyed).toMatchObject({ apiKey: 'k', maxRequestsPerSecond: 10 });
    expect(resolveEndpoint(settings(), undefined, { baseUrl: '' }).maxRequestsPerSecond).toBeUndefined();
  });

  it('names the presets as before', () => {
    const defaults = { baseUrl: 'https://index.example.org' };
    expect(resolveEndpoint(settings({ preset: 'mainnet' }), undefined, defaults).label).toBe(
      'TON mainnet (toncenter.com)',
    );
    expect(
      resolveEndpoint(
        settings({ preset: 'custom', customBaseUrl: 'https://my.index:8443' }),
        undefined,
        defaults,
      ).label,
    ).toBe('Custom: my.index:8443');
    expect(resolveEndpoint(settings({ preset: 'custom' }), undefined, defaults).label).toBe(
      'Custom: not set',
    );
  });
});

describe('a key set aside ("Try without the key")', () => {
  const defaults = { baseUrl: '' };
  const keyed = settings({
    preset: 'mainnet',
    keysByOrigin: { 'https://toncenter.com': 'k1', 'https://testnet.toncenter.com': 't1' },
  });

  it('is not sent, and the endpoint says so; the stored key is untouched', () => {
    const active = resolveEndpoint(keyed, undefined, defaults, { 'https://toncenter.com': 'k1' });
    expect(active).toMatchObject({ apiKey: undefined, keyNotUsed: true, maxRequestsPerSecond: 1 });
    expect(keyed.keysByOrigin['https://toncenter.com']).toBe('k1');
  });

  it('only while it is the stored key: a key changed since is sent', () => {
    const changed = settings({ preset: 'mainnet', keysByOrigin: { 'https://toncenter.com': 'k2' } });
    expect(resolveEndpoint(changed, undefined, defaults, { 'https://toncenter.com': 'k1' })).toMatchObject({
      apiKey: 'k2',
      keyNotUsed: false,
    });
  });

  it("only for its endpoint: another preset's key is sent", () => {
    const active = resolveEndpoint(keyed, { preset: 'testnet' }, defaults, { 'https://toncenter.com': 'k1' });
    expect(active).toMatchObject({ preset: 'testnet', apiKey: 't1', keyNotUsed: false });
  });

  it('without a stored key there is nothing set aside', () => {
    expect(
      resolveEndpoint(settings(), undefined, defaults, { [window.location.origin]: 'k1' }),
    ).toMatchObject({
      apiKey: undefined,
      keyNotUsed: false,
    });
  });
});

describe('a key belongs to one exact origin (scheme, host and port)', () => {
  const defaults = { baseUrl: '' };
  const mine = settings({
    preset: 'custom',
    customBaseUrl: 'https://mine.example',
    keysByOrigin: { 'https://mine.example': 'mine-key', 'https://toncenter.com': 'toncenter-key' },
  });

  it('is sent to its origin', () => {
    expect(resolveEndpoint(mine, undefined, defaults)).toMatchObject({
      origin: 'https://mine.example',
      apiKey: 'mine-key',
    });
    expect(
      resolveEndpoint(
        settings({ ...mine, customBaseUrl: 'https://mine.example/prefix/' }),
        undefined,
        defaults,
      ).apiKey,
    ).toBe('mine-key');
  });

  it("is not sent to a link's endpoint once the user confirms it", () => {
    const active = resolveEndpoint(mine, { preset: 'custom', baseUrl: 'https://evil.example' }, defaults);
    expect(active).toMatchObject({ baseUrl: 'https://evil.example', apiKey: undefined });
  });

  it('a link to an origin with a key of its own sends that key, and only that one', () => {
    const active = resolveEndpoint(mine, { preset: 'custom', baseUrl: 'https://toncenter.com' }, defaults);
    expect(active.apiKey).toBe('toncenter-key');
  });

  it('changing the custom URL does not carry the key: another host, scheme or port has none', () => {
    for (const customBaseUrl of [
      'https://other.example',
      'http://mine.example',
      'https://mine.example:8443',
      'https://mine.example.evil.example',
    ])
      expect(
        resolveEndpoint(settings({ ...mine, customBaseUrl }), undefined, defaults).apiKey,
      ).toBeUndefined();
  });

  it('a key that cannot travel in a header is never sent', () => {
    const bad = settings({ preset: 'mainnet', keysByOrigin: { 'https://toncenter.com': 'key\u200B' } });
    expect(resolveEndpoint(bad, undefined, defaults)).toMatchObject({
      apiKey: undefined,
      maxRequestsPerSecond: 1,
    });
  });
});
