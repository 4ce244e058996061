/**
 * Cross-site scripting (legacy fault: "product names and cookie values went into
 * innerHTML"): payloads in every server string a widget shows, and in the shopper's own typing, must
 * come out as text. Each case puts the payloads in, opens what shows them, and checks that
 *  - no payload ran (`window.__xss` unset) and no payload element exists (`.xss-probe`, `on*` handlers),
 *  - no link from server data became a `javascript:` link,
 *  - the payload text is on screen as text (so the case did reach the widget).
 * Snippets, top layers and tracking scripts are HTML and scripts by design (docs/theme-guide.md#server-calls): not
 * covered here. A case whose widget is missing from the marker table fails (never a skip).
 */
import type { Page, Route } from '@playwright/test';
import pol from '../../src/i18n/catalogue/pol';
import miniBasketPol from '../../widgets/mini-basket/texts/pol';
import noticePol from '../../widgets/notice/texts/pol';
import barsPol from '../../widgets/promo-bars/texts/pol';
import rebatePol from '../../widgets/rebate-code/texts/pol';
import { test, expect } from './helpers';
import { allReady, open } from './support/pages';
import { builtWidgets } from './support/probe';
import { skipSiteNotice } from './support/notice';
import { rewritePage } from './support/rewrite';

const built = builtWidgets();
const needs = (...names: string[]) => {
  expect(
    names.filter((n) => !built.has(n)),
    'widgets of this case missing from markers/index.ts',
  ).toEqual([]);
};

/** Payloads, each with a visible tag (X1...) so the text can be found on screen. */
const PAYLOADS = [
  'X1<img src=x onerror="window.__xss=1" class="xss-probe">',
  'X2"><svg class="xss-probe" onload="window.__xss=2"></svg>',
  'X3</script><script>window.__xss=3</script>',
  'X4\'><iframe class="xss-probe" srcdoc="<script>parent.__xss=4</script>"></iframe>',
  'X5<a class="xss-probe" href="javascript:window.__xss=5">link</a>',
];
const JS_URL = 'javascript:window.__xss=9';
/** Links that start like a path of the shop and resolve to another host. */
const OFF_SHOP = ['/\\evil.example', '/\t/evil.example', '//evil.example'];
const payload = (i: number) => PAYLOADS[i % PAYLOADS.length] as string;

/**
 * Replaces string leaves of a JSON value: links rotate between their real value, a javascript: URL and
 * a link that leaves the shop (the widget must drop or neutralise those), images get an attribute-breaking value, any other
 * text a payload.
 */
function poison(value: unknown, counter = { n: 0 }, key = ''): unknown {
  if (typeof value === 'string') {
    const i = counter.n++;
    if (/link|url|href/i.test(key)) return i % 4 === 1 ? JS_URL : i % 4 === 3 ? OFF_SHOP[(i >> 2) % OFF_SHOP.length] : value;
    if (/icon|image|img|src/i.test(key)) return 'x" onerror="window.__xss=8" class="xss-probe';
    return `${payload(i)} ${value}`;
  }
  if (Array.isArray(value)) return value.map((v) => poison(v, counter, key));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poison(v, counter, k)]));
  return value;
}

/** Answers a JSON endpoint with the server's answer, changed by `change`. */
async function rewriteJson(page: Page, glob: string, change: (json: Record<string, unknown>, body: string) => unknown) {
  await page.route(glob, async (route: Route) => {
    const response = await route.fetch();
    const body = route.request().postData() ?? '';
    const json = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: change(json, body) });
  });
}

async function expectInert(page: Page) {
  // A broken image's onerror fires in the same task that marks it complete: once every image that loads
  // now is complete, a payload's handler has run (or never will). Lazy images of the page below the
  // fold never complete; a payload image is never lazy (and carries .xss-probe, checked below anyway).
  await page.waitForFunction(() => [...document.images].every((img) => img.complete || img.loading === 'lazy'));
  const found = await page.evaluate(() => {
    const handlers: string[] = [];
    for (const el of document.querySelectorAll('*')) {
      for (const a of el.attributes) if (/^on/i.test(a.name) && /__xss/.test(a.value)) handlers.push(`<${el.tagName.toLowerCase()} ${a.name}="${a.value}">`);
    }
    return {
      ran: (window as unknown as { __xss?: unknown }).__xss ?? null,
      probes: [...document.querySelectorAll('.xss-probe')].map((e) => e.outerHTML.slice(0, 120)),
      handlers,
      jsLinks: [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].filter((a) => a.protocol === 'javascript:').map((a) => a.outerHTML.slice(0, 120)),
    };
  });
  expect(found).toEqual({ ran: null, probes: [], handlers: [], jsLinks: [] });
}

const BASKET_BUTTON = '#menu_basket button[aria-controls], [data-widget~="mini-basket"] ~ button[aria-controls], [data-widget~="mini-basket"] button[aria-controls]';
async function openMiniBasket(page: Page) {
  await page.locator('#menu_basket a[href], a[data-widget~="mini-basket"]').first().focus(); // loads the panel's opener
  const button = page.locator(BASKET_BUTTON).first();
  await button.focus();
  await page.keyboard.press('Enter');
  const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  await expect(panel.locator('li').first()).toBeVisible({ timeout: 10_000 });
  return panel;
}
const searchBox = (page: Page) => page.locator('form#menu_search input[name="text"], form[data-widget~="search"] input[name="text"]').first();

test.describe('server data', () => {
  for (const file of ['main.html', 'widgets-main.html']) {
    test(`basket rows (batch call) in the mini basket on ${file}`, async ({ page }) => {
      needs('mini-basket');
      await rewriteJson(page, '**/ajax/get.php', (json) => {
        const basket = json.Basket as { response?: unknown } | undefined;
        if (basket?.response) basket.response = poison(basket.response);
        return json;
      });
      await open(page, file);
      await allReady(page);
      const panel = await openMiniBasket(page);
      await expect(panel).toContainText('X1<img src=x onerror=');
      await expectInert(page);
    });

    test(`search suggestions (GraphQL) on ${file}`, async ({ page }) => {
      needs('search');
      await rewriteJson(page, '**/graphql/v1/**', (json, body) => (body.includes('productsTextSearch') ? poison(json) : json));
      await open(page, file);
      await allReady(page);
      await searchBox(page).focus();
      await searchBox(page).fill('kurtka');
      const list = page.locator('[role="listbox"]').first();
      await expect(list.locator('[role="option"]').first()).toBeVisible({ timeout: 10_000 });
      await expect(list).toContainText('<img src=x onerror=');
      // Keyboard through the options: the active one's text is copied into the box, as text.
      for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
      await expectInert(page);
      // No suggestion leads off the shop.
      const hrefs = await list.locator('a[href]').evaluateAll((els) => els.map((a) => (a as HTMLAnchorElement).origin));
      expect(hrefs.filter((o) => o !== new URL(page.url()).origin)).toEqual([]);
    });
  }

  test('the shopper\'s own typing in the search box ("no results for …")', async ({ page }) => {
    needs('search');
    await open(page, 'main.html');
    await allReady(page);
    await searchBox(page).focus();
    const typed = 'qqq<img src=x onerror="window.__xss=7" class="xss-probe">';
    await searchBox(page).fill(typed);
    await expect(page.locator('form#menu_search')).toContainText('qqq<img', { timeout: 10_000 });
    await expectInert(page);
  });
});

test.describe('URL parameters', () => {
  test("a payload in the search page's ?text= (echoed into the box by the server) is searched and shown as text", async ({ page }) => {
    needs('search');
    const typed = 'qqq<img src=x onerror="window.__xss=10" class="xss-probe">';
    await page.goto(`/search.php?text=${encodeURIComponent(typed)}`);
    await expect(searchBox(page)).toHaveValue(typed);
    await searchBox(page).focus();
    await searchBox(page).press('End');
    await searchBox(page).press('Space');
    await expect(page.locator('form#menu_search')).toContainText('qqq<img', { timeout: 10_000 });
    await expectInert(page);
  });
});

test.describe('user-written content', () => {
  /** A review as a sanitizer would pass it: ids, classes and data-* kept, scripts and handlers gone. */
  const REVIEW =
    '<div class="review" data-storefront="off">' +
    '<div id="storefront-config">{"graphqlUrl": "//evil.example/graphql", "cspNonce": "x"}</div>' +
    '<div data-widget="notice"><p>X1 recenzja-notice</p></div>' +
    '<a data-partial href="/fixtures/pages/main.html">X2 recenzja-link</a>' +
    '<div data-widget="map" data-points-url="//evil.example/points" data-load="load"></div>' +
    '<div data-widget="instalments" data-load="load"><button type="button">X3 raty</button></div>' +
    '</div>';
  for (const file of ['main.html', 'widgets-main.html']) {
    test(`a review's markup in a data-storefront="off" region mounts nothing and configures nothing (${file})`, async ({ page }) => {
      await skipSiteNotice(page);
      const off: string[] = [];
      page.on('request', (r) => /evil\.example/.test(r.url()) && off.push(r.url()));
      await page.route('**://evil.example/**', (route) => route.abort());
      await rewritePage(page, (html) => html.replace(/<main([^>]*)>/, `<main$1>${REVIEW}`));
      await open(page, file);
      await allReady(page);
      await searchBox(page).focus();
      await searchBox(page).fill('kurtka');
      await expect(page.locator('[role="listbox"] [role="option"]').first()).toBeVisible({ timeout: 10_000 });
      expect(await page.locator('.review [data-ready], .review sf-island').count()).toBe(0);
      await expect(page.locator('dialog[open]')).toHaveCount(0);
      expect(off).toEqual([]);
      await expectInert(page);
    });
  }
});

test.describe('page-provided strings', () => {
  test('toast text (storefront.alert)', async ({ page }) => {
    await open(page, 'main.html');
    await page.waitForFunction(() => !!window.storefront?.version);
    await page.evaluate((text) => (window as unknown as { storefront: { alert(t: string, m: string): Promise<void> } }).storefront.alert('error', text), PAYLOADS.join(' '));
    await expect(page.locator('.sf-toast').first()).toContainText('X1<img src=x');
    await expectInert(page);
  });

  /** Every message code overridden with a payload: each widget text the shop may change. */
  // The shared catalogue and the widgets' own text files (mini basket, notice, bars, strips): every code a shop may override.
  const codes = [...new Set([...Object.keys(pol), ...Object.keys(miniBasketPol), ...Object.keys(noticePol), ...Object.keys(barsPol), ...Object.keys(rebatePol)])];
  const texts = Object.fromEntries(codes.map((code, i) => [code, `${payload(i)} ${code}`]));
  for (const [file, how] of [
    ['main.html', 'app_shop.txt'],
    ['widgets-main.html', 'config texts'],
  ] as const) {
    test(`shop texts (${how}) on ${file}`, async ({ page }) => {
      await rewritePage(page, (html) =>
        how === 'app_shop.txt'
          ? html.replace('"txt":{}', `"txt":${JSON.stringify(texts).replaceAll('</', '<\\/')}`)
          : html.replace(/"texts": ?\{[^}]*\}/, `"texts": ${JSON.stringify(texts).replaceAll('</', '<\\/')}`),
      );
      await open(page, file);
      await allReady(page);
      let shown = 0;
      if (built.has('mini-basket')) {
        const panel = await openMiniBasket(page);
        await expect(panel).toContainText(/X\d/);
        shown++;
        await page.keyboard.press('Escape');
      }
      if (built.has('search')) {
        await searchBox(page).focus();
        await searchBox(page).fill('kurtka');
        await expect(page.locator('[role="listbox"]').first()).toContainText(/X\d/, { timeout: 10_000 });
        shown++;
      }
      await page.evaluate(() => (window as unknown as { storefront: { alert(t: string, m: string): Promise<void> } }).storefront.alert('info', 'ok'));
      expect(shown, 'some widget showed the shop texts').toBeGreaterThan(0);
      await expectInert(page);
    });
  }

  test('data-* options: a javascript: buy-now URL and a markup minimum length (legacy main.html)', async ({ page }) => {
    needs('mini-basket', 'search');
    await rewritePage(page, (html) =>
      html
        .replace('id="menu_basket"', `id="menu_basket" data-buy-now-url="${JS_URL}"`)
        .replace('id="menu_search"', 'id="menu_search" data-min-length="&lt;img src=x onerror=&quot;window.__xss=6&quot; class=&quot;xss-probe&quot;&gt;"'),
    );
    await open(page, 'main.html');
    await allReady(page);
    await openMiniBasket(page);
    await searchBox(page).focus();
    await searchBox(page).fill('kurtka');
    // The options with payloads in place of minLength and delay are the defaults': suggestions come.
    await expect(page.locator('[role="listbox"] [role="option"]').first()).toBeVisible({ timeout: 10_000 });
    await expectInert(page);
  });

  test('data-props JSON: the same options as JSON (widgets-main.html)', async ({ page }) => {
    needs('mini-basket', 'search');
    const props = (o: object) => `<script type="application/json" data-props>${JSON.stringify(o).replaceAll('<', '\\u003c')}</script>`;
    await rewritePage(page, (html) =>
      html
        .replace(/(<a class="sf-basket" data-widget="mini-basket"[^>]*>)/, `$1${props({ buyNowUrl: JS_URL })}`)
        .replace(/(<form[^>]*data-widget="search"[^>]*>)/, `$1${props({ minLength: payload(0), delay: payload(1) })}`),
    );
    await open(page, 'widgets-main.html');
    await allReady(page);
    await openMiniBasket(page);
    await searchBox(page).focus();
    await searchBox(page).fill('kurtka');
    // The options with payloads in place of minLength and delay are the defaults': suggestions come.
    await expect(page.locator('[role="listbox"] [role="option"]').first()).toBeVisible({ timeout: 10_000 });
    await expectInert(page);
  });

  test('cookie values (setRegionForced, setZipcodeForced) in the forced-region notice', async ({ page, context }) => {
    needs('forced-region');
    await skipSiteNotice(page); // only the notice under test opens
    const cookie = (name: string, value: object) => ({ name, value: encodeURIComponent(JSON.stringify(value)), url: page.url() || 'http://127.0.0.1/' });
    await page.goto('/fixtures/pages/main.html');
    await context.addCookies([
      cookie('setRegionForced', { currentCountry: payload(0), defaultCountry: payload(1), showModal: true }),
      cookie('setZipcodeForced', { currentZipcode: payload(2), defaultZipcode: payload(3), showModal: true }),
    ]);
    await open(page, 'main.html');
    await allReady(page);
    await expect(page.locator('[role="dialog"], dialog[open]').first()).toContainText('X1<img');
    await expectInert(page);
  });
});

/**
 * Map point data: Leaflet puts a string tooltip or popup in with innerHTML, so a point's
 * name or address from data-props or from pointsUrl (another company's API, possibly) must reach the map
 * as nodes built with textContent: hover and focus (tooltips), click and tap (popups), the stack's list and
 * the keyboard list beside the map.
 */
test.describe('map point data', () => {
  const MAPS = '/fixtures/pages/widgets-maps.html';
  const poisonPoints = (points: { name?: string; address?: string }[]) =>
    points.map((p, i) => ({ ...p, name: `${payload(2 * i)} ${p.name ?? ''}`, address: `${payload(2 * i + 1)} ${p.address ?? ''}` }));

  /** The stores' data-props with a payload in every name and address (as the page author's JSON escapes `<`). */
  async function poisonStores(page: Page) {
    await rewritePage(page, (html) =>
      html.replace(/(<div [^>]*id="map_stores"[^>]*>\s*<script type="application\/json" data-props>)(.*?)(<\/script>)/s, (_m, a: string, json: string, b: string) => {
        const props = JSON.parse(json) as { points: { name?: string; address?: string }[] };
        return a + JSON.stringify({ ...props, points: poisonPoints(props.points) }).replaceAll('<', '\\u003c') + b;
      }),
    );
  }

  test('from data-props: hover, focus and Enter on markers, the stack and the list show the payloads as text', async ({ page, theme }) => {
    test.skip(theme === 'halny', "the demo's stores (three points at one spot); Halny's payloads are checked from pointsUrl below");
    needs('map');
    await poisonStores(page);
    await page.goto(MAPS);
    const map = page.locator('#map_stores');
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute('data-ready', /map/);
    const markers = map.locator('img.leaflet-marker-icon');
    await expect(markers).toHaveCount(3);
    // Hover: the tooltip holds the name as text.
    await markers.nth(0).hover();
    await expect(map.locator('.leaflet-tooltip')).toContainText('<');
    await expect(map.locator('.leaflet-tooltip img, .leaflet-tooltip svg, .leaflet-tooltip iframe, .leaflet-tooltip a')).toHaveCount(0);
    // Focus (keyboard): the tooltip of another marker.
    await markers.nth(1).focus();
    await expect(map.locator('.leaflet-tooltip').last()).toContainText(/X\d/);
    // Enter on the focused marker (a click, as Leaflet sees it): the popup, name and address as text.
    await page.keyboard.press('Enter');
    const popup = map.locator('.leaflet-popup-content');
    await expect(popup).toContainText(/X\d.*X\d/s);
    await expect(popup.locator('img, svg, iframe, a')).toHaveCount(0);
    // The list beside the map, and the stack of three points at one spot (chosen from the list).
    await expect(map.locator('.sf-map__list')).toContainText('X1<img src=x onerror=');
    await map.locator('.sf-map__item', { hasText: 'Paczkomat Kraków Rynek' }).click();
    // (the first popup fades out for 200 ms: the stack's is the one that lists the spot)
    const stack = map.locator('.leaflet-popup-content', { hasText: 'Paczkomat Kraków Rynek' });
    await expect(stack.locator('li')).toHaveCount(3);
    await expect(stack).toContainText('X1<img src=x onerror=');
    await expect(stack.locator('img, svg, iframe, a')).toHaveCount(0);
    // The stack's own tooltip (a node too).
    await map.locator('.sf-cluster--stack').focus();
    await expect(map.locator('.leaflet-tooltip').last()).toContainText('3 punkty w tym samym miejscu');
    await expectInert(page);
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true });
    test('from pointsUrl: tap and focus on markers, and the list, show the payloads as text', async ({ page, theme }) => {
      needs('map');
      await page.route('**/fixtures/points.json*', (route) =>
        route.fulfill({
          json: poisonPoints([
            { name: 'Punkt Warszawa', address: 'ul. Prosta 1' },
            { name: 'Punkt Wrocław', address: 'ul. Długa 2' },
            { name: 'Punkt Gdańsk', address: 'ul. Morska 3' },
            { name: 'Punkt Kraków A', address: 'Rynek 1' },
            { name: 'Punkt Kraków B', address: 'Rynek 1' },
          ]).map((p, i) => ({
            id: `h${i}`,
            ...[
              { lat: 52.23, lng: 21.01 },
              { lat: 51.11, lng: 17.04 },
              { lat: 54.35, lng: 18.65 },
              { lat: 50.06, lng: 19.94 },
              { lat: 50.06, lng: 19.94 },
            ][i],
            ...p,
          })),
        }),
      );
      await page.goto(MAPS);
      const map = page.locator('#map_points');
      await map.scrollIntoViewIfNeeded();
      await expect(map).toHaveAttribute('data-ready', /map/);
      const markers = map.locator('img.leaflet-marker-icon');
      // Four spots: three markers and a stack in the demo's box; in Halny's 320 px box near ones may cluster.
      if (theme === 'demo') await expect(markers).toHaveCount(3);
      else await expect.poll(() => markers.count()).toBeGreaterThanOrEqual(2);
      await markers.nth(0).tap();
      const popup = map.locator('.leaflet-popup-content');
      await expect(popup).toContainText(/X\d/);
      await expect(popup.locator('img, svg, iframe, a')).toHaveCount(0);
      await markers.nth(1).focus();
      await expect(map.locator('.leaflet-tooltip').last()).toContainText(/X\d/);
      await expect(map.locator('.leaflet-tooltip img, .leaflet-tooltip svg, .leaflet-tooltip iframe, .leaflet-tooltip a')).toHaveCount(0);
      await expect(map.locator('.sf-map__list')).toContainText('<img src=x onerror=');
      // The two points at one spot: a stack whose popup lists both.
      await map.locator('.sf-cluster').first().tap();
      await expectInert(page);
    });
  });
});
