import { defineConfig } from 'vitest/config';

/**
 * `npm run test:e2e`: the browser suite, in Debian's chromium through playwright-core, against
 * the built site served by the local twin (started once, on free ports, by global-setup.ts).
 */
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['test/e2e/global-setup.ts'],
    // Two cores: one browser at a time.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
