// @vitest-environment node
// The live profile's rate limit counts per client. Behind the deploy's nginx every request comes from
// loopback, so the client is the one the proxy names (X-Real-IP, or the last X-Forwarded-For entry, the
// one the proxy added); a peer that is not loopback is its own client whatever headers it sends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../test/fixtures/raw-request.ts';
import { clientKey } from './client-key.ts';
import { startSampleApiServer, type SampleApiServer } from './server.ts';

const peer = (remoteAddress: string | undefined, headers: Record<string, string> = {}) => ({
  socket: { remoteAddress },
  headers,
});

describe('clientKey', () => {
  it('is the socket address when no proxy names a client', () => {
    expect(clientKey(peer('127.0.0.1'))).toBe('127.0.0.1');
    expect(clientKey(peer('198.51.100.7'))).toBe('198.51.100.7');
    expect(clientKey(peer(undefined))).toBe('unknown');
  });

  it.each(['127.0.0.1', '127.3.2.1', '::1', '::ffff:127.0.0.1'])(
    'takes the client a proxy on loopback (%s) names',
    (proxy) => {
      expect(clientKey(peer(proxy, { 'x-real-ip': '203.0.113.1' }))).toBe('203.0.113.1');
      expect(clientKey(peer(proxy, { 'x-real-ip': ' 2001:db8::1 ' }))).toBe('2001:db8::1');
      // nginx's $proxy_add_x_forwarded_for appends the peer it saw to what the client sent: the last entry.
      expect(clientKey(peer(proxy, { 'x-forwarded-for': '10.0.0.1, 203.0.113.2' }))).toBe('203.0.113.2');
      expect(clientKey(peer(proxy, { 'x-real-ip': '203.0.113.1', 'x-forwarded-for': '203.0.113.2' }))).toBe(
        '203.0.113.1',
      );
    },
  );

  it('ignores what a peer off loopback says about itself', () => {
    expect(clientKey(peer('198.51.100.7', { 'x-real-ip': '203.0.113.1' }))).toBe('198.51.100.7');
    expect(clientKey(peer('::ffff:198.51.100.7', { 'x-forwarded-for': '203.0.113.2' }))).toBe(
      '::ffff:198.51.100.7',
    );
    // Loopback-looking text in a header does not make the peer loopback.
    expect(clientKey(peer('198.51.100.7', { 'x-real-ip': '127.0.0.1' }))).toBe('198.51.100.7');
  });

  it('falls back to the socket address when the named client is no IP address', () => {
    expect(clientKey(peer('127.0.0.1', { 'x-real-ip': 'anyone' }))).toBe('127.0.0.1');
    expect(clientKey(peer('127.0.0.1', { 'x-forwarded-for': '203.0.113.2, not-an-ip' }))).toBe('127.0.0.1');
    expect(clientKey(peer('127.0.0.1', { 'x-real-ip': '' }))).toBe('127.0.0.1');
  });
});

describe('live profile behind a proxy on loopback', () => {
  let api: SampleApiServer;
  let clock = 0;
  beforeAll(async () => {
    api = await startSampleApiServer({ profile: 'live', now: () => clock });
  });
  afterAll(() => api.close());

  const infoAs = async (realIp?: string) =>
    (
      await rawRequest(api.origin, '/api/v3/masterchainInfo', {
        headers: realIp === undefined ? {} : { 'x-real-ip': realIp },
      })
    ).status;

  it('gives each client the proxy names its own bucket', async () => {
    clock += 10_000;
    expect(await infoAs('203.0.113.1')).toBe(200);
    expect(await infoAs('203.0.113.2')).toBe(200);
    expect(await infoAs()).toBe(200);
    expect(await infoAs('203.0.113.1')).toBe(429);
    expect(await infoAs('203.0.113.2')).toBe(429);
    clock += 1000;
    expect(await infoAs('203.0.113.1')).toBe(200);
  });
});
