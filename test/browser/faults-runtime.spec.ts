/**
 * The runtime's bad input in the fault suite, on its own fixture
 * pages (fixtures/faults/build.ts): legacy markup with the shop's app_shop.run stub, and data-widget markup
 * without app_shop. On each: `data-load="__proto__"` on the body's first element, `constructor` and empty
 * moments, a `__proto__` key in data-props, forged storefront:* events and guesses at the inline-module
 * hook from another script, a basket-change listener that empties what it gets; a batch answer with a
 * basket nested 3,000 levels deep, 250 snippets and the same external script in two of them, an inline
 * module snippet; a theme widget failing in a loop; and on the legacy page add-ons that throw, reject, are
 * registered twice, have views that are not a list, an invalid selector or no function.
 * Each page: no uncaught error, no task over 200 ms, every other widget working.
 */
import type { Page } from '@playwright/test';
import { test, expect, quiet, ready, readyOnGesture } from './helpers';
import { settled } from './support/pages';
import { installProbe } from './support/probe';

const deep = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

async function badBatch(page: Page) {
  await page.route('**/ajax/get.php', async (route) => {
    const res = await route.fetch();
    const json = (await res.json()) as Record<string, unknown>;
    const ext = '<script src="/fixtures/js/snippet-ext.js"></script>';
    const items = Array.from({ length: 250 }, (_, i) => ({ region: 'body_bottom', content: `<i class="bad_snip" hidden>${i}</i>` }));
    items.splice(
      1,
      0,
      { region: 'body_bottom', content: ext },
      { region: 'head', content: ext },
      { region: 'body_bottom', content: '<script type="module">await new Promise((r) => setTimeout(r, 200)); window.__moduleDone = true;</script>' },
    );
    json.Snippets = { response: { items } };
    const text = JSON.stringify(json);
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: text.includes('"Basket":{"response":{') ? text.replace('"Basket":{"response":{', `"Basket":{"response":{"deep":${deep(3000)},`) : text,
    });
  });
}

const PAGES = [
  // A widget that mounts on a gesture: the category menu (the legacy home page has no breadcrumbs, as the platform's).
  { file: 'runtime-legacy.html', legacy: true, basket: '#menu_basket', gesture: 'nav#menu_categories' },
  { file: 'runtime-widgets.html', legacy: false, basket: '[data-widget~="mini-basket"]', gesture: '[data-widget~="mega-menu"]' },
];

test.describe('runtime bad input on its own fixture pages', { tag: '@timed' }, () => {
  for (const p of PAGES) {
    test(`${p.file}: no uncaught error, no task over 200 ms, every other widget working`, async ({ page, watched }) => {
      await badBatch(page);
      const logs: string[] = [];
      page.on('request', (r) => r.url().includes('JSerror=') && logs.push(decodeURIComponent(r.url())));
      await installProbe(page);
      await page.goto(`/fixtures/faults/${p.file}`);
      // Every widget that mounts without a gesture has mounted (none failed).
      const spots = await settled(page, { timeout: 15_000 });
      expect(
        spots.filter((s) => s.failedAt !== null).map((s) => `${s.name} on ${s.element}`),
        'widgets that failed',
      ).toEqual([]);
      await ready(page, p.basket, 'mini-basket');
      await ready(page, '#bad_props_proto', 'tooltip');
      // The bad moments fall back to the widget's own (interaction): they mount on a gesture, and say why.
      await readyOnGesture(page, '#bad_first', 'tooltip');
      await readyOnGesture(page, '#bad_constructor', 'tooltip');
      await readyOnGesture(page, p.gesture, 'mega-menu');
      expect(watched.logged('data-load="__proto__"').length).toBe(1);
      // The batch answer: snippets placed (capped at 100 with a report), the external script once, the module ran.
      await expect.poll(() => page.evaluate(() => (window as unknown as { __moduleDone?: boolean }).__moduleDone === true)).toBe(true);
      expect(await page.locator('i.bad_snip').count()).toBe(97);
      expect(await page.evaluate(() => (window as unknown as { __snippetExternalRuns?: number }).__snippetExternalRuns)).toBe(1);
      await expect.poll(() => watched.logged('253 snippets; the first 100 are placed').length).toBe(1);
      // The store kept the basket as answered (a listener emptied only its copy).
      const kept = await page.evaluate(async () => {
        try {
          const b = await (window as unknown as { storefront: { data(k: string): Promise<object> } }).storefront.data('Basket');
          return Object.keys(b ?? {}).join();
        } catch (e) {
          return String(e);
        }
      });
      expect(kept).toContain('deep');
      // A theme widget failing in a loop: one error-log request.
      await page.evaluate(() => {
        document.body.insertAdjacentHTML('beforeend', '<div id="looper" data-widget="looper"></div>');
        (window as unknown as { storefront: { define(n: string, d: unknown): void } }).storefront.define('looper', {
          mount(ctx: { warn(e: unknown): void }) {
            for (let i = 0; i < 300; i++) ctx.warn(new Error('looping failure'));
          },
        });
      });
      await ready(page, '#looper', 'looper');
      if (p.legacy) {
        // Add-ons: the good ones ran once, in order; each bad one is refused or reported, nothing else stops.
        expect(await page.evaluate(() => (window as unknown as { __addons: string[] }).__addons)).toEqual(['ok', 'twice', 'last']);
        expect(watched.logged('add-on exploded', ['error']).length).toBe(1);
        await expect.poll(() => watched.logged('async add-on failed', ['error']).length).toBe(1);
        expect(watched.logged('registered twice').length).toBe(1);
        expect(watched.logged("views must be 'all' or a list").length).toBe(2);
        expect(watched.logged('fn is not a function').length).toBe(1);
        expect(watched.logged('is not a valid CSS selector').length).toBe(1);
      } else {
        // No app_shop on the page: the bundle gives one, and an add-on that throws is contained.
        await page.evaluate(() => {
          const w = window as unknown as { __n: number; app_shop: { run(f: () => void, v?: unknown): void } };
          w.__n = 0;
          w.app_shop.run(() => {
            throw new Error('late add-on exploded');
          });
          w.app_shop.run(() => w.__n++, [1, 2, 3, 4]);
        });
        await expect.poll(() => page.evaluate(() => (window as unknown as { __n: number }).__n)).toBe(1);
        await expect.poll(() => watched.logged('late add-on exploded', ['error']).length).toBe(1);
      }
      await quiet(page); // the error log's chunk and every report it would send have gone
      expect(logs.filter((u) => u.includes('looping failure'))).toHaveLength(1);
      const long = await page.evaluate(() => (window as unknown as { __sfProbe: { longtasks: { duration: number }[] } }).__sfProbe.longtasks.map((t) => Math.round(t.duration)));
      // What ran in the frames over 200 ms (long-animation-frame attribution), to say which code it was.
      const frames = await page.evaluate(() =>
        (window as unknown as { __sfProbe: { frames: { duration: number; scripts: { url: string; duration: number; invoker: string }[] }[] } }).__sfProbe.frames
          .filter((f) => f.duration > 200)
          .map((f) => `${Math.round(f.duration)} ms: ${f.scripts.map((x) => `${x.invoker} ${x.url.split('/').pop()} ${Math.round(x.duration)} ms`).join('; ')}`),
      );
      expect(
        long.filter((d) => d > 200),
        `tasks over 200 ms (${frames.join(' | ')})`,
      ).toEqual([]);
      console.log(`${p.file}: longest task ${Math.max(0, ...long)} ms`);
    });
  }
});
