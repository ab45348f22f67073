/**
 * Persian in Firefox ESR (issue 28): the block page with a transaction open and /accounts with the
 * sample's results, right to left at 390×844 — nothing reaches past the right edge, no data only behind
 * a sideways scroll, chain values left to right — and the Russian page in Firefox's own layout.
 * Screenshots: test-results/firefox/lang-*.png.
 */
import { readFileSync } from 'node:fs';
import type { Browser } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { paths } from '../../src/paths.ts';
import {
  launchFirefox,
  measureOverflow,
  measureScrollBoxes,
  openPage,
  screenshot,
  settle,
  waitInPage,
} from './firefox.ts';

const BLOCK = 50503953;
const TX = '9hsNgT8weTaQEpK452gbmkTWOCXkCO/Kd+VP1Wxo86k=';
const dataset = JSON.parse(readFileSync('sample-api/dataset/mainnet.json', 'utf8')) as {
  accounts: Record<string, unknown>;
};
const ACCOUNTS = Object.keys(dataset.accounts).slice(0, 10);
const PHONE = { width: 390, height: 844 };
const origin = inject('previewOrigin');

const screens = [
  {
    name: 'transaction',
    path: `${paths.transaction(BLOCK, TX)}&lang=fa`,
    shown: () => document.querySelector('article section') !== null,
  },
  {
    name: 'accounts',
    path: `${paths.accounts(ACCOUNTS)}${paths.accounts(ACCOUNTS).includes('?') ? '&' : '?'}lang=fa`,
    shown: () => document.querySelector('main table, main [role="table"]') !== null,
  },
  {
    name: 'block-ru',
    path: `${paths.block(BLOCK)}?lang=ru`,
    shown: () => document.querySelector('[role="row"][aria-rowindex]') !== null,
  },
];

describe('languages in Firefox ESR at 390 px', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchFirefox('light');
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const screen of screens) {
    test(`${screen.name}: laid out in its direction, nothing past the right edge`, async () => {
      const { page, problems, close } = await openPage(browser, PHONE);
      try {
        await page.goto(`${origin}${screen.path}`);
        await waitInPage(page, screen.shown, undefined);
        await settle(page);
        const language = screen.name.endsWith('-ru') ? 'ru' : 'fa';
        expect(
          await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
        ).toEqual([language, language === 'fa' ? 'rtl' : 'ltr']);
        // Every shown address and hash reads left to right even in a right-to-left page.
        const rightToLeftChainValues = await page.evaluate(() =>
          [...document.querySelectorAll('main .mono')]
            .filter((element) => getComputedStyle(element).direction !== 'ltr')
            .map((element) => (element.textContent ?? '').slice(0, 30)),
        );
        expect(rightToLeftChainValues).toEqual([]);
        expect((await measureOverflow(page)).offenders).toEqual([]);
        expect(await measureScrollBoxes(page)).toEqual([]);
        await screenshot(page, `lang-${screen.name}`);
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    });
  }
});
