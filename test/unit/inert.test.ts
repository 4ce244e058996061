/**
 * Customer-written content stays inert, the rules without a browser: the URL checks return what they
 * checked (characters JavaScript's trim drops but the URL parser keeps), partial loads pair no region from
 * a `data-storefront="off"` region, and the batch call, the IBAN check and the error log are pinned to the
 * page's own origin.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpUrl, localUrl, markJsonKeys, optionUrl, safeUrl, sameOriginUrl } from '../../src/util/url';
import { navigationKind } from '../../src/api/navigate';
import { readTileUrl } from '../../widgets/map/options';
import { safeLink } from '../../widgets/instalments/rules';
import { matchRegions } from '../../src/api/navigate';
import { liveAll, liveById, liveFirst } from '../../src/util/off';
import { readPageContext } from '../../src/start/context';
import { adoptSheet, elementAt, viewTransition } from '../../src/util/builtins';
import { parsingCss, reserveCss } from '../../markers/first-frame';
import { MAX_TYPE } from '../../src/api/top-space';
import { runBatch } from '../../src/api/batch';
import { logError, resetRate } from '../../src/util/error-log';
import { ibanValid } from '../../widgets/form/api';

const PAGE = 'https://shop.example/pl/page.html';
// Each is stripped by String.prototype.trim and kept by the URL parser (so a value led by one is a relative path).
const KEPT = ['\u00A0', '\uFEFF', '\u2028', '\u2029', '\u3000', '\u1680', '\u2000', '\u200A', '\u202F', '\u205F'];

afterEach(() => vi.restoreAllMocks());

describe('a URL check returns the string it checked', () => {
  it.each(KEPT.map((c) => [c.codePointAt(0)!.toString(16)]))('U+%s before javascript: never comes back as a script URL', (hex) => {
    const value = `${String.fromCodePoint(parseInt(hex, 16))}javascript:alert(document.domain)`;
    // What each check returns, resolved as the browser will resolve it, is http(s) on the page's origin.
    const back = safeUrl(value, PAGE);
    expect(back).toBe(value);
    expect(new URL(back, PAGE).protocol).toBe('https:');
    expect(new URL(back, PAGE).origin).toBe('https://shop.example');
    const tiles = readTileUrl(`${value}/{z}/{x}/{y}`)!;
    expect(new URL(tiles.replace(/\{[zxy]\}/g, '0'), PAGE).origin).toBe('https://shop.example');
    const link = safeLink(value, PAGE)!;
    expect(new URL(link, PAGE).protocol).toBe('https:');
  });

  it.each(KEPT.map((c) => [c.codePointAt(0)!.toString(16)]))('U+%s: every other check gives an absolute URL of the page or refuses', (hex) => {
    const value = `${String.fromCodePoint(parseInt(hex, 16))}javascript:alert(1)`;
    const props = { a: value, b: value };
    markJsonKeys(props, ['a']);
    for (const out of [httpUrl(value, PAGE)?.href, sameOriginUrl(value, PAGE)?.href, localUrl(value, PAGE), optionUrl(props, 'a', PAGE), optionUrl(props, 'b', PAGE)])
      expect(out).toMatch(/^https:\/\/shop\.example\//);
    expect(navigationKind(value, PAGE)).toBe('partial');
  });

  it('a tile template led by a no-break space stays on the shop (it is a path there, never another host)', () => {
    const value = '\u00A0https://evil.example/{z}/{x}/{y}.png';
    const back = readTileUrl(value, false);
    expect(back).toBe(value);
    expect(new URL(back!.replace(/\{[zxy]\}/g, '1'), PAGE).host).toBe('shop.example');
  });

  it('ASCII spaces and controls around a value are dropped by the parser alike: the checked value is returned unchanged', () => {
    expect(safeUrl(' https://cdn.example/a.png\n', PAGE)).toBe(' https://cdn.example/a.png\n');
    expect(httpUrl(' https://cdn.example/a.png\n', PAGE)?.href).toBe('https://cdn.example/a.png');
  });

  it('100 KB of those characters is checked at once, without a script URL', () => {
    const value = KEPT.join('').repeat(10_000) + 'javascript:alert(1)';
    const t = performance.now();
    expect(new URL(safeUrl(value, PAGE) || 'x:', PAGE).protocol).not.toBe('javascript:');
    expect(performance.now() - t).toBeLessThan(200);
  });
});

describe('"off" regions in page-wide lookups', () => {
  const parse = (html: string) => new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');

  it('liveFirst and liveAll skip elements under data-storefront="off"', () => {
    const doc = parse('<div data-storefront="off"><p id="x" class="c">review</p></div><p id="x" class="c">page</p>');
    expect(liveFirst(doc, '.c')?.textContent).toBe('page');
    expect(liveAll(doc, '.c').map((e) => e.textContent)).toEqual(['page']);
    expect(liveFirst(doc, '#x')?.textContent).toBe('page');
  });

  it("liveById gives the shop's element when a review repeats its id before it", () => {
    const doc = parse('<div data-storefront="off"><ul id="sf_footer_1">review</ul><p id="a.b">review</p></div><ul id="sf_footer_1">page</ul><p id="a.b">page</p>');
    for (const byId of [liveById]) {
      expect((byId(doc, 'sf_footer_1') || null)?.textContent).toBe('page');
      expect((byId(doc, 'a.b') || null)?.textContent).toBe('page'); // any id: escaped, never a selector of the review's making
      expect(byId(doc, 'nowhere') || null).toBeNull();
      expect(byId(doc, '') || null).toBeNull();
    }
    expect(liveById(parse('<div data-storefront="off"><p id="top">review</p></div>'), 'top')).toBeNull();
    expect(liveById(doc, null)).toBeNull();
  });

  it("the page type: a review's #container (on a page without one, or before the shop's) is not read", () => {
    expect(readPageContext(parse('<div data-storefront="off"><div id="container" class="order1_page"></div></div>')).type).toBe('');
    const legacy = parse('<div data-storefront="off"><div id="container" class="basketedit_page"></div></div><div id="container" class="projector_page"></div>');
    expect(readPageContext(legacy).type).toBe('projector');
    const widgets = parse('<div data-storefront="off"><div id="container" class="client-new_page"></div></div>');
    widgets.body.dataset.page = 'main';
    expect(readPageContext(widgets).type).toBe('main');
  });

  it('matchRegions pairs no candidate inside an "off" region, in either page', () => {
    const current = parse('<div data-storefront="off"><div data-region="side">review A</div></div><div data-region="side">A</div><div id="content">CA</div>');
    const next = parse('<div data-storefront="off"><div data-region="side">review B</div><div id="content">fake</div></div><div data-region="side">B</div><div id="content">CB</div>');
    const pairs = matchRegions(current, next).map(([a, b]) => [a.textContent, b.textContent]);
    expect(pairs).toEqual([
      ['A', 'B'],
      ['CA', 'CB'],
    ]);
  });

  it('matchRegions stays linear: the fetched page is searched a fixed number of times, not once per region', () => {
    const many = Array.from({ length: 2_000 }, (_, i) => `<i data-region="r${i}"></i>`).join('');
    const [a, b] = [parse(many), parse(many)];
    const one = vi.spyOn(b, 'querySelector');
    const all = vi.spyOn(b, 'querySelectorAll');
    expect(matchRegions(a, b)).toHaveLength(2_000);
    expect(one.mock.calls.length + all.mock.calls.length).toBeLessThanOrEqual(3);
  });
});

describe("the bundle's own requests are built from the page's origin", () => {
  it('the batch call: an absolute URL on location.origin, same-origin mode; an answer from elsewhere is refused', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const answer = new Response('{"Basket":{"response":{}}}', { headers: { 'content-type': 'application/json' } });
    Object.defineProperty(answer, 'url', { value: 'https://evil.example/ajax/get.php' });
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer);
    await expect(runBatch(['Basket'], { view: 3, requestUri: '/', additionalAjax: '' })).resolves.toBeNull();
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toBe(`${location.origin}/ajax/get.php`);
    expect(init?.mode).toBe('same-origin');
    expect(String(warn.mock.calls[0]?.[0])).toContain('evil.example');
  });

  it("the IBAN check: the shop's own address and same-origin mode, whatever <base> the page holds", async () => {
    const base = document.createElement('base');
    base.href = 'https://evil.example/';
    document.body.append(base);
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"errno":0}'));
    await expect(ibanValid('PL61109010140000071219812874')).resolves.toBe(true);
    base.remove();
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(new URL(String(url)).origin).toBe(location.origin);
    expect(init?.mode).toBe('same-origin');
  });

  it('the error log: resolved against the page, never the document base; no redirect followed', () => {
    resetRate();
    const base = document.createElement('base');
    base.href = 'https://evil.example/';
    document.body.append(base);
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    logError('/graphql/v1/', new Error('x'), 'test');
    base.remove();
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(new URL(String(url)).origin).toBe(location.origin);
    expect(init?.redirect).toBe('error');
  });
});

describe("the document's built-ins come from its prototypes", () => {
  // An element's name is an own property of the document that hides the prototype's member (a review's
  // <img name="elementFromPoint"> kept by a sanitizer on a server DOM): modelled here as that own property.
  const shadow = (name: string) => Object.defineProperty(document, name, { value: document.createElement('img'), configurable: true });
  afterEach(() => {
    for (const name of ['adoptedStyleSheets', 'elementFromPoint', 'startViewTransition']) if (Object.hasOwn(document, name)) Reflect.deleteProperty(document, name);
  });

  it('adoptSheet adds and drops a constructed sheet while `document.adoptedStyleSheets` is an image', () => {
    const before = document.adoptedStyleSheets.length;
    shadow('adoptedStyleSheets');
    const sheet = new CSSStyleSheet();
    adoptSheet(sheet);
    Reflect.deleteProperty(document, 'adoptedStyleSheets');
    expect(document.adoptedStyleSheets).toContain(sheet);
    shadow('adoptedStyleSheets');
    adoptSheet(sheet, true);
    Reflect.deleteProperty(document, 'adoptedStyleSheets');
    expect(document.adoptedStyleSheets).not.toContain(sheet);
    expect(document.adoptedStyleSheets).toHaveLength(before);
  });

  it('elementAt asks the prototype, and viewTransition runs nothing where the browser has none', () => {
    const proto = Object.getPrototypeOf(document) as { elementFromPoint(x: number, y: number): Element | null };
    const spy = vi.spyOn(proto, 'elementFromPoint').mockReturnValue(document.body);
    shadow('elementFromPoint');
    expect(elementAt(3, 4)).toBe(document.body);
    expect(spy).toHaveBeenCalledWith(3, 4);
    // happy-dom, like Firefox ESR, has no view transitions: a shadowing image is not taken for them.
    shadow('startViewTransition');
    const update = vi.fn();
    expect(viewTransition(update)).toBeUndefined();
    expect(update).not.toHaveBeenCalled();
  });
});

describe('stored keys and values are bounded before any work (the inline part of dist/head.html)', () => {
  const none = { closed: [], cookies: '' };
  it(`a page type of ${MAX_TYPE} characters is reserved; a longer key is skipped before it is escaped`, () => {
    const type = 'é'.repeat(MAX_TYPE);
    expect(reserveCss({ ...none, session: [[`storefront:${type}`, '40']] })).toContain('{--sf-top:40px}');
    expect(reserveCss({ ...none, session: [[`storefront:${type}é`, '40']] })).toBe('');
  });

  it('a 1,000,000-character key and value cost no more than short ones (best of three under 100 ms; escaped whole, such a key takes 370 ms in Node here)', () => {
    const long = 'é'.repeat(1e6);
    const session: [string, string][] = [
      [`storefront:${long}`, '40'],
      ['storefront: grid', ' '.repeat(1e6)],
      ['storefront: last', long],
    ];
    const runs = [0, 1, 2].map(() => {
      const start = performance.now();
      expect(reserveCss({ ...none, session })).toBe('');
      expect(parsingCss({ ...none, session }, true)).toBe('');
      return performance.now() - start;
    });
    expect(Math.min(...runs)).toBeLessThan(100);
  });
});
