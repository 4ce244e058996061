/**
 * The mega-menu on the platform's markup (widgets/mega-menu/menu.ts enhanceMenu, ./side-rules.ts): the native
 * `button.nav-link-expand` is the toggle (no second one added, its attributes given back), the theme's
 * "+ Rozwiń" is the "show more" control (class `show`, its `txt_alt` text, no page reload), items counted
 * without the header copy, "all" and "extend" items; the side menu's reading of `data-ids`.
 */
import { expect, test } from 'vitest';
import { enhanceMenu } from '../../widgets/mega-menu/menu';
import { idTokens, menuTab } from '../../widgets/mega-menu/side-rules';

const TEXTS = { toggle: (n: string) => `Rozwiń: ${n}`, more: 'Pokaż więcej', less: 'Pokaż mniej' };
const li = (n: number, cls = 'nav-item') => `<li class="${cls}"><a class="nav-link --l3" href="/c${n}">K${n}</a></li>`;

function platformMenu(lines: number) {
  document.body.innerHTML = `<nav id="menu_categories"><button class="navbar-toggler" aria-label="Menu"></button><div class="navbar-collapse" id="menu_navbar"><ul class="navbar-nav">
<li class="nav-item"><span class="nav-link-wrapper"><a class="nav-link --l1" href="/a">A</a><button class="nav-link-expand" type="button" aria-label="A, Menu"></button></span>
<ul class="navbar-subnav"><li class="nav-header"><a href="#backLink" class="nav-header__backLink"></a><a class="nav-link --l1" href="/a">A</a></li>
<li class="nav-item"><a class="nav-link --l2" href="/a1">A1</a><ul class="navbar-subsubnav more"><li class="nav-header"><a href="#backLink"></a></li>${Array.from({ length: lines }, (_, i) => li(i + 1)).join('')}${li(99, 'nav-item --all')}<li class="nav-item --extend"><a href="" class="nav-link --l3" txt_alt="- Zwiń">+ Rozwiń</a></li></ul></li></ul></li>
<li class="nav-item"><span class="nav-link-wrapper"><a class="nav-link --l1" href="/b">B</a></span></li></ul></div></nav>`;
  return document.getElementById('menu_categories')!;
}

test("the native expand button is the item's only toggle, given its state; cleanup gives the server's markup back", () => {
  const nav = platformMenu(3);
  const before = nav.outerHTML;
  const controller = new AbortController();
  const undo = enhanceMenu(nav, controller.signal, TEXTS);
  const expand = nav.querySelector('.nav-link-expand')!;
  expect(nav.querySelectorAll('button')).toHaveLength(2); // the toggler and the native expand button: none added
  expect(expand.getAttribute('aria-expanded')).toBe('false');
  expect(expand.getAttribute('aria-controls')).toBe(nav.querySelector('.navbar-subnav')!.id);
  expect(expand.getAttribute('aria-label')).toBe('A, Menu'); // the platform's own name stays
  expect(nav.querySelector('li:last-child .nav-link-wrapper button')).toBeNull(); // no panel, no toggle
  controller.abort();
  undo();
  expect(nav.outerHTML.replace(/ id="sf-mm-panel-\d+"| style=""| class=""/g, '')).toBe(before);
});

test('"+ Rozwiń" is the "show more" of a list of 12: items 11-12 wait for it; it sets show, swaps to txt_alt, reloads nothing', () => {
  const nav = platformMenu(12);
  enhanceMenu(nav, new AbortController().signal, TEXTS);
  nav.querySelector<HTMLButtonElement>('.nav-link-expand')!.click(); // the first opening prepares the panel's lists
  const list = nav.querySelector('.navbar-subsubnav')!;
  const rest = [...list.querySelectorAll('.sf-mm__rest')].map((el) => el.textContent);
  expect(rest).toEqual(['K11', 'K12']);
  expect(list.querySelector('.sf-mm__more')).toBeNull();
  const extend = list.querySelector<HTMLAnchorElement>('.--extend > a')!;
  expect([extend.getAttribute('role'), extend.getAttribute('aria-expanded'), extend.getAttribute('aria-controls')]).toEqual(['button', 'false', list.id]);
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  extend.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(true);
  expect(list.classList.contains('show')).toBe(true);
  expect([extend.textContent, extend.getAttribute('aria-expanded')]).toEqual(['- Zwiń', 'true']);
  extend.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
  expect(list.classList.contains('show')).toBe(false);
  expect([extend.textContent, extend.getAttribute('aria-expanded')]).toEqual(['+ Rozwiń', 'false']);
});

test('10 lines (with the header copy, "all" and "extend" items around them) need no "show more"', () => {
  const nav = platformMenu(10);
  enhanceMenu(nav, new AbortController().signal, TEXTS);
  nav.querySelector<HTMLButtonElement>('.nav-link-expand')!.click();
  const list = nav.querySelector('.navbar-subsubnav')!;
  expect(list.querySelectorAll('.sf-mm__rest')).toHaveLength(0);
  expect(list.querySelector('.--extend > a')!.hasAttribute('role')).toBe(false);
});

test.each([
  ['#menu_search,.shopping_list_menu,#menu_search,#menu_navbar,#menu_navbar3, #menu_blog', ['#menu_search', '.shopping_list_menu', '#menu_navbar', '#menu_navbar3', '#menu_blog']],
  ['#menu_contact,#login_menu_block', ['#menu_contact', '#login_menu_block']],
  ['  #menu_settings  ', ['#menu_settings']],
  ['#a b,div > p,[onclick],#x:has(*),.ok,#1bad,#' + 'x'.repeat(101), ['.ok']],
  ['', []],
  [null, []],
])('data-ids %j -> %j', (ids, tokens) => expect(idTokens(ids)).toEqual(tokens));

test('at most 20 elements per tab', () => expect(idTokens(Array.from({ length: 30 }, (_, i) => `#e${i}`).join(','))).toHaveLength(20));

test.each([
  [[['#menu_contact'], ['#menu_search', '#menu_navbar']], 1],
  [[['#menu_navbar'], ['#menu_settings']], 0],
  [[['#a'], ['#b']], 0],
  [[], 0],
])('the menu tab of %j is %i', (tabs, i) => expect(menuTab(tabs)).toBe(i));
