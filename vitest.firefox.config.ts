import { defineConfig } from 'vitest/config';

/**
 * The smoke specs in Firefox ESR (`npm run test:firefox`): Debian's firefox-esr driven over WebDriver
 * BiDi by puppeteer-core, against the built app (`npm run build` first) and the sample API, served
 * once for all files by test/firefox/preview-global-setup.ts. Not part of `npm test`: it needs the
 * build and the browser. One file at a time: each launches its own Firefox.
 */
export default defineConfig({
  test: {
    name: 'firefox',
    environment: 'node',
    include: ['test/firefox/**/*.firefox.test.ts'],
    globalSetup: ['test/firefox/preview-global-setup.ts'],
    fileParallelism: false,
    // A page on a loaded 2-core runner (load ~10) takes seconds; a launch of Firefox 15–30 s.
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
