import { expect, test } from '@playwright/test';
import { expectNoHorizontalScroll, watchConsole } from './page-checks.ts';

const SHOTS = 'test/e2e/screenshots';
const SAMPLE_BLOCK = 50503953;
const SAMPLE_TX = '9hsNgT8weTaQEpK452gbmkTWOCXkCO/Kd+VP1Wxo86k=';

const viewports = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const schemes = ['light', 'dark'] as const;

for (const viewport of viewports) {
  for (const scheme of schemes) {
    test.describe(`${viewport.name} ${scheme}`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height }, colorScheme: scheme });

      test('home page lists the sample blocks', async ({ page }) => {
        const problems = watchConsole(page);
        await page.goto('/');
        await expect(page.getByRole('heading', { name: 'tonlens', level: 1 })).toBeVisible();
        const samples = page.getByRole('region', { name: 'Sample blocks' });
        await expect(samples.getByRole('link', { name: `Block ${SAMPLE_BLOCK}` })).toBeVisible();
        await expectNoHorizontalScroll(page);
        await page.screenshot({ path: `${SHOTS}/home-${viewport.name}-${scheme}.png`, fullPage: true });
        expect(problems).toEqual([]);
      });

      test('a sample block shows its transactions', async ({ page }) => {
        const problems = watchConsole(page);
        await page.goto(`/block/${SAMPLE_BLOCK}`);
        await expect(page.getByRole('heading', { name: `Masterchain block ${SAMPLE_BLOCK}` })).toBeVisible();
        await expect(page.getByRole('button', { name: /^Open transaction/ })).toHaveCount(5);
        await expectNoHorizontalScroll(page);
        await page.screenshot({ path: `${SHOTS}/block-${viewport.name}-${scheme}.png`, fullPage: true });
        expect(problems).toEqual([]);
      });

      test('a transaction deep link opens it with its phases', async ({ page }) => {
        const problems = watchConsole(page);
        await page.goto(`/block/${SAMPLE_BLOCK}?tx=${encodeURIComponent(SAMPLE_TX)}`);
        const details = page.getByRole('article', { name: `Transaction ${SAMPLE_TX}` });
        await expect(details).toBeVisible();
        await expect(details.getByRole('region', { name: 'Compute phase' })).toBeVisible();
        await expect(details.getByRole('region', { name: 'Action phase' })).toBeVisible();
        await expectNoHorizontalScroll(page);
        await page.screenshot({
          path: `${SHOTS}/transaction-${viewport.name}-${scheme}.png`,
          fullPage: true,
        });
        expect(problems).toEqual([]);
      });
    });
  }
}

test('accounts: sample accounts show their exact balances', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/');
  await page.getByRole('link', { name: /Look up all \d+ sample accounts/ }).click();
  await expect(page.getByRole('heading', { name: /\d+ found, 0 not found/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/accounts-desktop-light.png`, fullPage: true });
  expect(problems).toEqual([]);
});

test('an unknown block says so, and the search still works', async ({ page }) => {
  await page.goto('/block/1');
  await expect(page.getByRole('alert', { name: 'No such block' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search blocks and accounts' }).fill(String(SAMPLE_BLOCK));
  await page.getByRole('searchbox', { name: 'Search blocks and accounts' }).press('Enter');
  await expect(page.getByRole('heading', { name: `Masterchain block ${SAMPLE_BLOCK}` })).toBeVisible();
});

test('every tab says what it shows, through navigation and history', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('tonlens — TON block and account explorer');
  await page.goto(`/block/${SAMPLE_BLOCK}`);
  await expect(page).toHaveTitle(`Block ${SAMPLE_BLOCK} · tonlens`);
  await page
    .getByRole('button', { name: /^Open transaction/ })
    .first()
    .click();
  await expect(page).toHaveTitle(new RegExp(`^Transaction .{4}… · Block ${SAMPLE_BLOCK} · tonlens$`));
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveTitle(`Block ${SAMPLE_BLOCK + 1} · tonlens`);
  await page.goBack();
  await expect(page).toHaveTitle(new RegExp(`^Transaction .{4}… · Block ${SAMPLE_BLOCK} · tonlens$`));
  await page.goto('/block/1');
  await expect(page).toHaveTitle('No such block · tonlens');
  await page.goto(
    '/accounts?address=UQCdqXGvONLwOr3zCNX5FjapflorB6ZsOdcdfLrjsDLt3AF4&address=EQDEBy17BKtMUEzSI9_eQsgDfGqZJy02JK7Cy_8ucrEC3Xiq',
  );
  await expect(page).toHaveTitle('2 accounts · tonlens');
  await page.goto('/accounts');
  await expect(page).toHaveTitle('Accounts · tonlens');
  await page.goto('/nope');
  await expect(page).toHaveTitle('Not found · tonlens');
});
