import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, watchConsole } from './page-checks.ts';

/** tolya.ton: two transactions in sample block 50503953. */
const TOLYA_UQ = 'UQCdqXGvONLwOr3zCNX5FjapflorB6ZsOdcdfLrjsDLt3AF4';
const TOLYA_SHORT = 'UQCdqX…Lt3AF4';
/** A jetton wallet of the same block (the first account of its list). */
const JETTON_EQ = 'EQDEBy17BKtMUEzSI9_eQsgDfGqZJy02JK7Cy_8ucrEC3Xiq';
const BLOCK = 50503953;

function rowOf(page: Page, short: string) {
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Show details of ${short}` }) });
}

async function lookUp(page: Page, text: string) {
  await page.goto('/accounts');
  await page.getByRole('textbox', { name: 'Addresses' }).fill(text);
  await page.getByRole('button', { name: /^Look up \d+ accounts?$/ }).click();
  await expect(page.getByRole('heading', { name: /found/ })).toBeVisible();
}

test('labels pasted with their addresses are shown, kept across a reload, shown on the block page and exported', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await lookUp(page, `${TOLYA_UQ},Team treasury\n${JETTON_EQ}\tJetton wallet`);
  await expect(page.getByText('2 labels saved')).toBeVisible();
  await expect(rowOf(page, TOLYA_SHORT)).toContainText('Team treasury');
  await expect(rowOf(page, 'EQDEBy…EC3Xiq')).toContainText('Jetton wallet');

  await page.reload();
  await expect(rowOf(page, TOLYA_SHORT)).toContainText('Team treasury');

  // The Find filter reads labels.
  await page.getByRole('searchbox', { name: 'Find' }).fill('treasury');
  await expect(
    page.getByRole('row').filter({ has: page.getByRole('button', { name: /^Show details/ }) }),
  ).toHaveCount(1);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  const [header, row] = csv.trim().split(/\r?\n/);
  expect(header!.split(',')).toEqual(expect.arrayContaining(['label', 'note']));
  expect(row).toContain('Team treasury');

  await page.goto(`/block/${BLOCK}`);
  await expect(page.getByRole('heading', { name: `Masterchain block ${BLOCK}` })).toBeVisible();
  // In the rows of tolya.ton's two transactions, inside its link (and in the account filter's options).
  await expect(page.getByRole('link', { name: /Team treasury/ }).first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('treasury');
  await expect(page.getByRole('status').filter({ hasText: /^2 of \d+ transactions$/ })).toBeVisible();
  expect(problems).toEqual([]);
});

test('labels imported from a CSV file: good rows stored, a bad row named, nothing stored lost', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await lookUp(page, `${TOLYA_UQ},Kept label`);
  await page.getByLabel('Import labels').setInputFiles({
    name: 'labels.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`address,label,note\n${JETTON_EQ},From the file,a note\nnot-an-address,Nobody\n`),
  });
  await expect(
    page.getByRole('status').filter({ hasText: /^1 label imported \(1 new, 0 changed\), 1 row skipped$/ }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: '1 row skipped' })).toContainText('Line 3');
  await lookUp(page, `${TOLYA_UQ}\n${JETTON_EQ}`);
  await expect(rowOf(page, TOLYA_SHORT)).toContainText('Kept label');
  await expect(rowOf(page, 'EQDEBy…EC3Xiq')).toContainText('From the file');
  expect(problems).toEqual([]);
});

for (const width of [1280, 360] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`axe at ${width}px, ${theme}: labels shown, a label being edited`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: theme });
      await lookUp(page, `${TOLYA_UQ},Team treasury\n${JETTON_EQ}`);
      await expect(rowOf(page, TOLYA_SHORT)).toContainText('Team treasury');
      await page.getByRole('button', { name: 'Add label to EQDEBy…EC3Xiq' }).click();
      await page.getByRole('textbox', { name: 'Label' }).fill('Jetton wallet');
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(
        results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.impact})`),
      ).toEqual([]);
      await expectNoHorizontalScroll(page);
      await page.screenshot({ path: `test-results/labels-${width}-${theme}.png`, fullPage: true });
    });
  }
}
