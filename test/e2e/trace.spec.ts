/**
 * A transaction's whole trace (issue 27), opened by its link `?tx=…&trace=1`: the emulated LENS transfer
 * that runs from block 50503959 to 50503962. axe finds nothing, at 390 px nothing reaches past the right
 * edge, and screenshots light, dark and 390 px land in /tmp/h27-trace-*.png.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { paths } from '../../src/paths.ts';
import {
  elementsBeyondViewport,
  expectNoHorizontalScroll,
  sidewaysScrollBoxes,
  watchConsole,
} from './page-checks.ts';

const BLOCK = 50503960;
const TX = '84ND0F/IrdZDQdZRSwFOJiBuS+sjAKS1Zi0WB+PA9d0=';
const shownIn = expect.configure({ timeout: 30_000 });

async function openTrace(page: Page) {
  await page.goto(paths.transactionTrace(BLOCK, TX));
  const details = page.getByRole('article', { name: `Transaction ${TX}` });
  const rows = details.getByRole('list', { name: 'Transactions of the trace' });
  await shownIn(rows).toBeVisible();
  await shownIn(details.getByRole('table', { name: 'Balance changes over the trace' })).toBeVisible();
  await details.getByRole('region', { name: 'Trace' }).scrollIntoViewIfNeeded();
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  return { details, rows };
}

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

for (const scheme of ['light', 'dark'] as const) {
  test(`the trace by its link, ${scheme}: every transaction, axe clean`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 1280, height: 900 });
    const problems = watchConsole(page);
    const { details, rows } = await openTrace(page);
    await expect(rows.getByRole('listitem')).toHaveCount(5);
    await expect(rows.getByRole('link', { name: 'block 50503962' }).first()).toBeVisible();
    await expect(details.getByRole('button', { name: 'Hide the whole trace' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await details.getByRole('region', { name: 'Trace' }).screenshot({ path: `/tmp/h27-trace-${scheme}.png` });
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test('the trace at 390 px: nothing beyond the right edge, axe clean', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const problems = watchConsole(page);
  const { details } = await openTrace(page);
  await details.getByRole('region', { name: 'Trace' }).screenshot({ path: '/tmp/h27-trace-390.png' });
  expect.soft(await elementsBeyondViewport(page), 'elements beyond the right edge').toEqual([]);
  expect.soft(await sidewaysScrollBoxes(page), 'boxes scrolled sideways to reach data').toEqual([]);
  await expectNoHorizontalScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test('the tree works by keyboard: a folded level opens with Enter', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { rows } = await openTrace(page);
  // The root's fold button: the first of the list.
  const first = rows.getByRole('button').first();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(rows.getByRole('listitem')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(rows.getByRole('listitem')).toHaveCount(5);
});
