// Lighthouse (npm package, v12: v13 needs Node 22) on Debian's Chromium, with its default mobile
// emulation and simulated throttling: performance and accessibility scores per page.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser-metrics.ts';

export interface LighthouseScores {
  page: string;
  performance: number;
  accessibility: number;
  /** Lighthouse's metrics behind the performance score, ms (CLS unitless). */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; si: number };
  /** Failing accessibility audits, by id. */
  accessibilityFailures: string[];
}

function score(value: number | null | undefined): number {
  return Math.round((value ?? 0) * 100);
}

/** One Lighthouse run per URL, each in a fresh Chromium; the median of `runs` performance scores. */
export async function measureLighthouse(
  pages: { page: string; url: string }[],
  runs = 3,
): Promise<LighthouseScores[]> {
  const results: LighthouseScores[] = [];
  for (const { page, url } of pages) {
    const attempts: LighthouseScores[] = [];
    for (let run = 0; run < runs; run += 1) {
      const chrome = await chromeLauncher.launch({
        chromePath: CHROMIUM_PATH,
        chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
      });
      try {
        const result = await lighthouse(url, {
          port: chrome.port,
          onlyCategories: ['performance', 'accessibility'],
          output: 'json',
          logLevel: 'error',
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
        const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        attempts.push({
          page,
          performance: score(lhr.categories.performance?.score),
          accessibility: score(lhr.categories.accessibility?.score),
          metrics: {
            fcp: numeric('first-contentful-paint'),
            lcp: numeric('largest-contentful-paint'),
            tbt: numeric('total-blocking-time'),
            cls: numeric('cumulative-layout-shift'),
            si: numeric('speed-index'),
          },
          accessibilityFailures: (lhr.categories.accessibility?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => ref.id),
        });
      } finally {
        await chrome.kill();
      }
    }
    attempts.sort((a, b) => a.performance - b.performance);
    const middle = attempts[attempts.length >> 1];
    if (middle) results.push(middle);
  }
  return results;
}
