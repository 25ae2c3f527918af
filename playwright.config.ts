import { defineConfig, devices } from '@playwright/test';
import fs from 'node:fs';
import { BASE_URL, E2E_PORT, e2eEnv } from './tests/e2e/env';
import { BARE_PORT, BARE_URL, bareServerEnv } from './tests/e2e-forms-host/env';

// Debian's Chromium (no browser download works here); Playwright's own elsewhere.
const executablePath =
  process.env.CHROMIUM_PATH || (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [
    ['list'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
    ['./tests/support/errors-at-end-reporter.ts'],
  ],
  // On a two-core CI machine running two browsers, each Playwright step waits 0.5–1 s for the
  // CPU; specs of forty steps or more ran past 30 s there without any step hanging.
  timeout: 60_000,
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    // The built-in forms host, on a build with no service configured (its own server).
    {
      name: 'forms-host',
      testDir: './tests/e2e-forms-host',
      testMatch: /(forms-host|team[\w-]*)\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: BARE_URL },
    },
  ],
  webServer: [
    {
      // The production build, as visitors get it.
      command: `npm run build && npm start -- -p ${E2E_PORT}`,
      url: `${BASE_URL}/en-US`,
      timeout: 300_000,
      reuseExistingServer: false,
      env: { ...e2eEnv },
      stdout: 'pipe',
    },
    {
      // Built into .next-bare (skipped when newer than the sources), leads in test-results.
      command: `npx tsx tests/support/ensure-bare-build.ts && npm start -- -p ${BARE_PORT}`,
      url: `${BARE_URL}/en-US`,
      timeout: 300_000,
      reuseExistingServer: false,
      env: bareServerEnv,
      stdout: 'pipe',
    },
  ],
});
