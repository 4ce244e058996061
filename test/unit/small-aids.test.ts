/** The small aids on a page (docs/theme-guide.md#elements-the-bundle-handles-without-a-marker): ui/small-aids.ts on markup, and when the core loads it (src/core/small-aids-loader.ts). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enhance } from '../../src/ui/small-aids';

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.lang = '';
});

const text = (id: string) => document.getElementById(id)!.textContent;

describe('news dates on the page', () => {
  it.each([
    ['<time data-news-date datetime="2026-11-05" id="t">5 listopada</time>', '05-11-26'], // datetime wins over the text
    ['<time data-news-date id="t">2025-03-09</time>', '09-03-25'], // the text when no datetime
    ['<time data-news-date data-format="%d.%m.%Y" datetime="2026-01-31" id="t">x</time>', '31.01.2026'],
    ['<time data-news-date data-format="%e %B %Y" datetime="2026-01-31" id="t">x</time>', '31 stycznia 2026'], // Intl names of the page language
    ['<time data-news-date data-format="%e %m %Y" data-month-names="I,II,III,IV,V,VI,VII,VIII,IX,X,XI,XII" datetime="2026-11-05" id="t">x</time>', '5 XI 2026'],
    ['<time data-news-date data-format="%e %B" data-month-names="a,b" datetime="2026-11-05" id="t">x</time>', '5 listopada'], // not 12 names: the language's
    ['<time data-news-date datetime="2026-02-30" id="t">30 lutego?</time>', '30 lutego?'], // not a date: server text stays
    ['<time data-news-date id="t">wczoraj</time>', 'wczoraj'],
    ['<time data-news-date id="t"></time>', ''],
  ])('%s -> %s', (html, out) => {
    document.documentElement.lang = 'pl';
    document.body.innerHTML = html;
    enhance(document, 'pol');
    expect(text('t')).toBe(out);
  });

  it('English month names on an English page', () => {
    document.documentElement.lang = 'en';
    document.body.innerHTML = '<time data-news-date data-format="%e %B %Y" datetime="2026-01-31" id="t">x</time>';
    enhance(document, 'eng');
    expect(text('t')).toBe('31 January 2026');
  });

  it('a date read from the text gets its machine-readable datetime', () => {
    document.body.innerHTML = '<time data-news-date id="t">2025-03-09</time>';
    enhance(document, 'pol');
    expect(document.getElementById('t')!.getAttribute('datetime')).toBe('2025-03-09');
  });

  it('runs once per element: a second pass (after a partial navigation) leaves it alone', () => {
    document.body.innerHTML = '<time data-news-date id="t">2025-03-09</time>';
    enhance(document, 'pol');
    enhance(document, 'pol');
    expect(text('t')).toBe('09-03-25');
    document.body.insertAdjacentHTML('beforeend', '<time data-news-date id="u">2024-12-24</time>');
    enhance(document, 'pol');
    expect([text('t'), text('u')]).toEqual(['09-03-25', '24-12-24']);
  });
});

describe('day counts on the page', () => {
  it.each([
    ['14', '14 dni'],
    ['1', '1 dzień'],
    ['1.5', '1,5 dnia'],
    ['2', '2 dni'],
    ['22', '22 dni'],
    ['0', '0 dni'],
    ['', 'srv'],
    ['abc', 'srv'],
    ['  ', 'srv'], // not a number: the server text stays
  ])('data-change-literal-days="%s" -> %s on a Polish page', (n, out) => {
    document.body.innerHTML = `<span data-change-literal-days="${n}" id="d">srv</span>`;
    enhance(document, 'pol');
    expect(text('d')).toBe(out);
  });
  it.each([
    ['1', '1 dnia'],
    ['1.5', '1,5 dnia'],
    ['3', '3 dni'],
    ['7', '7 dni'],
    ['x', 'srv'],
  ])('data-change-literal-days-up-to="%s" -> %s (after "do")', (n, out) => {
    document.body.innerHTML = `<span data-change-literal-days-up-to="${n}" id="d">srv</span>`;
    enhance(document, 'pol');
    expect(text('d')).toBe(out);
  });
  it("the platform's data-days boxes (the basket's delivery split) keep their content", () => {
    document.body.innerHTML = '<div data-days="2" id="d"><input type="radio" id="r"><label for="r">Szybciej</label></div>';
    enhance(document, 'pol');
    expect(document.getElementById('r')).not.toBeNull();
    expect(text('d')).toBe('Szybciej');
  });
  it('other languages keep the server text (only Polish forms exist)', () => {
    document.body.innerHTML = '<span data-change-literal-days="3" id="d">3 days</span>';
    enhance(document, 'eng');
    expect(text('d')).toBe('3 days');
  });
});

describe('lazy images on the page', () => {
  it('one observer at a time: a new pass lets go of the previous one (images of replaced regions)', () => {
    const observers: { disconnected: boolean; targets: Element[] }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        rec = { disconnected: false, targets: [] as Element[] };
        constructor(
          _cb: unknown,
          public options: IntersectionObserverInit,
        ) {
          expect(options.rootMargin).toBe('100px 0px');
          observers.push(this.rec);
        }
        observe(el: Element) {
          this.rec.targets.push(el);
        }
        unobserve() {}
        disconnect() {
          this.rec.disconnected = true;
        }
      },
    );
    document.body.innerHTML = '<img data-src="a.jpg" width="10" height="10" alt="" id="a">';
    enhance(document, 'pol');
    document.body.innerHTML = '<img data-src="b.jpg" width="10" height="10" alt="" id="b">';
    enhance(document, 'pol');
    expect(observers.map((o) => [o.disconnected, o.targets.map((t) => t.id)])).toEqual([
      [true, ['a']],
      [false, ['b']],
    ]);
    expect(document.getElementById('b')!.hasAttribute('src')).toBe(false); // not before it comes near
  });
});

describe('the core loads the aids only for pages that have them', () => {
  it('no aid on the page: no chunk; one arriving with a partial navigation: loaded then, and after every later navigation', async () => {
    vi.resetModules();
    const enhanceMock = vi.fn();
    vi.doMock('../../src/ui/small-aids', () => ({ enhance: enhanceMock }));
    const { watchAids } = await import('../../src/core/small-aids-loader');
    const ctl = new AbortController();
    const add = document.addEventListener.bind(document);
    vi.spyOn(document, 'addEventListener').mockImplementation((t, l, o) => add(t, l, { ...(typeof o === 'object' ? o : {}), signal: ctl.signal }));
    try {
      document.body.innerHTML = '<p>Nic</p>';
      // The core calls the returned look after each partial navigation (its own call, not a DOM event).
      const afterNavigation = watchAids('pol');
      await new Promise((r) => setTimeout(r, 20));
      expect(enhanceMock).not.toHaveBeenCalled();
      document.body.innerHTML = '<time data-news-date>2026-11-05</time>';
      // A storefront:navigated event dispatched by anyone is not a navigation the runtime made: nothing runs.
      document.dispatchEvent(new CustomEvent('storefront:navigated'));
      await new Promise((r) => setTimeout(r, 20));
      expect(enhanceMock).not.toHaveBeenCalled();
      afterNavigation();
      await vi.waitFor(() => expect(enhanceMock).toHaveBeenCalledTimes(1));
      expect(enhanceMock).toHaveBeenCalledWith(document, 'pol');
      document.body.innerHTML = '<p>Bez pomocy</p>'; // once loaded, it runs again (to let go of old images)
      afterNavigation();
      await vi.waitFor(() => expect(enhanceMock).toHaveBeenCalledTimes(2));
    } finally {
      ctl.abort();
      vi.doUnmock('../../src/ui/small-aids');
    }
  });

  it('when the chunk cannot load, lazy images get their source at once', async () => {
    vi.resetModules();
    vi.doMock('../../src/ui/small-aids', () => {
      throw new Error('chunk failed');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { watchAids } = await import('../../src/core/small-aids-loader');
    const ctl = new AbortController();
    const add = document.addEventListener.bind(document);
    vi.spyOn(document, 'addEventListener').mockImplementation((t, l, o) => add(t, l, { ...(typeof o === 'object' ? o : {}), signal: ctl.signal }));
    try {
      document.body.innerHTML = '<img data-src="/big.jpg" width="10" height="10" alt="" id="i">';
      watchAids('pol');
      await vi.waitFor(() => expect(document.getElementById('i')!.getAttribute('src')).toBe('/big.jpg'));
      expect(warn).toHaveBeenCalled();
    } finally {
      ctl.abort();
      vi.doUnmock('../../src/ui/small-aids');
    }
  });
});
