// @vitest-environment node
/** What the map shows (widgets/map/view-rules.ts), no DOM, no Leaflet: tables worked out by hand. */
import { describe, expect, it } from 'vitest';
import { clampBox, clusterZoom, groupIconSize, isWideMap, itemKey, keyShowing, revealZoom, startCenter } from '../../widgets/map/view-rules';

describe('startCenter', () => {
  it("the options' centre first, with or without points", () => {
    expect(startCenter([50.06, 19.94], true)).toEqual([50.06, 19.94]);
    expect(startCenter([50.06, 19.94], false)).toEqual([50.06, 19.94]);
  });
  it('no centre: fit the points (null); no points either: the middle of Poland', () => {
    expect(startCenter(null, true)).toBeNull();
    expect(startCenter(null, false)).toEqual([52, 19]);
  });
});

describe('zoom of a list choice and of a cluster click', () => {
  it.each([
    // [zoom now, clustering max zoom, expected]: one past the clustering zoom, capped at the map's 19, never out
    [6, 16, 17],
    [18, 16, 18], // deeper already: stays
    [6, 18, 19], // 18 + 1: the map's deepest (options allow 18 at most)
    [19, 18, 19],
  ])('revealZoom(%i, %i) = %i', (current, max, expected) => expect(revealZoom(current, max)).toBe(expected));

  it.each([
    // [expansion zoom, zoom now, deepest, expected]
    [9, 6, 19, 9], // the expansion zoom
    [6, 6, 19, 7], // at least one step in
    [4, 6, 19, 7],
    [21, 6, 19, 19], // never past the deepest
    [19, 19, 19, 19],
  ])('clusterZoom(%i, %i, %i) = %i', (expansion, current, deepest, expected) => expect(clusterZoom(expansion, current, deepest)).toBe(expected));
});

describe('groupIconSize', () => {
  it.each([
    [2, 34],
    [9, 34],
    [10, 42],
    [99, 42],
    [100, 52],
    [5000, 52],
  ])('%i -> %i px', (count, size) => expect(groupIconSize(count)).toBe(size));
});

describe('clampBox', () => {
  it("a view inside the world: as it is, in supercluster's order [west, south, east, north]", () => {
    expect(clampBox({ west: 14.1, south: 49, east: 24.2, north: 54.8 })).toEqual([14.1, 49, 24.2, 54.8]);
  });
  it("zoomed out past the world's edges: cut to -180..180 and -90..90", () => {
    expect(clampBox({ west: -250, south: -95.5, east: 300, north: 91 })).toEqual([-180, -90, 180, 90]);
  });
});

describe('marker keys', () => {
  it.each([
    [{ kind: 'cluster', id: 7, lat: 0, lng: 0, count: 12 }, 'c7'],
    [{ kind: 'point', index: 3, lat: 0, lng: 0 }, 'p3'],
    [{ kind: 'stack', indexes: [4, 11, 2], lat: 0, lng: 0 }, 's4,11,2'],
  ] as const)('%j -> %s', (item, key) => expect(itemKey(item as Parameters<typeof itemKey>[0])).toBe(key));

  const drawn = ['c7', 'p3', 's4,11,2', 'p1'];
  it.each([
    [3, 'p3'], // its own marker
    [11, 's4,11,2'], // inside a stack
    [1, 'p1'], // not taken for the 1 of "11" in the stack
    [4, 's4,11,2'],
    [7, undefined], // c7 is cluster 7, not point 7
    [5, undefined], // inside a cluster: no marker of its own
  ])('point %i is shown by %s', (index, key) => expect(keyShowing(drawn, index)).toBe(key));
});

describe('isWideMap: the list beside the map by the element width', () => {
  it.each([
    [575, false], // a 288 px list and 12 px gap would leave the map 275 px
    [576, true],
    [300, false], // a sidebar on any screen
    [1068, true],
  ])('%i px -> beside %s', (width, wide) => expect(isWideMap(width)).toBe(wide));
});
