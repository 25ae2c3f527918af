import { defineConfig } from 'vitest/config';

// The forms host's own unit tests, alone (`npm test -w @polyfence/forms-host`); the site's
// `npm run test:unit` runs them too, with everything else.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    environment: 'node',
    globals: true,
    include: ['test/**/*.test.ts'],
    exclude: ['test/integration/**', 'node_modules/**'],
  },
});
