// The request budget across tabs, in real Chromium: two pages of one browser share what a 429 taught
// (localStorage) and take turns (Web Locks), so a second tab does not double the rate or ignore a pause.
import { expect, test, type Page } from '@playwright/test';

const ACCOUNTS = [
  'UQCdqXGvONLwOr3zCNX5FjapflorB6ZsOdcdfLrjsDLt3AF4',
  'EQDEBy17BKtMUEzSI9_eQsgDfGqZJy02JK7Cy_8ucrEC3Xiq',
];
const accountsUrl = (address: string) => `/accounts?address=${address}`;
const RETRY_AFTER_S = 3;

/** When each request for accountStates left the page, and how it was answered. */
function recordAccountRequests(page: Page): Array<{ sentAt: number; status?: number }> {
  const requests: Array<{ sentAt: number; status?: number }> = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/api/v3/accountStates'))
      requests.push({ sentAt: Date.now() });
  });
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.endsWith('/api/v3/accountStates')) return;
    const pending = requests.find((entry) => entry.status === undefined);
    if (pending) pending.status = response.status();
  });
  return requests;
}

test.afterEach(async ({ request }) => {
  await request.delete('/__sample/faults');
});

test('a 429 seen by one tab pauses the endpoint for the other tab too', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  const fromFirst = recordAccountRequests(first);
  const fromSecond = recordAccountRequests(second);
  const injected = await first.request.post('/__sample/faults', {
    data: { path: 'accountStates', times: 1, fault: { status: 429, retryAfter: RETRY_AFTER_S } },
  });
  expect(injected.status()).toBe(201);

  await first.goto(accountsUrl(ACCOUNTS[0]!));
  await expect.poll(() => fromFirst[0]?.status).toBe(429);
  const refusedAt = Date.now();
  await second.goto(accountsUrl(ACCOUNTS[1]!));

  // Both tabs end with their account, nothing failed: the refused request was sent again in its turn.
  for (const page of [first, second]) {
    await expect(page.getByRole('heading', { name: /^1 found, 0 not found$/ })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('alert')).toHaveCount(0);
  }
  // The second tab never asked while the first tab's Retry-After ran, and nobody was refused again.
  expect(fromSecond[0]!.sentAt - refusedAt).toBeGreaterThanOrEqual(RETRY_AFTER_S * 1000 - 300);
  expect([...fromFirst, ...fromSecond].filter((entry) => entry.status === 429)).toHaveLength(1);
  // After the refusal the budget spaces sends by the Retry-After (at most 2 s): the two tabs' requests
  // that followed it are that far apart, not sent together.
  const after = [...fromFirst.slice(1), ...fromSecond].map((entry) => entry.sentAt).sort((a, b) => a - b);
  expect(after).toHaveLength(2);
  expect(after[1]! - after[0]!).toBeGreaterThanOrEqual(1900);
});
