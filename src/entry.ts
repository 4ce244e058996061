/**
 * dist/storefront.js: the one script a template includes (CONTRACT 1). It reads the page context and
 * view level, applies the view's layout, scans for markers and starts each widget at its moment. It
 * never imports React; mounting, configuration and the batch call arrive in the lazy core chunk.
 */
import type { BatchKey, MarkerEntry, Widget } from './types';
import type { Core } from './boot/core';
import { markers } from '../markers';
import { readPageContext } from './boot/context';
import { applyLayout, readBreakpoints, readView, watchView } from './boot/view';
import { createRegistry } from './boot/registry';
import { importWithRetry } from './boot/retry';
import { emit, on } from './boot/events';
import { hideClosedEarly } from '../widgets/promo-bars/early';

const VERSION = '0.1.0';
const GUARD = Symbol.for('storefront');

function boot() {
  const w = window as unknown as { [GUARD]?: boolean; storefront?: { scan(): void } };
  // A second copy of the bundle (or the same one under another URL) only rescans.
  if (w[GUARD]) return w.storefront?.scan();
  w[GUARD] = true;

  const page = readPageContext();
  // Before the first paint: closed promo bars and strips stay hidden without a layout shift (spec 4.5).
  hideClosedEarly(document, page.orderProcess);
  const breakpoints = readBreakpoints(document);
  const readLevel = () => readView(document, breakpoints);
  const initial = readLevel();
  applyLayout(document, initial, page.type);
  const view = watchView(readLevel, initial, (next, previous) => {
    applyLayout(document, next, page.type);
    emit('view-change', { view: next, previous });
  });

  let corePromise: Promise<Core> | undefined;
  const core = () => {
    if (!corePromise) {
      // One retry, as for widget chunks; then every widget keeps its server HTML (reported once).
      corePromise = importWithRetry(() => import('./boot/core'))
        .then((m) => m.init({ page, breakpoints, view: view.get, drop: (i) => registry.drop(i), retry: importWithRetry, onBasket: (basket) => emit('basket-change', { basket }) }));
      corePromise.catch((error) => console.error('[storefront] the core chunk could not be loaded; the page keeps its server HTML.', error));
    }
    return corePromise;
  };
  /** Internal uses: a failed core is reported above, never an unhandled rejection per widget. */
  const withCore = (run: (c: Core) => unknown) => void core().then(run, () => {});

  // Batch keys: Snippets and ToplayersAndWidgets always, Projector on product pages, the rest as
  // widgets need them (CONTRACT 4c); keys first seen after the page-load call get a refresh of their own.
  const wanted = new Set<BatchKey>(['Snippets', 'ToplayersAndWidgets']);
  if (page.type === 'projector') wanted.add('Projector');
  let loaded = false;

  const registry = createRegistry(markers, {
    page,
    mount: (inst) => withCore((c) => c.mount(inst)),
    need(keys) {
      const fresh = keys.filter((k) => !wanted.has(k));
      fresh.forEach((k) => wanted.add(k));
      if (loaded && fresh.length) withCore((c) => c.refresh(fresh));
    },
    warn: (message) => console.warn(`[storefront] ${message}`),
  });
  registry.scan();
  registry.start();
  loaded = true;
  withCore((c) => c.loadPageData([...wanted]));

  w.storefront = Object.freeze({
    version: VERSION,
    context: Object.freeze({ ...page }),
    get view() {
      return view.get();
    },
    scan: (root?: ParentNode) => registry.scan(root),
    refresh: (keys?: BatchKey[]) => core().then((c) => c.refresh(keys)),
    navigate: (url: string) => core().then((c) => c.navigate(url)),
    loadScript: (name: string, opts?: object) => core().then((c) => c.loadScript(name, opts)),
    alert: (type: 'info' | 'warning' | 'error' | 'success', text: string) => core().then((c) => c.alert(type, text)),
    on,
    /** A theme's own widget: `define('name', { load: () => import('./x.js'), moment: 'visible' })` or `{ mount(ctx) {...} }`. */
    define: (name: string, def: Omit<MarkerEntry, 'name'> | Widget) =>
      registry.define('mount' in def ? { name, moment: 'load', load: async () => ({ default: def }) } : { ...def, name }),
  });

  emit('ready', { version: VERSION });
}

boot();
