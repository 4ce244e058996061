/**
 * Cluster rules (docs/widgets/map.md) with no DOM: supercluster's options from the widget's, the size class
 * of a cluster, and points that share one spot (which no zoom level separates) grouped into one stack that
 * opens a list, so each of them stays reachable.
 */
import type { MapPoint } from './options';

export type SizeClass = 'small' | 'medium' | 'large';

/** docs/widgets/map.md: small under 10 markers, medium under 100, large otherwise. */
export const sizeClass = (count: number): SizeClass => (count < 10 ? 'small' : count < 100 ? 'medium' : 'large');

/**
 * supercluster measures the radius against a tile `extent` (default 512, Mapbox's tile size); Leaflet's
 * tiles are 256 px, so the extent is 256 for the radius to be screen pixels.
 */
export function superclusterOptions(o: { maxZoom: number; radius: number }) {
  return { maxZoom: o.maxZoom, radius: o.radius, extent: 256, minPoints: 2 };
}

/** What the map draws: a cluster, a single point, or a stack of points at one spot. */
export type Item =
  | { kind: 'cluster'; id: number; lat: number; lng: number; count: number }
  | { kind: 'point'; index: number; lat: number; lng: number }
  | { kind: 'stack'; indexes: number[]; lat: number; lng: number };

/** Compact cluster output (from the worker or the main thread): cluster id or point index. */
export type RawItem = { c: number; n: number; lat: number; lng: number } | { p: number; lat: number; lng: number };

/**
 * At most this many markers are drawn at once (every one is two images, a tooltip and a Tab stop). Beyond
 * it the map clusters at a coarser zoom: whatever the data and the options say, the drawing is bounded.
 */
export const MARKER_CAP = 200;

/**
 * The clusters of a view, at most `cap` of them: asked at the view's zoom, then one zoom coarser at a
 * time until they fit (at zoom 0 the whole world is one 256 px tile, so this ends). `query` is
 * supercluster's getClusters for the view's box.
 */
export function capped<T>(query: (zoom: number) => T[], zoom: number, cap = MARKER_CAP): T[] {
  let z = Math.max(0, Math.round(zoom));
  let items = query(z);
  while (items.length > cap && z > 0) items = query(--z);
  return items;
}

/** Single points with identical coordinates become one stack (duplicates stay reachable). Linear. */
export function toItems(raw: RawItem[]): Item[] {
  const out: Item[] = [];
  const spots = new Map<string, number>(); // spot -> its place in `out`
  for (const r of raw) {
    if ('c' in r) {
      out.push({ kind: 'cluster', id: r.c, lat: r.lat, lng: r.lng, count: r.n });
      continue;
    }
    const key = `${r.lat},${r.lng}`;
    const at = spots.get(key);
    const seen = at === undefined ? undefined : out[at];
    if (at === undefined || !seen) {
      spots.set(key, out.length);
      out.push({ kind: 'point', index: r.p, lat: r.lat, lng: r.lng });
    } else if (seen.kind === 'point') out[at] = { kind: 'stack', indexes: [seen.index, r.p], lat: r.lat, lng: r.lng };
    else if (seen.kind === 'stack') seen.indexes.push(r.p);
  }
  return out;
}

/** The points inside the visible area, nearest to its centre first (the list beside the map). */
export function visiblePoints(points: readonly MapPoint[], b: { south: number; west: number; north: number; east: number }, limit: number): { shown: MapPoint[]; total: number } {
  const crosses = b.west > b.east; // the view spans the antimeridian
  const inside = points.filter((p) => p.lat >= b.south && p.lat <= b.north && (crosses ? p.lng >= b.west || p.lng <= b.east : p.lng >= b.west && p.lng <= b.east));
  const cLat = (b.south + b.north) / 2;
  const cLng = (b.west + b.east) / 2;
  const d = (p: MapPoint) => (p.lat - cLat) ** 2 + (p.lng - cLng) ** 2;
  const shown =
    inside.length > limit
      ? inside
          .map((p) => [d(p), p] as const)
          .sort((x, y) => x[0] - y[0])
          .slice(0, limit)
          .map((x) => x[1])
      : [...inside].sort((x, y) => d(x) - d(y));
  return { shown, total: inside.length };
}
