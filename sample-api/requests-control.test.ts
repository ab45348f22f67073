// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSampleApiServer, type SampleApiServer } from './server.ts';

describe('/__sample/requests (test controls)', () => {
  let withControls: SampleApiServer;
  let without: SampleApiServer;
  beforeAll(async () => {
    withControls = await startSampleApiServer({ controls: true });
    without = await startSampleApiServer({ controls: false });
  });
  afterAll(async () => {
    await withControls.close();
    await without.close();
  });

  it('lists each API request with the X-API-Key it carried, and forgets them on DELETE', async () => {
    const { origin } = withControls;
    await fetch(`${origin}/api/v3/masterchainInfo`, { headers: { 'X-API-Key': 'k1' } });
    await fetch(`${origin}/api/v3/masterchainBlockShardState?seqno=1`);
    await fetch(`${origin}/__sample/catalog`);
    const listed = (await (await fetch(`${origin}/__sample/requests`)).json()) as {
      requests: Array<{ path: string; query: string; apiKey: string | null }>;
    };
    expect(listed.requests.map(({ path, query, apiKey }) => ({ path, query, apiKey }))).toEqual([
      { path: '/api/v3/masterchainInfo', query: '', apiKey: 'k1' },
      { path: '/api/v3/masterchainBlockShardState', query: '?seqno=1', apiKey: null },
    ]);
    expect((await fetch(`${origin}/__sample/requests`, { method: 'DELETE' })).status).toBe(200);
    expect(await (await fetch(`${origin}/__sample/requests`)).json()).toEqual({ requests: [] });
    expect((await fetch(`${origin}/__sample/requests`, { method: 'POST' })).status).toBe(405);
  });

  it('is not served without the controls', async () => {
    await fetch(`${without.origin}/api/v3/masterchainInfo`, { headers: { 'X-API-Key': 'k1' } });
    expect((await fetch(`${without.origin}/__sample/requests`)).status).toBe(404);
  });
});
