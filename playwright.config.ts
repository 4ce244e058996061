import { defineConfig } from '@playwright/test';

/** Browser tests: the built bundle (dist/) served by the demo server, in Debian's Chromium. */
export const PORT = Number(process.env.TEST_PORT || 4180);
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export default defineConfig({
  testDir: 'test/browser',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2, // the most at once; the perf project below runs one at a time
  retries: process.env.CI ? 1 : 0, // per project below: none for perf
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['./test/browser/support/retry-reporter.ts']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'off',
  },
  // The performance budgets run on their own, one page at a time, after everything else (`npm run
  // test:browser`): timed beside another busy worker, a 50 ms task budget measures the machine, not the bundle.
  projects: [
    // Two workers on two cores. A test uses about 0.8 s of CPU in 3 s of wall time, but a third worker made
    // the tests that time a task (100 KB inputs, no task over 200 ms) fail on the loaded machine.
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: /perf\.spec\.ts$/ },
    // No retry: a budget that fails one run in two is a failing budget (issue 19), not a flake to hide.
    { name: 'perf', use: { browserName: 'chromium' }, testMatch: /perf\.spec\.ts$/, retries: 0, workers: 1 },
  ],
  webServer: {
    command: 'node --import tsx fixtures/server.ts',
    url: `http://127.0.0.1:${PORT}/`,
    env: { PORT: String(PORT) },
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
