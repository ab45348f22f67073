// A page as a reader's browser runs it: Chromium driven over its DevTools pipe with no domain enabled but
// Page (for the script installed before the app's). puppeteer enables the Runtime domain on every page
// it drives (its evaluate needs execution contexts), and with it on V8 gives every stack it records its
// source positions, parsing the scripts on that stack again: the block page's entry evaluated 15–30 ms
// longer (its whole program parsed again inside the task), and the scroll's garbage collections grew.
// Runtime.evaluate answers without the domain enabled.
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

/** Opens `url` in a fresh Chromium at 1280 × 900, running `initScript` before the page's own scripts. */
export async function openBarePage(
  chromium: { executable: string; args: string[] },
  url: string,
  initScript: string,
): Promise<BarePage> {
  const profile = mkdtempSync(join(tmpdir(), 'tonlens-bench-'));
  const browser = spawn(
    chromium.executable,
    [
      ...chromium.args,
      '--headless=new',
      '--remote-debugging-pipe',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const toBrowser = browser.stdio[3] as NodeJS.WritableStream;
  const fromBrowser = browser.stdio[4] as NodeJS.ReadableStream;
  const pending = new Map<number, Pending>();
  let lastId = 0;
  let received = '';
  // Messages are JSON, each ended by a NUL byte.
  fromBrowser.on('data', (chunk: Buffer) => {
    received += chunk.toString();
    for (let end = received.indexOf('\0'); end >= 0; end = received.indexOf('\0')) {
      const message = JSON.parse(received.slice(0, end)) as {
        id?: number;
        result?: Record<string, unknown>;
        error?: unknown;
      };
      received = received.slice(end + 1);
      const waiting = message.id === undefined ? undefined : pending.get(message.id);
      if (!waiting) continue;
      pending.delete(message.id!);
      if (message.error) waiting.reject(new Error(`DevTools: ${JSON.stringify(message.error)}`));
      else waiting.resolve(message.result ?? {});
    }
  });
  const send = (method: string, params: object = {}, sessionId?: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      lastId += 1;
      pending.set(lastId, { resolve, reject });
      toBrowser.write(`${JSON.stringify({ id: lastId, method, params, sessionId })}\0`);
    });
  const exited = new Promise<void>((resolve) => browser.once('exit', () => resolve()));
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
    await inPage('Page.enable');
    await inPage('Emulation.setDeviceMetricsOverride', {
      width: 1280,
      height: 900,
      deviceScaleFactor: 1,
      mobile: false,
    });
    await inPage('Page.addScriptToEvaluateOnNewDocument', { source: initScript });
    await inPage('Page.navigate', { url });
    return {
      async evaluate<T>(expression: string) {
        const answer = (await inPage('Runtime.evaluate', {
          expression,
          returnByValue: true,
          awaitPromise: true,
        })) as { result: { value: T }; exceptionDetails?: { text: string } };
        if (answer.exceptionDetails) throw new Error(`in the page: ${answer.exceptionDetails.text}`);
        return answer.result.value;
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
