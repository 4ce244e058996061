/** What the search dropdown shows (docs/widgets/search.md) and how the answer is read: sections, prices, highlight, links. */
import { describe, expect, test } from 'vitest';
import { DEFAULT_CURRENCY } from '../../src/i18n/price';
import { normalize, safeUrl, type SearchResult } from '../../widgets/search/query';
import { buildSections, highlight } from '../../widgets/search/sections';

const RAW = {
  products: [
    {
      name: 'Kurtka zimowa Alpina',
      link: '/product-pol-1-Kurtka.html',
      iconSmall: '/fixtures/img/p1.svg',
      iconSmallSecond: '/fixtures/img/p1.svg?second',
      price: { price: { gross: { value: 1230, formatted: '1 230,00 zł' }, net: { value: 1000, formatted: '1 000,00 zł' } } },
    },
  ],
  series: [{ name: 'Burza', link: '/ser-pol-2-Burza.html' }],
  producers: [{ name: 'Alpina', link: '/firm-pol-1-Alpina.html' }],
  cms: [{ name: 'Jak wybrać kurtkę zimową', link: '/Jak-cinfo-pol-5.html' }],
  searchQueries: [{ name: 'kurtka zimowa', link: '/search.php?text=kurtka%20zimowa' }],
  menuNodes: [
    { name: 'Kurtki zimowe', link: '/pol_m_Odziez_Kurtki_Kurtki-zimowe-102.html', bc: { item: [{ title: 'Odzież' }, { title: 'Kurtki' }] } },
    { name: 'Odzież', link: '/pol_m_Odziez-100.html', bc: null },
  ],
};
const result = normalize(RAW) as SearchResult;

describe('sections', () => {
  test('in order: phrases, categories (producers, series, menu nodes), pages, products', () => {
    const sections = buildSections(result, { priceType: 'gross', currency: DEFAULT_CURRENCY });
    expect(sections.map((s) => [s.key, s.title, s.block, s.items.map((i) => `${i.kind}:${i.label}`)])).toEqual([
      ['phrases', 'search_popular_phrases', 'phrases', ['phrase:kurtka zimowa']],
      ['categories', 'search_popular_categories', 'other', ['producer:Alpina', 'series:Burza', 'category:Kurtki zimowe', 'category:Odzież']],
      ['pages', 'search_pages', 'other', ['page:Jak wybrać kurtkę zimową']],
      ['products', 'search_products', 'other', ['product:Kurtka zimowa Alpina']],
    ]);
  });

  test('menu categories carry their breadcrumb trail', () => {
    const [, categories] = buildSections(result, { priceType: 'gross', currency: DEFAULT_CURRENCY });
    expect(categories?.items.map((i) => i.trail)).toEqual([undefined, undefined, ['Odzież', 'Kurtki'], []]);
  });

  test.each([
    ['gross', '1 230,00 zł'],
    ['net', '1 000,00 zł'],
  ] as const)('products show the %s price', (priceType, price) => {
    const products = buildSections(result, { priceType, currency: DEFAULT_CURRENCY }).at(-1);
    expect(products?.items[0]).toMatchObject({ price, image: '/fixtures/img/p1.svg', link: new URL('/product-pol-1-Kurtka.html', location.href).href });
  });

  test('a price without its formatted text is formatted with the shop currency', () => {
    const r = normalize({ products: [{ name: 'X', link: '/x', price: { price: { gross: { value: 1234.5 } } } }] }) as SearchResult;
    expect(buildSections(r, { priceType: 'gross', currency: DEFAULT_CURRENCY })[0]?.items[0]?.price).toBe('1 234,50 zł');
  });

  test('empty sections are left out', () => {
    const r = normalize({ products: [], searchQueries: [{ name: 'buty', link: '/s?text=buty' }] }) as SearchResult;
    expect(buildSections(r, { priceType: 'gross', currency: DEFAULT_CURRENCY }).map((s) => s.key)).toEqual(['phrases']);
  });
});

describe('reading the answer', () => {
  test('drops entries without a name or with an unsafe link; keeps the rest', () => {
    const r = normalize({
      searchQueries: [
        { name: 'ok', link: '/ok' },
        { name: '', link: '/empty' },
        { name: 'js', link: 'javascript:alert(1)' },
        { name: 'data', link: 'data:text/html,<script>alert(1)</script>' },
        { name: 42, link: '/number' },
        // Links that leave the shop: each starts like a path and resolves to another host.
        { name: 'backslash', link: '/\\evil.example' },
        { name: 'tab', link: '/\t/evil.example' },
        { name: 'protocol-relative', link: '//evil.example' },
        { name: 'absolute', link: 'https://evil.example/' },
        null,
        'text',
      ],
      products: 'not a list',
    });
    expect(r?.searchQueries).toEqual([{ name: 'ok', link: new URL('/ok', location.href).href }]);
    expect(r?.products).toEqual([]);
  });

  test.each([null, undefined, 'x', 1, []])('%j is not a result', (v) => expect(normalize(v)).toBeNull());

  test.each([
    ['/a', '/a'],
    ['https://cdn.example.com/p.png', 'https://cdn.example.com/p.png'],
    ['//cdn.example.com/p.png', '//cdn.example.com/p.png'],
    [' JavaScript:alert(1)', ''],
    ['vbscript:x', ''],
    [42, ''],
  ])('safeUrl(%j) = %j', (raw, out) => expect(safeUrl(raw)).toBe(out));
});

describe('highlight by splitting strings (no RegExp from the shopper text)', () => {
  const join = (parts: { text: string; match: boolean }[]) => parts.map((p) => (p.match ? `[${p.text}]` : p.text)).join('');

  test.each([
    ['Kurtka zimowa', 'kurt', '[Kurt]ka zimowa'],
    ['Kurtka zimowa', 'ZIM kurtka', '[Kurtka] [zim]owa'],
    ['Kurtka zimowa', 'xyz', 'Kurtka zimowa'],
    ['aaa', 'a', '[aaa]'],
    ['Plecak 30 l (tani)', '(tani)', 'Plecak 30 l [(tani)]'],
    ['a.*+?^${}()|[]\\b', '.*+?^${}()|[]\\', 'a[.*+?^${}()|[]\\]b'],
    ['Say "hi" \'there\'', '"hi"', 'Say ["hi"] \'there\''],
    ['<b>bold</b>', '<b>', '[<b>]bold</b>'],
    ['Kurtka 🧥 zimowa', '🧥', 'Kurtka [🧥] zimowa'],
    ['ĄĘŁ żółć', 'łż', 'ĄĘŁ żółć'],
    ['ĄĘŁ żółć', 'ół', 'ĄĘŁ ż[ół]ć'],
    ['', 'x', ''],
    ['abc', '', 'abc'],
  ])('%j with %j', (label, query, out) => expect(join(highlight(label, query))).toBe(out));

  test('a label whose lower case changes length is shown whole', () => {
    expect(highlight('İstanbul', 'stan')).toEqual([{ text: 'İstanbul', match: false }]);
  });

  test('parts always join back to the label', () => {
    for (const [label, q] of [
      ['Kurtka', 'ka'],
      ['🧥🧥🧥', '🧥'],
      ['x\\y', '\\'],
      ['a b', ' '],
    ] as const) {
      expect(
        highlight(label, q)
          .map((p) => p.text)
          .join(''),
      ).toBe(label);
    }
  });
});
