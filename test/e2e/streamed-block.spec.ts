/**
 * A deep link into a big block read as it arrives. The data worker posts the answer's first rows before
 * its body ends, and the answer is not in block order (the synthetic block's comes by lt), so when the rest
 * arrives it is put between the first rows: the linked transaction moves thousands of pixels down. It must
 * stay open and in view, with its trace, once the block is complete (it once vanished, virtualized away).
 * Served by the sixth server (SAMPLE_API_BIG_TRACE=1: block 99,999,998 with its 4,000-transaction trace).
 */
import { expect, test } from '@playwright/test';
import { BIG_TRACE_ID, BIG_TRACE_SEQNO, BIG_TRACE_TRANSACTIONS } from '../../sample-api/big-trace.ts';
import { watchConsole } from './page-checks.ts';

const shownIn = expect.configure({ timeout: 60_000 });

test('a deep link with its trace stays open in view after a streamed block completes', async ({ page }) => {
  test.setTimeout(120_000);
  const origin = process.env.E2E_CONFIG_ORIGIN;
  if (!origin) throw new Error('E2E_CONFIG_ORIGIN is set by playwright.config.ts');
  const problems = watchConsole(page);
  const query = new URLSearchParams([
    ['tx', BIG_TRACE_ID],
    ['trace', '1'],
  ]);
  await page.goto(`${origin}/block/${BIG_TRACE_SEQNO}?${query.toString()}`);
  const total = BIG_TRACE_TRANSACTIONS.toLocaleString('en-US');
  await shownIn(
    page.getByRole('status').filter({ hasText: `${total} of ${total} transactions` }),
  ).toBeVisible();
  // The opened transaction is where the reader is, with its whole trace.
  const opened = page.locator('article').first();
  await shownIn(opened).toBeInViewport();
  await shownIn(page.getByRole('list', { name: 'Transactions of the trace' })).toBeVisible();
  await shownIn(page.getByRole('table', { name: 'Balance changes over the trace' })).toBeVisible();
  await expect(opened).toBeInViewport();
  expect(new URL(page.url()).searchParams.get('tx')).toBe(BIG_TRACE_ID);
  expect(problems).toEqual([]);
});
