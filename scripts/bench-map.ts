/**
 * Map clustering benchmark: `npm run bench:map [-- --runs=3 --throttle=4]`.
 * supercluster (what the map widget uses) against Leaflet.markercluster (a dev dependency, here only) on
 * the same seeded pickup points (fixtures/mock/points.ts), 10 000 and 50 000 of them, in one run, in
 * Debian's Chromium at 800x600 with CPU throttling (default 4x, as scripts/bench.ts). Each library in a
 * fresh page, with Leaflet 1.9 drawing the result in both cases. Per library and size:
 *   load     wall ms from the points array to the first clusters drawn (supercluster: index + clusters
 *            of the view + markers; markercluster: L.marker per point + addLayers + first draw)
 *   task     the longest main-thread task during the load, thread time (test/browser/support/trace.ts: what the task
 *            takes on an idle machine at that throttling; wall time swings with the shared machine's load)
 *   zoom     wall ms of a zoom-in step (setZoom without animation): re-cluster and redraw
 * plus the widget's own path: the map widget's clusterer, worker and markers modules themselves
 * (widgets/map/, built here with Vite from scripts/bench-map-widget.ts; supercluster in the widget's Web
 * Worker, the main thread sending the coordinates and drawing with the widget's markers layer), and the main-thread supercluster index build alone at smaller sizes (a fresh page each, so
 * with the first-run compile a real page pays), the figures behind the map widget's WORKER_THRESHOLD. Best of `runs` per figure (noise only adds time). Ratios are markercluster / supercluster.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { build } from 'vite';
import { CHROMIUM_ARGS, FULL_CHROMIUM } from '../playwright.config.ts';
import { pickupPoints } from '../fixtures/mock/points.ts';
import { startTrace } from '../test/browser/support/trace.ts';

const arg = (name: string, fallback: number) => {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  const n = hit ? Number(hit.split('=')[1]) : fallback;
  return Number.isFinite(n) && n > 0 ? n : fallback;
};
const RUNS = arg('runs', 3);
const THROTTLE = arg('throttle', 4);
const SIZES = process.argv.includes('--sweep-only') ? [] : [10_000, 50_000]; // --sweep-only: the threshold figures alone
const WIDGET_ONLY = process.argv.includes('--widget-only'); // the widget's row alone (a quick check)
const SWEEP = [500, 1000, 1500, 2000, 3000, 5000, 10_000];

const MODULES = join(dirname(dirname(fileURLToPath(import.meta.url))), 'node_modules');
const file = (path: string) => readFileSync(join(MODULES, path));
const leafletDir = join(MODULES, 'leaflet/dist');
const FILES: Record<string, [Buffer, string]> = {
  '/leaflet.js': [file('leaflet/dist/leaflet.js'), 'text/javascript'],
  '/leaflet.css': [file('leaflet/dist/leaflet.css'), 'text/css'],
  '/markercluster.js': [file('leaflet.markercluster/dist/leaflet.markercluster.js'), 'text/javascript'],
  '/markercluster.css': [file('leaflet.markercluster/dist/MarkerCluster.css'), 'text/css'],
  '/markercluster-default.css': [file('leaflet.markercluster/dist/MarkerCluster.Default.css'), 'text/css'],
  '/supercluster.js': [file('supercluster/dist/supercluster.min.js'), 'text/javascript'],
};
for (const img of ['marker-icon.png', 'marker-icon-2x.png', 'marker-shadow.png']) {
  FILES[`/images/${img}`] = [readFileSync(join(leafletDir, 'images', img)), 'image/png'];
  FILES[`/gfx/standards/${img}`] = [readFileSync(join(leafletDir, 'images', img)), 'image/png']; // the widget's icon path
}

/** The widget's own modules (scripts/bench-map-widget.ts), built into a temporary folder, served under /widget/. */
async function buildWidget() {
  const root = dirname(dirname(fileURLToPath(import.meta.url)));
  const out = mkdtempSync(join(tmpdir(), 'bench-map-widget-'));
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    base: './',
    publicDir: false,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: { outDir: out, emptyOutDir: true, minify: true, sourcemap: false, lib: { entry: join(root, 'scripts/bench-map-widget.ts'), formats: ['es'], fileName: () => 'widget.js' } },
  });
  const walk = (dir: string): string[] => readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : [join(dir, f)]));
  for (const path of walk(out)) FILES[`/widget/${relative(out, path).split('\\').join('/')}`] = [readFileSync(path), path.endsWith('.js') ? 'text/javascript' : 'application/octet-stream'];
  rmSync(out, { recursive: true, force: true });
}

const PAGE = `<!DOCTYPE html><html><head><meta charset="utf-8">
<link rel="stylesheet" href="/leaflet.css"><link rel="stylesheet" href="/markercluster.css"><link rel="stylesheet" href="/markercluster-default.css">
<style>html,body{margin:0}#map{width:800px;height:600px}.c{background:#2e6b3a;color:#fff;border-radius:50%;text-align:center;line-height:40px}</style>
<script src="/leaflet.js"></script><script src="/markercluster.js"></script><script src="/supercluster.js"></script>
<script type="module" src="/widget/widget.js"></script></head>
<body><div id="map"></div><script>
L.Icon.Default.imagePath = '/images/';
const map = L.map('map', { maxZoom: 19 }).setView([52, 19.2], 6);
const OPTIONS = { radius: 60, maxZoom: 16, extent: 256 };
function drawer(query) {
  const layer = L.layerGroup().addTo(map);
  const draw = (features) => {
    layer.clearLayers();
    for (const f of features) {
      const [lng, lat] = f.geometry.coordinates;
      const n = f.properties.point_count;
      layer.addLayer(n ? L.marker([lat, lng], { icon: L.divIcon({ html: String(n), className: 'c', iconSize: [40, 40] }) }) : L.marker([lat, lng]));
    }
  };
  return { draw, bbox: () => { const b = map.getBounds(); return [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()]; } };
}
window.bench = {
  supercluster(points) {
    const t0 = performance.now();
    const index = new Supercluster(OPTIONS).load(points.map((p) => ({ type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [p.lng, p.lat] } })));
    const d = drawer();
    const redraw = () => d.draw(index.getClusters(d.bbox(), map.getZoom()));
    redraw();
    map.on('moveend', redraw);
    return performance.now() - t0;
  },
  markercluster(points) {
    const t0 = performance.now();
    const group = L.markerClusterGroup({ maxClusterRadius: 60, disableClusteringAtZoom: 17, animate: false });
    group.addLayers(points.map((p) => L.marker([p.lat, p.lng])));
    map.addLayer(group);
    return performance.now() - t0;
  },
  // The widget's own path (widgets/map/: clusterer, worker, markers), as its mount runs it.
  async worker(points) {
    const t0 = performance.now();
    const W = window.widgetMap;
    const coords = new Float64Array(points.length * 2);
    points.forEach((p, i) => { coords[2 * i] = p.lng; coords[2 * i + 1] = p.lat; });
    const clusterer = await W.createClusterer(coords, W.superclusterOptions(OPTIONS), W.clusterInWorker(points.length));
    if (!clusterer.inWorker) throw new Error('the widget did not cluster in its worker');
    const t = Object.assign((key) => key, { plural: (key, n) => key + ' ' + n });
    const markers = W.createMarkers(L, map, clusterer, points, t, (e) => { throw e; });
    await markers.render();
    map.on('moveend', () => markers.render());
    return performance.now() - t0;
  },
  prepare(points) {
    window.__features = points.map((p) => ({ type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [p.lng, p.lat] } }));
  },
  index() {
    const t0 = performance.now();
    new Supercluster(OPTIONS).load(window.__features);
    return performance.now() - t0;
  },
  zoom() {
    const t0 = performance.now();
    map.setZoom(map.getZoom() + 1, { animate: false });
    return performance.now() - t0;
  },
};
</script></body></html>`;

type Lib = 'supercluster' | 'markercluster' | 'worker' | 'index';
interface Figures {
  load: number;
  task: number;
  zoom: number;
}

async function measure(browser: Browser, lib: Lib, n: number, withZoom = true): Promise<Figures> {
  const context = await browser.newContext({ viewport: { width: 800, height: 600 } });
  await context.route('http://bench.local/**', (route) => {
    const path = new URL(route.request().url()).pathname;
    const hit = FILES[path];
    return hit ? route.fulfill({ body: hit[0], contentType: hit[1] }) : route.fulfill({ body: PAGE, contentType: 'text/html' });
  });
  const page = await context.newPage();
  await page.goto('http://bench.local/');
  await page.waitForFunction(() => 'widgetMap' in window);
  await page.evaluate((points) => ((window as unknown as { __points: unknown }).__points = points), pickupPoints(n));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  if (lib === 'index')
    await page.evaluate(() => (window as unknown as { bench: { prepare(p: unknown): void }; __points: unknown }).bench.prepare((window as unknown as { __points: unknown }).__points));
  const trace = await startTrace(cdp, page);
  const load = (await page.evaluate((name) => {
    const w = window as unknown as { bench: Record<string, (p: unknown) => number | Promise<number>>; __points: unknown };
    return w.bench[name]?.(w.__points);
  }, lib)) as number;
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
  const tasks = await trace.stop();
  let zoom = Number.NaN;
  if (withZoom) {
    zoom = await page.evaluate(() => (window as unknown as { bench: { zoom(): number } }).bench.zoom());
    if (lib === 'worker') zoom = Number.NaN; // asynchronous by design: the main thread only draws the answer
  }
  await context.close();
  return { load, task: Math.max(0, ...tasks.map((t) => t.tdur)), zoom };
}

async function best(browser: Browser, lib: Lib, n: number, withZoom = true): Promise<Figures> {
  const runs: Figures[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, lib, n, withZoom));
  const min = (k: keyof Figures) => Math.min(...runs.map((r) => r[k]).filter((v) => !Number.isNaN(v)));
  return { load: min('load'), task: min('task'), zoom: min('zoom') };
}

const f = (v: number) => (Number.isFinite(v) ? v.toFixed(0) : '-');
const ratio = (a: number, b: number) => (Number.isFinite(a) && Number.isFinite(b) && b > 0 ? `${(a / b).toFixed(1)}x` : '-');

await buildWidget();
const browser = await chromium.launch({ executablePath: FULL_CHROMIUM, args: CHROMIUM_ARGS });
try {
  console.log(`Map clustering, Chromium 800x600, CPU ${THROTTLE}x, best of ${RUNS} runs, ms (task: thread time)\n`);
  console.log('| points | library | load | longest task | zoom step |');
  console.log('|---|---|---|---|---|');
  const json: Record<string, unknown> = { throttle: THROTTLE, runs: RUNS };
  const ratios: string[] = [];
  for (const n of SIZES) {
    const none: Figures = { load: Number.NaN, task: Number.NaN, zoom: Number.NaN };
    const sc = WIDGET_ONLY ? none : await best(browser, 'supercluster', n);
    const mc = WIDGET_ONLY ? none : await best(browser, 'markercluster', n);
    const wk = await best(browser, 'worker', n);
    console.log(`| ${n} | supercluster | ${f(sc.load)} | ${f(sc.task)} | ${f(sc.zoom)} |`);
    console.log(`| ${n} | Leaflet.markercluster | ${f(mc.load)} | ${f(mc.task)} | ${f(mc.zoom)} |`);
    console.log(`| ${n} | the widget (its clusterer, worker and markers modules) | ${f(wk.load)} | ${f(wk.task)} | async |`);
    ratios.push(
      `${n} points, markercluster / supercluster: load ${ratio(mc.load, sc.load)}, longest task ${ratio(mc.task, sc.task)}, zoom ${ratio(mc.zoom, sc.zoom)}; longest task markercluster / supercluster in a worker ${ratio(mc.task, wk.task)}`,
    );
    json[n] = { supercluster: sc, markercluster: mc, worker: wk };
  }
  console.log(`\n${ratios.join('\n')}\n`);
  console.log('supercluster index build alone on the main thread (the part a worker takes off it), thread time of its task:');
  const sweep: Record<number, number> = {};
  for (const n of WIDGET_ONLY ? [] : SWEEP) sweep[n] = (await best(browser, 'index', n, false)).task;
  console.log(SWEEP.map((n) => `${n}: ${f(sweep[n] as number)} ms`).join(', '));
  json.sweep = sweep;
  console.log(`BENCH_MAP_JSON ${JSON.stringify(json)}`);
} finally {
  await browser.close();
}
