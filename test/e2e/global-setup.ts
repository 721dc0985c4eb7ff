import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startLocalTwin } from '../../infra/local/local-twin';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    sesUrl: string;
    /** The twin's DynamoDB emulator, for the commands that read the enquiries. */
    dynamoUrl: string;
    /** Where the twin left its synthetic-enquiry secret, for `npm run canary`. */
    syntheticSecretFile: string;
  }
}

const DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
const SECRET_FILE = join(mkdtempSync(join(tmpdir(), 'e2e-twin-')), 'synthetic-enquiry-secret');

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
    // Not .local-data/'s: an `npm start` running beside the suite keeps its own.
    syntheticSecretFile: SECRET_FILE,
  });
  project.provide('siteUrl', twin.siteUrl);
  project.provide('sesUrl', twin.sesUrl);
  project.provide('dynamoUrl', twin.dynamoUrl);
  project.provide('syntheticSecretFile', SECRET_FILE);
  return async () => {
    await twin.close();
    console.info = log;
  };
}
