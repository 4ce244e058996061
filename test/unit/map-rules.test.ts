/**
 * Map rules (docs/widgets/map.md): options and their defaults (maximum zoom 16, radius 60, both
 * configurable), bad points skipped and counted, cluster size classes, the worker threshold, points at
 * one spot, the list of the visible area, and supercluster fed with those options (pixel distances
 * worked out by hand: at zoom 10 the world is 256 x 1024 px wide, so 1 degree of longitude on the
 * equator is 728.18 px).
 */
import { describe, expect, test, vi } from 'vitest';
import { capped, sizeClass, superclusterOptions, toItems, visiblePoints } from '../../widgets/map/clusters';
import { createClusterer } from '../../widgets/map/clusterer';
import { createEngine } from '../../widgets/map/engine';
import { markJsonKeys } from '../../src/util/url';
import { readOptions, readPoints, readTileUrl, clusterInWorker, type MapPoint } from '../../widgets/map/options';

describe('options', () => {
  test('defaults: maximum zoom 16, radius 60, zoom 6, height 400, worker threshold 1000', () => {
    const o = readOptions({});
    expect(o).toMatchObject({ maxZoom: 16, radius: 60, zoom: 6, height: 400, center: null, tileUrl: null, pointsUrl: null, workerThreshold: 1000 });
  });
  test('configurable, from JSON numbers or data-* strings', () => {
    expect(readOptions({ maxZoom: 12, radius: 80, zoom: '9', center: ['50.1', 19.9], workerThreshold: '200' })).toMatchObject({
      maxZoom: 12,
      radius: 80,
      zoom: 9,
      center: [50.1, 19.9],
      workerThreshold: 200,
    });
  });
  test.each([
    [{ maxZoom: 2.5 }, 'maxZoom', 16],
    [{ radius: 'wide' }, 'radius', 60],
    [{ zoom: 'near' }, 'zoom', 6],
    [{ center: [91, 0] }, 'center', null],
    [{ center: [50] }, 'center', null],
    [{ center: 'Kraków' }, 'center', null],
    [{ pointsUrl: 'javascript:alert(1)' }, 'pointsUrl', null],
  ])('bad %j: %s falls back to %j', (props, key, value) => {
    expect(readOptions(props as Record<string, unknown>)[key as keyof ReturnType<typeof readOptions>]).toEqual(value);
  });
  test("URL options: another site only from the page author's data-props JSON", () => {
    const attrs = { pointsUrl: 'https://api.carrier.example/points', tileUrl: '//tiles.example.com/{z}/{x}/{y}.png' };
    // As data attributes (what a sanitized review could carry): refused; same-origin ones kept.
    expect(readOptions({ ...attrs })).toMatchObject({ pointsUrl: null, tileUrl: null });
    expect(readOptions({ pointsUrl: '/\\evil.example/p', tileUrl: '/\t/evil.example/{z}/{x}/{y}' })).toMatchObject({ pointsUrl: null, tileUrl: null });
    expect(readOptions({ pointsUrl: '/fixtures/points.json', tileUrl: '/t/{z}/{x}/{y}.png' })).toMatchObject({
      pointsUrl: new URL('/fixtures/points.json', location.href).href,
      tileUrl: '/t/{z}/{x}/{y}.png',
    });
    const json = { ...attrs };
    markJsonKeys(json, ['pointsUrl', 'tileUrl']);
    expect(readOptions(json)).toMatchObject({ pointsUrl: 'https://api.carrier.example/points', tileUrl: '//tiles.example.com/{z}/{x}/{y}.png' });
  });

  test.each([
    ['/fixtures/tiles/{z}/{x}/{y}.svg', true],
    ['https://tiles.example.com/{z}/{x}/{y}.png', true],
    ['//tiles.example.com/{z}/{x}/{y}.png', true],
    ['tiles/{z}/{x}/{y}.png', true],
    ['https://tiles.example.com/{z}/{x}.png', false], // no {y}
    ['javascript:{z}{x}{y}', false],
    ['data:image/png,{z}{x}{y}', false],
    [42, false],
  ])('tile URL %j usable: %s', (url, ok) => expect(readTileUrl(url) !== null).toBe(ok));
});

describe('options are clamped to sane ranges (bounded work whatever the props say)', () => {
  test.each([
    // maxZoom: clusters form up to zoom 10 at least and 18 at most (the map's own limit is 19)
    [{ maxZoom: 0 }, 'maxZoom', 10],
    [{ maxZoom: -5 }, 'maxZoom', 10],
    [{ maxZoom: 19 }, 'maxZoom', 18],
    [{ maxZoom: 10 }, 'maxZoom', 10],
    [{ maxZoom: 18 }, 'maxZoom', 18],
    // radius: 20-200 px
    [{ radius: 1 }, 'radius', 20],
    [{ radius: 0 }, 'radius', 20],
    [{ radius: 1e9 }, 'radius', 200],
    [{ radius: '80' }, 'radius', 80],
    // the worker from 1000 points at the latest (measured: more on the main thread is a long task)
    [{ workerThreshold: 1e9 }, 'workerThreshold', 1000],
    [{ workerThreshold: '5000' }, 'workerThreshold', 1000],
    [{ workerThreshold: 1 }, 'workerThreshold', 1],
    [{ workerThreshold: -3 }, 'workerThreshold', 0],
    // zoom 0-19, height 120-2000 px
    [{ zoom: -1 }, 'zoom', 0],
    [{ zoom: 40 }, 'zoom', 19],
    [{ height: 5 }, 'height', 120],
    [{ height: 1e6 }, 'height', 2000],
  ])('%j: %s is %j', (props, key, value) => {
    expect(readOptions(props as Record<string, unknown>)[key as keyof ReturnType<typeof readOptions>]).toBe(value);
  });
  test('6 000 points with maxZoom 0, radius 1 and a huge worker threshold run in the worker', () => {
    const o = readOptions({ maxZoom: 0, radius: 1, workerThreshold: 1e9 });
    expect(clusterInWorker(6000, o.workerThreshold)).toBe(true);
  });
});

describe('what is drawn is capped (MARKER_CAP) and the stacked-points step is linear', () => {
  test('the cap is 200 markers: 201 at the view zoom go one zoom coarser, 200 there are drawn', () => {
    const sizes: Record<number, number> = { 12: 201, 11: 200 };
    const asked: number[] = [];
    const query = (z: number) => (asked.push(z), Array.from({ length: sizes[z] ?? 1 }, (_, i) => i));
    expect(capped(query, 12)).toHaveLength(200);
    expect(asked).toEqual([12, 11]);
  });
  test("capped(): the view's own zoom when it fits, else one zoom coarser at a time until it does", () => {
    const sizes: Record<number, number> = { 12: 900, 11: 300, 10: 200, 9: 80 };
    const asked: number[] = [];
    const query = (z: number) => (asked.push(z), Array.from({ length: sizes[z] ?? 1 }, (_, i) => i));
    expect(capped(query, 9)).toHaveLength(80);
    expect(asked).toEqual([9]);
    asked.length = 0;
    expect(capped(query, 12)).toHaveLength(200); // 900 > 200, 300 > 200, 200 fits
    expect(asked).toEqual([12, 11, 10]);
    asked.length = 0;
    expect(capped(query, 11.6)).toHaveLength(200); // the zoom is rounded first (12)
    expect(asked).toEqual([12, 11, 10]);
    asked.length = 0;
    expect(capped(() => Array.from({ length: 500 }, () => 0), 3)).toHaveLength(500); // zoom 0 is the end
  });
  test('6 000 spread points, maxZoom 0 and radius 1 (clamped to 10 and 20): at most 200 items at any zoom', () => {
    const pts: [number, number][] = Array.from({ length: 6000 }, (_, i) => [14.2 + (i % 80) * 0.12, 49.1 + Math.floor(i / 80) * 0.074]);
    const o = readOptions({ maxZoom: 0, radius: 1 });
    const engine = createEngine(coords(pts), superclusterOptions(o));
    const poland: [number, number, number, number] = [14, 49, 24.2, 54.8];
    for (const zoom of [0, 5, 6, 8, 10, 11, 12, 14, 19]) {
      const items = engine.clusters(poland, zoom);
      expect(items.length, `zoom ${zoom}`).toBeLessThanOrEqual(200);
      // Nothing is lost: the counts add up to the points in the box.
      expect(
        items.reduce((sum, r) => sum + ('n' in r ? r.n : 1), 0),
        `zoom ${zoom}`,
      ).toBe(6000);
    }
  });
  test('20 000 points on 10 000 spots become 10 000 stacks in linear time (was quadratic: indexOf per stack)', () => {
    const raw = Array.from({ length: 20_000 }, (_, i) => ({ p: i, lat: Math.floor(i / 2) * 0.001, lng: 19 }));
    const start = performance.now();
    const items = toItems(raw);
    const took = performance.now() - start;
    expect(items).toHaveLength(10_000);
    expect(items.every((it) => it.kind === 'stack' && it.indexes.length === 2)).toBe(true);
    expect(items[4_999]).toEqual({ kind: 'stack', indexes: [9_998, 9_999], lat: 4.999, lng: 19 });
    expect(took, 'ms').toBeLessThan(50);
  });
});

describe('points', () => {
  test(`more than MAX_POINTS (100 000) points: the first 100 000 are read, the rest counted as cut`, () => {
    const raw = Array.from({ length: 100_003 }, (_, i) => ({ id: i, lat: 50, lng: 19 }));
    const { points, skipped, cut } = readPoints(raw);
    expect([points.length, skipped, cut]).toEqual([100_000, 0, 3]);
  });
  test('missing, non-numeric and out-of-range coordinates are skipped and counted', () => {
    const { points, skipped } = readPoints([
      { id: 1, lat: 50, lng: 19, name: 'A', address: 'ul. 1' },
      { id: 2, lat: '50.5', lng: '19.5', name: 'B' }, // numeric strings are numbers
      { id: 3, lat: 'north', lng: 19 },
      { id: 4, lat: 91, lng: 19 },
      { id: 5, lat: 50, lng: -181 },
      { id: 6, name: 'no coordinates' },
      null,
      'text',
      { lat: 0, lng: 0 }, // no id, no name: both made up, the point stays
      { id: 7, lat: Number.NaN, lng: 1 },
      { id: 8, lat: '', lng: 1 },
    ]);
    expect(points.map((p) => p.id)).toEqual(['1', '2', 'point-8']);
    expect(points[1]).toEqual({ id: '2', lat: 50.5, lng: 19.5, name: 'B', address: '' });
    expect(points[2]?.name).toBe('point-8');
    expect(skipped).toBe(8);
  });
  test('a {points: [...]} answer is read too; anything else is an empty list', () => {
    expect(readPoints({ points: [{ id: 1, lat: 1, lng: 1 }] }).points).toHaveLength(1);
    expect(readPoints('nothing')).toEqual({ points: [], skipped: 0, cut: 0 });
    expect(readPoints(undefined)).toEqual({ points: [], skipped: 0, cut: 0 });
  });
});

describe('cluster size classes and the worker threshold', () => {
  test.each([
    [2, 'small'],
    [9, 'small'],
    [10, 'medium'],
    [99, 'medium'],
    [100, 'large'],
    [50_000, 'large'],
  ])('%i markers: %s', (n, cls) => {
    expect(sizeClass(n)).toBe(cls);
  });
  test('the worker runs from the threshold on, and the threshold is an option', () => {
    // The default threshold, 1000: 999 points stay on the main thread, 1000 go to the worker.
    expect([clusterInWorker(999), clusterInWorker(1000), clusterInWorker(10_000)]).toEqual([false, true, true]);
    expect([clusterInWorker(10, 10), clusterInWorker(9, 10), clusterInWorker(0, 0)]).toEqual([true, false, true]);
  });
  test('supercluster measures the radius on 256 px tiles (Leaflet), not its default 512', () => {
    expect(superclusterOptions({ maxZoom: 16, radius: 60 })).toEqual({ maxZoom: 16, radius: 60, extent: 256, minPoints: 2 });
  });
});

const coords = (pts: [number, number][]) => new Float64Array(pts.flatMap(([lng, lat]) => [lng, lat]));
const WORLD: [number, number, number, number] = [-180, -85, 180, 85];

describe('clustering with the options', () => {
  // 0.0687 degrees = 50.0 px at zoom 10; 0.1 degrees = 72.8 px at zoom 10 and 36.4 px at zoom 9.
  const near = coords([
    [0, 0],
    [0.0687, 0],
  ]);
  const far = coords([
    [0, 0],
    [0.1, 0],
  ]);
  const run = (c: Float64Array, o: { maxZoom: number; radius: number }, zoom: number) => createEngine(c, superclusterOptions(o)).clusters(WORLD, zoom);

  test('50 px apart: one cluster with radius 60, two points with radius 40', () => {
    expect(run(near, { maxZoom: 16, radius: 60 }, 10)).toMatchObject([{ n: 2 }]);
    expect(run(near, { maxZoom: 16, radius: 40 }, 10)).toHaveLength(2);
  });
  test('72.8 px apart at zoom 10 (over 60): two points; at zoom 9 (36.4 px) one cluster', () => {
    expect(run(far, { maxZoom: 16, radius: 60 }, 10).every((r) => 'p' in r)).toBe(true);
    expect(run(far, { maxZoom: 16, radius: 60 }, 9)).toMatchObject([{ n: 2 }]);
  });
  test('above maxZoom nothing clusters (maxZoom 8 at zoom 10; maxZoom 16 at zoom 17 even for one spot)', () => {
    expect(run(near, { maxZoom: 8, radius: 60 }, 10)).toHaveLength(2);
    const same = coords([
      [19.9366, 50.0614],
      [19.9366, 50.0614],
      [19.9366, 50.0614],
    ]);
    expect(run(same, { maxZoom: 16, radius: 60 }, 16)).toMatchObject([{ n: 3 }]);
    expect(run(same, { maxZoom: 16, radius: 60 }, 17)).toHaveLength(3);
  });
  test('a cluster of one spot expands at maxZoom + 1 and lists its leaves', () => {
    const same = coords([
      [19.9366, 50.0614],
      [19.9366, 50.0614],
      [10, 10],
    ]);
    const engine = createEngine(same, superclusterOptions({ maxZoom: 16, radius: 60 }));
    const cluster = engine.clusters(WORLD, 5).find((r) => 'c' in r);
    if (!cluster || !('c' in cluster)) throw new Error('no cluster');
    expect(engine.expansionZoom(cluster.c)).toBe(17);
    expect(engine.leaves(cluster.c, 10).sort()).toEqual([0, 1]);
  });
  test('10 000 points at zoom 0 are all inside the clusters (counts add up)', () => {
    const pts: [number, number][] = Array.from({ length: 10_000 }, (_, i) => [14 + (i % 100) * 0.1, 49 + Math.floor(i / 100) * 0.05]);
    const total = run(coords(pts), { maxZoom: 16, radius: 60 }, 0).reduce((sum, r) => sum + ('n' in r ? r.n : 1), 0);
    expect(total).toBe(10_000);
  });
});

describe('where clustering runs', () => {
  test('below the threshold on the main thread; a worker that cannot start falls back with a warning', async () => {
    const c = coords([
      [0, 0],
      [0.0687, 0],
    ]);
    const main = await createClusterer(c, superclusterOptions({ maxZoom: 16, radius: 60 }), false);
    expect(main.inWorker).toBe(false);
    expect(await main.clusters(WORLD, 10)).toMatchObject([{ n: 2 }]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const Original = globalThis.Worker;
    globalThis.Worker = class {
      constructor() {
        throw new Error('blocked');
      }
    } as unknown as typeof Worker;
    try {
      const fallback = await createClusterer(c, superclusterOptions({ maxZoom: 16, radius: 60 }), true);
      expect(fallback.inWorker).toBe(false);
      expect(await fallback.clusters(WORLD, 10)).toMatchObject([{ n: 2 }]);
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      globalThis.Worker = Original;
      warn.mockRestore();
    }
  });
});

describe('points at one spot and the list', () => {
  test('single points with the same coordinates become one stack; clusters pass through', () => {
    const items = toItems([
      { p: 0, lat: 50, lng: 19 },
      { c: 7, n: 12, lat: 52, lng: 21 },
      { p: 1, lat: 50, lng: 19 },
      { p: 2, lat: 51, lng: 17 },
      { p: 3, lat: 50, lng: 19 },
    ]);
    expect(items).toEqual([
      { kind: 'stack', indexes: [0, 1, 3], lat: 50, lng: 19 },
      { kind: 'cluster', id: 7, count: 12, lat: 52, lng: 21 },
      { kind: 'point', index: 2, lat: 51, lng: 17 },
    ]);
  });

  const pt = (id: string, lat: number, lng: number): MapPoint => ({ id, lat, lng, name: id, address: '' });
  const pts = [pt('center', 50, 20), pt('edge', 50.9, 20.9), pt('mid', 50.3, 20.3), pt('out', 52, 20), pt('west', 50, 19.2)];
  test('the visible area, nearest its centre first, cut at the limit with the total kept', () => {
    const b = { south: 49, west: 19, north: 51, east: 21 };
    expect(visiblePoints(pts, b, 50)).toEqual({ shown: [pts[0], pts[2], pts[4], pts[1]], total: 4 });
    expect(visiblePoints(pts, b, 2)).toEqual({ shown: [pts[0], pts[2]], total: 4 });
  });
  test('a view across the antimeridian', () => {
    const b = { south: -10, west: 170, north: 10, east: -170 };
    const list = [pt('a', 0, 175), pt('b', 0, -175), pt('c', 0, 0)];
    expect(visiblePoints(list, b, 50).total).toBe(2);
  });
});
