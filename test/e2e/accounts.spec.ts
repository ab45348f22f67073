import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, watchConsole } from './page-checks.ts';
import { parseAddress, toFriendlyAddress, toRawAddress } from '../../src/ton/address.ts';
import { coinAmountText } from '../../src/ton/coin.ts';
import { syntheticAccounts } from '../synthetic-accounts.ts';

const SHOTS = 'test/e2e/screenshots';
const dataset = JSON.parse(readFileSync('sample-api/dataset/mainnet.json', 'utf8')) as {
  accounts: Record<string, { balance?: string; status?: string }>;
  address_book: Record<string, { user_friendly: string }>;
};
// The sample dataset grows as recordings are added: counts and the total are derived from it.
const SAMPLE_ACCOUNTS = Object.keys(dataset.accounts);
const balanceOf = (raw: string) => BigInt(dataset.accounts[raw]?.balance ?? '0');
/** Exact, every nanoGRAM: the sum of the recorded balances, in GRAM (the default). */
const SAMPLE_TOTAL = coinAmountText(
  SAMPLE_ACCOUNTS.reduce((sum, raw) => sum + balanceOf(raw), 0n),
  { unit: 'ton', ticker: 'GRAM' },
);
const TOLYA_UQ = 'UQCdqXGvONLwOr3zCNX5FjapflorB6ZsOdcdfLrjsDLt3AF4';
const n = (value: number) => value.toLocaleString('en-US');

/**
 * 1024 accounts as people paste them: the eight sample accounts spread through 1016 valid random ones,
 * in a mix of forms (raw, bounceable, non-bounceable).
 */
function pastedList(): { lines: string[]; raws: string[] } {
  const random = syntheticAccounts(1024 - SAMPLE_ACCOUNTS.length, 2024);
  const raws = [...random];
  const spacing = Math.floor(1024 / SAMPLE_ACCOUNTS.length);
  SAMPLE_ACCOUNTS.forEach((raw, index) => raws.splice(index * spacing + 7, 0, raw));
  const lines = raws.map((raw, index) => {
    const parsed = parseAddress(raw);
    if (!parsed.ok) throw new Error(raw);
    if (index % 3 === 1) return toFriendlyAddress(parsed.address, { bounceable: true });
    if (index % 3 === 2) return toFriendlyAddress(parsed.address, { bounceable: false });
    return raw.toLowerCase();
  });
  return { lines, raws };
}

const RESULTS = new RegExp(
  `^${n(SAMPLE_ACCOUNTS.length)} found, ${n(1024 - SAMPLE_ACCOUNTS.length)} not found$`,
);

test('1024 pasted addresses: progress, exact total, CSV export, and the shared link opens the same list', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const problems = watchConsole(page);
  const { lines, raws } = pastedList();
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v3/accountStates')) requests.push(request.url());
  });

  await page.goto('/accounts');
  await page.getByRole('textbox', { name: 'Addresses' }).fill(lines.join('\n'));
  await expect(page.getByText('1,024 accounts', { exact: true })).toBeVisible();
  const started = Date.now();
  await page.getByRole('button', { name: 'Look up 1,024 accounts' }).click();
  await expect(page.getByRole('heading', { name: RESULTS })).toBeVisible({ timeout: 60_000 });
  const lookupMs = Date.now() - started;
  await expect(page.getByText('All 1,024 accounts fetched')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('row', { name: /^Total/ })).toContainText(SAMPLE_TOTAL);
  const longest = Math.max(...requests.map((url) => url.length));
  expect(longest).toBeLessThan(4000);

  // Export CSV: one line per account plus the header, balances exact.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^tonlens-accounts-.*\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
  const records = csv.trimEnd().split('\r\n');
  expect(records).toHaveLength(1025);
  expect(records.slice(1).map((record) => record.split(',')[0])).toEqual(raws);
  for (const raw of SAMPLE_ACCOUNTS) {
    const record = records.find((line) => line.startsWith(`${raw},`));
    expect(record).toContain(`,${dataset.accounts[raw]!.status},,${balanceOf(raw)},`);
  }

  // The link: a fragment (a 1024-address query string would be ~60 KB), opened in a fresh browser.
  const shared = page.url();
  expect(new URL(shared).hash).toMatch(/^#list=[A-Za-z0-9_-]+$/);
  const fresh = await (await browser.newContext()).newPage();
  const freshProblems = watchConsole(fresh);
  await fresh.goto(shared);
  await expect(fresh.getByRole('heading', { name: RESULTS })).toBeVisible({ timeout: 60_000 });
  await expect(fresh.getByRole('row', { name: /^Total/ })).toContainText(SAMPLE_TOTAL);
  // The results are the page: the paste box is folded to one line until "Edit list".
  await fresh.getByRole('button', { name: 'Edit list' }).click();
  const reopened = (await fresh.getByRole('textbox', { name: 'Addresses' }).inputValue()).split('\n');
  expect(
    reopened.map((text) => {
      const parsed = parseAddress(text);
      return parsed.ok ? toRawAddress(parsed.address) : text;
    }),
  ).toEqual(raws);

  console.log(
    `accounts e2e: lookup of 1024 took ${lookupMs} ms in ${requests.length} requests (longest URL ${longest} chars); ` +
      `shared link ${shared.length} chars`,
  );
  expect(problems).toEqual([]);
  expect(freshProblems).toEqual([]);
});

/** Scrolls the page so that the results table's top is at the top of the screen. */
async function scrollToTable(page: Page) {
  await page.evaluate(() => {
    const table = document.querySelector('table');
    if (table) window.scrollTo(0, table.getBoundingClientRect().top + window.scrollY);
  });
}

const viewports = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

for (const viewport of viewports) {
  for (const scheme of ['light', 'dark'] as const) {
    test.describe(`${viewport.name} ${scheme}`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height }, colorScheme: scheme });

      test('accounts: 1024 results and an opened account fit the screen', async ({ page }) => {
        const problems = watchConsole(page);
        const { raws } = pastedList();
        // Built the way the app builds it, so this also checks that reading the link needs no server.
        const { paths } = await import('../../src/paths.ts');
        await page.goto(paths.accounts(raws));
        await expect(page.getByRole('heading', { name: RESULTS })).toBeVisible({ timeout: 60_000 });
        // Richest first: the found accounts, with their domains and tokens, lead the table.
        await page.getByRole('combobox', { name: 'Sort by' }).selectOption('balance-desc');
        await expectNoHorizontalScroll(page);
        // The table scrolls with the page, which is as long as 1024 rows: the screen at its top, not the
        // whole page.
        await scrollToTable(page);
        await page.screenshot({ path: `${SHOTS}/accounts-list-${viewport.name}-${scheme}.png` });

        // Find one account among the 1024 and open it.
        await page.getByRole('searchbox', { name: 'Find' }).fill('tolya');
        await page.getByRole('button', { name: /^Show details of UQCdqX/ }).click();
        const details = page.getByRole('region', { name: `Details of ${TOLYA_UQ}` });
        await expect(details).toBeVisible();
        await expect(details.getByText('71.516612794 GRAM')).toBeVisible();
        await expectNoHorizontalScroll(page);
        await scrollToTable(page);
        await page.screenshot({ path: `${SHOTS}/accounts-details-${viewport.name}-${scheme}.png` });
        expect(problems).toEqual([]);
      });
    });
  }
}

/** The nearest element around `selector`'s first match that scrolls (or clips) its content, if any. */
async function scrollBoxAround(page: Page, selector: string): Promise<string | null> {
  return page.evaluate((target) => {
    const element = document.querySelector(target);
    if (!element) throw new Error(`no ${target}`);
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (/auto|scroll|hidden/.test(`${style.overflowX} ${style.overflowY}`)) {
        return `${node.tagName}.${node.className} (${style.overflowX} ${style.overflowY})`;
      }
    }
    return null;
  }, selector);
}

test.describe('results table, 1280 × 800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('1024 results scroll with the page, only the rows in view rendered', async ({ page }) => {
    const problems = watchConsole(page);
    const { raws } = pastedList();
    const { paths } = await import('../../src/paths.ts');
    await page.goto(paths.accounts(raws));
    await expect(page.getByRole('heading', { name: RESULTS })).toBeVisible({ timeout: 60_000 });
    // No box of its own: the table is as long as its rows, and the page scrolls it.
    expect(await scrollBoxAround(page, 'table')).toBeNull();
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(1024 * 30);
    // Still virtualized: a screenful of rows exists, not 1024.
    expect(await page.locator('table tr[aria-rowindex]').count()).toBeLessThan(120);

    // The page's own scroll brings the last account, then the first one back. Rows are measured as they
    // are laid out, and rows with holdings take two lines: the page's end can move once the last rows are
    // measured, so the scroll to the end is repeated until it stays there, as a reader's End key would be.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return page.locator('tr[aria-rowindex="1025"]').count();
      })
      .toBe(1);
    await expect(page.locator('tr[aria-rowindex="1025"]')).toBeInViewport();
    await expect(page.getByRole('row', { name: /^Total/ })).toBeInViewport();
    await scrollToTable(page);
    await expect(page.locator('tr[aria-rowindex="2"]')).toBeInViewport();
    expect(await page.locator('table tr[aria-rowindex]').count()).toBeLessThan(120);
    expect(problems).toEqual([]);
  });
});

test.describe('results table, 390 × 844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("each account's balance, change and status are on screen without sideways scrolling", async ({
    page,
  }) => {
    const problems = watchConsole(page);
    const { paths } = await import('../../src/paths.ts');
    await page.goto(paths.accounts(SAMPLE_ACCOUNTS));
    await expect(page.getByRole('heading', { name: /found/ })).toBeVisible({ timeout: 60_000 });
    // The holdings come after the balances and add to the page above and in the cards: measured once in.
    await expect(page.getByText(/^Tokens: all [\d,]+ requests? answered$/)).toBeVisible();
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('balance-desc');
    expect(await scrollBoxAround(page, 'table')).toBeNull();
    await expectNoHorizontalScroll(page);
    const first = page
      .locator('tbody tr')
      .filter({ has: page.getByRole('rowheader') })
      .first();
    await first.scrollIntoViewIfNeeded();
    for (const cell of await first.getByRole('cell').all()) {
      if (!(await cell.isVisible())) continue;
      const box = await cell.boundingBox();
      expect(box, await cell.innerText()).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    await expect(first.getByText('Active')).toBeInViewport({ ratio: 1 });
    const richest = [...SAMPLE_ACCOUNTS].sort((a, b) => (balanceOf(b) > balanceOf(a) ? 1 : -1))[0]!;
    await expect(
      first.getByText(coinAmountText(balanceOf(richest), { unit: 'ton', ticker: 'GRAM' })),
    ).toBeInViewport({ ratio: 1 });
    expect(problems).toEqual([]);
  });
});

// After "Look up" the page goes to its results: the first result row is in the window, the paste box has
// folded to one line, the results' heading has the focus, and nothing overflows sideways.
for (const { width, height, motion } of [
  { width: 1280, height: 800, motion: 'no-preference' },
  { width: 390, height: 844, motion: 'reduce' },
] as const) {
  test.describe(`Look up goes to the results at ${width}x${height}`, () => {
    test.use({ viewport: { width, height } });

    test(`the first result row is in view after Look up (${width} px, motion ${motion})`, async ({
      page,
    }) => {
      const problems = watchConsole(page);
      await page.emulateMedia({ reducedMotion: motion });
      await page.goto('/accounts');
      const list = [...SAMPLE_ACCOUNTS, 'EQ-bogus'].join('\n');
      await page.getByRole('textbox', { name: 'Addresses' }).fill(list);
      await page.getByRole('button', { name: `Look up ${n(SAMPLE_ACCOUNTS.length)} accounts` }).click();
      const heading = page.getByRole('heading', { name: new RegExp(`^${n(SAMPLE_ACCOUNTS.length)} found`) });
      await expect(heading).toBeFocused();
      await expect(page.getByRole('textbox', { name: 'Addresses' })).toBeHidden();
      await expect(page.getByRole('button', { name: 'Edit list' })).toHaveAccessibleDescription(
        `${n(SAMPLE_ACCOUNTS.length)} accounts · 1 not valid (not sent)`,
      );
      // The first row of the results (its "Show details" control), whole in the window once the scroll ends.
      const firstRow = page.getByRole('button', { name: /^Show details of / }).first();
      await expect
        .poll(async () => {
          const box = await firstRow.boundingBox();
          return box !== null && box.y >= 0 && box.y + box.height <= height;
        })
        .toBe(true);
      await expectNoHorizontalScroll(page);
      expect(problems).toEqual([]);
    });
  });
}

/**
 * Records, by the page's clock, when the accounts skeleton's hint (the page's Largest Contentful Paint)
 * joins the document and where it is, and where the page's own hint is once it replaces it.
 */
async function watchPasteHint(page: Page) {
  await page.addInitScript(() => {
    const seen = window as unknown as { hintAt?: number; skeletonHint?: number[] };
    new MutationObserver(() => {
      const hint = document.querySelector('[data-skeleton] p.muted');
      if (seen.hintAt === undefined && hint !== null) {
        seen.hintAt = performance.now();
        const box = hint.getBoundingClientRect();
        seen.skeletonHint = [box.x, box.y, box.width, box.height];
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

test('a cold load paints the paste box’s hint before it asks for the page’s code, in its final place', async ({
  page,
}) => {
  // LazyPages.tsx: the skeleton's hint is the page's largest text; the page's code is asked for once its
  // paint is reported, and the page's own hint takes the same box, so nothing moves.
  await watchPasteHint(page);
  await page.goto('/accounts');
  const box = page.getByRole('textbox', { name: 'Addresses' });
  await expect(box).toBeEditable();
  const { hintAt, chunkAt, skeletonHint, pageHint } = await page.evaluate(() => {
    const seen = window as unknown as { hintAt?: number; skeletonHint?: number[] };
    const hint = document.querySelector('form p.muted')?.getBoundingClientRect();
    return {
      hintAt: seen.hintAt,
      skeletonHint: seen.skeletonHint,
      pageHint: hint && [hint.x, hint.y, hint.width, hint.height],
      chunkAt: performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/AccountsRoute-[^/]*\.js$/.test(entry.name))?.startTime,
    };
  });
  expect(hintAt).toBeDefined();
  expect(chunkAt).toBeGreaterThan(hintAt as number);
  expect(pageHint).toEqual(skeletonHint);
  // The stand-in box was disabled; the page's box takes what is typed.
  await box.fill(TOLYA_UQ);
  await expect(page.getByRole('button', { name: 'Look up 1 account' })).toBeEnabled();
});

test('a cold link that names a list asks for the page’s code at once, and draws no box that folds away', async ({
  page,
}) => {
  // Its results need the page's code: waiting for the skeleton's paint would only delay them.
  await watchPasteHint(page);
  await page.addInitScript(() => {
    const seen = window as unknown as { titleAt?: number };
    new MutationObserver(() => {
      if (seen.titleAt === undefined && document.querySelector('main h1')) seen.titleAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`/accounts?address=${TOLYA_UQ}`);
  await expect(page.getByRole('button', { name: 'Edit list' })).toBeVisible();
  const { hintAt, titleAt, chunkAt } = await page.evaluate(() => {
    const seen = window as unknown as { hintAt?: number; titleAt?: number };
    return {
      hintAt: seen.hintAt,
      titleAt: seen.titleAt,
      chunkAt: performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/AccountsRoute-[^/]*\.js$/.test(entry.name))?.startTime,
    };
  });
  expect(hintAt).toBeUndefined();
  expect(titleAt).toBeDefined();
  expect(chunkAt).toBeDefined();
  expect((chunkAt as number) - (titleAt as number)).toBeLessThan(250);
});
