/**
 * The map's options (docs/widgets/map.md), read from data-props / data-* with no DOM:
 * `{tileUrl, center: [lat, lng], zoom, points: [{id, lat, lng, name, address?}], maxZoom?, radius?}`
 * plus, from this widget:
 *   pointsUrl        a URL answering a JSON array of points (or {points: [...]}) instead of `points`
 *   workerThreshold  from how many points clustering runs in a Web Worker (default WORKER_THRESHOLD)
 *   height           the map's height in CSS pixels (default 400) when the theme gives the element no height
 * Values that are not whole numbers fall back to the defaults, numbers out of range are clamped (RANGES);
 * bad points are skipped and counted (one console message).
 */
import { isObj } from '../../src/util/guards';
import { httpUrl, isJsonKey, optionUrl, sameOriginUrl } from '../../src/util/url';

export interface MapPoint {
  id: string;
  lat: number;
  lng: number;
  name: string;
  address: string;
}

export interface MapOptions {
  tileUrl: string | null; // null: no usable template, the map shows markers on a blank background
  center: [number, number] | null; // null: fit the points
  zoom: number;
  maxZoom: number; // clusters are formed up to this zoom; above it every point shows on its own
  radius: number; // cluster radius in screen pixels
  pointsUrl: string | null;
  workerThreshold: number;
  height: number;
}

export const DEFAULTS = {
  zoom: 6, // the whole of Poland in a 400 px map
  maxZoom: 16, // docs/widgets/map.md
  radius: 60, // docs/widgets/map.md
  height: 400,
} as const;

/** The deepest zoom the map allows (tile servers commonly stop at 18-19). */
export const MAP_MAX_ZOOM = 19;

/**
 * Below this many points supercluster indexes on the main thread; from it on, in a Web Worker. Measured
 * with `npm run bench:map` (docs/performance.md#map-clustering-benchmark), 4x CPU throttling, thread time
 * of the index build's task, two sweeps: 1000 points 30-42 ms; 1500 points 35-72 ms; 2000 points 64-74 ms.
 * 1000 is the largest size that stayed under the 50 ms long-task budget in every run.
 */
export const WORKER_THRESHOLD = 1000;

export const clusterInWorker = (count: number, threshold = WORKER_THRESHOLD) => count >= threshold;

function num(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** A whole number clamped to [min, max]; anything that is not a whole number gives the fallback. */
export function int(value: unknown, fallback: number, min: number, max: number): number {
  const n = num(value);
  return n !== null && Number.isInteger(n) ? Math.min(max, Math.max(min, n)) : fallback;
}

/**
 * Sane ranges, so no option can make the map's work unbounded: clusters form up to zoom 10 at least
 * (a region of a country; above maxZoom nothing clusters), a radius of 20-200 px, the worker from 1000
 * points at the latest (WORKER_THRESHOLD, measured), and at most MAX_POINTS points.
 */
export const RANGES = {
  zoom: [0, 19],
  maxZoom: [10, 18],
  radius: [20, 200],
  workerThreshold: [0, 1000],
  height: [120, 2000],
} as const satisfies Record<string, readonly [number, number]>;

/** More points than this are cut (with a console warning): the index, the list and memory stay bounded. */
export const MAX_POINTS = 100_000;

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** A point, or null when its coordinates are missing, not numbers or outside the globe. */
export function readPoint(raw: unknown, index: number): MapPoint | null {
  if (!isObj(raw)) return null;
  const p = raw;
  const lat = num(p.lat);
  const lng = num(p.lng);
  if (lat === null || lng === null || lat < -90 || lat > 90 || lng < -180 || lng > 180) return null;
  const id = text(p.id) || `point-${index}`;
  return { id, lat, lng, name: text(p.name) || id, address: text(p.address) };
}

/** The list in the points data: an array, or the `points` array of an object; null when there is none. */
const listOf = (raw: unknown): unknown[] | null => (Array.isArray(raw) ? raw : isObj(raw) && Array.isArray(raw.points) ? raw.points : null);

/**
 * Why the map would have nothing to show, or null when it has: the points are not a list, or none is usable
 * and no centre is given. The server's HTML then stays as it is (a map of nowhere tells the shopper less).
 */
export function nothingToShow(raw: unknown, center: [number, number] | null): string | null {
  const list = listOf(raw);
  if (!list) return 'the points are not a list';
  if (center) return null;
  return list.some((item, i) => readPoint(item, i) !== null) ? null : 'no usable point and no centre';
}

export function readPoints(raw: unknown): { points: MapPoint[]; skipped: number; cut: number } {
  const all: unknown[] = listOf(raw) ?? [];
  const list = all.length > MAX_POINTS ? all.slice(0, MAX_POINTS) : all;
  const points: MapPoint[] = [];
  list.forEach((item, i) => {
    const point = readPoint(item, i);
    if (point) points.push(point);
  });
  return { points, skipped: list.length - points.length, cut: all.length - list.length };
}

/**
 * A template with {z}, {x} and {y}, absolute http(s) or relative to the page; anything else is refused.
 * `anywhere`: the template came from the page author's data-props JSON and may name a tile server of
 * another site; from a data attribute it must be on this shop's origin (util/url.ts).
 */
export function readTileUrl(value: unknown, anywhere = true): string | null {
  if (typeof value !== 'string' || !['{z}', '{x}', '{y}'].every((part) => value.includes(part))) return null;
  const filled = value.replace(/\{[zxy]\}/g, '0');
  return (anywhere ? httpUrl(filled) : sameOriginUrl(filled)) ? value : null;
}

export function readOptions(props: Record<string, unknown>): MapOptions {
  const c = Array.isArray(props.center) ? props.center.map(num) : [];
  const center: [number, number] | null =
    c.length === 2 && c[0] !== null && c[1] !== null && Math.abs(c[0] as number) <= 90 && Math.abs(c[1] as number) <= 180 ? [c[0] as number, c[1] as number] : null;
  return {
    tileUrl: readTileUrl(props.tileUrl, isJsonKey(props, 'tileUrl')),
    center,
    zoom: int(props.zoom, DEFAULTS.zoom, ...RANGES.zoom),
    maxZoom: int(props.maxZoom, DEFAULTS.maxZoom, ...RANGES.maxZoom),
    radius: int(props.radius, DEFAULTS.radius, ...RANGES.radius),
    // Fetched: another company's API only when the page author's JSON names it (util/url.ts).
    pointsUrl: optionUrl(props, 'pointsUrl') || null,
    workerThreshold: int(props.workerThreshold, WORKER_THRESHOLD, ...RANGES.workerThreshold),
    height: int(props.height, DEFAULTS.height, ...RANGES.height),
  };
}
