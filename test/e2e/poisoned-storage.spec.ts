// A poisoned browser profile (issue 24): every key the app writes in localStorage and sessionStorage
// (test/e2e/storage-keys.ts, held against the source by test/lint/storage-keys.test.ts) set, before the
// app starts, to extreme numbers, wrong types, prototype keys, deep nesting and long texts. Every page —
// home, a block, following the head, /accounts with pasted addresses, the settings — still shows its
// content or a clear message within its deadline (the 45 s of a load), with no uncaught exception.
// Among them the request budget of issue 24, item 3: a stored pause 10^13 ms ahead once held every tab
// of the endpoint on "Loading block…" for ever.
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  BUDGET_FIELDS,
  LOCAL_STORAGE_KEYS,
  SESSION_STORAGE_KEYS,
  SETTINGS_FIELDS,
  sampleBudgetKey,
} from './storage-keys.ts';
import { HOSTILE_TEXTS, nested } from '../fixtures/hostile-stored-values.ts';

const BLOCK = 50503953;
const ACCOUNTS = [
  'UQCdqXGvONLwOr3zCNX5FjapflorB6ZsOdcdfLrjsDLt3AF4',
  'EQDEBy17BKtMUEzSI9_eQsgDfGqZJy02JK7Cy_8ucrEC3Xiq',
];
/** A load's deadline (LOAD_DEADLINE_MS) and a little for the page to draw what it ends with. */
const DEADLINE_MS = 45_000 + 5_000;
/** Times in a budget are written as "now+<ms>" and read by the init script at the page's own clock. */
const now = (offsetMs = 0) => `now+${offsetMs}`;

/** What each key holds: JSON values (written with JSON.stringify) or raw texts. */
interface Poison {
  name: string;
  /** The sample API's request budget, field by field; "now+<ms>" strings become times. */
  budget: Record<string, unknown> | string;
  settings: Record<string, unknown> | string;
  /** sessionStorage, by key; a key left out is set to `sessionDefault`. */
  session: Partial<Record<(typeof SESSION_STORAGE_KEYS)[number], string>>;
  sessionDefault: string;
}

const fresh = {
  version: 1,
  spacingMs: 0,
  floorMs: 0,
  cautiousLeft: 0,
  lastSentAt: now(-1000),
  pausedUntil: 0,
  refusalsInRow: 0,
  answersSinceChange: 0,
  changedAt: now(),
  updatedAt: now(),
};
const every = <T>(fields: readonly string[], value: T) =>
  Object.fromEntries(fields.map((field) => [field, value]));
const LONG = 'x'.repeat(1 << 20);

const poisons: Poison[] = [
  {
    name: 'a stored pause 10^13 ms ahead (item 3)',
    budget: { ...fresh, pausedUntil: now(1e13) },
    settings: {},
    session: {},
    sessionDefault: '',
  },
  {
    name: 'a last send and a spacing 10^13 ms ahead (item 3)',
    budget: { ...fresh, lastSentAt: now(1e13), spacingMs: 1e13, floorMs: 1e13 },
    settings: {},
    session: {},
    sessionDefault: '',
  },
  {
    name: 'extreme numbers',
    budget: { ...every(BUDGET_FIELDS, 1e308), version: 1, updatedAt: now() },
    settings: every(SETTINGS_FIELDS, 1e308),
    session: {
      'tonlens.scroll.v1': JSON.stringify([
        ['x', 1e308],
        ['y', -1e308],
      ]),
    },
    sessionDefault: '1e308',
  },
  {
    name: 'negative numbers',
    budget: { ...every(BUDGET_FIELDS, -1), version: 1, updatedAt: now() },
    settings: every(SETTINGS_FIELDS, -1),
    session: { 'tonlens.scroll.v1': '[["x",-1]]' },
    sessionDefault: '-1',
  },
  {
    name: 'wrong types',
    budget: {
      ...every(BUDGET_FIELDS, 'NaN'),
      version: 1,
      updatedAt: now(),
      pausedUntil: [1e13],
      spacingMs: { valueOf: 1e13 },
    },
    settings: { ...every(SETTINGS_FIELDS, [1, 'x', null]), keysByOrigin: 'x', recentSearches: [['x']] },
    session: { 'tonlens.scroll.v1': '{"x":1}', 'tonlens.blockPicture.open': 'true' },
    sessionDefault: '[1,2,3]',
  },
  {
    name: '__proto__ and deep nesting',
    budget: '{"__proto__":{"version":1,"pausedUntil":1e300,"updatedAt":0}}',
    settings: {
      ...every(SETTINGS_FIELDS, JSON.parse('{"__proto__":{"x":1}}') as unknown),
      keysByOrigin: JSON.parse('{"__proto__":"k","constructor":"k"}') as unknown,
      recentSearches: nested(2000),
    },
    session: { 'tonlens.scroll.v1': JSON.stringify(nested(2000)) },
    sessionDefault: '{"__proto__":{"x":1}}',
  },
  {
    name: 'texts that are not JSON, lone surrogates and direction overrides',
    budget: HOSTILE_TEXTS.join(''),
    settings: '\uD83D{',
    session: {},
    sessionDefault: HOSTILE_TEXTS.join('\n'),
  },
  {
    name: 'a megabyte under every key',
    budget: LONG,
    settings: LONG,
    session: {},
    sessionDefault: LONG,
  },
];

/** Sets every key before the app's first script runs, on every load of the page. */
async function poison(page: Page, { budget, settings, session, sessionDefault }: Poison) {
  const text = (value: Record<string, unknown> | string) =>
    typeof value === 'string' ? value : JSON.stringify(value);
  await page.addInitScript(
    ({ local, sessionItems, budgetText, budgetPrefix }) => {
      // "now+<ms>" (quoted) becomes the time, at this page's clock.
      const atNow = (json: string) =>
        json.replace(/"now\+(-?[\d.e+]+)"/g, (_, offset: string) => String(Date.now() + Number(offset)));
      const set = (storage: Storage, key: string, value: string) => {
        try {
          storage.setItem(key, atNow(value));
        } catch {
          // Over the quota: the key keeps what it had.
        }
      };
      for (const [key, value] of Object.entries(local)) set(localStorage, key, value);
      set(localStorage, `${budgetPrefix}${location.origin} no-key learned`, budgetText);
      for (const [key, value] of Object.entries(sessionItems)) set(sessionStorage, key, value);
    },
    {
      local: Object.fromEntries(LOCAL_STORAGE_KEYS.map((key) => [key, text(settings)])),
      sessionItems: Object.fromEntries(
        SESSION_STORAGE_KEYS.map((key) => [key, session[key] ?? sessionDefault]),
      ),
      budgetText: text(budget),
      budgetPrefix: sampleBudgetKey('').replace(/ no-key learned$/, ''),
    },
  );
}

/** Content, or a designed error panel, or the notice of a pause a refusal (or a stored one) imposed. */
const endedIn = (page: Page, content: Locator) => content.or(page.getByRole('alert')).first();

const pages: Array<{ name: string; open: (page: Page) => Promise<Locator> }> = [
  {
    name: 'home',
    open: async (page) => {
      await page.goto('/');
      const latest = page.getByRole('region', { name: 'Latest blocks' });
      return latest.getByRole('link').first().or(latest.getByRole('alert'));
    },
  },
  {
    name: `/block/${BLOCK}`,
    open: async (page) => {
      await page.goto(`/block/${BLOCK}`);
      return endedIn(page, page.getByRole('table', { name: 'Transactions' }));
    },
  },
  {
    name: '/block/latest?follow=1',
    open: async (page) => {
      await page.goto('/block/latest?follow=1');
      return endedIn(page, page.getByRole('table', { name: 'Transactions' }));
    },
  },
  {
    name: '/accounts with pasted addresses',
    open: async (page) => {
      await page.goto('/accounts');
      await page.getByRole('textbox', { name: 'Addresses' }).fill(ACCOUNTS.join('\n'));
      await page.getByRole('button', { name: 'Look up 2 accounts' }).click();
      // A lookup has no load deadline: a pause is waited out, and said with how long is left — never
      // more than the longest pause the client honours (60 s), whatever was stored.
      return endedIn(page, page.getByRole('heading', { name: /found, \d+ not found$/ })).or(
        page.getByText(/the next one goes in ([1-5]?\d|60) s,/),
      );
    },
  },
  {
    name: 'settings',
    open: async (page) => {
      await page.goto('/');
      await page.getByRole('button', { name: /^Settings · / }).click();
      return page.getByRole('dialog', { name: 'Settings' }).getByRole('radio', { checked: true }).first();
    },
  },
];

for (const poisoned of poisons) {
  test.describe(`poisoned storage: ${poisoned.name}`, () => {
    for (const { name, open } of pages) {
      test(name, async ({ page }) => {
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await poison(page, poisoned);
        const ended = await open(page);
        await expect(ended).toBeVisible({ timeout: DEADLINE_MS });
        expect(errors).toEqual([]);
      });
    }
  });
}
