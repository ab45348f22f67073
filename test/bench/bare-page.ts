// A page as a reader's browser runs it: Chromium driven over its DevTools pipe with no domain enabled but
// Page (for the script installed before the app's). puppeteer enables the Runtime domain on every page
// it drives (its evaluate needs execution contexts), and with it on V8 gives every stack it records its
// source positions, parsing the scripts on that stack again: the block page's entry evaluated 15–30 ms
// longer (its whole program parsed again inside the task). Runtime.evaluate answers without the domain
// enabled. The browser gets the arguments puppeteer would give it, so the two differ in the domain only.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface Pending {
  resolve: (value: Record<string, unknown>) => void;
  reject: (error: Error) => void;
}

export interface BarePage {
  /** Evaluates an expression in the page (awaiting a promise), returning its value as JSON. */
  evaluate<T>(expression: string): Promise<T>;
  close(): Promise<void>;
}

const NAVIGATION_TIMEOUT_MS = 30_000;

/**
 * Opens `url` in a fresh Chromium at 1280 × 900, running `initScript` before the page's own scripts,
 * and returns once the page's document is `url`'s (not the blank one the target starts with).
 * `args` are the browser's arguments (puppeteer's `defaultArgs`, with a page to open last).
 */
export async function openBarePage(
  chromium: { executable: string; args: string[] },
  url: string,
  initScript: string,
): Promise<BarePage> {
  const profile = mkdtempSync(join(tmpdir(), 'tonlens-bench-'));
  const browser = spawn(
    chromium.executable,
    [...chromium.args, '--remote-debugging-pipe', `--user-data-dir=${profile}`],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const toBrowser = browser.stdio[3] as NodeJS.WritableStream;
  const fromBrowser = browser.stdio[4] as NodeJS.ReadableStream;
  const pending = new Map<number, Pending>();
  let gone: Error | undefined;
  // A browser that fails to start, crashes or closes answers nothing more: every request waiting fails.
  const fail = (error: Error) => {
    gone ??= error;
    for (const waiting of pending.values()) waiting.reject(gone);
    pending.clear();
  };
  // A process that never started emits 'error' and may not emit 'exit'.
  const exited = new Promise<void>((resolve) => {
    browser.once('exit', (code, signal) => {
      fail(new Error(`bare page: Chromium exited (${signal ?? code})`));
      resolve();
    });
    browser.once('error', (error) => {
      fail(new Error(`bare page: Chromium failed: ${error.message}`));
      if (browser.pid === undefined) resolve();
    });
  });
  toBrowser.on('error', (error: Error) => fail(error));
  fromBrowser.on('error', (error: Error) => fail(error));
  let lastId = 0;
  let received = '';
  fromBrowser.setEncoding('utf8');
  // Messages are JSON, each ended by a NUL byte.
  fromBrowser.on('data', (chunk: string) => {
    received += chunk;
    for (let end = received.indexOf('\0'); end >= 0; end = received.indexOf('\0')) {
      const text = received.slice(0, end);
      received = received.slice(end + 1);
      let message: { id?: number; result?: Record<string, unknown>; error?: unknown };
      try {
        message = JSON.parse(text) as typeof message;
      } catch {
        fail(new Error(`bare page: not JSON from Chromium: ${text.slice(0, 200)}`));
        return;
      }
      const waiting = message.id === undefined ? undefined : pending.get(message.id);
      if (!waiting) continue;
      pending.delete(message.id!);
      if (message.error) waiting.reject(new Error(`DevTools: ${JSON.stringify(message.error)}`));
      else waiting.resolve(message.result ?? {});
    }
  });
  const send = (method: string, params: object = {}, sessionId?: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      if (gone) {
        reject(gone);
        return;
      }
      lastId += 1;
      pending.set(lastId, { resolve, reject });
      toBrowser.write(`${JSON.stringify({ id: lastId, method, params, sessionId })}\0`);
    });
  const close = async () => {
    // Asked to close, Chromium ends its helper processes before it exits.
    const killer = setTimeout(() => browser.kill('SIGKILL'), 5_000);
    void send('Browser.close').catch(() => undefined);
    await exited;
    clearTimeout(killer);
    rmSync(profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
  };
  try {
    const { targetId } = await send('Target.createTarget', { url: 'about:blank' });
    const { sessionId } = (await send('Target.attachToTarget', { targetId, flatten: true })) as {
      sessionId: string;
    };
    const inPage = (method: string, params: object = {}) => send(method, params, sessionId);
    const evaluate = async <T>(expression: string) => {
      const answer = (await inPage('Runtime.evaluate', {
        expression,
        returnByValue: true,
        awaitPromise: true,
      })) as {
        result: { value: T };
        exceptionDetails?: { text: string; exception?: { description?: string } };
      };
      if (answer.exceptionDetails) {
        const { text, exception } = answer.exceptionDetails;
        throw new Error(`in the page: ${exception?.description ?? text}`);
      }
      return answer.result.value;
    };
    await inPage('Page.enable');
    await inPage('Emulation.setDeviceMetricsOverride', {
      width: 1280,
      height: 900,
      deviceScaleFactor: 1,
      mobile: false,
    });
    await inPage('Page.addScriptToEvaluateOnNewDocument', { source: initScript });
    const { errorText } = (await inPage('Page.navigate', { url })) as { errorText?: string };
    if (errorText) throw new Error(`bare page: ${url}: ${errorText}`);
    // Page.navigate answers before the new document replaces the blank one.
    const started = Date.now();
    const location = () => evaluate<string>('location.href').catch(() => 'about:blank');
    while ((await location()) === 'about:blank') {
      if (Date.now() - started > NAVIGATION_TIMEOUT_MS) throw new Error(`bare page: ${url} never opened`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return { evaluate, close };
  } catch (error) {
    await close();
    throw error;
  }
}
