/**
 * The newest block and the blocks around it (issue 25): "Follow new blocks" on whichever page shows the
 * newest block, no "Block N+1 →" to a block that does not exist yet ("Wait for block N+1" instead, and →
 * does the same), and a "No such block" page that knows the server's first and last block and offers a
 * way on. Against the sample API (spec profile): its newest block and first block are the dataset's.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import mainnet from '../../../sample-api/dataset/mainnet.json' with { type: 'json' };
import { apiUrls, recordRequests } from '../../fixtures/request-log.ts';
import { clearSampleFaults, injectSampleFault } from '../../fixtures/sample-faults.ts';
import { ownSampleApi } from '../../fixtures/own-sample-api.ts';
import { renderApp, type TestRouter } from '../../render-app.tsx';

// Its own sample API: the faults it queues are its own.
const server = ownSampleApi();
afterEach(() => clearSampleFaults(server.origin));

const HEAD = mainnet.masterchain_info.last.seqno;
const FIRST = mainnet.masterchain_info.first.seqno;
const listed = mainnet.blocks.map((block) => block.seqno);

const where = (router: TestRouter) => `${router.state.location.pathname}${router.state.location.search}`;
const pager = () => screen.getByRole('navigation', { name: 'Neighbouring blocks' });
/** The links of `container` by their rel: `prev` (← Block N) and `next` (Block N →), as "rel seqno". */
const relLinks = (container: HTMLElement) =>
  within(container)
    .queryAllByRole('link')
    .filter((link) => link.getAttribute('rel'))
    .map((link) => `${link.getAttribute('rel')} ${link.textContent?.replace(/[^\d]/g, '')}`);

describe('the newest block', () => {
  it('opened from the home page offers "Follow new blocks"', async () => {
    const { router } = renderApp('/', { baseUrl: server.origin });
    const latest = await screen.findByRole('region', { name: 'Latest blocks' });
    const link = await within(latest).findByRole('link', { name: new RegExp(`${HEAD}`) });
    await userEvent.click(link);
    await screen.findByRole('heading', { name: `Masterchain block ${HEAD}` });
    expect(where(router)).toBe(`/block/${HEAD}`);
    const toggle = await screen.findByRole('button', { name: 'Follow new blocks' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('opened by its number offers "Follow new blocks"; an older block does not', async () => {
    renderApp(`/block/${HEAD}`, { baseUrl: server.origin });
    await screen.findByRole('heading', { name: `Masterchain block ${HEAD}` });
    expect(await screen.findByRole('button', { name: 'Follow new blocks' })).toBeInTheDocument();
  });

  it('offers no "Block N+1 →" but "Wait for block N+1", which follows; → does the same', async () => {
    const { router } = renderApp(`/block/${HEAD}`, { baseUrl: server.origin });
    await screen.findByRole('heading', { name: `Masterchain block ${HEAD}` });
    const wait = await within(pager()).findByRole('button', { name: `Wait for block ${HEAD + 1}` });
    expect(relLinks(pager())).toEqual([`prev ${HEAD - 1}`]);

    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await waitFor(() => expect(where(router)).toBe(`/block/${HEAD}?follow=1`));
    expect(screen.getByRole('button', { name: 'Follow new blocks' })).toHaveAttribute('aria-pressed', 'true');
    expect(wait).not.toBeInTheDocument();
    expect(within(pager()).getByText(`Block ${HEAD + 1} opens when it appears`)).toBeInTheDocument();
    // → again does not walk past the head either.
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(where(router)).toBe(`/block/${HEAD}?follow=1`);
  });

  it('the button turns following on', async () => {
    const { router } = renderApp(`/block/${HEAD}`, { baseUrl: server.origin });
    await userEvent.click(await screen.findByRole('button', { name: `Wait for block ${HEAD + 1}` }));
    await waitFor(() => expect(where(router)).toBe(`/block/${HEAD}?follow=1`));
  });

  it('the block before it links to it, and → opens it', async () => {
    const { router } = renderApp(`/block/${HEAD - 1}`, { baseUrl: server.origin });
    await screen.findByRole('heading', { name: `Masterchain block ${HEAD - 1}` });
    await waitFor(() => expect(relLinks(pager())).toEqual([`prev ${HEAD - 2}`, `next ${HEAD}`]));
    expect(screen.queryByRole('button', { name: /^Wait for block/ })).toBeNull();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await waitFor(() => expect(where(router)).toBe(`/block/${HEAD}`));
  });

  it('the first block the server keeps offers no block before it', async () => {
    renderApp(`/block/${FIRST}`, { baseUrl: server.origin });
    await screen.findByRole('heading', { name: `Masterchain block ${FIRST}` });
    // Once the server's first block is known (the page asks: nothing in memory places it).
    await waitFor(() => expect(relLinks(pager())).toEqual([`next ${FIRST + 1}`]));
  });
});

describe('"No such block"', () => {
  const alert = () => screen.findByRole('alert', { name: 'No such block' });

  it('just above the head: may not exist yet; the newest block, the latest, ← to it', async () => {
    const { router } = renderApp(`/block/${HEAD + 3}`, { baseUrl: server.origin });
    const panel = await alert();
    expect(panel).toHaveTextContent(`no masterchain block ${HEAD + 3}`);
    await waitFor(() =>
      expect(panel).toHaveTextContent(
        `It may not exist yet: the server's newest block is ${HEAD}, 3 blocks earlier.`,
      ),
    );
    // The nearest before it is the latest: one link, said so.
    expect(within(panel).getByRole('link', { name: `Block ${HEAD}, the latest` })).toHaveAttribute(
      'href',
      `/block/${HEAD}`,
    );
    expect(within(panel).queryByRole('link', { name: /^Latest block/ })).toBeNull();
    expect(relLinks(panel)).toEqual([`prev ${HEAD}`]);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(where(router)).toBe(`/block/${HEAD + 3}`);
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    await waitFor(() => expect(where(router)).toBe(`/block/${HEAD}`));
  });

  it('far above the head: not "may not exist yet", how far ahead it is', async () => {
    renderApp(`/block/${HEAD + 1_000_000}`, { baseUrl: server.origin });
    const panel = await alert();
    await waitFor(() =>
      expect(panel).toHaveTextContent(
        `It is 1,000,000 blocks past the server's newest block, ${HEAD}: the chain has not made it.`,
      ),
    );
    expect(panel).not.toHaveTextContent('may not exist yet');
    expect(within(panel).getByRole('link', { name: `Block ${HEAD}, the latest` })).toBeInTheDocument();
  });

  it('below the first block: the server does not keep it; → to the first', async () => {
    const { router } = renderApp('/block/1', { baseUrl: server.origin });
    const panel = await alert();
    await waitFor(() =>
      expect(panel).toHaveTextContent(`The server does not keep blocks before its first block, ${FIRST}.`),
    );
    expect(panel).not.toHaveTextContent('may not exist yet');
    expect(relLinks(panel)).toEqual([`next ${FIRST}`]);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await waitFor(() => expect(where(router)).toBe(`/block/${FIRST}`));
  });

  it('between two blocks the sample holds: the nearest on each side', async () => {
    const missing = FIRST + 1;
    const after = listed.find((seqno) => seqno > missing);
    const panel = await (renderApp(`/block/${missing}`, { baseUrl: server.origin }), alert());
    await waitFor(() => expect(relLinks(panel)).toEqual([`prev ${FIRST}`, `next ${after}`]));
    expect(panel).toHaveTextContent(`The server's blocks go from ${FIRST} to ${HEAD}`);
    expect(panel).not.toHaveTextContent('may not exist yet');
  });

  it('a server that does not say its first block: the rest still offered, no guess about the first', async () => {
    const real = (await (await fetch(`${server.origin}/api/v3/masterchainInfo`)).json()) as Record<
      string,
      unknown
    >;
    await injectSampleFault(
      server.origin,
      'masterchainInfo',
      { body: JSON.stringify({ last: real.last }) },
      5,
    );
    const requests = recordRequests();
    renderApp('/block/1', { baseUrl: server.origin });
    const panel = await alert();
    await waitFor(() =>
      expect(within(panel).getByRole('link', { name: `Latest block (${HEAD})` })).toBeInTheDocument(),
    );
    expect(panel).not.toHaveTextContent('first block');
    expect(panel).not.toHaveTextContent('may not exist yet');
    expect(apiUrls(requests, 'masterchainInfo').length).toBeGreaterThan(0);
  });
});
