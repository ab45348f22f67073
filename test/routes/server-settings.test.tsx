/**
 * Settings' "This server": what the page learned of the server, in a table, and how far its index lags
 * the chain — against the sample API ("recorded", never a lag) and against a live-like index at the fetch
 * boundary whose newest block is 25 minutes old.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { forgetLearnedEndpoints } from '../../src/api/learned-endpoints.ts';
import { reloadSettingsFromStorage } from '../../src/settings/settings-store.ts';
import { renderApp } from '../render-app.tsx';

const origin = inject('sampleApiOrigin');
const INDEX = 'https://index.example.org';
const LAG_SECONDS = 25 * 60;

beforeEach(() => {
  localStorage.clear();
  reloadSettingsFromStorage();
  forgetLearnedEndpoints();
});
afterEach(() => forgetLearnedEndpoints());

async function serverSection() {
  await userEvent.click(await screen.findByRole('button', { name: /^Settings · / }));
  const dialog = await screen.findByRole('dialog', { name: 'Settings' });
  return within(dialog).getByRole('region', { name: 'This server' });
}

/** The state cell of `endpoint`'s row, by the table's row header. */
function stateOf(section: HTMLElement, endpoint: string): string {
  const row = within(section)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByRole('rowheader')?.textContent?.startsWith(endpoint));
  return row?.querySelector('td')?.textContent ?? '(no row)';
}

/**
 * A live-like index at the fetch boundary: its newest block 25 minutes older than this clock when it
 * answers; no sample catalog; /actions not offered (404); every other endpoint answers an empty list.
 */
function liveIndex() {
  const asked: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    asked.push(`${url.pathname}${url.search}`);
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    const operation = url.pathname.replace('/api/v3/', '');
    const utime = String(Math.floor(Date.now() / 1000) - LAG_SECONDS);
    const block = { workchain: -1, shard: '8000000000000000', seqno: 60000000, gen_utime: utime };
    if (operation === 'masterchainInfo') return json(200, { last: block, first: { ...block, seqno: 1 } });
    if (operation === 'actions' || url.pathname.startsWith('/__sample'))
      return json(404, { error: 'not found' });
    const member =
      {
        traces: 'traces',
        'jetton/wallets': 'jetton_wallets',
        'nft/items': 'nft_items',
        walletStates: 'wallets',
      }[operation] ?? 'records';
    return json(200, operation === 'metadata' ? {} : { [member]: [], address_book: {} });
  });
  return asked;
}

describe('Settings: this server', () => {
  it('against the sample API says "recorded data" with its newest block’s date, never a lag', async () => {
    renderApp('/', { baseUrl: origin });
    const section = await serverSection();
    // One sentence with the date in a <time> of its own.
    await waitFor(() =>
      expect(section.querySelector('p[data-freshness]')).toHaveTextContent(
        /^Recorded data: its newest block was made \d{4}-\d\d-\d\d \d\d:\d\d UTC\. A recording does not move/,
      ),
    );
    expect(section).not.toHaveTextContent(/behind|up to date/);
    // The table: a caption, column headers, a row per optional endpoint.
    const table = within(section).getByRole('table', { name: 'Optional endpoints' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Endpoint', 'On this server']);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(7);
  });

  it('against a live index: behind by 25 minutes, and "Check now" learns each endpoint once', async () => {
    const asked = liveIndex();
    renderApp('/', { baseUrl: INDEX });
    const section = await serverSection();
    expect(
      await within(section).findByText('The index is behind the chain by 25 minutes.'),
    ).toBeInTheDocument();
    expect(section).not.toHaveTextContent(/Recorded data/);
    expect(stateOf(section, 'actions')).toBe('Not asked yet');

    await userEvent.click(within(section).getByRole('button', { name: 'Check now' }));
    await waitFor(() => expect(stateOf(section, 'dns/records')).toBe('Answers'));
    expect(stateOf(section, 'actions')).toBe('Not offered');
    expect(stateOf(section, 'traces')).toBe('Answers');
    expect(stateOf(section, 'walletStates')).toBe('Answers');
    // Everything is known: nothing left to check.
    expect(within(section).queryByRole('button', { name: 'Check now' })).toBeNull();
    // Each optional endpoint asked once, for one row at most.
    const checks = asked.filter((url) =>
      /\/api\/v3\/(actions|traces|metadata|jetton\/wallets|nft\/items|walletStates|dns\/records)\?/.test(url),
    );
    expect(checks).toHaveLength(7);
    for (const url of checks) expect(url).toMatch(/[?&](limit=1|address=[^&]+)$/);
  });
});
