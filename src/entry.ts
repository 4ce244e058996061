/**
 * dist/storefront.js: the one script a template includes (CONTRACT 1). It reads the page context and
 * view level, applies the view's layout, scans for markers and starts each widget at its moment. It
 * never imports React; mounting, configuration and the batch call arrive in the lazy core chunk.
 */
import type { MarkerEntry, Widget } from './types';
import type { Core } from './boot/core';
import { markers } from '../markers';
import { readPageContext } from './boot/context';
import { applyLayout, readBreakpoints, readView } from './boot/view';
import { createRegistry } from './boot/registry';
import { importWithRetry } from './boot/retry';
import { emit, on } from './boot/events';
import { hideClosedEarly } from '../widgets/promo-bars/early';
import { reserveTop } from './boot/top-reserve';

const VERSION = '0.1.0';
const GUARD = Symbol.for('storefront');

function boot() {
  const w = window as unknown as { [GUARD]?: boolean; storefront?: { scan(root?: ParentNode): void } };
  // A second copy of the bundle (or the same one under another URL) only rescans.
  if (w[GUARD]) return w.storefront?.scan();
  w[GUARD] = true;

  const page = readPageContext();
  // A deferred module script may run after the first frame: the document timeline's time is 0 until then.
  const late = !!document.timeline?.currentTime;
  // Closed promo bars and strips stay hidden without a layout shift (spec 4.5).
  hideClosedEarly(document, page.orderProcess, late);
  // The body_top snippets' space, remembered from an earlier page of this type (no jump when they come).
  if (!late) reserveTop(page.type);
  const breakpoints = readBreakpoints(document);
  const readLevel = () => readView(document, breakpoints);
  let level = readLevel();
  /** Applies a view level's layout (here at once; on resizes and partial loads from the core, which watches them). */
  const layout = (next = level) => applyLayout(document, (level = next));
  layout();

  let corePromise: Promise<Core> | undefined;
  const core = () => {
    if (!corePromise) {
      // One retry, as for widget chunks; then every widget keeps its server HTML (reported once).
      corePromise = importWithRetry(() => import('./boot/core'))
        .then((m) => m.init({ page, breakpoints, view: () => level, readView: readLevel, layout, drop: (i) => registry.drop(i), retry: importWithRetry, emit }))
        // The widgets waiting for the core start in the next task, not in the one that set the core up.
        .then((c) => new Promise<Core>((r) => setTimeout(r, 0, c)));
      corePromise.catch((error) => console.error('[storefront] core failed: server HTML kept', error));
    }
    return corePromise;
  };
  /** A method of the page's interface that runs in the core: `storefront.refresh(keys)` and the like. */
  const viaCore =
    <K extends 'refresh' | 'navigate' | 'loadScript' | 'alert' | 'modal'>(name: K) =>
    (...args: Parameters<Core[K]>): Promise<Awaited<ReturnType<Core[K]>>> =>
      core().then((c) => (c[name] as unknown as (...a: Parameters<Core[K]>) => Awaited<ReturnType<Core[K]>>)(...args));
  /** Internal uses: a failed core is reported above, never an unhandled rejection per widget. */
  const withCore = (run: (c: Core) => unknown) => void core().then(run, () => {});

  const registry = createRegistry(markers, {
    page,
    mount: (inst) => withCore((c) => c.mount(inst)),
    found: (rows) => withCore((c) => c.found(rows)),
    warn: (...args) => withCore((c) => c.warn(...args)),
  });
  // The first scan in a task of its own: the before-paint work above (hiding, view, layout) and the scan
  // stay two short tasks instead of one long one (DEVELOPERS: no bundle task over 50 ms).
  setTimeout(() => {
    registry.scan();
    registry.start();
    withCore((c) => c.loadPageData());
  });

  const api = {
    version: VERSION,
    context: Object.freeze(page),
    get view() {
      return level;
    },
    scan: (root?: ParentNode) => registry.scan(root),
    on,
    /** A theme's own widget: `define('name', { load: () => import('./x.js'), moment: 'visible' })` or `{ mount(ctx) {...} }`. */
    define: (name: string, def: Omit<MarkerEntry, 'name'> | Widget) =>
      registry.define('mount' in def ? { name, moment: 'load', load: async () => ({ default: def }) } : { ...def, name }),
  };
  // refresh, navigate, loadScript, alert, modal: run in the core (a loop: fewer entry bytes than five keys).
  for (const name of ['refresh', 'navigate', 'loadScript', 'alert', 'modal'] as const) (api as Record<string, unknown>)[name] = viaCore(name);
  w.storefront = Object.freeze(api);

  emit('ready', { version: VERSION });
}

boot();
