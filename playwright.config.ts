import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import type { Theme } from './test/browser/helpers';
import { FIREFOX_FAULT_SPECS, FIREFOX_GAPS, FIREFOX_SPECS } from './test/firefox/gaps.ts';

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

/**
 * Two builds of Debian's Chromium, 150 or 156 (docs/testing.md "Browsers"). The performance budgets run in the full
 * browser (`chromium`: what a shopper runs, with its browser process and window); the behaviour tests run in
 * Chromium's headless shell (`chromium-headless-shell`: the same Blink and V8 without the browser's window,
 * the build Playwright itself uses for headless runs), which takes half the CPU per test on this 2-core
 * machine (region.spec: 34 s of CPU instead of 75 s). Without the shell the behaviour tests use the full
 * browser too.
 */
export const FULL_CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const TEST_CHROMIUM = process.env.CHROMIUM_SHELL_PATH || (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : FULL_CHROMIUM);

/**
 * The budgets' browser as the shopper has it (`perf` and `npm run bench`): the full Chromium with its
 * scrollbars drawn. Playwright hides them in headless mode (`--hide-scrollbars`); a desktop browser on
 * Windows or Linux draws one 15 px wide, and a page that becomes taller than the window then moves sideways
 * by half of it, a shift the shopper's browser counts. The phone rows emulate a phone (isMobile): overlay
 * scrollbars there, as on a phone.
 */
export const SHOPPER_CHROMIUM = { executablePath: FULL_CHROMIUM, args: CHROMIUM_ARGS, ignoreDefaultArgs: ['--hide-scrollbars'] };

/**
 * Debian's Firefox ESR through Playwright's stock-Firefox channel (WebDriver BiDi), behind
 * test/firefox/firefox-bidi.mjs: it starts Firefox and answers the commands an ESR (140 or 153) does not know
 * (docs/testing.md "Browsers"). `FIREFOX_PATH` picks another Firefox.
 */
export const FIREFOX_LAUNCHER = fileURLToPath(new URL('./test/firefox/firefox-bidi.mjs', import.meta.url));
/**
 * Firefox's own preferences for the runs: one content process for every site of a page (`fission.autostart`
 * off), as the tests load one origin. With every page a tab (test/firefox/firefox-bidi.mjs `toFirefox`),
 * foundation.spec and chrome-bars.spec (46 tests, two workers): 60.5 core-seconds and 36.1 s with Fission,
 * 52.4 and 32.4 s without (1 Dec 2026, two runs each). A download does not open Firefox's downloads panel
 * (`browser.download.alwaysOpenPanel` off): with every page a tab of one window, the panel a download test
 * opened kept the window's focus, and the next test's `focus()` in that browser fired no focus event (the
 * form widget, which loads on the first focus, never mounted: forms.spec and forms-submit.spec after
 * forms-submit's download tests, 2 of 7 failed, 7 of 7 passed with the panel off).
 */
const FIREFOX_OPTIONS = { executablePath: FIREFOX_LAUNCHER, args: [], firefoxUserPrefs: { 'fission.autostart': false, 'browser.download.alwaysOpenPanel': false } };

/**
 * The specs that run on the Halny theme too: those where a theme can matter (its markup, boxes, CSS and layout;
 * docs/testing.md "Two themes"). The rest prove behaviour that no theme changes once, on the demo's pages;
 * `HALNY_TRY=1` runs every spec on Halny.
 */
const HALNY_SPECS = process.env.HALNY_TRY
  ? /\.spec\.ts$/
  : /\/(pages|a11y|halny|header-search|header-basket|header-a11y|keyboard|chrome-bars|chrome-footer|chrome-menus|chrome-navigation|layout-shift|forms-cop-layout|date-picker|map|back-to-top|product-page|prices|bytes|bad-input|review-payloads)\.spec\.ts$/;

export default defineConfig<{ theme: Theme }>({
  testDir: 'test/browser',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 3, // the most at once; each project below sets its own
  retries: process.env.CI ? 1 : 0, // per project below: none for perf
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['./test/browser/support/retry-reporter.ts']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: TEST_CHROMIUM, args: CHROMIUM_ARGS },
    trace: 'off',
  },
  // The projects, in this order (`npm run test:browser`; WebKit runs after `firefox`, test/webkit):
  //  - `chromium` and `halny`, in one run: the behaviour tests on each theme, three at a time in all. They
  //    wait on pages more than they compute (the headless shell, about 1.5 of 2 cores busy with two
  //    workers), so a third worker shortens the run; one run lets Halny's tests fill the demo's last minute.
  //  - `timed`: the tests tagged @timed, which hold a task or a gesture to a time (100 KB inputs, 5,000-line
  //    answers, 10,000 map points: no task over 200 ms, typing within 1.5 s). Timed beside two other busy
  //    workers they measure the machine, not the bundle (a third worker made them fail), so they run after
  //    the others, two at a time.
  //  - `firefox` and `firefox-halny`: the specs and leave-outs of test/firefox/gaps.ts in Firefox ESR, three at
  //    a time in all (two each, the most at once above), beside the WebKit run.
  //  - `perf`: the performance budgets, one page at a time, in the full browser, last.
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: /(perf|halny)\.spec\.ts$/, grepInvert: /@timed/, workers: 3 },
    // The behaviour specs on a second theme (fixtures/halny, written from the docs alone): each demo page opens
    // Halny's page of the same name, a test whose page Halny lacks is skipped; tests of the demo's own look
    // are tagged @demo-look and stay in `chromium`.
    { name: 'halny', use: { browserName: 'chromium', theme: 'halny' }, testMatch: HALNY_SPECS, grepInvert: /@timed|@demo-look/, workers: 3 },
    { name: 'timed', use: { browserName: 'chromium' }, testIgnore: /perf\.spec\.ts$/, grep: /@timed/, workers: 2 },
    {
      name: 'firefox',
      use: { browserName: 'firefox', channel: 'moz-firefox', launchOptions: FIREFOX_OPTIONS },
      testMatch: FIREFOX_SPECS,
      grepInvert: [/@timed/, ...FIREFOX_GAPS.map((gap) => gap.title)],
      workers: 2,
    },
    // The hostile and fault pages on the second theme in Firefox: broken props, unknown widgets, missing data,
    // failing endpoints and chunks (the demo theme's run them in `firefox`, and in `chromium`).
    {
      name: 'firefox-halny',
      use: { browserName: 'firefox', channel: 'moz-firefox', launchOptions: FIREFOX_OPTIONS, theme: 'halny' },
      testMatch: FIREFOX_FAULT_SPECS,
      grepInvert: [/@timed|@demo-look/, ...FIREFOX_GAPS.map((gap) => gap.title)],
      workers: 2,
    },
    // No retry: a budget that fails one run in two is a failing budget, not a flake to hide.
    { name: 'perf', use: { browserName: 'chromium', launchOptions: SHOPPER_CHROMIUM }, testMatch: /perf\.spec\.ts$/, retries: 0, workers: 1 },
  ],
  webServer: {
    command: 'node --import tsx fixtures/server.ts',
    url: `http://127.0.0.1:${PORT}/`,
    env: { PORT: String(PORT) },
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
