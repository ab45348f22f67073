import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { recordRequests, type SentRequest } from '../../fixtures/request-log.ts';
import { clearSampleFaults, injectSampleFault } from '../../fixtures/sample-faults.ts';
import { renderApp } from '../../render-app.tsx';
import { ownSampleApi } from '../../fixtures/own-sample-api.ts';

// Its own sample API: the faults it queues are its own (test/fixtures/own-sample-api.ts).
const server = ownSampleApi();

afterEach(() => clearSampleFaults(server.origin));

/** The block requests (one per probe) sent before the page moved to the block, and the block page's own. */
const blockRequests = (sent: readonly SentRequest[]) =>
  sent.filter((request) => request.url.includes('/api/v3/masterchainBlockShardState'));

describe('/block/at/:time', () => {
  it('types a time into the header search and opens the block in effect then', async () => {
    const requests = recordRequests();
    // From a page that asks for no block itself (the home page lists the latest blocks, one request each).
    const { router } = renderApp('/accounts', { baseUrl: server.origin });
    const search = screen.getAllByRole('searchbox')[0]!;
    // 50503960 is 2025-08-02 18:10:18 UTC; 50503961 follows 5 s later.
    await userEvent.type(search, '2025-08-02 18:10:21{Enter}');
    expect(await screen.findByRole('heading', { name: 'Masterchain block 50503960' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/block/50503960');
    const note = screen.getByRole('note', { name: 'Time asked' });
    expect(note).toHaveTextContent(
      'You asked for 2025-08-02 18:10:21 UTC: this is the block in effect then, the newest the index holds at or before that moment. Found in 3 block requests.',
    );
    // Three probes (see the time search's own test), then the block page's own request.
    expect(blockRequests(requests).length).toBeLessThanOrEqual(6 + 1);
    // The search page was replaced: Back leaves the block for where the search was typed.
    router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts'));
  });

  it('shows each block it asks while it searches', async () => {
    await injectSampleFault(server.origin, 'masterchainBlockShardState', { delayMs: 300 }, 5);
    renderApp('/block/at/2025-08-02T18:10:21Z', { baseUrl: server.origin });
    expect(screen.getByRole('heading', { name: 'Block at 2025-08-02 18:10:21 UTC' })).toBeInTheDocument();
    const progress = await screen.findByRole('region', { name: /Searching|Blocks asked/ });
    const first = await within(progress).findByText(/^Block 50503953$/);
    // Each probe is read out as it comes: no aria-busy holds the live list's updates while searching.
    const live = first.closest('[aria-live]');
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live?.closest('[aria-busy="true"]')).toBeNull();
    expect(first.closest('li')).toHaveTextContent('Block 50503953: 2025-08-02 18:09:43 UTC — earlier');
    expect(screen.getByText(/only those are searched/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Masterchain block 50503960' })).toBeInTheDocument();
  });

  it('says a failed search failed, and Try again searches afresh', async () => {
    await injectSampleFault(server.origin, 'masterchainBlockShardState', { status: 503 }, 1);
    renderApp('/block/at/2025-08-02T18:10:21Z', { baseUrl: server.origin });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Masterchain block 50503960' })).toBeInTheDocument();
  });

  it('opens a day’s first block from a date alone', async () => {
    const { router } = renderApp('/block/at/2025-08-02', { baseUrl: server.origin });
    expect(await screen.findByRole('heading', { name: 'Masterchain block 50502651' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/block/50502651');
    expect(screen.getByRole('note', { name: 'Time asked' })).toHaveTextContent(
      "You asked for 2025-08-02 (UTC): this is that day's first block in the index.",
    );
  });

  it.each([
    ['2025-02-24T20:27:02Z', 'Before the first block', 'is before the first block this API holds'],
    ['2025-08-02T18:11:39Z', 'After the last block', 'is after the newest block this API holds'],
  ])('%s is out of range: says so after masterchainInfo alone', async (time, title, text) => {
    const requests = recordRequests();
    renderApp(`/block/at/${time}`, { baseUrl: server.origin });
    const panel = await screen.findByRole('alert', { name: title });
    expect(panel).toHaveTextContent(text);
    expect(within(panel).getByRole('link', { name: 'block 45268909' })).toHaveAttribute(
      'href',
      '/block/45268909',
    );
    expect(within(panel).getByRole('link', { name: 'block 50503976' })).toHaveAttribute(
      'href',
      '/block/50503976',
    );
    expect(panel).toHaveTextContent('2025-02-24 20:27:03 UTC');
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/api/v3/masterchainInfo']);
  });

  it.each([
    ['2025-02-30', 'February 2025 has 28 days'],
    ['2025-08-02T25:00', 'There is no hour 25'],
  ])('refuses %s before any request', async (time, message) => {
    const requests = recordRequests();
    renderApp(`/block/at/${time}`, { baseUrl: server.origin });
    expect(await screen.findByRole('alert', { name: 'Not a time' })).toHaveTextContent(message);
    expect(requests).toEqual([]);
  });

  it('refuses an invalid time in the header search with a message and no request', async () => {
    const requests = recordRequests();
    // A page that asks the API nothing of its own: the header's search is the only one that could.
    const { router } = renderApp('/nothing-here', { baseUrl: server.origin });
    await userEvent.type(screen.getByRole('searchbox'), '2025-02-30 10:00{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('February 2025 has 28 days');
    expect(router.state.location.pathname).toBe('/nothing-here');
    expect(requests.filter((request) => request.url.includes('/api/v3/'))).toEqual([]);
  });

  it('goes to a time from a block page', async () => {
    const { router } = renderApp('/block/50503953', { baseUrl: server.origin });
    await screen.findByRole('heading', { name: 'Masterchain block 50503953' });
    await userEvent.click(screen.getByRole('button', { name: 'Go to time…' }));
    const field = screen.getByRole('textbox', { name: /Date and time/ });
    // Prefilled with the block's own time, as the page shows it.
    expect(field).toHaveValue('2025-08-02 18:09:43 UTC');
    expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.type(field, '2025-08-02 18:61{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('There is no minute 61');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(field);
    await userEvent.type(field, '2025-08-02T21:10:50+03:00{Enter}');
    expect(await screen.findByRole('heading', { name: 'Masterchain block 50503966' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/block/50503966');
    expect(screen.getByRole('note', { name: 'Time asked' })).toHaveTextContent(
      '2025-08-02 21:10:50 UTC+03:00',
    );
  });

  it('returns focus to "Go to time…" when the form is cancelled or escaped, and says whether it is open', async () => {
    renderApp('/block/50503953', { baseUrl: server.origin });
    await screen.findByRole('heading', { name: 'Masterchain block 50503953' });
    const toggle = screen.getByRole('button', { name: 'Go to time…' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: /Date and time/ })).toBeNull();
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: /Date and time/ })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(toggle).toHaveFocus();
  });

  it('quotes a link’s text with hidden characters shown and no emoji split', async () => {
    // U+202E would reorder the message; the emoji spans the 40th code point, where the echo cuts.
    const text = `\u202E${'9'.repeat(37)}😀😀${'8'.repeat(30)}`;
    renderApp(`/block/at/${encodeURIComponent(text)}`, { baseUrl: server.origin });
    const panel = await screen.findByRole('alert', { name: 'Not a time' });
    expect(panel).toHaveTextContent('⟨U+202E⟩');
    expect(panel.textContent).not.toContain('\u202E');
    expect(panel.textContent).not.toMatch(/\p{Cs}/u);
  });
});
