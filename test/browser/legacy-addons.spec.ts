/**
 * Unchanged legacy pages keep the legacy bundle's runtime: merchant add-ons
 * (`app_shop.run`, `app_shop.fn.runAjaxFn`), the batch answer's other keys for theme code, the tracking
 * header on partial-navigation responses, and the slider modules.
 */
import type { Page, Route } from '@playwright/test';
import { test, expect, ready, readyOnGesture } from './helpers';

const MAIN = '/fixtures/pages/main.html';

/** Serves a fixture page with its HTML changed by `edit` (markup put where a template would put it). */
async function patched(page: Page, path: string, edit: (html: string) => string) {
  await page.route(`**${path}`, async (route) => {
    const res = await route.fetch();
    await route.fulfill({ response: res, body: edit(await res.text()) });
  });
}

/** The shop's head script: `run` queues early calls in app_shop.fnrun.queue (as the legacy platform does). */
const STUB = `<script>app_shop.fnrun = { queue: [] }; app_shop.run = function (fn, views, selector, rerunAfterAjax) { app_shop.fnrun.queue.push([fn, views, selector, rerunAfterAjax]); };</script>`;

/** Merchant add-ons in the body, run before the bundle: order, views, selector, rerun, and the bad ones. */
const ADDONS = `<script>
window.__ran = [];
app_shop.run(function () { __ran.push('first'); }, 'all');
app_shop.run(function () { __ran.push('mobile'); }, [1]);
app_shop.run(function () { __ran.push('desktop+content'); }, [3, 4], '#content', true);
app_shop.run(function () { __ran.push('no element'); }, 'all', '#no_such_element');
app_shop.run(function () { throw new Error('add-on exploded'); }, 'all');
window.__twice = function () { __ran.push('twice'); };
app_shop.run(__twice, 'all', null, true);
app_shop.run(__twice, 'all', null, true);
app_shop.run(function () { __ran.push('views string'); }, '3');
app_shop.run(function () { __ran.push('last queued'); }, 'all');
</script>`;

const ran = (page: Page) => page.evaluate(() => (window as unknown as { __ran: string[] }).__ran);

test.describe('merchant add-ons (app_shop.run)', () => {
  test('legacy page with the stub: queued calls run in order once, by view and selector; a thrower is reported and the others run; later calls run at once; reruns after partial navigation and runAjaxFn', async ({
    page,
    watched,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await patched(page, MAIN, (html) => html.replace('</head>', `${STUB}</head>`).replace('</body>', `${ADDONS}</body>`));
    const errors: string[] = [];
    await page.exposeFunction('__widgetError', (name: string) => errors.push(name));
    await page.addInitScript(() =>
      document.addEventListener('storefront:widget-error', (e) => (window as unknown as { __widgetError(n: string): void }).__widgetError((e as CustomEvent<{ name: string }>).detail.name)),
    );
    await page.goto(MAIN);
    await expect.poll(() => ran(page)).toEqual(['first', 'desktop+content', 'twice', 'last queued']);
    await expect.poll(() => errors).toEqual(['add-on']);
    expect(watched.logged('add-on exploded', ['error']).length).toBe(1);
    expect(watched.logged('registered twice').length).toBe(1);
    expect(watched.logged("views must be 'all' or a list").length).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { app_shop: { fnrun: { queue: unknown[] } } }).app_shop.fnrun.queue.length)).toBe(0);
    // A later call runs at once.
    expect(
      await page.evaluate(() => {
        (window as unknown as { app_shop: { run(f: () => void): void } }).app_shop.run(() => (window as unknown as { __ran: string[] }).__ran.push('later'));
        return (window as unknown as { __ran: string[] }).__ran.at(-1);
      }),
    ).toBe('later');
    // Again after a partial navigation (the legacy #content region), then on runAjaxFn().
    await page.evaluate(() => ((window as unknown as { __ran: string[] }).__ran.length = 0));
    await page.evaluate(() => (window as unknown as { storefront: { navigate(u: string): Promise<void> } }).storefront.navigate(`${location.pathname}?again=1`)); // the theme's own page
    await expect.poll(() => ran(page)).toEqual(['desktop+content', 'twice']);
    await page.evaluate(() => (window as unknown as { app_shop: { fn: { runAjaxFn(): void } } }).app_shop.fn.runAjaxFn());
    expect(await ran(page)).toEqual(['desktop+content', 'twice', 'desktop+content', 'twice']);
    // Every widget still works.
    await ready(page, '#menu_basket', 'mini-basket');
    await readyOnGesture(page, 'nav#menu_categories', 'mega-menu');
  });

  test('at view level 1 only the calls for level 1 (and all) run', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await patched(page, MAIN, (html) => html.replace('</head>', `${STUB}</head>`).replace('</body>', `${ADDONS}</body>`));
    await page.goto(MAIN);
    await expect.poll(() => ran(page)).toEqual(['first', 'mobile', 'twice', 'last queued']);
  });

  test("main-addons.html: the shop's add-ons run at load, before any interaction, by view and element; the runner comes without its wording", async ({ page }) => {
    const chunks: string[] = [];
    page.on(
      'request',
      (r) =>
        /\/chunks\/addons/.test(r.url()) &&
        chunks.push(
          new URL(r.url()).pathname
            .split('/')
            .pop()!
            .replace(/-[\w-]+\.js$/, ''),
        ),
    );
    const addons = () => page.evaluate(() => ((window as unknown as { dataLayer?: { event: string; name?: string }[] }).dataLayer ?? []).filter((e) => e.event === 'addon').map((e) => e.name));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/fixtures/pages/main-addons.html');
    await expect.poll(addons).toEqual(['data layer', 'promo bars', 'basket hover', 'content links', 'newsletter']);
    await expect(page.locator('#newsletter_email')).toHaveAttribute('placeholder', 'np. jan@example.com');
    await expect(page.locator('#bar21')).toHaveAttribute('data-promo-seen', /^\d+$/);
    await page.waitForLoadState('networkidle');
    expect(chunks, 'every call was good: nothing to say, so no wording').toEqual(['addons']);
    // On a phone the phone's add-on runs instead of the desktop's.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect.poll(addons).toEqual(['data layer', 'promo bars', 'basket touch', 'content links', 'newsletter']);
  });

  test('a page with no app_shop at all gets a working app_shop.run', async ({ page }) => {
    await page.goto('/fixtures/pages/no-appshop.html');
    await expect.poll(() => page.evaluate(() => typeof (window as unknown as { app_shop?: { run?: unknown } }).app_shop?.run)).toBe('function');
    // The first call loads the add-on code (a chunk of its own), then runs; later calls run at once.
    await page.evaluate(() => {
      const w = window as unknown as { __n: number; app_shop: { run(f: () => void, v: string): void } };
      w.__n = 0;
      w.app_shop.run(() => w.__n++, 'all');
    });
    await expect.poll(() => page.evaluate(() => (window as unknown as { __n: number }).__n)).toBe(1);
    expect(
      await page.evaluate(() => {
        const w = window as unknown as { __n: number; app_shop: { run(f: () => void, v: string): void } };
        w.app_shop.run(() => w.__n++, 'all');
        return w.__n;
      }),
    ).toBe(2);
  });
});

/** Answers the batch call with the fixture server's answer plus `extra` keys. */
async function batchWith(page: Page, extra: Record<string, unknown>) {
  await page.route('**/ajax/get.php', async (route: Route) => {
    const res = await route.fetch();
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ ...((await res.json()) as object), ...extra }) });
  });
}

test.describe("the batch answer's other keys reach theme code", () => {
  test('storefront.data(key) reads a copy; storefront:data tells each consumer when a key arrives', async ({ page }) => {
    await batchWith(page, { Wishlist: { response: { count: 2, products: [{ id: 7 }] } }, Comparers: { response: { count: 1 } } });
    await page.addInitScript(() => {
      (window as unknown as { __keys: string[] }).__keys = [];
      document.addEventListener('storefront:data', (e) => {
        const d = (e as CustomEvent<{ key: string; data: { count?: number } }>).detail;
        (window as unknown as { __keys: string[] }).__keys.push(`${d.key}:${d.data?.count ?? '-'}`);
        if (d.data) d.data.count = -1; // a consumer that changes what it got
      });
    });
    await page.goto(MAIN);
    await ready(page, '#menu_basket', 'mini-basket');
    const got = await page.evaluate(async () => {
      const sf = (window as unknown as { storefront: { refresh(k: string[]): Promise<void>; data(k: string): Promise<{ count: number; products?: unknown[] }> } }).storefront;
      await sf.refresh(['Wishlist', 'Comparers']);
      const w = await sf.data('Wishlist');
      w.count = 99; // a copy: the next read is as answered
      return [(await sf.data('Wishlist')).count, (await sf.data('Comparers')).count, await sf.data('Projector')];
    });
    expect(got).toEqual([2, 1, undefined]);
    const keys = await page.evaluate(() => (window as unknown as { __keys: string[] }).__keys);
    expect(keys).toContain('Wishlist:2');
    expect(keys).toContain('Comparers:1');
  });
});

test.describe('tracking header on partial navigation', () => {
  test('a partial-navigation response with x-iai-tracking-events runs the waiting tracking scripts', async ({ page }) => {
    await page.goto('/fixtures/pages/chrome-nav-a.html');
    await page.waitForFunction(() => !!window.storefront?.version);
    await page.waitForLoadState('networkidle');
    const asked = page.waitForRequest((r) => r.method() === 'POST' && (r.postData() ?? '').includes('trackingEvents'));
    await page.evaluate(() => (window as unknown as { storefront: { navigate(u: string): Promise<void> } }).storefront.navigate('/fixtures/pages/chrome-nav-b.html?tracking=1'));
    await asked;
    await expect.poll(() => page.evaluate(() => ((window as unknown as { __trackingEvents?: unknown[] }).__trackingEvents ?? []).length)).toBeGreaterThan(0);
  });
});

test.describe('slider modules', () => {
  test('a template with data-slider: core then modules 1 to 5, from the script prefix, with the version query, in order, once', async ({ page }) => {
    const order: string[] = [];
    await page.route('**/gfx/pol/menu_slider_*', async (route) => {
      const url = new URL(route.request().url());
      order.push(`${url.pathname.split('/').pop()}${url.search}`);
      // The core takes a moment: module 1 must still wait for it.
      if (url.pathname.endsWith('menu_slider_core.js.gzip')) await new Promise((r) => setTimeout(r, 300));
      await route.fulfill({ status: 200, contentType: 'text/javascript', body: `(window.__slider = window.__slider || []).push(${JSON.stringify(url.pathname.split('/').pop())});` });
    });
    await patched(page, MAIN, (html) => html.replace('<main id="content"', '<div class="main_slider" data-slider="42"></div><main id="content"'));
    await page.goto(MAIN);
    const files = ['menu_slider_core', 'menu_slider_modules_1', 'menu_slider_modules_2', 'menu_slider_modules_3', 'menu_slider_modules_4', 'menu_slider_modules_5'];
    await expect.poll(() => page.evaluate(() => (window as unknown as { __slider?: string[] }).__slider ?? [])).toEqual(files.map((f) => `${f}.js.gzip`));
    expect(order).toEqual(files.map((f) => `${f}.js.gzip?v=42`));
  });

  test('a page without data-slider loads no slider module', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => r.url().includes('menu_slider') && asked.push(r.url()));
    await page.goto(MAIN);
    await ready(page, '#menu_basket', 'mini-basket');
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
  });
});
