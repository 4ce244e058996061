// @vitest-environment node
/**
 * What the first frame shows, as the inline part of dist/head.html writes it (markers/first-frame.ts):
 * closed bars and strips hidden, the body_top snippets' space held; every stored text escaped.
 */
import { describe, expect, it } from 'vitest';
import { GRID_KEY, cssIdent, hiddenCss, parsingCss, reserveCss } from '../../markers/first-frame';
import { LAST_TOP_KEY } from '../../src/api/top-space';

const none = { closed: [], cookies: '', session: [] };

describe('closed bars and strips', () => {
  it('a closed bar is hidden by its id, only as a .bars__item and never in the order process', () => {
    const { css, dropClasses } = hiddenCss({ ...none, closed: ['bar21', 'promo.2'] });
    expect(css.split('\n')).toEqual([
      ':root:not(.order_process) body:not([data-order-process]:not([data-order-process=false])) .bars__item#bar21{display:none!important}',
      ':root:not(.order_process) body:not([data-order-process]:not([data-order-process=false])) .bars__item#promo\\2e 2{display:none!important}',
    ]);
    expect(dropClasses).toEqual([]);
  });

  it("a strip's cookie (whole name) hides the strip and drops its <html> class", () => {
    expect(hiddenCss({ ...none, cookies: 'a=1; freeeshipping_clicked=true' })).toEqual({
      css: '#freeShipping,[data-widget~=rebate-code][data-cookie=freeeshipping_clicked]{display:none!important}',
      dropClasses: ['--freeShipping'],
    });
    expect(hiddenCss({ ...none, cookies: 'rabateCode_clicked=1' }).dropClasses).toEqual(['--rabateCode']);
    // A cookie whose name only ends the same is another cookie.
    expect(hiddenCss({ ...none, cookies: 'xrabateCode_clicked=1; my_freeeshipping_clicked=1' })).toEqual({ css: '', dropClasses: [] });
  });
});

/** The top reserve's box: an empty first block of <body>'s content, its height from the variable. */
const BOXES = 'body::before{content:"";display:block;position:static;height:var(--sf-top)}';

describe('the snippets space', () => {
  it('the latest page of any type sets it, unless this body[data-page] type measured its own (0 included)', () => {
    const css = reserveCss({
      ...none,
      session: [
        [LAST_TOP_KEY, '24'],
        ['storefront:main', '24'],
        ['storefront:basket', '0'],
        ['storefront:projector', '31.5'],
        ['other', '9'],
      ],
    });
    expect(css.split('\n')).toEqual([
      'body:not([data-page="main"]):not([data-page="basket"]):not([data-page="projector"]){--sf-top:24px}',
      'body[data-page="main"]{--sf-top:24px}',
      'body[data-page="projector"]{--sf-top:31.5px}',
      BOXES,
    ]);
  });

  it.each([
    ['nothing stored', []],
    ['garbage', [[LAST_TOP_KEY, '{"h":']]],
    ['over the sane limit', [[LAST_TOP_KEY, '1e9']]],
    ['negative', [[LAST_TOP_KEY, '-5']]],
  ] as const)('%s: nothing reserved', (_, session) => {
    expect(reserveCss({ ...none, session })).toBe('');
  });

  it('a stored type cannot write CSS: it is escaped into the attribute value', () => {
    const css = reserveCss({ ...none, session: [['storefront:x"]{}*{display:none}', '12']] });
    expect(css).toBe(`body[data-page="x\\22 \\5d \\7b \\7d \\2a \\7b display\\3a none\\7d "]{--sf-top:12px}\n${BOXES}`);
  });
});

describe('while the page is parsed (phone and tablet), from what the latest such page moved', () => {
  const OFF = '[data-storefront=off],[data-storefront=off] *';
  const CRUMBS = `#breadcrumbs:not(#layout>#breadcrumbs,[data-breadcrumbs-mobile]>#breadcrumbs,${OFF}){display:none!important}`;
  const GRID = `[data-mobile-grid]:not(#mobile_grid>*,${OFF}){display:none!important}#mobile_grid{min-height:72px}`;
  const stored = (value: string) => ({ ...none, session: [[GRID_KEY, value]] as [string, string][] });

  it('breadcrumbs that moved there wait out of sight until they stand in #layout; a tablet holds no grid', () => {
    expect(parsingCss(stored('mobile_grid 72 1'), false)).toBe(CRUMBS);
  });

  it('a phone: elements not in the container measured earlier are not drawn, and it holds that height', () => {
    expect(parsingCss(stored('mobile_grid 72 1'), true)).toBe(CRUMBS + GRID);
  });

  it('breadcrumbs that stayed in the header there (a theme without #layout) are never hidden', () => {
    expect(parsingCss(stored('mobile_grid 72 0'), true)).toBe(GRID);
  });

  it('no grid there: none held', () => {
    expect(parsingCss(stored('- 0 1'), true)).toBe(CRUMBS);
  });

  it.each([
    ['nothing stored (the first page of a session)', []],
    ['an empty value', [[GRID_KEY, '']]],
  ] as const)('%s: nothing hidden, nothing held', (_, session) => {
    expect(parsingCss({ ...none, session }, true)).toBe('');
  });

  it('a height over the sane limit, negative or not a number holds 0 px', () => {
    for (const px of ['1e9', '-5', 'x', '']) expect(parsingCss(stored(`g ${px} 0`), true)).toContain('#g{min-height:0px}');
  });

  it('a stored id cannot write CSS: it is escaped', () => {
    expect(parsingCss(stored('a>*{}b 10 0'), true)).toContain('#a\\3e \\2a \\7b \\7d b{min-height:10px}');
  });

  it('100 KB of adversarial storage: in linear time (the id is cut at 100 characters), nothing unescaped', () => {
    const started = performance.now();
    const css = parsingCss(stored('"]{}\\\n<>/*'.repeat(10_000) + ' 5 1'), true);
    expect(performance.now() - started).toBeLessThan(200);
    expect(css.match(/\{/g)).toHaveLength(3);
  });

  it('the key is no page type: the snippets reserve ignores it', () => {
    expect(
      reserveCss({
        ...none,
        session: [
          [GRID_KEY, '40'],
          [LAST_TOP_KEY, '12'],
        ],
      }),
    ).toBe(`body{--sf-top:12px}\n${BOXES}`);
  });
});

describe('cssIdent', () => {
  it.each([
    ['bar21', 'bar21'],
    ['1st', '\\31 st'],
    ['-2', '-\\32 '],
    ['-', '\\2d '],
    ['a.b:c', 'a\\2e b\\3a c'],
    ['ą', '\\105 '],
  ])('%s -> %s', (input, out) => expect(cssIdent(input)).toBe(out));

  it('100 KB of adversarial text: escaped in linear time (a quadratic escape takes minutes; 1 s leaves room for a busy 2-core machine), no character left that could end the selector', () => {
    const input = '"]{}\\\n<>/*'.repeat(10_000);
    const started = performance.now();
    const out = cssIdent(input);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(out).toMatch(/^[\w\\ -]+$/);
  });
});
