/** Checks every e2e spec makes of a page, in one place. */
import { expect, type Page } from '@playwright/test';
import { overflowInPage, sidewaysScrollBoxesInPage } from './overflow-measures.ts';

/** Collects console errors and uncaught exceptions; a spec asserts the list is empty at its end. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** The page itself never scrolls sideways (wide content scrolls inside its own box). */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Each outermost element beyond the viewport's right edge, with how far (overflow-measures.ts). */
export async function elementsBeyondViewport(page: Page): Promise<string[]> {
  return (await page.evaluate(overflowInPage)).offenders;
}

/** Each box scrolled sideways to reach what it holds (overflow-measures.ts). */
export function sidewaysScrollBoxes(page: Page): Promise<string[]> {
  return page.evaluate(sidewaysScrollBoxesInPage);
}
