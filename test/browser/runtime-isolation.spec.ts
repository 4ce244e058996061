/**
 * Runtime isolation: one batch answer never spoils the others, no attribute
 * value breaks the scan, other code on the page cannot confuse the bundle, failures are reported once.
 */
import type { Page } from '@playwright/test';
import { test, expect, quiet, ready, readyOnGesture } from './helpers';

const MAIN = '/fixtures/pages/main.html';

/** Serves a fixture page with its HTML changed by `edit` (markup put where a template would put it). */
async function patched(page: Page, path: string, edit: (html: string) => string) {
  await page.route(`**${path}`, async (route) => {
    const res = await route.fetch();
    await route.fulfill({ response: res, body: edit(await res.text()) });
  });
}

/** A JSON value nested `depth` levels deep. */
const deep = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

test.describe('one answer never spoils the others', () => {
  test('a basket answer nested 3,000 levels deep: stored as it came, snippets and top layers are placed, widgets mount, no unhandled rejection', async ({ page, watched }) => {
    await page.route('**/ajax/get.php', async (route) => {
      const res = await route.fetch();
      const json = (await res.json()) as Record<string, unknown>;
      json.Snippets = { response: { items: [{ region: 'body_bottom', content: '<script>window.__snippetRan = true</script>' }] } };
      json.ToplayersAndWidgets = { response: { items: { deepTest: '<p id="deep_layer">layer</p>' } } };
      const text = JSON.stringify(json);
      expect(text).toContain('"Basket":{"response":{');
      await route.fulfill({ status: 200, contentType: 'application/json', body: text.replace('"Basket":{"response":{', `"Basket":{"response":{"deep":${deep(3000)},`) });
    });
    await page.goto(MAIN);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __snippetRan?: boolean }).__snippetRan === true)).toBe(true);
    await expect(page.locator('#deep_layer')).toHaveCount(1);
    await readyOnGesture(page, 'nav#menu_categories', 'mega-menu');
    expect(watched.pageErrors).toEqual([]);
  });
});

test.describe('no attribute value breaks the scan', () => {
  test('data-load="__proto__" on the first element: reported, that widget on its own moment, every other widget mounts and the batch call is made', async ({ page, watched }) => {
    await patched(page, MAIN, (html) => html.replace('<body>', '<body><span id="proto_load" data-widget="tooltip" data-load="__proto__" data-tooltip="Pomoc" tabindex="0">?</span>'));
    const call = page.waitForRequest('**/ajax/get.php');
    await page.goto(MAIN);
    await call;
    await ready(page, '#menu_basket', 'mini-basket');
    await readyOnGesture(page, 'nav#menu_categories', 'mega-menu');
    await readyOnGesture(page, '#proto_load', 'tooltip');
    await expect.poll(() => watched.logged('data-load="__proto__"').length).toBeGreaterThan(0);
  });
});

test.describe('other code on the page cannot confuse the bundle', () => {
  test("storefront:* events dispatched without a detail or with a forged one: nothing breaks, the layout stays the runtime's", async ({ page }) => {
    await page.goto(MAIN);
    await ready(page, '#menu_basket', 'mini-basket');
    // On a desktop the footer on screen waits for a gesture: a forged view-change to 1 must not wake it as
    // on a phone (its wake asks the runtime's level, not the event).
    await page.locator('nav#footer_links').scrollIntoViewIfNeeded();
    const view = await page.evaluate(() => document.documentElement.dataset.view);
    await page.evaluate(() => {
      for (const n of ['view-change', 'navigated', 'basket-change', 'widget-error', 'ready', 'data']) {
        document.dispatchEvent(new Event(`storefront:${n}`));
        document.dispatchEvent(new CustomEvent(`storefront:${n}`, { detail: null }));
        document.dispatchEvent(new CustomEvent(`storefront:${n}`, { detail: { view: 1, previous: '__proto__', basket: 'x', url: 'javascript:alert(1)', key: '__proto__' } }));
      }
    });
    // A forged view-change to 1 (mobile) does not make the runtime lay the page out for mobile: not even
    // once what the events set going has run.
    await quiet(page);
    expect(await page.evaluate(() => document.documentElement.dataset.view)).toBe(view);
    await expect(page.locator('nav#footer_links')).not.toHaveAttribute('data-ready', /footer/);
    await readyOnGesture(page, 'nav#footer_links', 'footer');
    await readyOnGesture(page, 'nav#menu_categories', 'mega-menu');
  });

  test('storefront:basket-change hands a copy: a listener that tidies it changes neither the mini basket nor the store', async ({ page }) => {
    await page.addInitScript(() =>
      document.addEventListener('storefront:basket-change', (e) => {
        const b = (e as CustomEvent<{ basket: Record<string, unknown> }>).detail.basket;
        for (const k of Object.keys(b)) delete b[k];
      }),
    );
    await page.goto(`${MAIN}?basket=3`);
    await ready(page, '#menu_basket', 'mini-basket');
    await expect(page.locator('#menu_basket .badge')).toHaveText('3');
    await page.hover('#menu_basket a.top_basket__sub, #menu_basket a.topBasket__sub');
    await expect(page.locator('.sf-mb-panel .sf-mb__row')).toHaveCount(3);
    const kept = await page.evaluate(async () => {
      const b = await (window as unknown as { storefront: { data(k: string): Promise<{ productsCounter?: number }> } }).storefront.data('Basket');
      return b.productsCounter;
    });
    expect(kept).toBe(3);
  });

  test('an inline-module snippet ends by its own unguessable token: a script calling the hook with guesses ends nothing early', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { __order: string[] }).__order = [];
      const sym = Symbol.for('storefront:module-done');
      // Another script tries to end pending modules by guessing counters, and to replace the hook.
      const timer = setInterval(() => {
        const g = globalThis as unknown as Record<symbol, ((t: unknown) => void) | undefined>;
        for (let i = 0; i < 20; i++) g[sym]?.(i);
        try {
          g[sym] = () => {};
        } catch {
          /* not writable */
        }
      }, 5);
      setTimeout(() => clearInterval(timer), 10_000);
    });
    await page.route('**/ajax/get.php', async (route) => {
      const res = await route.fetch();
      const json = (await res.json()) as Record<string, unknown>;
      json.Snippets = {
        response: {
          items: [
            { region: 'body_bottom', content: '<script type="module">await new Promise((r) => setTimeout(r, 400)); window.__order.push("module");</script>' },
            { region: 'body_bottom', content: '<script>window.__order.push("after")</script>' },
          ],
        },
      };
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(json) });
    });
    await page.goto(MAIN);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __order: string[] }).__order)).toEqual(['module', 'after']);
    // The token is not left in the page for other scripts to read.
    expect(await page.evaluate(() => [...document.querySelectorAll('script[type="module"][data-storefront-script]')].map((s) => s.textContent).join())).not.toContain('module-done');
  });
});

test.describe('failures are reported once and never unhandled', () => {
  test('the same <script src> in two snippets (and loadScript) loads once', async ({ page }) => {
    let requests = 0;
    page.on('request', (r) => r.url().includes('/fixtures/js/snippet-ext.js') && requests++);
    await page.route('**/ajax/get.php', async (route) => {
      const res = await route.fetch();
      const json = (await res.json()) as Record<string, unknown>;
      const tag = '<script src="/fixtures/js/snippet-ext.js"></script>';
      json.Snippets = {
        response: {
          items: [
            { region: 'body_bottom', content: tag },
            { region: 'head', content: `<div>x</div>${tag}` },
            { region: 'body_top', content: tag.replace('/fixtures/js/', '/fixtures/js/../js/') },
          ],
        },
      };
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(json) });
    });
    await page.goto(MAIN);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __snippetExternalRuns?: number }).__snippetExternalRuns)).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { storefront: { loadScript(u: string): Promise<boolean> } }).storefront.loadScript('/fixtures/js/snippet-ext.js'))).toBe(true);
    await quiet(page); // a second load of the script would have been asked for and run
    expect(await page.evaluate(() => (window as unknown as { __snippetExternalRuns?: number }).__snippetExternalRuns)).toBe(1);
    expect(requests).toBe(1);
  });

  test('a widget failing in a loop sends one error-log request', async ({ page }) => {
    const logs: string[] = [];
    page.on('request', (r) => r.url().includes('JSerror=') && logs.push(r.url()));
    await page.goto(MAIN);
    await ready(page, '#menu_basket', 'mini-basket');
    await page.evaluate(() => {
      document.body.insertAdjacentHTML('beforeend', '<div id="looper" data-widget="looper"></div>');
      (window as unknown as { storefront: { define(n: string, d: unknown): void } }).storefront.define('looper', {
        mount(ctx: { warn(e: unknown): void }) {
          for (let i = 0; i < 200; i++) ctx.warn(new Error('looping failure'));
        },
      });
    });
    await ready(page, '#looper', 'looper');
    await quiet(page); // the error log's chunk and every report it would send have gone
    expect(logs.filter((u) => decodeURIComponent(u).includes('looping failure'))).toHaveLength(1);
  });

  test("the error log's code cannot load: the failure is on the console, a warning says the report was not sent, the page works on", async ({ page, watched }) => {
    // The error log's network half is a chunk of its own, loaded on the first report (src/util/error-log.ts).
    let attempts = 0;
    await page.route('**/chunks/error-log-*.js', (r) => (attempts++, r.abort('failed')));
    const logs: string[] = [];
    page.on('request', (r) => r.url().includes('JSerror=') && logs.push(r.url()));
    await page.goto(MAIN);
    await ready(page, '#menu_basket', 'mini-basket');
    expect(attempts, 'no error, no error-log chunk').toBe(0);
    await page.evaluate(() => {
      document.body.insertAdjacentHTML('beforeend', '<div id="broken" data-widget="broken"></div>');
      (window as unknown as { storefront: { define(n: string, d: unknown): void } }).storefront.define('broken', {
        mount() {
          throw new Error('broken on purpose');
        },
      });
    });
    await expect.poll(() => watched.logged('error log unavailable, not sent: widget "broken"', ['warning'])).toHaveLength(1);
    expect(watched.logged('widget "broken" on <div#broken data-widget="broken"> failed', ['error'])).toHaveLength(1);
    expect(attempts).toBe(1);
    expect(logs).toEqual([]);
    // The page works on: a widget added after it mounts.
    await page.evaluate(() => {
      document.body.insertAdjacentHTML('beforeend', '<div id="fine" data-widget="fine"></div>');
      (window as unknown as { storefront: { define(n: string, d: unknown): void } }).storefront.define('fine', { mount() {} });
    });
    await ready(page, '#fine', 'fine');
  });

  test("the shopping-list link's side request with a chunk that cannot load reaches the widget-error path", async ({ page, theme }) => {
    test.skip(theme === 'halny', 'Halny has no shopping-list link');
    await page.route('**/chunks/create-*.js', (r) => r.abort('failed'));
    await page.goto(MAIN);
    const link = page.locator('.slt_link.--empty, .slm_lists__nav_link.--empty').first();
    await readyOnGesture(page, '.slt_link.--empty, .slm_lists__nav_link.--empty', 'shopping-list-link');
    const reported = page.evaluate(() => new Promise<string>((r) => document.addEventListener('storefront:widget-error', (e) => r((e as CustomEvent<{ name: string }>).detail.name), { once: true })));
    await link.dispatchEvent('auxclick', { button: 1 });
    expect(await reported).toBe('shopping-list-link');
  });
});
