/**
 * Jump to a time in real Chromium (issue 17): a time typed into the header search opens the block in
 * effect then, the search page shows each block it asks (slowed by the sample API's fault injection so
 * it can be seen), and a block page's "Go to time…" form. Axe on both, no sideways scroll at 390 px, and
 * screenshots (light and dark, 1280 and 390 px) to /tmp/h3-*.png for review.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, watchConsole } from './page-checks.ts';

const SHOTS = process.env.H3_SHOTS ?? '/tmp';

async function slowBlocks(page: Page, times: number, delayMs: number) {
  const response = await page.request.post('/__sample/faults', {
    data: { path: 'masterchainBlockShardState', times, fault: { delayMs } },
  });
  expect(response.ok()).toBe(true);
}

test.afterEach(async ({ page }) => {
  await page.request.delete('/__sample/faults');
});

test('a time typed into the header search opens the block in effect then', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/block/45268909');
  await expect(page.getByRole('heading', { name: 'Masterchain block 45268909' })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search blocks and accounts' });
  // 50502665 is 2025-08-02 17:14:22 UTC; the next sample block, 50502676, is 27 s later.
  await search.fill('2025-08-02 17:14:30');
  await search.press('Enter');
  await expect(page.getByRole('heading', { name: 'Masterchain block 50502665' })).toBeVisible();
  await expect(page).toHaveURL(/\/block\/50502665$/);
  await expect(page.getByRole('note', { name: 'Time asked' })).toContainText(
    'You asked for 2025-08-02 17:14:30 UTC: this is the block in effect then',
  );
  // The search page replaced itself: Back returns to the block the search was typed on.
  await page.goBack();
  await expect(page).toHaveURL(/\/block\/45268909$/);

  // A date alone: that day's first block.
  await search.fill('2025-04-28');
  await search.press('Enter');
  await expect(page.getByRole('heading', { name: 'Masterchain block 47270678' })).toBeVisible();

  // Out of range: said so, with the first and last blocks.
  await search.fill('2020-01-01 00:00');
  await search.press('Enter');
  const panel = page.getByRole('alert', { name: 'Before the first block' });
  await expect(panel).toContainText('is before the first block this API holds');
  await expect(panel.getByRole('link', { name: 'block 45268909' })).toBeVisible();
  expect(errors).toEqual([]);
});

for (const [width, height, scheme] of [
  [1280, 900, 'light'],
  [1280, 900, 'dark'],
  [390, 844, 'light'],
] as const) {
  test.describe(`${width} px ${scheme}`, () => {
    test.use({ viewport: { width, height }, colorScheme: scheme });

    test('the search shows each block it asks as it goes', async ({ page }) => {
      await page.goto('/block/45268909');
      await expect(page.getByRole('heading', { name: 'Masterchain block 45268909' })).toBeVisible();
      await slowBlocks(page, 5, 800);
      const search = page.getByRole('searchbox', { name: 'Search blocks and accounts' });
      await search.fill('2025-08-02 18:10:21');
      await search.press('Enter');
      await expect(page).toHaveURL(/\/block\/at\/2025-08-02T18:10:21Z$/);
      const progress = page.getByRole('region', { name: /Searching|Blocks asked/ });
      await expect(progress.getByRole('listitem')).toHaveCount(2, { timeout: 5000 });
      await expect(progress.getByRole('listitem').first()).toHaveText(
        'Block 50503953: 2025-08-02 18:09:43 UTC — earlier',
      );
      await page.screenshot({ path: `${SHOTS}/h3-progress-${width}-${scheme}.png`, fullPage: true });
      if (width < 400) await expectNoHorizontalScroll(page);
      await expect(page.getByRole('heading', { name: 'Masterchain block 50503960' })).toBeVisible({
        timeout: 10_000,
      });
    });

    test('the search page passes axe while it searches', async ({ page }) => {
      // Slow enough that the page is still searching when axe has read it.
      await slowBlocks(page, 3, 3000);
      await page.goto('/block/at/2025-08-02T18:10:21Z');
      const progress = page.getByRole('region', { name: 'Searching…' });
      await expect(progress.getByRole('listitem')).toHaveCount(1, { timeout: 5000 });
      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations).toEqual([]);
      await expect(page).toHaveURL(/\/block\/at\//);
    });

    test('"Go to time…" on a block page', async ({ page }) => {
      await page.goto('/block/50503953');
      await expect(page.getByRole('heading', { name: 'Masterchain block 50503953' })).toBeVisible();
      const toggle = page.getByRole('button', { name: 'Go to time…' });
      await toggle.focus();
      await page.keyboard.press('Enter');
      const field = page.getByRole('textbox', { name: /Date and time/ });
      await expect(field).toBeFocused();
      await expect(field).toHaveValue('2025-08-02 18:09:43 UTC');
      await field.fill('2025-08-02 18:09:61');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('alert').filter({ hasText: 'There is no second 61' })).toBeVisible();
      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations).toEqual([]);
      if (width < 400) await expectNoHorizontalScroll(page);
      await field.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/h3-go-to-time-${width}-${scheme}.png` });
      await field.fill('2025-08-02 18:10:50');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: 'Masterchain block 50503966' })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/h3-note-${width}-${scheme}.png` });
    });
  });
}
