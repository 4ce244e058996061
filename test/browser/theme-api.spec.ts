/**
 * A theme developer's first try, in a real browser: plain inline calls written after the bundle's script
 * tag (which runs later: it is a module) are kept and applied; names that never work are said so on the
 * console; the published types ship beside the bundle.
 */
import { readFileSync } from 'node:fs';
import type { Storefront } from '../../src/storefront';
import { test, expect, ready } from './helpers';

const MAIN = '/fixtures/pages/main.html';

/** The theme's inline code, as the theme guide shows it: the stub, then plain calls. */
const THEME = `
window.storefront = window.storefront || Object.assign([], {
  define: function () { window.storefront.push(['define'].concat([].slice.call(arguments))); },
  on: function () { window.storefront.push(['on'].concat([].slice.call(arguments))); }
});
storefront.define('theme-hello', { mount: function (ctx) { ctx.element.textContent = 'hello from ' + ctx.name + ' on ' + ctx.page.type; } });
storefront.on('ready', function (detail) { window.themeReady = detail.version; });
storefront.on('storefront:view-change', function () {});
storefront.define('map', { mount: function () {} });
(window.storefront ||= []).push(['define', 'theme-lazy', { moment: 'load', load: function () { return Promise.resolve({ default: { mount: function (ctx) { ctx.element.dataset.lazy = 'yes'; } } }); } }]);
`;

test.describe('theme developer, first try', () => {
  test('calls queued before the bundle ran are applied; mistakes are named on the console', async ({ page, watched }) => {
    await page.route(`**${MAIN}`, async (route) => {
      const res = await route.fetch();
      const body = await res.text();
      // The bundle (dist/head.html's inline module in <head>) runs after the parse, so the theme's inline
      // script at the top of <body> runs before it.
      const tag = body.match(/<script\b[^>]*\bdata-storefront-base="[^"]*"[^>]*>/);
      expect(tag, 'the bundle tag of the fixture page').not.toBeNull();
      const nonceOf = tag![0].match(/\bnonce="([^"]*)"/);
      const nonce = nonceOf ? ` nonce="${nonceOf[1]}"` : '';
      const bodyTag = body.match(/<body\b[^>]*>/);
      expect(bodyTag, 'the body tag of the fixture page').not.toBeNull();
      const theme = `<div id="th" data-widget="theme-hello"></div><div id="tl" data-widget="theme-lazy"></div><div id="typo" data-widget="mini-bakset"></div><script${nonce}>${THEME}</script>`;
      await route.fulfill({ response: res, body: body.replace(bodyTag![0], bodyTag![0] + theme) });
    });
    await page.goto(MAIN);
    await ready(page, '#th', 'theme-hello');
    await expect(page.locator('#th')).toHaveText('hello from theme-hello on main');
    await ready(page, '#tl', 'theme-lazy');
    await expect(page.locator('#tl')).toHaveAttribute('data-lazy', 'yes');
    // A late on('ready') is called at once, with the bundle's version.
    await expect.poll(() => page.evaluate(() => (window as unknown as { themeReady?: string }).themeReady)).toBe(await page.evaluate(() => window.storefront?.version));
    await expect.poll(() => watched.logged('on("storefront:view-change") never fires').length).toBe(1);
    expect(watched.logged('on("storefront:view-change")')[0]).toContain('Did you mean "view-change"?');
    await expect.poll(() => watched.logged('unknown widget "mini-bakset"').length).toBe(1);
    expect(watched.logged('unknown widget "mini-bakset"')[0]).toContain('Did you mean "mini-basket"?');
    // A taken name is refused: said at the call, with the reserved names.
    await expect.poll(() => watched.logged('define("map") refused').length).toBe(1);
    expect(watched.logged('define("map") refused')[0]).toMatch(/Reserved \(built-in or already defined\): back-to-top, .*map, .*theme-hello/);
    // After the bundle ran, calls go straight to it: a refusal returns false.
    expect(await page.evaluate(() => (window.storefront as Storefront).define('search', { mount() {} }))).toBe(false);
    expect(watched.pageErrors).toEqual([]);
  });

  test('on() after boot: known names quietly, unknown ones with the list of events', async ({ page, watched }) => {
    await page.goto(MAIN);
    await page.waitForFunction(() => !!window.storefront?.version);
    const got = await page.evaluate(async () => {
      const sf = window.storefront as Storefront;
      const off = sf.on('navigated', () => {});
      off();
      let version = '';
      sf.on('ready', (d) => (version = d.version));
      (sf.on as (n: string, h: () => void) => void)('basketChange', () => {});
      await new Promise((r) => setTimeout(r, 500));
      return { version, same: version === sf.version, isFn: typeof off };
    });
    expect(got).toEqual({ version: expect.stringMatching(/^\d+\.\d+\.\d+$/), same: true, isFn: 'function' });
    await expect.poll(() => watched.logged('on("basketChange") never fires').length).toBe(1);
    expect(watched.logged('on("basketChange")')[0]).toContain('Events: ready, view-change, navigated, basket-change, widget-error, data. Did you mean "basket-change"?');
    expect(watched.logged('on("navigated")')).toEqual([]);
  });

  test('push() after the bundle ran applies the entries at once, so the queue line works late too', async ({ page, watched }) => {
    await page.goto(MAIN);
    await page.waitForFunction(() => !!(window.storefront as Storefront | undefined)?.version);
    await page.evaluate(() => {
      document.body.insertAdjacentHTML('beforeend', '<p data-widget="theme-late">server text</p>');
      (window.storefront = window.storefront || []).push(['define', 'theme-late', { mount: (ctx) => void (ctx.element.textContent = 'late ' + ctx.name) }], ['nope' as 'scan']);
    });
    await expect(page.locator('[data-widget="theme-late"]')).toHaveText('late theme-late');
    await expect(page.locator('[data-widget="theme-late"]')).toHaveAttribute('data-ready', 'theme-late');
    // A bad entry is named as in the queue, and the good one before it still ran.
    await expect.poll(() => watched.logged('queued call "nope" skipped').length).toBe(1);
  });

  test('the published types ship beside the bundle and package.json names them', () => {
    expect(readFileSync('dist/storefront.d.ts', 'utf8')).toBe(readFileSync('src/storefront.d.ts', 'utf8'));
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { types: string; exports: Record<string, { types: string; default: string }> };
    expect(pkg.types).toBe('./dist/storefront.d.ts');
    expect(pkg.exports['.']).toEqual({ types: './dist/storefront.d.ts', default: './dist/storefront.js' });
  });
});
