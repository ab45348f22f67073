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
    expect(describeDefaultEndpoint(baseUrl)).toStrictEqual({ label, isSampleApi, network });
    const active = resolveEndpoint(settings(), undefined, { baseUrl });
    expect(active).toMatchObject({ preset: 'sample', baseUrl, label, network });
    expect(active.defaultEndpoint.label).toBe(label);
  });

  it('keeps the toncenter rate limit for a build pointed at toncenter: 1/s, 10/s with a key', () => {
    const defaults = { baseUrl: 'https://toncenter.com', maxRequestsPerSecond: 1 };
    expect(resolveEndpoint(settings(), undefined, defaults).maxRequestsPerSecond).toBe(1);
    const keyed = resolveEndpoint(settings({ apiKeys: { sample: 'k' } }), undefined, defaults);
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
  const keyed = settings({ preset: 'mainnet', apiKeys: { mainnet: 'k1', testnet: 't1' } });

  it('is not sent, and the endpoint says so; the stored key is untouched', () => {
    const active = resolveEndpoint(keyed, undefined, defaults, { mainnet: 'k1' });
    expect(active).toMatchObject({ apiKey: undefined, keyNotUsed: true, maxRequestsPerSecond: 1 });
    expect(keyed.apiKeys.mainnet).toBe('k1');
  });

  it('only while it is the stored key: a key changed since is sent', () => {
    const changed = settings({ preset: 'mainnet', apiKeys: { mainnet: 'k2' } });
    expect(resolveEndpoint(changed, undefined, defaults, { mainnet: 'k1' })).toMatchObject({
      apiKey: 'k2',
      keyNotUsed: false,
    });
  });

  it("only for its endpoint: another preset's key is sent", () => {
    const active = resolveEndpoint(keyed, { preset: 'testnet' }, defaults, { mainnet: 'k1' });
    expect(active).toMatchObject({ preset: 'testnet', apiKey: 't1', keyNotUsed: false });
  });

  it('without a stored key there is nothing set aside', () => {
    expect(resolveEndpoint(settings(), undefined, defaults, { sample: 'k1' })).toMatchObject({
      apiKey: undefined,
      keyNotUsed: false,
    });
  });
});
