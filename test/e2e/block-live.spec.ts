/**
 * What the live toncenter server says about a block (issue 13), in real Chromium against the sample API's
 * live profile (`{blocks}`, then the transactions page by page, 1 request/s): the shard blocks it lists
 * and the masterchain block's header in "Block details", at 1280 and 390 px in light and dark, with
 * screenshots; and the spec profile's page without either.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, watchConsole } from './page-checks.ts';
import {
  MASTERCHAIN_SHARD,
  blocksBody,
  datasetBlocks,
  recordedFullBlock,
  reidentified,
  withRecordedLtsAndHashes,
} from '../fixtures/block-headers.ts';

const SHOTS = 'test/e2e/screenshots';
const LIVE = process.env.E2E_LIVE_ORIGIN;
if (!LIVE) throw new Error('E2E_LIVE_ORIGIN is set by playwright.config.ts');
/** Emulated sample block: a masterchain tick and the two basechain shard blocks it commits. */
const BLOCK = 50503961;
const SHARD_BLOCKS = [
  `Shard block -1:${MASTERCHAIN_SHARD}:${BLOCK}`,
  'Shard block 0:4000000000000000:55671177',
  'Shard block 0:C000000000000000:55671177',
];

const viewports = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const schemes = ['light', 'dark'] as const;

/** The value under `label` in a list of facts (dt, dd). */
function fact(container: Locator, label: string) {
  return container
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** The Block details panel's value of the API field `field`. */
function headerField(page: Page, field: string) {
  return page
    .locator('dl div', { has: page.locator('dt code', { hasText: new RegExp(`^${field}$`) }) })
    .locator('dd');
}

/**
 * The live server refuses a second request within a second (429, Retry-After: 1) and the app waits and
 * asks again; the browser reports each refused request as a console error. Those are the server's design,
 * not the page's: anything else is a problem.
 */
function unexpected(problems: string[]) {
  return problems.filter((problem) => !/status of 429/.test(problem));
}

test.describe('live profile', () => {
  test.use({ baseURL: LIVE });

  for (const viewport of viewports) {
    for (const scheme of schemes) {
      test(`${viewport.name} ${scheme}: the shard blocks it lists, and the block's header`, async ({
        page,
      }) => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await page.emulateMedia({ colorScheme: scheme });
        const problems = watchConsole(page);
        await page.goto(`/block/${BLOCK}`);
        await expect(page.getByRole('table', { name: 'Transactions' })).toBeVisible({ timeout: 20_000 });

        const shards = page.getByRole('region', { name: 'Shard blocks' });
        await expect(shards.getByRole('listitem')).toHaveCount(3);
        for (const [index, name] of SHARD_BLOCKS.entries()) {
          await expect(shards.getByRole('listitem').nth(index)).toHaveAccessibleName(name);
        }
        const basechain = shards.getByRole('listitem', { name: SHARD_BLOCKS[1] });
        await expect(fact(basechain, 'Workchain')).toHaveText('0 basechain');
        await expect(fact(basechain, 'Shard')).toHaveText('4000000000000000');
        await expect(fact(basechain, 'Seqno')).toHaveText('55671177');
        await expect(fact(basechain, 'Time')).toHaveText('2025-08-02 18:10:23 UTC');
        await expect(fact(basechain, 'Transactions')).toHaveText('13');
        // The sample's headers have no lts or hashes: nothing stands in for them.
        await expect(basechain.getByText('Root hash')).toHaveCount(0);
        await expect(shards).not.toContainText('undefined');

        const toggle = page.getByRole('button', { name: 'Block details' });
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await toggle.click();
        await expect(headerField(page, 'global_id')).toHaveText('-239 (TON mainnet)');
        await expect(headerField(page, 'gen_utime')).toContainText('2025-08-02 18:10:23 UTC');
        await expect(headerField(page, 'tx_count')).toHaveText('1');
        await expect(headerField(page, 'prev_blocks').getByRole('link')).toHaveAttribute(
          'href',
          `/block/${BLOCK - 1}`,
        );
        await expect(headerField(page, 'root_hash')).toHaveCount(0);

        await expectNoHorizontalScroll(page);
        await toggle.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/block-live-${viewport.name}-${scheme}.png`, fullPage: true });
        expect(unexpected(problems)).toEqual([]);
      });
    }
  }

  test('390 px: a header with every field, and a shard block that holds none of its transactions', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const problems = watchConsole(page);
    const full = recordedFullBlock();
    const [, basechain, upper] = datasetBlocks('mainnet', BLOCK);
    // The recorded full header as this block's. The dataset's shard headers carry no lts or hashes: shard
    // C…'s gets the recorded ones (another block's values, for display).
    const masterchain = reidentified(full, { workchain: -1, shard: MASTERCHAIN_SHARD, seqno: BLOCK }, BLOCK);
    const hashed = withRecordedLtsAndHashes(upper!);
    const { start_lt, end_lt } = full;
    // A real shard block none of this block's transactions point at: 0:8000000000000000:55671169, the
    // last block of shard 8… before the basechain split into 4… and C…, committed by the earlier
    // masterchain block 50503953 with 5 transactions of its own. Its dataset header, unchanged.
    const [, earlier] = datasetBlocks('mainnet', 50503953);
    const answer = await page.request.post('/__sample/faults', {
      data: {
        path: 'masterchainBlockShardState',
        fault: { status: 200, body: blocksBody([masterchain, basechain!, hashed, earlier!]) },
      },
    });
    expect(answer.ok()).toBe(true);
    await page.goto(`/block/${BLOCK}`);
    await expect(page.getByRole('table', { name: 'Transactions' })).toBeVisible({ timeout: 20_000 });

    const shards = page.getByRole('region', { name: 'Shard blocks' });
    await expect(shards.getByRole('listitem')).toHaveCount(4);
    const earlierItem = shards.getByRole('listitem', { name: 'Shard block 0:8000000000000000:55671169' });
    await expect(fact(earlierItem, 'Seqno')).toHaveText('55671169');
    await expect(fact(earlierItem, 'Time')).toHaveText('2025-08-02 18:09:43 UTC');
    await expect(fact(earlierItem, 'Transactions')).toHaveText('5 · none listed below');
    await expect(earlierItem.getByText('Root hash')).toHaveCount(0);
    const hashedItem = shards.getByRole('listitem', { name: 'Shard block 0:C000000000000000:55671177' });
    await expect(fact(hashedItem, 'Transactions')).toHaveText('27');
    await expect(fact(hashedItem, 'Logical time')).toHaveText(`${String(start_lt)} – ${String(end_lt)}`);
    await expect(fact(hashedItem, 'Root hash')).toContainText('SMroEPt+…9OmMA=');

    await page.getByRole('button', { name: 'Block details' }).click();
    await expect(headerField(page, 'root_hash')).toHaveText(String(full['root_hash']));
    await expect(headerField(page, 'created_by')).toHaveText(String(full['created_by']));
    await expect(headerField(page, 'want_merge')).toHaveText('yes');
    await expect(headerField(page, 'validator_list_hash_short')).toHaveText(
      String(full['validator_list_hash_short']),
    );
    await expectNoHorizontalScroll(page);
    // The shard blocks and the open panel, in light and dark, pass axe (WCAG 2.1 A and AA).
    for (const scheme of schemes) {
      await page.emulateMedia({ colorScheme: scheme });
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    }
    await page.getByRole('button', { name: 'Block details' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/block-live-full-header-phone.png`, fullPage: true });
    expect(unexpected(problems)).toEqual([]);
  });
});

test('spec profile: no Block details, and the shard blocks of its transactions as before', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto(`/block/${BLOCK}`);
  await expect(page.getByRole('table', { name: 'Transactions' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Block details' })).toHaveCount(0);
  const shards = page.getByRole('region', { name: 'Shard blocks' });
  await expect(shards.locator('code')).toHaveText([
    `-1:${MASTERCHAIN_SHARD}:${BLOCK}`,
    '0:4000000000000000:55671177',
    '0:C000000000000000:55671177',
  ]);
  await expect(shards.getByText('13 transactions')).toBeVisible();
  await expect(shards.locator('dt')).toHaveCount(0);
  expect(problems).toEqual([]);
});
