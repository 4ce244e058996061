/**
 * What a page downloads before the shopper does anything: the
 * bundle files fetched from navigation until every widget that mounts by itself is ready and the network
 * is quiet, without a single pointer or key event. Sizes are brotli (quality 11) of the served files, as
 * `npm run size` computes them. Budgets: 16 KB on the home page, 20 KB on a product page, and no React, at
 * 1280 px and on a phone (390 px, touch).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { test, expect, themed } from './helpers';
import { open, allReady } from './support/pages';

import { BEFORE_INTERACTION, GRAPHQL_CLIENT } from './support/budgets';
import { knownCase } from './support/known';
import { BOX, MAIN, options } from './support/search';
import { DESKTOP, PHONE } from './support/perf';

const brotli = (file: string) => brotliCompressSync(readFileSync(join('dist', file)), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/**
 * Both widths, in the bench's windows (support/perf.ts): a phone's layout starts other widgets (the footer's
 * accordion, the mobile menu's parts), and the window's height decides which widgets are near enough to load
 * (a short product page's footer is within 256 px of a 1280x800 window, not of Playwright's 1280x720).
 */
const WIDTHS = [
  { row: '', label: '', page: { viewport: DESKTOP } },
  { row: '@390', label: ', phone 390x844', page: { viewport: PHONE, isMobile: true, hasTouch: true } },
] as const;

for (const [file, budget] of Object.entries(BEFORE_INTERACTION))
  for (const width of WIDTHS)
    test.describe(`${file}${width.label} before any interaction`, () => {
      test.describe.configure({ mode: 'serial' });
      let files: string[] = [];
      let sizes: (readonly [string, number])[] = [];
      const pageErrors: string[] = [];
      /** `halny:` before the page's name in the KNOWN table for Halny's page of that name. */
      let prefix = '';

      test.beforeAll(async ({ browser, theme }, testInfo) => {
        prefix = theme === 'halny' ? 'halny:' : '';
        // A page of its own: the theme's page of the same name (the `page` fixture does this for a test).
        const page = themed(await browser.newPage(width.page), theme, testInfo);
        page.on('pageerror', (e) => pageErrors.push(e.message));
        const fetched = new Set<string>();
        page.on('request', (r) => {
          const m = new URL(r.url()).pathname.match(/\/dist\/(.+\.js)$/);
          if (m?.[1]) fetched.add(m[1]);
        });
        await open(page, file);
        await allReady(page);
        await page.waitForLoadState('networkidle');
        // The idle moment comes after load plus an idle period of at most 2 s: let it pass, then look again.
        await expect.poll(async () => page.evaluate(() => performance.now()), { timeout: 10_000 }).toBeGreaterThan(5000);
        await page.waitForLoadState('networkidle');
        await page.close();
        files = [...fetched].sort();
        sizes = files.map((f) => [f, brotli(f)] as const);
      });

      test('no React, no popover code, no page error', () => {
        expect(pageErrors).toEqual([]);
        expect(files, 'the entry loaded').toContain('storefront.js');
        expect(
          files.filter((f) => /react-runtime|floating/.test(f)),
          'React and the popover stay until an interaction needs them',
        ).toEqual([]);
      });

      test(`at most ${budget / 1000} KB brotli of bundle JavaScript`, () => {
        const info = test.info();
        const total = sizes.reduce((sum, [, b]) => sum + b, 0);
        const text = sizes.map(([f, b]) => `${f} ${b} B`).join(', ');
        info.annotations.push({ type: 'figures', description: `${total} B brotli before interaction: ${text}` });
        console.log(`${file}${width.row}: ${total} B brotli before interaction (${files.length} files): ${text}`);
        // A page in the KNOWN table (support/known.ts) is held to its limit, and fails once it is within the
        // budget again (then its case is deleted): nothing over budget is hidden.
        const known = knownCase(`${prefix}${file.replace(/\.html$/, '')}${width.row}`, 'bytes');
        if (known) {
          console.log(`KNOWN ${file}${width.row}: budget ${budget} B, held to ${known.limit} B meanwhile (${known.reason})`);
          expect(total, text).toBeLessThanOrEqual(known.limit);
          expect(total, `${file} is within its budget again: delete its case from support/known.ts`).toBeGreaterThan(budget);
        } else expect(total, text).toBeLessThanOrEqual(budget);
      });
    });

/** The files of the GraphQL client: their source maps name graphql-request, graphql.web or src/api/graphql.ts. */
const isClient = (file: string) => {
  // The build's hidden maps sit outside dist/, in maps/ (vite.config.ts: a shop serves no source). The
  // bundler's own helper chunk (rolldown-runtime, which React's chunk imports) has no source and no map.
  if (!existsSync(join('maps', `${file}.map`))) return false;
  const sources = (JSON.parse(readFileSync(join('maps', `${file}.map`), 'utf8')) as { sources: string[] }).sources;
  return sources.some((s) => /node_modules\/(graphql-request|@0no-co\/graphql\.web|graphql)\/|src\/api\/graphql\.ts$/.test(s));
};

test('the first search keystroke loads at most 6 KB brotli of GraphQL client', async ({ page }) => {
  await open(page, 'main.html');
  await allReady(page);
  await page.waitForLoadState('networkidle');
  const fetched = new Set<string>();
  page.on('request', (r) => {
    const m = new URL(r.url()).pathname.match(/\/dist\/(.+\.js)$/);
    if (m?.[1]) fetched.add(m[1]);
  });
  // The shopper's first contact with the box is the keystroke: focus, one letter typed, the suggestions.
  await page.focus(BOX);
  await page.keyboard.type('kurtka', { delay: 30 });
  await expect(options(page).first()).toBeVisible({ timeout: 10_000 });
  const files = [...fetched].sort();
  const sizes = files.map((f) => [f, brotli(f), isClient(f)] as const);
  const total = sizes.reduce((sum, [, b]) => sum + b, 0);
  const client = sizes.filter(([, , c]) => c);
  const clientBytes = client.reduce((sum, [, b]) => sum + b, 0);
  const text = sizes.map(([f, b, c]) => `${f} ${b} B${c ? ' (GraphQL client)' : ''}`).join(', ');
  test.info().annotations.push({ type: 'figures', description: `first keystroke: ${total} B brotli, of it GraphQL client ${clientBytes} B: ${text}` });
  console.log(`${MAIN}: first search keystroke ${total} B brotli (${files.length} files), GraphQL client ${clientBytes} B: ${text}`);
  expect(client.length, `the keystroke loaded the GraphQL client: ${text}`).toBeGreaterThan(0);
  expect(clientBytes, text).toBeLessThanOrEqual(GRAPHQL_CLIENT);
});
