import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** `npm test`: everything that needs no system browser. The browser suite is test/e2e. */
export default defineConfig({
  test: {
    testTimeout: 20_000,
    projects: [
      {
        test: {
          name: 'node',
          include: ['test/{functions,infra,local,build,observatory}/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['test/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['test/web/setup.ts'],
        },
      },
    ],
  },
});
