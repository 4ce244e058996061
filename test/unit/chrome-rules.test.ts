// @vitest-environment node
/** Menu, tab and footer rules as tables (docs/widgets/mega-menu.md, mobile-categories.md, footer.md): expected values worked out by hand. */
import { describe, expect, it } from 'vitest';
import { fitColumns, columnLimit, keyMove, moreSplit, moveIndex, panelColumns, panelWidth } from '../../widgets/mega-menu/rules';
import { CSS } from '../../widgets/mega-menu/style';
import { sectionIds, tabKey, tabState, visibleSections } from '../../widgets/mobile-categories/rules';
import { canToggle, groupOpen, initialOpen, isAccordionView } from '../../widgets/footer/rules';

describe('mega-menu limits', () => {
  it('the style sheet: 30 px around a panel, a column scrolls past 320 px, the items past the 10th (marked by the menu) hidden until "show more"', () => {
    expect(CSS).toContain('padding:30px;');
    expect(CSS).toContain('max-height:320px;');
    expect(CSS).toContain('.sf-mm--more:not(.--sf-all)>.sf-mm__rest{display:none!important}');
  });
  it.each([
    [1920, 5],
    [1200, 5],
    [1199, 4],
    [979, 4],
    [375, 4],
  ])('screen %i px -> %i columns at most', (w, n) => expect(columnLimit(w)).toBe(n));
  it.each([
    [0, 1280, 1],
    [1, 1280, 1],
    [3, 1280, 3],
    [5, 1280, 5],
    [6, 1280, 5],
    [500, 1280, 5],
    [5, 1100, 4],
    [3, 1100, 3],
    [NaN, 1280, 1],
  ])('%s groups at %i px -> %i columns', (g, w, n) => expect(panelColumns(g, w)).toBe(n));
  it.each([
    [5, 1280, 5],
    [5, 1060, 5],
    [5, 1059, 4],
    [4, 1100, 4],
    [4, 375, 1],
    [3, 100, 1],
    [1, 1280, 1],
  ])('%i columns in a %i px menu -> %i', (c, w, n) => expect(fitColumns(c, w)).toBe(n));
  it.each([
    [1, 260],
    [4, 860],
    [5, 1060],
  ])('%i columns -> panel %i px wide', (c, px) => expect(panelWidth(c)).toBe(px));
  it.each([
    [0, 0, 0, false],
    [9, 9, 0, false],
    [10, 10, 0, false],
    [11, 10, 1, true],
    [500, 10, 490, true],
    [-3, 0, 0, false],
    [NaN, 0, 0, false],
  ])('%s items: %i shown, %i behind "show more" (%s)', (total, shown, hidden, more) => {
    expect(moreSplit(total)).toEqual({ shown, hidden, more });
  });
  it.each([
    ['ArrowRight', 'horizontal', 'next'],
    ['ArrowLeft', 'horizontal', 'prev'],
    ['ArrowDown', 'horizontal', 'open'],
    ['ArrowUp', 'horizontal', null],
    ['ArrowDown', 'vertical', 'next'],
    ['ArrowUp', 'vertical', 'prev'],
    ['ArrowRight', 'vertical', null],
    ['Home', 'vertical', 'first'],
    ['End', 'horizontal', 'last'],
    ['Escape', 'vertical', 'close'],
    ['a', 'vertical', null],
    ['Enter', 'horizontal', null],
  ] as const)('%s in a %s list -> %s', (key, o, move) => expect(keyMove(key, o)).toBe(move));
  it.each([
    ['next', 0, 4, 1],
    ['next', 3, 4, 0],
    ['prev', 0, 4, 3],
    ['prev', 2, 4, 1],
    ['first', 2, 4, 0],
    ['last', 0, 4, 3],
    ['next', 0, 0, -1],
    ['next', 9, 4, 0],
  ] as const)('%s from %i of %i -> %i', (move, i, n, to) => expect(moveIndex(move, i, n)).toBe(to));
});

describe('mobile category tabs', () => {
  it.each([
    ['a b', null, ['a', 'b']],
    ['a,b, c', null, ['a', 'b', 'c']],
    [null, '#x', ['x']],
    [null, '/page', []],
    ['', '#x', []],
    ['a a', null, ['a']],
    [null, null, []],
  ])('data-sections=%j href=%j -> %j', (s, h, ids) => expect(sectionIds(s, h)).toEqual(ids));
  it.each([
    [3, undefined, [true, false, false]],
    [3, 2, [false, false, true]],
    [3, 7, [true, false, false]],
    [3, -1, [true, false, false]],
    [3, 1.5, [true, false, false]],
    [1, 0, [true]],
    [0, 0, []],
  ])('%i tabs, asked %s -> exactly one active', (n, a, state) => {
    expect(tabState(n, a)).toEqual(state);
    if (n) expect(tabState(n, a).filter(Boolean)).toHaveLength(1);
  });
  it("shows the active tab's sections and hides the others, also shared ones only when active", () => {
    const tabs = [['s1', 's2'], ['s3'], ['s2', 's4'], []];
    expect(visibleSections(tabs, 0)).toEqual({ show: new Set(['s1', 's2']), hide: new Set(['s3', 's4']) });
    expect(visibleSections(tabs, 2)).toEqual({ show: new Set(['s2', 's4']), hide: new Set(['s1', 's3']) });
    expect(visibleSections(tabs, 3)).toEqual({ show: new Set(), hide: new Set(['s1', 's2', 's3', 's4']) });
  });
  it.each([
    ['ArrowRight', 0, 3, 1],
    ['ArrowRight', 2, 3, 0],
    ['ArrowLeft', 0, 3, 2],
    ['Home', 2, 3, 0],
    ['End', 0, 3, 2],
    ['Enter', 1, 3, -1],
    ['ArrowRight', 0, 0, -1],
  ])('%s on tab %i of %i -> %i', (k, i, n, to) => expect(tabKey(k, i, n)).toBe(to));
});

describe('footer accordions', () => {
  it.each([
    [1, true],
    [2, false],
    [3, false],
    [4, false],
  ])('view %i: accordion %s', (v, a) => expect(isAccordionView(v)).toBe(a));
  it.each([
    ['footer_tab__header', false, true],
    ['footer_tab__header --hidearrow', false, false],
    ['x --hidearrowx', false, true],
    ['x', true, false],
  ])('class %j, data-no-toggle %s -> toggleable %s', (c, attr, t) => expect(canToggle(c, attr)).toBe(t));
  // The platform marks a header without a list (or one that must not fold) with data-hide-arrow="true".
  it.each([
    ['true', false],
    ['false', true],
    [null, true],
    ['TRUE', true],
  ])('data-hide-arrow=%j -> toggleable %s', (hide, t) => expect(canToggle('footer_tab__header footer_links_label', false, hide)).toBe(t));
  // The platform's lists open as the server sent them (aria-hidden); the older markup's as `untouched` says.
  it.each([
    ['false', false, true],
    ['true', true, false],
    ['true', false, false],
    [null, true, true],
    [null, false, false],
    ['', true, true],
  ])('list aria-hidden=%j, untouched open %s -> open at first %s', (served, u, open) => expect(initialOpen(served, u)).toBe(open));
  it.each([
    [1, true, undefined, false],
    [1, true, true, true],
    [1, true, false, false],
    [1, false, false, true],
    [2, true, false, true],
    [3, true, undefined, true],
    [4, false, undefined, true],
  ])('view %i, toggleable %s, remembered %s -> open %s', (v, t, r, open) => expect(groupOpen(v, t, r)).toBe(open));
  it.each([
    // A footer met on screen: untouched groups open until it leaves the viewport; a choice still wins.
    [1, true, undefined, true, true],
    [1, true, false, true, false],
    [1, true, undefined, false, false],
    [2, true, false, true, true],
  ])('view %i, toggleable %s, remembered %s, untouched open %s -> open %s', (v, t, r, u, open) => expect(groupOpen(v, t, r, u)).toBe(open));
});
