/**
 * The body_top snippets' space: the inline head part reserves what this page type's snippets took
 * earlier in the session (src/ui/top-reserve.ts), the core takes each placed snippet's height out of it
 * in the same task and stores what it measured, and gives back what is left only when out of view
 * (src/api/top-space.ts). Layout is faked: the element below the snippets reports its top.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reserveTop } from '../../src/ui/top-reserve';
import { LAST_TOP_KEY, placeTop, resetTop, settleTop, topKey, TOP_ID } from '../../src/api/top-space';

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
  it('first page of a session: the snippet moves the page (nothing was known) and its height is stored', () => {
    const { end, snippet } = page();
    placeTop(snippet(24), end);
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
