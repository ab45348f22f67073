import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, inject, it } from 'vitest';
import { apiUrls, recordRequests } from '../../fixtures/request-log.ts';
import { valueOf } from '../../fixtures/label-values.ts';
import { renderApp } from '../../render-app.tsx';

const server = { origin: inject('sampleApiOrigin') };

describe('/block/:seqno', () => {
  it('shows every transaction of a sample block with its account and fees', async () => {
    renderApp('/block/50503953', { baseUrl: server.origin });
    expect(await screen.findByRole('heading', { name: 'Masterchain block 50503953' })).toBeInTheDocument();
    // The list comes a frame after the header (BlockView's first screen).
    const table = await screen.findByRole('table');
    // 5 transactions, one row each (plus the shard-block group rows).
    expect(within(table).getAllByRole('button', { name: /^Open transaction/ })).toHaveLength(5);
    expect(within(table).getAllByText(/tolya\.ton/).length).toBeGreaterThan(0);
    expect(valueOf(screen.getByRole('main'), 'Total fees').textContent).toMatch(/GRAM$/);
  });

  it('opens a transaction from its deep link and shows its phases', async () => {
    const hash = '9hsNgT8weTaQEpK452gbmkTWOCXkCO/Kd+VP1Wxo86k=';
    renderApp(`/block/50503953?tx=${encodeURIComponent(hash)}`, { baseUrl: server.origin });
    const details = await screen.findByRole('article', { name: `Transaction ${hash}` });
    expect(within(details).getByRole('region', { name: 'Compute phase' })).toBeInTheDocument();
    expect(within(details).getByRole('region', { name: 'Action phase' })).toBeInTheDocument();
    expect(within(details).getByRole('region', { name: 'Storage phase' })).toBeInTheDocument();
    expect(within(details).queryByRole('region', { name: 'Bounce phase' })).not.toBeInTheDocument();
    expect(within(details).getByText(/Succeeded and sent 1 message/)).toBeInTheDocument();
  });

  it('closes and opens rows, keeping the state in the URL', async () => {
    const { router } = renderApp('/block/50503953', { baseUrl: server.origin });
    const [firstButton] = await screen.findAllByRole('button', { name: /^Open transaction/ });
    await userEvent.click(firstButton!);
    expect(router.state.location.search).toMatch(/^\?tx=/);
    await userEvent.click(screen.getByRole('button', { name: /^Close transaction/ }));
    expect(router.state.location.search).toBe('');
  });

  it('says "no such block" for an unknown seqno', async () => {
    renderApp('/block/1', { baseUrl: server.origin });
    expect(await screen.findByRole('alert', { name: 'No such block' })).toBeInTheDocument();
  });

  it.each(['abc', '-1', '1.5', '4294967296', '0x10'])('refuses %j before any request', async (seqno) => {
    const requests = recordRequests();
    renderApp(`/block/${seqno}`, { baseUrl: server.origin });
    expect(await screen.findByRole('alert', { name: 'Not a block number' })).toBeInTheDocument();
    expect(apiUrls(requests, 'masterchainBlockShardState')).toEqual([]);
  });

  it('resolves /block/latest to the newest sample block', async () => {
    const { router } = renderApp('/block/latest', { baseUrl: server.origin });
    expect(await screen.findByRole('heading', { name: /^Masterchain block \d+$/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toMatch(/^\/block\/\d+$/);
  });
});
