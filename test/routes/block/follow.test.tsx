import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import mainnet from '../../../sample-api/dataset/mainnet.json' with { type: 'json' };
import { parseSampleDataset } from '../../../sample-api/dataset.ts';
import { replayRunOf } from '../../../sample-api/replay.ts';
import { startSampleApiServer, type SampleApiServer } from '../../../sample-api/server.ts';
import { createApiClient } from '../../../src/api/client.ts';
import { blockQueriesKey } from '../../../src/api/block/masterchain-block.ts';
import { apiUrls, recordRequests, type SentRequest } from '../../fixtures/request-log.ts';
import { injectSampleHead } from '../../fixtures/sample-faults.ts';
import { renderApp, type TestRouter } from '../../render-app.tsx';

const dataset = parseSampleDataset(mainnet, 'mainnet.json');
const run = replayRunOf(dataset);
const FIRST = run[0] ?? 0;
const REPLAY_MS = 4000;
const firstTransaction = dataset.blocks.find((block) => block.seqno === FIRST)?.transactions[0]?.hash;
if (typeof firstTransaction !== 'string') throw new Error(`block ${FIRST} has no transaction`);

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

function setScrollY(value: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value });
}

const where = (router: TestRouter) => `${router.state.location.pathname}${router.state.location.search}`;

/** The page's one polite live region. */
const liveRegion = () => document.querySelector('div.visually-hidden[aria-live="polite"]');

/**
 * Every text the live region shows from now on: an announcement is cleared after a few seconds, which a
 * fake clock's jump can pass before the test looks.
 */
function recordAnnouncements(): string[] {
  const region = liveRegion();
  if (!region) throw new Error('the page has no live region');
  const said: string[] = [];
  new MutationObserver(() => {
    if (region.textContent) said.push(region.textContent);
  }).observe(region, { childList: true, characterData: true, subtree: true });
  return said;
}

describe('follow the head (replayed chain)', () => {
  // The server's clock is the test's: a new block is visible when the test says so.
  let clock = 0;
  let server: SampleApiServer;
  let requests: SentRequest[] = [];
  beforeAll(async () => {
    server = await startSampleApiServer({ dataset, replay: { intervalMs: REPLAY_MS }, now: () => clock });
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    const restart = await fetch(`${server.origin}/__sample/replay`, {
      method: 'POST',
      body: JSON.stringify({ head: FIRST, intervalMs: REPLAY_MS }),
    });
    expect(restart.status).toBe(200);
    requests = recordRequests();
  });
  afterEach(() => {
    vi.useRealTimers();
    setVisibility('visible');
    setScrollY(0);
  });

  /** The next replayed block appears, and the page's next poll is due. */
  async function nextBlock(pollMs = 5000) {
    clock += REPLAY_MS;
    await act(() => vi.advanceTimersByTimeAsync(pollMs));
  }

  /** Opens `url` (after `from`, when given, as a link from there would) and waits for block `seqno`. */
  async function openFollowing(url: string, seqno: number, from?: string) {
    const view = renderApp(from ?? url, { baseUrl: server.origin });
    if (from) act(() => view.router.navigate(url));
    await screen.findByRole('heading', { name: `Masterchain block ${seqno}` });
    const toggle = await screen.findByRole('button', { name: 'Follow new blocks' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    return view;
  }

  it('/block/latest?follow=1 opens the head and moves to each new block, in place, saying so', async () => {
    const { router } = await openFollowing('/block/latest?follow=1', FIRST, '/settings');
    expect(where(router)).toBe(`/block/${FIRST}?follow=1`);
    expect(screen.getByText(/^Checking for a new block every 3 s$/)).toBeInTheDocument();
    const said = recordAnnouncements();

    await nextBlock(3000);
    await waitFor(() => expect(where(router)).toBe(`/block/${FIRST + 1}?follow=1`));
    await waitFor(() => expect(said).toContain(`Block ${FIRST + 1}, the newest block`));
    await screen.findByRole('heading', { name: `Masterchain block ${FIRST + 1}` });
    // The chain's own times between the two heads: one block every 5 s, so a check every 5 s.
    expect(screen.getByText(/^Checking for a new block every 5 s$/)).toBeInTheDocument();

    await nextBlock();
    await waitFor(() => expect(where(router)).toBe(`/block/${FIRST + 2}?follow=1`));
    // Moves replace the page in history: Back leaves the following page rather than stepping through it.
    act(() => router.navigate(-1));
    await waitFor(() => expect(where(router)).toBe('/settings'));
  });

  it('asks nothing and moves nothing while the tab is hidden, and catches up on return', async () => {
    const { router } = await openFollowing(`/block/latest?follow=1`, FIRST);
    setVisibility('hidden');
    expect(await screen.findByText('Paused while the tab is hidden')).toBeInTheDocument();
    const asked = apiUrls(requests, 'masterchainInfo').length;
    for (let i = 0; i < 4; i++) await nextBlock();
    expect(apiUrls(requests, 'masterchainInfo')).toHaveLength(asked);
    expect(where(router)).toBe(`/block/${FIRST}?follow=1`);

    setVisibility('visible');
    // Asked at once, not an interval (3 s) later.
    await waitFor(() => expect(apiUrls(requests, 'masterchainInfo')).toHaveLength(asked + 1), {
      timeout: 2000,
    });
    await waitFor(() => expect(where(router)).toBe(`/block/${FIRST + 4}?follow=1`));
    expect(apiUrls(requests, 'masterchainInfo')).toHaveLength(asked + 1);
  });

  it('never moves while a transaction is open: "N new blocks — show latest" instead, which works', async () => {
    const url = `/block/${FIRST}?tx=${encodeURIComponent(firstTransaction)}&follow=1`;
    const { router } = await openFollowing(url, FIRST);
    await screen.findByRole('article', { name: `Transaction ${firstTransaction}` });
    const said = recordAnnouncements();
    await nextBlock(3000);
    const showLatest = await screen.findByRole('button', { name: '1 new block — show latest' });
    await waitFor(() => expect(said).toContain('1 new block: “show latest” opens the newest'));
    expect(screen.getByText('Holding this block while you read it')).toBeInTheDocument();
    await nextBlock();
    await screen.findByRole('button', { name: '2 new blocks — show latest' });
    expect(where(router)).toBe(url);

    fireEvent.click(screen.getByRole('button', { name: '2 new blocks — show latest' }));
    expect(showLatest).not.toBeInTheDocument();
    await waitFor(() => expect(where(router)).toBe(`/block/${FIRST + 2}?follow=1`));
    expect(screen.getByRole('button', { name: 'Follow new blocks' })).toHaveFocus();
    // Still following: the next block opens by itself.
    await nextBlock();
    await waitFor(() => expect(where(router)).toBe(`/block/${FIRST + 3}?follow=1`));
  });

  it('does not move a page the reader has scrolled down', async () => {
    const { router } = await openFollowing('/block/latest?follow=1', FIRST);
    setScrollY(400);
    await nextBlock(3000);
    await screen.findByRole('button', { name: '1 new block — show latest' });
    expect(where(router)).toBe(`/block/${FIRST}?follow=1`);
    // Back at the top, the next new block opens.
    setScrollY(0);
    await nextBlock();
    await waitFor(() => expect(where(router)).toBe(`/block/${FIRST + 2}?follow=1`));
  });

  it('moves with the filters that fit any block: no shard block of the block left', async () => {
    const { router } = await openFollowing(
      '/block/latest?failed=1&shard=0:8000000000000000:1&follow=1',
      FIRST,
    );
    expect(where(router)).toBe(`/block/${FIRST}?failed=1&shard=0%3A8000000000000000%3A1&follow=1`);
    await nextBlock(3000);
    await waitFor(() => expect(where(router)).toBe(`/block/${FIRST + 1}?failed=1&follow=1`));
  });

  it('does not move a page whose "Go to time…" form the reader is typing in', async () => {
    const { router } = await openFollowing('/block/latest?follow=1', FIRST);
    fireEvent.click(screen.getByRole('button', { name: 'Go to time…' }));
    const field = await screen.findByRole('textbox', { name: /^Date and time/ });
    expect(field).toHaveFocus();
    fireEvent.change(field, { target: { value: '2025-08-02 18:1' } });
    await nextBlock(3000);
    await screen.findByRole('button', { name: '1 new block — show latest' });
    expect(where(router)).toBe(`/block/${FIRST}?follow=1`);
    expect(screen.getByRole('textbox', { name: /^Date and time/ })).toHaveValue('2025-08-02 18:1');
    // Done with the form (focus back on the page itself): the next new block opens.
    act(() => field.blur());
    await nextBlock();
    await waitFor(() => expect(where(router)).toBe(`/block/${FIRST + 2}?follow=1`));
  });

  it('forgets the blocks it left behind, keeping the one shown and the one just left', async () => {
    const { router, queryClient } = await openFollowing('/block/latest?follow=1', FIRST);
    const blocksInMemory = () =>
      queryClient
        .getQueryCache()
        .findAll({ queryKey: blockQueriesKey(createApiClient({ baseUrl: server.origin })) })
        .map((query) => query.queryKey.at(-1))
        .sort();
    expect(blocksInMemory()).toEqual([FIRST]);
    for (let step = 1; step <= 4; step++) {
      await nextBlock(step === 1 ? 3000 : 5000);
      await waitFor(() => expect(where(router)).toBe(`/block/${FIRST + step}?follow=1`));
      await screen.findByRole('heading', { name: `Masterchain block ${FIRST + step}` });
    }
    expect(blocksInMemory()).toEqual([FIRST + 3, FIRST + 4]);
  });

  const answerHead = (seqno: number) => injectSampleHead(server.origin, seqno);

  const heldNote = () => screen.queryByRole('note', { name: 'Newest block not followed' });

  it('keeps its block when the server goes back, saying so as the home page does', async () => {
    const { router } = await openFollowing('/block/latest?follow=1', FIRST);
    await nextBlock(3000);
    await waitFor(() => expect(where(router)).toBe(`/block/${FIRST + 1}?follow=1`));
    await nextBlock();
    await waitFor(() => expect(where(router)).toBe(`/block/${FIRST + 2}?follow=1`));
    // The server goes back two blocks.
    const restart = await fetch(`${server.origin}/__sample/replay`, {
      method: 'POST',
      body: JSON.stringify({ head: FIRST, intervalMs: REPLAY_MS }),
    });
    expect(restart.status).toBe(200);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    await waitFor(() =>
      expect(heldNote()).toHaveTextContent(
        `The server's newest block went back to ${FIRST}: still showing ${FIRST + 2}, the newest it gave before.`,
      ),
    );
    expect(where(router)).toBe(`/block/${FIRST + 2}?follow=1`);
    // Past it again: followed, the note gone.
    for (let step = 0; step < 3; step++) await nextBlock();
    await waitFor(() => expect(where(router)).toBe(`/block/${FIRST + 3}?follow=1`));
    expect(heldNote()).toBeNull();
  });

  it('does not walk into a head that jumps 10^9 blocks a check', async () => {
    const { router } = await openFollowing('/block/latest?follow=1', FIRST);
    for (const step of [1, 2, 3]) {
      await answerHead(FIRST + step * 1e9);
      await act(() => vi.advanceTimersByTimeAsync(3000));
      await waitFor(() =>
        expect(heldNote()).toHaveTextContent(
          `The server's newest block jumped to ${FIRST + step * 1e9}, ${step * 1e9} blocks past ${FIRST} in`,
        ),
      );
      expect(where(router)).toBe(`/block/${FIRST}?follow=1`);
    }
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names a newest block number out of range, and stays', async () => {
    const { router } = await openFollowing('/block/latest?follow=1', FIRST);
    await answerHead(2 ** 50);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(
      await screen.findByText(
        /the server's newest block number 1125899906842624 is out of range: block numbers go from 0 to 4294967295\. Trying again in \d+ s$/,
      ),
    ).toBeInTheDocument();
    expect(where(router)).toBe(`/block/${FIRST}?follow=1`);
  });

  it('offers the toggle on the newest block only; ← ends following', async () => {
    // From the start, so that every timer of the page is one the test can run ahead.
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    const { router } = renderApp('/block/latest', { baseUrl: server.origin });
    await screen.findByRole('heading', { name: `Masterchain block ${FIRST}` });
    expect(where(router)).toBe(`/block/${FIRST}`);
    const toggle = await screen.findByRole('button', { name: 'Follow new blocks' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    // Not following: nothing is asked for again.
    const asked = apiUrls(requests, 'masterchainInfo').length;
    fireEvent.click(toggle);
    await waitFor(() => expect(where(router)).toBe(`/block/${FIRST}?follow=1`));
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Following new blocks'));

    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    await waitFor(() => expect(where(router)).toBe(`/block/${FIRST - 1}`));
    // An older block: no toggle, and no more questions about the head.
    expect(screen.queryByRole('button', { name: 'Follow new blocks' })).not.toBeInTheDocument();
    const after = apiUrls(requests, 'masterchainInfo').length;
    // Longer than a check's interval (3 s) on the page's clock, without waiting for it.
    await act(() => vi.advanceTimersByTimeAsync(3500));
    expect(apiUrls(requests, 'masterchainInfo')).toHaveLength(after);
    expect(after).toBeLessThanOrEqual(asked + 1);
  });
});
