/**
 * One build, told at run time: the sixth server of playwright.config.ts serves the same dist/ with a
 * config.json (test/fixtures/runtime-config.json) naming the sample API under /deploy/api/v3, its server
 * holding the key. The app asks there, never sends a key there (not even one the reader stored for that
 * origin), and Settings says the server holds it. Without a config.json, as before.
 */
import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './page-checks.ts';

const shownIn = expect.configure({ timeout: 30_000 });

function configOrigin(): string {
  const origin = process.env.E2E_CONFIG_ORIGIN;
  if (!origin) throw new Error('E2E_CONFIG_ORIGIN is set by playwright.config.ts');
  return origin;
}

/** Every API request the page sends: its path and whether it carried a key. */
function watchApiRequests(page: Page): { path: string; key: string | undefined }[] {
  const seen: { path: string; key: string | undefined }[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.includes('/api/v3/')) seen.push({ path, key: request.headers()['x-api-key'] });
  });
  return seen;
}

test('a config.json naming /deploy/api/v3: the app asks there, with no key', async ({ page }) => {
  const origin = configOrigin();
  // The reader once stored a key for this origin: the server holds its own, so this one stays here.
  await page.addInitScript((keyOrigin) => {
    const settings = { keysByOrigin: { [keyOrigin]: 'readers-own-key' } };
    localStorage.setItem('tonlens.settings.v1', JSON.stringify(settings));
  }, origin);
  const problems = watchConsole(page);
  const requests = watchApiRequests(page);
  await page.goto(`${origin}/`);
  await shownIn(page.getByRole('banner').getByRole('button', { name: /Deploy proxy/ })).toBeVisible();
  await expect.poll(() => requests.length, { timeout: 30_000 }).toBeGreaterThan(0);
  expect(requests.every((request) => request.path.startsWith('/deploy/api/v3/'))).toBe(true);
  expect(requests.filter((request) => request.key !== undefined)).toEqual([]);

  await page.getByRole('button', { name: /^Settings/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await shownIn(dialog.getByText(/holds the API key/)).toContainText(origin);
  await expect(dialog.getByLabel(/API key for/)).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('without a config.json: the build’s own endpoint, as before', async ({ page }) => {
  const problems = watchConsole(page);
  const requests = watchApiRequests(page);
  const configAsked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/config.json') configAsked.push(request.url());
  });
  await page.goto('/');
  await shownIn(page.getByRole('banner').getByRole('button', { name: /Built-in sample API/ })).toBeVisible();
  await expect.poll(() => requests.length, { timeout: 30_000 }).toBeGreaterThan(0);
  expect(requests.every((request) => request.path.startsWith('/api/v3/'))).toBe(true);
  // Asked once (the preload, handed to the app's own read), answered by the host's index.html.
  expect(configAsked).toHaveLength(1);
  expect(problems).toEqual([]);
});
