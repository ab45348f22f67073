import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const SHOTS = 'test/e2e/screenshots';
const SAMPLE_BLOCK = 50503953;
const SAMPLE_TX = '9hsNgT8weTaQEpK452gbmkTWOCXkCO/Kd+VP1Wxo86k=';

const pages = [
  // The page's blocks, not its title: the title and lead are also the skeleton's (HomeIntro).
  { name: 'home', url: '/', ready: { role: 'link', name: /^Block \d+$/ } },
  {
    name: 'block',
    url: `/block/${SAMPLE_BLOCK}`,
    ready: { role: 'heading', name: `Masterchain block ${SAMPLE_BLOCK}` },
  },
  {
    name: 'transaction',
    url: `/block/${SAMPLE_BLOCK}?tx=${encodeURIComponent(SAMPLE_TX)}`,
    ready: { role: 'article', name: `Transaction ${SAMPLE_TX}` },
  },
  {
    name: 'accounts',
    url: '/accounts?address=UQCdqXGvONLwOr3zCNX5FjapflorB6ZsOdcdfLrjsDLt3AF4&address=EQDEBy17BKtMUEzSI9_eQsgDfGqZJy02JK7Cy_8ucrEC3Xiq',
    ready: { role: 'heading', name: /found/ },
  },
] as const;

const themes = [
  { name: 'light', colorScheme: 'light', settings: { theme: 'light' } },
  { name: 'dark', colorScheme: 'dark', settings: { theme: 'dark' } },
  { name: 'high-contrast', colorScheme: 'light', settings: { theme: 'light', highContrast: true } },
  { name: 'high-contrast-dark', colorScheme: 'dark', settings: { theme: 'dark', highContrast: true } },
] as const;

const widths = [1280, 360] as const;

for (const width of widths) {
  for (const theme of themes) {
    test.describe(`axe at ${width}px, ${theme.name}`, () => {
      test.use({ viewport: { width, height: 900 }, colorScheme: theme.colorScheme });

      for (const target of pages) {
        test(`${target.name} has no axe violations`, async ({ page }) => {
          await page.addInitScript((settings) => {
            localStorage.setItem('tonlens.settings.v1', JSON.stringify(settings));
          }, theme.settings);
          await page.goto(target.url);
          await expect(page.getByRole(target.ready.role, { name: target.ready.name }).first()).toBeVisible();
          const results = await new AxeBuilder({ page })
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
            .analyze();
          const summary = results.violations.map(
            (violation) =>
              `${violation.id}: ${violation.help} — ${violation.nodes
                .slice(0, 3)
                .map((node) => node.target.join(' '))
                .join(', ')}`,
          );
          expect(summary).toEqual([]);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow).toBeLessThanOrEqual(0);
          await page.screenshot({
            path: `${SHOTS}/a11y-${target.name}-${width}-${theme.name}.png`,
            fullPage: true,
          });
        });
      }
    });
  }
}

test('keyboard: / focuses the search, ? lists the keys, l opens the latest block', async ({ page }) => {
  await page.goto('/');
  // The page itself, not its title alone: the title comes with the first render (HomeIntro), the keys'
  // code (useGlobalShortcuts) is asked for in that render's effects, long before the page's blocks.
  await expect(page.getByRole('link', { name: /^Block \d+$/ }).first()).toBeVisible();
  // Pressed again until the keys' chunk (useGlobalShortcuts) has come: a press before it does nothing.
  await expect(async () => {
    await page.keyboard.press('/');
    await expect(page.getByRole('searchbox', { name: 'Search blocks and accounts' })).toBeFocused({
      timeout: 1000,
    });
  }).toPass();
  await page.keyboard.press('Escape');
  await page.getByRole('heading', { name: 'tonlens' }).click();
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeHidden();
  await page.keyboard.press('l');
  await expect(page.getByRole('heading', { name: /^Masterchain block \d+$/ })).toBeVisible();
});
