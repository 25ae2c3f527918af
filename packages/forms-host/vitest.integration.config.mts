import { defineConfig } from 'vitest/config';

// The forms host over HTTP (test/support/serve.ts on node:http: no Next, no site build), on real
// SQLite files, a PostgreSQL it starts, SMTP and webhook receivers. `npm run test:integration`.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    environment: 'node',
    globals: true,
    include: ['test/integration/**/*.test.ts'],
    // Each file starts its own servers; one at a time on a small machine.
    setupFiles: ['test/support/cleanup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
