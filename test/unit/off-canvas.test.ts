/**
 * The legacy side column off the screen (src/core/off-canvas.ts): inert while it lies wholly beside the
 * viewport, given back when it does not, never while html.sidebar_open; only the inert it set is removed.
 * Boxes are given to the elements by hand (the DOM of the tests has no layout).
 */
import { afterEach, expect, it } from 'vitest';
import { watchOffCanvas } from '../../src/core/off-canvas';

let left = 0;
let drawn = true;

function column(html = '<aside class="col-3 col-xl-2"><a href="/login.php">Zaloguj</a></aside>') {
  document.body.innerHTML = `<div id="layout">${html}<main id="content"></main></div>`;
  const aside = document.querySelector('aside')!;
  aside.getBoundingClientRect = () => ({ left, right: left + 300, top: 0, bottom: 800, width: 300, height: 800, x: left, y: 0, toJSON() {} }) as DOMRect;
  aside.getClientRects = () => (drawn ? [aside.getBoundingClientRect()] : []) as unknown as DOMRectList;
  return aside;
}

afterEach(() => {
  document.documentElement.className = '';
  left = 0;
  drawn = true;
});

it('beside the viewport (right:-100%): inert; slid in, or shown as a column from 979 px: not', () => {
  const aside = column();
  left = innerWidth + 10;
  const check = watchOffCanvas();
  expect(aside.inert).toBe(true);
  left = 0; // in view (a desktop sidebar)
  check();
  expect(aside.inert).toBe(false);
  drawn = false; // display:none from 979 px: nothing to reach, nothing to do
  left = innerWidth + 10;
  check();
  expect(aside.inert).toBe(false);
});

it("the legacy script's html.sidebar_open gives it back at once; the theme's own inert stays", async () => {
  const aside = column();
  left = innerWidth + 10;
  watchOffCanvas();
  expect(aside.inert).toBe(true);
  document.documentElement.classList.add('sidebar_open');
  await Promise.resolve(); // the class change's mutation record
  await new Promise((r) => setTimeout(r));
  expect(aside.inert).toBe(false);

  const own = column('<aside class="col-3" inert></aside>');
  left = 0;
  watchOffCanvas()();
  expect(own.inert).toBe(true); // the theme set it: not the bundle's to remove
});

it('a column of customer content, or an aside without col- classes, is left alone', () => {
  const off = column('<div data-storefront="off"><aside class="col-3"></aside></div>');
  left = innerWidth + 10;
  watchOffCanvas()();
  expect(off.inert).toBe(false);
  const plain = column('<aside class="sidebar"></aside>');
  watchOffCanvas()();
  expect(plain.inert).toBe(false);
});
