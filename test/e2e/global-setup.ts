import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startLocalTwin } from '../../infra/local/local-twin';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    sesUrl: string;
  }
}

const DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Serves web/dist (built by `npm run test:e2e`) with the local twin, on 127.0.0.1 only. */
export default async function setup(project: TestProject) {
  // The handler's one-line JSON logs would drown the test report.
  const log = console.info;
  console.info = () => {};
  // Every browser test comes from 127.0.0.1: the suite would trip the per-IP limit on /api/
  // (tested in test/local/site-server.test.ts), so it runs without one.
  const twin = await startLocalTwin({
    distDir: DIST_DIR,
    port: 0,
    sesPort: 0,
    apiRateLimitPerIp: 0,
  });
  project.provide('siteUrl', twin.siteUrl);
  project.provide('sesUrl', twin.sesUrl);
  return async () => {
    await twin.close();
    console.info = log;
  };
}
