/**
 * Starts one sample API server (spec profile) in Node for the DOM test files, which run in jsdom and
 * reach it over real loopback HTTP. Its origin is handed to them with `inject('sampleApiOrigin')`.
 */
import type { TestProject } from 'vitest/node';
import { startSampleApiServer } from '../sample-api/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    sampleApiOrigin: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startSampleApiServer({ profile: 'spec' });
  project.provide('sampleApiOrigin', server.origin);
  return () => server.close();
}
