/**
 * back-to-top's wake (markers/loaders.ts, in the core chunk): the widget loads on the page's first scroll,
 * not at start, since the button has nothing to show above two screens of scrolling (a page that is never
 * scrolled never downloads it). Until then the button is hidden, as the widget keeps it at the top of
 * the page; should its chunk fail (storefront:widget-error on it), the server's plain link shows again.
 * A page already scrolled when the core starts (a restored position) loads it at once.
 */
const seen = new WeakSet<HTMLElement>();

export function wakeOnScroll(el: HTMLElement): boolean {
  if (scrollY > 0) return true;
  if (seen.has(el)) return false;
  seen.add(el);
  el.hidden = true;
  addEventListener('scroll', () => el.dispatchEvent(new Event('storefront:wake')), { once: true, passive: true });
  document.addEventListener('storefront:widget-error', (e) => {
    if ((e as CustomEvent<{ element?: unknown } | null>).detail?.element === el) el.hidden = false;
  });
  return false;
}
