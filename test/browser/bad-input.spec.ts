/**
 * Bad input never crashes the page (foundation issue): each case names the element or endpoint on the
 * console, raises no uncaught page error (the `watched` fixture fails the test on one), lets every other
 * widget mount, and leaves the server HTML as it was.
 */
import type { Page, Route } from '@playwright/test';
import { test, expect, ready, readyOnGesture } from './helpers';
import { rewritePage } from './support/rewrite';

const MAIN = '/fixtures/pages/main.html';
// A legacy page with the platform's breadcrumbs and #back_button (the main page has none).
const CRUMBS = '/fixtures/pages/projector.html';

/**
 * Records the selectors' server HTML before any module script runs, to compare with later.
 * `exact`: the outerHTML is byte-identical (a widget that failed never touched it).
 * `visible`: what the shopper sees and uses is the same: the rendered text and every link and form
 * target (a widget may have added hidden, inert enhancements while it waits for data).
 */
async function snapshotServerHtml(page: Page, selectors: string[]) {
  const read = (sel: string) => {
    const el = document.querySelector<HTMLElement>(sel);
    if (!el) return null;
    const targets = [...el.querySelectorAll<HTMLElement>('a[href], form[action]')]
      .filter((t) => t.offsetParent !== null || t.getClientRects().length > 0)
      .map((t) => t.getAttribute('href') ?? t.getAttribute('action'));
    return { exact: el.outerHTML, visible: JSON.stringify({ text: el.innerText.replace(/\s+/g, ' ').trim(), targets }) };
  };
  await page.addInitScript(
    ({ sels, fn }) => {
      const reader = new Function(`return (${fn})`)() as (s: string) => unknown;
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        (window as unknown as { __server: Record<string, unknown> }).__server = Object.fromEntries(sels.map((s) => [s, reader(s)]));
      });
    },
    { sels: selectors, fn: read.toString() },
  );
  return async (selector: string, mode: 'exact' | 'visible' = 'exact') => {
    const [before, now] = (await page.evaluate(
      ({ s, fn }) => [(window as unknown as { __server: Record<string, unknown> }).__server[s], (new Function(`return (${fn})`)() as (x: string) => unknown)(s)],
      { s: selector, fn: read.toString() },
    )) as [Record<string, string> | null, Record<string, string> | null];
    expect(before, `server HTML of ${selector}`).toBeTruthy();
    expect(now?.[mode], `server HTML of ${selector} unchanged (${mode})`).toBe(before?.[mode]);
  };
}

test.describe('bad page input', () => {
  test('malformed config JSON: reported once, the page runs on app_shop and defaults', async ({ page, watched }) => {
    await page.goto('/fixtures/pages/bad-config.html');
    await readyOnGesture(page, '[data-widget~="breadcrumb-back"], #back_button', 'breadcrumb-back');
    await expect.poll(() => watched.logged('#storefront-config', ['error']).length).toBe(1);
    // The page context comes from the markup (body[data-page]), not from the broken config.
    expect(await page.evaluate(() => (window as unknown as { storefront: { context: unknown } }).storefront.context)).toEqual({ type: 'main', orderProcess: false });
  });

  test('no app_shop global: defaults, widgets mount', async ({ page, watched }) => {
    // The page as served has no app_shop (the bundle then gives it one for merchant add-ons: app_shop.run).
    expect(await (await page.request.get('/fixtures/pages/no-appshop.html')).text()).not.toMatch(/app_shop\s*=/);
    await page.goto('/fixtures/pages/no-appshop.html');
    await readyOnGesture(page, 'nav#menu_categories', 'mega-menu');
    expect(watched.pageErrors).toEqual([]);
  });

  test('no #viewType: the view comes from the breakpoints', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 700 });
    await page.goto('/fixtures/pages/no-viewtype.html');
    expect(await page.locator('#viewType').count()).toBe(0);
    await page.waitForFunction(() => !!window.storefront?.version);
    expect(await page.evaluate(() => (window as unknown as { storefront: { view: number } }).storefront.view)).toBe(2);
  });

  test('an unknown data-widget name: a warning naming the element, the known names on it still mount', async ({ page, watched }) => {
    const same = await snapshotServerHtml(page, ['#unknown_widget']);
    await page.goto('/fixtures/pages/unknown-widget.html');
    await readyOnGesture(page, '[data-widget~="breadcrumb-back"]', 'breadcrumb-back');
    await expect.poll(() => watched.logged('unknown widget "no-such-widget" on <div#unknown_widget>').length).toBe(1);
    await same('#unknown_widget');
  });

  test('malformed data-props JSON: an error naming the element, the widget runs on its data-* options', async ({ page, watched }) => {
    await page.goto(MAIN);
    await page.waitForFunction(() => !!window.storefront?.version);
    await page.evaluate(() =>
      document.body.insertAdjacentHTML('beforeend', '<a id="bad_props" href="#top" data-widget="back-to-top" data-load="load"><script type="application/json" data-props>{oops,}</script>Do góry</a>'),
    );
    await ready(page, '#bad_props', 'back-to-top');
    await expect.poll(() => watched.logged('<a#bad_props data-widget="back-to-top">', ['error']).length).toBe(1);
  });
});

test.describe('hostile page markup', () => {
  // What a review could hold: a config look-alike, app_shop look-alikes (DOM clobbering), markers and options
  // whose URLs start with one slash and resolve elsewhere.
  const HOSTILE =
    '<div id="storefront-config">{"graphqlUrl": "/\\evil.example/graphql", "language": "eng"}</div>' +
    '<a id="app_shop"></a><form id="app_shop" name="vars"><input name="language" id="eng"></form>' +
    '<div data-storefront="off"><div data-widget="breadcrumb-back" data-home="/\\evil.example" data-load="load"></div><a id="menu_basket" href="/\\evil.example">x</a></div>';
  for (const file of ['main.html', 'widgets-main.html']) {
    test(`a review's config look-alike, clobbered app_shop and markers (${file}): one warning, the page's own config and widgets`, async ({ page, watched }) => {
      await rewritePage(page, (html) => html.replace(/<body([^>]*)>/, `<body$1>${HOSTILE}`));
      const off: string[] = [];
      page.on('request', (r) => /evil\.example/.test(r.url()) && off.push(r.url()));
      await page.goto(`/fixtures/pages/${file}`);
      await ready(page, '#menu_basket:not([href]), [data-widget~="mini-basket"]:not([data-storefront=off] *)', 'mini-basket');
      await expect.poll(() => watched.logged('id="storefront-config"', ['warning']).length).toBe(1);
      // The page's own GraphQL endpoint, not the look-alike's.
      const box = page.locator('form#menu_search input[name="text"], form[data-widget~="search"] input[name="text"]').first();
      const own = page.waitForRequest((r) => r.url().startsWith(new URL('/graphql/v1/', page.url()).href));
      await box.focus();
      await box.fill('kurtka');
      await own;
      expect(await page.evaluate(() => document.querySelector('[data-storefront=off] [data-ready]'))).toBeNull();
      expect(off).toEqual([]);
    });
  }
});

test.describe('failing widgets', () => {
  test('a chunk that fails to load twice: reported with the element, others mount, HTML unchanged', async ({ page, watched, theme }) => {
    test.skip(theme === 'halny', 'Halny has no shopping-list link, which this test also needs');
    const same = await snapshotServerHtml(page, ['#back_button']);
    let tries = 0;
    // The retry asks for the same chunk with a query (src/start/retry.ts): failed too.
    await page.route(/\/chunks\/breadcrumb-back-[\w-]+\.js(\?retry)?$/, (route) => (tries++, route.abort('failed')));
    const errors: unknown[] = [];
    await page.exposeFunction('__widgetError', (name: string) => errors.push(name));
    await page.addInitScript(() =>
      document.addEventListener('storefront:widget-error', (e) => (window as unknown as { __widgetError(n: string): void }).__widgetError((e as CustomEvent<{ name: string }>).detail.name)),
    );
    const log = page.waitForRequest((r) => r.url().includes('JSerror='));
    await page.goto(CRUMBS);
    // Its moment: the first gesture on it (again until the bundle, which comes after the load event, has seen it).
    await expect
      .poll(async () => {
        const said = watched.logged('widget "breadcrumb-back" on <button#back_button', ['error']).length;
        if (!said && !tries) await page.locator('#back_button').dispatchEvent('pointerover');
        return said;
      })
      .toBe(1);
    expect(tries).toBe(2); // one retry
    expect(errors).toEqual(['breadcrumb-back']);
    expect(decodeURIComponent((await log).url())).toContain('breadcrumb-back');
    await same('#back_button');
    // The others mount: the mini basket and the shopping-list link on the same page, at the same moment.
    await ready(page, '#menu_basket', 'mini-basket');
    await readyOnGesture(page, '.slt_link.--empty, .slm_lists__nav_link.--empty', 'shopping-list-link');
    await expect(page.locator('#back_button')).not.toHaveAttribute('data-ready', /breadcrumb-back/);
  });

  test('a chunk that fails once is retried and mounts', async ({ page }) => {
    const tries: string[] = [];
    await page.route(/\/chunks\/breadcrumb-back-[\w-]+\.js(\?retry)?$/, (route) => (tries.push(new URL(route.request().url()).search), tries.length === 1 ? route.abort('failed') : route.continue()));
    await page.goto(CRUMBS);
    await readyOnGesture(page, '#back_button', 'breadcrumb-back');
    // The retry names the chunk with a query: Firefox answers a failed URL from its module map, without a request.
    expect(tries).toEqual(['', '?retry']);
  });

  test('a widget that throws on mount: reported, cancelable, others keep working', async ({ page, watched }) => {
    await page.goto(MAIN);
    await readyOnGesture(page, 'nav#menu_categories', 'mega-menu');
    const detail = await page.evaluate(async () => {
      const sf = (window as unknown as { storefront: { define(n: string, d: unknown): void } }).storefront;
      const got = new Promise<{ name: string; id: string; cancelable: boolean }>((r) =>
        document.addEventListener(
          'storefront:widget-error',
          (e) => {
            const ev = e as CustomEvent<{ name: string; element: Element }>;
            r({ name: ev.detail.name, id: ev.detail.element.id, cancelable: ev.cancelable });
          },
          { once: true },
        ),
      );
      document.body.insertAdjacentHTML('beforeend', '<div id="thrower" data-widget="thrower">server text</div><div id="fine" data-widget="fine"></div>');
      sf.define('thrower', {
        mount() {
          throw new Error('mount exploded');
        },
      });
      sf.define('fine', { mount() {} });
      return got;
    });
    expect(detail).toEqual({ name: 'thrower', id: 'thrower', cancelable: true });
    await ready(page, '#fine', 'fine');
    expect(await page.locator('#thrower').evaluate((el) => el.outerHTML)).toBe('<div id="thrower" data-widget="thrower">server text</div>');
    expect(watched.logged('widget "thrower" on <div#thrower', ['error']).length).toBe(1);
  });
});

test.describe('batch responses that are not usable', () => {
  const cases: [string, (route: Route) => Promise<void>][] = [
    ['HTTP 500', (r) => r.fulfill({ status: 500, body: 'Internal Server Error' })],
    ['HTML', (r) => r.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Login</title>' })],
    ['invalid JSON', (r) => r.fulfill({ status: 200, contentType: 'application/json', body: '{"Basket": {"response": ' })],
    ['an empty body', (r) => r.fulfill({ status: 200, contentType: 'application/json', body: '' })],
  ];
  for (const [name, reply] of cases) {
    test(`${name}: reported with the endpoint, widgets mount, the header stays as served`, async ({ page, watched }) => {
      const same = await snapshotServerHtml(page, ['#menu_basket', '#menu_search']);
      await page.route('**/ajax/get.php', reply);
      await page.goto(MAIN);
      await expect.poll(() => watched.logged('/ajax/get.php').length).toBe(1);
      await readyOnGesture(page, 'nav#menu_categories', 'mega-menu');
      await same('#menu_basket', 'visible');
      await same('#menu_search', 'visible');
      // The search box still takes typing.
      await page.locator('input[name="text"]').first().fill('kurtka');
      await expect(page.locator('input[name="text"]').first()).toHaveValue('kurtka');
    });
  }

  test('an answer that never arrives: widgets mount meanwhile, reported after 15 s', async ({ page, watched }) => {
    await page.route('**/ajax/get.php', () => {
      /* never answered */
    });
    await page.clock.install(); // the 15 s pass on the page's clock
    await page.goto(MAIN);
    await readyOnGesture(page, 'nav#menu_categories', 'mega-menu');
    await page.locator('input[name="text"]').first().fill('buty');
    await page.clock.runFor(16_000);
    await expect.poll(() => watched.logged('/ajax/get.php').length).toBe(1);
    expect(watched.logged('no answer in 15 s').length).toBe(1);
    await expect(page.locator('input[name="text"]').first(), 'typed text kept').toHaveValue('buty');
  });
});
