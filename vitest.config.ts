import { defineConfig } from 'vitest/config';

/** `npm test`: everything that needs no system browser. The browser suite is test/e2e. */
export default defineConfig({
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
