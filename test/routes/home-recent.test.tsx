import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import mainnet from '../../sample-api/dataset/mainnet.json' with { type: 'json' };
import { parseSampleDataset } from '../../sample-api/dataset.ts';
import { replayRunOf } from '../../sample-api/replay.ts';
import { startSampleApiServer, type SampleApiServer } from '../../sample-api/server.ts';
import { createApiClient } from '../../src/api/client.ts';
import { masterchainInfoQueryOptions } from '../../src/api/head/masterchain-info.ts';
import { RECENT_BLOCKS } from '../../src/home/recent-blocks.ts';
import { countOf } from '../../src/ton/count.ts';
import { apiUrls, recordRequests, type SentRequest } from '../fixtures/request-log.ts';
import { injectSampleHead } from '../fixtures/sample-faults.ts';
import { renderApp } from '../render-app.tsx';

const dataset = parseSampleDataset(mainnet, 'mainnet.json');
const FIRST = replayRunOf(dataset)[0] ?? 0;
const REPLAY_MS = 4000;
const transactionsOf = (seqno: number) =>
  dataset.blocks.find((block) => block.seqno === seqno)?.transactions.length ?? -1;

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** The rows of "Latest blocks" as their text: "Block N", its count. */
function rows() {
  const region = screen.getByRole('region', { name: 'Latest blocks' });
  return within(region)
    .queryAllByRole('listitem')
    .map((item) => ({
      link: within(item).getByRole('link').textContent,
      href: within(item).getByRole('link').getAttribute('href'),
      text: item.textContent ?? '',
    }));
}

describe('home page: the latest blocks (replayed chain)', () => {
  let clock = 0;
  let server: SampleApiServer;
  let requests: SentRequest[] = [];
  beforeAll(async () => {
    server = await startSampleApiServer({ dataset, replay: { intervalMs: REPLAY_MS }, now: () => clock });
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await fetch(`${server.origin}/__sample/faults`, { method: 'DELETE' });
    await fetch(`${server.origin}/__sample/replay`, {
      method: 'POST',
      body: JSON.stringify({ head: FIRST, intervalMs: REPLAY_MS }),
    });
    requests = recordRequests();
  });
  afterEach(() => {
    vi.useRealTimers();
    setVisibility('visible');
  });

  it('lists the newest blocks the sample holds with their counts, and adds each new one with one request', async () => {
    renderApp('/', { baseUrl: server.origin });
    // The sparse sample: the blocks its catalog lists up to the head, never a seqno it lacks.
    const expected = dataset.blocks
      .map((block) => block.seqno)
      .filter((seqno) => seqno <= FIRST)
      .reverse()
      .slice(0, RECENT_BLOCKS);
    expect(expected).toHaveLength(RECENT_BLOCKS);
    await waitFor(() => {
      const shown = rows();
      expect(shown.map((row) => row.link)).toEqual(expected.map((seqno) => `Block ${seqno}`));
      for (const [index, row] of shown.entries()) {
        const seqno = expected[index] ?? 0;
        expect(row.href).toBe(`/block/${seqno}`);
        expect(row.text).toContain(countOf(transactionsOf(seqno), 'transaction'));
      }
    });
    // One request per block, none for a block the sample lacks.
    const blockRequests = () => apiUrls(requests, 'masterchainBlockShardState');
    expect(blockRequests()).toHaveLength(RECENT_BLOCKS);
    expect(screen.getByText(/^Newest first, checked for a new block every 3 s\.$/)).toBeInTheDocument();

    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    clock += REPLAY_MS;
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(rows()[0]?.link).toBe(`Block ${FIRST + 1}`));
    await waitFor(() => expect(rows()[0]?.text).toContain(countOf(transactionsOf(FIRST + 1), 'transaction')));
    expect(rows().map((row) => row.link)).toEqual(
      [FIRST + 1, ...expected.slice(0, RECENT_BLOCKS - 1)].map((seqno) => `Block ${seqno}`),
    );
    // Only the new block was asked for.
    expect(blockRequests()).toHaveLength(RECENT_BLOCKS + 1);
    expect(blockRequests().at(-1)).toContain(`seqno=${FIRST + 1}`);

    // Hidden: no question about the head, however long.
    setVisibility('hidden');
    expect(await screen.findByText('Paused while the tab is hidden.')).toBeInTheDocument();
    const asked = apiUrls(requests, 'masterchainInfo').length;
    clock += 3 * REPLAY_MS;
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(apiUrls(requests, 'masterchainInfo')).toHaveLength(asked);
    expect(rows()[0]?.link).toBe(`Block ${FIRST + 1}`);
    // Back: asked at once (not an interval later), then the three blocks that appeared meanwhile, one
    // request each.
    setVisibility('visible');
    await waitFor(() => expect(apiUrls(requests, 'masterchainInfo')).toHaveLength(asked + 1), {
      timeout: 2000,
    });
    await waitFor(() => expect(rows()[0]?.link).toBe(`Block ${FIRST + 4}`));
    await waitFor(() => expect(blockRequests()).toHaveLength(RECENT_BLOCKS + 4));
  });

  it('says when the latest check failed, and when the list was last checked, keeping the list', async () => {
    const { queryClient } = renderApp('/', { baseUrl: server.origin });
    await waitFor(() =>
      expect(rows().filter((row) => /\d transactions?/.test(row.text))).toHaveLength(RECENT_BLOCKS),
    );
    const listed = rows().map((row) => row.link);
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    const fault = await fetch(`${server.origin}/__sample/faults`, {
      method: 'POST',
      body: JSON.stringify({ path: 'masterchainInfo', times: 1, fault: { status: 500 } }),
    });
    expect(fault.status).toBe(201);
    clock += REPLAY_MS;
    await act(() => vi.advanceTimersByTimeAsync(3000));
    const failed = await screen.findByText(/^The newest block could not be asked for: trying again in 3 s\./);
    // The last successful check is read once the failure shows, not before the fault: the page polls
    // every 3 s meanwhile, and on a loaded machine one more check could succeed before the fault was in
    // place, so a time read earlier was one poll older than the one the line names.
    const { queryKey } = masterchainInfoQueryOptions(createApiClient({ baseUrl: server.origin }));
    const checkedAt = queryClient.getQueryState(queryKey)?.dataUpdatedAt;
    expect(checkedAt).toBeGreaterThan(0);
    expect(failed).toHaveTextContent(`Last checked ${new Date(checkedAt ?? 0).toISOString().slice(0, 10)}`);
    expect(within(failed).getByRole('time')).toHaveAttribute(
      'datetime',
      new Date(Math.floor((checkedAt ?? 0) / 1000) * 1000).toISOString(),
    );
    expect(screen.queryByText(/checked for a new block every/)).not.toBeInTheDocument();
    expect(rows().map((row) => row.link)).toEqual(listed);

    // The next check succeeds: the new block, and the usual line again.
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(rows()[0]?.link).toBe(`Block ${FIRST + 1}`));
    await screen.findByText(/^Newest first, checked for a new block every \d+ s\.$/);
    expect(screen.queryByText(/could not be asked for/)).not.toBeInTheDocument();
  });

  /** Restarts the replay at `head`: the server's newest block is that one again, from now. */
  async function replayFrom(head: number) {
    const restart = await fetch(`${server.origin}/__sample/replay`, {
      method: 'POST',
      body: JSON.stringify({ head, intervalMs: REPLAY_MS }),
    });
    expect(restart.status).toBe(200);
  }

  const answerHead = (seqno: number) => injectSampleHead(server.origin, seqno);

  /** The note the list shows when the server's latest answer is not followed. */
  const heldNote = () =>
    within(screen.getByRole('region', { name: 'Latest blocks' })).queryByRole('note', {
      name: 'Newest block not followed',
    });

  it('keeps the newest block when the server goes back, says so, and moves on once it passes it', async () => {
    renderApp('/', { baseUrl: server.origin });
    await waitFor(() => expect(rows()[0]?.link).toBe(`Block ${FIRST}`));
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    clock += 2 * REPLAY_MS;
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(rows()[0]?.link).toBe(`Block ${FIRST + 2}`));
    const listed = rows().map((row) => row.link);

    // The server goes back two blocks: the list stays, and says why.
    await replayFrom(FIRST);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() =>
      expect(heldNote()).toHaveTextContent(
        `The server's newest block went back to ${FIRST}: still showing ${FIRST + 2}, the newest it gave before.`,
      ),
    );
    expect(rows().map((row) => row.link)).toEqual(listed);

    // Past the newest it gave before: followed again, the note gone.
    clock += 3 * REPLAY_MS;
    await act(() => vi.advanceTimersByTimeAsync(5000));
    await waitFor(() => expect(rows()[0]?.link).toBe(`Block ${FIRST + 3}`));
    expect(heldNote()).toBeNull();
  });

  it('does not list a head that jumps 10^9 blocks a check, and says why', async () => {
    renderApp('/', { baseUrl: server.origin });
    await waitFor(() => expect(rows()[0]?.link).toBe(`Block ${FIRST}`));
    const listed = rows().map((row) => row.link);
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    for (const step of [1, 2, 3]) {
      await answerHead(FIRST + step * 1e9);
      await act(() => vi.advanceTimersByTimeAsync(3000));
      await waitFor(() =>
        expect(heldNote()).toHaveTextContent(
          `The server's newest block jumped to ${FIRST + step * 1e9}, ${step * 1e9} blocks past ${FIRST} in`,
        ),
      );
      expect(rows().map((row) => row.link)).toEqual(listed);
    }
  });

  it('marks a block the index answers 404 for, and counts the others', async () => {
    const fault = await fetch(`${server.origin}/__sample/faults`, {
      method: 'POST',
      body: JSON.stringify({ path: 'masterchainBlockShardState', times: 1, fault: { status: 404 } }),
    });
    expect(fault.status).toBe(201);
    renderApp('/', { baseUrl: server.origin });
    await waitFor(() => {
      const shown = rows();
      expect(shown).toHaveLength(RECENT_BLOCKS);
      expect(shown.filter((row) => row.text.includes('not held by this index'))).toHaveLength(1);
      expect(shown.filter((row) => /\d transactions?/.test(row.text))).toHaveLength(RECENT_BLOCKS - 1);
    });
  });
});
