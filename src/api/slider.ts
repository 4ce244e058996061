/**
 * The slider modules (legacy menu slider): `menu_slider_core.js.gzip`, then `menu_slider_modules_1.js.gzip`
 * to `_5`, from the script prefix, each with a version query, loaded in that order through the script
 * registry (./load-script.ts `loadScript`: once per URL, the CSP nonce, errors contained). A template asks for
 * them with an element carrying `data-slider` (its value, when not empty, is the version; else "1").
 */
import { loadScript } from './load-script';
import { liveFirst } from '../util/off';

export const SLIDER_ASK = '[data-slider]';
export const SLIDER_FILES = ['menu_slider_core', 'menu_slider_modules_1', 'menu_slider_modules_2', 'menu_slider_modules_3', 'menu_slider_modules_4', 'menu_slider_modules_5'];

/** The slider's URLs in load order (absolute, so that the registry takes them as URLs, not names). */
export function sliderUrls(prefix: string, version: string, base = location.href): string[] {
  const v = encodeURIComponent(version.trim().slice(0, 64) || '1');
  return SLIDER_FILES.map((f) => new URL(`${prefix}${f}.js.gzip?v=${v}`, base).href);
}

/** Loads the modules one after the other; a module that fails stops the ones after it (they need it). True when all loaded. */
export async function loadSlider(prefix: string, nonce: string, doc: Document = document): Promise<boolean> {
  // Only the template's own element: a review's `data-slider` (its value is the version query) asks for nothing.
  const ask = liveFirst(doc, SLIDER_ASK);
  if (!ask) return false;
  for (const url of sliderUrls(prefix, ask.dataset.slider ?? '')) {
    if (!(await loadScript(url, prefix, { nonce }))) {
      console.warn(`[storefront] slider module ${url} did not load; the modules after it are not loaded.`);
      return false;
    }
  }
  return true;
}
