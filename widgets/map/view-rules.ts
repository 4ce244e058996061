/**
 * What the map shows (docs/widgets/map.md), as plain functions with no DOM and no Leaflet: where it starts,
 * how deep a click or a list choice zooms, the box asked of the clusterer, the size of a group's icon, and
 * the keys by which markers are kept across moves.
 */
import type { Item } from './clusters';
import { MAP_MAX_ZOOM } from './options';

/** Where nothing else says: the middle of Poland. */
const FALLBACK_CENTER: [number, number] = [52, 19];

/** Where the map starts: the options' centre; null to fit the points (when there are any); else the middle of Poland. */
export const startCenter = (center: [number, number] | null, hasPoints: boolean): [number, number] | null => center ?? (hasPoints ? null : FALLBACK_CENTER);

/** A list choice: deep enough for the point to stand on its own (past the clustering zoom), never shallower than now. */
export const revealZoom = (current: number, maxZoom: number) => Math.max(current, Math.min(maxZoom + 1, MAP_MAX_ZOOM));

/** A cluster's click: its expansion zoom, at least one step in, at most the map's deepest. */
export const clusterZoom = (expansion: number, current: number, deepest: number) => Math.min(Math.max(expansion, current + 1), deepest);

/** A cluster or stack icon's side in px by its count: 34 under 10, 42 under 100, else 52. */
export const groupIconSize = (count: number) => (count < 10 ? 34 : count < 100 ? 42 : 52);

/** The view's box as supercluster takes it, [west, south, east, north], inside the world's bounds. */
export function clampBox(b: { west: number; south: number; east: number; north: number }): [number, number, number, number] {
  return [Math.max(-180, b.west), Math.max(-90, b.south), Math.min(180, b.east), Math.min(90, b.north)];
}

/** A marker's key, stable while its item is drawn: `c<cluster id>`, `p<point index>`, `s<indexes>`. */
export const itemKey = (item: Item) => (item.kind === 'cluster' ? `c${item.id}` : item.kind === 'point' ? `p${item.index}` : `s${item.indexes.join(',')}`);

/** The drawn key that shows point `index`: its own marker or the stack it is in (a point is in one item); undefined when none is drawn. */
export const keyShowing = (keys: Iterable<string>, index: number) => [...keys].find((k) => k === `p${index}` || (k[0] === 's' && k.slice(1).split(',').includes(String(index))));

/** From this element width (px) the list (18rem = 288 px) sits beside the map, which keeps at least 276 px; narrower, below. */
export const WIDE_MAP = 576;
export const isWideMap = (width: number) => width >= WIDE_MAP;
