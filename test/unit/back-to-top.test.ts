// back-to-top's wake (widgets/back-to-top/wake.ts, in the core chunk): hidden until the first scroll, which wakes it once.
import { afterEach, expect, it, vi } from 'vitest';
import { wakeOnScroll } from '../../widgets/back-to-top/wake';
import { shouldShow } from '../../widgets/back-to-top/index';
import { scrollOwn } from '../../src/util/own-scroll';

afterEach(() => (vi.restoreAllMocks(), window.scrollTo(0, 0)));

it('shows past two viewport heights only', () => {
  expect(shouldShow(1600, 800)).toBe(false);
  expect(shouldShow(1601, 800)).toBe(true);
});

it('at the top: hides the button and wakes it on the first scroll only, once however often the core asks', () => {
  document.body.innerHTML = '<a id="b" href="#top" data-widget="back-to-top">Top</a>';
  const el = document.getElementById('b')!;
  const wakes = vi.fn();
  el.addEventListener('storefront:wake', wakes);
  expect(wakeOnScroll(el)).toBe(false);
  expect(wakeOnScroll(el)).toBe(false); // a rescan (partial navigation) asks again
  expect(el.hidden).toBe(true);
  expect(wakes).not.toHaveBeenCalled();
  // The bundle's own scroll (top snippets placed above the window) wakes nothing.
  let y = 0;
  const at = vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
  vi.spyOn(window, 'scrollBy').mockImplementation(((o: ScrollToOptions) => void (y += o.top ?? 0)) as typeof window.scrollBy);
  scrollOwn(38);
  window.dispatchEvent(new Event('scroll'));
  expect(wakes).not.toHaveBeenCalled();
  // The shopper's.
  y = 300;
  window.dispatchEvent(new Event('scroll'));
  window.dispatchEvent(new Event('scroll'));
  expect(wakes).toHaveBeenCalledTimes(1);
  at.mockRestore();
});

it("its widget failed (storefront:widget-error on it): the server link shows again; another element's failure changes nothing", () => {
  document.body.innerHTML = '<a id="b" href="#top">Top</a><div id="other"></div>';
  const el = document.getElementById('b')!;
  wakeOnScroll(el);
  document.dispatchEvent(new CustomEvent('storefront:widget-error', { detail: { name: 'x', element: document.getElementById('other') } }));
  document.dispatchEvent(new CustomEvent('storefront:widget-error'));
  expect(el.hidden).toBe(true);
  document.dispatchEvent(new CustomEvent('storefront:widget-error', { detail: { name: 'back-to-top', element: el } }));
  expect(el.hidden).toBe(false);
});

it('a page already scrolled: wakes at once and leaves the button as it is', () => {
  document.body.innerHTML = '<a id="b" href="#top">Top</a>';
  const el = document.getElementById('b')!;
  window.scrollTo(0, 500);
  expect(window.scrollY).toBe(500);
  expect(wakeOnScroll(el)).toBe(true);
  expect(el.hidden).toBe(false);
});
