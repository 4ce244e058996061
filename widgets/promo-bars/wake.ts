/**
 * promo-bars' wake (markers/loaders.ts, in the core chunk). The bars load on the shopper's first gesture on
 * them (the interaction moment): until then the server's bars stay as painted and work as links, and nothing
 * of their code is downloaded. Woken at once when a bar needs its code before any gesture: a close control
 * with no name of its own (the widget names its button) or a bar that the old way's before-paint hiding
 * marked (`data-sf-closed`: a loose match in garbage storage is shown again). A sticky bar (`data-fixed`)
 * wakes them once its place is scrolled away above the window in views 2-4, where it sticks.
 * A press on a close before the widget is ready (a click with no gesture before it, as a screen reader's
 * activation sends, or one that comes while the code loads) is kept here, its `#closeBar` jump stopped, and
 * the widget closes that bar once its buttons are there (`takePress`).
 */
import type { ViewLevel } from '../../src/types';

/** The close controls the widget makes buttons of (./index.ts reads the same). */
export const CLOSE = '.bars__close, a[href="#closeBar"]';

/**
 * A close control with no name of its own (no aria-label or title, or an empty one), or a bar the old way's
 * hiding marked. A control named only by its text also wakes them: never one missed.
 */
const AT_ONCE = `:is(${CLOSE}):not([aria-label]:not([aria-label=""]),[title]:not([title=""])),[data-sf-closed]`;

/** Per bars element not yet taken by the widget: the close pressed before it was ready (null: none yet). */
const early = new WeakMap<Element, Element | null>();

/** The control pressed before the widget was ready, if any; from now on presses are the widget's own. */
export function takePress(el: Element): Element | undefined {
  const pressed = early.get(el);
  early.delete(el);
  return pressed ?? undefined;
}

export function wakeBars(el: HTMLElement, view: () => ViewLevel): boolean {
  if (el.querySelector(AT_ONCE) || el.matches('[data-sf-closed]')) return true;
  if (early.has(el)) return false; // a rescan asks again
  early.set(el, null);
  const wake = () => el.dispatchEvent(new Event('storefront:wake'));
  el.addEventListener(
    'click',
    (e) => {
      const control = (e.target as Element).closest?.(CLOSE);
      if (!control || !early.has(el) || e.defaultPrevented) return;
      e.preventDefault();
      if (!early.get(el)) early.set(el, control);
      wake();
    },
    true,
  );
  // A sticky bar scrolled away above the window (a hidden one has no box), where it sticks: views 2-4. No
  // observer on a page without one.
  const sticky = [...el.querySelectorAll('.bars__item[data-fixed=true]'), ...(el.matches('.bars__item[data-fixed=true]') ? [el] : [])];
  if (!sticky.length) return false;
  const io = new IntersectionObserver((entries) => {
    if (!early.has(el)) io.disconnect();
    else if (entries.some((e) => e.boundingClientRect.height > 0 && e.boundingClientRect.bottom <= 0) && view() > 1) wake();
  });
  sticky.forEach((bar) => io.observe(bar));
  return false;
}
