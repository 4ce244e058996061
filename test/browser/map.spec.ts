/**
 * The map in Chromium (docs/theme-guide.md#the-marker-table): Leaflet loads only near the viewport, clusters with
 * size classes, zoom by cluster, the list following the visible area, a list choice opening its popup,
 * points at one spot still reachable, bad points counted, failing tiles, 10 000 points in a worker
 * without a long main-thread task, and the strict CSP.
 */
import type { Page } from '@playwright/test';
import { test, expect, quiet, ready } from './helpers';
import { startTrace } from './support/trace';
import { median } from './support/perf';
import { recordShifts } from './support/shifts';

const PAGE = '/fixtures/pages/widgets-maps.html';
/**
 * The longest main-thread task (thread time) allowed for the 10 000-point map, per CPU throttling rate.
 * Unthrottled: 50 ms (measured 16 ms). At CPU 4x (a mid-range phone), measured on the shared 2-core
 * machine in five runs: 63, 67, 77, 80, 88 ms, 4-5 tasks over 50 ms: Leaflet's own zoom-animation frames
 * with the redraw of the worker's answer (about 50-80 ms) and the task that reads the 10 000 points
 * (about 40-45 ms). The budget at 4x is 150 ms: about twice the worst run, red for a regression that
 * puts the clustering back on the main thread (the index build alone is about 190 ms at 4x).
 */
const TEN_THOUSAND_BUDGET: Record<number, number> = { 1: 50, 4: 150 };

async function openMap(page: Page, id: string, query = '') {
  await page.goto(PAGE + query);
  await page.locator(`#${id}`).scrollIntoViewIfNeeded();
  await ready(page, `#${id}`, 'map');
  // Markers are drawn after the clusterer answers.
  await expect(page.locator(`#${id} .leaflet-marker-icon`).first()).toBeVisible();
}

/**
 * What the stores map shows at its start (centre 51.9 N 19.1 E, zoom 6: a world of 256 * 2^6 = 16 384 px)
 * depends on the box the theme gives it. The points' offsets from the centre in px at zoom 6 (Web Mercator,
 * x east, y south): Kraków and the two points at its spot (+38, +133), Warszawa (+87, -24), Wrocław (-94, +58),
 * Zakopane (+39, +187), Gdańsk (-21, -186); the small cluster of the three Kraków points and Zakopane sits at
 * their mean, (+38, +146). Across, every point is within 94 px of the centre, inside either canvas (Halny's is
 * 602 px wide, +-301 px: its 904 px element less the 288 px list and the 12 px gap), so the height decides.
 *  - demo: `#map_stores` is 25rem (400 px) high with a 1 px border and 0.5rem padding (border-box): a canvas of
 *    382 px, +-191 px; all seven usable points are in view (Zakopane at +187, Gdańsk at -186 just inside):
 *    the cluster of 4 and three markers (Warszawa, Wrocław, Gdańsk).
 *  - halny: `.hl-stores__map` is 320 px high with a 1 px border (border-box): a canvas of 318 px, +-159 px;
 *    Zakopane (+187) and Gdańsk (-186) are out of view, so the list names five (Kraków's three, Warszawa,
 *    Wrocław). The cluster's centre (+146) is in view, so it is drawn with its 4 (Zakopane counts in it),
 *    and two markers (Warszawa, Wrocław).
 */
const START_VIEW = {
  demo: { items: 7, count: '7 punktów w widocznym obszarze mapy', markers: 3 },
  halny: { items: 5, count: '5 punktów w widocznym obszarze mapy', markers: 2 },
} as const;

test('stores: clusters and markers from the platform icons, the list of the visible area, bad points counted once', async ({ page, watched, theme }) => {
  await openMap(page, 'map_stores');
  const map = page.locator('#map_stores');
  // The server's list (the element's own list: the widget's is inside its side panel) is hidden while the map
  // runs; the widget's list names every usable point in view.
  await expect(map.locator(':scope > ul')).toHaveCount(1);
  await expect(map.locator(':scope > ul')).toBeHidden();
  await expect(map.locator('.sf-map__item')).toHaveCount(START_VIEW[theme].items);
  await expect(map.locator('.sf-map__count')).toHaveText(START_VIEW[theme].count);
  await expect(map.locator('img.leaflet-marker-icon').first()).toHaveAttribute('src', '/gfx/standards/marker-icon.png');
  // The three points at the Kraków store's spot and Zakopane (0.76 degrees south: about 54 px at zoom 6,
  // inside the 60 px radius) form one small cluster; the other stores stand alone.
  const cluster = map.locator('.sf-cluster');
  await expect(cluster).toHaveCount(1);
  await expect(cluster).toHaveClass(/sf-cluster--small/);
  await expect(cluster).toHaveText('4');
  await expect(cluster).toHaveAttribute('aria-label', 'Grupa 4 punktów, przybliż');
  await expect(map.locator('img.leaflet-marker-icon')).toHaveCount(START_VIEW[theme].markers);
  expect(watched.logged('map: 3 point(s) skipped')).toHaveLength(1);
});

test('a cluster zooms in on click; the three points at one spot become a stack that lists them all', async ({ page }) => {
  await openMap(page, 'map_stores');
  const map = page.locator('#map_stores');
  for (let i = 0; i < 6 && (await map.locator('.sf-cluster--stack').count()) === 0; i++) {
    await map.locator('.sf-cluster').first().click();
    await expect(map.locator('.leaflet-zoom-anim')).toHaveCount(0);
  }
  const stack = map.locator('.sf-cluster--stack');
  await expect(stack).toHaveText('3');
  await expect(stack).toHaveAttribute('aria-label', '3 punkty w tym samym miejscu');
  await stack.click();
  const popup = map.locator('.leaflet-popup');
  await expect(popup.locator('li')).toHaveCount(3);
  await expect(popup).toContainText('Szlak Kraków');
  await expect(popup).toContainText('Paczkomat Kraków Rynek');
  await expect(popup).toContainText('Punkt odbioru Kraków Rynek');
});

test('the list follows the visible area, and a list item opens its popup by keyboard; Escape returns to it', async ({ page, theme }) => {
  await openMap(page, 'map_stores');
  const map = page.locator('#map_stores');
  // A store standing alone that the start view lists: Gdańsk in the demo's box; in Halny's lower box Gdańsk
  // is out of view (START_VIEW above), Warszawa (24 px north of the centre) is in it.
  const store = theme === 'halny' ? 'Szlak Warszawa' : 'Szlak Gdańsk';
  const item = map.locator('.sf-map__item', { hasText: store });
  await item.focus();
  await page.keyboard.press('Enter');
  const popup = map.locator('.leaflet-popup .sf-map__popup');
  await expect(popup).toContainText(store);
  await expect(popup).toBeFocused();
  // Zoomed to the point: only that store is left in the list.
  await expect(map.locator('.sf-map__item')).toHaveCount(1);
  await expect(map.locator('.sf-map__item')).toContainText(store);
  await expect(map.locator('.sf-map__count')).toHaveText('1 punkt w widocznym obszarze mapy');
  await page.keyboard.press('Escape');
  await expect(map.locator('.leaflet-popup')).toHaveCount(0);
  await expect(map.locator('.sf-map__item', { hasText: store })).toBeFocused();
});

test('a duplicate point chosen from the list opens the popup that lists its spot', async ({ page }) => {
  await openMap(page, 'map_stores');
  const map = page.locator('#map_stores');
  await map.locator('.sf-map__item', { hasText: 'Paczkomat Kraków Rynek' }).click();
  await expect(map.locator('.leaflet-popup')).toContainText('Paczkomat Kraków Rynek');
});

test('markers and clusters are keyboard buttons: Enter on a cluster zooms in, Enter on a marker opens its popup', async ({ page }) => {
  await openMap(page, 'map_stores');
  const map = page.locator('#map_stores');
  const zoomBefore = await map.locator('.leaflet-tile').first().getAttribute('src');
  await map.locator('.sf-cluster').focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => map.locator('.leaflet-tile-loaded').first().getAttribute('src')).not.toBe(zoomBefore);
  const marker = map.locator('img.leaflet-marker-icon[alt^="Szlak Zakopane"]');
  await expect(marker).toBeVisible();
  await marker.focus();
  await page.keyboard.press('Enter');
  await expect(map.locator('.leaflet-popup')).toContainText('ul. Krupówki 40');
});

test('a failing tile server leaves the markers and the list working, with a note', async ({ page, watched }) => {
  await openMap(page, 'map_notiles');
  const map = page.locator('#map_notiles');
  await expect(map.locator('.sf-map__note')).toHaveText('Nie udało się wczytać podkładu mapy. Punkty i lista działają dalej.');
  await expect(map.locator('.sf-map__item')).toHaveCount(5);
  await map.locator('.sf-map__item', { hasText: 'Szlak Wrocław' }).click();
  await expect(map.locator('.leaflet-popup')).toContainText('ul. Karkonoska 8');
  expect(watched.logged('map tiles failed')).toHaveLength(1);
});

test('Leaflet loads only when a map comes near the viewport', async ({ page }) => {
  const leaflet: string[] = [];
  page.on('request', (r) => /chunks\/(leaflet|map|engine)-/.test(r.url()) && leaflet.push(r.url().replace(/.*chunks\/|-[\w-]+\.js$/g, '')));
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.goto('/fixtures/pages/widgets-projector.html');
  await page.waitForLoadState('networkidle');
  expect(leaflet).toEqual([]);
  await page.goto(PAGE);
  await ready(page, '#map_stores', 'map');
  expect(leaflet.sort()).toEqual(['engine', 'leaflet', 'map']);
  // The 10 000-point map further down has not loaded its points.
  await expect(page.locator('#map_points')).not.toHaveAttribute('data-ready', /map/);
});

/** One load of the 10 000-point map at `rate`: the longest task of the page and of the test's own calls. */
async function tenThousand(page: Page, rate: number) {
  await page.goto(PAGE);
  await ready(page, '#map_stores', 'map'); // Leaflet is in; what follows is the big map's own work
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const trace = await startTrace(cdp, page);
  await page.locator('#map_points').scrollIntoViewIfNeeded();
  await ready(page, '#map_points', 'map');
  const map = page.locator('#map_points');
  await expect(map.locator('.sf-map__canvas')).toHaveAttribute('data-clustering', 'worker');
  await expect(map.locator('.sf-cluster--large').first()).toBeVisible();
  await expect(map.locator('.sf-map__item')).toHaveCount(50);
  await expect(map.locator('.sf-map__more')).toContainText('Pokazano 50');
  // Zoom in twice by the control; the clusters follow (smaller ones).
  const largeBefore = await map.locator('.sf-cluster--large').count();
  await map.locator('.leaflet-control-zoom-in').click();
  await map.locator('.leaflet-control-zoom-in').click();
  await expect.poll(() => map.locator('.sf-cluster--large').count()).toBeLessThan(largeBefore);
  await expect(map.locator('.sf-cluster--medium').first()).toBeVisible();
  const tasks = await trace.stop();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  const own = tasks.filter((t) => !t.harness);
  expect(own.length, 'the page ran tasks in the trace').toBeGreaterThan(0);
  return { longest: Math.max(...own.map((t) => t.tdur)), over: own.filter((t) => t.tdur > 50).length, harness: Math.max(0, ...tasks.filter((t) => t.harness).map((t) => t.tdur)) };
}

const MAP_RUNS = 5;
for (const rate of [1, 4])
  test(
    `10 000 points at CPU ${rate}x: clustered in a worker, no main-thread task over ${TEN_THOUSAND_BUDGET[rate]} ms (thread time, median of ${MAP_RUNS} loads), the list shows the nearest 50`,
    { tag: '@timed' },
    async ({ page }) => {
      test.setTimeout(180_000);
      const runs = [];
      for (let i = 0; i < MAP_RUNS; i++) runs.push(await tenThousand(page, rate));
      const longest = median(runs.map((r) => r.longest));
      console.log(
        `10 000 points at CPU ${rate}x: longest main-thread task per load ${runs.map((r) => r.longest.toFixed(1)).join(', ')} ms (thread time; median ${longest.toFixed(1)}), tasks over 50 ms per load ${runs.map((r) => r.over).join(', ')}; the test's own protocol calls, left out: longest ${Math.max(...runs.map((r) => r.harness)).toFixed(1)} ms`,
      );
      expect(longest, `median of the loads' longest main-thread task at CPU ${rate}x, thread time (ms)`).toBeLessThanOrEqual(TEN_THOUSAND_BUDGET[rate] as number);
    },
  );

test('under the strict CSP: map, Leaflet stylesheet and worker run, nothing refused', async ({ page, watched }) => {
  await page.addInitScript(() => {
    (window as unknown as { __violations: string[] }).__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => (window as unknown as { __violations: string[] }).__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  await openMap(page, 'map_stores', '?csp=strict');
  // Leaflet's stylesheet applies (the map pane is positioned by it).
  await expect(page.locator('#map_stores .leaflet-pane').first()).toHaveCSS('position', 'absolute');
  await page.locator('#map_points').scrollIntoViewIfNeeded();
  await ready(page, '#map_points', 'map');
  await expect(page.locator('#map_points .sf-map__canvas')).toHaveAttribute('data-clustering', 'worker');
  expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
  expect(watched.logged(/Refused to/)).toEqual([]);
});

/** Rewrites the fixture page's HTML before the browser sees it (a glob: on Halny the `page` fixture routes Halny's page). */
async function rewritePage(page: Page, change: (html: string) => string) {
  await page.route(`**${PAGE}`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: change(await response.text()) });
  });
}

/** A theme that sizes the map's element gets a map that fits that box. */
for (const width of [1280, 390]) {
  test(`a map fits the box the theme gives it (300 px high, ${width} px wide); the content below stays reachable`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await rewritePage(page, (html) => html.replace('</head>', '<style>#map_stores{height:300px}</style></head>'));
    await openMap(page, 'map_stores');
    const box = await page.evaluate(() => {
      const el = document.querySelector<HTMLElement>('#map_stores')!;
      const canvas = el.querySelector<HTMLElement>('.sf-map__canvas')!;
      const side = el.querySelector<HTMLElement>('.sf-map__side')!;
      // The heading of the next section (the demo's "Terminy", Halny's "Punkty odbioru").
      const next = el.closest('section')!.nextElementSibling!.querySelector<HTMLElement>('h2')!;
      const r = el.getBoundingClientRect();
      const c = canvas.getBoundingClientRect();
      const s = side.getBoundingClientRect();
      next.scrollIntoView({ block: 'center' });
      const n = next.getBoundingClientRect();
      const hit = document.elementFromPoint(n.left + 5, n.top + n.height / 2);
      const cs = getComputedStyle(el);
      const content = el.clientHeight - parseFloat(cs.paddingTop) - parseFloat(cs.paddingBottom);
      return { el: r.height, content, canvasBottom: c.bottom - r.bottom, sideBottom: s.bottom - r.bottom, canvas: c.height, hitsBelow: !!hit && next.contains(hit) };
    });
    expect(box.el).toBe(300);
    expect(box.canvasBottom, 'the map ends inside its box').toBeLessThanOrEqual(0);
    expect(box.sideBottom, 'the list ends inside its box').toBeLessThanOrEqual(0);
    // Beside the list (wide screens) the map is as high as the box's content; above it (phones), 3/5 of it.
    expect(box.canvas, 'the map fills its share of the box').toBeGreaterThanOrEqual(Math.floor(width >= 768 ? box.content : (box.content - 12) * 0.6));
    expect(box.hitsBelow, 'the heading below the map is what a pointer there reaches').toBe(true);
    // The map still works in the smaller box: markers and the list.
    await expect(page.locator('#map_stores .sf-map__item').first()).toBeVisible();
  });
}

test('a map whose element has no height of its own takes its height option (400 px by default)', async ({ page }) => {
  // Both themes give every map a box (the demo's 25rem, Halny's 320 px): taken away here, as a theme without one serves it.
  await rewritePage(page, (html) => html.replace('</head>', '<style>#map_notiles{height:auto}</style></head>'));
  await openMap(page, 'map_notiles');
  expect(await page.locator('#map_notiles .sf-map__canvas').evaluate((c) => c.getBoundingClientRect().height)).toBe(400);
  await expect(page.locator('#map_notiles')).not.toHaveClass(/--sf-map-fit/);
});

test('the stores map in the box the demo theme gives it: nothing moves when it comes', async ({ page }) => {
  const shifts = await recordShifts(page);
  await page.goto(PAGE);
  // After the first page's body_top snippet (a new session reserves nothing for it).
  await expect(page.locator('[data-snippet="body_top"]')).toHaveCount(1);
  // The frame that draws it, and the idle time after it (its layout-shift entry delivered): not quiet(page),
  // which would wait for the map too and count its shift before.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(done, { timeout: 1000 })))));
  const before = await shifts.total(true);
  await ready(page, '#map_stores', 'map');
  await expect(page.locator('#map_stores .leaflet-marker-icon').first()).toBeVisible();
  await expect(page.locator('#map_stores')).toHaveClass(/--sf-map-fit/);
  expect((await shifts.total(true)) - before, await shifts.describe(true)).toBe(0);
});

/**
 * Whatever the props say, the work is bounded. 6 000 points with `maxZoom: 0` (nothing
 * clusters past zoom 0), `radius: 1` and a worker threshold nobody reaches used to draw one Leaflet marker
 * per point on the main thread. Options are clamped (maxZoom 10-18, radius 20-200, worker from 1000 points
 * at most) and at most MARKER_CAP (200) markers are drawn: beyond it the map clusters at a coarser zoom.
 */
for (const [view, center, zoom] of [
  ['Poland at zoom 6', [52, 19.2], 6],
  ['Warsaw at zoom 11 (over 200 points in view, none clustered at that zoom)', [52.2297, 21.0122], 11],
] as const) {
  test(`6 000 points with hostile options, ${view}: at most 200 markers drawn, clustered in the worker, no long main-thread task`, { tag: '@timed' }, async ({ page }) => {
    const hostile = { tileUrl: '/fixtures/tiles/{z}/{x}/{y}.svg', center, zoom, maxZoom: 0, radius: 1, workerThreshold: 1e9, pointsUrl: '/fixtures/points.json?n=6000' };
    await rewritePage(page, (html) => html.replace(/(<div [^>]*\bid="map_points"[^>]*>\s*<script type="application\/json" data-props>).*?(<\/script>)/s, `$1${JSON.stringify(hostile)}$2`));
    await page.goto(PAGE);
    await ready(page, '#map_stores', 'map'); // Leaflet is in; what follows is the big map's own work
    const trace = await startTrace(await page.context().newCDPSession(page), page);
    const map = page.locator('#map_points');
    const rendered = map.evaluate(
      (el) => new Promise<number>((resolve) => el.addEventListener('sf-map:rendered', (e) => resolve((e as CustomEvent<{ markers: number }>).detail.markers), { once: true, capture: true })),
    );
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute('data-ready', /map/, { timeout: 20_000 });
    const markers = await rendered;
    await quiet(page); // the drawing's own tasks are in the trace
    const tasks = await trace.stop();
    const longest = Math.max(...tasks.filter((t) => !t.harness).map((t) => t.tdur));
    const harness = Math.max(0, ...tasks.filter((t) => t.harness).map((t) => t.tdur));
    console.log(
      `6 000 hostile points, ${view}: ${markers} markers drawn, ${await map.locator('.leaflet-marker-icon').count()} marker elements, longest task ${longest.toFixed(1)} ms (thread time); the test's own protocol calls, left out: longest ${harness.toFixed(1)} ms`,
    );
    expect(markers, 'markers drawn').toBeLessThanOrEqual(200);
    await expect(map.locator('.sf-map__canvas')).toHaveAttribute('data-clustering', 'worker');
    expect(longest, 'longest main-thread task, thread time (ms)').toBeLessThanOrEqual(50);
    // Still usable: clusters are there, and Enter on a cluster zooms in by at least one level (even when the
    // clusters shown are a coarser zoom's, whose expansion zoom is not deeper than the view's).
    await expect(map.locator('.sf-map__item')).toHaveCount(50);
    const tileZoom = () =>
      map
        .locator('.leaflet-tile-loaded')
        .last()
        .getAttribute('src')
        .then((src) => Number(/tiles\/(\d+)\//.exec(src ?? '')?.[1]));
    const before = await tileZoom();
    await map.locator('.sf-cluster').first().focus();
    await page.keyboard.press('Enter');
    await expect.poll(tileZoom).toBeGreaterThan(before);
    await expect.poll(() => map.locator('.leaflet-marker-icon').count()).toBeLessThanOrEqual(201); // + a marker whose popup is open
  });
}
