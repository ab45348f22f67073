import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv, type Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { sampleApiPlugin } from './sample-api/vite-plugin.ts';
import { buildContentSecurityPolicy } from './src/settings/content-security-policy.ts';
import { DOM_TEST_TIMEOUT_MS, UNIT_TEST_TIMEOUT_MS } from './test/timeouts.ts';

// PORT picks the port of both `npm run dev` and `npm start` (vite preview); 4173 by default.
const port = Number.parseInt(process.env.PORT ?? '4173', 10);

/** The CSP as a <meta> tag (static hosting serves no headers); only in builds, since Vite's dev server
 * injects inline scripts for hot reload. */
function contentSecurityPolicyPlugin(env: Record<string, string>): Plugin {
  return {
    name: 'tonlens-content-security-policy',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: buildContentSecurityPolicy(env) },
          injectTo: 'head-prepend',
        },
      ],
    },
  };
}

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The .ts test files that need a DOM: those that render a hook with Testing Library, and those whose
 * first line is `// @vitest-environment jsdom` (storage, IndexedDB, window). Either is all it takes:
 * they run with the pages, in the dom project.
 */
function logicTestsNeedingJsdom(): string[] {
  const needsJsdom = (text: string) =>
    text.startsWith('// @vitest-environment jsdom') || /from '@testing-library\//.test(text);
  return ['src', 'test', 'sample-api'].flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => path.posix.join(folder, ...file.split(path.sep)))
      .filter((file) => needsJsdom(readFileSync(path.join(root, file), 'utf8'))),
  );
}
const needJsdom = logicTestsNeedingJsdom();

export default defineConfig(({ mode }) => ({
  plugins: [react(), sampleApiPlugin(), contentSecurityPolicyPlugin(loadEnv(mode, process.cwd(), 'VITE_'))],
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
  build: { target: 'es2022' },
  test: {
    setupFiles: ['test/setup.ts'],
    restoreMocks: true,
    // vitest runs cores − 1 workers: one on a 2-core machine, idle while its tests wait on loopback HTTP
    // and timers. Two keep both cores busy (a 47-file subset under load ~6: 197 s with one, 170 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Two projects by what a file renders: logic in Node (no jsdom, no Testing Library to set up), pages
    // and components in jsdom, with the .ts files that need a DOM (logicTestsNeedingJsdom).
    // Timeouts fit a loaded machine (test/timeouts.ts).
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'sample-api/**/*.test.ts'],
          // test/firefox/ drives Firefox against the build: its own run (vitest.firefox.config.ts).
          exclude: [...configDefaults.exclude, ...needJsdom, 'test/firefox/**'],
          // Pure logic shares nothing between files but the module cache: one module graph per worker
          // rather than one per file (a third off this project's time, measured under load).
          isolate: false,
          testTimeout: UNIT_TEST_TIMEOUT_MS,
          hookTimeout: UNIT_TEST_TIMEOUT_MS,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'test/**/*.test.tsx', ...needJsdom],
          // One sample API for the DOM files, in this process: they reach it over loopback.
          globalSetup: ['test/sample-api-global-setup.ts'],
          testTimeout: DOM_TEST_TIMEOUT_MS,
          hookTimeout: DOM_TEST_TIMEOUT_MS,
        },
      },
    ],
  },
}));
