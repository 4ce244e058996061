/**
 * `storefront.loadScript` (docs/theme-guide.md#server-calls): a chunk of its own, loaded by the core on the
 * first call (no page needs it before then). It shares ./scripts.ts's table of loaded URLs, so a script a
 * snippet already loaded is not loaded again, and the other way round.
 */
import { trustedScriptUrl } from '../util/trusted-types';
import { containErrors, loaded, MARK, moduleCode, settled, type ScriptPosition } from './scripts';

/** The bundle's tag: dist/head.html's inline part, else (the old way) a tag naming storefront.js. */
function ourScriptTag(): HTMLScriptElement | null {
  return document.querySelector('script[data-storefront-base]') ?? document.querySelector('script[src*="storefront.js"]');
}

/** Where a script goes (docs/theme-guide.md#server-calls). */
export function place(el: Element, position: ScriptPosition) {
  const own = ourScriptTag();
  if (position === 'head') document.head.append(el);
  else if (position === 'body_top') document.body.prepend(el);
  else if (position === 'before_shop_js' && own) own.before(el);
  else if (position === 'after_shop_js' && own) own.after(el);
  else document.body.append(el);
}

export interface LoadScriptOptions {
  position?: ScriptPosition;
  type?: 'module' | 'script';
  nonce?: string;
}

/**
 * The script loader (docs/theme-guide.md#server-calls): by URL or by registered name (`{prefix}{name}.js`),
 * at a position, as module or classic script; resolves true when loaded, false on error or after 5 s. Loads once per URL.
 */
export function loadScript(nameOrUrl: string, prefix: string, { position = 'body_bottom', type = 'script', nonce = '' }: LoadScriptOptions = {}) {
  const given = /^(https?:)?\/\/|^\/|^\.\.?\//.test(nameOrUrl) ? nameOrUrl : `${prefix}${nameOrUrl}.js`;
  // One key per script whatever the spelling (relative or absolute): the same table as the snippets' scripts.
  // Resolved against the page's own address, never `document.baseURI`: a `<base href>` that reached the body cannot move it.
  const url = URL.parse(given, location.href)?.href;
  if (!url) return Promise.resolve(false);
  const known = loaded.get(url);
  if (known) return known;
  const src = trustedScriptUrl(url);
  if (src === null) {
    console.warn(`[storefront] loadScript refused (http(s) only): ${url.slice(0, 80)}`);
    return Promise.resolve(false);
  }
  containErrors();
  const s = document.createElement('script');
  if (type === 'module') s.type = 'module';
  if (nonce) s.nonce = nonce;
  s.setAttribute(MARK, url);
  s.src = src;
  // A module goes in once its tracking is here (./module-hook.ts). A failed load may be tried again later; a
  // loaded one never loads twice (the table holds the promise at once, so a second call waits for this one).
  const go = (mods?: Awaited<ReturnType<typeof moduleCode>>) => {
    const ready = settled(s, mods);
    place(s, position);
    return ready;
  };
  const p = (type === 'module' ? moduleCode().then(go) : go()).then((ok) => (ok || loaded.delete(url), ok));
  loaded.set(url, p);
  return p;
}
