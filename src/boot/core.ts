/**
 * The core chunk: loaded right after the first scan, in parallel with the first widgets. It holds the
 * full configuration, mounting, the page-load batch call and the page's JavaScript interface methods
 * that need them, so the entry stays within its budget.
 */
import type { BatchKey, MarkerEntry, PageContext, ViewLevel, WidgetLoader } from '../types';
import type { emit } from './events';
import type { Instance } from './instance';
import { readConfig } from './config';
import { mount as mountInstance } from './mount';
import { loadPageData, refresh } from '../api/page-data';
import { loadScript, pageNonce, type LoadScriptOptions } from '../api/scripts';
import { loaders } from '../../markers/loaders';
import { safeUrl } from '../util/guards';
import { applyTopSpacing } from './top-spacing';
import { watchView } from './view-watch';
import type { scanWarning as ScanWarningFn } from './warnings';
import { watchAids } from './aids';
import { reportWidgetError } from './report';

export type { ModalOptions } from '../api/modal';
import type { ModalOptions } from '../api/modal';

export interface CoreBase {
  page: PageContext;
  breakpoints: [number, number, number];
  view(): ViewLevel;
  /** Measures the view level now (the entry's reader: `#viewType` or the breakpoints). */
  readView(): ViewLevel;
  /** Makes a level current and applies its layout (the entry's applyLayout, one copy). */
  layout(view?: ViewLevel): void;
  drop(inst: Instance): void;
  retry<T>(load: () => Promise<T>): Promise<T>;
  /** The entry's event emitter (one copy: the core must not pull events.ts into a chunk of its own). */
  emit: typeof emit;
}

/** Partial navigation (spec 2.3; CONTRACT 4d): falls back to a full load when its chunk cannot load. */
const navigate = (url: string, push = true) =>
  import('../api/navigate').then(
    (m) => m.navigate(url, { push }),
    // Without its chunk the page still navigates, but only to a URL a link could safely hold.
    () => (safeUrl(url) ? location.assign(url) : console.error('[storefront] navigate() refused a URL that is not http(s)')),
  );

/** Skip links (legacy #menu_skip, .skip-link, [data-skip-links]): focus follows the jump (./skip-links.ts). */
const SKIP_LINKS = '#menu_skip a[href^="#"], a.menu_skip__link[href^="#"], a.skip-link[href^="#"], [data-skip-links] a[href^="#"]';
function listenForSkipLinks() {
  document.addEventListener('click', (e) => {
    const link = (e.target as Element | null)?.closest?.(SKIP_LINKS);
    // The browser still follows the #hash (scroll, :target); focus goes with it once the module is here.
    if (link instanceof HTMLAnchorElement && !e.defaultPrevented) void import('./skip-links').then((m) => m.focusSkipTarget(link), (error: unknown) => console.warn('[storefront] skip link focus unavailable', error));
  });
}

/** Opt-in partial navigation: links with data-partial, and back/forward between such pages. */
function listenForPartialLinks() {
  document.addEventListener('click', (e) => {
    const a = (e.target as Element | null)?.closest?.('a[data-partial]');
    if (!(a instanceof HTMLAnchorElement) || e.defaultPrevented || e.button || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    if (a.origin !== location.origin || a.target || a.hasAttribute('download')) return;
    e.preventDefault();
    void navigate(a.href);
  });
  addEventListener('popstate', (e) => (e.state as { storefront?: boolean } | null)?.storefront && void navigate(location.href, false));
}

/** Interaction-moment widgets that must not wait for the shopper (markers/loaders.ts `wake`, which never throws) start now. */
function wake(rows: MarkerEntry[]) {
  for (const { name, legacy } of rows) {
    const test = Object.hasOwn(loaders, name) && loaders[name]!.wake;
    if (test) for (const el of document.querySelectorAll<HTMLElement>(`[data-widget~="${name}"]${legacy ? ',' + legacy : ''}`)) if (test(el)) el.dispatchEvent(new Event('storefront:wake'));
  }
}

/** The batch keys that rows read: a theme's row says so itself, a built-in one in markers/loaders.ts. */
export function batchKeys(rows: MarkerEntry[], table: Readonly<Record<string, WidgetLoader>>): BatchKey[] {
  return [...new Set(rows.flatMap((row) => row.needs ?? (Object.hasOwn(table, row.name) ? table[row.name]!.needs : undefined) ?? []))];
}

export function init(base: CoreBase) {
  const config = readConfig(document, window, base.breakpoints);
  const env = { config, page: base.page, view: base.view, drop: base.drop, retry: base.retry, loaders };
  listenForPartialLinks();
  listenForSkipLinks();
  // Resizes (debounced) change the level: layout, then storefront:view-change. Regions swapped in by a
  // partial load get the current view's layout too (mobile grid, breadcrumb place).
  watchView(base.readView, base.view(), (view, previous) => {
    base.layout(view);
    base.emit('view-change', { view, previous });
  });
  document.addEventListener('storefront:navigated', () => base.layout());
  watchAids(config.language);
  // Closed bars and strips the entry hid after the first paint keep their space, blank, until it is out of view.
  // A failure is a promo-bars widget error (console, storefront:widget-error): the space then stays blank.
  const late = document.querySelector('[data-sf-closed^=late]');
  if (late) import('../../widgets/promo-bars/late').then((m) => m.collapseWhenAway(document)).catch((e: unknown) => reportWidgetError('promo-bars', late, e, config.graphqlUrl));
  if (base.page.type === 'client-new') {
    applyTopSpacing(document, base.view());
    document.addEventListener('storefront:view-change', (e) => applyTopSpacing(document, (e as CustomEvent<{ view: ViewLevel }>).detail.view));
  }
  const wanted = new Set<BatchKey>(['Snippets', 'ToplayersAndWidgets']);
  if (base.page.type === 'projector') wanted.add('Projector');
  let started = false;
  return {
    navigate: (url: string) => navigate(url),
    config,
    /** A scanner warning (a fault in the page's HTML or a theme's call): its wording loads when one happens. */
    warn: (...args: Parameters<typeof ScanWarningFn>) =>
      void import('./warnings').then((m) => m.scanWarning(...args), () => console.warn('[storefront] scan warning', ...args)),
    mount: (inst: Instance) => mountInstance(inst, env),
    /** Batch keys the widgets found read; keys first seen after the page-load call get a refresh of their own. */
    found(rows: MarkerEntry[]) {
      wake(rows);
      const fresh = batchKeys(rows, loaders).filter((k) => !wanted.has(k));
      fresh.forEach((k) => wanted.add(k));
      if (started && fresh.length) void refresh(fresh);
    },
    /** The page-load call (CONTRACT 4c): Snippets and ToplayersAndWidgets always, Projector on product pages, the rest as widgets need them. */
    loadPageData() {
      started = true;
      return loadPageData([...wanted], { config, pageType: base.page.type, view: base.view, onBasket: (basket) => base.emit('basket-change', { basket }) });
    },
    refresh,
    /** Spec 7.17: a named script (`{scriptPrefix}{name}.js`) or a URL, at a position, as module or classic. */
    loadScript: (name: string, opts: LoadScriptOptions = {}) => loadScript(name, config.scriptPrefix, { nonce: pageNonce(config.cspNonce), ...opts }),
    /**
     * The generic modal (spec 2.12) for a theme's own code: `storefront.modal({ title, text | content,
     * dismissible, closeLabel, opener })` resolves to the open dialog's handle (`close()`, `closed`).
     * Text is shown as text; `content` must be a DOM node the theme built. Its code loads on the call.
     */
    modal: (options: ModalOptions = {}) => import('../api/modal').then((m) => m.modal(options)),
    alert: (type: 'info' | 'warning' | 'error' | 'success', text: string) => import('../api/modal').then((m) => m.alert(config, type, text)),
  };
}
export type Core = ReturnType<typeof init>;
