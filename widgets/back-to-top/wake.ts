/**
 * back-to-top's wake (markers/loaders.ts, in the core chunk): the widget loads on the page's first scroll,
 * not at start, since the button has nothing to show above two screens of scrolling (a page that is never
 * scrolled never downloads it). Until then the button is hidden, as the widget keeps it at the top of
 * the page; should its chunk fail (storefront:widget-error on it), the server's plain link shows again.
 * A page already scrolled when the core starts (a restored position) loads it at once.
 * The bundle's own scroll (top snippets placed above the window, src/util/own-scroll.ts) wakes nothing. On legacy pages the
 * marker is the page box (`#container`): that is never hidden; the widget makes the button when it loads.
 */
import { onShopperScroll, shopperScrolled } from '../../src/util/own-scroll';

const seen = new WeakSet<HTMLElement>();

export function wakeOnScroll(el: HTMLElement): boolean {
  if (shopperScrolled()) return true;
  if (seen.has(el)) return false;
  seen.add(el);
  const button = el.matches('a,button,[data-widget~=back-to-top]');
  if (button) el.hidden = true;
  // The shopper's scroll: not the one the bundle makes as it places the top snippets above the window.
  onShopperScroll(() => el.dispatchEvent(new Event('storefront:wake')));
  document.addEventListener('storefront:widget-error', (e) => {
    if (button && (e as CustomEvent<{ element?: unknown } | null>).detail?.element === el) el.hidden = false;
  });
  return false;
}
