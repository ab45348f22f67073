/**
 * The pages people start from, seen in Firefox ESR as in Chromium (test/e2e/explorer.spec.ts): the home
 * page, a block with a transaction open, and /accounts with results, at 1280 and 390 px, light and dark,
 * with no page error and nothing sideways beyond the viewport.
 */
import type { Browser } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { paths } from '../../src/paths.ts';
import {
  transactionShown,
  launchFirefox,
  measureOverflow,
  openPage,
  screenshot,
  settle,
  waitInPage,
  type Scheme,
  type SmokePage,
} from './firefox.ts';

const SAMPLE_BLOCK = 50503953;
const SAMPLE_TX = '9hsNgT8weTaQEpK452gbmkTWOCXkCO/Kd+VP1Wxo86k=';
/** Three sample accounts: the masterchain's elector-side wallet, a basechain one, and "tolya". */
const SAMPLE_ACCOUNTS = [
  '-1:73E5833B38C8E276BC8D53A77283CA841D3EF0E33AF26B527B8D808145B5343D',
  '0:0070D90CCF7DEAB31CF61081E8E5909D14AC22C820F4249E0E83338AE2A377C8',
  '0:9DA971AF38D2F03ABDF308D5F91636A97E5A2B07A66C39D71D7CBAE3B032EDDC',
];

const origin = inject('previewOrigin');
const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const schemes: Scheme[] = ['light', 'dark'];

/** Opens `path`, waits for what the reader came for, then checks the page and keeps a screenshot. */
async function smoke(
  browser: Browser,
  viewport: (typeof viewports)[number],
  shot: string,
  path: string,
  shown: (page: SmokePage['page']) => Promise<void>,
) {
  const opened = await openPage(browser, viewport);
  try {
    await opened.page.goto(`${origin}${path}`, { waitUntil: 'load' });
    await shown(opened.page);
    await settle(opened.page);
    await screenshot(opened.page, shot);
    const overflow = await measureOverflow(opened.page);
    expect.soft(opened.problems, 'console errors and page errors').toEqual([]);
    expect.soft(overflow.offenders, 'elements beyond the right edge').toEqual([]);
    expect
      .soft(overflow.scrollWidth, 'page width (it scrolls sideways if wider)')
      .toBeLessThanOrEqual(overflow.width);
  } finally {
    await opened.close();
  }
}

describe.each(schemes)('Firefox ESR, %s', (scheme) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchFirefox(scheme);
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe.each(viewports)('$width×$height', (viewport) => {
    const suffix = `${viewport.name}-${scheme}`;
    // Each title says where it ran: a reporter that prints test names alone still tells them apart.
    const where = `${viewport.width} px ${scheme}`;

    test(`${where}: the home page lists the latest blocks`, async () => {
      await smoke(browser, viewport, `home-${suffix}`, paths.home(), (page) =>
        waitInPage(
          page,
          () => document.querySelectorAll('[aria-labelledby="latest-heading"] a[href^="/block/"]').length > 0,
          undefined,
        ),
      );
    });

    test(`${where}: a block opens the transaction of its link, with its phases`, async () => {
      const path = `${paths.block(SAMPLE_BLOCK)}?tx=${encodeURIComponent(SAMPLE_TX)}`;
      await smoke(browser, viewport, `transaction-${suffix}`, path, (page) =>
        transactionShown(page, SAMPLE_TX),
      );
    });

    test(`${where}: /accounts shows the accounts of its link`, async () => {
      await smoke(browser, viewport, `accounts-${suffix}`, paths.accounts(SAMPLE_ACCOUNTS), (page) =>
        waitInPage(
          page,
          (count) =>
            document.getElementById('results-heading')?.textContent === `${count} found, 0 not found` &&
            document.querySelectorAll('[aria-label^="Show details of"]').length === count,
          SAMPLE_ACCOUNTS.length,
        ),
      );
    });
  });
});
