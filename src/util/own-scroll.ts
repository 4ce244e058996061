/**
 * The window's scroll position the bundle set itself, and not the shopper: body_top snippets that no reserved
 * space could take go in above the window, which scrolls down by their height so that nothing on screen moves
 * (src/api/top-space.ts). Code that waits for "the shopper's first scroll" (the back-to-top button's wake,
 * sticky promo bars) asks here, so that this scroll neither wakes it nor counts as the page being scrolled.
 */
let own: number | undefined;

/** Scrolls the window down by `px` at once (never smoothly, whatever the theme's `scroll-behavior`), as the bundle's own move. */
export function scrollOwn(px: number): void {
  try {
    scrollBy({ top: px, behavior: 'instant' });
  } catch {
    // An engine that does not know 'instant' refuses the options (a TypeError): the page's own behaviour.
    scrollBy(0, px);
  }
  own = scrollY;
}

/** The window stands where the shopper (or a restored position) put it, away from the top: not where the bundle put it. */
export const shopperScrolled = (): boolean => scrollY > 0 && scrollY !== own;

/**
 * Calls `fn` once, on the first scroll event that is the shopper's (one the bundle's own scroll fired is
 * passed over), unless `signal` ends first.
 */
export function onShopperScroll(fn: () => void, signal?: AbortSignal): void {
  const on = () => shopperScrolled() && (removeEventListener('scroll', on), fn());
  addEventListener('scroll', on, { passive: true, signal });
}
