import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, watchConsole } from './page-checks.ts';

// The sample API of this server simulates a moving chain (SAMPLE_API_MOVING=1, sample-api/moving-chain.ts).
const MOVING = process.env.E2E_MOVING_ORIGIN;
if (!MOVING) throw new Error('E2E_MOVING_ORIGIN is set by playwright.config.ts');
/** Moves +1.5 GRAM with every answer of the moving chain; tolya.ton never moves. */
const MOVING_EF = 'Ef9z5YM7OMjidryNU6dyg8qEHT7w4zrya1J7jYCBRbU0PZ3C';
const TOLYA_UQ = 'UQCdqXGvONLwOr3zCNX5FjapflorB6ZsOdcdfLrjsDLt3AF4';
const LIST = `/accounts?address=${MOVING_EF}&address=${TOLYA_UQ}`;

function rowOf(page: Page, friendly: string) {
  return page.getByRole('row').filter({
    has: page.getByRole('button', {
      name: `Show details of ${friendly.slice(0, 6)}…${friendly.slice(-6)}`,
    }),
  });
}

/**
 * Headless Chromium keeps every tab "visible": another page brought to front, focus emulation
 * (Emulation.setFocusEmulationEnabled) and a lifecycle freeze (Page.setWebLifecycleState) all leave
 * `document.visibilityState` at "visible". So the page is told it is hidden the way the browser tells
 * it: `visibilityState` (and `hidden`) redefined, and a `visibilitychange` event.
 */
async function setHidden(page: Page, hidden: boolean) {
  await page.evaluate((hide) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (hide ? 'hidden' : 'visible'),
    });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hide });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

test('a saved list, looked at again, marks what moved with its exact delta; its watch pauses while hidden', async ({
  page,
}) => {
  const errors = watchConsole(page);
  // Time is the page's own clock, run forward by the test: a watch waits a minute between refreshes.
  await page.clock.install();
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v3/accountStates')) requests.push(request.url());
  });
  await page.goto(`${MOVING}${LIST}`);
  await expect(page.getByRole('heading', { name: '2 found, 0 not found' })).toBeVisible();

  // Save the list.
  await page.getByRole('button', { name: 'Save this list' }).click();
  await page.getByRole('textbox', { name: 'Save current list as…' }).fill('Moving sample');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved list: Moving sample')).toBeVisible();
  await expect(page.getByText(/First lookup of this saved list/)).toBeVisible();
  expect(new URL(page.url()).searchParams.get('saved')).toBeTruthy();

  // Look again: the moving account is marked with its exact delta, the other is not.
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByText(/^1 account changed since .* \(marked in the table\)/)).toBeVisible();
  await expect(rowOf(page, MOVING_EF)).toContainText(/\+1\.5 GRAM since \d{4}-\d\d-\d\d/);
  await expect(rowOf(page, TOLYA_UQ)).not.toContainText('since');

  // Reopened from the menu after a reload: still the saved list, compared with the last look.
  await page.reload();
  await expect(page.getByText('Saved list: Moving sample')).toBeVisible();
  await expect(page.getByText(/^1 account changed since .* \(marked in the table\)/)).toBeVisible();

  // Watch: a refresh a minute after the last answer; none while the page is hidden.
  const watch = page.getByRole('button', { name: 'Watch' });
  await watch.click();
  await expect(watch).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/^Watching: next refresh in \d+ s$/)).toBeVisible();
  await setHidden(page, true);
  await expect(page.getByText('Paused: the tab is hidden')).toBeVisible();
  const sentWhileVisible = requests.length;
  await page.clock.runFor(150_000);
  expect(requests.length).toBe(sentWhileVisible);

  // Visible again: the refresh that fell due is sent, and marks the move since the last look.
  await setHidden(page, false);
  await expect.poll(() => requests.length).toBe(sentWhileVisible + 1);
  await expect(page.getByText(/^Watching: next refresh in \d+ s$/)).toBeVisible();
  await expect(rowOf(page, MOVING_EF)).toContainText(/\+1\.5 GRAM since/);
  expect(errors).toEqual([]);
});

for (const width of [1280, 360] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`axe at ${width}px, ${theme}: the list menu open, changes marked, watching`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: theme });
      await page.addInitScript((chosen) => {
        localStorage.setItem('tonlens.settings.v1', JSON.stringify({ theme: chosen }));
      }, theme);
      await page.goto(`${MOVING}${LIST}`);
      await expect(page.getByRole('heading', { name: '2 found, 0 not found' })).toBeVisible();
      await page.getByRole('button', { name: 'Save this list' }).click();
      await page.getByRole('textbox', { name: 'Save current list as…' }).fill(`Axe ${width} ${theme}`);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText(/First lookup of this saved list/)).toBeVisible();
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(page.getByText(/^1 account changed since .* \(marked in the table\)/)).toBeVisible();
      await page.getByRole('button', { name: 'Watch' }).click();
      // With a label shown, as the issue asks of this check.
      await page.getByRole('button', { name: /^Add label to Ef9z5Y/ }).click();
      await page.getByRole('textbox', { name: 'Label' }).fill('Moving wallet');
      await page.getByRole('textbox', { name: 'Label' }).press('Enter');
      await expect(rowOf(page, MOVING_EF)).toContainText('Moving wallet');
      await page.getByRole('button', { name: /^Lists/ }).click();
      await expect(page.getByRole('group', { name: 'Saved lists' })).toBeVisible();
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(
        results.violations.map(
          (violation) =>
            `${violation.id}: ${violation.help} — ${violation.nodes
              .slice(0, 3)
              .map((node) => node.target.join(' '))
              .join(', ')}`,
        ),
      ).toEqual([]);
      await expectNoHorizontalScroll(page);
      await page.screenshot({ path: `test-results/workspace-${width}-${theme}.png`, fullPage: true });
    });
  }
}
