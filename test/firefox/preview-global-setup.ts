/**
 * Serves the built app with the sample API on one origin, as `npm start` does and Playwright's first
 * webServer does (test/bench/preview-server.ts), for the Firefox smoke specs; they read its origin with
 * `inject('previewOrigin')`.
 */
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startPreviewServer } from '../bench/preview-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    previewOrigin: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync('dist/index.html')) throw new Error('No build in dist/: run `npm run build` first.');
  const server = await startPreviewServer({});
  project.provide('previewOrigin', server.origin);
  return () => server.stop();
}
