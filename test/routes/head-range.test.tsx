/**
 * A server's newest block number outside 0…2^32−1 (issue 24, item 5): the API reads it as an unusable
 * field, named, and no page lists it as a link, redirects to it or searches up to it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiUrls, recordRequests } from '../fixtures/request-log.ts';
import { clearSampleFaults, injectSampleHead } from '../fixtures/sample-faults.ts';
import { ownSampleApi } from '../fixtures/own-sample-api.ts';
import { renderApp } from '../render-app.tsx';

// Its own sample API: the faults it queues are its own (test/fixtures/own-sample-api.ts).
const server = ownSampleApi();

afterEach(() => clearSampleFaults(server.origin));

// Enough answers for every poll a test sees.
const serveHead = (seqno: number) => injectSampleHead(server.origin, seqno, 100);

const outOfRange = (seqno: number) =>
  `the server's newest block number ${seqno} is out of range: block numbers go from 0 to 4294967295`;

const HEADS = [2 ** 50, -5, 2 ** 32];

describe('a newest block number out of range', () => {
  it.each(HEADS)('%d: the home page names it and lists no block', async (seqno) => {
    await serveHead(seqno);
    renderApp('/', { baseUrl: server.origin });
    const latest = await screen.findByRole('region', { name: 'Latest blocks' });
    const alert = await within(latest).findByRole('alert', { name: 'Unexpected response' });
    expect(alert).toHaveTextContent(outOfRange(seqno));
    expect(within(alert).getByText('last.seqno')).toBeInTheDocument();
    expect(within(latest).queryAllByRole('listitem')).toEqual([]);
    expect(within(latest).queryAllByRole('link')).toEqual([]);
  });

  it('after a newest block in range: the home page keeps its list and says why the check failed', async () => {
    renderApp('/', { baseUrl: server.origin });
    const latest = await screen.findByRole('region', { name: 'Latest blocks' });
    await waitFor(() => expect(within(latest).getAllByRole('listitem')).toHaveLength(8));
    const listed = within(latest)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    await serveHead(2 ** 50);
    // The next check (every 3 s) reads it.
    expect(
      await within(latest).findByText(
        new RegExp(`${outOfRange(2 ** 50)}\\. Trying again in 3 s\\. Last checked`),
      ),
    ).toBeInTheDocument();
    expect(
      within(latest)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(listed);
  });

  it.each(HEADS)('%d: /block/latest stays, naming it, and opens no block', async (seqno) => {
    await serveHead(seqno);
    const requests = recordRequests();
    const { router } = renderApp('/block/latest', { baseUrl: server.origin });
    const alert = await screen.findByRole('alert', { name: 'Unexpected response' });
    expect(alert).toHaveTextContent(outOfRange(seqno));
    expect(router.state.location.pathname).toBe('/block/latest');
    expect(screen.queryByRole('alert', { name: 'Not a block number' })).toBeNull();
    expect(apiUrls(requests, 'masterchainBlockShardState')).toEqual([]);
  });

  it('the time search names it and asks no block', async () => {
    await serveHead(2 ** 50);
    const requests = recordRequests();
    const { router } = renderApp('/block/at/2025-08-02T18:10:21Z', { baseUrl: server.origin });
    const alert = await screen.findByRole('alert', { name: 'Unexpected response' });
    expect(alert).toHaveTextContent(outOfRange(2 ** 50));
    expect(router.state.location.pathname).toBe('/block/at/2025-08-02T18:10:21Z');
    await waitFor(() => expect(apiUrls(requests, 'masterchainInfo').length).toBeGreaterThan(0));
    expect(apiUrls(requests, 'masterchainBlockShardState')).toEqual([]);
  });
});
