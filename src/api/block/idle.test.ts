import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldUntilIdle } from './idle.ts';
import { yieldToMainThread } from './main-thread.ts';

/** The browser's idle callbacks, run when the test says the page is idle. */
function idleBrowser() {
  const waiting = new Map<number, { run: () => void; timeout: number | undefined }>();
  let next = 1;
  vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout?: number }) => {
    waiting.set(next, { run, timeout: options?.timeout });
    return next++;
  });
  vi.stubGlobal('cancelIdleCallback', (handle: number) => waiting.delete(handle));
  return {
    waiting,
    idle() {
      const now = [...waiting.values()];
      waiting.clear();
      for (const callback of now) callback.run();
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('yieldUntilIdle', () => {
  it('comes back once the browser is idle, with a timeout so that a busy page still gets there', async () => {
    const browser = idleBrowser();
    let back = false;
    const yielded = yieldUntilIdle().then(() => (back = true));
    await yieldToMainThread();
    expect(back).toBe(false);
    expect([...browser.waiting.values()].map((callback) => callback.timeout)).toEqual([500]);
    browser.idle();
    await yielded;
    expect(back).toBe(true);
  });

  it('rejects with the reason when stopped while waiting, and forgets its callback', async () => {
    const browser = idleBrowser();
    const stop = new AbortController();
    const yielded = yieldUntilIdle(stop.signal);
    stop.abort(new Error('left the page'));
    await expect(yielded).rejects.toThrow('left the page');
    expect(browser.waiting.size).toBe(0);
  });

  it('rejects at once when already stopped', async () => {
    idleBrowser();
    const stop = new AbortController();
    stop.abort(new Error('gone'));
    await expect(yieldUntilIdle(stop.signal)).rejects.toThrow('gone');
  });

  it('hands the thread back by a message where the browser has no idle callbacks', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    await expect(yieldUntilIdle()).resolves.toBeUndefined();
  });
});
