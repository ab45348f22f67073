import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { sampleApiPlugin } from './sample-api/vite-plugin.ts';

// PORT picks the port of both `npm run dev` and `npm start` (vite preview); 4173 by default.
const port = Number.parseInt(process.env.PORT ?? '4173', 10);

export default defineConfig({
  plugins: [react(), sampleApiPlugin()],
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
});
