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
import { scanWarning } from './warnings';

export interface CoreBase {
  page: PageContext;
  breakpoints: [number, number, number];
  view(): ViewLevel;
  drop(inst: Instance): void;
  retry<T>(load: () => Promise<T>): Promise<T>;
  /** The entry's event emitter (one copy: the core must not pull events.ts into a chunk of its own). */
  emit: typeof emit;
}

/** Partial navigation (spec 2.3; CONTRACT 4d): falls back to a full load when its chunk cannot load. */
const navigate = (url: string, push = true) => import('../api/navigate').then((m) => m.navigate(url, { push }), () => location.assign(url));

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

/** The batch keys that rows read: a theme's row says so itself, a built-in one in markers/loaders.ts. */
export function batchKeys(rows: MarkerEntry[], table: Readonly<Record<string, WidgetLoader>>): BatchKey[] {
  return [...new Set(rows.flatMap((row) => row.needs ?? (Object.hasOwn(table, row.name) ? table[row.name]!.needs : undefined) ?? []))];
}

export function init(base: CoreBase) {
  const config = readConfig(document, window, base.breakpoints);
  const env = { config, page: base.page, view: base.view, drop: base.drop, retry: base.retry, loaders };
  listenForPartialLinks();
  const wanted = new Set<BatchKey>(['Snippets', 'ToplayersAndWidgets']);
  if (base.page.type === 'projector') wanted.add('Projector');
  let started = false;
  return {
    navigate: (url: string) => navigate(url),
    config,
    warn: scanWarning,
    mount: (inst: Instance) => mountInstance(inst, env),
    /** Batch keys the widgets found read; keys first seen after the page-load call get a refresh of their own. */
    found(rows: MarkerEntry[]) {
      const fresh = batchKeys(rows, loaders).filter((k) => !wanted.has(k));
      fresh.forEach((k) => wanted.add(k));
      if (started && fresh.length) void refresh(fresh);
    },
    /** The page-load call (CONTRACT 4c): Snippets and ToplayersAndWidgets always, Projector on product pages, the rest as widgets need them. */
    loadPageData() {
      started = true;
      return loadPageData([...wanted], { config, view: base.view, onBasket: (basket) => base.emit('basket-change', { basket }) });
    },
    refresh,
    /** Spec 7.17: a named script (`{scriptPrefix}{name}.js`) or a URL, at a position, as module or classic. */
    loadScript: (name: string, opts: LoadScriptOptions = {}) => loadScript(name, config.scriptPrefix, { nonce: pageNonce(config.cspNonce), ...opts }),
    async alert(type: 'info' | 'warning' | 'error' | 'success', text: string) {
      const [{ toast }, { getTranslator }] = await Promise.all([import('../ui/toast'), import('../texts')]);
      const t = await getTranslator(config).catch(() => null);
      return toast(type, text, { closeLabel: t ? t('ui_close') : 'Zamknij' });
    },
  };
}
export type Core = ReturnType<typeof init>;
