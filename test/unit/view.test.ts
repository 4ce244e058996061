import { afterEach, describe, expect, it, vi } from 'vitest';
import { readBreakpoints, readView } from '../../src/start/view';
import { applyLayout } from '../../src/ui/view-layout';
import { viewTypeLevel, watchView } from '../../src/core/view-watch';
import { applyTopSpacing, registrationTopSpacing } from '../../src/core/top-spacing';
import type { ViewLevel } from '../../src/types';

describe('view level', () => {
  it.each([
    [320, 1],
    [756, 1],
    [757, 2],
    [978, 2],
    [979, 3],
    [1199, 3],
    [1200, 4],
    [2560, 4],
  ])('width %i is level %i with 757/979/1200 (before the first paint: asked of the media queries)', (w, level) => {
    // The width the media queries see; innerWidth and clientWidth are not read (on a phone they force a layout).
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: w >= Number(/^\(min-width:(\d+)px\)$/.exec(q)?.[1] ?? NaN) }));
    vi.spyOn(window, 'innerWidth', 'get').mockImplementation(() => {
      throw new Error('innerWidth read');
    });
    expect(readView([757, 979, 1200])).toBe(level);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it.each([
    ['width:1px', 1],
    ['width:3px', 3],
    ['width:4.2px', 4],
    ['width:0', null],
    ['width:5px', null],
    ['width:auto', null],
  ] as const)('#viewType with %s gives level %s (the core confirms the level from it)', (css, level) => {
    document.body.innerHTML = `<div id="viewType" style="display:none;${css}"></div>`;
    expect(viewTypeLevel(document)).toBe(level);
  });

  it('no #viewType: no level from it (the breakpoints stand)', () => {
    document.body.innerHTML = '<main></main>';
    expect(viewTypeLevel(document)).toBeNull();
  });

  it.each([
    ['{"breakpoints":[600,900,1400]}', [600, 900, 1400]],
    ['{"breakpoints":[900,600,1400]}', [757, 979, 1200]],
    ['{"breakpoints":[600,900]}', [757, 979, 1200]],
    ['{broken', [757, 979, 1200]],
    // Anything but three increasing numbers: the defaults (these fail without an explicit array check).
    ['{"breakpoints":"abc"}', [757, 979, 1200]],
    ['{"breakpoints":{"length":3,"0":1,"1":2,"2":3}}', [757, 979, 1200]],
    ['{"breakpoints":["600",900,1400]}', [757, 979, 1200]],
    ['{"breakpoints":[0,900,1400]}', [757, 979, 1200]],
    ['{"breakpoints":null}', [757, 979, 1200]],
    ['{}', [757, 979, 1200]],
    ['{"breakpoints":{"length":3}}', [757, 979, 1200]],
    ['{"breakpoints":["600","900","1400"]}', [757, 979, 1200]],
  ])('breakpoints from %s', (json, expected) => {
    document.body.innerHTML = `<script type="application/json" id="storefront-config">${json}</script>`;
    expect(readBreakpoints(document)).toEqual(expected);
  });

  it('reads breakpoints only from the JSON script block, never from another element with its id (a review)', () => {
    document.body.innerHTML =
      '<div id="storefront-config">{"breakpoints":[100,200,300]}</div>' +
      '<script type="text/plain" id="storefront-config">{"breakpoints":[110,210,310]}</script>' +
      '<script type="application/json" id="storefront-config">{"breakpoints":[600,900,1400]}</script>';
    expect(readBreakpoints(document)).toEqual([757, 979, 1200]); // the first script is not JSON-typed: nothing read
    document.body.innerHTML = '<div id="storefront-config">{"breakpoints":[100,200,300]}</div><script type="application/json" id="storefront-config">{"breakpoints":[600,900,1400]}</script>';
    expect(readBreakpoints(document)).toEqual([600, 900, 1400]);
    document.body.innerHTML = '<div id="storefront-config">{"breakpoints":[100,200,300]}</div>';
    expect(readBreakpoints(document)).toEqual([757, 979, 1200]);
  });

  it.each([
    [1, 70],
    [2, 90],
    [3, 10],
    [4, 10],
  ] as [ViewLevel, number][])('registration top spacing in view %i is %i', (view, px) => {
    expect(registrationTopSpacing(view)).toBe(px);
    document.body.innerHTML = '';
    applyTopSpacing(document, view);
    expect(document.documentElement.style.getPropertyValue('scroll-padding-top')).toBe(`${px}px`);
    expect(document.documentElement.style.getPropertyValue('--storefront-top-spacing')).toBe(`${px}px`);
  });
});

describe('layout per view', () => {
  const markup = `
    <header id="header"><a href="/">Logo</a></header>
    <div id="layout"><aside id="side"><div id="promo" data-mobile-grid="mobile_grid">Promo</div><p>After</p></aside>
    <div id="mobile_grid"></div><nav id="breadcrumbs">Home</nav><main id="content">Content</main></div>`;

  it('sets html._mobile only in view 1', () => {
    document.body.innerHTML = markup;
    applyLayout(document, 1);
    expect(document.documentElement.classList.contains('_mobile')).toBe(true);
    applyLayout(document, 3);
    expect(document.documentElement.classList.contains('_mobile')).toBe(false);
  });

  it('moves mobile-grid elements in view 1 and restores them to their place after', () => {
    document.body.innerHTML = markup;
    applyLayout(document, 1);
    expect(document.getElementById('promo')?.parentElement?.id).toBe('mobile_grid');
    applyLayout(document, 2);
    const promo = document.getElementById('promo');
    expect(promo?.parentElement?.id).toBe('side');
    expect(promo?.nextElementSibling?.textContent).toBe('After');
  });

  it('puts breadcrumbs in the header on desktop and at the top of the layout on mobile and tablet', () => {
    document.body.innerHTML = markup;
    applyLayout(document, 3);
    expect(document.getElementById('breadcrumbs')?.parentElement?.id).toBe('header');
    applyLayout(document, 2);
    const crumbs = document.getElementById('breadcrumbs');
    expect(crumbs?.parentElement?.id).toBe('layout');
    expect(document.getElementById('layout')?.firstElementChild).toBe(crumbs);
  });

  it('once a frame is drawn, breadcrumbs not shown where they went (the order process hides them) go back, moving nothing', () => {
    document.body.innerHTML = markup;
    const crumbs = document.getElementById('breadcrumbs')!;
    const before = crumbs.previousElementSibling;
    // Not rendered anywhere, as under html.order_process; this environment reports a drawn frame (timeline time > 0).
    expect(document.timeline.currentTime).toBeGreaterThan(0);
    // A browser without checkVisibility (Safari before 17.4): its boxes are asked.
    Object.defineProperty(crumbs, 'checkVisibility', { value: undefined });
    crumbs.getClientRects = () => [] as unknown as DOMRectList;
    applyLayout(document, 3);
    expect(crumbs.parentElement?.id).toBe('layout');
    expect(crumbs.previousElementSibling).toBe(before);
    // Shown: moved as ever.
    crumbs.getClientRects = () => [new DOMRect(0, 0, 100, 20)] as unknown as DOMRectList;
    applyLayout(document, 3);
    expect(crumbs.parentElement?.id).toBe('header');
  });

  it('asks whether they are shown without forcing a layout: checkVisibility (style only) where the browser has it', () => {
    // At parse time a layout of the half-parsed page cost 45 ms at CPU 4x on a phone page (getClientRects).
    document.body.innerHTML = markup;
    const crumbs = document.getElementById('breadcrumbs')!;
    const before = crumbs.previousElementSibling;
    const layouts: string[] = [];
    crumbs.getClientRects = () => (layouts.push('getClientRects'), [new DOMRect(0, 0, 100, 20)] as unknown as DOMRectList);
    let visible = false;
    crumbs.checkVisibility = () => visible;
    applyLayout(document, 3);
    expect(crumbs.parentElement?.id).toBe('layout');
    expect(crumbs.previousElementSibling).toBe(before);
    visible = true;
    applyLayout(document, 3);
    expect(crumbs.parentElement?.id).toBe('header');
    expect(layouts).toEqual([]);
  });
});

describe("layout per view on the platform's structure", () => {
  // The platform's header has no id; the breadcrumbs follow the category menu inside it.
  const platform = `<div id="container"><header><div id="logo"></div><nav id="menu_categories"></nav>
    <div id="breadcrumbs" class="breadcrumbs"><div class="back_button"><button id="back_button">Wstecz</button></div></div>
    <div id="addCodesToBasket"></div></header>
    <div id="layout"><aside class="col-3"></aside><main id="content">Content</main></div></div>`;

  it('phone and tablet: the breadcrumbs first in #layout; desktop: back where the server put them (after the menu), and again', () => {
    document.body.innerHTML = platform;
    const crumbs = document.getElementById('breadcrumbs')!;
    const where = () => [crumbs.parentElement?.localName ?? crumbs.parentElement?.id, crumbs.previousElementSibling?.id ?? null, crumbs.nextElementSibling?.id ?? null];
    applyLayout(document, 3);
    expect(where()).toEqual(['header', 'menu_categories', 'addCodesToBasket']);
    applyLayout(document, 1);
    expect(where()).toEqual(['div', null, '']); // before the side column (no id)
    expect(document.getElementById('layout')!.firstElementChild).toBe(crumbs);
    applyLayout(document, 4);
    expect(where()).toEqual(['header', 'menu_categories', 'addCodesToBasket']);
    applyLayout(document, 2);
    expect(document.getElementById('layout')!.firstElementChild).toBe(crumbs);
    applyLayout(document, 3);
    expect(where()).toEqual(['header', 'menu_categories', 'addCodesToBasket']);
    expect(document.querySelectorAll('#breadcrumbs')).toHaveLength(1);
  });
});

describe('resize (debounced 100 ms)', () => {
  // A watcher lives as long as the page (the core starts one); those of earlier tests stay, each with its own list.
  afterEach(() => vi.useRealTimers());
  it('a resize before the watcher started (the core arrives after the entry measured): caught up after the next frame and 100 ms', () => {
    vi.useFakeTimers();
    const changes: [ViewLevel, ViewLevel][] = [];
    const read = vi.fn(() => 1 as const);
    watchView(read, 3, (v, p) => changes.push([v, p]));
    // Not read in the core's first task (it could force a style calculation): after the next frame.
    expect(read).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20);
    expect(read).toHaveBeenCalled();
    expect(changes).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(changes).toEqual([[1, 3]]);
    vi.useRealTimers();
  });

  it('reports a changed level once, 100 ms after the last resize', () => {
    vi.useFakeTimers();
    let level: ViewLevel = 3;
    const changes: [ViewLevel, ViewLevel][] = [];
    watchView(
      () => level,
      3,
      (v, p) => changes.push([v, p]),
    );
    level = 1;
    for (let i = 0; i < 5; i++) {
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(50);
    }
    expect(changes).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(changes).toEqual([[1, 3]]);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(150);
    expect(changes).toHaveLength(1); // same level: no event
  });
});
