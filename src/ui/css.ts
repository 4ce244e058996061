/**
 * Widget styles as constructable style sheets: no <style> tags (so a strict style-src CSP is no
 * obstacle), each sheet adopted once. A browser without them gets a <style> tag instead.
 */
import { adoptSheet } from '../util/builtins';

const adopted = new Set<string>();

export function adoptCss(id: string, css: string) {
  if (adopted.has(id)) return;
  adopted.add(id);
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    adoptSheet(sheet);
  } catch {
    const style = document.createElement('style');
    style.dataset.storefront = id;
    style.textContent = css;
    document.head.append(style);
  }
}
