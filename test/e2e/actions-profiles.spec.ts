/**
 * Issue 27 on both kinds of server, in real Chromium: the sample API that offers /api/v3/actions and
 * /api/v3/traces, and the same sample with both turned off (SAMPLE_API_TRACES=off, the fifth server of
 * playwright.config.ts), as a self-hosted index without the classifier answers. On both the block page
 * says what happened in words; without the endpoints it says the server lacks them, reads the messages
 * itself, asks each endpoint once and shows no error page.
 */
import { expect, test, type Page } from '@playwright/test';
import { paths } from '../../src/paths.ts';
import { watchConsole } from './page-checks.ts';

// The emulated LENS transfer (100 LENS, "Thanks for lunch"), which runs from block 50503959 to 50503962.
const BLOCK = 50503960;
const TX = '84ND0F/IrdZDQdZRSwFOJiBuS+sjAKS1Zi0WB+PA9d0=';
const shownIn = expect.configure({ timeout: 30_000 });

function noTracesOrigin(): string {
  const origin = process.env.E2E_NOTRACES_ORIGIN;
  if (!origin) throw new Error('E2E_NOTRACES_ORIGIN is set by playwright.config.ts');
  return origin;
}

/** How many requests the page sent to each of the two endpoints. */
function countEndpointRequests(page: Page): { actions: number; traces: number } {
  const counts = { actions: 0, traces: 0 };
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('/api/v3/actions')) counts.actions += 1;
    if (path.endsWith('/api/v3/traces')) counts.traces += 1;
  });
  return counts;
}

test('with the endpoints: the server classifies, the trace opens across blocks', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = watchConsole(page);
  await page.goto(paths.transactionTrace(BLOCK, TX));
  const summary = page.getByRole('region', { name: 'What happened' });
  await shownIn(summary).toContainText(/classified by the server/i);
  await expect(summary).not.toContainText('does not offer');
  const details = page.getByRole('article', { name: `Transaction ${TX}` });
  await shownIn(details).toContainText('sent 100 LENS to');
  await shownIn(details.getByRole('list', { name: 'Transactions of the trace' })).toBeVisible();
  await expect(details.getByRole('link', { name: 'block 50503962' }).first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('without them: said once, tonlens reads the messages, no error page', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = watchConsole(page);
  const asked = countEndpointRequests(page);
  await page.goto(`${noTracesOrigin()}${paths.transactionTrace(BLOCK, TX)}`);
  const summary = page.getByRole('region', { name: 'What happened' });
  await shownIn(summary).toContainText(
    'This server does not offer actions; tonlens read them from the messages.',
  );
  const details = page.getByRole('article', { name: `Transaction ${TX}` });
  await shownIn(details).toContainText('read from the messages by tonlens');
  await shownIn(details).toContainText('This server does not offer traces');
  await shownIn(page.getByText(/sent 100 LENS to/).first()).toBeVisible();

  // The next block: what was learned holds, nothing is asked again.
  await page
    .getByRole('navigation', { name: 'Neighbouring blocks' })
    .getByRole('link', { name: `Block ${BLOCK + 1}` })
    .click();
  await shownIn(page.getByRole('heading', { name: `Masterchain block ${BLOCK + 1}` })).toBeVisible();
  await shownIn(page.getByRole('region', { name: 'What happened' })).toContainText('does not offer actions');
  expect(asked).toEqual({ actions: 1, traces: 1 });
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The only messages allowed: the browser logging the 404s it was answered (counted above).
  expect(problems.filter((problem) => !problem.includes('status of 404'))).toEqual([]);
});
