/** The map's markers layer: new markers are added 40 per task, and a newer move's answer takes over between slices. */
import { describe, expect, it } from 'vitest';
import type * as Leaflet from 'leaflet';
import { createMarkers, MARKER_SLICE } from '../../widgets/map/markers';
import type { Clusterer } from '../../widgets/map/clusterer';
import type { RawItem } from '../../widgets/map/clusters';
import type { MapPoint } from '../../widgets/map/options';

/** Just enough of Leaflet for the layer: markers are plain objects, the layer counts what it holds. */
function fakeLeaflet() {
  const held = new Set<object>();
  const marker = () => {
    const m = { bindTooltip: () => m, bindPopup: () => m, on: () => m, getElement: () => null, isPopupOpen: () => false, openPopup: () => m };
    return m;
  };
  const L = {
    layerGroup: () => ({ addTo: () => ({ addLayer: (m: object) => held.add(m), removeLayer: (m: object) => held.delete(m) }) }),
    icon: () => ({}),
    divIcon: () => ({}),
    marker,
  } as unknown as typeof Leaflet;
  const container = document.createElement('div');
  const map = {
    getBounds: () => ({ getSouth: () => 49, getWest: () => 14, getNorth: () => 55, getEast: () => 24 }),
    getZoom: () => 6,
    getContainer: () => container,
  } as unknown as Leaflet.Map;
  return { L, map, held, container };
}

const points = (n: number): MapPoint[] => Array.from({ length: n }, (_, i) => ({ id: String(i), lat: 50 + i / 1000, lng: 19 + i / 1000, name: `P${i}` }) as MapPoint);
const raw = (from: number, n: number): RawItem[] => Array.from({ length: n }, (_, i) => ({ p: from + i, lat: 50 + (from + i) / 1000, lng: 19 + (from + i) / 1000 }));
const nextTask = () => new Promise((r) => setTimeout(r, 0));
const t = Object.assign((k: string) => k, { plural: (k: string) => k }) as never;

describe('map markers', () => {
  it(`adds ${MARKER_SLICE} markers per task: 100 new ones in slices of 40, 40, 20; one rendered event at the end`, async () => {
    const { L, map, held, container } = fakeLeaflet();
    const answers = [raw(0, 100)];
    const clusterer = { clusters: async () => answers.shift()! } as unknown as Clusterer;
    const rendered: number[] = [];
    container.addEventListener('sf-map:rendered', (e) => rendered.push((e as CustomEvent<{ markers: number }>).detail.markers));
    const layer = createMarkers(L, map, clusterer, points(100), t, (e) => {
      throw e;
    });
    const done = layer.render();
    await Promise.resolve(); // the clusterer's answer
    await Promise.resolve();
    expect(held.size).toBe(40);
    await nextTask();
    expect(held.size).toBe(80);
    await nextTask();
    await done;
    expect(held.size).toBe(100);
    expect(rendered).toEqual([100]);
  });

  it("stops between slices when a newer move's answer comes, which then draws its own", async () => {
    const { L, map, held } = fakeLeaflet();
    const answers = [raw(0, 100), raw(200, 10)];
    const clusterer = { clusters: async () => answers.shift()! } as unknown as Clusterer;
    const layer = createMarkers(L, map, clusterer, points(300), t, (e) => {
      throw e;
    });
    const first = layer.render();
    await Promise.resolve();
    await Promise.resolve();
    expect(held.size).toBe(40);
    await layer.render(); // the newer move: the 40 drawn of the old answer go, its 10 come
    await first;
    expect(held.size).toBe(10);
    expect(layer.count()).toBe(10);
  });
});
