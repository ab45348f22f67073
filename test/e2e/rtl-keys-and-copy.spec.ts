/**
 * Issue 28: shortcuts by the key's place on Russian and Persian layouts (event.code, not event.key), and
 * chain values that read and copy the same in a Persian (right-to-left) page as in English.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { RECORDED } from '../fixtures/recorded-transactions.ts';
import { syntheticAccounts } from '../synthetic-accounts.ts';

const BLOCK = RECORDED.mainnetBlock;

/** A key as a layout sends it: what it prints (`key`) and where it is on a US keyboard (`code`). */
async function press(
  page: Page,
  key: string,
  code: string,
  modifiers: { shiftKey?: boolean; ctrlKey?: boolean } = {},
) {
  await page.evaluate(
    ([key, code, shiftKey, ctrlKey]) => {
      const target = document.activeElement instanceof HTMLElement ? document.activeElement : document.body;
      target.dispatchEvent(
        new KeyboardEvent('keydown', { key, code, shiftKey, ctrlKey, bubbles: true, cancelable: true }),
      );
    },
    [key, code, modifiers.shiftKey ?? false, modifiers.ctrlKey ?? false] as const,
  );
}

async function blur(page: Page) {
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  });
}

const selectedTx = (page: Page) => new URL(page.url()).searchParams.get('tx');

// What each layout prints on the US keys j, k, /, and Shift+/ (ЙЦУКЕН; Persian ISIRI 9147).
const LAYOUTS = [
  { lang: 'ru', dir: 'ltr', j: 'о', k: 'л', slash: '.', question: ',' },
  { lang: 'fa', dir: 'rtl', j: 'ت', k: 'ن', slash: '/', question: '؟' },
] as const;

for (const layout of LAYOUTS) {
  test(`shortcuts on a ${layout.lang} keyboard layout: j, k, /, Ctrl+K, ?, ← and →`, async ({ page }) => {
    await page.goto(`/block/${BLOCK}?lang=${layout.lang}`);
    await expect(page.locator('html')).toHaveAttribute('dir', layout.dir);
    await expect(page.locator('h1')).toContainText(String(BLOCK));
    // j and k belong to the loaded block's list.
    await expect(page.locator('[data-account]').first()).toBeVisible();

    await press(page, layout.j, 'KeyJ');
    await expect.poll(() => selectedTx(page)).toBe(RECORDED.externalWalletTx);
    await press(page, layout.j, 'KeyJ');
    await expect.poll(() => selectedTx(page)).toBe(RECORDED.jettonTransferTx);
    await press(page, layout.k, 'KeyK');
    await expect.poll(() => selectedTx(page)).toBe(RECORDED.externalWalletTx);

    const search = page.locator('input[type="search"]').first();
    await blur(page);
    await press(page, layout.slash, 'Slash');
    await expect(search).toBeFocused();
    await blur(page);
    await press(page, layout.k, 'KeyK', { ctrlKey: true });
    await expect(search).toBeFocused();
    await blur(page);

    await press(page, layout.question, 'Slash', { shiftKey: true });
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    // ← and → as the pager's links sit: left to right the next block is on the right, right to left on
    // the left (src/components/ui/shortcut-key.ts).
    const [later, earlier] = layout.dir === 'rtl' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];
    await press(page, later, later);
    await expect(page).toHaveURL(new RegExp(`/block/${BLOCK + 1}(\\?|$)`));
    await expect(page.locator('h1')).toContainText(String(BLOCK + 1));
    await press(page, earlier, earlier);
    await expect(page).toHaveURL(new RegExp(`/block/${BLOCK}(\\?|$)`));
  });
}

/** Clicks a copy button and returns what it put on the clipboard. */
async function copiedBy(page: Page, button: ReturnType<Page['locator']>): Promise<string> {
  await page.evaluate(() => navigator.clipboard.writeText('\u2205'));
  await button.click();
  let copied = '\u2205';
  await expect
    .poll(async () => {
      copied = await page.evaluate(() => navigator.clipboard.readText());
      return copied;
    })
    .not.toBe('\u2205');
  return copied;
}

/**
 * The chain values among a page's left-to-right texts. A value that is only words ("unchanged", a field
 * name) may sit beside its translation in Persian and alone in English, where the two are the same word.
 */
const chainValues = (texts: readonly string[]) => texts.filter((text) => !/^[\p{L} ]+$/u.test(text));

/** What a transaction shows and copies: its left-to-right values, its copy buttons' texts, a signed amount. */
async function transactionValues(page: Page, lang: string, expectedShown?: readonly string[]) {
  await page.goto(`/block/${BLOCK}?tx=${encodeURIComponent(RECORDED.jettonTransferTx)}&lang=${lang}`);
  const article = page
    .locator('article')
    .filter({ has: page.locator('[data-account]') })
    .first();
  await expect(article.locator('[data-account]').first()).toBeVisible();
  // The jetton's metadata arrives after the transaction: until then its amount is shown in raw units.
  await expect(article.getByText('1 USD₮', { exact: true }).first()).toBeVisible();
  const ltrTexts = async () => chainValues(await article.locator('[dir="ltr"]').allTextContents());
  if (expectedShown) await expect.poll(ltrTexts).toEqual(expectedShown);
  const shown = await ltrTexts();
  const buttons = article.locator('button[data-status]');
  const copied: string[] = [];
  const count = Math.min(await buttons.count(), 12);
  for (let index = 0; index < count; index++) copied.push(await copiedBy(page, buttons.nth(index)));
  // A signed amount, selected and copied as a reader would (Ctrl+C).
  const signed = article
    .locator('.mono[dir="ltr"]')
    .filter({ hasText: /^[+\u2212]\d/u })
    .first();
  await signed.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
  });
  await page.keyboard.press('Control+C');
  const signedCopied = await page.evaluate(() => navigator.clipboard.readText());
  return { shown, copied, signed: await signed.textContent(), signedCopied };
}

test('a Persian page shows and copies an address, a hash and a signed amount as English does', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const english = await transactionValues(page, 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  const persian = await transactionValues(page, 'fa', english.shown);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(english.copied.length).toBeGreaterThanOrEqual(3);
  expect(english.copied.some((text) => /^[EU]Q[\w-]{46}$|^-?\d:[0-9A-F]{64}$/u.test(text))).toBe(true);
  expect(english.copied).toContain(RECORDED.jettonTransferTx);
  expect(english.signed).toMatch(/^[+\u2212]\d/u);
  expect(persian).toEqual(english);
});

test('a 10-address paste on /accounts copies the same addresses in Persian as in English', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const dataset = JSON.parse(readFileSync('sample-api/dataset/mainnet.json', 'utf8')) as {
    accounts: Record<string, unknown>;
  };
  const addresses = [...Object.keys(dataset.accounts).slice(0, 8), ...syntheticAccounts(2, 28)];
  expect(addresses).toHaveLength(10);

  async function pasteAndCopy(lang: string) {
    await page.goto(`/accounts?lang=${lang}`);
    await page.locator('textarea#address-list').fill(addresses.join('\n'));
    const answered = page.waitForResponse((response) => response.url().includes('/api/v3/accountStates'));
    await page.locator('main form button[type="submit"]').first().click();
    await answered;
    // Rows are drawn before the answer (in the bounceable form); the answer's address book then picks each
    // account's own form (a wallet's non-bounceable UQ…), so the values are read once it has landed.
    await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 60_000 });
    const buttons = page.locator('table [data-account] button[data-status]');
    await expect(buttons.first()).toBeVisible({ timeout: 60_000 });
    await expect(
      page.locator('table [data-account] .mono[dir="ltr"]').filter({ hasText: /^UQ/u }).first(),
    ).toBeVisible();
    const shown = await page.locator('table [data-account] .mono[dir="ltr"]').allTextContents();
    const copied: string[] = [];
    const count = await buttons.count();
    for (let index = 0; index < count; index++) copied.push(await copiedBy(page, buttons.nth(index)));
    return { shown, copied };
  }

  const english = await pasteAndCopy('en');
  const persian = await pasteAndCopy('fa');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(english.copied.length).toBeGreaterThanOrEqual(8);
  expect(persian).toEqual(english);
});
