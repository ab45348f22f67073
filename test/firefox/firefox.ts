/**
 * Firefox ESR for the smoke specs: Debian's `firefox-esr`, driven over WebDriver BiDi by puppeteer-core
 * (Playwright cannot download its own Firefox here, and its Firefox is a patched build anyway).
 */
import { mkdirSync } from 'node:fs';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { overflowInPage, sidewaysScrollBoxesInPage, type Overflow } from '../e2e/overflow-measures.ts';

export type { Overflow };

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const SHOTS = 'test-results/firefox';

export type Scheme = 'light' | 'dark';

/**
 * A Firefox whose pages see `prefers-color-scheme: <scheme>`. Puppeteer's emulateMediaFeatures is
 * CDP-only and WebDriver BiDi has no colour-scheme emulation yet, so the scheme is Firefox's own content
 * override (0 dark, 1 light): one browser per scheme, as a reader's system setting would be.
 */
export function launchFirefox(scheme: Scheme): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: FIREFOX_PATH,
    headless: true,
    // The specs read no request; Firefox then keeps no copy of each body for the driver.
    networkEnabled: false,
    extraPrefsFirefox: {
      'layout.css.prefers-color-scheme.content-override': scheme === 'dark' ? 0 : 1,
    },
  });
}

export interface SmokePage {
  page: Page;
  /** Console errors and uncaught exceptions seen so far; a spec asserts the list is empty at its end. */
  problems: string[];
  close: () => Promise<void>;
}

/** A page of its own (fresh storage and cache) at the given size, collecting what goes wrong in it. */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number },
): Promise<SmokePage> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    problems.push(`page error: ${error instanceof Error ? error.message : String(error)}`);
  });
  // A compiler that keeps function names (tsx does) calls a `__name` helper inside the functions sent
  // into the page: the page gets a stand-in, as in test/bench/browser-metrics.ts.
  await page.evaluateOnNewDocument(() => {
    (globalThis as { __name?: unknown }).__name ??= (target: unknown) => target;
  });
  await setViewportSize(page, viewport);
  return { page, problems, close: () => context.close() };
}

/**
 * The page's viewport at the given size. puppeteer-core sends the screen's orientation with it, in parallel
 * (`emulation.setScreenOrientationOverride`), which Firefox ESR 140 does not know: that command's error is
 * let go (it can come before the size has been applied), and the page is waited on until it has the size,
 * so a layout spec never runs at another width.
 */
async function setViewportSize(page: Page, viewport: { width: number; height: number }): Promise<void> {
  try {
    await page.setViewport(viewport);
  } catch (error) {
    if (!(error instanceof Error && error.message.includes('setScreenOrientationOverride'))) throw error;
  }
  await waitInPage(
    page,
    (size) => window.innerWidth === size.width && window.innerHeight === size.height,
    viewport,
    10_000,
  );
}

/**
 * Waits until `check` holds in the page (an accessible name or text the reader would see). Asked from here
 * every 100 ms with `page.evaluate`, not with puppeteer's `waitForFunction`: that one rebuilds the check in
 * the page with `new Function`, which the page's CSP refuses in Firefox ESR 140 (newer Firefox lets a
 * WebDriver's scripts past the CSP; the protocol's own calls are not affected in either). Each ask gets
 * only the time left, and one that meets a navigation (the page's context replaced) is asked again.
 */
export async function waitInPage<A>(
  page: Page,
  check: (arg: A) => boolean,
  arg: A,
  timeoutMs = 45_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const failed = () => new Error(`waited ${timeoutMs} ms in the page for: ${check.toString()}`);
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) throw failed();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const outOfTime = new Promise<'out of time'>((resolve) => {
      timer = setTimeout(() => resolve('out of time'), left);
    });
    // The check runs in the page on a serialised copy of arg: plain data only, as puppeteer types it.
    const asked = page.evaluate(check as (value: unknown) => boolean, arg).catch((error: unknown) => {
      if (error instanceof Error && /context|navigat/i.test(error.message)) return false;
      throw error;
    });
    // An ask that loses the race may still fail later: that failure is not this wait's any more.
    asked.catch(() => undefined);
    const answer = await Promise.race([asked, outOfTime]).finally(() => clearTimeout(timer));
    if (answer === 'out of time') throw failed();
    if (answer) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Lets the page finish laying out what it just rendered: fonts loaded, two frames painted. */
/** Resolves once the transaction `hash` is open with its phases (its compute phase is on the page). */
export function transactionShown(page: Page, hash: string): Promise<void> {
  return waitInPage(
    page,
    (shownHash) =>
      document
        .querySelector(`article[aria-label="Transaction ${shownHash}"]`)
        ?.querySelector('section[aria-label="Compute phase"]') != null,
    hash,
  );
}

export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** What of the page lies beyond the viewport's right edge, measured as the reader could scroll to it. */
export function measureOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(overflowInPage);
}

/** Each box scrolled sideways to reach what it holds: data reachable only by sideways scrolling. */
export function measureScrollBoxes(page: Page): Promise<string[]> {
  return page.evaluate(sidewaysScrollBoxesInPage);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}
