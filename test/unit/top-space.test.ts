/**
 * The body_top snippets' space: the inline head part reserves what this page type's snippets took
 * earlier in the session (src/ui/top-reserve.ts), the core takes each placed snippet's height out of it
 * in the same task and stores what it measured, and gives back what is left only when out of view
 * (src/api/top-space.ts). Layout is faked: the element below the snippets reports its top.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reserveTop } from '../../src/ui/top-reserve';
import { END_ID, END_KEY, LAST_TOP_KEY, placeEnd, placeTop, resetTop, settleEnd, settleTop, topKey, TOP_ID, TOP_SHEET } from '../../src/api/top-space';
import { reserveCss } from '../../markers/first-frame';

/**
 * The page: skip links, the end of the snippets (a comment, as src/api/page-data.ts places it), an element taken
 * out of the flow (a fixed bar: the snippets do not move it) and the server content, whose top moves by
 * what is inserted above it.
 */
function page() {
  document.body.removeAttribute('style');
  document.body.innerHTML = '<div id="menu_skip"></div><!--end--><div id="fixed" style="position:fixed"></div><main id="content">page</main>';
  const content = document.getElementById('content')!;
  const fixed = document.getElementById('fixed')!;
  const end = document.getElementById('menu_skip')!.nextSibling!;
  let top = 0;
  // Layout is faked: both have a box; the fixed one never moves, the content moves by what is inserted.
  for (const el of [content, fixed]) el.getClientRects = () => [{}] as unknown as DOMRectList;
  fixed.getBoundingClientRect = () => ({ top: 0 }) as DOMRect;
  content.getBoundingClientRect = () => ({ top }) as DOMRect;
  /** Inserting a snippet of `h` px: the content below moves down by h. */
  const snippet = (h: number) => () => {
    end.before(Object.assign(document.createElement('div'), { className: 'snippet' }));
    top += h;
  };
  return { content, snippet, end };
}

/** IntersectionObserver driven by the test: `view(false)` says the box left the viewport. */
let observers: { cb: IntersectionObserverCallback; els: Element[] }[] = [];
const view = (inView: boolean) =>
  observers.forEach((o) =>
    o.cb(
      o.els.map((target) => ({ target, isIntersecting: inView }) as IntersectionObserverEntry),
      {} as IntersectionObserver,
    ),
  );

beforeEach(() => {
  sessionStorage.clear();
  resetTop();
  // The page has painted (its first contentful paint is on the timeline): what moves is seen.
  vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) => (name === 'first-contentful-paint' ? [{ name } as PerformanceEntry] : []));
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      o: { cb: IntersectionObserverCallback; els: Element[] };
      constructor(cb: IntersectionObserverCallback) {
        this.o = { cb, els: [] };
        observers.push(this.o);
      }
      observe(el: Element) {
        this.o.els.push(el);
      }
      unobserve(el: Element) {
        this.o.els = this.o.els.filter((x) => x !== el);
      }
      disconnect() {
        this.o.els = [];
      }
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

const box = () => document.getElementById(TOP_ID);

describe('the inline part of dist/head.html reserves the stored height before the first paint', () => {
  it('as a transparent top border of <body>, from the height stored for this page type', () => {
    document.body.removeAttribute('style');
    sessionStorage.setItem(topKey('projector'), '24');
    reserveTop('projector');
    expect(document.body.style.borderTopWidth).toBe('24px');
    expect(document.body.style.borderTopStyle).toBe('solid');
  });

  it.each([
    ['nothing stored', null],
    ['0 (no snippets last time)', '0'],
    ['garbage', 'abc'],
    ['negative', '-5'],
  ])('%s: nothing reserved', (_, stored) => {
    document.body.removeAttribute('style');
    if (stored !== null) sessionStorage.setItem(topKey('main'), stored);
    reserveTop('main');
    expect(document.body.style.borderTop).toBe('');
  });

  it("a page type not shown yet: the latest page's height, of any type (home, then a product page)", () => {
    document.body.removeAttribute('style');
    sessionStorage.setItem(topKey('main'), '24');
    sessionStorage.setItem(LAST_TOP_KEY, '31');
    reserveTop('projector');
    expect(document.body.style.borderTopWidth).toBe('31px');
  });

  it("this type's own height wins over the latest, 0 included (its pages have no snippets)", () => {
    document.body.removeAttribute('style');
    sessionStorage.setItem(LAST_TOP_KEY, '31');
    sessionStorage.setItem(topKey('projector'), '0');
    reserveTop('projector');
    expect(document.body.style.borderTop).toBe('');
    sessionStorage.setItem(topKey('projector'), '12');
    reserveTop('projector');
    expect(document.body.style.borderTopWidth).toBe('12px');
  });

  it.each([
    ['garbage', '{"h":'],
    ['over the sane limit', '1e9'],
  ])('the latest height is %s: nothing reserved', (_, stored) => {
    document.body.removeAttribute('style');
    sessionStorage.setItem(LAST_TOP_KEY, stored);
    reserveTop('projector');
    expect(document.body.style.borderTop).toBe('');
  });

  it('blocked storage does not stop the entry', () => {
    vi.stubGlobal(
      'sessionStorage',
      new Proxy(
        {},
        {
          get: () => {
            throw new DOMException('blocked', 'SecurityError');
          },
        },
      ),
    );
    expect(() => reserveTop('main')).not.toThrow();
  });
});

describe('the core fills the reserved space and remembers the height', () => {
  it('first page of a session: nothing reserved, so the window scrolls down by the snippet height at once (nothing on screen moves); its height is stored', () => {
    const { end, snippet } = page();
    const scroll = vi.spyOn(window, 'scrollBy').mockImplementation(() => {});
    placeTop(snippet(24), end);
    expect(scroll.mock.calls).toEqual([[{ top: 24, behavior: 'instant' }]]);
    settleTop('main', true);
    expect(sessionStorage.getItem(topKey('main'))).toBe('24');
    // And as the latest of any type, for the next page of a type not shown yet.
    expect(sessionStorage.getItem(LAST_TOP_KEY)).toBe('24');
    expect(box()).toBeNull();
  });

  it('later page, same height: the box turns into the snippet, nothing below moves, the box goes', () => {
    const { end, snippet } = page();
    sessionStorage.setItem(topKey('main'), '24');
    reserveTop('main');
    placeTop(snippet(24), end);
    // The border became a box at the top of <body>, emptied by the snippet in the same task.
    expect(document.body.style.borderTop).toBe('');
    expect(box()?.style.height).toBe('0px');
    expect(document.body.firstElementChild).toBe(box());
    settleTop('main', true);
    expect(box()).toBeNull();
    expect(sessionStorage.getItem(topKey('main'))).toBe('24');
  });

  it('two snippets: each takes its height out of the box (never below 0); the sum is stored', () => {
    const { end, snippet } = page();
    sessionStorage.setItem(topKey('main'), '40');
    reserveTop('main');
    placeTop(snippet(24), end);
    expect(box()?.style.height).toBe('16px');
    placeTop(snippet(30), end);
    expect(box()?.style.height).toBe('0px');
    settleTop('main', true);
    expect(sessionStorage.getItem(topKey('main'))).toBe('54');
  });

  it('a page that has not painted yet: nothing is seen to move, the window is not scrolled', () => {
    const { end, snippet } = page();
    vi.mocked(performance.getEntriesByName).mockReturnValue([]);
    const scroll = vi.spyOn(window, 'scrollBy').mockImplementation(() => {});
    placeTop(snippet(24), end);
    expect(scroll).not.toHaveBeenCalled();
  });

  it('the box takes what it can; only the excess scrolls the window, and a page the browser already kept still (scroll anchoring) is not scrolled again', () => {
    const { end, content } = page();
    sessionStorage.setItem(topKey('main'), '16');
    reserveTop('main');
    const scroll = vi.spyOn(window, 'scrollBy').mockImplementation(() => {});
    // The content's top as laid out: the snippets above it plus what is left of the box (16 px, reserved).
    let snippets = 0;
    content.getBoundingClientRect = () => ({ top: snippets + (parseFloat(box()?.style.height ?? '') || (box() ? 0 : 16)) }) as DOMRect;
    placeTop(() => (end.before(document.createElement('div')), (snippets += 10)), end);
    expect(box()?.style.height).toBe('6px');
    expect(scroll).not.toHaveBeenCalled();
    placeTop(() => (end.before(document.createElement('div')), (snippets += 30)), end);
    expect(box()?.style.height).toBe('0px');
    expect(scroll.mock.calls).toEqual([[{ top: 24, behavior: 'instant' }]]);
    // Anchored: the window scrolled by 20 as the 20 px went in, the content stayed where it was on screen.
    const y = vi.spyOn(window, 'scrollY', 'get').mockReturnValue(0);
    content.getBoundingClientRect = () => ({ top: 40 }) as DOMRect;
    placeTop(() => (end.before(document.createElement('div')), y.mockReturnValue(20)), end);
    expect(scroll).toHaveBeenCalledTimes(1);
    settleTop('main', true);
    expect(sessionStorage.getItem(topKey('main'))).toBe('60');
  });

  it('a shorter snippet than last time: the rest stays blank while in view, goes once scrolled out of view', () => {
    const { end, snippet } = page();
    sessionStorage.setItem(topKey('main'), '40');
    reserveTop('main');
    placeTop(snippet(24), end);
    settleTop('main', true);
    expect(box()?.style.height).toBe('16px');
    view(true);
    expect(box()).not.toBeNull();
    view(false);
    expect(box()).toBeNull();
    expect(sessionStorage.getItem(topKey('main'))).toBe('24');
  });

  it('an empty snippet list: 0 is stored (the next page reserves nothing); the reserved space waits to be out of view', () => {
    page();
    sessionStorage.setItem(topKey('main'), '24');
    reserveTop('main');
    settleTop('main', true);
    expect(sessionStorage.getItem(topKey('main'))).toBe('0');
    expect(box()?.style.height).toBe('24px');
    expect(document.body.style.borderTop).toBe('');
    view(false);
    expect(box()).toBeNull();
  });

  it('no answer (failed or never came): the stored height is kept, the space given back only out of view', () => {
    page();
    sessionStorage.setItem(topKey('main'), '24');
    reserveTop('main');
    settleTop('main', false);
    expect(sessionStorage.getItem(topKey('main'))).toBe('24');
    expect(box()?.style.height).toBe('24px');
    view(false);
    expect(box()).toBeNull();
  });

  it('settles once per page (a later refresh changes nothing)', () => {
    const { end, snippet } = page();
    placeTop(snippet(24), end);
    settleTop('main', true);
    placeTop(snippet(30), end);
    settleTop('main', true);
    expect(sessionStorage.getItem(topKey('main'))).toBe('24');
  });

  it('nothing reserved and nothing placed: no box is left behind', () => {
    page();
    settleTop('main', false);
    expect(box()).toBeNull();
  });
});

describe('the end of the page: what the answer appends to <body> is reserved like the top', () => {
  /** The inline part's sheet, as src/head.ts adopts it, from what the session stored. */
  function reserve(session: [string, string][]) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(reserveCss({ closed: [], cookies: '', session }));
    document.adoptedStyleSheets = [sheet];
    (document as unknown as Record<symbol, CSSStyleSheet>)[Symbol.for(TOP_SHEET)] = sheet;
  }
  /** Faked layout: an element's top is the sum of the heights (`data-h`) of the elements before it in <body>. */
  function layout(page: number, window: number) {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      let top = 0;
      for (let el = this.previousElementSibling; el; el = el.previousElementSibling) top += Number((el as HTMLElement).dataset.h ?? 0);
      return { top } as DOMRect;
    });
    const root = document.documentElement;
    Object.defineProperty(root, 'clientHeight', { configurable: true, get: () => window });
    // The document's height: the page's own, what was placed, and what is left of the end box.
    Object.defineProperty(root, 'scrollHeight', {
      configurable: true,
      get: () => page + [...document.body.children].reduce((h, el) => h + Number((el as HTMLElement).dataset.h ?? 0) + (el.id === END_ID ? parseFloat((el as HTMLElement).style.height) : 0), 0),
    });
  }
  /** A later page: the page's own height (window 800 px), and the end height the session stored, reserved. */
  const laterPage = (height: number, end: string) => {
    layout(height, 800);
    reserve([[END_KEY, end]]);
  };
  const layer = (h: number) => {
    const el = document.createElement('div');
    el.dataset.h = String(h);
    return el;
  };
  const end = () => document.getElementById(END_ID);

  beforeEach(() => {
    document.body.removeAttribute('style');
    document.body.innerHTML = '<main id="content">page</main>';
    document.adoptedStyleSheets = [];
  });
  afterEach(() => {
    vi.restoreAllMocks();
    delete (document.documentElement as unknown as Record<string, unknown>).clientHeight;
    delete (document.documentElement as unknown as Record<string, unknown>).scrollHeight;
  });

  it('the inline part holds the latest height as a transparent bottom border of <body> (a last box would move while the page is parsed)', () => {
    expect(reserveCss({ closed: [], cookies: '', session: [[END_KEY, '24']] })).toBe('body{--sf-bottom:24px;border-bottom:24px solid #0000}');
    for (const bad of ['{"h":', '1e9', '-5', '0']) expect(reserveCss({ closed: [], cookies: '', session: [[END_KEY, bad]] })).toBe('');
  });

  it('first page of a session: nothing reserved, what was placed is measured and stored, no box is left', () => {
    layout(760, 800);
    placeEnd([layer(24)]);
    placeEnd([layer(10)]);
    // Placed in order, at the end of <body>, before the (empty) end box.
    expect([...document.body.children].map((el) => el.id || (el as HTMLElement).dataset.h)).toEqual(['content', '24', '10', END_ID]);
    settleEnd(true);
    expect(sessionStorage.getItem(END_KEY)).toBe('34');
    expect(end()).toBeNull();
  });

  it('a later page: the reserve becomes a box of the same height in the same task, and each layer takes its height out of it', () => {
    laterPage(760, '34');
    placeEnd([layer(24)]);
    // The sheet is gone, its border with it; the box holds the rest: 760 + 24 + 10 = 794, as in the first frame.
    expect(document.adoptedStyleSheets).toEqual([]);
    expect(end()?.style.height).toBe('10px');
    placeEnd([layer(30)]);
    expect(end()?.style.height).toBe('0px');
    settleEnd(true);
    expect(sessionStorage.getItem(END_KEY)).toBe('54');
    expect(end()).toBeNull();
  });

  it('what is left is given back out of view when the page is taller than the window either way', () => {
    laterPage(1500, '40');
    placeEnd([layer(24)]);
    settleEnd(true);
    expect(end()?.style.height).toBe('16px');
    view(true);
    expect(end()).not.toBeNull();
    view(false);
    expect(end()).toBeNull();
  });

  it('what is left stays, blank, when taking it away would make the page fit the window (its scrollbar would go)', () => {
    // 770 + 24 placed = 794; with the 16 px left, 810 > 800: a scrollbar; without it none.
    laterPage(770, '40');
    placeEnd([layer(24)]);
    settleEnd(true);
    view(false);
    expect(end()?.style.height).toBe('16px');
  });

  it('no answer: nothing stored (the height of the last answer stays), the box waits like any rest', () => {
    sessionStorage.setItem(END_KEY, '40');
    laterPage(1500, '40');
    settleEnd(false);
    expect(sessionStorage.getItem(END_KEY)).toBe('40');
    expect(end()?.style.height).toBe('40px');
    view(false);
    expect(end()).toBeNull();
  });

  it('a customer\'s review with id="sf-end" is not taken for the box: nothing goes into it, its height is its own', () => {
    document.body.innerHTML = '<main id="content"><div data-storefront="off"><p id="sf-end" style="height:5px">review</p></div></main>';
    const review = document.getElementById(END_ID)!;
    laterPage(760, '24');
    placeEnd([layer(24)]);
    expect(review.children).toHaveLength(0);
    expect(review.style.height).toBe('5px');
    expect(document.body.lastElementChild?.id).toBe(END_ID);
    expect(document.body.lastElementChild).not.toBe(review);
    expect((document.body.lastElementChild as HTMLElement).style.height).toBe('0px');
    settleEnd(true);
    expect(review.isConnected).toBe(true);
  });

  it('content of a later refresh, after the box went: placed at the end of <body>, not lost', () => {
    layout(760, 800);
    placeEnd([layer(24)]);
    settleEnd(true);
    placeEnd([layer(10)]);
    expect((document.body.lastElementChild as HTMLElement).dataset.h).toBe('10');
  });

  it('a snippet placed at the top while the page is still parsed: the end reserve stays a bottom border of <body> until parsing ends, then becomes the box at the end', () => {
    layout(760, 800);
    reserve([
      [LAST_TOP_KEY, '38'],
      [END_KEY, '24'],
    ]);
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    const snippets = document.createComment('end of snippets');
    document.body.prepend(snippets);
    placeTop(() => snippets.before(layer(38)), snippets);
    expect(end()).toBeNull();
    expect(document.body.style.borderBottomWidth).toBe('24px');
    // The rest of the page is parsed after what was there.
    document.body.append(Object.assign(document.createElement('footer'), { id: 'foot' }));
    delete (document as unknown as Record<string, unknown>).readyState;
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(document.body.style.borderBottomWidth).toBe('');
    expect(document.body.lastElementChild?.id).toBe(END_ID);
    expect(end()?.style.height).toBe('24px');
  });

  it('the top and the end reserves share one sheet: made into boxes together, whichever comes first', () => {
    layout(760, 800);
    reserve([
      [LAST_TOP_KEY, '38'],
      [END_KEY, '24'],
    ]);
    placeEnd([layer(24)]);
    expect(document.getElementById(TOP_ID)?.style.height).toBe('38px');
    expect(document.body.firstElementChild?.id).toBe(TOP_ID);
  });
});
