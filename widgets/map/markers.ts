/**
 * The markers layer: draws what the clusterer returns for the visible area, re-using markers that stay
 * (panning moves nothing that does not change), with stale answers dropped. Points use the platform's
 * icons from /gfx/standards/ (docs/widgets/map.md); clusters and stacks are buttons named by their count.
 */
import type * as Leaflet from 'leaflet';
import { sizeClass, toItems, type Item } from './clusters';
import { clampBox, clusterZoom, groupIconSize, itemKey, keyShowing } from './view-rules';
import type { Clusterer } from './clusterer';
import { inSlices } from '../../src/util/slices';
import type { MapPoint } from './options';
import type { WidgetTranslator } from '../../src/i18n/widget-texts';
import type pol from './texts/pol';

export const ICON_PATH = '/gfx/standards/';
/** Markers added per task. */
export const MARKER_SLICE = 40;

type T = WidgetTranslator<typeof pol>;

/**
 * Point data is text: Leaflet puts a string tooltip, popup or div icon in with innerHTML, so everything
 * handed to Leaflet is a node whose text is set with textContent (also what Trusted Types requires).
 */
export function textBox(text: string, tag = 'span'): HTMLElement {
  const el = document.createElement(tag);
  el.textContent = text;
  return el;
}

export function popupContent(points: MapPoint[], t: T): HTMLElement {
  const box = document.createElement('div');
  box.className = 'sf-map__popup';
  box.tabIndex = -1; // focus lands here when a list item opens the popup
  const line = (p: MapPoint, into: HTMLElement) => {
    const name = document.createElement('strong');
    name.textContent = p.name;
    into.append(name);
    if (p.address) into.append(p.address);
  };
  const first = points[0];
  if (points.length === 1 && first) line(first, box);
  else {
    const title = document.createElement('strong');
    title.textContent = t.plural('stack', points.length, { count: points.length });
    const ul = document.createElement('ul');
    for (const p of points) {
      const li = document.createElement('li');
      line(p, li);
      ul.append(li);
    }
    box.append(title, ul);
  }
  return box;
}

/** The map's visible area in degrees. */
export function boxOf(map: Leaflet.Map) {
  const b = map.getBounds();
  return { south: b.getSouth(), west: b.getWest(), north: b.getNorth(), east: b.getEast() };
}

/** Enter or Space on a focused marker acts as a click. */
function activate(marker: Leaflet.Marker, run: () => void) {
  marker.on('click', run);
  marker.on('keypress', (e) => {
    const key = (e as Leaflet.LeafletKeyboardEvent).originalEvent.key;
    if (key === 'Enter' || key === ' ') {
      (e as Leaflet.LeafletKeyboardEvent).originalEvent.preventDefault();
      run();
    }
  });
}

/** The platform's marker icon (Leaflet's default, served from ICON_PATH), one for every point of a map. */
function pointIcon(L: typeof Leaflet): Leaflet.Icon {
  return L.icon({
    iconUrl: `${ICON_PATH}marker-icon.png`,
    iconRetinaUrl: `${ICON_PATH}marker-icon-2x.png`,
    shadowUrl: `${ICON_PATH}marker-shadow.png`,
    iconSize: [25, 41],
    iconAnchor: [12, 41],
    popupAnchor: [1, -34],
    tooltipAnchor: [16, -28],
    shadowSize: [41, 41],
  });
}

/** One point: named by its name and address (the marker's alt text), its name as tooltip, its popup. */
function pointMarker(L: typeof Leaflet, icon: Leaflet.Icon, p: MapPoint, t: T): Leaflet.Marker {
  return L.marker([p.lat, p.lng], { icon, keyboard: true, alt: p.address ? `${p.name}, ${p.address}` : p.name })
    .bindTooltip(() => textBox(p.name))
    .bindPopup(() => popupContent([p], t));
}

export function createMarkers(L: typeof Leaflet, map: Leaflet.Map, clusterer: Clusterer, points: MapPoint[], t: T, onError: (e: unknown) => void) {
  const layer = L.layerGroup().addTo(map);
  const icon = pointIcon(L);
  const drawn = new Map<string, Leaflet.Marker>();
  let sequence = 0;

  function group(item: Item & { kind: 'cluster' | 'stack' }): Leaflet.Marker {
    const count = item.kind === 'cluster' ? item.count : item.indexes.length;
    const size = groupIconSize(count);
    const marker = L.marker([item.lat, item.lng], {
      keyboard: true,
      icon: L.divIcon({ html: textBox(String(count)), className: `sf-cluster sf-cluster--${item.kind === 'stack' ? 'stack' : sizeClass(count)}`, iconSize: [size, size] }),
    });
    const label = t.plural(item.kind, count, { count });
    marker.on('add', () => marker.getElement()?.setAttribute('aria-label', label));
    marker.bindTooltip(() => textBox(label));
    if (item.kind === 'cluster') {
      activate(marker, () => {
        clusterer.expansionZoom(item.id).then((zoom) => map.setView([item.lat, item.lng], clusterZoom(zoom, map.getZoom(), map.getMaxZoom())), onError);
      });
    } else {
      marker.bindPopup(() =>
        popupContent(
          item.indexes.map((i) => points[i] as MapPoint),
          t,
        ),
      );
    }
    return marker;
  }

  async function render() {
    const mine = ++sequence;
    // Only what is in view: every marker in the DOM is a Tab stop, and one outside the view would be an invisible one.
    const raw = await clusterer.clusters(clampBox(boxOf(map)), map.getZoom());
    if (mine !== sequence) return; // a newer move already asked
    const next = new Map(toItems(raw).map((item) => [itemKey(item), item]));
    for (const [key, marker] of drawn) {
      // A marker whose popup is open stays until the popup closes (a list choice keeps its popup).
      if (!next.has(key) && !marker.isPopupOpen()) {
        layer.removeLayer(marker);
        drawn.delete(key);
      }
    }
    // New markers in slices, a task each (up to 200 after a zoom were one task of 100 ms at CPU 4x); a newer
    // move's answer takes over between slices.
    const added = [...next].filter(([key]) => !drawn.has(key));
    const all = await inSlices(
      added,
      MARKER_SLICE,
      (slice) => {
        for (const [key, item] of slice) {
          const marker = item.kind === 'point' ? pointMarker(L, icon, points[item.index] as MapPoint, t) : group(item);
          drawn.set(key, marker);
          layer.addLayer(marker);
        }
      },
      () => mine !== sequence,
    );
    if (!all) return;
    map.getContainer().dispatchEvent(new CustomEvent('sf-map:rendered', { detail: { markers: drawn.size } }));
  }

  /** Opens the popup of point `index` (its own marker, or the stack it is in); resolves to its content. */
  async function reveal(index: number): Promise<HTMLElement | null> {
    await render();
    const key = keyShowing(drawn.keys(), index);
    const p = points[index] as MapPoint;
    if (key) drawn.get(key)!.openPopup();
    // Still inside a cluster (the map cannot zoom further): a popup of its own at the spot.
    else
      L.popup()
        .setLatLng([p.lat, p.lng])
        .setContent(popupContent([p], t))
        .openOn(map);
    return map.getContainer().querySelector<HTMLElement>('.leaflet-popup .sf-map__popup');
  }

  return {
    render: () => render().catch(onError),
    reveal,
    count: () => drawn.size,
  };
}
