// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from './client.ts';
import { QueryClient } from '@tanstack/react-query';
import { forgetLearnedEndpoints } from './learned-endpoints.ts';
import { dnsNamesSourceQueryOptions } from './tokens/dns-names.ts';
import { jettonMetadataQueryOptions } from './actions/jetton-metadata.ts';
import {
  OPTIONAL_ENDPOINTS,
  UP_TO_DATE_SECONDS,
  checkEndpoint,
  endpointState,
  indexFreshness,
  lagInUnits,
} from './server-capabilities.ts';

const OWNER = '0:8AF96C5B3440B8BAD31ED076F88001087B9CA46C183DB963ACD4DF8A896B8E40';
const MASTER = '0:B113A994B5024A16719F69139328EB759596C38A25F59028B146FECDC3621DFE';

afterEach(() => forgetLearnedEndpoints());

/** A server at the fetch boundary: `answer` gives each request's status and JSON body; every URL is kept. */
function server(answer: (path: string) => [status: number, body: unknown]) {
  const asked: string[] = [];
  const fetch = async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(String(input));
    asked.push(url.pathname.replace('/api/v3/', '') + url.search);
    const [status, body] = answer(url.pathname.replace('/api/v3/', ''));
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  const client = createApiClient({ baseUrl: 'https://index.example.org', fetch, maxRequestsPerSecond: 1000 });
  return { client, asked };
}

describe('what is learned of each optional endpoint', () => {
  it('is "not asked" until the page asks, then what the answer taught: answered or not offered', async () => {
    const { client } = server((path) =>
      path === 'dns/records' ? [200, { records: [], address_book: {} }] : [404, { error: 'not found' }],
    );
    expect(OPTIONAL_ENDPOINTS.map((endpoint) => endpointState(client, endpoint))).toEqual(
      OPTIONAL_ENDPOINTS.map(() => 'not-asked'),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await queryClient.fetchQuery(dnsNamesSourceQueryOptions(client, OWNER));
    await queryClient.fetchQuery(jettonMetadataQueryOptions(client, [MASTER]));
    expect(endpointState(client, 'dns/records')).toBe('answered');
    expect(endpointState(client, 'metadata')).toBe('not-offered');
    expect(endpointState(client, 'actions')).toBe('not-asked');
    // Per server: another host has learned nothing.
    expect(endpointState(createApiClient({ baseUrl: 'https://other.example.org' }), 'dns/records')).toBe(
      'not-asked',
    );
  });

  it('"Check now" asks each endpoint not asked yet once, with one row at most, and learns from it', async () => {
    const { client, asked } = server((path) => {
      if (path === 'actions')
        return [500, { error: 'ERROR: relation "actions" does not exist (SQLSTATE 42P01)' }];
      if (path === 'traces') return [503, { error: 'overloaded' }];
      if (path === 'metadata') return [200, {}];
      const member = {
        'jetton/wallets': 'jetton_wallets',
        'nft/items': 'nft_items',
        walletStates: 'wallets',
      }[path];
      return [200, { [member ?? 'records']: [], address_book: {} }];
    });
    const outcomes = [];
    for (const endpoint of OPTIONAL_ENDPOINTS) outcomes.push(await checkEndpoint(client, endpoint));
    expect(outcomes).toEqual([
      'not-offered',
      'failed',
      'answered',
      'answered',
      'answered',
      'answered',
      'answered',
    ]);
    expect(endpointState(client, 'traces')).toBe('not-asked');
    // Each asked once, the smallest request: one row (or one address) each.
    expect(asked).toHaveLength(OPTIONAL_ENDPOINTS.length);
    for (const url of asked) expect(url).toMatch(/[?&](limit=1|address=[^&]+)$/);
    // Learned ones are not asked again.
    asked.length = 0;
    expect(await checkEndpoint(client, 'actions')).toBe('not-offered');
    expect(await checkEndpoint(client, 'metadata')).toBe('answered');
    expect(asked).toEqual([]);
  });
});

describe('indexFreshness', () => {
  // 2026-11-26 12:00:00 UTC, the reader's clock when the head's answer arrived.
  const now = Date.UTC(2026, 10, 26, 12, 0, 0);
  const utime = (secondsBefore: number) => BigInt(now / 1000 - secondsBefore);

  it('is up to date within the threshold, clock skew included', () => {
    expect(indexFreshness({ isSample: false, genUtime: utime(4), answeredAtMs: now })).toEqual({
      kind: 'up-to-date',
      lagSeconds: 4,
    });
    expect(
      indexFreshness({ isSample: false, genUtime: utime(UP_TO_DATE_SECONDS), answeredAtMs: now }).kind,
    ).toBe('up-to-date');
    // A device clock a minute slow: the block seems a minute in the future, still up to date.
    expect(indexFreshness({ isSample: false, genUtime: utime(-60), answeredAtMs: now })).toEqual({
      kind: 'up-to-date',
      lagSeconds: 0,
    });
  });

  it('is behind above the threshold, by the answer’s arrival time, not by now', () => {
    expect(indexFreshness({ isSample: false, genUtime: utime(25 * 60), answeredAtMs: now })).toEqual({
      kind: 'behind',
      lagSeconds: 1500,
    });
    expect(lagInUnits(1500)).toEqual({ unit: 'minutes', count: 25 });
    expect(lagInUnits(3 * 3600 + 59)).toEqual({ unit: 'hours', count: 3 });
    expect(lagInUnits(5 * 86400)).toEqual({ unit: 'days', count: 5 });
  });

  it('says the clock is off when the newest block is well ahead of it', () => {
    expect(indexFreshness({ isSample: false, genUtime: utime(-600), answeredAtMs: now })).toEqual({
      kind: 'clock-behind',
      aheadSeconds: 600,
    });
  });

  it('the sample API says "recorded" with its newest block’s time, never a lag', () => {
    const recordedAt = BigInt(Date.UTC(2025, 7, 2, 17, 14, 22) / 1000);
    expect(indexFreshness({ isSample: true, genUtime: recordedAt, answeredAtMs: now })).toEqual({
      kind: 'recorded',
      newestBlockAt: Number(recordedAt),
    });
  });

  it('is unknown before the kind of server is known, and for a time no clock shows', () => {
    expect(indexFreshness({ isSample: undefined, genUtime: utime(4), answeredAtMs: now }).kind).toBe(
      'unknown',
    );
    expect(indexFreshness({ isSample: false, genUtime: undefined, answeredAtMs: now }).kind).toBe('unknown');
    expect(indexFreshness({ isSample: false, genUtime: 99n ** 20n, answeredAtMs: now }).kind).toBe('unknown');
    expect(indexFreshness({ isSample: true, genUtime: -5n, answeredAtMs: now })).toEqual({
      kind: 'recorded',
      newestBlockAt: undefined,
    });
  });
});
