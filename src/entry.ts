/**
 * dist/storefront.js: the one script a template includes (docs/theme-guide.md#one-script-tag). It reads the page context and
 * view level, applies the view's layout, scans for markers and starts each widget at its moment. It
 * never imports React; mounting, configuration and the batch call arrive in the lazy core chunk.
 */
import type { MarkerEntry, Widget } from './types';
import type { Core } from './boot/core';
import type { Storefront } from './storefront';
import { readPageContext } from './boot/context';
import { applyLayout, readBreakpoints, readView } from './boot/view';
import { createRegistry } from './boot/registry';
import { importWithRetry } from './boot/retry';
import { emit, on } from './boot/events';
import { beforePaint, markers } from '../markers';
import { reserveTop } from './boot/top-reserve';

const VERSION = '0.1.0';

function boot() {
  const w = window as unknown as { storefront?: { scan?(root?: ParentNode): void } };
  // What a theme put there before the bundle ran: its queue of calls (`(window.storefront ||= []).push(['define', ...])`,
  // replayed by the core), or the interface of a copy of the bundle already running: a second copy
  // (or the same one under another URL) only rescans.
  // Only a script's own property counts: an element's id or name shows up there too (`<a id="storefront">`,
  // DOM clobbering), through the window's prototype, and the core ignores such a value with one warning.
  const queued = w.storefront;
  if (Object.hasOwn(w, 'storefront') && queued?.scan) return queued.scan();

  const page = readPageContext();
  // A deferred module script may run after the first frame: the document timeline's time is 0 until then.
  const late = !!document.timeline?.currentTime;
  // Rows' before-paint hooks (markers/index.ts), e.g. closed promo bars and strips stay hidden without a layout shift.
  beforePaint(document, page, late);
  // The body_top snippets' space, remembered from an earlier page of this type (no jump when they come).
  if (!late) reserveTop(page.type);
  const breakpoints = readBreakpoints(document);
  const readLevel = () => readView(breakpoints);
  let level = readLevel();
  /** Applies a view level's layout (here at once; on resizes and partial loads from the core, which watches them). */
  const layout = (next = level) => applyLayout(document, (level = next));
  layout();

  let corePromise: Promise<Core> | undefined;
  const core = () => {
    if (!corePromise) {
      // One retry, as for widget chunks; then every widget keeps its server HTML (reported once).
      corePromise = importWithRetry(() => import('../markers/core').then((m) => m.init))
        .then((init) => init({ page, breakpoints, view: () => level, readView: readLevel, layout, drop: registry.drop, retry: importWithRetry, emit, queued }))
        // The widgets waiting for the core start in the next task, not in the one that set the core up.
        .then((c) => new Promise<Core>((r) => setTimeout(r, 0, c)));
      corePromise.catch((error) => console.error('[storefront] core failed', error));
    }
    return corePromise;
  };
  /** A method of the page's interface that runs in the core: `storefront.refresh(keys)` and the like. */
  const viaCore =
    <K extends 'refresh' | 'data' | 'navigate' | 'loadScript' | 'alert' | 'modal' | 'validate' | 'push'>(name: K) =>
    (...args: Parameters<Core[K]>): Promise<Awaited<ReturnType<Core[K]>>> =>
      core().then((c) => (c[name] as unknown as (...a: Parameters<Core[K]>) => Awaited<ReturnType<Core[K]>>)(...args));
  /** Internal uses: a failed core is reported above, never an unhandled rejection per widget. */
  const withCore = (run: (c: Core) => unknown) => void core().then(run, () => {});

  const registry = createRegistry(markers, {
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
    scan: registry.scan,
    /** The core warns about a name that never fires and calls a (necessarily late) `ready` handler at once. */
    on: ((name, handler) => (withCore((c) => c.on(name, handler)), on(name, handler))) as typeof on,
    /**
     * A theme's own widget: `define('name', { load: () => import('./x.js'), moment: 'visible' })` or `{ mount(ctx) {...} }`
     * (a mount-only widget is its own module; the moment defaults to load).
     */
    define: (name: string, def: Partial<Omit<MarkerEntry, 'name'>> | Widget) => registry.define({ moment: 'load', load: async () => ({ default: def as Widget }), ...def, name }),
  };
  // The methods that run in the core: refresh(keys), data(key), navigate(url), push(...calls) and the like,
  // added by a loop (fewer entry bytes than eight keys). The whole interface is held to the published types below.
  const methods = 'refresh data navigate loadScript alert modal validate push'.split(' ') as ['refresh', 'data', 'navigate', 'loadScript', 'alert', 'modal', 'validate', 'push'];
  for (const name of methods) (api as Record<string, unknown>)[name] = viaCore(name);
  w.storefront = Object.freeze(api as typeof api & { [K in (typeof methods)[number]]: ReturnType<typeof viaCore<K>> }) satisfies Storefront;

  emit('ready', { version: VERSION });
}

boot();
