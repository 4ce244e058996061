// @vitest-environment node
/** Mini-basket rules (docs/widgets/mini-basket.md) as test tables, plus the mock shop's four basket presets. */
import { describe, expect, test } from 'vitest';
import { basketResponse, presetLines } from '../../fixtures/mock/basket';
import { MAX_PRODUCTS } from '../../widgets/mini-basket/summary';
import { formatPrice } from '../../src/i18n/price';
import { FORMATS, formatName } from './currency-formats';
import { basketView, freeShipping, hasSubscription, isVisible, layoutFor, oneClickAllowed, safeUrl, sizeLabel, TEXT_MAX } from '../../widgets/mini-basket/rules';

const user = { logged: false, login: null, firstname: null };

describe('visibility and layout', () => {
  test.each([
    [0, false, 'cards'],
    [1, true, 'cards'],
    [3, true, 'cards'],
    [10, true, 'cards'],
    [11, true, 'list'],
    [22, true, 'list'],
    [23, false, 'list'],
    [100, false, 'list'],
  ] as const)('%i products: visible %s, %s layout', (n, visible, layout) => {
    expect(isVisible(n)).toBe(visible);
    expect(layoutFor(n)).toBe(layout);
  });
});

describe('sizes', () => {
  test.each([
    ['uniw', 'uniwersalny', ''],
    ['M', 'M', 'M'],
    ['42', 'EU 42', 'EU 42'],
    ['XL', '', 'XL'],
    ['', 'S', ''],
    [undefined, undefined, ''],
  ])('size %j named %j shows %j', (size, name, shown) => expect(sizeLabel(size, name)).toBe(shown));
});

describe('one-click purchase', () => {
  const p = (name: string, subscription_period?: unknown) => ({ name, subscription_period });
  test.each([
    ['all named, no subscription', [p('A', '0'), p('B', '0')], true],
    ['subscription period missing counts as none', [p('A')], true],
    ['numeric 0 counts as none', [p('A', 0)], true],
    ['one empty name', [p('A', '0'), p('', '0')], false],
    ['one blank name', [p('  ', '0')], false],
    ['one subscription', [p('A', '0'), p('B', '30')], false],
    ['empty basket', [], false],
  ])('%s: %s', (_, products, allowed) => expect(oneClickAllowed(products)).toBe(allowed));

  test.each([
    ['0', false],
    [0, false],
    [null, false],
    ['', false],
    ['30', true],
    [7, true],
    [' 0 ', false],
  ])('subscription %j: %s', (v, has) => expect(hasSubscription(v)).toBe(has));
});

describe('free shipping (toShippingFree 0 = reached)', () => {
  test.each([
    [0, { reached: true }],
    ['0', { reached: true }],
    [49.5, { reached: false, missing: 49.5 }],
    ['12.30', { reached: false, missing: 12.3 }],
    [undefined, null],
    ['abc', null],
    [-1, null],
  ])('%j', (v, out) => expect(freeShipping(v)).toEqual(out));
});

describe('the basket view', () => {
  const raw = {
    products: [
      {
        link: '/product-pol-1.html',
        icon: '/p1.svg',
        icon_second: '/p1b.svg',
        name: 'Kurtka',
        size: 'M',
        size_name: 'M',
        product_version_name: 'czarny',
        count: 2,
        worth_unit: 'szt.',
        prices: { worth_net_formatted: '200,00 zł', worth_gros_formatted: '246,00 zł' },
        subscription_period: '0',
      },
      {
        link: 'javascript:alert(1)',
        icon: '',
        icon_second: '/p2b.svg',
        name: '<img src=x onerror=alert(1)>',
        size: 'uniw',
        size_name: 'uniwersalny',
        product_version_name: '',
        count: 1,
        worth_unit: 'szt.',
        prices: { worth_net_formatted: '10,00 zł', worth_gros_formatted: '12,30 zł' },
        subscription_period: '0',
      },
    ],
    worth_formatted: '258,30 zł',
    worth_net_formatted: '210,00 zł',
    productsCounter: 2,
    shippingCost_formatted: '14,99 zł',
    shippingCost_net_formatted: '12,19 zł',
    toShippingFree: 41.7,
  };

  test('gross shop', () => {
    const v = basketView(raw, 'gross');
    expect(v).toMatchObject({
      count: 2,
      badge: 2,
      visible: true,
      layout: 'cards',
      total: '258,30 zł',
      shipping: '14,99 zł',
      shippingFree: false,
      freeShipping: { reached: false, missing: 41.7 },
      oneClick: true,
    });
    expect(v?.rows[0]).toEqual({ link: '/product-pol-1.html', icon: '/p1.svg', name: 'Kurtka', size: 'M', version: 'czarny', quantity: '2 szt.', value: '246,00 zł' });
    expect(v?.rows[1]).toMatchObject({ link: '', icon: '/p2b.svg', name: '<img src=x onerror=alert(1)>', size: '', value: '12,30 zł' });
  });

  test('net shop', () => {
    const v = basketView(raw, 'net');
    expect(v).toMatchObject({ total: '210,00 zł', shipping: '12,19 zł' });
    expect(v?.rows.map((r) => r.value)).toEqual(['200,00 zł', '10,00 zł']);
  });

  test.each<[string, unknown, string, boolean]>([
    ['the number 0, a euro text', 0, '€0.00', true],
    ['the number 14.99 wins over a text that reads as zero', 14.99, '0,00 zł', false],
    ['the number 0 as a plain string', '0', '0,00 zł', true],
    ['no number: a text of zeros in any format', undefined, "0'000.00 CHF", true],
    ['no number: a text with a non-zero digit', undefined, '€0.50', false],
    ['no number, no digit', undefined, 'free', false],
  ])("free shipping from the answer's number (%s)", (_name, cost, text, free) => {
    expect(basketView({ ...raw, shippingCost: cost, shippingCost_formatted: text }, 'gross')?.shippingFree).toBe(free);
  });

  test.each(FORMATS.map((c) => [formatName(c), c] as const))('an answer without the number, in %s: only a zero text reads as free', (_name, c) => {
    const free = (cost: number) => basketView({ ...raw, shippingCost: undefined, shippingCost_formatted: formatPrice(cost, c) }, 'gross')?.shippingFree;
    expect([free(0), free(14.99), free(0.5), free(1000), free(0.01)]).toEqual([true, false, false, false, false]);
  });

  test('zero shipping cost reads as free', () => {
    expect(basketView({ ...raw, shippingCost: undefined, shippingCost_formatted: '0,00 zł' }, 'gross')?.shippingFree).toBe(true);
  });

  test.each([null, undefined, 'basket', 3, []])('%j is no basket (the server HTML stays)', (v) => expect(basketView(v, 'gross')).toBeNull());

  test('a basket without products counts productsCounter', () => {
    expect(basketView({ productsCounter: '4' }, 'gross')).toMatchObject({ count: 4, badge: 4, rows: [] });
  });

  test('safe links only', () => {
    expect(safeUrl('/x')).toBe('/x');
    expect(safeUrl('javascript:alert(1)')).toBe('');
  });
});

describe('the mock shop presets 0 / 3 / 11 / 23', () => {
  test.each([
    [0, false, 'cards', false],
    [3, true, 'cards', true],
    [11, true, 'list', false],
    [23, false, 'list', false],
  ] as const)('preset %i: visible %s, %s, one-click %s', (preset, visible, layout, oneClick) => {
    const v = basketView(basketResponse(presetLines(preset), user), 'gross');
    expect(v).toMatchObject({ count: preset, badge: preset, visible, layout, oneClick });
    expect(v?.rows.every((r) => r.name && r.value && r.quantity.endsWith('szt.'))).toBe(true);
    expect(v?.rows.some((r) => r.size === 'uniw')).toBe(false);
  });

  test('preset 3 has a universal-size product whose size is not shown', () => {
    const lines = presetLines(3);
    const raw = basketResponse(lines, user);
    const v = basketView(raw, 'gross');
    const uniw = raw.products.findIndex((p) => p.size === 'uniw');
    expect(uniw, 'preset 3 holds a universal-size product').not.toBe(-1);
    expect(v?.rows[uniw]?.size).toBe('');
    expect(v?.freeShipping).not.toBeNull();
  });
});

describe('bounded work whatever the answer holds', () => {
  const product = (i: number, name = `Produkt ${i}`) => ({ name, link: `/p${i}.html`, count: 1, worth_unit: 'szt.', prices: { worth_gros_formatted: '1,00 zł' } });
  test('10,000 lines: no rows built, no one-click scan, in under 50 ms', () => {
    const products = Array.from({ length: 10_000 }, (_, i) => product(i));
    const start = performance.now();
    const v = basketView({ products, productsCounter: 10_000, worth_formatted: '10 000,00 zł' }, 'gross');
    expect(performance.now() - start).toBeLessThan(50);
    expect(v).toMatchObject({ count: 10_000, visible: false, rows: [], oneClick: false });
  });
  test('a list longer than MAX_PRODUCTS while the counter says fewer: still not offered, nothing built', () => {
    const v = basketView({ products: Array.from({ length: 500 }, (_, i) => product(i)), productsCounter: 3 }, 'gross');
    expect(v?.rows).toEqual([]);
  });
  test('100 KB texts are cut to TEXT_MAX characters per field, in under 50 ms', () => {
    const long = 'x'.repeat(100_000);
    const products = Array.from({ length: MAX_PRODUCTS }, (_, i) => ({ ...product(i, long), product_version_name: long, size: long, size_name: long }));
    const start = performance.now();
    const v = basketView({ products }, 'gross');
    expect(performance.now() - start).toBeLessThan(50);
    expect(v?.rows).toHaveLength(MAX_PRODUCTS);
    expect(v?.rows[0]?.name).toHaveLength(TEXT_MAX);
    expect(v?.rows[0]?.name.endsWith('…')).toBe(true);
    expect(v?.rows[0]?.size).toHaveLength(TEXT_MAX);
  });
});
