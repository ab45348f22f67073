import { expect, test } from '@playwright/test';

test('a cold load of home paints its title and lead before it asks for the page’s code, in their final place', async ({
  page,
}) => {
  // LazyPages.tsx: the skeleton's lead (HomeIntro) is the page's largest text; the page's code is asked
  // for once its paint is reported, and the page draws the same lead in the same box, so nothing moves.
  await page.addInitScript(() => {
    const seen = window as unknown as { leadAt?: number; skeletonLead?: number[]; leadPaintedAt?: number };
    // When the browser reported the skeleton's lead as the page's Largest Contentful Paint.
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LargestContentfulPaint[]) {
        if (seen.leadPaintedAt === undefined && entry.element?.closest('[data-skeleton]')) {
          seen.leadPaintedAt = entry.startTime;
        }
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new MutationObserver(() => {
      const lead = document.querySelector('[data-skeleton] h1 + p');
      if (seen.leadAt === undefined && lead !== null) {
        seen.leadAt = performance.now();
        const box = lead.getBoundingClientRect();
        seen.skeletonLead = [box.x, box.y, box.width, box.height];
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: /^Block \d+$/ }).first()).toBeVisible();
  const { leadAt, leadPaintedAt, chunkAt, skeletonLead, pageLead, skeletonLeft } = await page.evaluate(() => {
    const seen = window as unknown as { leadAt?: number; skeletonLead?: number[]; leadPaintedAt?: number };
    const lead = document.querySelector('main h1 + p')?.getBoundingClientRect();
    return {
      leadAt: seen.leadAt,
      leadPaintedAt: seen.leadPaintedAt,
      skeletonLead: seen.skeletonLead,
      pageLead: lead && [lead.x, lead.y, lead.width, lead.height],
      skeletonLeft: document.querySelector('[data-skeleton]') !== null,
      chunkAt: performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/HomePage-[^/]*\.js$/.test(entry.name))?.startTime,
    };
  });
  expect(leadAt).toBeDefined();
  expect(leadPaintedAt).toBeDefined();
  expect(chunkAt).toBeGreaterThan(leadPaintedAt as number);
  expect(pageLead).toEqual(skeletonLead);
  expect(skeletonLeft).toBe(false);
  await expect(page.getByRole('heading', { level: 1, name: 'tonlens' })).toHaveCount(1);
});
