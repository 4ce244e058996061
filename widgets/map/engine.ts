/**
 * supercluster behind a compact interface shared by the main thread and the worker: points in as a
 * flat coordinate array, clusters out as `RawItem`s (cluster id and count, or point index), so the
 * worker's messages stay small and no point object is copied twice.
 */
import Supercluster, { type PointFeature } from 'supercluster';
import { capped, type RawItem } from './clusters';

export interface EngineOptions {
  maxZoom: number;
  radius: number;
  extent: number;
  minPoints: number;
}

export type BBox = [number, number, number, number]; // west, south, east, north

export interface Engine {
  clusters(bbox: BBox, zoom: number): RawItem[];
  expansionZoom(clusterId: number): number;
  leaves(clusterId: number, limit: number): number[];
}

/** `coords` holds lng, lat pairs, in the order of the points. */
export function createEngine(coords: Float64Array, options: EngineOptions): Engine {
  const index = new Supercluster<{ i: number }, Record<string, never>>(options);
  const features: PointFeature<{ i: number }>[] = [];
  for (let i = 0; i < coords.length / 2; i++) {
    features.push({ type: 'Feature', properties: { i }, geometry: { type: 'Point', coordinates: [coords[2 * i] as number, coords[2 * i + 1] as number] } });
  }
  index.load(features);
  return {
    clusters(bbox, zoom) {
      // At most MARKER_CAP items: a coarser zoom's clusters when the view's own are too many.
      return capped((z) => index.getClusters(bbox, z), zoom).map((f) => {
        const [lng, lat] = f.geometry.coordinates as [number, number];
        const p = f.properties as { cluster?: boolean; cluster_id?: number; point_count?: number; i?: number };
        return p.cluster ? { c: p.cluster_id as number, n: p.point_count as number, lat, lng } : { p: p.i as number, lat, lng };
      });
    },
    expansionZoom: (id) => index.getClusterExpansionZoom(id),
    leaves: (id, limit) => index.getLeaves(id, limit).map((f) => (f.properties as { i: number }).i),
  };
}
