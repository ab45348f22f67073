// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { createApiClient } from '../api/client.ts';
import { checkBaseUrl } from '../api/endpoint.ts';
import { shownStrangerText } from '../ton/text/text-safety.ts';
import { resolveEndpoint } from './endpoint.ts';
import { loadRuntimeConfig, type RuntimeConfig } from './runtime-config.ts';
import { MAX_CONFIG_ENDPOINTS, MAX_CONFIG_LABEL, readRuntimeConfig } from './runtime-config-read.ts';
import { DEFAULT_SETTINGS, withApiKey } from './settings.ts';

const PAGE = location.origin;
const CONFIG_URL = `${PAGE}/config.json`;

/** The network's answer to the config request: the only thing these tests stand in for. */
function serving(body: string, init: ResponseInit = {}) {
  return vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
    Promise.resolve(
      new Response(body, { status: 200, headers: { 'content-type': 'application/json' }, ...init }),
    ),
  );
}

async function load(fetcher: typeof fetch) {
  const warn = vi.fn();
  const config = await loadRuntimeConfig(fetcher, CONFIG_URL, warn);
  return { config, warnings: warn.mock.calls.length };
}

const entry = (change: Record<string, unknown> = {}) => ({
  label: 'Mainnet',
  url: '/api/v3',
  network: 'mainnet',
  keyHeldByServer: true,
  ...change,
});
const read = (json: unknown) => {
  const warn = vi.fn();
  return {
    config: readRuntimeConfig(json, PAGE, warn, { checkBaseUrl, shownStrangerText }),
    warnings: warn.mock.calls.length,
  };
};

describe('config.json that is not there or not one: the build’s defaults', () => {
  it('absent (404), quietly', async () => {
    expect(await load(serving('Not found', { status: 404 }))).toEqual({ config: undefined, warnings: 0 });
  });

  it('the host’s index.html for every path (the SPA fallback), quietly', async () => {
    const html = '<!doctype html><html><body><div id="root"></div></body></html>';
    const asHtml = { headers: { 'content-type': 'text/html' } };
    expect(await load(serving(html, asHtml))).toEqual({ config: undefined, warnings: 0 });
    expect(await load(serving(html))).toEqual({ config: undefined, warnings: 0 });
  });

  it.each([
    ['not JSON', '{"endpoints": ['],
    ['JSON null', 'null'],
    ['a list', '[]'],
    ['endpoints not a list', '{"endpoints": "/api/v3"}'],
    ['no usable endpoint', '{"endpoints": [{"url": 42}]}'],
    ['too long to be a config', `{"endpoints": [], "x": "${'a'.repeat(70_000)}"}`],
  ])('%s: with a warning', async (_name, body) => {
    const { config, warnings } = await load(serving(body));
    expect(config).toBeUndefined();
    expect(warnings).toBeGreaterThan(0);
  });

  it('the request failing (offline, refused by the policy, timed out): with a warning', async () => {
    const failing = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await load(failing)).toEqual({ config: undefined, warnings: 1 });
  });

  it('asks for config.json once, with the request the preload made', async () => {
    const fetcher = serving(JSON.stringify({ endpoints: [entry()] }));
    const { config } = await load(fetcher);
    expect(config?.endpoints).toHaveLength(1);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher.mock.calls[0]?.[0]).toBe(CONFIG_URL);
  });
});

describe('what config.json names is read within bounds', () => {
  it('a path is an endpoint of this origin; the part before /api/v3 is the base URL', () => {
    const { config } = read({
      endpoints: [entry(), entry({ label: 'Testnet', url: '/testnet/api/v3/', network: 'testnet' })],
    });
    expect(config?.endpoints).toEqual([
      { label: 'Mainnet', baseUrl: PAGE, network: 'mainnet', keyHeldByServer: true },
      { label: 'Testnet', baseUrl: `${PAGE}/testnet`, network: 'testnet', keyHeldByServer: true },
    ]);
    expect(config?.serverKeyOrigins).toEqual([PAGE, PAGE]);
  });

  it('an absolute URL as the settings take one; without the flag the reader’s key is asked for', () => {
    const { config } = read({ endpoints: [{ url: 'https://index.example.org/api/v3' }] });
    expect(config?.endpoints).toEqual([
      {
        label: 'index.example.org',
        baseUrl: 'https://index.example.org',
        network: 'unknown',
        keyHeldByServer: false,
      },
    ]);
    expect(config?.serverKeyOrigins).toEqual([]);
  });

  it.each([
    ['another scheme', 'javascript:alert(1)'],
    ['a protocol-relative URL', '//evil.example/api/v3'],
    ['a path the parser reads as another host', '/\\evil.example/api/v3'],
    ['credentials', 'https://toncenter.com@evil.example/api/v3'],
    ['a query', 'https://index.example.org/api/v3?x=1'],
    ['not a path nor a URL', 'api/v3'],
    ['over the length the settings keep', `/${'a'.repeat(2100)}/api/v3`],
  ])('%s is left out, the others kept', (_name, url) => {
    const { config, warnings } = read({ endpoints: [entry({ url }), entry({ url: '/kept/api/v3' })] });
    expect(config?.endpoints.map((endpoint) => endpoint.baseUrl)).toEqual([`${PAGE}/kept`]);
    expect(warnings).toBe(1);
  });

  it('a wrong type leaves out its entry only; unknown fields are ignored, a key among them', () => {
    const { config } = read({
      endpoints: [
        entry({ network: 'moonnet' }),
        entry({ keyHeldByServer: 'yes' }),
        entry({ url: '/b/api/v3', apiKey: 'server-secret' }),
      ],
      apiKey: 'server-secret',
    });
    expect(config?.endpoints.map((endpoint) => endpoint.baseUrl)).toEqual([`${PAGE}/b`]);
    expect(JSON.stringify(config)).not.toContain('server-secret');
  });

  it(`reads the first ${MAX_CONFIG_ENDPOINTS} endpoints, each once`, () => {
    const many = Array.from({ length: 12 }, (_, index) => entry({ url: `/n${index}/api/v3` }));
    const { config, warnings } = read({ endpoints: [entry(), entry(), ...many] });
    // The duplicate counts among the eight read: more are ignored, as the contract says.
    expect(config?.endpoints).toHaveLength(MAX_CONFIG_ENDPOINTS - 1);
    expect(warnings).toBe(1);
  });

  it('a label is a stranger’s text: cut, its hidden characters shown', () => {
    const { config } = read({
      endpoints: [entry({ label: `Main\u202Enet ${'x'.repeat(200)}` }), entry({ url: '/t', label: '  ' })],
    });
    const [first, second] = config?.endpoints ?? [];
    expect([...(first?.label ?? '')].length).toBeLessThanOrEqual(MAX_CONFIG_LABEL);
    expect(first?.label).toMatch(/^Main⟨U\+202E⟩net x+…$/);
    // No label: its host names it.
    expect(second?.label).toBe(location.host);
  });
});

describe('an endpoint whose server holds the key', () => {
  /** The requests the API client sends, seen where they leave the page. */
  async function requestSentTo(config: RuntimeConfig | undefined) {
    // The reader once stored a key for this origin (a key of their own, or one typed by mistake).
    const settings = withApiKey(DEFAULT_SETTINGS, PAGE, 'readers-own-key');
    const active = resolveEndpoint(settings, undefined, { baseUrl: '' }, {}, config);
    const network = serving('{"ok":true}');
    const client = createApiClient({ baseUrl: active.baseUrl, apiKey: active.apiKey, fetch: network });
    await client.get('masterchainInfo', [], z.unknown());
    const [url, init] = network.mock.calls[0] ?? [];
    return { url: String(url), key: new Headers(init?.headers).get('X-API-Key') };
  }
  const deployed = (keyHeldByServer: boolean) =>
    read({ endpoints: [entry({ url: '/deploy/api/v3', keyHeldByServer })] }).config;

  it('is the default, and is never sent the key stored for its origin', async () => {
    expect(await requestSentTo(deployed(true))).toEqual({
      url: `${PAGE}/deploy/api/v3/masterchainInfo`,
      key: null,
    });
  });

  it('(without the flag the stored key goes, as before)', async () => {
    expect((await requestSentTo(deployed(false))).key).toBe('readers-own-key');
    expect(await requestSentTo(undefined)).toEqual({
      url: expect.stringMatching(/^(http:\/\/localhost:\d+)?\/api\/v3\/masterchainInfo$/),
      key: 'readers-own-key',
    });
  });

  it('a reader’s own choice still wins over the deploy’s default', () => {
    const active = resolveEndpoint(
      { ...DEFAULT_SETTINGS, preset: 'mainnet' },
      undefined,
      { baseUrl: '' },
      {},
      deployed(true),
    );
    expect(active.baseUrl).toBe('https://toncenter.com');
    expect(active.defaultEndpoint).toMatchObject({
      label: 'Mainnet',
      network: 'mainnet',
      isSampleApi: false,
    });
  });
});
