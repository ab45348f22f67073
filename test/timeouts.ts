/**
 * How long tests wait, sized for a loaded machine rather than an idle one: a 2-core CI runner with
 * neighbours (load ~10) runs the suite several times slower than an idle laptop, and a first visit to a
 * page waits for its lazy module to load. A slow machine is then slow but green; a hang still fails.
 * vite.config.ts sets the test and hook timeouts from here, test/setup-dom.ts Testing Library's wait.
 */

/** A test or hook of the Node files (logic, the sample API over loopback HTTP). */
export const UNIT_TEST_TIMEOUT_MS = 30_000;

/** A test or hook of the jsdom files, which render the real app against the sample API. */
export const DOM_TEST_TIMEOUT_MS = 60_000;

/**
 * One findBy…/waitFor in a jsdom file: half the test's own timeout, so that something that never shows
 * fails as "not found" with the page printed, not as a bare timeout. The home page's first list (a
 * request per block, paced for an unknown endpoint) takes ~2.5 s at load 5, several times that under load.
 */
export const DOM_WAIT_TIMEOUT_MS = 30_000;

/**
 * A 5,000-transaction block rendered in jsdom: validated, indexed and laid out for its first rows takes
 * ~5 s idle and over 20 s at load 10 (stop 32's CI check failed there at 20 s), so its tests wait longer.
 */
export const BIG_BLOCK_WAIT_MS = 90_000;
export const BIG_BLOCK_TEST_TIMEOUT_MS = 150_000;
