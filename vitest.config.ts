import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { pageCopy } from './web/build/page-copy/page-copy-plugin.ts';

/** `npm test`: everything that needs no system browser. The browser suite is test/e2e. */
// Each project sets it: inline projects do not inherit the root's test options. Synthesizing a
// stack takes seconds on two busy cores.
const TEST_TIMEOUT_MS = 20_000;

export default defineConfig({
  test: {
    projects: [
      {
        // Tests import pages' content files as the app does (web/build/page-copy).
        plugins: [pageCopy()],
        test: {
          name: 'node',
          testTimeout: TEST_TIMEOUT_MS,
          include: [
            'test/{functions,infra,local,build,editor,observatory,workflows,spelling,docs}/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        plugins: [pageCopy(), react()],
        test: {
          name: 'web',
          testTimeout: TEST_TIMEOUT_MS,
          include: ['test/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['test/web/setup.ts'],
        },
      },
    ],
  },
});
