import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

export default defineConfig({
  testDir: './tests',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    baseURL: 'http://127.0.0.1:8080',
    // A trace records every action's DOM snapshot and screenshots while the test runs, passing
    // or not: on CI (retries 1) only a failed test's retry is traced, so passing tests pay nothing.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Chromium as the benches launch it too (scripts/chromium.mjs).
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  // The console as `npm start` runs it (built files, API on a fresh embedded database with demo data).
  webServer: {
    command: 'node ../scripts/e2e-console.mjs',
    url: 'http://127.0.0.1:8090/api/health',
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // Stopped by SIGTERM, not Playwright's default SIGKILL, so the console removes its database
    // folder from /tmp (each run left ~43 MB behind).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
