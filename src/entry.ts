/**
 * dist/storefront.js: the one script a template includes (docs/theme-guide.md#one-script-tag). It reads
 * the page context and view level, applies the view's layout, scans for markers and starts each widget at
 * its moment. It never imports React; mounting, configuration and the batch call arrive in the lazy core
 * chunk.
 */
import type { MarkerEntry, PageContext, ViewLevel, Widget } from './types';
import type { Core } from './core/core';
import type { init as CoreInit } from '../markers/core';
import type { Storefront } from './storefront';
import { readPageContext } from './start/context';
import { readBreakpoints, readView } from './start/view';
import { createRegistry } from './start/registry';
import { importWithRetry } from './start/retry';
import { emit, on } from './start/events';
import { markers } from '../markers';

const VERSION = '0.1.0';

type Registry = ReturnType<typeof createRegistry>;
type CoreMethod = 'refresh' | 'data' | 'navigate' | 'loadScript' | 'alert' | 'modal' | 'validate' | 'push';

function boot() {
  const w = window as unknown as { storefront?: { scan?: unknown } };
  // What was there before the bundle ran: a theme's queue of calls (`(window.storefront ||= []).push(['define', ...])`,
  // replayed by the core), or the interface of a copy of the bundle already running: a second copy (or the same
  // one under another URL) only rescans. dist/head.html's inline part made `storefront` the window's own property
  // before <body> was parsed, so a review's element of that id or name (DOM clobbering) is not seen here; without
  // the inline part it is, through the window's prototype, or as the own property a theme's
  // `window.storefront ||` line made it. Markup makes no function: only a `scan` that is one is called, and the
  // core replays nothing but an array (anything else there gets one warning).
  const queued = w.storefront;
  if (typeof queued?.scan == 'function') return queued.scan();

  const page = readPageContext();
  // The inline part of dist/head.html did the before-paint work (markers/first-frame.ts) and imported this file.
  // Without it (the old way: a template's own module tag) the same work comes from a chunk, with a console hint.
  const head = document.querySelector('script[data-storefront-base]');
  const breakpoints = readBreakpoints(document);
  const readLevel = () => readView(breakpoints);
  let level = readLevel();
  // The core waits for it: its late hooks (markers/loaders.ts) look for what it hid. The view's layout is
  // applied by the inline part, else by that chunk; on resizes and partial loads by the core (src/ui/view-layout.ts).
  const early =
    head ||
    import('../markers/early').then(
      (m) => m.oldWay(document, page, level),
      (e) => console.error('[storefront] before-paint work', e),
    );

  let corePromise: Promise<Core> | undefined;
  const core = () => {
    if (!corePromise) {
      // One retry, as for widget chunks; then every widget keeps its server HTML (reported once).
      corePromise = Promise.resolve(early)
        .then(() =>
          importWithRetry((url): Promise<typeof CoreInit> =>
            // Written out twice: `import(...).then((m) => m.init)` is what keeps the core's namespace object out of the build.
            url ? import(/* @vite-ignore */ url).then((m) => m.init) : import('../markers/core').then((m) => m.init),
          ),
        )
        .then((init) => init({ page, breakpoints, view: () => level, readView: readLevel, setView: (next) => void (level = next), drop: registry.drop, retry: importWithRetry, emit, queued }))
        // The widgets waiting for the core start in the next task, not in the one that set the core up.
        .then((c) => new Promise<Core>((r) => setTimeout(r, 0, c)));
      corePromise.catch((error) => console.error('[storefront] core failed', error));
    }
    return corePromise;
  };
  /** Internal uses: a failed core is reported above, never an unhandled rejection per widget. */
  const withCore = (run: (c: Core) => unknown) => void core().then(run, () => {});

  const registry = createRegistry(markers, {
    mount: (inst) => withCore((c) => c.mount(inst)),
    found: (rows) => withCore((c) => c.found(rows)),
    warn: (...args) => withCore((c) => c.warn(...args)),
  });
  const start = () => {
    registry.scan();
    registry.start();
    withCore((c) => c.loadPageData());
  };
  // The first scan in a task of its own, and never before the first frame: the entry may arrive before it
  // (from the cache), and its tasks would then hold the paint (no bundle task over 50 ms either).
  // A hidden tab or a prerendered page draws no frame: then 99 ms at most.
  if (document.timeline?.currentTime) setTimeout(start);
  else new Promise((r) => (requestAnimationFrame(r), setTimeout(r, 99))).then(() => setTimeout(start));

  w.storefront = createInterface(page, registry, () => level, core, withCore);
  emit('ready', { version: VERSION });
}

/**
 * The page's interface, `window.storefront`, held to the published types: what answers at once here, and the
 * methods that run in the core (refresh(keys), data(key), navigate(url), push(...calls) and the like).
 */
function createInterface(page: PageContext, registry: Registry, view: () => ViewLevel, core: () => Promise<Core>, withCore: (run: (c: Core) => unknown) => void) {
  /** A method of the page's interface that runs in the core: `storefront.refresh(keys)` and the like. */
  const viaCore =
    <K extends CoreMethod>(name: K) =>
    (...args: Parameters<Core[K]>): Promise<Awaited<ReturnType<Core[K]>>> =>
      core().then((c) => (c[name] as unknown as (...a: Parameters<Core[K]>) => Awaited<ReturnType<Core[K]>>)(...args));
  const api = {
    version: VERSION,
    context: Object.freeze(page),
    get view() {
      return view();
    },
    scan: registry.scan,
    /** The core warns about a name that never fires and calls a (necessarily late) `ready` handler at once. */
    on: ((name, handler) => (withCore((c) => c.on(name, handler)), on(name, handler))) as typeof on,
    /**
     * A theme's own widget: `define('name', { load: () => import('./x.js'), moment: 'visible' })` or `{ mount(ctx) {...} }`
     * (a mount-only widget is its own module; the moment defaults to load).
     */
    define: (name: string, def: Partial<Omit<MarkerEntry, 'name'>> | Widget) => registry.define({ moment: 'load', load: async () => ({ default: def as Widget }), ...def, name }),
  };
  // Added by a loop: fewer entry bytes than eight keys.
  const methods = 'refresh data navigate loadScript alert modal validate push'.split(' ') as CoreMethod[];
  for (const name of methods) (api as Record<string, unknown>)[name] = viaCore(name);
  return Object.freeze(api as typeof api & { [K in CoreMethod]: ReturnType<typeof viaCore<K>> }) satisfies Storefront;
}

boot();
