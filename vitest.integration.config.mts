import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Integration tests of the built-in forms host: HTTP against `next start` of a real
// production build, a real SQLite file in a temp folder. `npm run test:integration`.
export default defineConfig({
  resolve: { alias: { '@': path.resolve(__dirname) } },
  test: {
    environment: 'node',
    globals: true,
    include: ['tests/integration/**/*.test.ts'],
    globalSetup: ['tests/integration/global-setup.ts'],
    setupFiles: ['packages/forms-host/test/support/cleanup.ts'],
    // Each file starts its own server; one at a time on a small machine.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
