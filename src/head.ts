/**
 * The inline part of dist/head.html, the template's one tag (docs/theme-guide.md#one-script-tag): built on
 * its own into one import-free module that the tag holds inline (vite.config.ts `headTag`), with
 * `blocking="render"`. The browser runs it when the HTML is parsed, before the first paint, with no request:
 * it does what the first frame must show (markers/early.ts, the view's layout) and then imports
 * dist/storefront.js from the folder the tag names (`data-storefront-base`). The import holds nothing: not
 * the paint, not DOMContentLoaded, not the load event; a host that never answers leaves the server's page
 * as it is. Fixed text (the same in every page), so that a shop may allow it by hash instead of a nonce.
 */
import { readPageContext } from './boot/context';
import { applyLayout, readBreakpoints, readView } from './boot/view';
import { early } from '../markers/early';

try {
  early(document, readPageContext(document));
  applyLayout(document, readView(readBreakpoints(document)));
} catch (error) {
  // Odd markup must not keep the bundle away: the entry and the core still run.
  console.error('[storefront] before the first paint', error);
}
const base = document.querySelector<HTMLScriptElement>('script[data-storefront-base]')?.dataset.storefrontBase;
// Resolved against the page's address, never document.baseURI: a <base href> that reached the body (in a
// review) would move it, and this runs when the whole page has been parsed.
if (base !== undefined)
  import(/* @vite-ignore */ new URL('storefront.js', new URL(base, location.href)).href).catch((error) =>
    console.error('[storefront] dist/storefront.js could not be loaded: the page works as server HTML', error),
  );
