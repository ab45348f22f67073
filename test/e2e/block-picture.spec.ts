import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, watchConsole } from './page-checks.ts';

// Emulated sample blocks: 50503966 has an action failure and a skipped compute phase, 50503961 three
// shard blocks and more opcodes than get a bar of their own.
const BLOCKS = [50503966, 50503961] as const;
const SHOTS = process.env.BLOCK_PICTURE_SHOTS;

const themes = [
  { name: 'light', colorScheme: 'light', settings: { theme: 'light' } },
  { name: 'dark', colorScheme: 'dark', settings: { theme: 'dark' } },
  { name: 'high-contrast', colorScheme: 'light', settings: { theme: 'light', highContrast: true } },
  { name: 'high-contrast-dark', colorScheme: 'dark', settings: { theme: 'dark', highContrast: true } },
] as const;

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('main')
    // Experimental, so off by default: a bar's name must hold the text it shows (voice control says it).
    // Set before the tags: options() replaces what withTags() wrote.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
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
}

for (const width of [1280, 360] as const) {
  for (const theme of themes) {
    test.describe(`picture of the block at ${width}px, ${theme.name}`, () => {
      test.use({ viewport: { width, height: 900 }, colorScheme: theme.colorScheme });

      for (const seqno of BLOCKS) {
        test(`block ${seqno}: no axe violations, a bar filters the list`, async ({ page }) => {
          const problems = watchConsole(page);
          await page.addInitScript((settings) => {
            localStorage.setItem('tonlens.settings.v1', JSON.stringify(settings));
          }, theme.settings);
          await page.goto(`/block/${seqno}`);
          const picture = page.getByRole('region', { name: 'Picture of the block' });
          // On a phone the picture starts folded, so the transactions come first; unfold it.
          const fold = picture.getByRole('button', { name: 'Picture of the block' });
          await expect(fold).toHaveAttribute('aria-expanded', width === 360 ? 'false' : 'true');
          if (width === 360) await fold.click();
          await expect(picture.getByRole('heading', { name: 'Transactions by outcome' })).toBeVisible();
          await expect(picture.getByRole('heading', { name: 'Value and fees by shard block' })).toBeVisible();
          await expectNoAxeViolations(page);
          await expectNoHorizontalScroll(page);
          if (SHOTS) {
            await picture.screenshot({ path: `${SHOTS}-${seqno}-${width}-${theme.name}.png` });
          }

          // The keyboard reaches a bar; pressing it filters the list and shows it pressed. Its name is
          // what it shows ("Success 23"), then what pressing does, so the locator matches both names.
          const bar = picture.getByRole('button', { name: /^Success \d+ — show / });
          await expect(bar).toHaveAccessibleName(/ — show only these$/);
          await bar.focus();
          await page.keyboard.press('Enter');
          await expect(page).toHaveURL(/[?&]outcome=success(&|$)/);
          await expect(bar).toHaveAttribute('aria-pressed', 'true');
          await expect(bar).toHaveAccessibleName(/ — show every outcome$/);
          await expect(page.getByRole('combobox', { name: 'Outcome' })).toHaveValue('success');
          // Next to the bar: what it did, and the way to the list far below, which takes focus there.
          const outcomes = picture.getByRole('figure', { name: 'Transactions by outcome' });
          await expect(outcomes.getByRole('status')).toHaveText(/^Showing \d+ of \d+ transactions$/);
          await outcomes.getByRole('button', { name: 'Go to the list' }).click();
          const heading = page.getByRole('heading', { name: 'Transactions', exact: true });
          await expect(heading).toBeFocused();
          await expect(heading).toBeInViewport();
          await bar.scrollIntoViewIfNeeded();

          // A click on a shard block's bar narrows it further; the filters say which and clear it.
          const shard = picture.getByRole('button', { name: /^0:C000000000000000:\d+ / });
          await shard.click();
          await expect(page).toHaveURL(/[?&]shard=0%3AC000000000000000%3A\d+/);
          await expect(shard).toHaveAttribute('aria-pressed', 'true');
          await expectNoAxeViolations(page);
          await page.getByRole('button', { name: 'Clear filters' }).click();
          await expect(bar).toHaveAttribute('aria-pressed', 'false');
          await expect(shard).toHaveAttribute('aria-pressed', 'false');
          expect(problems).toEqual([]);
        });
      }
    });
  }
}
