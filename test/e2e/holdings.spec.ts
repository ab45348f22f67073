import { expect, test, type Page } from '@playwright/test';

// Issue 26 in a browser: what the sample's jetton holders hold, and a server without the token
// endpoints — said once above the table, while the balances still load.

/** The emulated jetton's master ("Lens Token", LENS, 9 decimals). */
const LENS_MASTER = '0:A916EB105558CC4D95623B4A3ACD8292B099F872A081840D821C0FA82EC0DCA8';
const TOKEN_ENDPOINTS = ['jetton/wallets', 'nft/items', 'walletStates'] as const;

/** Uncaught exceptions only: Chromium logs every failed response (the 404s here) as a console error. */
function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The LENS holders and their balances, as the sample API answers them (nothing hard-coded). */
async function lensHolders(page: Page): Promise<{ owner: string; balance: bigint }[]> {
  const answer = await page.request.get(
    `/api/v3/jetton/wallets?jetton_address=${encodeURIComponent(LENS_MASTER)}&limit=1000`,
  );
  const body = (await answer.json()) as { jetton_wallets: { owner: string; balance: string }[] };
  return body.jetton_wallets.map((wallet) => ({ owner: wallet.owner, balance: BigInt(wallet.balance) }));
}

/** 9 decimals applied to the digits as text, thousands grouped, as the page writes LENS. */
function lensText(units: bigint): string {
  const digits = units.toString().padStart(10, '0');
  const whole = BigInt(digits.slice(0, -9)).toLocaleString('en-US');
  const fraction = digits.slice(-9).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

async function lookUp(page: Page, owners: readonly string[]) {
  await page.goto('/accounts');
  await page.getByRole('textbox', { name: 'Addresses' }).fill(owners.join('\n'));
  await page.getByRole('button', { name: `Look up ${owners.length} accounts` }).click();
  await expect(page.getByRole('heading', { name: `${owners.length} found, 0 not found` })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.request.delete('/__sample/faults');
});

test.afterEach(async ({ page }) => {
  await page.request.delete('/__sample/faults');
});

test('the LENS holders: each exact balance, and a foot total that adds up', async ({ page }) => {
  const errors = watchPageErrors(page);
  const holders = await lensHolders(page);
  expect(holders.length).toBeGreaterThan(1);
  await lookUp(
    page,
    holders.map((holder) => holder.owner),
  );
  await expect(page.getByText(/^Tokens: all \d+ requests? answered$/)).toBeVisible();
  const table = page.getByRole('table', { name: 'Accounts' });
  for (const { balance } of holders)
    await expect(table.getByText(`${lensText(balance)} LENS`).first()).toBeVisible();
  const total = holders.reduce((sum, holder) => sum + holder.balance, 0n);
  await expect(table.getByRole('row', { name: /^Total/ })).toContainText(lensText(total));
  expect(errors).toEqual([]);
});

test('a server without the token endpoints: said once each, above the table; balances load', async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  const holders = await lensHolders(page);
  // As an index without them answers (toncenter's router: 404 {"error":"not found"}), every time.
  for (const path of TOKEN_ENDPOINTS)
    expect(
      (
        await page.request.post('/__sample/faults', {
          data: { path, times: 1000, fault: { status: 404, body: '{"error":"not found"}' } },
        })
      ).status(),
    ).toBe(201);
  await lookUp(
    page,
    holders.map((holder) => holder.owner),
  );
  const notOffered = page.getByRole('list', { name: 'Not offered by the server' });
  const host = new URL(page.url()).host;
  await expect(notOffered.getByRole('listitem')).toHaveText(
    [
      `ⓘ Jetton balances: not offered by ${host} (jetton/wallets)`,
      `ⓘ Wallet types and seqnos: not offered by ${host} (walletStates)`,
      `ⓘ NFTs: not offered by ${host} (nft/items)`,
    ],
    { ignoreCase: false },
  );
  await expect(page.getByText(/not offered by/)).toHaveCount(3);
  const table = page.getByRole('table', { name: 'Accounts' });
  await expect(table.getByText(/not offered/)).toHaveCount(0);
  // The balances in GRAM: every row has one, and the total is there.
  await expect(table.getByRole('row', { name: /^Total/ })).toContainText('GRAM');
  expect(errors).toEqual([]);
});
