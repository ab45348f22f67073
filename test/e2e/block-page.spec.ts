/**
 * The block page in real Chromium (issue 3): the deep link scrolled into view, the virtualized list with
 * 5,000 transactions, URL filters, the keyboard, copy as curl, and axe on the failure views, with
 * screenshots at 1280 and 390 px in light and dark.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, watchConsole } from './page-checks.ts';
import { RECORDED, blockBody, recordedBlock, repeatTransactions } from '../fixtures/recorded-transactions.ts';

/** axe's WCAG 2.1 A/AA violations on the page, each as its rule and the nodes it found. */
async function axeViolations(page: Page, { nameMatchesText = false } = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  // Experimental, so off by default; set before the tags (options() replaces what withTags() wrote).
  if (nameMatchesText)
    builder = builder.options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
  const results = await builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
  );
}

const SHOTS = 'test/e2e/screenshots';
/** Emulated sample chain (sample-api/emulator/): a no_gas skip and an action-phase failure in one block. */
const FAILURES_BLOCK = 50503966;
const ACTION_FAILURE_TX = 'aFYBT8xg/rtC36DvloMhhvWWqcZ3Oz+4KZOH5RwoERg=';

const viewports = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const schemes = ['light', 'dark'] as const;

/** The list's "N of M transactions" status line. */
function listCount(page: Page, text: string | RegExp) {
  return page.getByRole('status').filter({ hasText: text });
}

function txUrl(seqno: number, hash: string, extra = '') {
  return `/block/${seqno}?${new URLSearchParams([['tx', hash]]).toString()}${extra}`;
}

/** The sample API answers the next masterchainBlockShardState request with this body (one-shot). */
async function serveOnce(page: Page, body: string) {
  const response = await page.request.post('/__sample/faults', {
    data: { path: 'masterchainBlockShardState', fault: { status: 200, body } },
  });
  expect(response.ok()).toBe(true);
}

for (const viewport of viewports) {
  for (const scheme of schemes) {
    test.describe(`${viewport.name} ${scheme}`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height }, colorScheme: scheme });

      test('a deep link to a failed transaction scrolls it into view, with its phases', async ({ page }) => {
        const problems = watchConsole(page);
        await page.goto(txUrl(FAILURES_BLOCK, ACTION_FAILURE_TX));
        const details = page.getByRole('article', { name: `Transaction ${ACTION_FAILURE_TX}` });
        await expect(details).toBeVisible();
        await expect(
          page.getByRole('button', { name: `Close transaction ${ACTION_FAILURE_TX.slice(0, 8)}` }),
        ).toBeInViewport();
        await expect(details.getByRole('region', { name: 'Action phase' })).toContainText(
          'failed with result code 37',
        );
        await expect(details.getByRole('region', { name: 'Compute phase' })).toBeVisible();
        await expectNoHorizontalScroll(page);
        await page.screenshot({ path: `${SHOTS}/block-deep-link-${viewport.name}-${scheme}.png` });
        await details.getByRole('heading', { name: 'Messages' }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/block-deep-link-messages-${viewport.name}-${scheme}.png` });
        expect(problems).toEqual([]);
      });

      test('the failed-only view of a block', async ({ page }) => {
        const problems = watchConsole(page);
        await page.goto(`/block/${FAILURES_BLOCK}?failed=1`);
        await expect(listCount(page, /^2 of \d+ transactions$/)).toBeVisible();
        await expect(page.getByRole('checkbox', { name: 'Failed only' })).toBeChecked();
        await expectNoHorizontalScroll(page);
        await page.screenshot({
          path: `${SHOTS}/block-failed-${viewport.name}-${scheme}.png`,
          fullPage: true,
        });
        expect(problems).toEqual([]);
      });
    });
  }
}

test('5,000 transactions: only the rows near the viewport exist, and the last one is reachable', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems = watchConsole(page);
  const base = recordedBlock('mainnet', RECORDED.mainnetBlock);
  const transactions = repeatTransactions(base.transactions, 5000);
  await serveOnce(page, blockBody(base, transactions));
  await page.goto('/block/900000001');
  await expect(listCount(page, '5,000 of 5,000 transactions')).toBeVisible({ timeout: 30_000 });
  const rows = page.getByRole('button', { name: /^Open transaction/ });
  expect(await rows.count()).toBeLessThan(80);

  // Scrolling to the end renders the end, still only a window of rows.
  // The block's actions are read in slices meanwhile, and each row's sentence changes its measured
  // height, so the end may move after a first End: pressing it again reaches it, as a reader would.
  const last = String(transactions.at(-1)!['hash']);
  const lastRow = page.getByRole('button', { name: `Open transaction ${last.slice(0, 8)}` });
  await expect(async () => {
    await page.keyboard.press('End');
    await expect(lastRow).toBeInViewport({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  expect(await rows.count()).toBeLessThan(80);

  // A deep link far down opens and shows it.
  const target = String(transactions[3210]!['hash']);
  await serveOnce(page, blockBody(base, transactions));
  await page.goto(txUrl(900000002, target));
  await expect(page.getByRole('article', { name: `Transaction ${target}` })).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByRole('button', { name: `Close transaction ${target.slice(0, 8)}` }),
  ).toBeInViewport();
  // The only errors allowed: the browser logging the 404 of the prefetched next block, which does not exist.
  expect(problems.filter((problem) => !problem.includes('status of 404'))).toEqual([]);
});

test('keyboard: j opens the next transaction, → the next block (already prefetched)', async ({ page }) => {
  await page.goto(`/block/${RECORDED.mainnetBlock}`);
  await expect(
    page.getByRole('heading', { name: `Masterchain block ${RECORDED.mainnetBlock}` }),
  ).toBeVisible();
  await page.keyboard.press('j');
  await expect(page.getByRole('article', { name: `Transaction ${RECORDED.externalWalletTx}` })).toBeVisible();
  await page.keyboard.press('j');
  await expect(page.getByRole('article', { name: `Transaction ${RECORDED.jettonTransferTx}` })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('tx')).toBe(RECORDED.jettonTransferTx);
  await page.keyboard.press('ArrowRight');
  await expect(
    page.getByRole('heading', { name: `Masterchain block ${RECORDED.mainnetBlock + 1}` }),
  ).toBeVisible();
  // Typing in a field is typing, not navigating.
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('x');
  await page.getByRole('searchbox', { name: 'Search', exact: true }).press('ArrowLeft');
  await expect(page).toHaveURL(new RegExp(`/block/${RECORDED.mainnetBlock + 1}\\?q=x$`));
  await page.getByRole('heading', { name: `Masterchain block ${RECORDED.mainnetBlock + 1}` }).click();
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(new RegExp(`/block/${RECORDED.mainnetBlock}\\?q=x$`));
});

test('filters live in the URL: a filtered view survives a reload', async ({ page }) => {
  await page.goto(`/block/${RECORDED.mainnetBlock}`);
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('tolya');
  await expect(listCount(page, '2 of 5 transactions')).toBeVisible();
  await page.getByRole('combobox', { name: 'Sort' }).selectOption('fees');
  await expect(page).toHaveURL(/\?q=tolya&sort=fees$/);
  await page.reload();
  await expect(listCount(page, '2 of 5 transactions')).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search', exact: true })).toHaveValue('tolya');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(listCount(page, '5 of 5 transactions')).toBeVisible();
  await expect(page).toHaveURL(/\?sort=fees$/);
});

test('copy as curl copies the exact request', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/block/${RECORDED.mainnetBlock}`);
  await page.getByRole('button', { name: 'Copy as curl' }).click();
  await expect(page.getByText('Copied', { exact: true })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(
    `curl -sS '${baseURL}/api/v3/masterchainBlockShardState?seqno=${RECORDED.mainnetBlock}'`,
  );
});

for (const scheme of schemes) {
  test(`axe: a failed transaction opened in a filtered list, 390 px ${scheme}`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(txUrl(FAILURES_BLOCK, ACTION_FAILURE_TX, '&failed=1'));
    await expect(page.getByRole('article', { name: `Transaction ${ACTION_FAILURE_TX}` })).toBeVisible();
    await page.getByRole('button', { name: 'Raw JSON of this transaction' }).click();
    expect(await axeViolations(page)).toEqual([]);
  });
}

/** A box inside `within` whose content is wider than the box: data reachable only by scrolling it sideways. */
async function sidewaysBoxes(page: Page, within: string) {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector);
    if (!root) return ['no ' + selector];
    return [root, ...root.querySelectorAll('*')]
      .filter((element) => {
        const style = getComputedStyle(element);
        return /auto|scroll/.test(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}: ${element.scrollWidth}`);
  }, within);
}

for (const scheme of schemes) {
  test(`accounts in this block at 390 px ${scheme}: balance and change in view, nothing sideways`, async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/block/50503953?view=accounts');
    const table = page.getByRole('table', { name: /^Accounts in this block/ });
    // A shared machine can take a while over the block and the view's own chunk.
    await expect(table).toBeVisible({ timeout: 30_000 });
    await expectNoHorizontalScroll(page);
    expect(await sidewaysBoxes(page, 'section[aria-labelledby="accounts-heading"]')).toEqual([]);
    // The first account's balance and net change are on the screen, not off to its right.
    const row = table.getByRole('row').nth(1);
    for (const cell of [row.getByRole('cell').nth(1), row.getByRole('cell').nth(2)]) {
      const box = await cell.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    await expect(row.getByRole('cell').nth(1)).toContainText('GRAM');
    // The sort says what it sorts by: the size of the change, gains and losses alike.
    await expect(page.getByText(/^Sorted by the size of the net change/)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Net change, by size/ })).toBeVisible();
    expect(await axeViolations(page, { nameMatchesText: true })).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/block-accounts-phone-${scheme}.png`, fullPage: true });
    expect(problems).toEqual([]);
  });
}

/**
 * Records, by the page's clock, when the block page's title (its Largest Contentful Paint) joins the
 * document; `titleAndChunk` reads that time and when the page's chunk was requested.
 */
async function watchBlockTitle(page: Page) {
  await page.addInitScript(() => {
    const seen = window as unknown as { titleAt?: number };
    new MutationObserver(() => {
      const title = document.querySelector('main h1');
      if (seen.titleAt === undefined && title?.textContent?.includes('block')) {
        seen.titleAt = performance.now();
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

async function titleAndChunk(page: Page): Promise<{ titleAt: number; chunkAt: number }> {
  const { titleAt, chunkAt } = await page.evaluate(() => ({
    titleAt: (window as unknown as { titleAt?: number }).titleAt,
    chunkAt: performance
      .getEntriesByType('resource')
      .find((entry) => /\/assets\/BlockRoute-[^/]*\.js$/.test(entry.name))?.startTime,
  }));
  expect(titleAt).toBeDefined();
  expect(chunkAt).toBeDefined();
  return { titleAt: titleAt as number, chunkAt: chunkAt as number };
}

test('a cold link paints the block skeleton’s title before it asks for the page’s code', async ({ page }) => {
  // The page's chunk is asked for only once the title's paint is reported (LazyPages.tsx).
  await watchBlockTitle(page);
  await page.goto(`/block/${FAILURES_BLOCK}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Masterchain block ${FAILURES_BLOCK}` }),
  ).toBeVisible();
  await expect(listCount(page, /transactions/).first()).toBeVisible();
  const { titleAt, chunkAt } = await titleAndChunk(page);
  expect(chunkAt).toBeGreaterThan(titleAt);
});

test('after a cold load of another page, a block page asks for its code at once', async ({ page }) => {
  // Only a cold load's first page waits for its skeleton's paint (cold-load.ts); a navigation in the app
  // renders the page, which asks for its code in that same render. Were it to wait like a cold load, it
  // would wait out the skeleton's 500 ms: browsers stop reporting paints as the largest after an input.
  await watchBlockTitle(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Latest block', exact: true }).click();
  await expect(listCount(page, /transactions/).first()).toBeVisible();
  const { titleAt, chunkAt } = await titleAndChunk(page);
  expect(chunkAt - titleAt).toBeLessThan(250);
});
