import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { paths } from '../../../src/paths.ts';
import { renderApp } from '../../render-app.tsx';
import { startMovingChainProxy, type MovingChainProxy } from '../../fixtures/moving-chain-proxy.ts';

const server = { origin: inject('sampleApiOrigin') };
const TOLYA_UQ = 'UQCdqXGvONLwOr3zCNX5FjapflorB6ZsOdcdfLrjsDLt3AF4';
/** Moves +1.5 GRAM with every answer of the moving chain. */
const MOVING_EF = 'Ef9z5YM7OMjidryNU6dyg8qEHT7w4zrya1J7jYCBRbU0PZ3C';

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

async function lookedUp() {
  await waitFor(
    () =>
      expect(document.getElementById('results-heading')?.textContent ?? '').toMatch(/^2 found, 0 not found$/),
    { timeout: 30_000 },
  );
  await waitFor(() => expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument());
}

describe('watch', () => {
  let moving: MovingChainProxy;
  beforeAll(async () => {
    moving = await startMovingChainProxy(server.origin);
  });
  afterAll(() => moving.close());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    setVisibility('visible');
  });

  it('refreshes at the allowed interval, pauses while the tab is hidden, resumes, and stops when the list leaves the screen', async () => {
    const view = renderApp(paths.accounts([MOVING_EF, TOLYA_UQ]), { baseUrl: moving.origin });
    await lookedUp();
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const watch = screen.getByRole('button', { name: 'Watch' });
    expect(watch).toHaveAttribute('aria-pressed', 'false');
    await user.click(watch);
    expect(watch).toHaveAttribute('aria-pressed', 'true');
    // One request, at no spacing learned yet: the floor of a minute.
    expect(await screen.findByText(/^Watching: next refresh in (60|59) s$/)).toBeInTheDocument();
    const before = moving.requests();

    setVisibility('hidden');
    expect(await screen.findByText('Paused: the tab is hidden')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(moving.requests()).toBe(before);

    // Back: the refresh that fell due meanwhile is sent at once, and marks what changed.
    setVisibility('visible');
    await waitFor(() => expect(moving.requests()).toBe(before + 1));
    expect(
      await screen.findByText(/1 balance changed since the previous fetch \(marked/),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/^Watching: next refresh in \d+ s$/)).toBeInTheDocument());

    // Off the screen: no watch.
    view.unmount();
    await act(() => vi.advanceTimersByTimeAsync(180_000));
    expect(moving.requests()).toBe(before + 1);
  });

  it('pauses while the browser is offline', async () => {
    renderApp(paths.accounts([MOVING_EF, TOLYA_UQ]), { baseUrl: moving.origin });
    await lookedUp();
    await userEvent.click(screen.getByRole('button', { name: 'Watch' }));
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      act(() => {
        window.dispatchEvent(new Event('offline'));
      });
      expect(await screen.findByText('Paused: the browser is offline')).toBeInTheDocument();
      onLine.mockReturnValue(true);
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      expect(await screen.findByText(/^Watching: next refresh in \d+ s$/)).toBeInTheDocument();
      // Off again: the watch is a toggle.
      await userEvent.click(screen.getByRole('button', { name: 'Watch' }));
      expect(screen.getByRole('button', { name: 'Watch' })).toHaveAttribute('aria-pressed', 'false');
      expect(screen.queryByText(/^Watching:/)).not.toBeInTheDocument();
    } finally {
      onLine.mockRestore();
    }
  });

  it('watches a saved list: its changes since the last look are marked, announced and notified once asked', async () => {
    const shown: Array<{ title: string; body: string | undefined }> = [];
    class FakeNotification {
      static permission: NotificationPermission = 'default';
      static requestPermission = vi.fn(() => {
        FakeNotification.permission = 'granted';
        return Promise.resolve<NotificationPermission>('granted');
      });
      readonly title: string;
      constructor(title: string, options?: NotificationOptions) {
        this.title = title;
        shown.push({ title, body: options?.body });
      }
    }
    vi.stubGlobal('Notification', FakeNotification);
    renderApp(paths.accounts([MOVING_EF, TOLYA_UQ]), { baseUrl: moving.origin });
    await lookedUp();
    await userEvent.click(await screen.findByRole('button', { name: 'Save this list' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Save current list as…' }), 'Watched');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/First lookup of this saved list/);
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(screen.getByRole('button', { name: 'Watch' }));
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(
      await screen.findByText(/^1 account changed since .* \(marked in the table\)/),
    ).toBeInTheDocument();
  });
});
