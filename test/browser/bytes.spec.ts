/**
 * What a page downloads before the shopper does anything (issue 7, item 2; DEVELOPERS speed rules): the
 * bundle files fetched from navigation until every widget that mounts by itself is ready and the network
 * is quiet, without a single pointer or key event. Sizes are brotli (quality 11) of the served files, as
 * `npm run size` computes them. Budgets: 16 KB on the home page, 20 KB on a product page, and no React.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { test, expect } from './helpers';
import { open, allReady } from './support/pages';

import { BEFORE_INTERACTION } from './support/budgets';

const brotli = (file: string) => brotliCompressSync(readFileSync(join('dist', file)), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

for (const [file, budget] of Object.entries(BEFORE_INTERACTION)) {
  test.describe(`${file} before any interaction`, () => {
    test.describe.configure({ mode: 'serial' });
    let files: string[] = [];
    let sizes: (readonly [string, number])[] = [];
    const pageErrors: string[] = [];

    test.beforeAll(async ({ browser }) => {
      const page = await browser.newPage();
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
      expect(files.filter((f) => /react-runtime|floating/.test(f)), 'React and the popover stay until an interaction needs them').toEqual([]);
    });

    test(`at most ${budget / 1000} KB brotli of bundle JavaScript`, () => {
      const info = test.info();
      const total = sizes.reduce((sum, [, b]) => sum + b, 0);
      const text = sizes.map(([f, b]) => `${f} ${b} B`).join(', ');
      info.annotations.push({ type: 'figures', description: `${total} B brotli before interaction: ${text}` });
      console.log(`${file}: ${total} B brotli before interaction (${files.length} files): ${text}`);
      expect(total, text).toBeLessThanOrEqual(budget);
    });
  });
}
