/**
 * map (docs/widgets/map.md): store or pickup-point locations as clustered markers, with pan
 * and zoom, popups and tooltips, and beside the map a list of the points in the visible area (the way
 * keyboard and screen-reader users reach every point: choosing one opens its popup).
 * Markup: `<div data-widget="map">` with `<script type="application/json" data-props>` holding
 * `{tileUrl, center, zoom, points, maxZoom?, radius?}` (options.ts documents every option) and any
 * server HTML (e.g. a plain list of the stores), which is hidden while the map runs and back if it fails.
 * Load moment: its row in markers/index.ts; Leaflet and its CSS load with this code, never before.
 * Clustering: supercluster, in a Web Worker from options.ts WORKER_THRESHOLD points.
 * Bad input: bad points are skipped and counted in one console message; no usable point shows the map
 * without markers when a centre is given (with no centre either, the server's HTML stays); a failing tile
 * server leaves the markers and the list working (a note says so).
 */
import type * as Leaflet from 'leaflet';
import type { Widget, WidgetContext } from '../../src/types';
import { adoptCss } from '../../src/ui/css';
import { superclusterOptions, visiblePoints } from './clusters';
import { createClusterer, fetchInWorker } from './clusterer';
import { createList, LIST_LIMIT, type ListView } from './list';
import { boxOf, createMarkers } from './markers';
import { MAP_MAX_ZOOM, MAX_POINTS, nothingToShow, readOptions, readPoints, clusterInWorker, type MapOptions, type MapPoint } from './options';
import { CSS } from './style';
import { texts } from './texts';
import { isWideMap, revealZoom, startCenter } from './view-rules';
import { yieldToMain } from '../../src/util/yield';
import { decodeInSlices } from '../../src/util/decode';

/**
 * Leaflet and its stylesheet (both in the `leaflet` chunk, vite.config.ts). The stylesheet becomes a
 * constructed sheet (src/ui/css.ts), so a strict style-src CSP needs no nonce; its images are inlined.
 */
async function loadLeaflet() {
  const [L, css] = await Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css?inline')]);
  adoptCss('leaflet', css.default);
  return L;
}

async function fetchOnMain(url: string, signal: AbortSignal): Promise<ArrayBuffer> {
  const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`map: ${url} answered ${response.status}`);
  return response.arrayBuffer();
}

async function loadPoints(ctx: WidgetContext, url: string | null): Promise<unknown> {
  if (!url) return ctx.props.points;
  // Read in a worker where one runs; decoded here in slices, then parsed in a task of its own
  // (Response.json() on the main thread does all of it in one long task).
  const bytes = (await fetchInWorker(new URL(url, document.baseURI).href, ctx.signal)) ?? (await fetchOnMain(url, ctx.signal));
  if (ctx.signal.aborted) throw new DOMException('map: gone', 'AbortError');
  const text = await decodeInSlices(new Uint8Array(bytes), yieldToMain);
  await yieldToMain();
  return JSON.parse(text);
}

/**
 * Whether the theme gives the element its own height (a CSS height, a grid or flex track...): content
 * added to it then does not make it taller. Probed in one task (a tall child in, measured, out), so
 * nothing is painted in between. The map then fills that box; else it takes its own `height` option.
 */
function themeSized(el: HTMLElement): boolean {
  const before = el.getBoundingClientRect().height;
  if (before < 1) return false;
  const probe = document.createElement('div');
  probe.style.cssText = 'display:block;height:5000px;margin:0;padding:0;border:0';
  el.append(probe);
  const after = el.getBoundingClientRect().height;
  probe.remove();
  return Math.abs(after - before) < 1;
}

type T = Awaited<ReturnType<typeof texts>>;

/** The tile layer; the first tile that fails puts a note in the list's status (the markers and the list still work). */
function addTiles(L: typeof Leaflet, map: Leaflet.Map, url: string, note: HTMLElement, t: T) {
  let failed = false;
  L.tileLayer(url, { maxZoom: MAP_MAX_ZOOM, crossOrigin: false })
    .on('tileerror', () => {
      if (failed) return;
      failed = true;
      note.textContent = t('tilesFailed');
      console.warn('[storefront] map: map tiles failed to load; the markers and the list still work.');
    })
    .addTo(map);
}

/** The list beside the map: the nearest points in view and what the count line says. */
function showList(list: ListView, { shown, total }: ReturnType<typeof visiblePoints>, all: number, t: T) {
  list.update(shown, total, {
    count: all ? t.plural('inView', total, { count: total }) : t('empty'),
    more: t('more', { shown: shown.length }),
    none: all ? t('none') : t('empty'),
  });
}

/** Escape in a popup closes it; a popup closing with the focus in it sends the focus back to the list item that opened it. */
function focusBackFromPopups(map: Leaflet.Map, canvas: HTMLElement, chosen: () => HTMLButtonElement | null, signal: AbortSignal) {
  canvas.addEventListener(
    'keydown',
    (e) => {
      if (e.key !== 'Escape' || !(e.target as Element).closest?.('.leaflet-popup')) return;
      map.closePopup();
      chosen()?.focus();
    },
    { signal },
  );
  map.on('popupclose', () => {
    if (canvas.contains(document.activeElement) && document.activeElement?.closest('.leaflet-popup')) chosen()?.focus();
  });
}

/**
 * The Leaflet map in `canvas`: view, tiles, clustered markers and the list that follows every move;
 * Escape in a popup closes it and focus goes back to the list item that opened it (`chosen`). Resolves
 * to its cleanup and what opening a point from the list does; to nothing when the widget went meanwhile.
 */
async function showMap(
  ctx: WidgetContext,
  L: typeof Leaflet,
  canvas: HTMLElement,
  note: HTMLElement,
  list: ListView,
  points: MapPoint[],
  options: MapOptions,
  t: T,
  chosen: () => HTMLButtonElement | null,
) {
  // Leaflet's long steps each in a task of its own (the five tasks: the comment in mount below).
  await yieldToMain();
  if (ctx.signal.aborted) return;
  const map = L.map(canvas, { maxZoom: MAP_MAX_ZOOM, zoomControl: false, attributionControl: false, keyboard: true, markerZoomAnimation: false });
  // The buttons' text is text (Leaflet's default is HTML); their names are the titles (aria-label).
  L.control.zoom({ zoomInText: '+', zoomOutText: '\u2212', zoomInTitle: t('zoomIn'), zoomOutTitle: t('zoomOut') }).addTo(map);
  const center = startCenter(options.center, points.length > 0);
  if (center) map.setView(center, options.zoom);
  else map.fitBounds(L.latLngBounds(points.map((p) => [p.lat, p.lng] as [number, number])), { maxZoom: options.maxZoom });
  /** The next task; false (the map removed) when the widget went meanwhile. */
  const next = async () => {
    await yieldToMain();
    if (ctx.signal.aborted) map.remove();
    return !ctx.signal.aborted;
  };
  if (!(await next())) return;
  if (options.tileUrl) addTiles(L, map, options.tileUrl, note, t);
  if (!(await next())) return;

  const coords = new Float64Array(points.length * 2);
  points.forEach((p, i) => coords.set([p.lng, p.lat], i * 2));
  const clusterer = await createClusterer(coords, superclusterOptions(options), clusterInWorker(points.length, options.workerThreshold));
  if (ctx.signal.aborted) {
    clusterer.destroy();
    map.remove();
    return;
  }
  canvas.dataset.clustering = clusterer.inWorker ? 'worker' : 'main';
  // The markers' and the list's first drawing in a task of their own, after the worker's answer.
  if (!(await next())) return clusterer.destroy();
  const markers = createMarkers(L, map, clusterer, points, t, (e) => ctx.report(e));
  const indexOf = new Map(points.map((p, i) => [p.id, i]));

  let moves = 0;
  const onMove = async () => {
    void markers.render();
    // The list in a task of its own: Leaflet's end of a zoom is a long task already at CPU 4x, and the
    // nearest of 10 000 points with the list's 50 rows added 20-40 ms to it. A newer move's list wins.
    const move = ++moves;
    await yieldToMain();
    if (move !== moves || ctx.signal.aborted) return;
    showList(list, visiblePoints(points, boxOf(map), LIST_LIMIT), points.length, t);
  };
  map.on('moveend', () => void onMove());
  // A box the theme sizes may change with the viewport (breakpoints): Leaflet follows the canvas.
  const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(() => map.invalidateSize({ pan: false })) : null;
  resized?.observe(canvas);
  void onMove();

  const open = async (point: MapPoint) => {
    const index = indexOf.get(point.id);
    if (index === undefined) return;
    // No animation, so the popup opens at once.
    map.setView([point.lat, point.lng], revealZoom(map.getZoom(), options.maxZoom), { animate: false });
    const content = await markers.reveal(index);
    content?.focus();
  };
  focusBackFromPopups(map, canvas, chosen, ctx.signal);

  const stop = () => {
    resized?.disconnect();
    clusterer.destroy();
    map.remove();
  };
  return [stop, open] as const;
}

const widget: Widget = {
  async mount(ctx) {
    const el = ctx.element;
    const options = readOptions(ctx.props);
    // Nothing to show: the server's HTML stays, and the reason is reported (before Leaflet is fetched when it can be).
    const unusable = (raw: unknown) => {
      const why = nothingToShow(raw, options.center);
      if (why) throw new Error(`map: nothing to show (${why}); the server's HTML stays`);
    };
    if (!options.pointsUrl) unusable(ctx.props.points);
    const [t, L, raw] = await Promise.all([texts(ctx.config), loadLeaflet(), loadPoints(ctx, options.pointsUrl)]);
    unusable(raw);
    // Five tasks instead of one long one: Leaflet's evaluation; (after this yield) the element's measure
    // and the list; the Leaflet map; its tiles; the clusters and markers (showMap). A map in view at load
    // was one script of 90-140 ms at CPU 4x.
    await yieldToMain();
    if (ctx.signal.aborted) return;
    const { points, skipped, cut } = readPoints(raw);
    if (cut) console.warn(`[storefront] map: ${cut} point(s) beyond the first ${MAX_POINTS} were left out.`);
    if (skipped) console.warn(`[storefront] map: ${skipped} point(s) skipped: missing, non-numeric or out-of-range coordinates (lat -90..90, lng -180..180).`);
    adoptCss('map', CSS);

    const server = [...el.children].filter((c): c is HTMLElement => c instanceof HTMLElement && !(c instanceof HTMLScriptElement) && !c.hidden);
    const fits = themeSized(el);
    const canvas = document.createElement('div');
    canvas.className = 'sf-map__canvas';
    if (!fits) canvas.style.height = `${options.height}px`;
    canvas.setAttribute('aria-label', t('map'));
    canvas.setAttribute('role', 'region');
    const note = document.createElement('p');
    note.className = 'sf-map__note';
    note.setAttribute('role', 'status');
    let chosen: HTMLButtonElement | null = null;
    let open: (point: MapPoint) => Promise<void> = async () => {};
    const list = createList(t('list'), (point, button) => {
      chosen = button;
      open(point).catch((e: unknown) => ctx.report(e));
    });
    list.root.prepend(note);
    if (!fits) el.style.setProperty('--sf-map-height', `${options.height}px`);
    el.classList.add('--sf-map');
    if (fits) el.classList.add('--sf-map-fit');
    // Beside or below by the element's own width, kept as the box changes (its width never depends on the list).
    const byWidth = () => el.classList.toggle('--sf-map-wide', isWideMap(el.getBoundingClientRect().width));
    byWidth();
    const widthWatch = typeof ResizeObserver === 'function' ? new ResizeObserver(byWidth) : null;
    widthWatch?.observe(el);
    for (const c of server) c.hidden = true;
    el.append(canvas, list.root);
    const restore = () => {
      canvas.remove();
      list.root.remove();
      widthWatch?.disconnect();
      el.classList.remove('--sf-map', '--sf-map-fit', '--sf-map-wide');
      el.style.removeProperty('--sf-map-height');
      for (const c of server) c.hidden = false;
    };
    try {
      const shown = await showMap(ctx, L, canvas, note, list, points, options, t, () => chosen);
      if (!shown) return restore(); // the widget went meanwhile
      open = shown[1];
      return () => {
        shown[0]();
        restore();
      };
    } catch (error) {
      restore(); // the server HTML is what the shopper keeps
      throw error;
    }
  },
};
export default widget;
