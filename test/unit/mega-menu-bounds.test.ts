/**
 * The mega-menu's work is bounded whatever the server's menu holds: at most
 * MENU.maxTops top items get a toggle; a panel's "show more" lists are made when it first opens.
 */
import { afterEach, expect, test, vi } from 'vitest';
import { enhanceMenu } from '../../widgets/mega-menu/menu';
import { MENU } from '../../widgets/mega-menu/rules';

const texts = { toggle: (name: string) => `Rozwiń: ${name}`, more: 'Pokaż więcej', less: 'Pokaż mniej' };
afterEach(() => vi.restoreAllMocks());

function menu(tops: number, groups: number, links: number): HTMLElement {
  const sub = `<ul>${'<li><a href="/x">x</a></li>'.repeat(links)}</ul>`;
  const panel = `<ul>${`<li><a href="/g">g</a>${sub}</li>`.repeat(groups)}</ul>`;
  document.body.innerHTML = `<nav id="menu_categories"><ul>${Array.from({ length: tops }, (_, i) => `<li><a href="/t${i}">Top ${i}</a>${panel}</li>`).join('')}</ul></nav>`;
  return document.querySelector('nav')!;
}

// Sizes stay small enough for happy-dom; the browser test (legacy-parity.spec.ts) holds the time limit
// with thousands of items.
test(`${MENU.maxTops + 5} top items with panels: MENU.maxTops toggles, no "show more" made at mount, one console message`, () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const nav = menu(MENU.maxTops + 5, 11, 0); // 11 groups: over the 10 of "show more"
  const stop = enhanceMenu(nav, new AbortController().signal, texts);
  expect(nav.querySelectorAll('.sf-mm__toggle')).toHaveLength(MENU.maxTops);
  expect(nav.querySelectorAll('.sf-mm__more')).toHaveLength(0);
  expect(warn).toHaveBeenCalledTimes(1);
  stop();
  expect(nav.querySelectorAll('.sf-mm__toggle')).toHaveLength(0);
}, 30_000); // happy-dom is slow on a loaded machine

test('a panel with 30 groups of 12 links: its "show more" lists are made when it opens, once', () => {
  const nav = menu(2, 30, 12);
  const stop = enhanceMenu(nav, new AbortController().signal, texts);
  expect(nav.querySelectorAll('.sf-mm__more')).toHaveLength(0);
  const toggle = nav.querySelector<HTMLButtonElement>('.sf-mm__toggle')!;
  toggle.click();
  const first = nav.querySelector('.sf-mm__panel')!;
  expect(first.querySelectorAll(':scope > li.sf-mm__more')).toHaveLength(1); // 30 groups: over 10
  expect(first.querySelectorAll('li.sf-mm__more')).toHaveLength(1 + 30); // and each group of 12 links
  expect(nav.querySelectorAll('.sf-mm__more')).toHaveLength(31); // the other panel: not yet
  toggle.click();
  toggle.click();
  expect(nav.querySelectorAll('.sf-mm__more')).toHaveLength(31);
  stop();
  expect(nav.querySelectorAll('.sf-mm__more')).toHaveLength(0);
});
