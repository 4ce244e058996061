/**
 * The footer's wake (widgets/footer/wake.ts, in the core chunk): in the phone view (level 1) the footer is
 * woken once it comes within 256 px of the viewport, or when the view becomes the phone's while it is there;
 * on wider views it waits for the shopper's gesture. An IntersectionObserver driven by the test.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { ViewLevel } from '../../src/types';
import { wakeInAccordionView } from '../../widgets/footer/wake';

let report: (near: boolean) => void = () => {};
let margin = '';
let watching = 0;

beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(cb: IntersectionObserverCallback, options: IntersectionObserverInit) {
        margin = options.rootMargin ?? '';
        report = (near) => cb([{ isIntersecting: near } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
      }
      observe() {
        watching++;
      }
    },
  );
  watching = 0;
});
afterEach(() => vi.unstubAllGlobals());

function footer(view: { level: ViewLevel }) {
  document.body.innerHTML = '<nav id="f" data-widget="footer"><h3 aria-controls="l">Info</h3><ul id="l"><li>a</li></ul></nav>';
  const el = document.getElementById('f')!;
  const wakes = vi.fn();
  el.addEventListener('storefront:wake', wakes);
  return { el, wakes, start: () => wakeInAccordionView(el, () => view.level) };
}
const viewChange = () => document.dispatchEvent(new CustomEvent('storefront:view-change'));

it('phone view: woken when it comes within 256 px of the viewport, and never at once', () => {
  const view = { level: 1 as ViewLevel };
  const { wakes, start } = footer(view);
  expect(start()).toBe(false);
  expect(margin).toBe('256px');
  report(false); // the observer's first report: far below
  expect(wakes).not.toHaveBeenCalled();
  report(true);
  expect(wakes).toHaveBeenCalledTimes(1);
});

it('desktop and tablet: near the viewport it waits for the gesture; a change to the phone view while near wakes it', () => {
  const view = { level: 3 as ViewLevel };
  const { wakes, start } = footer(view);
  start();
  report(true);
  view.level = 2;
  viewChange();
  expect(wakes).not.toHaveBeenCalled();
  view.level = 1;
  viewChange();
  expect(wakes).toHaveBeenCalledTimes(1);
});

it('a change to the phone view while the footer is far away wakes nothing until it comes near', () => {
  const view = { level: 3 as ViewLevel };
  const { wakes, start } = footer(view);
  start();
  report(false);
  view.level = 1;
  viewChange();
  expect(wakes).not.toHaveBeenCalled();
  report(true);
  expect(wakes).toHaveBeenCalledTimes(1);
});

it('a rescan asks again: one observer, one wake', () => {
  const view = { level: 1 as ViewLevel };
  const { wakes, start } = footer(view);
  start();
  start();
  expect(watching).toBe(1);
  report(true);
  expect(wakes).toHaveBeenCalledTimes(1);
});

it('views 2-4: the lists its headers name that the server folded with aria-hidden are read again, without waking; other aria-hidden stays', () => {
  document.body.innerHTML =
    '<nav id="f"><a href="/a" aria-controls="a" aria-expanded="false">A<i aria-hidden="true"></i></a><ul id="a" aria-hidden="true"><li>1</li></ul>' +
    '<a href="/b" aria-controls="b">B</a><ul id="b" aria-hidden="false"><li>2</li></ul><a href="/c" aria-controls="x&quot;y">C</a></nav>' +
    '<ul id="outside" aria-hidden="true"></ul>';
  const el = document.getElementById('f')!;
  const wakes = vi.fn();
  el.addEventListener('storefront:wake', wakes);
  const view = { level: 1 as ViewLevel };
  wakeInAccordionView(el, () => view.level);
  report(false);
  expect(document.getElementById('a')!.getAttribute('aria-hidden')).toBe('true'); // the phone view folds it
  view.level = 3;
  viewChange();
  expect(document.getElementById('a')!.getAttribute('aria-hidden')).toBe('false');
  expect(document.getElementById('b')!.getAttribute('aria-hidden')).toBe('false');
  expect(el.querySelector('i')!.getAttribute('aria-hidden')).toBe('true');
  expect(document.getElementById('outside')!.getAttribute('aria-hidden')).toBe('true');
  expect(wakes).not.toHaveBeenCalled();
});
