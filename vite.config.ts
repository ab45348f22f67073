import { loadEnv, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { sampleApiPlugin } from './sample-api/vite-plugin.ts';
import { buildContentSecurityPolicy } from './src/settings/content-security-policy.ts';

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

export default defineConfig(({ mode }) => ({
  plugins: [react(), sampleApiPlugin(), contentSecurityPolicyPlugin(loadEnv(mode, process.cwd(), 'VITE_'))],
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
  build: { target: 'es2022', sourcemap: true },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}', 'sample-api/**/*.test.ts'],
    setupFiles: ['test/setup.ts'],
    globalSetup: ['test/sample-api-global-setup.ts'],
    restoreMocks: true,
  },
}));
