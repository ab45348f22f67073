/**
 * The header, the settings and the small details that read wrong (issue 25), as a reader sees them in
 * Chromium: the header's height on a phone, the settings found as "Settings" and readable on one phone
 * screen, the Watch toggle's look, an arrow kept with what follows it, a whole hash broken evenly, and
 * amounts in a table aligned on the decimal point.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, watchConsole } from './page-checks.ts';

const BLOCK = 50503953;
const TX = '9hsNgT8weTaQEpK452gbmkTWOCXkCO/Kd+VP1Wxo86k=';
const ACCOUNTS =
  '/accounts?address=UQCdqXGvONLwOr3zCNX5FjapflorB6ZsOdcdfLrjsDLt3AF4&address=EQDEBy17BKtMUEzSI9_eQsgDfGqZJy02JK7Cy_8ucrEC3Xiq';
const PHONE = { width: 390, height: 844 };

async function openTransaction(page: Page) {
  await page.goto(`/block/${BLOCK}?tx=${encodeURIComponent(TX)}`);
  const details = page.getByRole('article', { name: `Transaction ${TX}` });
  await expect(details).toBeVisible();
  return details;
}

for (const width of [390, 360]) {
  test(`at ${width} px the header is two rows, says Settings, and the home page has one search box`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: PHONE.height });
    const problems = watchConsole(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'tonlens', level: 1 })).toBeVisible();
    // The page itself, not its skeleton (which has the same title and no second box to find).
    await expect(page.getByRole('link', { name: /^Block \d+$/ }).first()).toBeVisible();
    const header = await page.getByRole('banner').boundingBox();
    // Three rows took 140 px; two rows of 36 px controls with their gaps take under 100.
    expect(header?.height).toBeLessThanOrEqual(100);
    const settings = page.getByRole('banner').getByRole('button', { name: /^Settings · / });
    await expect(settings).toBeInViewport();
    await expect(settings).toContainText(/^Settings/);
    // The word and its cog only: the endpoint's name is left to its accessible name on a phone.
    expect((await settings.boundingBox())?.width).toBeLessThan(130);
    await expect(page.getByRole('searchbox')).toHaveCount(1);
    await expect(page.getByRole('banner').getByRole('searchbox')).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeInViewport();
    await expectNoHorizontalScroll(page);
    expect(problems).toEqual([]);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the settings: theme, times, amounts and the endpoint on one screen, without scrolling', async ({
    page,
  }) => {
    await page.goto(`/block/${BLOCK}`);
    await page.getByRole('button', { name: /^Settings/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await expect(dialog.getByRole('radio', { name: 'Dark' })).toBeVisible();
    for (const last of [
      dialog.getByRole('checkbox', { name: 'High contrast' }),
      dialog.getByRole('radio', { name: 'Local time' }),
      dialog.getByRole('radio', { name: /^TON \(the old ticker\)/ }),
      dialog.getByRole('radio', { name: 'Custom endpoint' }),
    ]) {
      await expect(last).toBeInViewport({ ratio: 1 });
    }
    expect(await dialog.evaluate((element) => element.scrollTop)).toBe(0);
    await expectNoHorizontalScroll(page);
  });

  test('an arrow between two things stays on the line of what follows it', async ({ page }) => {
    const details = await openTransaction(page);
    const arrows = await details.evaluate((article) =>
      [...article.querySelectorAll('[aria-hidden="true"]')]
        .filter((element) => /^\s*[→▲▼]\s*$/.test(element.textContent ?? ''))
        .map((arrow) => {
          // What the arrow leads to: the next thing shown (the words for assistive technology are not).
          let next = arrow.nextElementSibling;
          while (next?.classList.contains('visually-hidden')) next = next.nextElementSibling;
          const nextBox = next?.getBoundingClientRect();
          return {
            text: arrow.parentElement?.textContent ?? '',
            arrowBottom: Math.round(arrow.getBoundingClientRect().bottom),
            nextTop: nextBox ? Math.round(nextBox.top) : undefined,
          };
        }),
    );
    expect(arrows.length).toBeGreaterThan(2);
    for (const arrow of arrows) {
      if (arrow.nextTop === undefined) continue;
      // On one line: what follows does not start below the arrow's line.
      expect(arrow.nextTop, arrow.text).toBeLessThan(arrow.arrowBottom);
    }
  });
});

test('a whole hash breaks anywhere, never first at "/" (as Firefox would)', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const details = await openTransaction(page);
  const hash = details.getByTitle(TX, { exact: true }).filter({ hasText: TX });
  await expect(hash).toBeVisible();
  expect(await hash.evaluate((element) => getComputedStyle(element).wordBreak)).toBe('break-all');
});

/** The left edge of the decimal point in each amount of `cells` that has one. */
async function decimalPoints(cells: Locator): Promise<number[]> {
  return cells.evaluateAll((elements) =>
    elements.flatMap((cell) => {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent?.indexOf('.') ?? -1;
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        return [range.getBoundingClientRect().left];
      }
      return [];
    }),
  );
}

test('amounts in a table: tabular figures, aligned on the decimal point', async ({ page }) => {
  const details = await openTransaction(page);
  const fees = details.getByRole('table', { name: 'Fees by phase' });
  // The amounts (titled with both units), not the phases' names beside them.
  const amounts = fees.locator('td [title$=" nanoGRAM"]');
  const points = await decimalPoints(amounts);
  expect(points.length).toBeGreaterThan(2);
  expect(Math.max(...points) - Math.min(...points)).toBeLessThanOrEqual(1);
  const amount = amounts.first();
  expect(await amount.evaluate((element) => getComputedStyle(element).fontVariantNumeric)).toContain(
    'tabular-nums',
  );
});

test('the Watch toggle looks pressed once pressed', async ({ page }) => {
  await page.goto(ACCOUNTS);
  await expect(page.getByRole('heading', { name: /found/ })).toBeVisible();
  const watch = page.getByRole('button', { name: 'Watch' });
  const look = () =>
    watch.evaluate((element) => {
      const style = getComputedStyle(element);
      const mark = getComputedStyle(element, '::before');
      return [style.backgroundColor, style.borderColor, mark.backgroundColor].join(' ');
    });
  const off = await look();
  await watch.click();
  await expect(watch).toHaveAttribute('aria-pressed', 'true');
  // Not hovered, as before the click: the hover's own border must not pass for the pressed look.
  await page.mouse.move(0, 0);
  expect(await look()).not.toBe(off);
});

for (const width of [1280, 390]) {
  test(`at ${width} px the first paint, before any script, is the header's bar with the name where the app puts it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: PHONE.height });
    const brandBox = () =>
      page.evaluate(() => {
        const name = document.querySelector('header a[href="/"], .boot-inner');
        if (!name) return null;
        const range = document.createRange();
        range.selectNodeContents(name);
        const text = range.getBoundingClientRect();
        const bar = (name.closest('header') ?? name.closest('.boot-header'))?.getBoundingClientRect();
        return { left: text.left, top: text.top, barHeight: bar?.height ?? 0 };
      });
    // What index.html paints while the scripts are still on their way (here: never coming).
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(`/block/${BLOCK}`);
    await expect(page.locator('.boot-header')).toHaveText('◎ tonlens');
    const shell = await brandBox();
    await page.unroute('**/*.js');
    await page.goto(`/block/${BLOCK}`);
    await expect(page.getByRole('heading', { name: `Block ${BLOCK}`, level: 1 })).toBeVisible();
    // Replaced by the app's own header: one name, in the same place, the bar as tall.
    await expect(page.locator('.boot-header')).toHaveCount(0);
    const app = await brandBox();
    expect(shell).not.toBeNull();
    expect(Math.abs((shell?.left ?? 0) - (app?.left ?? 0))).toBeLessThanOrEqual(1);
    expect(Math.abs((shell?.top ?? 0) - (app?.top ?? 0))).toBeLessThanOrEqual(1);
    expect(shell?.barHeight).toBe(app?.barHeight);
  });
}
