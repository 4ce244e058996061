/**
 * The bundle's own scroll (top snippets placed above the window) is not the shopper's: src/util/own-scroll.ts.
 * jsdom does not scroll: `scrollBy` moves a faked `scrollY`.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let y = 0;
beforeEach(() => {
  vi.resetModules();
  y = 0;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
  vi.spyOn(window, 'scrollBy').mockImplementation(((o: ScrollToOptions) => void (y += o.top ?? 0)) as typeof window.scrollBy);
});
afterEach(() => vi.restoreAllMocks());

const scrollTo = (to: number) => ((y = to), dispatchEvent(new Event('scroll')));

describe('own scroll', () => {
  it('at the top, not scrolled; a restored position is the shopper\u2019s', async () => {
    const { shopperScrolled } = await import('../../src/util/own-scroll');
    expect(shopperScrolled()).toBe(false);
    y = 500;
    expect(shopperScrolled()).toBe(true);
  });

  it('the bundle scrolls by 38 px at once: not scrolled, its scroll event wakes nothing; the shopper\u2019s next scroll does, once', async () => {
    const { scrollOwn, shopperScrolled, onShopperScroll } = await import('../../src/util/own-scroll');
    const woken = vi.fn();
    onShopperScroll(woken);
    scrollOwn(38);
    expect(window.scrollBy).toHaveBeenCalledWith({ top: 38, behavior: 'instant' });
    expect(y).toBe(38);
    expect(shopperScrolled()).toBe(false);
    dispatchEvent(new Event('scroll'));
    expect(woken).not.toHaveBeenCalled();
    scrollTo(120);
    expect(shopperScrolled()).toBe(true);
    scrollTo(300);
    expect(woken).toHaveBeenCalledTimes(1);
  });

  it('a signal that ends first: never called', async () => {
    const { onShopperScroll } = await import('../../src/util/own-scroll');
    const woken = vi.fn();
    const stop = new AbortController();
    onShopperScroll(woken, stop.signal);
    stop.abort();
    scrollTo(200);
    expect(woken).not.toHaveBeenCalled();
  });
});
