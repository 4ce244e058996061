// @vitest-environment node
// The fixture shop's catalogue (fixtures/data): deterministic, realistic, and searchable in every section.
import { describe, expect, it } from 'vitest';
import { categories, cmsPages, formatPrice, productById, producers, products, searchCatalogue, searchPhrases, seriesList, slugify } from '../../fixtures/data/index.ts';
import { BASKET_PRESETS, isBasketPreset, presetLines } from '../../fixtures/mock/basket.ts';

describe('formatPrice', () => {
  it.each([
    [0, '0,00 zł'],
    [5, '5,00 zł'],
    [99.9, '99,90 zł'],
    [1234.56, '1 234,56 zł'],
    [1234567.8, '1 234 567,80 zł'],
    [-12.5, '-12,50 zł'],
    [0.005, '0,01 zł'],
  ])('%d -> %s', (value, text) => {
    expect(formatPrice(value)).toBe(text);
  });
});

describe('slugify', () => {
  it('folds Polish letters and joins words with dashes', () => {
    expect(slugify('Kurtka zimowa męska Ałtaj Śnieżka')).toBe('Kurtka-zimowa-meska-Altaj-Sniezka');
    expect(slugify('  Namiot 2-osobowy, 0,5 l  ')).toBe('Namiot-2-osobowy-0-5-l');
  });
});

describe('products', () => {
  it('has at least 200 products with unique ids and links', () => {
    expect(products.length).toBeGreaterThanOrEqual(200);
    expect(new Set(products.map((p) => p.id)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.link)).size).toBe(products.length);
    products.forEach((p, i) => expect(p.id).toBe(i + 1));
  });

  it('is deterministic: product 1 is pinned', () => {
    expect(productById(1)).toMatchObject({
      name: 'Kurtka zimowa damska Sudety Sport Turbacz granatowa',
      link: '/product-pol-1-Kurtka-zimowa-damska-Sudety-Sport-Turbacz-granatowa.html',
      price: { gross: { value: 864, formatted: '864,00 zł' }, net: { value: 702.44, formatted: '702,44 zł' } },
    });
  });

  it.each(products.map((p) => [p.id, p] as const))('product %i is complete and consistent', (_id, p) => {
    expect(p.link).toBe(`/product-pol-${p.id}-${slugify(p.name)}.html`);
    expect(p.iconSmall).toMatch(new RegExp(`^/fixtures/img/p${p.id}\\.svg`));
    expect(p.iconSmallSecond).not.toBe(p.iconSmall);
    expect(p.price.gross.formatted).toBe(formatPrice(p.price.gross.value));
    expect(p.price.net.formatted).toBe(formatPrice(p.price.net.value));
    expect(p.price.net.value).toBeLessThan(p.price.gross.value);
    expect(p.sizes.length).toBeGreaterThan(0);
    expect(p.versions.map((v) => v.id)).toContain(p.id);
    expect(categories).toContain(p.category);
    expect(producers).toContain(p.producer);
    if (p.discount) expect(p.discount.beforeRebate.gross.value).toBeGreaterThan(p.price.gross.value);
  });

  it('mixes universal sizes, sized products, discounts, series and prices over 1 000 zł', () => {
    expect(products.some((p) => p.sizes.length === 1 && p.sizes[0]?.id === 'uniw')).toBe(true);
    expect(products.some((p) => p.sizes.length > 1)).toBe(true);
    expect(products.filter((p) => p.discount).length).toBeGreaterThan(20);
    expect(products.some((p) => p.series === null)).toBe(true);
    expect(products.some((p) => p.price.gross.value >= 1000)).toBe(true);
  });
});

describe('catalogue', () => {
  it('builds category breadcrumbs from the tree', () => {
    const winter = categories.find((c) => c.name === 'Kurtki zimowe');
    expect(winter).toMatchObject({ trail: ['Odzież', 'Kurtki'], link: '/pol_m_Odziez_Kurtki_Kurtki-zimowe-102.html' });
  });

  it('has producers, series, CMS pages and phrases with links', () => {
    for (const list of [producers, seriesList, cmsPages, searchPhrases]) {
      expect(list.length).toBeGreaterThan(3);
      for (const item of list) expect(item.link).toMatch(/^\//);
    }
  });
});

describe('searchCatalogue', () => {
  it.each(['kurtka', 'bu', 'ał', 'BUTY', 'kurtkę'])('%s fills every suggestion section', (text) => {
    const result = searchCatalogue(text);
    expect(result.products.length).toBeGreaterThan(0);
    expect(result.products.length).toBeLessThanOrEqual(12);
    for (const section of ['searchQueries', 'menuNodes', 'producers', 'series', 'cms'] as const) {
      expect(result[section].length, `${text}: ${section}`).toBeGreaterThan(0);
    }
    expect(result.menuNodes.some((node) => node.bc !== null && node.bc.item.length > 0)).toBe(true);
  });

  it('honours the limit and finds nothing for nonsense or regex characters', () => {
    expect(searchCatalogue('kurtka', 2).products).toHaveLength(2);
    expect(searchCatalogue('kurtka', 0).products).toHaveLength(0);
    const empty = searchCatalogue('.*+?^${}()|[]\\');
    expect(Object.values(empty).every((section) => section.length === 0)).toBe(true);
    expect(searchCatalogue('qqqzzz').products).toEqual([]);
  });
});

describe('basket presets', () => {
  it.each([
    [0, true],
    ['0', true],
    ['3', true],
    [' 11 ', true],
    ['23', true],
    [23, true],
    [null, false],
    [undefined, false],
    ['', false],
    ['abc', false],
    ['4', false],
    ['3.0', false],
    ['-0', false],
  ])('isBasketPreset(%j) is %s', (value, expected) => {
    expect(isBasketPreset(value)).toBe(expected);
  });

  it.each(BASKET_PRESETS.map((n) => [n]))('preset %i has that many lines', (n) => {
    expect(presetLines(n)).toHaveLength(n);
  });
});
