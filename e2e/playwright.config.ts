import { defineConfig } from '@playwright/test';

// Debian's Chromium, never a browser downloaded by Playwright (these machines cannot fetch one).
// The flags stop Chromium from reaching for hosts this closed network refuses.
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
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
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
