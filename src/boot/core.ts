/**
 * The core chunk: loaded right after the first scan, in parallel with the first widgets. It holds the
 * full configuration, mounting, the page-load batch call and the page's JavaScript interface methods
 * that need them, so the entry stays within its budget.
 */
import type { BatchKey, PageContext, ViewLevel } from '../types';
import type { Instance } from './instance';
import { readConfig } from './config';
import { mount as mountInstance } from './mount';
import { loadPageData, refresh } from '../api/page-data';
import { loadScript, pageNonce, type LoadScriptOptions } from '../api/scripts';

export interface CoreBase {
  page: PageContext;
  breakpoints: [number, number, number];
  view(): ViewLevel;
  drop(inst: Instance): void;
  retry<T>(load: () => Promise<T>): Promise<T>;
  onBasket(basket: unknown): void;
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

export function init(base: CoreBase) {
  const config = readConfig(document, window, base.breakpoints);
  const env = { config, page: base.page, view: base.view, drop: base.drop, retry: base.retry };
  listenForPartialLinks();
  return {
    navigate: (url: string) => navigate(url),
    config,
    mount: (inst: Instance) => mountInstance(inst, env),
    loadPageData: (keys: BatchKey[]) => loadPageData(keys, { config, view: base.view, onBasket: base.onBasket }),
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
