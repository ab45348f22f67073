/**
 * Following the head (issue 17), in real Chromium against the sample API's replay mode (a new dataset
 * block every 1.5 s once the spec restarts it): /block/latest?follow=1 moves to each new block as it
 * appears, asks nothing and moves nothing while the tab is hidden, and never moves while a transaction is
 * open, offering "N new blocks — show latest" instead. Screenshots of the control and of the home page's
 * latest blocks at 1280 px light and dark and 390 px.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, watchConsole } from './page-checks.ts';

const SHOTS = 'test/e2e/screenshots';
const REPLAY = process.env.E2E_REPLAY_ORIGIN;
if (!REPLAY) throw new Error('E2E_REPLAY_ORIGIN is set by playwright.config.ts');
const INTERVAL_MS = 1500;

interface ReplayState {
  head: number;
  run: { first: number; last: number };
}

/**
 * Restarts the replay from `head` (the run's first block when not given), a block every `intervalMs`;
 * returns its state.
 */
async function restartReplay(
  request: APIRequestContext,
  head?: number,
  intervalMs = INTERVAL_MS,
): Promise<ReplayState> {
  const state = await request.get(`${REPLAY}/__sample/replay`);
  const run = ((await state.json()) as { sample_replayed: ReplayState }).sample_replayed.run;
  const answer = await request.post(`${REPLAY}/__sample/replay`, {
    data: { head: head ?? run.first, intervalMs },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { sample_replayed: ReplayState }).sample_replayed;
}

/** The block the page shows: its URL's seqno. */
function shownSeqno(page: Page): number {
  const match = /\/block\/(\d+)/.exec(new URL(page.url()).pathname);
  if (!match?.[1]) throw new Error(`not a block page: ${page.url()}`);
  return Number(match[1]);
}

/** Hides or shows the tab as the browser does when another tab comes to the front. */
async function setVisibility(page: Page, state: 'visible' | 'hidden') {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => value === 'hidden' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  }, state);
}

/** The WCAG 2.1 AA violations axe finds in `selector`, one line each. */
async function axeViolations(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

/** Counts the page's masterchainInfo requests from now on. */
function countHeadRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (/\/api\/v3\/masterchainInfo\b/.test(request.url())) count += 1;
  });
  return () => count;
}

test('following the head moves with the chain, pauses while hidden, and holds an open transaction', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const problems = watchConsole(page);
  const replay = await restartReplay(request);
  await page.goto(`${REPLAY}/block/latest?follow=1`);
  await expect(page).toHaveURL(/\/block\/\d+\?follow=1$/);
  const start = shownSeqno(page);
  expect(start).toBeGreaterThanOrEqual(replay.run.first);
  await expect(page.getByRole('heading', { name: `Masterchain block ${start}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Follow new blocks' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // It moves to each new head it sees, in place (the URL keeps follow=1), twice.
  let seen = start;
  for (let move = 0; move < 2; move++) {
    await expect.poll(() => shownSeqno(page), { timeout: 15_000 }).toBeGreaterThan(seen);
    seen = shownSeqno(page);
    await expect(page).toHaveURL(new RegExp(`/block/${seen}\\?follow=1$`));
    await expect(page.getByRole('heading', { name: `Masterchain block ${seen}` })).toBeVisible();
  }

  // Hidden: no masterchainInfo request and no move, while blocks keep appearing.
  await restartReplay(request, shownSeqno(page));
  await setVisibility(page, 'hidden');
  await expect(page.getByText('Paused while the tab is hidden')).toBeVisible();
  const hiddenAt = shownSeqno(page);
  const headRequests = countHeadRequests(page);
  await page.waitForTimeout(8000);
  expect(headRequests()).toBe(0);
  expect(shownSeqno(page)).toBe(hiddenAt);
  // Shown again: it asks at once and catches up.
  await setVisibility(page, 'visible');
  await expect.poll(() => shownSeqno(page), { timeout: 15_000 }).toBeGreaterThan(hiddenAt);
  expect(headRequests()).toBeGreaterThan(0);

  // A transaction open: the page never moves; "N new blocks — show latest" appears and works.
  await restartReplay(request, shownSeqno(page));
  const held = shownSeqno(page);
  await expect(page.getByRole('heading', { name: `Masterchain block ${held}` })).toBeVisible();
  await page
    .getByRole('button', { name: /^Open transaction/ })
    .first()
    .click();
  await expect(page).toHaveURL(/[?&]tx=/);
  const heldUrl = page.url();
  const showLatest = page.getByRole('button', { name: /^\d+ new blocks? — show latest$/ });
  await expect(showLatest).toBeVisible({ timeout: 15_000 });
  await page.waitForTimeout(6000);
  expect(page.url()).toBe(heldUrl);
  await page.screenshot({ path: `${SHOTS}/follow-held-desktop-light.png` });
  const pending = Number(/^(\d+)/.exec((await showLatest.textContent()) ?? '')?.[1]);
  expect(pending).toBeGreaterThanOrEqual(2);
  await showLatest.click();
  await expect.poll(() => shownSeqno(page)).toBeGreaterThanOrEqual(held + pending);
  await expect(page).toHaveURL(/\/block\/\d+\?follow=1$/);
  await expect(page.getByRole('button', { name: 'Follow new blocks' })).toBeFocused();
  expect(problems).toEqual([]);
});

test('a head that goes back: both pages keep their newest block and say so, the same way', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const problems = watchConsole(page);
  const { run } = await restartReplay(request);
  /** Ten minutes a block: the server's head stays where a restart puts it. */
  const STILL = 600_000;
  const wentBack = (shown: number) =>
    `The server's newest block went back to ${run.first}: still showing ${shown}, the newest it gave before.`;
  const note = page.getByRole('note', { name: 'Newest block not followed' });

  // The follow page: two blocks on, then the server's head is the run's first block again.
  await page.goto(`${REPLAY}/block/latest?follow=1`);
  await expect(page).toHaveURL(/\/block\/\d+\?follow=1$/);
  await expect.poll(() => shownSeqno(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(run.first + 2);
  await restartReplay(request, shownSeqno(page), STILL);
  const shown = shownSeqno(page);
  await restartReplay(request, run.first, STILL);
  await expect(note).toHaveText(wentBack(shown), { timeout: 15_000 });
  expect(shownSeqno(page)).toBe(shown);
  await expect(page.getByRole('heading', { name: `Masterchain block ${shown}` })).toBeVisible();
  await expectNoHorizontalScroll(page);
  // Past it again: followed, and the note goes.
  await restartReplay(request, shown + 1, STILL);
  await expect.poll(() => shownSeqno(page), { timeout: 15_000 }).toBe(shown + 1);
  await expect(note).toHaveCount(0);

  // The home page: its newest block stays at the top, with the same note.
  await page.goto(`${REPLAY}/`);
  const latest = page.getByRole('region', { name: 'Latest blocks' });
  const first = latest.getByRole('listitem').first().getByRole('link');
  await expect(first).toHaveText(`Block ${shown + 1}`);
  // Every row's overview loaded first: a row still asking when the head goes back is answered 404 (the
  // server no longer holds it), which the browser logs as a console error. That case is the row's own
  // ("not held by this index"), not this test's.
  await expect(latest.getByLabel('loading')).toHaveCount(0, { timeout: 15_000 });
  await restartReplay(request, run.first, STILL);
  await expect(latest.getByRole('note', { name: 'Newest block not followed' })).toHaveText(
    `The server's newest block went back to ${run.first}: still showing ${shown + 1}, the newest it gave before.`,
    { timeout: 15_000 },
  );
  await expect(first).toHaveText(`Block ${shown + 1}`);
  expect(await axeViolations(page, 'section[aria-labelledby="latest-heading"]')).toEqual([]);
  expect(problems).toEqual([]);
});

const viewports = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

for (const viewport of viewports) {
  for (const scheme of ['light', 'dark'] as const) {
    if (viewport.name === 'phone' && scheme === 'dark') continue;
    test.describe(`${viewport.name} ${scheme}`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height }, colorScheme: scheme });

      test('the follow control, its "new blocks" offer, and the home page’s latest blocks', async ({
        page,
        request,
      }) => {
        const problems = watchConsole(page);
        const replay = await restartReplay(request);
        await page.goto(`${REPLAY}/`);
        const latest = page.getByRole('region', { name: 'Latest blocks' });
        await expect(latest.getByRole('listitem')).toHaveCount(8);
        await expect(latest.getByText('…')).toHaveCount(0, { timeout: 15_000 });
        await expectNoHorizontalScroll(page);
        await latest.screenshot({ path: `${SHOTS}/home-recent-${viewport.name}-${scheme}.png` });
        expect(await axeViolations(page, 'section[aria-labelledby="latest-heading"]')).toEqual([]);

        await restartReplay(request, replay.run.first);
        await page.goto(`${REPLAY}/block/latest?follow=1`);
        const control = page.getByRole('button', { name: 'Follow new blocks' });
        await expect(control).toHaveAttribute('aria-pressed', 'true');
        await expect(page.getByText(/^Checking for a new block every \d+ s$/)).toBeVisible();
        await expect(page.getByRole('button', { name: /^Open transaction/ }).first()).toBeVisible();
        await expectNoHorizontalScroll(page);
        await page.screenshot({ path: `${SHOTS}/follow-on-${viewport.name}-${scheme}.png` });

        // An open transaction holds the page: the offer appears above it.
        await page
          .getByRole('button', { name: /^Open transaction/ })
          .first()
          .click();
        await expect(page.getByRole('button', { name: /new blocks? — show latest$/ })).toBeVisible({
          timeout: 15_000,
        });
        await page.evaluate(() => window.scrollTo(0, 0));
        await expectNoHorizontalScroll(page);
        await page.screenshot({ path: `${SHOTS}/follow-new-blocks-${viewport.name}-${scheme}.png` });
        await expect(
          page.getByRole('group', { name: 'Follow the chain' }).getByRole('button', { name: /show latest$/ }),
        ).toBeVisible();
        expect(await axeViolations(page, '[role="group"][aria-label="Follow the chain"]')).toEqual([]);
        expect(problems).toEqual([]);
      });
    });
  }
}

for (const viewport of viewports) {
  test.describe(`${viewport.name}: the new-blocks offer`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('stays in view while the reader scrolls, small, at the bottom edge, never widening the page', async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      const problems = watchConsole(page);
      await restartReplay(request);
      await page.goto(`${REPLAY}/block/latest?follow=1`);
      await expect(page.getByRole('button', { name: 'Follow new blocks' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await restartReplay(request, shownSeqno(page));
      // A transaction open holds the page; the reader then scrolls down to read it.
      await page
        .getByRole('button', { name: /^Open transaction/ })
        .first()
        .click();
      await expect(page).toHaveURL(/[?&]tx=/);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const offer = page.getByRole('button', { name: /^\d+ new blocks? — show latest$/ });
      await expect(offer).toBeInViewport({ timeout: 15_000 });
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(100);
      // At the bottom edge, small: it covers at most a line of the page.
      const box = await offer.boundingBox();
      expect(box).not.toBeNull();
      if (box) {
        expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
        expect(box.y).toBeGreaterThan(viewport.height - 80);
        expect(box.height).toBeLessThan(56);
      }
      await expectNoHorizontalScroll(page);
      // Back up halfway: still in view.
      await page.evaluate(() => window.scrollTo(0, window.scrollY / 2));
      await expect(offer).toBeInViewport();
      expect(problems).toEqual([]);
    });
  });
}
