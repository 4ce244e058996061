/**
 * The core chunk: loaded right after the first scan, in parallel with the first widgets. It holds the
 * full configuration, mounting, the page-load batch call and the page's JavaScript interface methods
 * that need them, so the entry stays within its budget.
 */
import type { BatchKey, Config, Emit, Instance, MarkerEntry, PageContext, ViewLevel, WidgetLoader } from '../types';
import { readConfig } from './config';
import { startMount } from './mount';
import { dataOf, loadPageData, refresh } from '../api/page-data';
import { addonsStub } from './addons-stub';
import { afterResponse } from '../api/tracking-check';
import { pageNonce } from '../api/scripts';
import type { LoadScriptOptions } from '../api/load-script';
import { httpUrl } from '../util/url';
import { applyTopSpacing } from './top-spacing';
import { viewTypeLevel, watchView } from './view-watch';
import type { scanWarning as ScanWarningFn } from './warnings';
import { watchAids } from './small-aids-loader';
import { watchOffCanvas } from './off-canvas';
import { reportWidgetError } from '../util/report';
import { checkOn } from './event-names';
import { OFF, liveAll, liveFirst } from '../util/off';
import { applyLayout } from '../ui/view-layout';

import type { ModalOptions } from '../api/modal';

export interface CoreBase {
  page: PageContext;
  breakpoints: [number, number, number];
  view(): ViewLevel;
  /** Measures the view level now (the entry's reader: `#viewType` or the breakpoints). */
  readView(): ViewLevel;
  /** Makes a level current (the entry keeps it for `storefront.view`); the core applies its layout. */
  setView(view: ViewLevel): void;
  /** `forget`: a later whole-page scan registers the element's widget again (a gate that said no). */
  drop(inst: Instance, forget?: boolean): void;
  retry<T>(load: (url?: string) => Promise<T>): Promise<T>;
  /** The entry's event emitter (one copy: the core must not pull ../start/events.ts into a chunk of its own). */
  emit: Emit;
  /** What `window.storefront` held before the bundle ran: a theme's queue of calls, replayed by init(). */
  queued?: unknown;
  /** The built-in widgets' loaders (markers/loaders.ts, handed over by markers/core.ts). */
  loaders: Readonly<Record<string, WidgetLoader>>;
}

/** What the core does after a partial navigation swapped regions in (set by init): its own reaction, not a DOM event's. */
let arrived: (headers: Headers) => void = () => {};
/** Elements a widget was started on: a link that is one acts when followed (it is never fetched ahead). */
const claimed = new WeakSet<Element>();

/**
 * Partial navigation (docs/theme-guide.md#elements-the-bundle-handles-without-a-marker): falls back to a full
 * load when its chunk cannot load.
 */
const navigate = (url: string, push = true) =>
  import('../api/navigate').then(
    (m) => m.navigate(url, { push }).then((headers) => headers && arrived(headers)),
    // Without its chunk the page still navigates, but only to a URL a link could safely hold.
    () => {
      const to = httpUrl(url);
      return to ? location.assign(to.href) : console.error('[storefront] navigate() refused a URL that is not http(s)');
    },
  );

/** Skip links (legacy #menu_skip, .skip-link, [data-skip-links]): focus follows the jump (./skip-links.ts). */
const SKIP_LINKS = '#menu_skip a[href^="#"], a.menu_skip__link[href^="#"], a.skip-link[href^="#"], [data-skip-links] a[href^="#"]';
function listenForSkipLinks() {
  document.addEventListener('click', (e) => {
    const link = (e.target as Element | null)?.closest?.(SKIP_LINKS);
    // The browser still follows the #hash (scroll, :target); focus goes with it once the module is here.
    if (link instanceof HTMLAnchorElement && !e.defaultPrevented)
      void import('./skip-links').then(
        (m) => m.focusSkipTarget(link),
        (error: unknown) => console.warn('[storefront] skip link focus unavailable', error),
      );
  });
}

/** Opt-in partial navigation: links with data-partial, and back/forward between such pages. */
function listenForPartialLinks() {
  document.addEventListener('click', (e) => {
    const a = (e.target as Element | null)?.closest?.('a[data-partial]');
    if (!(a instanceof HTMLAnchorElement) || e.defaultPrevented || e.button || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    // A link inside a `data-storefront="off"` region (user-written content) is an ordinary link.
    if (a.origin !== location.origin || a.target || a.hasAttribute('download') || a.closest(OFF)) return;
    e.preventDefault();
    void navigate(a.href);
  });
  addEventListener('popstate', (e) => (e.state as { storefront?: boolean } | null)?.storefront && void navigate(location.href, false));
}

/** Interaction-moment widgets that must not wait for the shopper (markers/loaders.ts `wake`, which never throws) start now. */
function wake(rows: MarkerEntry[], loaders: CoreBase['loaders'], view: () => ViewLevel) {
  for (const { name, legacy } of rows) {
    const test = Object.hasOwn(loaders, name) && loaders[name]!.wake;
    if (test) for (const el of liveAll(document, `[data-widget~="${name}"]${legacy ? ',' + legacy : ''}`)) if (test(el, view)) el.dispatchEvent(new Event('storefront:wake'));
  }
}

/** The batch keys that rows read: a theme's row says so itself, a built-in one in markers/loaders.ts. */
export function batchKeys(rows: MarkerEntry[], table: Readonly<Record<string, WidgetLoader>>): BatchKey[] {
  return [...new Set(rows.flatMap((row) => row.needs ?? (Object.hasOwn(table, row.name) ? table[row.name]!.needs : undefined) ?? []))];
}

/**
 * What the core starts on the page: partial and skip links, the view's watch and layout, the off-canvas side
 * column made inert, the small aids,
 * the merchant add-ons, the slider, the reaction to a partial navigation and the rows' late hooks.
 */
function startPage(base: CoreBase, config: Config, nonce: () => string) {
  listenForPartialLinks();
  listenForSkipLinks();
  // Intent to follow a link, the pointer coming over it or keyboard focus: each is handed to the prefetch
  // chunk (../api/prefetch.ts), which loads on the first and listens for presses itself.
  for (const type of ['pointerover', 'focusin'])
    addEventListener(type, (e) => {
      // No chunk, no prefetch: links work as before (a module that failed is not asked for again).
      if ((e.target as Element).closest?.('a'))
        import('../api/prefetch').then(
          (m) => m.intent(e, nonce, (a) => claimed.has(a)),
          () => {},
        );
    });
  // Resizes (debounced) change the level: layout, then storefront:view-change. Regions swapped in by a
  // partial load get the current view's layout too (mobile grid, breadcrumb place).
  const clientNew = base.page.type === 'client-new';
  const offCanvas = watchOffCanvas();
  // #viewType, when the page has one, is the level (the entry used the breakpoints before the first paint:
  // a theme whose #viewType differs from them is caught up here, 100 ms later).
  watchView(
    () => viewTypeLevel(document) ?? base.readView(),
    base.view(),
    (view, previous) => {
      base.setView(view);
      applyLayout(document, view);
      if (clientNew) applyTopSpacing(document, view);
      offCanvas();
      base.emit('view-change', { view, previous });
    },
  );
  const aids = watchAids(config.language);
  const rerunAddons = addonsStub(base.view, config.graphqlUrl);
  /** Slider modules when the page asks for them (an element with data-slider; ../api/slider.ts). */
  const slider = () => {
    if (liveFirst(document, '[data-slider]'))
      import('../api/slider').then((m) => m.loadSlider(config.scriptPrefix, nonce())).catch((e: unknown) => reportWidgetError('slider', document.documentElement, e, config.graphqlUrl));
  };
  slider();
  // After a partial navigation: the layout of the new regions, the small aids, the tracking events its
  // response announces, the merchant add-ons that asked to run again, the slider if the new page asks.
  arrived = (headers) => {
    applyLayout(document, base.view());
    offCanvas();
    aids();
    void afterResponse(headers, config.graphqlUrl, nonce());
    rerunAddons();
    slider();
  };
  // Rows' late hooks (markers/loaders.ts `late`, e.g. closed bars the entry hid after the first paint give
  // their space back). A failure is that widget's error (console, storefront:widget-error).
  for (const [name, row] of Object.entries(base.loaders)) {
    const el = row.late && liveFirst(document, row.late.selector);
    if (el) row.late!.run(document, config).catch((e: unknown) => reportWidgetError(name, el, e, config.graphqlUrl));
  }
  if (clientNew) applyTopSpacing(document, base.view());
  // Real shoppers' Web Vitals (docs/vitals.md): only when the page author's configuration names an endpoint;
  // their chunk (../api/vitals.ts, with the web-vitals library) then loads after the load event, once idle.
  const vitals = config.vitals;
  if (vitals)
    afterIdle(() =>
      import('../api/vitals').then(
        (m) => m.start(vitals, base.page.type, base.view()),
        (error: unknown) => console.warn('[storefront] vitals: their code could not load', error),
      ),
    );
}

/** After the load event, when the browser is idle (at most 2 s later; 200 ms later where it has no idle callbacks). */
function afterIdle(run: () => void) {
  const go = () => void (typeof requestIdleCallback == 'function' ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200));
  if (document.readyState == 'complete') go();
  else addEventListener('load', go, { once: true });
}

/** The interface methods whose code loads on their first call (a script, the modal, an alert, the plain-object validation). */
function onCall(config: Config, loaders: CoreBase['loaders'], nonce: () => string, retry: CoreBase['retry']) {
  // Once one of these imports failed, the later ones go through the retry (../start/retry.ts): Firefox answers a
  // module that failed with the same error for the page's life, so a plain import() again would never reach
  // the network (the retry's query does, 300 ms later).
  let failed: unknown;
  const later = <T>(load: () => Promise<T>): Promise<T> =>
    (failed ? retry((url) => (url ? (import(/* @vite-ignore */ url) as Promise<T>) : load())) : load()).catch((error: unknown) => {
      throw (failed = error);
    });
  const modalCode = () => later(() => import('../api/modal'));
  return {
    /**
     * A named script (`{scriptPrefix}{name}.js`) or a URL, at a position, as module or classic.
     * Its code loads on the first call; if it cannot, the call resolves false (as for a script that failed) and says why.
     */
    loadScript: (name: string, opts: LoadScriptOptions = {}) =>
      later(() => import('../api/load-script')).then(
        (m) => m.loadScript(name, config.scriptPrefix, { nonce: nonce(), ...opts }),
        (error: unknown) => (console.warn(`[storefront] loadScript(${JSON.stringify(name).slice(0, 80)}): its code could not load`, error), false),
      ),
    /**
     * The generic modal (docs/theme-guide.md#the-javascript-interface) for a theme's own code:
     * `storefront.modal({ title, text | content, dismissible, closeLabel, opener })` resolves to the open
     * dialog's handle (`close()`, `closed`). Text is shown as text; `content` must be a DOM node the theme
     * built. Its code loads on the call.
     */
    modal: (options: ModalOptions = {}) => modalCode().then((m) => m.modal(config, options)),
    alert: (type: 'info' | 'warning' | 'error' | 'success', text: string) => modalCode().then((m) => m.alert(config, type, text)),
    /**
     * `storefront.validate(object, rules)` checks a plain object as a form checks its fields and
     * resolves to `{ valid, errors }` with the form's messages (widgets/form/plain.ts). The form chunk loads on the call.
     */
    // Through the marker table: the row that answers it (its chunk loads on the first call). None would be a
    // TypeError, which the entry's wrapper turns into the call's rejection.
    validate: (values: unknown, rules?: unknown) => Object.values(loaders).find((row) => row.validate)!.validate!(config, values, rules),
  };
}

/**
 * Whether a page drawn for a signed-in shopper meets a session that is no longer signed in (the basket's
 * `user.logged` is false): its server HTML shows the customer's name, prices and account details, so a
 * restored copy is loaded again. Only that direction: a page that does not say it is signed in (no `logged`
 * in its configuration) is never reloaded for it.
 */
export function signedOutSince(loggedIn: boolean, basket: unknown): boolean {
  const user = (basket as { user?: { logged?: unknown } } | null | undefined)?.user;
  return loggedIn && user?.logged === false;
}

/**
 * Back (or forward) to a page the browser kept whole: it shows the session as it was when the shopper left.
 * Every key asked is asked again (the basket above all; always on a signed-in shopper's page, to learn whether
 * the session still is), not the snippets and top layers (placed), and a rescan asks again a widget whose gate
 * said no at load (the forced-region notice without its cookies). Signed out meanwhile: the page loads again.
 */
function onRestore(wanted: ReadonlySet<BatchKey>, loggedIn: boolean, started: () => boolean, rescan: () => void) {
  addEventListener('pageshow', (e) => {
    if (!e.persisted) return;
    const keys = new Set(wanted);
    if (loggedIn) keys.add('Basket');
    const again = [...keys].filter((k) => k !== 'Snippets' && k !== 'ToplayersAndWidgets');
    if (started() && again.length) void refresh(again).then(() => signedOutSince(loggedIn, dataOf('Basket')) && location.reload());
    rescan();
  });
}

export function init(base: CoreBase) {
  const { loaders } = base;
  const config = readConfig(document, window, base.breakpoints);
  const env = { config, page: base.page, view: base.view, drop: base.drop, retry: base.retry, loaders };
  const nonce = () => pageNonce(config.cspNonce);
  startPage(base, config, nonce);
  const wanted = new Set<BatchKey>(['Snippets', 'ToplayersAndWidgets']);
  if (base.page.type === 'projector') wanted.add('Projector');
  let started = false;
  // The page's interface (set by the entry before it loaded us): calls queued before the bundle ran go to it, in order.
  const api = (window as unknown as { storefront: { version: string; scan(): void } }).storefront;
  onRestore(wanted, config.loggedIn, () => started, api.scan);
  // An element's id or name in `window.storefront` (`<a id="storefront">` in a review) is no queue: replay() says so once.
  const apply = (calls: unknown) =>
    import('./theme').then(
      (m) => m.replay(calls, api),
      (error: unknown) => console.error('[storefront] queued calls could not be applied', error),
    );
  // Scanner warnings wait for it: a widget the queue defines is not unknown, though the first scan came first.
  const replayed = base.queued === undefined ? Promise.resolve() : apply(base.queued);
  let wording: Promise<{ scanWarning: typeof ScanWarningFn }> | undefined;
  return {
    /** After each `storefront.on()`: see ./event-names.ts. */
    on: (name: unknown, handler: unknown) =>
      checkOn(
        name,
        handler,
        api.version,
        (n) =>
          void import('./theme').then(
            (m) => m.warnOn(n),
            () => console.warn('[storefront] on(): wrong name or handler', n),
          ),
      ),
    navigate: (url: string) => navigate(url),
    /** Queue entries given after the bundle ran: applied as the queued ones were, after them. */
    push: (...calls: unknown[]) => replayed.then(() => apply(calls)),
    config,
    /** A scanner warning (a fault in the page's HTML or a theme's call): its wording loads when one happens. */
    // One import for all of them, so they are said in the order the scan met them (two import() calls of a
    // module still loading may settle in either order, and only the first of a kind is said).
    warn: (...args: Parameters<typeof ScanWarningFn>) =>
      void (wording ??= replayed.then(() => import('./warnings'))).then(
        (m) => m.scanWarning(...args),
        () => console.warn('[storefront] scan warning', ...args),
      ),
    mount: (inst: Instance) => (claimed.add(inst.el), startMount(inst, env)),
    /** Batch keys the widgets found read; keys first seen after the page-load call get a refresh of their own. */
    found(set: Set<MarkerEntry>) {
      const rows = [...set];
      wake(rows, loaders, base.view);
      const fresh = batchKeys(rows, loaders).filter((k) => !wanted.has(k));
      fresh.forEach((k) => wanted.add(k));
      if (started && fresh.length) void refresh(fresh);
    },
    /** The page-load call (docs/theme-guide.md#server-calls): Snippets and ToplayersAndWidgets always, Projector on product pages, the rest as widgets need them. */
    loadPageData() {
      started = true;
      return loadPageData([...wanted], {
        config,
        pageType: base.page.type,
        view: base.view,
        onBasket: (basket) => base.emit('basket-change', { basket }),
        // Each read of `data` is a fresh copy: one consumer tidying it never changes what the next one sees.
        onData: (key) =>
          base.emit('data', {
            key,
            get data() {
              return dataOf(key);
            },
          }),
      });
    },
    refresh,
    /** A copy of the last answer of a batch key (Projector, Basket, Wishlist, Comparers...), undefined before one arrived. */
    data: (key: BatchKey) => dataOf(key),
    ...onCall(config, loaders, nonce, base.retry),
  };
}
export type Core = ReturnType<typeof init>;
